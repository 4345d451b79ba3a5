// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/app-workspace.ts.
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Varsler',
  'notifications.lead': 'Forespørsler som er fullført, avslått eller utløpt.',
  'notifications.markAll': 'Merk alle som lest',
  'notifications.markRead': 'Merk som lest',
  'notifications.markReadLabel': 'Merk som lest: {text}',
  'notifications.unread': 'Ulest',
  'notifications.empty':
    'Ingenting ennå. Her ser du når en forespørsel blir fullført, avslått eller utløper.',
  'notifications.completed': '«{template}» er fullført',
  'notifications.declined': '«{template}» ble avslått',
  'notifications.expired': '«{template}» er utløpt',
  'notifications.other': '«{template}» er endret',
  'notifications.declinedReason': 'Avslått av {name}: {reason}',
  'notifications.declinedBy': 'Avslått av {name}',
  'notifications.with': 'Med {names}',

  'settings.title': 'Innstillinger for arbeidsområdet',
  'settings.workspace': 'Arbeidsområde',
  'settings.name': 'Navn',
  'settings.plan': 'Abonnement',
  'settings.retention': 'Lagring av avsluttede forespørsler',
  'settings.retentionLead':
    'Forespørsler som er avsluttet (fullført, avslått, utløpt eller annullert), kan slettes automatisk etter et antall dager: navn, adresser, verdier, signaturer og dokumenter slettes, som når en forespørsel slettes permanent.',
  'settings.keepForever': 'Behold dem til noen sletter dem',
  'settings.eraseAfter': 'Slett dem så mange dager etter at de ble avsluttet',
  'settings.days': 'Dager',
  'settings.daysHint': 'Fra 1 til 3650 (ti år).',
  'settings.daysInvalid': 'Skriv inn et helt antall dager fra 1 til 3650.',
  'settings.save': 'Lagre',
  'settings.saved': 'Innstillingene er lagret.',
  'settings.currentForever': 'Avsluttede forespørsler beholdes til noen sletter dem.',
  'settings.currentDays.one': 'Avsluttede forespørsler slettes {count} dag etter at de ble avsluttet.',
  'settings.currentDays.other': 'Avsluttede forespørsler slettes {count} dager etter at de ble avsluttet.',
  'settings.export': 'Eksporter alle data',
  'settings.exportLead':
    'En ZIP-fil med alle forespørsler (med revisjonsspor), maler, medlemmer og oppføringer i revisjonsloggen, og alle signerte PDF-er.',
  'settings.exportButton': 'Last ned eksporten',
  'settings.ownersOnly':
    'Bare eiere kan endre disse innstillingene eller eksportere dataene i arbeidsområdet.',
});
