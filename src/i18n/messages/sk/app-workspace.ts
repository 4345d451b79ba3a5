// Slovenčina (vykanie): oznámenia a nastavenia pracovného priestoru. Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Oznámenia',
  'notifications.lead': 'Žiadosti, ktoré boli dokončené, odmietnuté alebo ktorých platnosť uplynula.',
  'notifications.markAll': 'Označiť všetko ako prečítané',
  'notifications.markRead': 'Označiť ako prečítané',
  'notifications.markReadLabel': 'Označiť ako prečítané: {text}',
  'notifications.unread': 'Neprečítané',
  'notifications.empty':
    'Zatiaľ nič. Tu uvidíte, keď bude žiadosť dokončená, odmietnutá alebo keď uplynie jej platnosť.',
  'notifications.completed': '„{template}“ je dokončená',
  'notifications.declined': '„{template}“ bola odmietnutá',
  'notifications.expired': 'Platnosť „{template}“ uplynula',
  'notifications.other': '„{template}“ sa zmenila',
  'notifications.declinedReason': 'Odmietol(-la) {name}: {reason}',
  'notifications.declinedBy': 'Odmietol(-la) {name}',
  'notifications.with': 'Účastníci: {names}',

  'settings.title': 'Nastavenia pracovného priestoru',
  'settings.workspace': 'Pracovný priestor',
  'settings.name': 'Názov',
  'settings.plan': 'Plán',
  'settings.retention': 'Uchovávanie ukončených žiadostí',
  'settings.retentionLead':
    'Ukončené žiadosti (dokončené, odmietnuté, s uplynutou platnosťou alebo zneplatnené) možno po určitom počte dní automaticky vymazať: zmiznú mená, adresy, hodnoty, podpisy a dokumenty, rovnako ako pri natrvalo odstránenej žiadosti.',
  'settings.keepForever': 'Uchovávať, kým ich niekto neodstráni',
  'settings.eraseAfter': 'Vymazať ich po tomto počte dní od ukončenia',
  'settings.days': 'Dni',
  'settings.daysHint': 'Od 1 do 3650 (desať rokov).',
  'settings.daysInvalid': 'Zadajte celý počet dní od 1 do 3650.',
  'settings.save': 'Uložiť',
  'settings.saved': 'Nastavenia sú uložené.',
  'settings.currentForever': 'Ukončené žiadosti sa uchovávajú, kým ich niekto neodstráni.',
  'settings.currentDays.one': 'Ukončené žiadosti sa vymažú {count} deň po ukončení.',
  'settings.currentDays.few': 'Ukončené žiadosti sa vymažú {count} dni po ukončení.',
  'settings.currentDays.other': 'Ukončené žiadosti sa vymažú {count} dní po ukončení.',
  'settings.export': 'Export všetkých údajov',
  'settings.exportLead':
    'Súbor ZIP so všetkými žiadosťami (s ich auditnou stopou), šablónami, členmi a záznamami auditného protokolu a so všetkými podpísanými PDF.',
  'settings.exportButton': 'Stiahnuť export',
  'settings.ownersOnly': 'Tieto nastavenia môžu meniť a údaje pracovného priestoru exportovať iba vlastníci.',
});
