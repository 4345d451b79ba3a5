// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/verify.ts.
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Verificați un document semnat',
  'verify.lead':
    'Verificați dacă un document finalizat prin acest serviciu este autentic și nemodificat. Fișierul este verificat pe acest server și nu este păstrat.',
  'verify.dropLabel': 'Plasați aici fișierul PDF sau alegeți-l',
  'verify.chooseLabel': 'Alegeți fișierul PDF',
  'verify.dropHint': 'Un PDF de cel mult 25 MiB.',
  'verify.submit': 'Verificați',
  'verify.checking': 'Se verifică fișierul…',
  'verify.again': 'Verificați alt fișier',
  'verify.resultTitle': 'Rezultatul verificării',
  'verify.fileHash': 'SHA-256 al fișierului',
  'verify.sealsHeading': 'Sigilii și marcaje temporale',
  'verify.requestHeading': 'Solicitarea de semnare',
  'verify.claimedHeading': 'Solicitarea din care pretinde că provine acest fișier',
  'verify.claimed':
    'Fișierul a fost modificat după sigilare, așa că aceste detalii arată doar ce pretinde el. Ele sunt afișate așa cum le-a înregistrat serviciul.',
  'verify.noRequest':
    'Nicio solicitare finalizată de acest serviciu nu are aceste pagini semnate, așa că nu sunt afișate detalii despre solicitare.',
  'verify.erased':
    'Acest serviciu a finalizat această solicitare, iar înregistrarea ei a fost ștearsă între timp: numele și detaliile pe care le conținea nu mai sunt păstrate. Sigiliul de mai sus arată în continuare dacă acest fișier este cel sigilat.',
  'verify.kind.signature': 'Sigiliu',
  'verify.kind.document_timestamp': 'Marcaj temporal al documentului',
  'verify.label.signer': 'Semnat de',
  'verify.label.ours': 'De la acest serviciu',
  'verify.label.intact': 'Intact',
  'verify.label.covers': 'Acoperă întregul fișier',
  'verify.label.signedAt': 'Semnat la (declarat)',
  'verify.label.timestamp': 'Marcaj temporal de încredere',
  'verify.label.noTimestamp': 'niciunul',
  'verify.label.requestId': 'ID-ul solicitării',
  'verify.label.template': 'Șablon',
  'verify.label.completed': 'Finalizat',
  'verify.label.erased': 'Înregistrare ștearsă',
  'verify.label.signers': 'Semnatari',
  'verify.signerSigned': '{role}: semnat la {date}',
  'verify.signerNotSigned': '{role}: nesemnat',
  'verify.yes': 'da',
  'verify.no': 'nu',
  'verify.timestampBy': '{time}, de {authority}',
  'verify.timestampByBroken': '{time}, de {authority} (invalid)',
  'verify.verdict.valid.heading': 'Autentic și nemodificat',
  'verify.verdict.valid.text':
    'Acest fișier este exact așa cum l-a sigilat acest serviciu: sigiliul este intact și nimic nu a fost modificat sau adăugat ulterior.',
  'verify.verdict.modified.heading': 'Modificat după sigilare',
  'verify.verdict.modified.text':
    'Acest fișier poartă sigiliul acestui serviciu, dar conținutul său nu mai corespunde celui sigilat sau ceva a fost adăugat după sigiliu. Nu vă bazați pe el; solicitați originalul de la expeditor.',
  'verify.verdict.not_ours.heading': 'Semnat, dar nu de acest serviciu',
  'verify.verdict.not_ours.text':
    'Acest fișier poartă o semnătură digitală, dar niciuna aplicată de acest serviciu. Verificați-l cu persoana care l-a semnat.',
  'verify.verdict.not_sealed.heading': 'Fără sigiliu',
  'verify.verdict.not_sealed.text':
    'Acest PDF nu poartă nicio semnătură digitală, așa că nimic nu poate confirma de unde provine sau că este nemodificat.',
  'verify.error.notPdf': 'Fișierul nu este un PDF.',
  'verify.error.noFile': 'Alegeți un PDF de verificat.',
  'verify.error.tooLarge': 'Fișierul depășește 25 MiB.',
  'verify.error.generic': 'Fișierul nu a putut fi verificat. Vă rugăm să încercați din nou.',
});
