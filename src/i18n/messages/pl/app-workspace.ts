// Polski (forma bezosobowa): powiadomienia i ustawienia przestrzeni roboczej. Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Powiadomienia',
  'notifications.lead': 'Prośby, które zostały zakończone, odrzucone lub wygasły.',
  'notifications.markAll': 'Oznacz wszystkie jako przeczytane',
  'notifications.markRead': 'Oznacz jako przeczytane',
  'notifications.markReadLabel': 'Oznacz jako przeczytane: {text}',
  'notifications.unread': 'Nieprzeczytane',
  'notifications.empty':
    'Na razie nic. Tutaj pojawi się informacja, gdy prośba zostanie zakończona, odrzucona lub wygaśnie.',
  'notifications.completed': '„{template}”: zakończono',
  'notifications.declined': '„{template}”: odmówiono podpisania',
  'notifications.expired': '„{template}”: wygasło',
  'notifications.other': '„{template}”: zmieniono',
  'notifications.declinedReason': 'Odmowa: {name}: {reason}',
  'notifications.declinedBy': 'Odmowa: {name}',
  'notifications.with': 'Uczestnicy: {names}',

  'settings.title': 'Ustawienia przestrzeni roboczej',
  'settings.workspace': 'Przestrzeń robocza',
  'settings.name': 'Nazwa',
  'settings.plan': 'Plan',
  'settings.retention': 'Przechowywanie zakończonych próśb',
  'settings.retentionLead':
    'Prośby zakończone (podpisane, odrzucone, wygasłe lub unieważnione) mogą być automatycznie usuwane po określonej liczbie dni: usuwane są imiona i nazwiska, adresy, wartości, podpisy i dokumenty, tak jak przy trwałym usunięciu prośby.',
  'settings.keepForever': 'Przechowuj do czasu usunięcia przez użytkownika',
  'settings.eraseAfter': 'Usuń po tej liczbie dni od zakończenia',
  'settings.days': 'Dni',
  'settings.daysHint': 'Od 1 do 3650 (dziesięć lat).',
  'settings.daysInvalid': 'Proszę podać liczbę całkowitą dni od 1 do 3650.',
  'settings.save': 'Zapisz',
  'settings.saved': 'Ustawienia zostały zapisane.',
  'settings.currentForever': 'Zakończone prośby są przechowywane do czasu ich usunięcia przez użytkownika.',
  'settings.currentDays.one': 'Zakończone prośby są usuwane {count} dzień po zakończeniu.',
  'settings.currentDays.few': 'Zakończone prośby są usuwane {count} dni po zakończeniu.',
  'settings.currentDays.many': 'Zakończone prośby są usuwane {count} dni po zakończeniu.',
  'settings.currentDays.other': 'Zakończone prośby są usuwane {count} dnia po zakończeniu.',
  'settings.export': 'Eksport wszystkich danych',
  'settings.exportLead':
    'Plik ZIP ze wszystkimi prośbami (wraz ze ścieżką audytu), szablonami, członkami i wpisami dziennika audytu oraz wszystkimi podpisanymi plikami PDF.',
  'settings.exportButton': 'Pobierz eksport',
  'settings.ownersOnly':
    'Tylko właściciele mogą zmieniać te ustawienia lub eksportować dane przestrzeni roboczej.',
});
