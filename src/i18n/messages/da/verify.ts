// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Verificér et underskrevet dokument',
  'verify.lead':
    'Kontrollér, at et dokument, der er underskrevet via denne tjeneste, er ægte og uændret. Filen kontrolleres på denne server og gemmes ikke.',
  'verify.dropLabel': 'Slip pdf-filen her, eller vælg den',
  'verify.chooseLabel': 'Vælg pdf-filen',
  'verify.dropHint': 'En pdf-fil på højst 25 MiB.',
  'verify.submit': 'Verificér',
  'verify.checking': 'Filen kontrolleres…',
  'verify.again': 'Verificér en anden fil',
  'verify.resultTitle': 'Resultat af verificeringen',
  'verify.fileHash': 'SHA-256 af filen',
  'verify.sealsHeading': 'Segl og tidsstempler',
  'verify.requestHeading': 'Anmodningen om underskrift',
  'verify.claimedHeading': 'Den anmodning, filen hævder at stamme fra',
  'verify.claimed':
    'Filen er ændret, efter at den blev forseglet, så disse oplysninger viser kun, hvad den hævder. De vises, som tjenesten registrerede dem.',
  'verify.noRequest':
    'Ingen anmodning, der er fuldført af denne tjeneste, har disse underskrevne sider, så der vises ingen oplysninger om en anmodning.',
  'verify.erased':
    'Denne tjeneste fuldførte anmodningen, og oplysningerne om den er siden slettet: navnene og oplysningerne i den opbevares ikke længere. Seglet ovenfor viser stadig, om denne fil er den, der blev forseglet.',
  'verify.kind.signature': 'Segl',
  'verify.kind.document_timestamp': 'Dokumenttidsstempel',
  'verify.label.signer': 'Underskrevet af',
  'verify.label.ours': 'Fra denne tjeneste',
  'verify.label.intact': 'Ubrudt',
  'verify.label.covers': 'Dækker hele filen',
  'verify.label.signedAt': 'Underskrevet (ifølge filen)',
  'verify.label.timestamp': 'Betroet tidsstempel',
  'verify.label.noTimestamp': 'intet',
  'verify.label.requestId': 'Anmodnings-id',
  'verify.label.template': 'Skabelon',
  'verify.label.completed': 'Fuldført',
  'verify.label.erased': 'Oplysninger slettet',
  'verify.label.signers': 'Underskrivere',
  'verify.signerSigned': '{role}: underskrev {date}',
  'verify.signerNotSigned': '{role}: ikke underskrevet',
  'verify.yes': 'ja',
  'verify.no': 'nej',
  'verify.timestampBy': '{time} af {authority}',
  'verify.timestampByBroken': '{time} af {authority} (ugyldigt)',
  'verify.verdict.valid.heading': 'Ægte og uændret',
  'verify.verdict.valid.text':
    'Filen er præcis, som denne tjeneste forseglede den: seglet er ubrudt, og intet er ændret eller tilføjet bagefter.',
  'verify.verdict.modified.heading': 'Ændret efter forsegling',
  'verify.verdict.modified.text':
    'Filen har denne tjenestes segl, men indholdet svarer ikke længere til det, der blev forseglet, eller der er tilføjet noget efter seglet. Stol ikke på den; bed afsenderen om originalen.',
  'verify.verdict.not_ours.heading': 'Underskrevet, men ikke af denne tjeneste',
  'verify.verdict.not_ours.text':
    'Filen har en digital signatur, men ingen fra denne tjeneste. Kontrollér den hos den, der har underskrevet den.',
  'verify.verdict.not_sealed.heading': 'Intet segl',
  'verify.verdict.not_sealed.text':
    'Denne pdf har ingen digital signatur, så intet kan bekræfte, hvor den kommer fra, eller at den er uændret.',
  'verify.error.notPdf': 'Filen er ikke en pdf.',
  'verify.error.noFile': 'Vælg en pdf, der skal verificeres.',
  'verify.error.tooLarge': 'Filen er større end 25 MiB.',
  'verify.error.generic': 'Filen kunne ikke kontrolleres. Prøv igen.',
});
