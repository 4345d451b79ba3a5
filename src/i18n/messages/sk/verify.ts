// Slovenčina (vykanie): verejná stránka overenia (/verify). Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Overenie podpísaného dokumentu',
  'verify.lead':
    'Overte, že dokument podpísaný prostredníctvom tejto služby je pravý a nezmenený. Súbor sa kontroluje na tomto serveri a neukladá sa.',
  'verify.dropLabel': 'Presuňte sem PDF alebo ho vyberte',
  'verify.chooseLabel': 'Vybrať PDF',
  'verify.dropHint': 'PDF s veľkosťou najviac 25 MiB.',
  'verify.submit': 'Overiť',
  'verify.checking': 'Kontrola súboru…',
  'verify.again': 'Overiť iný súbor',
  'verify.resultTitle': 'Výsledok overenia',
  'verify.fileHash': 'SHA-256 súboru',
  'verify.sealsHeading': 'Pečate a časové pečiatky',
  'verify.requestHeading': 'Žiadosť o podpis',
  'verify.claimedHeading': 'Žiadosť, z ktorej súbor údajne pochádza',
  'verify.claimed':
    'Súbor bol po zapečatení zmenený, tieto údaje preto uvádzajú len to, čo súbor tvrdí. Sú zobrazené tak, ako ich služba zaznamenala.',
  'verify.noRequest':
    'Žiadna žiadosť dokončená touto službou neobsahuje tieto podpísané strany, preto sa údaje o žiadosti nezobrazujú.',
  'verify.erased':
    'Táto služba túto žiadosť dokončila a jej záznam bol medzičasom vymazaný: mená a údaje, ktoré obsahoval, sa už neuchovávajú. Uvedená pečať stále ukazuje, či ide o súbor, ktorý zapečatila.',
  'verify.kind.signature': 'Pečať',
  'verify.kind.document_timestamp': 'Časová pečiatka dokumentu',
  'verify.label.signer': 'Podpísal',
  'verify.label.ours': 'Z tejto služby',
  'verify.label.intact': 'Neporušená',
  'verify.label.covers': 'Pokrýva celý súbor',
  'verify.label.signedAt': 'Čas podpisu (deklarovaný)',
  'verify.label.timestamp': 'Dôveryhodná časová pečiatka',
  'verify.label.noTimestamp': 'žiadna',
  'verify.label.requestId': 'ID žiadosti',
  'verify.label.template': 'Šablóna',
  'verify.label.completed': 'Dokončené',
  'verify.label.erased': 'Záznam vymazaný',
  'verify.label.signers': 'Podpisujúci',
  'verify.signerSigned': '{role}: podpísané {date}',
  'verify.signerNotSigned': '{role}: nepodpísané',
  'verify.yes': 'áno',
  'verify.no': 'nie',
  'verify.timestampBy': '{time}, vydal: {authority}',
  'verify.timestampByBroken': '{time}, vydal: {authority} (poškodená)',
  'verify.verdict.valid.heading': 'Pravý a nezmenený',
  'verify.verdict.valid.text':
    'Tento súbor je presne taký, ako ho táto služba zapečatila: pečať je neporušená a nič nebolo zmenené ani pridané.',
  'verify.verdict.modified.heading': 'Zmenený po zapečatení',
  'verify.verdict.modified.text':
    'Tento súbor nesie pečať tejto služby, jeho obsah však už nezodpovedá tomu, čo bolo zapečatené, alebo bolo po zapečatení niečo pridané. Nespoliehajte sa naň; vyžiadajte si od odosielateľa originál.',
  'verify.verdict.not_ours.heading': 'Podpísaný, ale nie touto službou',
  'verify.verdict.not_ours.text':
    'Tento súbor nesie digitálny podpis, žiadny z nich však nevytvorila táto služba. Overte ho u toho, kto ho podpísal.',
  'verify.verdict.not_sealed.heading': 'Bez pečate',
  'verify.verdict.not_sealed.text':
    'Tento PDF nenesie žiadny digitálny podpis, preto nemožno potvrdiť jeho pôvod ani to, že nebol zmenený.',
  'verify.error.notPdf': 'Súbor nie je PDF.',
  'verify.error.noFile': 'Vyberte PDF na overenie.',
  'verify.error.tooLarge': 'Súbor je väčší ako 25 MiB.',
  'verify.error.generic': 'Súbor sa nepodarilo skontrolovať. Skúste to, prosím, znova.',
});
