// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/app-workspace.ts.
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Notificări',
  'notifications.lead': 'Solicitări finalizate, refuzate sau expirate.',
  'notifications.markAll': 'Marcați toate ca citite',
  'notifications.markRead': 'Marcați ca citită',
  'notifications.markReadLabel': 'Marcați ca citită: {text}',
  'notifications.unread': 'Necitită',
  'notifications.empty':
    'Nimic deocamdată. Aici veți vedea când o solicitare este finalizată, refuzată sau expiră.',
  'notifications.completed': '„{template}” este finalizat',
  'notifications.declined': '„{template}” a fost refuzat',
  'notifications.expired': '„{template}” a expirat',
  'notifications.other': '„{template}” s-a modificat',
  'notifications.declinedReason': 'Refuzat de {name}: {reason}',
  'notifications.declinedBy': 'Refuzat de {name}',
  'notifications.with': 'Cu {names}',

  'settings.title': 'Setările spațiului de lucru',
  'settings.workspace': 'Spațiu de lucru',
  'settings.name': 'Nume',
  'settings.plan': 'Abonament',
  'settings.retention': 'Păstrarea solicitărilor încheiate',
  'settings.retentionLead':
    'Solicitările încheiate (finalizate, refuzate, expirate sau anulate) pot fi șterse automat după un anumit număr de zile: numele, adresele, valorile, semnăturile și documentele sunt eliminate, ca la ștergerea definitivă a unei solicitări.',
  'settings.keepForever': 'Păstrați-le până când cineva le șterge',
  'settings.eraseAfter': 'Ștergeți-le după acest număr de zile de la încheiere',
  'settings.days': 'Zile',
  'settings.daysHint': 'Între 1 și 3650 (zece ani).',
  'settings.daysInvalid': 'Introduceți un număr întreg de zile, între 1 și 3650.',
  'settings.save': 'Salvați',
  'settings.saved': 'Setările au fost salvate.',
  'settings.currentForever': 'Solicitările încheiate sunt păstrate până când cineva le șterge.',
  'settings.currentDays.one': 'Solicitările încheiate sunt șterse la {count} zi după încheiere.',
  'settings.currentDays.few': 'Solicitările încheiate sunt șterse la {count} zile după încheiere.',
  'settings.currentDays.other': 'Solicitările încheiate sunt șterse la {count} de zile după încheiere.',
  'settings.export': 'Exportați toate datele',
  'settings.exportLead':
    'Un fișier ZIP cu fiecare solicitare (cu pista de audit), șablon, membru și intrare din jurnalul de audit, precum și cu fiecare PDF semnat.',
  'settings.exportButton': 'Descărcați exportul',
  'settings.ownersOnly':
    'Numai proprietarii pot modifica aceste setări sau exporta datele spațiului de lucru.',
});
