// Polski (forma grzecznościowa „Państwo” i konstrukcje bezosobowe, jak w bankowości elektronicznej). Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Przejdź do treści',
  'page.languages': 'Język',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} z {workspace}',
  'sender.contact': '{member} z {workspace} ({email})',

  'sign.title': 'Podpisanie dokumentu {document}',
  'sign.lead': '{sender} prosi Państwa, {name} ({email}), o podpisanie tego dokumentu jako {role}.',
  'sign.deadline': 'Prosimy o podpisanie do {deadline}.',
  'sign.noscript':
    'Do podpisania wymagany jest JavaScript. Prosimy włączyć go w przeglądarce lub poprosić nadawcę ({sender}) o papierowy egzemplarz do podpisania odręcznego.',
  'sign.documentHeading': 'Dokument',
  'sign.download': '{link}, aby go przeczytać lub wydrukować.',
  'sign.downloadLink': 'Pobierz dokument w formacie PDF',
  'sign.documentLabel': 'Treść dokumentu',
  'sign.pdfTitle': 'Dokument (PDF)',
  'sign.nextField': 'Następne pole',
  'sign.allFilled': 'Wszystkie pola są wypełnione. Prosimy zaznaczyć pole poniżej i złożyć podpis.',
  'sign.signHere': 'Podpisz tutaj: {label}',
  'sign.pageOf': 'Strona {n} z {total}',
  'sign.heading': 'Podpis',
  'sign.details': 'Państwa dane',
  'sign.required': '(wymagane)',
  'sign.choose': 'Wybierz…',
  'sign.signatureLegend': 'Podpis',
  'sign.modeTyped': 'Wpisz imię i nazwisko',
  'sign.modeDrawn': 'Narysuj podpis',
  'sign.typedLabel': 'Pełne imię i nazwisko jako podpis',
  'sign.drawHelp': 'Prosimy narysować podpis w polu za pomocą myszy, palca lub rysika.',
  'sign.drawArea': 'Pole do rysowania podpisu',
  'sign.clear': 'Wyczyść rysunek',
  'sign.consentLegend': 'Zgoda na podpis elektroniczny',
  'sign.button': 'Podpisz',
  'sign.signing': 'Podpisywanie…',
  'sign.yes': 'Tak',
  'sign.no': 'Nie',
  'sign.fillBelow': '{label}: do wypełnienia poniżej',
  'sign.fillBy': '{label}: wypełnia {role}',
  'sign.fillBySender': '{label}: wypełnia nadawca',
  'sign.signedBy': '(podpisano przez: {name})',
  'sign.signedOn': 'Podpisano przez: {name}, {date}',
  'cert.initials': 'Parafa',
  'sign.notSigned': 'Jeszcze niepodpisane',
  'sign.guideLabel': 'Pola do wypełnienia',
  'sign.fieldOf': 'Pole {n} z {total}',
  'sign.back': 'Wstecz',
  'sign.next': 'Dalej',
  'sign.finish': 'Zakończ',
  'sign.done': 'Gotowe',
  'sign.ready': 'Gotowe: prosimy sprawdzić dane i podpisać poniżej',
  'sign.optional': '(opcjonalne)',
  'sign.emptyBox': '{label}: puste',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'zaznaczone',
  'sign.unchecked': 'niezaznaczone',
  'sign.zoomIn': 'Powiększ',
  'sign.zoomOut': 'Pomniejsz',
  'sign.zoomFit': 'Dopasuj do szerokości',
  'sign.zoomLabel': 'Powiększenie',
  'sign.signingDate': 'Data podpisania, uzupełniana automatycznie.',
  'sign.initialsLegend': 'Parafa',
  'sign.initialsTyped': 'Wpisz parafę',
  'sign.initialsDrawn': 'Narysuj parafę',
  'sign.initialsLabel': 'Parafa (inicjały)',
  'sign.initialsHelp': 'Prosimy narysować parafę w polu.',
  'sign.initialsArea': 'Pole do rysowania parafy',
  'sign.fieldProblem': 'Przejdź do pola {label}',

  'verification.title': 'Potwierdzenie tożsamości: {document}',
  'verification.lead':
    '{sender} prosi Państwa o podpisanie tego dokumentu. Przed jego otwarciem prosimy potwierdzić, że ten link do podpisu należy do Państwa.',
  'verification.accessHeading': 'Kod dostępu',
  'verification.accessHelp':
    '{sender} przekazał(a) Państwu kod dostępu do tego dokumentu niezależnie od wiadomości e-mail z tym linkiem. W razie jego braku prosimy zwrócić się do nadawcy ({sender}).',
  'verification.accessLabel': 'Kod dostępu',
  'verification.emailHeading': 'Kod wysyłany e-mailem',
  'verification.emailHelp': 'Wyślemy 6-cyfrowy kod na adres {email}. Kod jest ważny przez {minutes} min.',
  'verification.emailLabel': '6-cyfrowy kod z wiadomości e-mail',
  'verification.send': 'Wyślij kod',
  'verification.sendAgain': 'Wyślij nowy kod',
  'verification.submit': 'Dalej',
  'verification.lockedUntil':
    'Wprowadzono zbyt wiele błędnych kodów. Kolejna próba będzie możliwa od {time}.',
  'verification.sent': 'Kod został wysłany na adres {email}. Jest ważny przez {minutes} min.',
  'verification.sending': 'Wysyłanie…',
  'verification.checking': 'Sprawdzanie…',
  'verification.error.empty': 'Proszę wpisać kod.',
  'verification.error.digits': 'Kod składa się z 6 cyfr.',
  'verification.error.wrong': 'Kod jest błędny lub wygasł. Pozostałe próby: {count}.',
  'verification.error.locked': 'Zbyt wiele błędnych kodów. Proszę spróbować ponownie za {wait} min.',
  'verification.error.sendLimit':
    'W ciągu ostatniej godziny wysłano już 5 kodów. Proszę spróbować ponownie za {wait} min.',
  'verification.error.failed': 'Wystąpił błąd. Proszę spróbować ponownie.',

  'order.only': 'Jest to jedyny podpis wymagany pod tym dokumentem.',
  'order.first': 'Państwa podpis jest pierwszy z {count}; pozostali podpisujący podpiszą po Państwu.',
  'order.firstOfTwo': 'Państwa podpis jest pierwszy z dwóch; druga osoba podpisze po Państwu.',
  'order.afterOne': 'Państwa podpis jest {position} z {count}; pierwszy podpisujący już podpisał.',
  'order.afterMany':
    'Państwa podpis jest {position} z {count}; podpisało już {earlier} wcześniejszych podpisujących.',
  'order.ordinals': 'pierwszy|drugi|trzeci|czwarty|piąty|szósty|siódmy|ósmy|dziewiąty|dziesiąty',
  'order.numbers': 'jednego|dwóch|trzech|czterech|pięciu|sześciu|siedmiu|ośmiu|dziewięciu|dziesięciu',

  'consent.intro':
    '{sender} korzysta z usługi Countersign do elektronicznego zbierania podpisów. Przed podpisaniem prosimy zapoznać się z poniższymi informacjami:',
  'consent.electronic':
    'Zaznaczając pole, wyrażają Państwo zgodę na otrzymanie tego dokumentu i dotyczących go powiadomień w formie elektronicznej oraz na jego elektroniczne podpisanie. Państwa podpis elektroniczny ma taki sam skutek jak podpis złożony na papierze.',
  'consent.paper':
    'W każdej chwili mogą Państwo bezpłatnie otrzymać egzemplarz papierowy: wystarczy pobrać i wydrukować powyższy plik PDF lub zwrócić się o jego przesłanie do: {contact}. Gdy wszyscy złożą podpisy, podpisany plik PDF zostanie wysłany na adres {email} i będzie można go pobrać z tej strony.',
  'consent.paperNoEmail':
    'W każdej chwili mogą Państwo bezpłatnie otrzymać egzemplarz papierowy: wystarczy pobrać i wydrukować powyższy plik PDF lub zwrócić się o jego przesłanie do: {contact}. Gdy wszyscy złożą podpisy, podpisany plik PDF będzie można pobrać z tej strony.',
  'consent.withdraw':
    'Podpis elektroniczny nie jest obowiązkowy. Mogą Państwo odmówić podpisania poniżej lub skontaktować się z {contact}, aby zamiast tego podpisać dokument na papierze. Późniejsze wycofanie zgody nie unieważnia podpisu już złożonego.',
  'consent.requirements':
    'Potrzebne są: aktualna przeglądarka internetowa, program do odczytu plików PDF umożliwiający wyświetlenie lub wydrukowanie dokumentu oraz dostęp do adresu e-mail {email}. W razie jego zmiany prosimy powiadomić: {contact}.',
  'consent.agree':
    'Zapoznałem(-am) się z powyższą informacją, wyrażam zgodę na stosowanie dokumentów elektronicznych i elektroniczne podpisanie tego dokumentu oraz chcę, aby mój podpis elektroniczny wiązał mnie tak jak podpis własnoręczny.',

  'decline.summary': 'Odmowa podpisania',
  'decline.explain':
    'W przypadku odmowy nikt nie będzie mógł już podpisać tej prośby, a {sender} otrzyma o tym wiadomość e-mail.',
  'decline.reason': 'Powód (opcjonalnie; zobaczy go {sender})',
  'decline.button': 'Odmów podpisania',
  'decline.confirmQuestion': 'Odmówić podpisania dokumentu {document}? Tej operacji nie można cofnąć.',
  'decline.confirm': 'Tak, odmawiam',
  'decline.cancel': 'Nie, wróć',

  'error.typed': 'Proszę wpisać imię i nazwisko jako podpis.',
  'error.drawn': 'Proszę narysować podpis w polu.',
  'error.consent': 'Proszę zaznaczyć pole, aby wyrazić zgodę na podpis elektroniczny.',
  'error.required': 'Pole {label} jest wymagane.',
  'error.number': 'Pole {label} musi zawierać liczbę.',
  'error.email': 'Pole {label} musi zawierać adres e-mail.',
  'error.tick': 'Aby podpisać, należy zaznaczyć pole {label}: jest ono wymagane.',
  'error.date': 'Pole {label} musi zawierać datę w formacie {example}.',
  'error.dateMonth': '{label}: nie istnieje miesiąc {month}.',
  'error.dateDays': '{label}: miesiąc {month} ma {days} dni.',
  'error.signFailed': 'Wystąpił błąd i nic nie zostało podpisane. Proszę spróbować ponownie.',
  'error.declineFailed': 'Wystąpił błąd i odmowa nie została zapisana. Proszę spróbować ponownie.',
  'error.initials': 'Proszę wpisać lub narysować parafę.',
  'error.range': 'Pole {label} musi zawierać wartość od {min} do {max}.',
  'error.min': 'Pole {label} musi zawierać wartość co najmniej {min}.',
  'error.max': 'Pole {label} musi zawierać wartość najwyżej {max}.',
  'error.integer': 'Pole {label} musi zawierać liczbę całkowitą.',
  'error.summary': 'Prosimy poprawić następujące elementy:',

  'waiting.title': 'To jeszcze nie Państwa kolej',
  'waiting.lead':
    'Dokument {document} jest podpisywany w ustalonej kolejności. Oczekujemy najpierw na podpis: {waitingFor}.',
  'waiting.email':
    '{name}, gdy nadejdzie Państwa kolej, otrzymają Państwo wiadomość na adres {email}. Tę stronę można zamknąć.',
  'waiting.noEmail':
    'Prosimy wrócić do tego linku, gdy {sender} poinformuje, że nadeszła Państwa kolej. Tę stronę można zamknąć.',
  'signed.title': 'Dziękujemy, podpis został złożony',
  'signed.lead': 'Dokument {document} został podpisany przez Państwa jako {role} w dniu {date}.',
  'signed.next':
    'Pozostałe osoby muszą jeszcze złożyć podpisy. Gdy to nastąpi, podpisany dokument zostanie wysłany na adres {email}; będzie go można również pobrać przez ten link. Tę stronę można zamknąć.',
  'signed.nextNoEmail':
    'Pozostałe osoby muszą jeszcze złożyć podpisy. Gdy to nastąpi, podpisany dokument będzie można pobrać przez ten link. Tę stronę można zamknąć.',
  'signed.nextEmbedded':
    'Pozostałe osoby muszą jeszcze złożyć podpisy. Gdy to nastąpi, podpisany dokument zostanie wysłany na adres {email}. Tę stronę można zamknąć.',
  'signed.nextEmbeddedNoEmail': 'Pozostałe osoby muszą jeszcze złożyć podpisy. Tę stronę można zamknąć.',
  'completed.title': 'Wszyscy złożyli podpisy',
  'completed.lead':
    'Dziękujemy, {name}. Dokument {document} został podpisany przez Państwa w dniu {date}, a także przez wszystkie pozostałe osoby: dokument jest w pełni podpisany.',
  'completed.leadOnly':
    'Dziękujemy, {name}. Dokument {document} został podpisany przez Państwa w dniu {date}: dokument jest w pełni podpisany.',
  'completed.leadViewer': 'Wszyscy podpisali dokument {document}: dokument jest w pełni podpisany.',
  'completed.download': 'Pobierz podpisany dokument (PDF)',
  'completed.keep':
    'Prosimy zachować kopię w swojej dokumentacji. Kończy się ona certyfikatem audytu i jest opatrzona pieczęcią cyfrową, dzięki czemu każdą późniejszą zmianę można wykryć.',
  'completed.emailed': 'Kopia została również wysłana na adres {email}.',
  'declined.title': 'Odmówiono podpisania',
  'declined.byYou':
    'Odmówili Państwo podpisania dokumentu {document}. {sender} został(a) o tym poinformowany(-a).',
  'declined.other':
    'Jeden z podpisujących odmówił podpisania, więc dokumentu {document} nie można już podpisać.',
  'voided.title': 'Ta prośba została unieważniona',
  'voided.text': '{sender} unieważnił(a) tę prośbę, więc dokumentu {document} nie można już podpisać.',
  'expired.title': 'Ta prośba wygasła',
  'expired.text':
    'Termin na podpisanie dokumentu {document} upłynął {date}. Jeśli Państwa podpis jest nadal potrzebny, prosimy zwrócić się do nadawcy ({sender}) o nową prośbę.',
  'removed.title': 'Ta prośba została usunięta',
  'removed.text':
    'Ta prośba i wszystkie jej dane zostały trwale usunięte, więc nie ma tu już nic do wyświetlenia ani podpisania. Zachowany podpisany dokument można nadal sprawdzić pod adresem na nim wydrukowanym.',
  'notFound.title': 'Ten link do podpisu nie działa',
  'notFound.text':
    'Link jest nieprawidłowy. Prosimy sprawdzić, czy otwarto cały link z wiadomości e-mail, lub poprosić nadawcę o ponowne jego przesłanie.',

  'mail.greeting': 'Dzień dobry, {name},',
  'mail.greetingAnonymous': 'Dzień dobry,',
  'mail.messageFrom': 'Wiadomość od {sender}:',
  'mail.reason': 'Podany powód:',
  'mail.button': 'Przejrzyj i podpisz',
  'mail.orOpen': 'Można też otworzyć ten link: {url}',
  'mail.deadline': 'Prosimy o podpisanie do {deadline}.',
  'mail.footerLink':
    'Wysłano przez Countersign w imieniu {sender}. Ten link do podpisu jest osobisty: prosimy go nie przekazywać.',
  'mail.footer': 'Wysłano przez Countersign w imieniu {sender}.',
  'mail.footerReply': 'Odpowiedzi na tę wiadomość trafią do {member} ({email}).',
  'mail.fromName': '{sender} przez Countersign',
  'mail.invitation.subject': 'Prośba o podpis: {document}, od {sender}',
  'mail.invitation.body': '{sender} przesyła Państwu dokument „{document}” do podpisania elektronicznego.',
  'mail.reminder.subject': 'Przypomnienie: prośba o podpis {document}, od {sender}',
  'mail.reminder.body': 'Przypominamy, że dokument „{document}” od {sender} oczekuje na Państwa podpis.',
  'mail.voided.subject': 'Unieważniono: {document}',
  'mail.voided.body':
    '{sender} unieważnił(a) prośbę o podpisanie dokumentu „{document}”. Nie są wymagane żadne dalsze działania.',
  'mail.declined.subject': 'Odmowa podpisania: {document}',
  'mail.declined.body':
    '{decliner} odmówił(a) podpisania dokumentu „{document}”, więc prośba od {sender} została zakończona. Nie są wymagane żadne dalsze działania.',
  'mail.declineConfirmation.subject': 'Odmowa podpisania: {document}',
  'mail.declineConfirmation.body':
    'Odmówili Państwo podpisania dokumentu „{document}”. Prośba od {sender} została zakończona, a nadawca został o tym poinformowany.',
  'mail.declineConfirmation.mistake':
    'Jeśli to pomyłka, prosimy odpowiedzieć na tę wiadomość, aby skontaktować się z {member}.',
  'mail.completed.subject': 'Podpisano: {document}',
  'mail.completed.body':
    'Wszyscy podpisali dokument „{document}” wysłany przez {sender}. Podpisany dokument znajduje się w załączniku.',
  'mail.expired.subject': 'Wygasło: {document}',
  'mail.expired.body':
    'Prośba o podpisanie dokumentu „{document}” od {sender} wygasła, zanim wszyscy złożyli podpisy. Nie są wymagane żadne dalsze działania.',
  'mail.footerCopied':
    '{sender} dodał(a) Państwa do wiadomości tej prośby: otrzymają Państwo informację o jej zakończeniu i nie muszą niczego podpisywać.',
  'mail.senderCompleted.body':
    'Wszyscy podpisali dokument „{document}”. Podpisany dokument znajduje się w załączniku.',
  'mail.senderCompleted.optOut':
    'Otrzymują Państwo tę wiadomość, ponieważ wysłali Państwo tę prośbę. Aby wyłączyć te wiadomości, należy to zrobić w sekcji Powiadomienia w Countersign.',

  'mail.senderDeclined.subject': 'Odmowa podpisania ({decliner}): {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), podpisujący(-a) jako {role}, odmówił(a) podpisania dokumentu „{document}”. Prośba została zakończona i nikt inny nie może jej już podpisać.',
  'mail.senderDeclined.open': 'Otwórz prośbę',
  'mail.senderDeclined.request': 'Prośba: {id}',
  'mail.senderDeclined.reply': 'Aby skontaktować się z {decliner}, wystarczy odpowiedzieć na tę wiadomość.',
  'mail.senderFooter': 'Wysłano przez Countersign dla {workspace}.',

  'mail.verification.subject': 'Kod do otwarcia dokumentu {document}',
  'mail.verification.body':
    '{sender} prosi Państwa o podpisanie dokumentu „{document}”. Aby go otworzyć, należy wpisać ten kod na stronie podpisu:',
  'mail.verification.valid': 'Kod jest ważny przez {minutes} min. Działa tylko najnowszy kod.',
  'mail.verification.button': 'Otwórz stronę podpisu',
  'mail.verification.notYou':
    'Jeśli nie prosili Państwo o kod, można zignorować tę wiadomość: bez kodu nikt nie otworzy dokumentu.',

  'cert.email': 'E-mail',
  'cert.role': 'Rola',
  'cert.ip': 'Adres IP',
  'cert.userAgent': 'Przeglądarka (user agent)',
  'cert.invited': 'Zaproszono',
  'cert.opened': 'Otwarto',
  'cert.signed': 'Podpisano',
  'cert.declined': 'Odmówiono',
  'cert.method': 'Podpis',
  'cert.typed': 'Wpisane imię i nazwisko',
  'cert.drawn': 'Narysowany odręcznie',
  'cert.consent': 'Zgoda',
  'cert.consentText': 'Zaakceptowano informację o podpisie elektronicznym ({language}); SHA-256 jej treści:',
  'cert.language': 'Język',
  'cert.verification': 'Weryfikacja tożsamości',
  'cert.verifiedEmail': 'Tożsamość zweryfikowana kodem wysłanym na adres {email}, wprowadzonym {date}',
  'cert.verifiedAccessCode': 'Kod dostępu przekazany przez nadawcę, wprowadzony {date}',
  'cert.notVerified': 'Kod był wymagany; nie wprowadzono żadnego',
  'cert.copied': 'Do wiadomości',
  'cert.copiedNote': 'Te osoby otrzymują informację o wyniku prośby. Nie proszono ich o podpis.',
  'sign.dateFormat': 'Format: {pattern}',
  'sign.dateLetters': 'DD MM RRRR',
  'verification.lockedUntilReminded':
    'Wprowadzono zbyt wiele błędnych kodów. Ten link pozostanie zablokowany, dopóki {sender} nie prześle go ponownie: prosimy się z nim skontaktować.',
  'verification.error.linkLocked':
    'Wprowadzono zbyt wiele błędnych kodów. Ten link pozostanie zablokowany, dopóki {sender} nie prześle go ponownie.',
  'verification.accessCase': 'Wielkość liter nie ma znaczenia.',
  'mail.accessCodeNeeded':
    'Do otwarcia dokumentu potrzebny jest kod dostępu, który {sender} przekaże osobno. Nie ma go w tej wiadomości; w razie jego braku prosimy zwrócić się do nadawcy ({sender}).',
  'mail.senderLinkLocked.subject': 'Link do podpisu zablokowany: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Liczba błędnych kodów wprowadzonych w linku do podpisu osoby {signer} ({email}), która podpisuje dokument „{document}” jako {role}: {count}. Link jest zablokowany: nikt go nie otworzy, dopóki nie wyślą Państwo przypomnienia do {signer}.',
  'mail.senderLinkLocked.unlock':
    'Jeśli pomyłki popełnił(a) {signer}, należy wysłać przypomnienie z poziomu prośby (lub wywołaniem remind w API): przypomnienie odblokowuje link. W przeciwnym razie link mógł trafić do kogoś innego: warto rozważyć unieważnienie prośby.',
  'verification.error.lockedHours': 'Zbyt wiele błędnych kodów. Proszę spróbować ponownie za {wait} godz.',

  'field.chooseBetween': 'Proszę wybrać od {min} do {max}.',
  'field.chooseAtLeast': 'Proszę wybrać co najmniej {min}.',
  'field.chooseAtMost': 'Proszę wybrać najwyżej {max}.',
  'field.fileHint': 'Plik PDF, PNG lub JPEG o rozmiarze do 10 MB.',
  'field.filesHint': 'Do {max} plików PDF, PNG lub JPEG, każdy o rozmiarze do 10 MB.',
  'field.imageHint': 'Obraz PNG lub JPEG o rozmiarze do 5 MB.',
  'field.remove': 'Usuń',
  'field.removeFile': 'Usuń {name}',
  'field.uploading': 'Przesyłanie: {name}',
  'field.preview': 'Podgląd: {name}',
  'field.readonlyNote': 'Wypełnione przez nadawcę; nie można tego zmienić.',
  'field.imageGiven': 'Obraz od nadawcy',
  'error.phone': 'Pole {label} nie zawiera numeru telefonu.',
  'error.phoneRegion':
    'Pole {label} nie zawiera numeru telefonu. Numer bez kodu kraju jest odczytywany jako numer z kraju {code}: w przypadku innego kraju należy zacząć od + i jego kodu.',
  'error.pattern': 'Pole {label} nie ma wymaganego formatu.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Proszę wybrać co najmniej {min} w polu {label}.',
  'error.chooseMax': 'Proszę wybrać najwyżej {max} w polu {label}.',
  'error.tooManyFiles': 'Pole {label} przyjmuje najwyżej {max} plików: najpierw należy usunąć jeden.',
  'error.fileType': '{name} nie jest plikiem PDF, PNG ani JPEG.',
  'error.imageType': '{name} nie jest obrazem PNG ani JPEG.',
  'error.fileSize': 'Plik {name} jest większy niż {size}.',
  'error.upload': 'Nie udało się załączyć pliku {name}: {reason}',
  'error.uploadFailed': 'Nie udało się załączyć pliku {name}. Proszę spróbować ponownie.',
});
