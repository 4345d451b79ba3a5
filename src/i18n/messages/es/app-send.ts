// Español, the send pages. Keys and {placeholders} as in ../en/app-send.ts.
import type { appSend as en } from '../en/app-send.ts';

export const appSend: Record<keyof typeof en, string> = {
  'send.title': 'Enviar un documento',
  'send.choose': 'Elija una plantilla publicada',
  'send.noTemplates':
    'Todavía no hay ninguna plantilla publicada. Cree una y publíquela (o haga ambas cosas mediante la API) y envíela desde aquí.',
  'send.toTemplates': 'Ir a las plantillas',
  'send.formTitle': 'Enviar «{template}»',
  'send.signers': 'Firmantes',
  'send.signersHint': 'Firman uno tras otro, en este orden.',
  'send.roleLegend': '{n}. {role}',
  'send.name': 'Nombre',
  'send.email': 'Dirección de correo electrónico',
  'send.locale': 'Idioma',
  'send.localeHint': 'Sus páginas de firma y sus correos están en este idioma.',
  'send.localeInvalid': 'Elija uno de los idiomas ofrecidos.',
  'send.summaryName': '{role}, nombre',
  'send.summaryEmail': '{role}, dirección de correo electrónico',
  'send.summaryLocale': '{role}, idioma',
  'send.details': 'Datos para el documento',
  'send.detailsHint': 'Se incorporan al documento antes de enviarlo.',
  'send.selectPrompt': 'Elegir…',
  'send.messageLegend': 'Mensaje y correo electrónico',
  'send.message': 'Mensaje para los firmantes',
  'send.messageHint': 'Opcional. Se incluye en el correo que invita a cada firmante.',
  'send.sendEmail': 'Invitar a los firmantes por correo electrónico',
  'send.sendEmailHint':
    'Desmarque esta casilla para compartir usted mismo los enlaces de firma; están en la página de la solicitud.',
  'send.expiryLegend': 'Caducidad',
  'send.expiresOn': 'Fecha de caducidad',
  'send.expiresOnHint.one':
    'Opcional. La solicitud caduca al final de este día (UTC). Sin fecha, caduca {count} día después del envío.',
  'send.expiresOnHint.other':
    'Opcional. La solicitud caduca al final de este día (UTC). Sin fecha, caduca {count} días después del envío.',
  'send.expiresInvalid': 'Introduzca la fecha de caducidad como fecha, por ejemplo 2027-01-31.',
  'send.expiresPast': 'La fecha de caducidad ya ha pasado. Elija hoy o un día posterior.',
  'send.expiresTooFar.one': 'Elija una fecha de caducidad dentro de {count} día como máximo.',
  'send.expiresTooFar.other': 'Elija una fecha de caducidad dentro de {count} días como máximo.',
  'send.preview': 'Vista previa del PDF',
  'send.previewHint': 'Abre el documento rellenado en una pestaña nueva; no se envía nada.',
  'send.submit': 'Enviar para firmar',
  'send.otherTemplate': 'Elegir otra plantilla',
  'send.blankName': 'Introduzca el nombre del firmante.',
  'send.badEmail': 'Introduzca una dirección de correo electrónico, por ejemplo nombre@example.com.',
  'send.tooLong.one': 'Use como máximo {count} carácter.',
  'send.tooLong.other': 'Use como máximo {count} caracteres.',
  'send.limitReached':
    'Su espacio de trabajo ha usado {used} de sus {limit} solicitudes de firma este mes, así que no se ha enviado nada. La cuota se renueva el {reset}.',
  'send.planMissing':
    'El plan de su espacio de trabajo no incluye la firma electrónica, así que no se ha enviado nada. Pida a quien gestione Countersign en su empresa que cambie el plan.',
  'send.templateGone': 'Esta plantilla ya no está publicada. Elija otra.',
  'send.invalidValue': '{label} {reason}.',
  'send.duplicateTitle': 'Enviado a los mismos firmantes hace un momento',
  'send.duplicateWarning':
    '«{template}» se envió a los mismos firmantes hace menos de 10 minutos: {link}. Enviarlo de nuevo crea una segunda solicitud y vuelve a usar su cuota.',
  'send.duplicateLink': 'la solicitud enviada el {time}',
  'send.sendAnyway': 'Enviar de todos modos',
  'send.sendAnywayHint':
    'Marque esta casilla y vuelva a enviar el formulario si la segunda solicitud es intencionada.',
};
