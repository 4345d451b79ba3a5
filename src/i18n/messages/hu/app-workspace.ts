// Magyar (magázó „Ön” forma), értesítések és a munkaterület beállításai.
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Értesítések',
  'notifications.lead': 'Befejezett, elutasított vagy lejárt kérelmek.',
  'notifications.markAll': 'Összes megjelölése olvasottként',
  'notifications.markRead': 'Megjelölés olvasottként',
  'notifications.markReadLabel': 'Megjelölés olvasottként: {text}',
  'notifications.unread': 'Olvasatlan',
  'notifications.empty':
    'Még nincs értesítés. Itt láthatja, ha egy kérelem befejeződik, elutasítják vagy lejár.',
  'notifications.completed': '„{template}” befejeződött',
  'notifications.declined': '„{template}” elutasítva',
  'notifications.expired': '„{template}” lejárt',
  'notifications.other': '„{template}” megváltozott',
  'notifications.declinedReason': '{name} elutasította: {reason}',
  'notifications.declinedBy': '{name} elutasította',
  'notifications.with': 'Résztvevők: {names}',

  'settings.title': 'A munkaterület beállításai',
  'settings.workspace': 'Munkaterület',
  'settings.name': 'Név',
  'settings.plan': 'Előfizetés',
  'settings.retention': 'A lezárult kérelmek megőrzése',
  'settings.retentionLead':
    'A lezárult (befejezett, elutasított, lejárt vagy érvénytelenített) kérelmek adott számú nap után automatikusan törölhetők: a nevek, címek, értékek, aláírások és dokumentumok ugyanúgy törlődnek, mint egy kérelem végleges törlésekor.',
  'settings.keepForever': 'Megőrzés, amíg valaki nem törli őket',
  'settings.eraseAfter': 'Törlés a lezárulásuk után ennyi nappal',
  'settings.days': 'Napok',
  'settings.daysHint': '1 és 3650 (tíz év) között.',
  'settings.daysInvalid': 'Adjon meg 1 és 3650 közötti egész számú napot.',
  'settings.save': 'Mentés',
  'settings.saved': 'A beállítások mentve.',
  'settings.currentForever': 'A lezárult kérelmeket megőrizzük, amíg valaki nem törli őket.',
  'settings.currentDays.one': 'A lezárult kérelmek a lezárulásuk után {count} nappal törlődnek.',
  'settings.currentDays.other': 'A lezárult kérelmek a lezárulásuk után {count} nappal törlődnek.',
  'settings.export': 'Összes adat exportálása',
  'settings.exportLead':
    'ZIP-fájl, amely minden kérelmet (az eseménynaplójával), sablont, tagot és ellenőrzésinapló-bejegyzést, valamint minden aláírt PDF-et tartalmaz.',
  'settings.exportButton': 'Az export letöltése',
  'settings.ownersOnly':
    'Ezeket a beállításokat csak tulajdonos módosíthatja, és csak tulajdonos exportálhatja a munkaterület adatait.',
});
