// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/app-workspace.ts.
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Ilmoitukset',
  'notifications.lead': 'Pyynnöt, jotka valmistuivat, joista kieltäydyttiin tai jotka vanhenivat.',
  'notifications.markAll': 'Merkitse kaikki luetuiksi',
  'notifications.markRead': 'Merkitse luetuksi',
  'notifications.markReadLabel': 'Merkitse luetuksi: {text}',
  'notifications.unread': 'Lukematon',
  'notifications.empty':
    'Ei vielä mitään. Näet täällä, kun pyyntö valmistuu, siitä kieltäydytään tai se vanhenee.',
  'notifications.completed': '”{template}” on valmis',
  'notifications.declined': '”{template}”: allekirjoittamisesta kieltäydyttiin',
  'notifications.expired': '”{template}” vanheni',
  'notifications.other': '”{template}” muuttui',
  'notifications.declinedReason': 'Kieltäytyjä {name}: {reason}',
  'notifications.declinedBy': 'Kieltäytyjä: {name}',
  'notifications.with': 'Osapuolet: {names}',

  'settings.title': 'Työtilan asetukset',
  'settings.workspace': 'Työtila',
  'settings.name': 'Nimi',
  'settings.plan': 'Tilaus',
  'settings.retention': 'Päättyneiden pyyntöjen säilyttäminen',
  'settings.retentionLead':
    'Päättyneet pyynnöt (valmiit, kieltäydytyt, vanhentuneet tai mitätöidyt) voidaan poistaa automaattisesti, kun päättymisestä on kulunut tietty määrä päiviä: nimet, osoitteet, arvot, allekirjoitukset ja asiakirjat poistetaan kuten pyyntöä pysyvästi poistettaessa.',
  'settings.keepForever': 'Säilytä, kunnes joku poistaa ne',
  'settings.eraseAfter': 'Poista ne näin monen päivän kuluttua päättymisestä',
  'settings.days': 'Päivät',
  'settings.daysHint': '1–3650 (kymmenen vuotta).',
  'settings.daysInvalid': 'Anna päivien määrä kokonaislukuna väliltä 1–3650.',
  'settings.save': 'Tallenna',
  'settings.saved': 'Asetukset on tallennettu.',
  'settings.currentForever': 'Päättyneet pyynnöt säilytetään, kunnes joku poistaa ne.',
  'settings.currentDays.one': 'Päättyneet pyynnöt poistetaan {count} päivän kuluttua päättymisestä.',
  'settings.currentDays.other': 'Päättyneet pyynnöt poistetaan {count} päivän kuluttua päättymisestä.',
  'settings.export': 'Vie kaikki tiedot',
  'settings.exportLead':
    'ZIP-tiedosto, jossa on jokainen pyyntö (kirjausketjuineen), pohja, jäsen ja tapahtumalokin merkintä sekä jokainen allekirjoitettu PDF.',
  'settings.exportButton': 'Lataa vientitiedosto',
  'settings.ownersOnly': 'Vain omistajat voivat muuttaa näitä asetuksia tai viedä työtilan tiedot.',
});
