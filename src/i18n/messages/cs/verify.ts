// Čeština (vykání): veřejná stránka ověření (/verify). Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Ověření podepsaného dokumentu',
  'verify.lead':
    'Ověřte, že dokument podepsaný prostřednictvím této služby je pravý a nezměněný. Soubor se kontroluje na tomto serveru a neukládá se.',
  'verify.dropLabel': 'Přetáhněte sem PDF, nebo jej vyberte',
  'verify.chooseLabel': 'Vybrat PDF',
  'verify.dropHint': 'PDF o velikosti nejvýše 25 MiB.',
  'verify.submit': 'Ověřit',
  'verify.checking': 'Kontrola souboru…',
  'verify.again': 'Ověřit jiný soubor',
  'verify.resultTitle': 'Výsledek ověření',
  'verify.fileHash': 'SHA-256 souboru',
  'verify.sealsHeading': 'Pečetě a časová razítka',
  'verify.requestHeading': 'Žádost o podpis',
  'verify.claimedHeading': 'Žádost, ze které soubor údajně pochází',
  'verify.claimed':
    'Soubor byl po zapečetění změněn, tyto údaje proto uvádějí jen to, co soubor tvrdí. Jsou zobrazeny tak, jak je služba zaznamenala.',
  'verify.noRequest':
    'Žádná žádost dokončená touto službou neobsahuje tyto podepsané strany, proto se údaje o žádosti nezobrazují.',
  'verify.erased':
    'Tato služba tuto žádost dokončila a její záznam byl mezitím vymazán: jména a údaje, které obsahoval, se již neuchovávají. Pečeť výše stále ukazuje, zda jde o soubor, který zapečetila.',
  'verify.kind.signature': 'Pečeť',
  'verify.kind.document_timestamp': 'Časové razítko dokumentu',
  'verify.label.signer': 'Podepsal',
  'verify.label.ours': 'Z této služby',
  'verify.label.intact': 'Neporušená',
  'verify.label.covers': 'Pokrývá celý soubor',
  'verify.label.signedAt': 'Čas podpisu (deklarovaný)',
  'verify.label.timestamp': 'Důvěryhodné časové razítko',
  'verify.label.noTimestamp': 'žádné',
  'verify.label.requestId': 'ID žádosti',
  'verify.label.template': 'Šablona',
  'verify.label.completed': 'Dokončeno',
  'verify.label.erased': 'Záznam vymazán',
  'verify.label.signers': 'Podepisující',
  'verify.signerSigned': '{role}: podepsáno {date}',
  'verify.signerNotSigned': '{role}: nepodepsáno',
  'verify.yes': 'ano',
  'verify.no': 'ne',
  'verify.timestampBy': '{time}, vydal: {authority}',
  'verify.timestampByBroken': '{time}, vydal: {authority} (poškozené)',
  'verify.verdict.valid.heading': 'Pravý a nezměněný',
  'verify.verdict.valid.text':
    'Tento soubor je přesně takový, jak jej tato služba zapečetila: pečeť je neporušená a nic nebylo změněno ani přidáno.',
  'verify.verdict.modified.heading': 'Změněn po zapečetění',
  'verify.verdict.modified.text':
    'Tento soubor nese pečeť této služby, jeho obsah však již neodpovídá tomu, co bylo zapečetěno, nebo bylo po zapečetění něco přidáno. Nespoléhejte na něj; vyžádejte si od odesílatele originál.',
  'verify.verdict.not_ours.heading': 'Podepsán, ale ne touto službou',
  'verify.verdict.not_ours.text':
    'Tento soubor nese digitální podpis, žádný z nich však nevytvořila tato služba. Ověřte jej u toho, kdo jej podepsal.',
  'verify.verdict.not_sealed.heading': 'Bez pečeti',
  'verify.verdict.not_sealed.text':
    'Tento PDF nenese žádný digitální podpis, nelze proto potvrdit jeho původ ani to, že nebyl změněn.',
  'verify.error.notPdf': 'Soubor není PDF.',
  'verify.error.noFile': 'Vyberte PDF k ověření.',
  'verify.error.tooLarge': 'Soubor je větší než 25 MiB.',
  'verify.error.generic': 'Soubor se nepodařilo zkontrolovat. Zkuste to prosím znovu.',
});
