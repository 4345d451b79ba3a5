// Polski (forma bezosobowa): strony wysyłania, wysyłka masowa. Keys and {placeholders} as in ../en/app-send.ts.

import type { Area } from '../area.ts';
import type { appSend as en } from '../en/app-send.ts';

export const appSend = (): Area<typeof en> => ({
  'send.title': 'Wyślij dokument',
  'send.choose': 'Wybierz opublikowany szablon',
  'send.noTemplates':
    'Nie ma jeszcze opublikowanego szablonu. Należy go utworzyć i opublikować (lub zrobić to przez API), a następnie wysłać stąd.',
  'send.toTemplates': 'Przejdź do szablonów',
  'send.formTitle': 'Wyślij „{template}”',
  'send.signers': 'Podpisujący',
  'send.signersHint': 'Podpisują kolejno, w tej kolejności.',
  'send.roleLegend': '{n}. {role}',
  'send.name': 'Imię i nazwisko',
  'send.email': 'Adres e-mail',
  'send.locale': 'Język',
  'send.localeHint': 'W tym języku będą strony podpisu i wiadomości e-mail tej osoby.',
  'send.localeInvalid': 'Proszę wybrać jeden z dostępnych języków.',
  'send.summaryName': '{role}, imię i nazwisko',
  'send.summaryEmail': '{role}, adres e-mail',
  'send.summaryLocale': '{role}, język',
  'send.verification': 'Przed otwarciem dokumentu',
  'send.verificationNone': 'Bez kodu',
  'send.verificationNoneHint': 'Sam link do podpisu otwiera dokument.',
  'send.verificationAccessCode': 'Kod dostępu przekazany przez nadawcę',
  'send.verificationAccessCodeHint':
    'Kod należy przekazać osobiście, nie e-mailem (np. telefonicznie). Nie będzie on już ponownie wyświetlany.',
  'send.accessCode': 'Kod dostępu',
  'send.accessCodeHint': 'Tylko przy kodzie dostępu: od 4 do 64 znaków.',
  'send.accessCodeLength': 'Kod dostępu musi mieć od {min} do {max} znaków.',
  'send.verificationEmailCode': 'Kod wysyłany e-mailem',
  'send.verificationEmailCodeHint':
    'Przed otwarciem dokumentu strona podpisu wysyła 6-cyfrowy kod na adres tej osoby.',
  'send.summaryAccessCode': '{role}, kod dostępu',
  'send.details': 'Dane do dokumentu',
  'send.detailsHint': 'Zostaną wpisane do dokumentu przed wysłaniem.',
  'send.selectPrompt': 'Wybierz…',
  'send.messageLegend': 'Wiadomość i e-mail',
  'send.message': 'Wiadomość do podpisujących',
  'send.messageHint': 'Opcjonalnie. Zostanie dołączona do zaproszenia wysyłanego każdemu podpisującemu.',
  'send.sendEmail': 'Wyślij e-mail do podpisujących',
  'send.sendEmailHint':
    'Po odznaczeniu linki do podpisu należy przekazać samodzielnie; są dostępne na stronie prośby.',
  'send.expiryLegend': 'Wygaśnięcie',
  'send.expiresOn': 'Data wygaśnięcia',
  'send.expiresOnHint.one':
    'Opcjonalnie. Prośba wygasa z końcem tego dnia (UTC). Bez daty wygasa {count} dzień po wysłaniu.',
  'send.expiresOnHint.few':
    'Opcjonalnie. Prośba wygasa z końcem tego dnia (UTC). Bez daty wygasa {count} dni po wysłaniu.',
  'send.expiresOnHint.many':
    'Opcjonalnie. Prośba wygasa z końcem tego dnia (UTC). Bez daty wygasa {count} dni po wysłaniu.',
  'send.expiresOnHint.other':
    'Opcjonalnie. Prośba wygasa z końcem tego dnia (UTC). Bez daty wygasa {count} dnia po wysłaniu.',
  'send.expiresInvalid': 'Proszę podać datę wygaśnięcia w formacie daty, np. 2027-01-31.',
  'send.expiresPast': 'Data wygaśnięcia jest w przeszłości. Proszę wybrać dzisiejszy lub późniejszy dzień.',
  'send.expiresTooFar.one': 'Proszę wybrać datę wygaśnięcia najwyżej {count} dzień od dziś.',
  'send.expiresTooFar.few': 'Proszę wybrać datę wygaśnięcia najwyżej {count} dni od dziś.',
  'send.expiresTooFar.many': 'Proszę wybrać datę wygaśnięcia najwyżej {count} dni od dziś.',
  'send.expiresTooFar.other': 'Proszę wybrać datę wygaśnięcia najwyżej {count} dnia od dziś.',
  'send.preview': 'Podgląd PDF',
  'send.previewHint': 'Otwiera wypełniony dokument w nowej karcie; nic nie zostanie wysłane.',
  'send.submit': 'Wyślij do podpisu',
  'send.otherTemplate': 'Wybierz inny szablon',
  'send.blankName': 'Proszę podać imię i nazwisko podpisującego.',
  'send.nameNotOneLine':
    'Imię i nazwisko należy wpisać w jednym wierszu, bez tabulatorów i innych znaków sterujących.',
  'send.badEmail': 'Proszę podać adres e-mail, np. imie@example.com.',
  'send.tooLong.one': 'Można użyć najwyżej {count} znaku.',
  'send.tooLong.few': 'Można użyć najwyżej {count} znaków.',
  'send.tooLong.many': 'Można użyć najwyżej {count} znaków.',
  'send.tooLong.other': 'Można użyć najwyżej {count} znaku.',
  'send.limitReached':
    'Przestrzeń robocza wykorzystała w tym miesiącu {used} z {limit} próśb o podpis, więc nic nie zostało wysłane. Limit odnawia się {reset}.',
  'send.planMissing':
    'Plan przestrzeni roboczej nie obejmuje podpisów elektronicznych, więc nic nie zostało wysłane. Prosimy zwrócić się do osoby zarządzającej Countersign w firmie o zmianę planu.',
  'send.templateGone': 'Ten szablon nie jest już opublikowany. Proszę wybrać inny.',
  'send.invalidValue': '{label}: {reason}.',
  'send.duplicateTitle': 'Przed chwilą wysłano do tych samych podpisujących',
  'send.duplicateWarning':
    '„{template}” został wysłany do tych samych podpisujących mniej niż 10 minut temu: {link}. Ponowne wysłanie utworzy drugą prośbę i ponownie wykorzysta limit.',
  'send.duplicateLink': 'prośba wysłana {time}',
  'send.sendAnyway': 'Wyślij mimo to',
  'send.sendAnywayHint':
    'Jeśli druga prośba jest zamierzona, należy to zaznaczyć i ponownie wysłać formularz.',
  'send.ccLegend': 'Kopie',
  'send.cc': 'Do wiadomości (DW)',
  'send.ccHint.one':
    'Opcjonalnie, najwyżej {count} osoba. Po jednej w wierszu: adres e-mail, a po nim opcjonalnie przecinek i imię i nazwisko. Osoby te nie podpisują: otrzymują podpisany dokument lub informację o innym zakończeniu prośby.',
  'send.ccHint.few':
    'Opcjonalnie, najwyżej {count} osoby. Po jednej w wierszu: adres e-mail, a po nim opcjonalnie przecinek i imię i nazwisko. Osoby te nie podpisują: otrzymują podpisany dokument lub informację o innym zakończeniu prośby.',
  'send.ccHint.many':
    'Opcjonalnie, najwyżej {count} osób. Po jednej w wierszu: adres e-mail, a po nim opcjonalnie przecinek i imię i nazwisko. Osoby te nie podpisują: otrzymują podpisany dokument lub informację o innym zakończeniu prośby.',
  'send.ccHint.other':
    'Opcjonalnie, najwyżej {count} osoby. Po jednej w wierszu: adres e-mail, a po nim opcjonalnie przecinek i imię i nazwisko. Osoby te nie podpisują: otrzymują podpisany dokument lub informację o innym zakończeniu prośby.',
  'send.ccTooMany.one': 'Do wiadomości można dodać najwyżej {count} osobę.',
  'send.ccTooMany.few': 'Do wiadomości można dodać najwyżej {count} osoby.',
  'send.ccTooMany.many': 'Do wiadomości można dodać najwyżej {count} osób.',
  'send.ccTooMany.other': 'Do wiadomości można dodać najwyżej {count} osoby.',
  'send.ccBadEmail': 'Wiersz {line}: „{text}” nie jest adresem e-mail w postaci np. imie@example.com.',
  'send.ccSigner':
    'Wiersz {line}: {email} podpisuje tę prośbę, a podpisujący otrzymują już wszystkie powiadomienia.',
  'send.ccTwice': 'Wiersz {line}: {email} występuje dwukrotnie.',
  'send.ccNameTooLong': 'Wiersz {line}: imię i nazwisko może mieć najwyżej {count} znaków.',
  'send.ccNameNotOneLine':
    'Wiersz {line}: imię i nazwisko należy wpisać bez tabulatorów i innych znaków sterujących.',
  'bulk.link': 'Wyślij do wielu',
  'bulk.linkHint': 'Wysyłka tego szablonu do maksymalnie 1000 osób naraz z arkusza kalkulacyjnego (CSV).',
  'bulk.back': 'Wyślij „{template}” do jednej osoby',
  'bulk.title': 'Wyślij „{template}” do wielu osób',
  'bulk.intro':
    'Należy wypełnić arkusz kalkulacyjny, po jednym wierszu na prośbę, zapisać go jako CSV i przesłać. Każdy wiersz jest sprawdzany, zanim cokolwiek zostanie wysłane.',
  'bulk.step1': '1. Pobierz kolumny',
  'bulk.columnsHint':
    'Plik zawiera kolumnę imienia i nazwiska oraz kolumnę adresu e-mail dla każdego podpisującego, a następnie po jednej kolumnie dla każdej danej dokumentu, nazwanej jej kluczem. Kolejne kolumny są opcjonalne: pominięte lub puste oznaczają wysłanie tak jak z formularza pozostawionego bez zmian:',
  'bulk.columnHeading': 'Kolumna',
  'bulk.meaningHeading': 'Zawartość',
  'bulk.signerName': 'Imię i nazwisko podpisującego w roli {role}',
  'bulk.signerEmail': 'Adres e-mail podpisującego w roli {role}',
  'bulk.required': 'wymagane',
  'bulk.optional': 'opcjonalne',
  'bulk.type.text': 'tekst',
  'bulk.type.number': 'liczba, np. 1200.50',
  'bulk.type.date': 'data, np. 2027-01-31',
  'bulk.type.email': 'adres e-mail',
  'bulk.type.checkbox':
    '1, yes lub true, aby zaznaczyć; puste, 0, no lub false, aby pozostawić niezaznaczone',
  'bulk.type.select': 'jedna z wartości: {options}',
  'bulk.type.multiple': 'dowolne z wartości: {options}, rozdzielone znakiem |, np. {example}',
  'bulk.download': 'Pobierz nagłówek CSV',
  'bulk.step2': '2. Prześlij wypełniony plik',
  'bulk.file': 'Plik CSV',
  'bulk.fileHint':
    'Do {count} wierszy i {size}, UTF-8, wartości rozdzielone przecinkami lub średnikami. Wiersze są numerowane tak jak w arkuszu kalkulacyjnym: nagłówek to wiersz 1.',
  'bulk.check': 'Sprawdź plik',
  'bulk.checkHint':
    'Nic nie zostanie jeszcze wysłane: najpierw wyświetlany jest wynik sprawdzenia każdego wiersza.',
  'bulk.noFile': 'Proszę wybrać plik CSV do przesłania.',
  'bulk.empty': 'Plik jest pusty.',
  'bulk.tooLarge': 'Plik jest większy niż {size}. Należy podzielić go na mniejsze pliki.',
  'bulk.notText': 'Plik nie jest tekstem UTF-8. Należy zapisać go z arkusza kalkulacyjnego jako „CSV UTF-8”.',
  'bulk.unreadable':
    'Nie udało się odczytać pliku jako CSV w okolicy wiersza {line}. Należy sprawdzić, czy każdy cudzysłów jest zamknięty.',
  'bulk.missingColumns': 'W pliku brakuje kolumny {columns}. Należy zacząć od pobranego nagłówka.',
  'bulk.unknownColumns': 'Ten szablon nie ma kolumny {columns}. Należy ją usunąć lub poprawić jej nagłówek.',
  'bulk.untitledColumn': 'kolumna {n} (bez nagłówka)',
  'bulk.repeatedColumns': 'Te kolumny występują więcej niż raz: {columns}.',
  'bulk.noRows': 'Plik ma nagłówek, ale nie zawiera wierszy do wysłania.',
  'bulk.tooManyRows':
    'Plik ma {rows} wierszy; dozwolone jest najwyżej {max}. Należy podzielić go na mniejsze pliki.',
  'bulk.overAllowance':
    'Ten plik wysłałby {count} próśb, ale przestrzeni roboczej pozostało w tym miesiącu {remaining} z {limit} próśb o podpis, więc nic nie zostało wysłane. Limit odnawia się {reset}.',
  'bulk.cellProblem': '{column}: {problem}',
  'bulk.extraCells.one': 'Wiersz ma {count} komórkę poza kolumnami nagłówka.',
  'bulk.extraCells.few': 'Wiersz ma {count} komórki poza kolumnami nagłówka.',
  'bulk.extraCells.many': 'Wiersz ma {count} komórek poza kolumnami nagłówka.',
  'bulk.extraCells.other': 'Wiersz ma {count} komórki poza kolumnami nagłówka.',
  'bulk.previewTitle': 'Sprawdzenie „{template}” przed wysłaniem',
  'bulk.fileRows.one': '{file}: {count} wiersz.',
  'bulk.fileRows.few': '{file}: {count} wiersze.',
  'bulk.fileRows.many': '{file}: {count} wierszy.',
  'bulk.fileRows.other': '{file}: {count} wiersza.',
  'bulk.countReady': 'Gotowe do wysłania',
  'bulk.countInvalid': 'Z problemami, niewysłane',
  'bulk.countAlready': 'Wysłane wcześniej, niewysyłane ponownie',
  'bulk.countFailed': 'Nie udało się wysłać',
  'bulk.problemsTitle': 'Wiersze z problemami',
  'bulk.problemsHint':
    'Te wiersze nie zostaną wysłane. Należy je poprawić i ponownie przesłać plik: wiersze wysłane wcześniej nie są wysyłane drugi raz, więc zostaną wysłane tylko poprawione wiersze.',
  'bulk.rowHeading': 'Wiersz',
  'bulk.signersHeading': 'Podpisujący',
  'bulk.problemsHeading': 'Problemy',
  'bulk.resultHeading': 'Wynik',
  'bulk.readyTitle': 'Wiersze do wysłania',
  'bulk.alreadyTitle': 'Wiersze wysłane wcześniej',
  'bulk.send.one': 'Wyślij {count} prośbę',
  'bulk.send.few': 'Wyślij {count} prośby',
  'bulk.send.many': 'Wyślij {count} próśb',
  'bulk.send.other': 'Wyślij {count} prośby',
  'bulk.sendHint':
    'Każdy wiersz staje się jedną prośbą i wykorzystuje jedną z miesięcznego limitu próśb o podpis. Ponowne wysłanie tego samego pliku w przyszłości niczego nie wyśle drugi raz.',
  'bulk.nothingToSend': 'W tym pliku nie pozostało nic do wysłania.',
  'bulk.otherFile': 'Prześlij inny plik',
  'bulk.resultTitle': '„{template}” wysłany do wielu osób',
  'bulk.resultSent': 'Wysłano',
  'bulk.resultAlready': 'Wysłano wcześniej',
  'bulk.resultFailed': 'Nie wysłano',
  'bulk.open': 'Otwórz',
  'bulk.requestOfRow': 'prośba z wiersza {row}',
  'bulk.erased': 'Jej prośba została od tego czasu usunięta.',
  'bulk.limitRanOut': 'Miesięczny limit wyczerpał się przed tym wierszem.',
  'bulk.rowError':
    'Nie udało się wysłać tego wiersza. Aby ponowić próbę, należy wysłać ten sam plik ponownie.',
  'bulk.toRequests': 'Przejdź do próśb',
  'bulk.signerLanguage':
    'Opcjonalnie: język wiadomości e-mail i stron podpisu podpisującego w roli {role}, jeden z: {languages}. Puste: język nadawcy.',
  'bulk.signerEmailCode':
    'Opcjonalnie: yes, aby strona podpisu wysłała podpisującemu w roli {role} e-mailem kod do wpisania przed podpisaniem (nie razem z kodem dostępu). Puste: bez kodu.',
  'bulk.emailCodeCell':
    'Należy wpisać yes lub pozostawić puste; jeden podpisujący nie może mieć jednocześnie kodu dostępu i kodu wysyłanego e-mailem.',
  'bulk.signerAccessCode':
    'Opcjonalnie: kod o długości od {min} do {max} znaków, który podpisujący w roli {role} wpisuje przed podpisaniem; należy przekazać go samodzielnie. Puste: bez kodu.',
  'bulk.ccColumn.one':
    'Opcjonalnie: najwyżej {count} osoba do wiadomości prośby, w postaci „e-mail, imię i nazwisko” (imię i nazwisko można pominąć). Otrzymuje informację o wyniku, nie link do podpisu.',
  'bulk.ccColumn.few':
    'Opcjonalnie: najwyżej {count} osoby do wiadomości prośby, każda w postaci „e-mail, imię i nazwisko” (imię i nazwisko można pominąć), rozdzielone średnikami. Otrzymują informację o wyniku, nie link do podpisu.',
  'bulk.ccColumn.many':
    'Opcjonalnie: najwyżej {count} osób do wiadomości prośby, każda w postaci „e-mail, imię i nazwisko” (imię i nazwisko można pominąć), rozdzielone średnikami. Otrzymują informację o wyniku, nie link do podpisu.',
  'bulk.ccColumn.other':
    'Opcjonalnie: najwyżej {count} osoby do wiadomości prośby, każda w postaci „e-mail, imię i nazwisko” (imię i nazwisko można pominąć), rozdzielone średnikami. Otrzymują informację o wyniku, nie link do podpisu.',
  'bulk.expiresColumn':
    'Opcjonalnie: dzień wygaśnięcia prośby (z jego końcem, UTC), np. 2027-01-31. Puste: zwykły okres ważności prośby.',
  'bulk.repeatedRow': 'Ten wiersz jest taki sam jak wiersz {row}: zostanie wysłany raz.',
  'bulk.countRecent': 'Przed chwilą wysłano do tych samych osób',
  'bulk.recentTitle': 'Wiersze wysłane przed chwilą do tych samych podpisujących',
  'bulk.recentHint':
    'Podpisujący z tych wierszy otrzymali ten szablon mniej niż 10 minut temu, z innego pliku lub innej wysyłki (np. z wiersza poprawionego w międzyczasie). Nie zostaną wysłane, chyba że zdecydują Państwo wysłać je mimo to: każdy utworzyłby drugą prośbę i ponownie wykorzystał limit.',
  'bulk.sendAnyway.one': 'Wyślij {count} prośbę, łącznie z powtórzeniami',
  'bulk.sendAnyway.few': 'Wyślij {count} prośby, łącznie z powtórzeniami',
  'bulk.sendAnyway.many': 'Wyślij {count} próśb, łącznie z powtórzeniami',
  'bulk.sendAnyway.other': 'Wyślij {count} prośby, łącznie z powtórzeniami',
  'bulk.resultRecent': 'Powtórzenie',
  'bulk.recentOf': 'Ci sami podpisujący otrzymali: {link}.',
});
