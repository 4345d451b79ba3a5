// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Aviseringar',
  'notifications.lead': 'Begäranden som har slutförts, avböjts eller gått ut.',
  'notifications.markAll': 'Markera alla som lästa',
  'notifications.markRead': 'Markera som läst',
  'notifications.markReadLabel': 'Markera som läst: {text}',
  'notifications.unread': 'Oläst',
  'notifications.empty': 'Inget ännu. Här ser du när en begäran slutförs, avböjs eller går ut.',
  'notifications.completed': '”{template}” är slutförd',
  'notifications.declined': '”{template}” har avböjts',
  'notifications.expired': '”{template}” har gått ut',
  'notifications.other': '”{template}” har ändrats',
  'notifications.declinedReason': 'Avböjd av {name}: {reason}',
  'notifications.declinedBy': 'Avböjd av {name}',
  'notifications.with': 'Med {names}',

  'settings.title': 'Inställningar för arbetsytan',
  'settings.workspace': 'Arbetsyta',
  'settings.name': 'Namn',
  'settings.plan': 'Abonnemang',
  'settings.retention': 'Lagring av avslutade begäranden',
  'settings.retentionLead':
    'Begäranden som har avslutats (slutförts, avböjts, gått ut eller makulerats) kan raderas automatiskt efter ett antal dagar: namn, adresser, värden, underskrifter och dokument försvinner, som när en begäran raderas permanent.',
  'settings.keepForever': 'Behåll dem tills någon raderar dem',
  'settings.eraseAfter': 'Radera dem så här många dagar efter att de avslutats',
  'settings.days': 'Dagar',
  'settings.daysHint': 'Från 1 till 3650 (tio år).',
  'settings.daysInvalid': 'Ange ett heltal från 1 till 3650 dagar.',
  'settings.save': 'Spara',
  'settings.saved': 'Inställningarna har sparats.',
  'settings.currentForever': 'Avslutade begäranden behålls tills någon raderar dem.',
  'settings.currentDays.one': 'Avslutade begäranden raderas {count} dag efter att de avslutats.',
  'settings.currentDays.other': 'Avslutade begäranden raderas {count} dagar efter att de avslutats.',
  'settings.export': 'Exportera alla data',
  'settings.exportLead':
    'En ZIP-fil med varje begäran (med dess granskningslogg), mall, medlem och post i granskningsloggen, samt varje signerad pdf-fil.',
  'settings.exportButton': 'Ladda ned exporten',
  'settings.ownersOnly': 'Endast ägare kan ändra dessa inställningar eller exportera arbetsytans data.',
});
