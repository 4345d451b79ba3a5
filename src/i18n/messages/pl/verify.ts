// Polski (forma bezosobowa): publiczna strona weryfikacji (/verify). Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Weryfikacja podpisanego dokumentu',
  'verify.lead':
    'Można tu sprawdzić, czy dokument podpisany za pośrednictwem tej usługi jest autentyczny i niezmieniony. Plik jest sprawdzany na tym serwerze i nie jest przechowywany.',
  'verify.dropLabel': 'Upuść plik PDF tutaj lub wybierz go',
  'verify.chooseLabel': 'Wybierz plik PDF',
  'verify.dropHint': 'Plik PDF o rozmiarze do 25 MiB.',
  'verify.submit': 'Sprawdź',
  'verify.checking': 'Sprawdzanie pliku…',
  'verify.again': 'Sprawdź inny plik',
  'verify.resultTitle': 'Wynik weryfikacji',
  'verify.fileHash': 'SHA-256 pliku',
  'verify.sealsHeading': 'Pieczęcie i znaczniki czasu',
  'verify.requestHeading': 'Prośba o podpis',
  'verify.claimedHeading': 'Prośba, z której plik rzekomo pochodzi',
  'verify.claimed':
    'Plik został zmieniony po opatrzeniu go pieczęcią, więc te dane wskazują jedynie, co plik deklaruje. Są pokazane tak, jak usługa je zapisała.',
  'verify.noRequest':
    'Żadna prośba zakończona w tej usłudze nie zawiera tych podpisanych stron, dlatego nie są wyświetlane dane prośby.',
  'verify.erased':
    'Ta usługa zakończyła tę prośbę, a jej zapis został później usunięty: zawarte w nim nazwiska i dane nie są już przechowywane. Powyższa pieczęć nadal wskazuje, czy jest to plik, który został nią opatrzony.',
  'verify.kind.signature': 'Pieczęć',
  'verify.kind.document_timestamp': 'Znacznik czasu dokumentu',
  'verify.label.signer': 'Podpisane przez',
  'verify.label.ours': 'Z tej usługi',
  'verify.label.intact': 'Nienaruszona',
  'verify.label.covers': 'Obejmuje cały plik',
  'verify.label.signedAt': 'Czas podpisania (deklarowany)',
  'verify.label.timestamp': 'Kwalifikowany znacznik czasu',
  'verify.label.noTimestamp': 'brak',
  'verify.label.requestId': 'ID prośby',
  'verify.label.template': 'Szablon',
  'verify.label.completed': 'Zakończono',
  'verify.label.erased': 'Zapis usunięto',
  'verify.label.signers': 'Podpisujący',
  'verify.signerSigned': '{role}: podpisano {date}',
  'verify.signerNotSigned': '{role}: niepodpisano',
  'verify.yes': 'tak',
  'verify.no': 'nie',
  'verify.timestampBy': '{time}, wystawca: {authority}',
  'verify.timestampByBroken': '{time}, wystawca: {authority} (uszkodzony)',
  'verify.verdict.valid.heading': 'Autentyczny i niezmieniony',
  'verify.verdict.valid.text':
    'Ten plik jest dokładnie taki, jakim ta usługa opatrzyła go pieczęcią: pieczęć jest nienaruszona, a po jej złożeniu nic nie zostało zmienione ani dodane.',
  'verify.verdict.modified.heading': 'Zmieniony po opatrzeniu pieczęcią',
  'verify.verdict.modified.text':
    'Ten plik nosi pieczęć tej usługi, ale jego treść nie odpowiada już temu, co zostało opatrzone pieczęcią, lub coś dodano po jej złożeniu. Nie należy na nim polegać; prosimy poprosić nadawcę o oryginał.',
  'verify.verdict.not_ours.heading': 'Podpisany, ale nie przez tę usługę',
  'verify.verdict.not_ours.text':
    'Ten plik zawiera podpis cyfrowy, ale żaden z nich nie został złożony przez tę usługę. Należy go zweryfikować u podmiotu, który go podpisał.',
  'verify.verdict.not_sealed.heading': 'Brak pieczęci',
  'verify.verdict.not_sealed.text':
    'Ten plik PDF nie zawiera podpisu cyfrowego, więc nie można potwierdzić jego pochodzenia ani tego, że jest niezmieniony.',
  'verify.error.notPdf': 'Plik nie jest plikiem PDF.',
  'verify.error.noFile': 'Proszę wybrać plik PDF do sprawdzenia.',
  'verify.error.tooLarge': 'Plik jest większy niż 25 MiB.',
  'verify.error.generic': 'Nie udało się sprawdzić pliku. Proszę spróbować ponownie.',
});
