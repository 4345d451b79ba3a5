// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/verify.ts.
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Tarkista allekirjoitettu asiakirja',
  'verify.lead':
    'Tarkista, että tämän palvelun kautta valmistunut asiakirja on aito ja muuttamaton. Tiedosto tarkistetaan tällä palvelimella, eikä sitä tallenneta.',
  'verify.dropLabel': 'Pudota PDF tähän tai valitse se',
  'verify.chooseLabel': 'Valitse PDF',
  'verify.dropHint': 'PDF-tiedosto, enintään 25 MiB.',
  'verify.submit': 'Tarkista',
  'verify.checking': 'Tiedostoa tarkistetaan…',
  'verify.again': 'Tarkista toinen tiedosto',
  'verify.resultTitle': 'Tarkistuksen tulos',
  'verify.fileHash': 'Tiedoston SHA-256',
  'verify.sealsHeading': 'Sinetit ja aikaleimat',
  'verify.requestHeading': 'Allekirjoituspyyntö',
  'verify.claimedHeading': 'Pyyntö, josta tiedosto väittää olevan peräisin',
  'verify.claimed':
    'Tiedostoa on muutettu sinetöinnin jälkeen, joten nämä tiedot kertovat vain, mitä tiedosto väittää. Ne näytetään sellaisina kuin palvelu ne kirjasi.',
  'verify.noRequest':
    'Millään tämän palvelun valmiiksi saattamalla pyynnöllä ei ole näitä allekirjoitettuja sivuja, joten pyynnön tietoja ei näytetä.',
  'verify.erased':
    'Tämä palvelu saattoi pyynnön valmiiksi, ja sen tiedot on sittemmin poistettu: sen sisältämiä nimiä ja tietoja ei enää säilytetä. Yllä oleva sinetti osoittaa edelleen, onko tämä tiedosto sama, jonka palvelu sinetöi.',
  'verify.kind.signature': 'Sinetti',
  'verify.kind.document_timestamp': 'Asiakirjan aikaleima',
  'verify.label.signer': 'Allekirjoittaja',
  'verify.label.ours': 'Tästä palvelusta',
  'verify.label.intact': 'Eheä',
  'verify.label.covers': 'Kattaa koko tiedoston',
  'verify.label.signedAt': 'Allekirjoitusaika (ilmoitettu)',
  'verify.label.timestamp': 'Luotettu aikaleima',
  'verify.label.noTimestamp': 'ei ole',
  'verify.label.requestId': 'Pyynnön tunnus',
  'verify.label.template': 'Pohja',
  'verify.label.completed': 'Valmistunut',
  'verify.label.erased': 'Tiedot poistettu',
  'verify.label.signers': 'Allekirjoittajat',
  'verify.signerSigned': '{role}: allekirjoitettu {date}',
  'verify.signerNotSigned': '{role}: ei allekirjoitettu',
  'verify.yes': 'kyllä',
  'verify.no': 'ei',
  'verify.timestampBy': '{time}, myöntäjä {authority}',
  'verify.timestampByBroken': '{time}, myöntäjä {authority} (rikkoutunut)',
  'verify.verdict.valid.heading': 'Aito ja muuttamaton',
  'verify.verdict.valid.text':
    'Tämä tiedosto on täsmälleen sellainen kuin tämä palvelu sen sinetöi: sinetti on eheä, eikä mitään ole muutettu tai lisätty sen jälkeen.',
  'verify.verdict.modified.heading': 'Muutettu sinetöinnin jälkeen',
  'verify.verdict.modified.text':
    'Tiedostossa on tämän palvelun sinetti, mutta sen sisältö ei enää vastaa sinetöityä, tai sinetin jälkeen on lisätty jotain. Älä luota tiedostoon; pyydä lähettäjältä alkuperäinen.',
  'verify.verdict.not_ours.heading': 'Allekirjoitettu, mutta ei tässä palvelussa',
  'verify.verdict.not_ours.text':
    'Tiedostossa on digitaalinen allekirjoitus, mutta ei tämän palvelun tekemää. Tarkista se allekirjoittajalta.',
  'verify.verdict.not_sealed.heading': 'Ei sinettiä',
  'verify.verdict.not_sealed.text':
    'Tässä PDF-tiedostossa ei ole digitaalista allekirjoitusta, joten mikään ei vahvista sen alkuperää tai muuttamattomuutta.',
  'verify.error.notPdf': 'Tiedosto ei ole PDF.',
  'verify.error.noFile': 'Valitse tarkistettava PDF.',
  'verify.error.tooLarge': 'Tiedosto on suurempi kuin 25 MiB.',
  'verify.error.generic': 'Tiedostoa ei voitu tarkistaa. Yritä uudelleen.',
});
