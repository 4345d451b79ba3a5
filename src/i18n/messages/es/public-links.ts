// El enlace público de una plantilla (issue 45, punto 4).
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Record<keyof typeof en, string> => ({
  'publicLink.lead': '{workspace} le pide que complete y firme «{document}».',
  'publicLink.hint':
    'Indique su nombre y su dirección de correo electrónico para empezar. Su copia firmada se enviará a esa dirección.',
  'publicLink.verifyHint':
    'Le enviaremos un código por correo electrónico para confirmar la dirección antes de que firme.',
  'publicLink.nextHeading': 'Después de usted',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Su nombre completo',
  'publicLink.email': 'Su dirección de correo electrónico',
  'publicLink.start': 'Continuar',
  'publicLink.working': 'Comprobando este navegador, un momento…',
  'publicLink.noscript':
    'Este formulario necesita JavaScript: su navegador realiza un breve cálculo que mantiene alejados los registros automatizados.',
  'publicLink.problems': 'Revise el formulario:',
  'publicLink.error.name': 'Escriba su nombre.',
  'publicLink.error.email': 'Escriba una dirección de correo electrónico, como nombre@example.com.',
  'publicLink.error.proof':
    'La comprobación de su navegador no llegó o era demasiado antigua. Envíe el formulario de nuevo.',
  'publicLink.limited.title': 'Demasiadas firmas iniciadas',
  'publicLink.limited.lead':
    'Este formulario se ha iniciado demasiadas veces hoy, desde esta conexión o en total. Vuelva a intentarlo mañana.',
  'publicLink.unavailable.title': 'Este formulario no está disponible',
  'publicLink.unavailable.lead':
    'Es posible que el enlace se haya desactivado o esté mal escrito, o que el formulario no admita nuevas firmas en este momento. Póngase en contacto con quien le dio el enlace.',

  // The application: an owner turns a template’s link on and off.
  'publicLink.app.action': 'Enlace público',
  'publicLink.app.actionLabel': 'Enlace público de {name}',
  'publicLink.app.title': 'Enlace público: {name}',
  'publicLink.app.lead':
    'Quien tenga el enlace firma esta plantilla como {role}: indica su nombre y su correo electrónico, y firma. La solicitud pasa después a las personas que indique aquí y cuenta en su cupo mensual.',
  'publicLink.app.on': 'El enlace está activo. Compártalo donde lo encuentren quienes deben firmar.',
  'publicLink.app.off': 'El enlace está desactivado.',
  'publicLink.app.url': 'Enlace',
  'publicLink.app.people': 'Quién sigue como {role}',
  'publicLink.app.personName': 'Nombre',
  'publicLink.app.personEmail': 'Correo electrónico',
  'publicLink.app.verify': 'Pedir un código enviado por correo electrónico antes de firmar (recomendado)',
  'publicLink.app.turnOn': 'Activar el enlace',
  'publicLink.app.save': 'Guardar los cambios',
  'publicLink.app.turnOff': 'Desactivar el enlace',
  'publicLink.app.turnedOn': 'El enlace está activo.',
  'publicLink.app.turnedOff': 'El enlace está desactivado: su dirección ya no funciona.',
  'publicLink.app.ownersOnly':
    'Solo un propietario del espacio de trabajo puede activar o desactivar el enlace público de una plantilla.',
  'publicLink.app.notPublished': 'Un enlace público solo es posible para una plantilla publicada.',
  'publicLink.app.nameMissing': 'Escriba el nombre.',
  'publicLink.app.emailMissing': 'Escriba una dirección de correo electrónico, como nombre@example.com.',
});
