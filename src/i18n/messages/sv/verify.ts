// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Verifiera ett signerat dokument',
  'verify.lead':
    'Kontrollera att ett dokument som signerats via den här tjänsten är äkta och oförändrat. Filen kontrolleras på den här servern och sparas inte.',
  'verify.dropLabel': 'Släpp pdf-filen här, eller välj den',
  'verify.chooseLabel': 'Välj pdf-filen',
  'verify.dropHint': 'En pdf-fil på högst 25 MiB.',
  'verify.submit': 'Verifiera',
  'verify.checking': 'Filen kontrolleras…',
  'verify.again': 'Verifiera en annan fil',
  'verify.resultTitle': 'Resultat av verifieringen',
  'verify.fileHash': 'SHA-256 för filen',
  'verify.sealsHeading': 'Förseglingar och tidsstämplar',
  'verify.requestHeading': 'Begäran om underskrift',
  'verify.claimedHeading': 'Den begäran som filen påstår sig komma från',
  'verify.claimed':
    'Filen har ändrats efter att den förseglades, så de här uppgifterna anger bara vad den påstår. De visas så som tjänsten registrerade dem.',
  'verify.noRequest':
    'Ingen begäran som slutförts av den här tjänsten har dessa signerade sidor, så inga uppgifter om en begäran visas.',
  'verify.erased':
    'Den här tjänsten slutförde begäran, och uppgifterna om den har sedan raderats: namnen och uppgifterna den innehöll sparas inte längre. Förseglingen ovan visar fortfarande om den här filen är den som förseglades.',
  'verify.kind.signature': 'Försegling',
  'verify.kind.document_timestamp': 'Dokumenttidsstämpel',
  'verify.label.signer': 'Signerad av',
  'verify.label.ours': 'Från den här tjänsten',
  'verify.label.intact': 'Oskadad',
  'verify.label.covers': 'Omfattar hela filen',
  'verify.label.signedAt': 'Signerad (enligt filen)',
  'verify.label.timestamp': 'Betrodd tidsstämpel',
  'verify.label.noTimestamp': 'ingen',
  'verify.label.requestId': 'Begärans id',
  'verify.label.template': 'Mall',
  'verify.label.completed': 'Slutförd',
  'verify.label.erased': 'Uppgifter raderade',
  'verify.label.signers': 'Undertecknare',
  'verify.signerSigned': '{role}: signerade {date}',
  'verify.signerNotSigned': '{role}: har inte signerat',
  'verify.yes': 'ja',
  'verify.no': 'nej',
  'verify.timestampBy': '{time} av {authority}',
  'verify.timestampByBroken': '{time} av {authority} (ogiltig)',
  'verify.verdict.valid.heading': 'Äkta och oförändrat',
  'verify.verdict.valid.text':
    'Filen är exakt så som den här tjänsten förseglade den: förseglingen är intakt och ingenting har ändrats eller lagts till efteråt.',
  'verify.verdict.modified.heading': 'Ändrat efter försegling',
  'verify.verdict.modified.text':
    'Filen har den här tjänstens försegling, men innehållet stämmer inte längre med det som förseglades, eller så har något lagts till efter förseglingen. Lita inte på den; be avsändaren om originalet.',
  'verify.verdict.not_ours.heading': 'Signerat, men inte av den här tjänsten',
  'verify.verdict.not_ours.text':
    'Filen har en digital signatur, men ingen som gjorts av den här tjänsten. Kontrollera den med den som signerade den.',
  'verify.verdict.not_sealed.heading': 'Ingen försegling',
  'verify.verdict.not_sealed.text':
    'Pdf-filen har ingen digital signatur, så ingenting kan bekräfta var den kommer ifrån eller att den är oförändrad.',
  'verify.error.notPdf': 'Filen är inte en pdf-fil.',
  'verify.error.noFile': 'Välj en pdf-fil att verifiera.',
  'verify.error.tooLarge': 'Filen är större än 25 MiB.',
  'verify.error.generic': 'Filen kunde inte kontrolleras. Försök igen.',
});
