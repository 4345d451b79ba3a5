// Español, imagen de marca del espacio de trabajo (issue 25 item 3).
export const appBranding = () => ({
  'branding.title': 'Imagen de marca',
  'branding.lead':
    'Los firmantes ven su nombre, su logotipo y su color en la página de firma, en sus correos y en el certificado de auditoría. Sin ellos, todo conserva el aspecto neutro de Countersign.',
  'branding.displayName': 'Nombre visible',
  'branding.displayNameHint':
    'Los correos a los firmantes llegan de «{example}». Déjelo vacío para usar el nombre del espacio de trabajo.',
  'branding.displayNameTooLong': 'El nombre visible puede tener como máximo 100 caracteres.',
  'branding.accent': 'Color de acento',
  'branding.accentHint':
    'Escrito #rrggbb. Debe alcanzar un contraste de al menos 4,5:1 con texto blanco y sobre el fondo de la página (WCAG AA).',
  'branding.accentFormat': 'Escriba el color como #rrggbb, por ejemplo #0b3d91.',
  'branding.accentLow':
    'El color {colour} alcanza un contraste de {ratio} con {where}; se necesita al menos 4,5:1.',
  'branding.whereWhite': 'el texto blanco de los botones y la cabecera',
  'branding.wherePage': 'los enlaces sobre el fondo de la página',
  'branding.save': 'Guardar nombre y color',
  'branding.logo': 'Logotipo',
  'branding.logoHint': 'Un archivo PNG o JPEG de como máximo 200 KB y 1000 × 1000 píxeles.',
  'branding.upload': 'Subir logotipo',
  'branding.removeLogo': 'Quitar logotipo',
  'branding.noLogo': 'Sin logotipo: se muestra el nombre en su lugar.',
  'branding.notSet': 'Sin definir',
  'branding.logoTooLarge': 'El archivo ocupa {size} KB; un logotipo puede ocupar como máximo 200 KB.',
  'branding.logoNotImage': 'El logotipo debe ser una imagen PNG o JPEG. No se aceptan SVG ni otros formatos.',
  'branding.logoMismatch': 'El archivo se nombró o envió como {declared}, pero su contenido es {actual}.',
  'branding.logoTooManyPixels':
    'El logotipo mide {width} × {height} píxeles; se permite como máximo 1000 × 1000.',
  'branding.logoCorrupt': 'El archivo está dañado: no se lee como una imagen completa.',
  'branding.logoEmpty': 'Elija un archivo PNG o JPEG para subir.',
  // The settings page's audit log names these actions.
  'audit.workspace.branding_changed': 'Imagen de marca cambiada',
  'audit.workspace.logo_changed': 'Logotipo cambiado',
  'audit.workspace.logo_removed': 'Logotipo quitado',
});
