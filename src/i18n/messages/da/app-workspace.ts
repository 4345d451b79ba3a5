// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Notifikationer',
  'notifications.lead': 'Anmodninger, der er fuldført, afslået eller udløbet.',
  'notifications.markAll': 'Markér alle som læst',
  'notifications.markRead': 'Markér som læst',
  'notifications.markReadLabel': 'Markér som læst: {text}',
  'notifications.unread': 'Ulæst',
  'notifications.empty':
    'Intet endnu. Her kan du se, når en anmodning bliver fuldført, afslået eller udløber.',
  'notifications.completed': '»{template}« er fuldført',
  'notifications.declined': '»{template}« er afslået',
  'notifications.expired': '»{template}« er udløbet',
  'notifications.other': '»{template}« er ændret',
  'notifications.declinedReason': 'Afslået af {name}: {reason}',
  'notifications.declinedBy': 'Afslået af {name}',
  'notifications.with': 'Med {names}',

  'settings.title': 'Indstillinger for arbejdsområdet',
  'settings.workspace': 'Arbejdsområde',
  'settings.name': 'Navn',
  'settings.plan': 'Abonnement',
  'settings.retention': 'Opbevaring af afsluttede anmodninger',
  'settings.retentionLead':
    'Anmodninger, der er afsluttet (fuldført, afslået, udløbet eller annulleret), kan slettes automatisk efter et antal dage: navne, adresser, værdier, underskrifter og dokumenter forsvinder, som når en anmodning slettes permanent.',
  'settings.keepForever': 'Behold dem, indtil nogen sletter dem',
  'settings.eraseAfter': 'Slet dem så mange dage efter, at de er afsluttet',
  'settings.days': 'Dage',
  'settings.daysHint': 'Fra 1 til 3650 (ti år).',
  'settings.daysInvalid': 'Indtast et helt antal dage fra 1 til 3650.',
  'settings.save': 'Gem',
  'settings.saved': 'Indstillingerne er gemt.',
  'settings.currentForever': 'Afsluttede anmodninger beholdes, indtil nogen sletter dem.',
  'settings.currentDays.one': 'Afsluttede anmodninger slettes {count} dag efter, at de er afsluttet.',
  'settings.currentDays.other': 'Afsluttede anmodninger slettes {count} dage efter, at de er afsluttet.',
  'settings.export': 'Eksportér alle data',
  'settings.exportLead':
    'En ZIP-fil med hver anmodning (med dens revisionsspor), skabelon, medlem og post i revisionsloggen samt hver underskrevet pdf.',
  'settings.exportButton': 'Download eksporten',
  'settings.ownersOnly': 'Kun ejere kan ændre disse indstillinger eller eksportere arbejdsområdets data.',
});
