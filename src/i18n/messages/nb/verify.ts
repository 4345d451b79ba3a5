// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/verify.ts.
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Kontroller et signert dokument',
  'verify.lead':
    'Kontroller at et dokument som er fullført gjennom denne tjenesten, er ekte og uendret. Filen kontrolleres på denne serveren og lagres ikke.',
  'verify.dropLabel': 'Slipp PDF-en her, eller velg den',
  'verify.chooseLabel': 'Velg PDF-en',
  'verify.dropHint': 'En PDF på høyst 25 MiB.',
  'verify.submit': 'Kontroller',
  'verify.checking': 'Kontrollerer filen …',
  'verify.again': 'Kontroller en annen fil',
  'verify.resultTitle': 'Resultat av kontrollen',
  'verify.fileHash': 'SHA-256 av filen',
  'verify.sealsHeading': 'Segl og tidsstempler',
  'verify.requestHeading': 'Signeringsforespørselen',
  'verify.claimedHeading': 'Forespørselen denne filen hevder å komme fra',
  'verify.claimed':
    'Filen ble endret etter at den ble forseglet, så disse opplysningene viser bare hva den hevder. De vises slik tjenesten registrerte dem.',
  'verify.noRequest':
    'Ingen forespørsel fullført av denne tjenesten har disse signerte sidene, så ingen opplysninger om forespørsel vises.',
  'verify.erased':
    'Denne tjenesten fullførte forespørselen, og registreringen av den er senere slettet: navnene og opplysningene den inneholdt, lagres ikke lenger. Seglet ovenfor viser fortsatt om denne filen er den som ble forseglet.',
  'verify.kind.signature': 'Segl',
  'verify.kind.document_timestamp': 'Dokumenttidsstempel',
  'verify.label.signer': 'Signert av',
  'verify.label.ours': 'Fra denne tjenesten',
  'verify.label.intact': 'Intakt',
  'verify.label.covers': 'Dekker hele filen',
  'verify.label.signedAt': 'Signert (oppgitt tidspunkt)',
  'verify.label.timestamp': 'Klarert tidsstempel',
  'verify.label.noTimestamp': 'ingen',
  'verify.label.requestId': 'Forespørsels-ID',
  'verify.label.template': 'Mal',
  'verify.label.completed': 'Fullført',
  'verify.label.erased': 'Registrering slettet',
  'verify.label.signers': 'Signerere',
  'verify.signerSigned': '{role}: signert {date}',
  'verify.signerNotSigned': '{role}: ikke signert',
  'verify.yes': 'ja',
  'verify.no': 'nei',
  'verify.timestampBy': '{time} av {authority}',
  'verify.timestampByBroken': '{time} av {authority} (brutt)',
  'verify.verdict.valid.heading': 'Ekte og uendret',
  'verify.verdict.valid.text':
    'Denne filen er nøyaktig slik denne tjenesten forseglet den: seglet er intakt, og ingenting er endret eller lagt til etterpå.',
  'verify.verdict.modified.heading': 'Endret etter forsegling',
  'verify.verdict.modified.text':
    'Denne filen har seglet til denne tjenesten, men innholdet samsvarer ikke lenger med det som ble forseglet, eller noe er lagt til etter seglet. Ikke stol på den; be avsenderen om originalen.',
  'verify.verdict.not_ours.heading': 'Signert, men ikke av denne tjenesten',
  'verify.verdict.not_ours.text':
    'Denne filen har en digital signatur, men ingen som er laget av denne tjenesten. Kontroller den med den som signerte den.',
  'verify.verdict.not_sealed.heading': 'Uten segl',
  'verify.verdict.not_sealed.text':
    'Denne PDF-en har ingen digital signatur, så ingenting kan bekrefte hvor den kommer fra eller at den er uendret.',
  'verify.error.notPdf': 'Filen er ikke en PDF.',
  'verify.error.noFile': 'Velg en PDF som skal kontrolleres.',
  'verify.error.tooLarge': 'Filen er større enn 25 MiB.',
  'verify.error.generic': 'Filen kunne ikke kontrolleres. Prøv igjen.',
});
