// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Meldingen',
  'notifications.lead': 'Verzoeken die zijn voltooid, geweigerd of verlopen.',
  'notifications.markAll': 'Alles als gelezen markeren',
  'notifications.markRead': 'Als gelezen markeren',
  'notifications.markReadLabel': 'Als gelezen markeren: {text}',
  'notifications.unread': 'Ongelezen',
  'notifications.empty': 'Nog niets. Hier ziet u wanneer een verzoek is voltooid, geweigerd of verlopen.',
  'notifications.completed': '“{template}” is voltooid',
  'notifications.declined': '“{template}” is geweigerd',
  'notifications.expired': '“{template}” is verlopen',
  'notifications.other': '“{template}” is gewijzigd',
  'notifications.declinedReason': 'Geweigerd door {name}: {reason}',
  'notifications.declinedBy': 'Geweigerd door {name}',
  'notifications.with': 'Met {names}',

  'settings.title': 'Instellingen van de werkruimte',
  'settings.workspace': 'Werkruimte',
  'settings.name': 'Naam',
  'settings.plan': 'Abonnement',
  'settings.retention': 'Bewaren van beëindigde verzoeken',
  'settings.retentionLead':
    'Verzoeken die zijn beëindigd (voltooid, geweigerd, verlopen of ingetrokken) kunnen na een aantal dagen automatisch worden gewist: namen, adressen, waarden, handtekeningen en documenten verdwijnen, net als wanneer een verzoek definitief wordt verwijderd.',
  'settings.keepForever': 'Bewaren totdat iemand ze verwijdert',
  'settings.eraseAfter': 'Zoveel dagen na beëindiging wissen',
  'settings.days': 'Dagen',
  'settings.daysHint': 'Van 1 tot 3650 (tien jaar).',
  'settings.daysInvalid': 'Vul een geheel aantal dagen in van 1 tot 3650.',
  'settings.save': 'Opslaan',
  'settings.saved': 'De instellingen zijn opgeslagen.',
  'settings.currentForever': 'Beëindigde verzoeken worden bewaard totdat iemand ze verwijdert.',
  'settings.currentDays.one': 'Beëindigde verzoeken worden {count} dag na beëindiging gewist.',
  'settings.currentDays.other': 'Beëindigde verzoeken worden {count} dagen na beëindiging gewist.',
  'settings.export': 'Alle gegevens exporteren',
  'settings.exportLead':
    'Een zip-bestand met elk verzoek (met de audittrail), elk sjabloon, elk lid en elke vermelding in het auditlogboek, en elke ondertekende pdf.',
  'settings.exportButton': 'De export downloaden',
  'settings.ownersOnly':
    'Alleen eigenaren kunnen deze instellingen wijzigen of de gegevens van de werkruimte exporteren.',
});
