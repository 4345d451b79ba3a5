// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Een ondertekend document verifiëren',
  'verify.lead':
    'Controleer of een document dat via deze dienst is ondertekend echt en ongewijzigd is. Het bestand wordt op deze server gecontroleerd en niet bewaard.',
  'verify.dropLabel': 'Sleep de pdf hierheen of kies het bestand',
  'verify.chooseLabel': 'Kies de pdf',
  'verify.dropHint': 'Een pdf van maximaal 25 MiB.',
  'verify.submit': 'Verifiëren',
  'verify.checking': 'Het bestand wordt gecontroleerd…',
  'verify.again': 'Een ander bestand verifiëren',
  'verify.resultTitle': 'Resultaat van de verificatie',
  'verify.fileHash': 'SHA-256 van het bestand',
  'verify.sealsHeading': 'Zegels en tijdstempels',
  'verify.requestHeading': 'Het ondertekeningsverzoek',
  'verify.claimedHeading': 'Het verzoek waarvan dit bestand beweert afkomstig te zijn',
  'verify.claimed':
    'Het bestand is na het verzegelen gewijzigd, dus deze gegevens geven alleen weer wat het beweert. Ze worden getoond zoals de dienst ze heeft vastgelegd.',
  'verify.noRequest':
    'Geen enkel door deze dienst voltooid verzoek heeft deze ondertekende pagina’s, dus er worden geen gegevens van een verzoek getoond.',
  'verify.erased':
    'Deze dienst heeft dit verzoek voltooid, en de gegevens ervan zijn sindsdien gewist: de namen en gegevens die het bevatte, worden niet meer bewaard. Het zegel hierboven laat nog steeds zien of dit bestand het bestand is dat werd verzegeld.',
  'verify.kind.signature': 'Zegel',
  'verify.kind.document_timestamp': 'Documenttijdstempel',
  'verify.label.signer': 'Ondertekend door',
  'verify.label.ours': 'Van deze dienst',
  'verify.label.intact': 'Onaangetast',
  'verify.label.covers': 'Omvat het hele bestand',
  'verify.label.signedAt': 'Ondertekend op (volgens bestand)',
  'verify.label.timestamp': 'Vertrouwde tijdstempel',
  'verify.label.noTimestamp': 'geen',
  'verify.label.requestId': 'Verzoek-ID',
  'verify.label.template': 'Sjabloon',
  'verify.label.completed': 'Voltooid',
  'verify.label.erased': 'Gegevens gewist',
  'verify.label.signers': 'Ondertekenaars',
  'verify.signerSigned': '{role}: ondertekend {date}',
  'verify.signerNotSigned': '{role}: niet ondertekend',
  'verify.yes': 'ja',
  'verify.no': 'nee',
  'verify.timestampBy': '{time} door {authority}',
  'verify.timestampByBroken': '{time} door {authority} (ongeldig)',
  'verify.verdict.valid.heading': 'Echt en ongewijzigd',
  'verify.verdict.valid.text':
    'Dit bestand is precies zoals deze dienst het heeft verzegeld: het zegel is intact en er is daarna niets gewijzigd of toegevoegd.',
  'verify.verdict.modified.heading': 'Gewijzigd na verzegeling',
  'verify.verdict.modified.text':
    'Dit bestand draagt het zegel van deze dienst, maar de inhoud komt niet meer overeen met wat werd verzegeld, of er is na het zegel iets toegevoegd. Vertrouw er niet op; vraag de afzender om het origineel.',
  'verify.verdict.not_ours.heading': 'Ondertekend, maar niet door deze dienst',
  'verify.verdict.not_ours.text':
    'Dit bestand draagt een digitale handtekening, maar geen die door deze dienst is gezet. Controleer het bij degene die het heeft ondertekend.',
  'verify.verdict.not_sealed.heading': 'Geen zegel',
  'verify.verdict.not_sealed.text':
    'Deze pdf draagt geen digitale handtekening, dus niets kan bevestigen waar hij vandaan komt of dat hij ongewijzigd is.',
  'verify.error.notPdf': 'Het bestand is geen pdf.',
  'verify.error.noFile': 'Kies een pdf om te verifiëren.',
  'verify.error.tooLarge': 'Het bestand is groter dan 25 MiB.',
  'verify.error.generic': 'Het bestand kon niet worden gecontroleerd. Probeer het opnieuw.',
});
