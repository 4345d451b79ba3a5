// Español, the requests pages and a request. Keys and {placeholders} as in ../en/app-requests.ts.
import type { appRequests as en } from '../en/app-requests.ts';

export const appRequests = (): Record<keyof typeof en, string> => ({
  // The allowance panel on the list.
  'usage.title': 'Este mes',
  'usage.limited.one': '{used} de {count} solicitud de firma utilizada',
  'usage.limited.other': '{used} de {count} solicitudes de firma utilizadas',
  'usage.unlimited.one': '{count} solicitud de firma enviada; su plan no tiene límite',
  'usage.unlimited.other': '{count} solicitudes de firma enviadas; su plan no tiene límite',
  'usage.none': 'Su plan no incluye firmas electrónicas.',
  'usage.period': 'Desde el {start}; el cupo se renueva el {reset}.',

  // The status tabs of the list.
  'tabs.label': 'Filtrar por estado',
  'tabs.all': 'Todas',
  'tabs.in_progress': 'En curso',
  'tabs.completed': 'Completadas',
  'tabs.declined': 'Rechazadas',
  'tabs.expired': 'Caducadas',
  'tabs.voided': 'Anuladas',

  // The list.
  'requests.title': 'Solicitudes de firma',
  'requests.send': 'Enviar un documento',
  'requests.searchLabel':
    'Buscar por nombre o correo electrónico del firmante, por plantilla o por identificador de solicitud',
  'requests.search': 'Buscar',
  'requests.clear': 'Borrar la búsqueda',
  'requests.document': 'Documento',
  'requests.signers': 'Firmantes',
  'requests.status': 'Estado',
  'requests.sent': 'Enviada',
  'requests.empty': 'Todavía no hay solicitudes aquí.',
  'requests.emptySearch': 'Ninguna solicitud coincide con «{query}».',
  'requests.paging': 'Páginas',
  'requests.newer': 'Solicitudes más recientes',
  'requests.older': 'Solicitudes más antiguas',
  'requests.caption': 'Solicitudes: {tab}',
  'requests.captionSearch': 'Solicitudes: {tab}, que coinciden con «{query}»',
  'requests.sentBy': 'Enviada por',
  'requests.sentByApiKey': '{name} (clave API)',
  'requests.sentByUnnamedKey': 'Clave API sin nombre …{lastFour}',
  'requests.formerMember': 'Un antiguo miembro',

  // One request.
  'request.sentOn': 'Enviada',
  'request.expiresOn': 'Caduca',
  'request.expiredOn': 'Caducada',
  'request.completedOn': 'Completada',
  'request.signers': 'Firmantes',
  'request.signersHint': 'Firman uno tras otro, en este orden.',
  'request.invited': 'Invitado',
  'request.opened': 'Abierto',
  'request.signed': 'Firmado',
  'request.declined': 'Rechazado',
  'request.turn': 'Es el turno de {name} para firmar.',
  'request.nobodyWaiting': 'Nadie está esperando para firmar.',
  'request.copied': 'En copia (CC)',
  'request.copiedHint':
    'No firman nada. Reciben el documento firmado, o el aviso de que la solicitud terminó de otro modo.',
  'request.declinedBy': 'Rechazada por {name}: {reason}',
  'request.declinedByNoReason': 'Rechazada por {name}.',
  'request.linkLabel': 'Enlace de firma de {name}',
  'request.linkHint': 'Personal para este firmante: compártalo solo con esa persona.',
  'request.actions': 'Acciones',
  'request.remind': 'Recordar a {name}',
  'request.remindHint': 'Envía un correo electrónico con su enlace al firmante al que le toca.',
  'request.cooldown':
    'Se recordó a {name} hace menos de 15 minutos. Podrá volver a recordárselo dentro de {wait}.',
  'request.reminded': 'Recordatorio enviado a {email}.',
  'request.noPendingSigner': 'Nadie está esperando para firmar, así que no se envió ningún recordatorio.',
  'request.void': 'Anular esta solicitud…',
  'request.voided': 'La solicitud está anulada. Ya nadie puede firmarla.',
  'request.alreadyVoided': 'La solicitud ya estaba anulada.',
  'request.notVoidable': 'La solicitud está {status} y ya no se puede anular.',
  'request.voidReason': 'Motivo: {reason}',
  'request.download': 'Descargar el PDF firmado',
  'request.downloadHint': 'El documento firmado, sellado, con su certificado de auditoría.',
  'request.sendAgain': 'Enviar de nuevo',
  'request.sendAgainHint':
    'Abre el formulario de envío rellenado con los mismos firmantes y los mismos valores.',
  'request.viewSent': 'Ver el documento tal como se envió (PDF)',
  'request.timeline': 'Historial',
  'request.sentFlash': 'La solicitud se ha enviado.',
  'request.erase': 'Eliminar definitivamente…',
  'request.eraseHint':
    'Borra para siempre los datos de los firmantes, los valores, las firmas y el PDF firmado.',
  'request.eraseOwnersOnly': 'Solo los propietarios pueden eliminar una solicitud definitivamente.',
  'request.erasureDue.one':
    'Se borrará el {date}: este espacio de trabajo conserva las solicitudes finalizadas durante {count} día.',
  'request.erasureDue.other':
    'Se borrará el {date}: este espacio de trabajo conserva las solicitudes finalizadas durante {count} días.',
  'request.erasureAfterEnd.one':
    'Cuando haya finalizado, se borrará al cabo de {count} día (el plazo de conservación del espacio de trabajo).',
  'request.erasureAfterEnd.other':
    'Cuando haya finalizado, se borrará al cabo de {count} días (el plazo de conservación del espacio de trabajo).',
  'request.notTerminal':
    'La solicitud está {status}: anúlela primero y después podrá eliminarla definitivamente.',

  // Deleting an ended request permanently.
  'erasePage.title': '¿Eliminar «{template}» definitivamente?',
  'erasePage.which': 'Enviada el {sent} a {signers}.',
  'erasePage.lead': 'Esto no se puede deshacer. Todo lo que contiene la solicitud se borra para siempre:',
  'erasePage.lostPeople':
    'los nombres y direcciones de correo electrónico de los firmantes, y las direcciones IP y navegadores desde los que firmaron',
  'erasePage.lostValues': 'los valores introducidos, las firmas y el motivo del rechazo o de la anulación',
  'erasePage.lostDocuments':
    'el documento tal como se envió y el PDF firmado con su certificado de auditoría',
  'erasePage.lostMail': 'los correos electrónicos y las notificaciones sobre ella',
  'erasePage.kept':
    'Lo que se conserva: el identificador, el estado y las fechas de la solicitud, y la huella (SHA-256) del PDF firmado, para que una copia guardada pueda seguir verificándose. El cupo usado por la solicitud no se devuelve.',
  'erasePage.download': 'Descargar primero el PDF firmado',
  'erasePage.confirm': 'Eliminar definitivamente',
  'erasePage.keep': 'Conservar la solicitud',
  'erasePage.erasedFlash': 'La solicitud se ha eliminado definitivamente.',

  // Voiding a request.
  'voidPage.title': '¿Anular «{template}»?',
  'voidPage.lead':
    'Anular pone fin a la solicitud: ya nadie puede firmarla y se avisa a los firmantes que ya recibieron el correo electrónico.',
  'voidPage.reason': 'Motivo',
  'voidPage.reasonHint': 'Opcional. Se incluye en el correo electrónico a los firmantes.',
  'voidPage.confirm': 'Anular la solicitud',
  'voidPage.keep': 'Conservar la solicitud',
  'voidPage.tooLong': 'Use como máximo {max} caracteres.',
  'request.changeEmail': 'Cambiar correo',
  'request.changeEmailOf': 'Cambiar la dirección de correo de {name}',
  'request.corrected': 'La dirección de correo de {name} ha cambiado; su enlace anterior ya no funciona.',
  'changeEmail.title': 'Cambiar la dirección de correo de {name}',
  'changeEmail.lead':
    'Su enlace de firma actual deja de funcionar en el acto y se crea uno nuevo. Un código ya introducido deberá introducirse de nuevo. No se cobra otra vez.',
  'changeEmail.current': 'Ahora: {email}',
  'changeEmail.email': 'Nueva dirección de correo',
  'changeEmail.emailInvalid': 'Introduzca una dirección de correo, como nombre@example.com.',
  'changeEmail.invite': 'Enviar ahora el nuevo enlace a esta dirección, si es su turno',
  'changeEmail.confirm': 'Cambiar correo',
  'changeEmail.keep': 'Mantenerla',
  'changeEmail.notCorrectable':
    'Este firmante ya no se puede cambiar: ha firmado o rechazado, o la solicitud ha terminado.',

  // The request's timeline (its audit trail).
  'timeline.sent': 'Enviada por {who}',
  'timeline.reminded': 'Recordatorio a {email} enviado por {who}',
  'timeline.remindedSigner': 'Recordatorio al firmante enviado por {who}',
  'timeline.voided': 'Anulada por {who}',
  'timeline.signerCorrected': 'Correo de {role} cambiado de {from} a {to} por {who}',
  'timeline.opened': 'Abierta por {who}',
  'timeline.signed': 'Firmada por {who}',
  'timeline.declined': 'Rechazada por {who}',
  'timeline.declinedReason': 'Rechazada por {who}: {reason}',
  'timeline.completed': 'Completada: todos los firmantes han firmado y el documento está sellado',
  'timeline.expired': 'Caducada',
  'timeline.downloaded': 'Documento firmado descargado por {who}',
  'timeline.erased': 'Borrada por {who}',
  'timeline.event': '{event} ({who})',
  'timeline.other': '{action} (por {who})',
  'timeline.viaApi': '{name} (clave API)',
  'timeline.operator': 'el operador',
  'timeline.formerMember': 'un antiguo miembro ({id})',
});
