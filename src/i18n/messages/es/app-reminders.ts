// Español, los recordatorios automáticos (issue 24 item 3): el valor predeterminado del espacio de
// trabajo y el próximo recordatorio en la página de una solicitud.
export const appReminders = () => ({
  'settings.reminders': 'Recordatorios automáticos',
  'settings.remindersLead':
    'A quien le toque firmar se le puede recordar por correo sin que nadie lo pida. Las solicitudes que se envíen desde ahora sin un ajuste propio toman este; una solicitud enviada sin correo nunca recibe recordatorios automáticos.',
  'settings.remindersOffChoice': 'No recordar automáticamente',
  'settings.remindersOnChoice': 'Recordar automáticamente',
  'settings.remindEvery': 'Cada cuántos días',
  'settings.remindEveryHint': 'De 1 a 30, contados desde la invitación o el último recordatorio.',
  'settings.remindEveryInvalid': 'Escriba un número entero de días entre 1 y 30.',
  'settings.remindMax': 'Como máximo cuántas veces por firmante',
  'settings.remindMaxHint': 'De 1 a 10.',
  'settings.remindMaxInvalid': 'Escriba un número entero entre 1 y 10.',
  'settings.remindersOff': 'Desactivados: solo se recuerda a los firmantes cuando alguien lo pide.',
  'settings.remindersCurrent': 'Recordar automáticamente {every}, como máximo {max} por firmante.',
  'settings.remindersEvery.one': 'cada día',
  'settings.remindersEvery.other': 'cada {count} días',
  'settings.remindersTimes.one': 'una vez',
  'settings.remindersTimes.other': '{count} veces',

  'request.nextReminder': 'Próximo recordatorio automático a {name}: {date}.',
  'request.noReminderDue': 'No hay ningún recordatorio automático pendiente.',
  'request.remindersOff': 'Esta solicitud no tiene recordatorios automáticos.',
  'request.remindersSchedule': 'Recordatorios automáticos {every}, como máximo {max} por firmante.',
});
