// Español (usted): el idioma predeterminado del espacio de trabajo en la configuración.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Idioma de los firmantes',
  'settings.languageLead':
    'Los firmantes para los que no elija ningún idioma reciben sus correos electrónicos en este idioma, y su página de firma en el idioma de su navegador o, en su defecto, en este. El certificado de auditoría se redacta en él.',
  'settings.languageCurrent': 'Idioma predeterminado: {language}.',
  'settings.languageChoice': 'Idioma predeterminado',
  'settings.languageInvalid': 'Elija uno de los idiomas de la lista.',
  'audit.workspace.language_changed': 'Idioma predeterminado de los firmantes cambiado',
});
