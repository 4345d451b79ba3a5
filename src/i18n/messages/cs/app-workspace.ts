// Čeština (vykání): oznámení a nastavení pracovního prostoru. Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Oznámení',
  'notifications.lead': 'Žádosti, které byly dokončeny, odmítnuty nebo jejichž platnost vypršela.',
  'notifications.markAll': 'Označit vše jako přečtené',
  'notifications.markRead': 'Označit jako přečtené',
  'notifications.markReadLabel': 'Označit jako přečtené: {text}',
  'notifications.unread': 'Nepřečtené',
  'notifications.empty':
    'Zatím nic. Zde uvidíte, když bude žádost dokončena, odmítnuta nebo když vyprší její platnost.',
  'notifications.completed': '„{template}“ je dokončena',
  'notifications.declined': '„{template}“ byla odmítnuta',
  'notifications.expired': 'Platnost „{template}“ vypršela',
  'notifications.other': '„{template}“ se změnila',
  'notifications.declinedReason': 'Odmítl(a) {name}: {reason}',
  'notifications.declinedBy': 'Odmítl(a) {name}',
  'notifications.with': 'Účastníci: {names}',

  'settings.title': 'Nastavení pracovního prostoru',
  'settings.workspace': 'Pracovní prostor',
  'settings.name': 'Název',
  'settings.plan': 'Tarif',
  'settings.retention': 'Uchovávání ukončených žádostí',
  'settings.retentionLead':
    'Ukončené žádosti (dokončené, odmítnuté, s vypršelou platností nebo zneplatněné) lze po určitém počtu dní automaticky vymazat: zmizí jména, adresy, hodnoty, podpisy a dokumenty, stejně jako při trvalém smazání žádosti.',
  'settings.keepForever': 'Uchovávat, dokud je někdo nesmaže',
  'settings.eraseAfter': 'Vymazat je po tomto počtu dní od ukončení',
  'settings.days': 'Dny',
  'settings.daysHint': 'Od 1 do 3650 (deset let).',
  'settings.daysInvalid': 'Zadejte celý počet dní od 1 do 3650.',
  'settings.save': 'Uložit',
  'settings.saved': 'Nastavení jsou uložena.',
  'settings.currentForever': 'Ukončené žádosti se uchovávají, dokud je někdo nesmaže.',
  'settings.currentDays.one': 'Ukončené žádosti se vymažou {count} den po ukončení.',
  'settings.currentDays.few': 'Ukončené žádosti se vymažou {count} dny po ukončení.',
  'settings.currentDays.other': 'Ukončené žádosti se vymažou {count} dní po ukončení.',
  'settings.export': 'Export všech dat',
  'settings.exportLead':
    'Soubor ZIP se všemi žádostmi (s jejich auditní stopou), šablonami, členy a záznamy auditního protokolu a se všemi podepsanými PDF.',
  'settings.exportButton': 'Stáhnout export',
  'settings.ownersOnly': 'Tato nastavení mohou měnit a data pracovního prostoru exportovat pouze vlastníci.',
});
