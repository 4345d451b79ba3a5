// Magyar (magázó „Ön” forma), a nyilvános ellenőrző oldal (/verify).
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Aláírt dokumentum ellenőrzése',
  'verify.lead':
    'Ellenőrizze, hogy egy e szolgáltatáson keresztül véglegesített dokumentum hiteles és változatlan-e. A fájlt ezen a szerveren ellenőrizzük, és nem tároljuk.',
  'verify.dropLabel': 'Húzza ide a PDF-et, vagy válassza ki',
  'verify.chooseLabel': 'A PDF kiválasztása',
  'verify.dropHint': 'Legfeljebb 25 MiB méretű PDF.',
  'verify.submit': 'Ellenőrzés',
  'verify.checking': 'A fájl ellenőrzése…',
  'verify.again': 'Másik fájl ellenőrzése',
  'verify.resultTitle': 'Az ellenőrzés eredménye',
  'verify.fileHash': 'A fájl SHA-256 értéke',
  'verify.sealsHeading': 'Bélyegzők és időbélyegzők',
  'verify.requestHeading': 'Az aláírási kérelem',
  'verify.claimedHeading': 'A kérelem, amelyből a fájl állítása szerint származik',
  'verify.claimed':
    'A fájlt a bélyegző elhelyezése után módosították, ezért ezek az adatok csak azt mutatják, amit a fájl állít. Úgy jelennek meg, ahogy a szolgáltatás rögzítette őket.',
  'verify.noRequest':
    'E szolgáltatás egyetlen befejezett kérelme sem tartalmazza ezeket a véglegesített oldalakat, ezért kérelemadatok nem jelennek meg.',
  'verify.erased':
    'Ezt a kérelmet ez a szolgáltatás fejezte be, nyilvántartását azonban azóta törölték: a benne tárolt neveket és adatokat már nem őrizzük. A fenti bélyegző továbbra is mutatja, hogy ez a fájl az-e, amelyet lepecsételt.',
  'verify.kind.signature': 'Bélyegző',
  'verify.kind.document_timestamp': 'Dokumentum-időbélyegző',
  'verify.label.signer': 'Aláíró',
  'verify.label.ours': 'E szolgáltatástól',
  'verify.label.intact': 'Sértetlen',
  'verify.label.covers': 'A teljes fájlra kiterjed',
  'verify.label.signedAt': 'Aláírás időpontja (állítólagos)',
  'verify.label.timestamp': 'Megbízható időbélyegző',
  'verify.label.noTimestamp': 'nincs',
  'verify.label.requestId': 'Kérelemazonosító',
  'verify.label.template': 'Sablon',
  'verify.label.completed': 'Befejezve',
  'verify.label.erased': 'Nyilvántartás törölve',
  'verify.label.signers': 'Aláírók',
  'verify.signerSigned': '{role}: aláírta, {date}',
  'verify.signerNotSigned': '{role}: nem írta alá',
  'verify.yes': 'igen',
  'verify.no': 'nem',
  'verify.timestampBy': '{time}, kiállító: {authority}',
  'verify.timestampByBroken': '{time}, kiállító: {authority} (sérült)',
  'verify.verdict.valid.heading': 'Hiteles és változatlan',
  'verify.verdict.valid.text':
    'Ez a fájl pontosan olyan, amilyenként ez a szolgáltatás lepecsételte: a bélyegző sértetlen, és utána semmit sem módosítottak vagy adtak hozzá.',
  'verify.verdict.modified.heading': 'A lepecsételés után módosították',
  'verify.verdict.modified.text':
    'Ez a fájl e szolgáltatás bélyegzőjét viseli, de tartalma már nem egyezik a lepecsételttel, vagy a bélyegző után valamit hozzáadtak. Ne hagyatkozzon rá; kérje el az eredetit a feladótól.',
  'verify.verdict.not_ours.heading': 'Aláírt, de nem ez a szolgáltatás írta alá',
  'verify.verdict.not_ours.text':
    'Ez a fájl digitális aláírást visel, de egyiket sem ez a szolgáltatás készítette. Ellenőriztesse azzal, aki aláírta.',
  'verify.verdict.not_sealed.heading': 'Nincs bélyegző',
  'verify.verdict.not_sealed.text':
    'Ez a PDF nem visel digitális aláírást, így semmi sem igazolja, honnan származik, vagy hogy változatlan-e.',
  'verify.error.notPdf': 'A fájl nem PDF.',
  'verify.error.noFile': 'Válassza ki az ellenőrizendő PDF-et.',
  'verify.error.tooLarge': 'A fájl nagyobb, mint 25 MiB.',
  'verify.error.generic': 'A fájlt nem sikerült ellenőrizni. Kérjük, próbálja újra.',
});
