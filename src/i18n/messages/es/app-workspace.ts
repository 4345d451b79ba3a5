// Español, the notifications page and the workspace's settings. Keys and {placeholders} as in ../en/app-workspace.ts.
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Record<keyof typeof en, string> => ({
  'notifications.title': 'Notificaciones',
  'notifications.lead': 'Solicitudes que se completaron, se rechazaron o caducaron.',
  'notifications.markAll': 'Marcar todas como leídas',
  'notifications.markRead': 'Marcar como leída',
  'notifications.markReadLabel': 'Marcar como leída: {text}',
  'notifications.unread': 'No leída',
  'notifications.empty': 'Todavía nada. Aquí verá cuándo una solicitud se completa, se rechaza o caduca.',
  'notifications.completed': 'La solicitud «{template}» se ha completado',
  'notifications.declined': 'La solicitud «{template}» se ha rechazado',
  'notifications.expired': 'La solicitud «{template}» ha caducado',
  'notifications.other': 'La solicitud «{template}» ha cambiado',
  'notifications.declinedReason': 'Rechazado por {name}: {reason}',
  'notifications.declinedBy': 'Rechazado por {name}',
  'notifications.with': 'Con {names}',

  'settings.title': 'Ajustes del espacio de trabajo',
  'settings.workspace': 'Espacio de trabajo',
  'settings.name': 'Nombre',
  'settings.plan': 'Plan',
  'settings.retention': 'Conservación de las solicitudes finalizadas',
  'settings.retentionLead':
    'Las solicitudes finalizadas (completadas, rechazadas, caducadas o anuladas) pueden borrarse automáticamente tras un número de días: se eliminan nombres, direcciones, valores, firmas y documentos, como cuando se elimina una solicitud de forma definitiva.',
  'settings.keepForever': 'Conservarlas hasta que alguien las elimine',
  'settings.eraseAfter': 'Borrarlas este número de días después de finalizar',
  'settings.days': 'Días',
  'settings.daysHint': 'De 1 a 3650 (diez años).',
  'settings.daysInvalid': 'Introduzca un número entero de días entre 1 y 3650.',
  'settings.save': 'Guardar',
  'settings.saved': 'Los ajustes se han guardado.',
  'settings.currentForever': 'Las solicitudes finalizadas se conservan hasta que alguien las elimine.',
  'settings.currentDays.one': 'Las solicitudes finalizadas se borran {count} día después de finalizar.',
  'settings.currentDays.other': 'Las solicitudes finalizadas se borran {count} días después de finalizar.',
  'settings.export': 'Exportar todos los datos',
  'settings.exportLead':
    'Un archivo ZIP con cada solicitud (con su registro de auditoría), plantilla, miembro y entrada del registro de auditoría, y cada PDF firmado.',
  'settings.exportButton': 'Descargar la exportación',
  'settings.ownersOnly':
    'Solo los propietarios pueden cambiar estos ajustes o exportar los datos del espacio de trabajo.',
});
