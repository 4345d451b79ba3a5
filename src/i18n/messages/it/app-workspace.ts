// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Notifiche',
  'notifications.lead': 'Richieste completate, rifiutate o scadute.',
  'notifications.markAll': 'Segna tutte come lette',
  'notifications.markRead': 'Segna come letta',
  'notifications.markReadLabel': 'Segna come letta: {text}',
  'notifications.unread': 'Da leggere',
  'notifications.empty': 'Ancora nulla. Qui vedrà quando una richiesta viene completata, rifiutata o scade.',
  'notifications.completed': '«{template}» è stata completata',
  'notifications.declined': '«{template}» è stata rifiutata',
  'notifications.expired': '«{template}» è scaduta',
  'notifications.other': '«{template}» è cambiata',
  'notifications.declinedReason': 'Rifiutata da {name}: {reason}',
  'notifications.declinedBy': 'Rifiutata da {name}',
  'notifications.with': 'Con {names}',

  'settings.title': 'Impostazioni dello spazio di lavoro',
  'settings.workspace': 'Spazio di lavoro',
  'settings.name': 'Nome',
  'settings.plan': 'Piano',
  'settings.retention': 'Conservazione delle richieste concluse',
  'settings.retentionLead':
    'Le richieste concluse (completate, rifiutate, scadute o annullate) possono essere cancellate automaticamente dopo un certo numero di giorni: nomi, indirizzi, valori, firme e documenti vengono eliminati, come quando una richiesta viene eliminata definitivamente.',
  'settings.keepForever': 'Conservarle finché qualcuno non le elimina',
  'settings.eraseAfter': 'Cancellarle dopo questo numero di giorni dalla conclusione',
  'settings.days': 'Giorni',
  'settings.daysHint': 'Da 1 a 3650 (dieci anni).',
  'settings.daysInvalid': 'Inserisca un numero intero di giorni compreso tra 1 e 3650.',
  'settings.save': 'Salva',
  'settings.saved': 'Le impostazioni sono state salvate.',
  'settings.currentForever': 'Le richieste concluse vengono conservate finché qualcuno non le elimina.',
  'settings.currentDays.one': 'Le richieste concluse vengono cancellate {count} giorno dopo la conclusione.',
  'settings.currentDays.other':
    'Le richieste concluse vengono cancellate {count} giorni dopo la conclusione.',
  'settings.export': 'Esporta tutti i dati',
  'settings.exportLead':
    'Un file ZIP con ogni richiesta (con la relativa traccia di audit), modello, membro e voce del registro di audit, e con ogni PDF firmato.',
  'settings.exportButton': 'Scarica l’esportazione',
  'settings.ownersOnly':
    'Solo i proprietari possono modificare queste impostazioni o esportare i dati dello spazio di lavoro.',
});
