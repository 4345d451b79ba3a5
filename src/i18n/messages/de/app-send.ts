// Deutsch, the send pages. Keys and {placeholders} as in ../en/app-send.ts.
import type { appSend as en } from '../en/app-send.ts';

export const appSend = (): Record<keyof typeof en, string> => ({
  'send.title': 'Dokument senden',
  'send.choose': 'Wählen Sie eine veröffentlichte Vorlage',
  'send.noTemplates':
    'Es gibt noch keine veröffentlichte Vorlage. Erstellen und veröffentlichen Sie eine (oder beides über die API) und senden Sie sie dann von hier.',
  'send.toTemplates': 'Zu den Vorlagen',
  'send.formTitle': '„{template}“ senden',
  'send.signers': 'Unterzeichnende',
  'send.signersHint': 'Die Unterzeichnenden unterschreiben nacheinander, in dieser Reihenfolge.',
  'send.roleLegend': '{n}. {role}',
  'send.name': 'Vollständiger Name',
  'send.email': 'E-Mail-Adresse',
  'send.locale': 'Sprache',
  'send.localeHint': 'In dieser Sprache sind die Signaturseiten und E-Mails verfasst.',
  'send.localeInvalid': 'Wählen Sie eine der angebotenen Sprachen.',
  'send.summaryName': '{role}, vollständiger Name',
  'send.summaryEmail': '{role}, E-Mail-Adresse',
  'send.summaryLocale': '{role}, Sprache',
  // Identitätsprüfung (Issue 24)
  'send.verification': 'Bevor sich das Dokument öffnet',
  'send.verificationNone': 'Kein Code',
  'send.verificationNoneHint': 'Der Unterschriftslink allein öffnet das Dokument.',
  'send.verificationAccessCode': 'Ein Zugangscode, den Sie ihnen geben',
  'send.verificationAccessCodeHint':
    'Teilen Sie den Code selbst mit, nicht per E-Mail (zum Beispiel am Telefon). Er wird nie wieder angezeigt.',
  'send.accessCode': 'Zugangscode',
  'send.accessCodeHint': 'Nur mit Zugangscode: 4 bis 64 Zeichen.',
  'send.accessCodeLength': 'Der Zugangscode muss {min} bis {max} Zeichen haben.',
  'send.verificationEmailCode': 'Ein Code per E-Mail',
  'send.verificationEmailCodeHint':
    'Die Unterschriftsseite sendet einen 6-stelligen Code an ihre Adresse, bevor sich das Dokument öffnet.',
  'send.summaryAccessCode': '{role}, Zugangscode',
  'send.details': 'Angaben für das Dokument',
  'send.detailsHint': 'Diese Angaben werden vor dem Senden in das Dokument eingefügt.',
  'send.selectPrompt': 'Auswählen …',
  'send.messageLegend': 'Nachricht und E-Mail',
  'send.message': 'Nachricht an die Unterzeichnenden',
  'send.messageHint': 'Optional. Steht in der E-Mail, mit der jede unterzeichnende Person eingeladen wird.',
  'send.sendEmail': 'Die Unterzeichnenden per E-Mail einladen',
  'send.sendEmailHint':
    'Entfernen Sie das Häkchen, um die Signaturlinks selbst weiterzugeben; sie stehen auf der Seite der Anfrage.',
  'send.expiryLegend': 'Ablauf',
  'send.expiresOn': 'Ablaufdatum',
  'send.expiresOnHint.one':
    'Optional. Die Anfrage läuft am Ende dieses Tages (UTC) ab. Ohne Datum läuft sie {count} Tag nach dem Senden ab.',
  'send.expiresOnHint.other':
    'Optional. Die Anfrage läuft am Ende dieses Tages (UTC) ab. Ohne Datum läuft sie {count} Tage nach dem Senden ab.',
  'send.expiresInvalid': 'Geben Sie das Ablaufdatum als Datum ein, etwa 2027-01-31.',
  'send.expiresPast': 'Das Ablaufdatum liegt in der Vergangenheit. Wählen Sie heute oder einen späteren Tag.',
  'send.expiresTooFar.one': 'Wählen Sie ein Ablaufdatum höchstens {count} Tag ab jetzt.',
  'send.expiresTooFar.other': 'Wählen Sie ein Ablaufdatum höchstens {count} Tage ab jetzt.',
  'send.preview': 'PDF-Vorschau',
  'send.previewHint': 'Öffnet das ausgefüllte Dokument in einem neuen Tab; nichts wird gesendet.',
  'send.submit': 'Zur Signatur senden',
  'send.otherTemplate': 'Andere Vorlage wählen',
  'send.blankName': 'Geben Sie den Namen der unterzeichnenden Person ein.',
  'send.nameNotOneLine': 'Schreiben Sie den Namen in eine Zeile, ohne Tabulatoren oder andere Steuerzeichen.',
  'send.badEmail': 'Geben Sie eine E-Mail-Adresse ein, etwa name@example.com.',
  'send.tooLong.one': 'Verwenden Sie höchstens {count} Zeichen.',
  'send.tooLong.other': 'Verwenden Sie höchstens {count} Zeichen.',
  'send.limitReached':
    'Ihr Arbeitsbereich hat in diesem Monat {used} von {limit} Signaturanfragen verbraucht, daher wurde nichts gesendet. Das Kontingent erneuert sich am {reset}.',
  'send.planMissing':
    'Der Tarif Ihres Arbeitsbereichs enthält keine E-Signaturen, daher wurde nichts gesendet. Bitten Sie die Person, die Countersign in Ihrem Unternehmen betreut, den Tarif zu ändern.',
  'send.templateGone': 'Diese Vorlage ist nicht mehr veröffentlicht. Wählen Sie eine andere.',
  'send.invalidValue': '{label} {reason}.',
  'send.duplicateTitle': 'Vor Kurzem an dieselben Unterzeichnenden gesendet',
  'send.duplicateWarning':
    '„{template}“ wurde vor weniger als 10 Minuten an dieselben Unterzeichnenden gesendet: {link}. Ein erneutes Senden erstellt eine zweite Anfrage und verbraucht erneut Ihr Kontingent.',
  'send.duplicateLink': 'die am {time} gesendete Anfrage',
  'send.sendAnyway': 'Trotzdem senden',
  'send.sendAnywayHint':
    'Setzen Sie dieses Häkchen und senden Sie das Formular erneut, wenn die zweite Anfrage beabsichtigt ist.',
  'send.ccLegend': 'Kopien',
  'send.cc': 'Kopie an (CC)',
  'send.ccHint.one':
    'Optional, höchstens {count} Person. Eine pro Zeile: die E-Mail-Adresse, auf Wunsch dann ein Komma und der Name. Sie unterschreiben nichts: Sie erhalten das unterschriebene Dokument oder die Nachricht, dass die Anfrage anders endete.',
  'send.ccHint.other':
    'Optional, höchstens {count} Personen. Eine pro Zeile: die E-Mail-Adresse, auf Wunsch dann ein Komma und der Name. Sie unterschreiben nichts: Sie erhalten das unterschriebene Dokument oder die Nachricht, dass die Anfrage anders endete.',
  'send.ccTooMany.one': 'Setzen Sie höchstens {count} Person in Kopie.',
  'send.ccTooMany.other': 'Setzen Sie höchstens {count} Personen in Kopie.',
  'send.ccBadEmail': 'Zeile {line}: „{text}“ ist keine E-Mail-Adresse wie name@example.com.',
  'send.ccSigner':
    'Zeile {line}: {email} unterschreibt diese Anfrage und erhält als Unterzeichner ohnehin jede Nachricht.',
  'send.ccTwice': 'Zeile {line}: {email} steht zweimal in der Liste.',
  'send.ccNameTooLong': 'Zeile {line}: Verwenden Sie für den Namen höchstens {count} Zeichen.',
  'send.ccNameNotOneLine':
    'Zeile {line}: Schreiben Sie den Namen ohne Tabulatoren oder andere Steuerzeichen.',
  // Bulk send from a spreadsheet (issue 24, web/send/bulk).
  'bulk.link': 'An viele senden',
  'bulk.linkHint': 'Senden Sie diese Vorlage aus einer Tabelle (CSV) an bis zu 1.000 Personen auf einmal.',
  'bulk.back': '„{template}“ an eine Person senden',
  'bulk.title': '„{template}“ an viele senden',
  'bulk.intro':
    'Füllen Sie eine Tabelle mit einer Zeile pro Anfrage aus, speichern Sie sie als CSV und laden Sie sie hoch. Jede Zeile wird geprüft, bevor etwas gesendet wird.',
  'bulk.step1': '1. Spalten herunterladen',
  'bulk.columnsHint':
    'Die Datei hat für jede unterzeichnende Person eine Spalte für den Namen und eine für die E-Mail-Adresse, dann eine Spalte für jede Angabe im Dokument, benannt nach ihrem Schlüssel. Die Spalten danach sind freiwillig: Lassen Sie sie weg oder leer, um so zu senden wie mit dem unveränderten Sendeformular:',
  'bulk.columnHeading': 'Spalte',
  'bulk.meaningHeading': 'Was hineingehört',
  'bulk.signerName': 'Der Name der unterzeichnenden Person ({role})',
  'bulk.signerEmail': 'Die E-Mail-Adresse der unterzeichnenden Person ({role})',
  'bulk.required': 'Pflichtangabe',
  'bulk.optional': 'freiwillig',
  'bulk.type.text': 'Text',
  'bulk.type.number': 'eine Zahl, etwa 1200.50',
  'bulk.type.date': 'ein Datum, etwa 2027-01-31',
  'bulk.type.email': 'eine E-Mail-Adresse',
  'bulk.type.checkbox': '1, yes oder true zum Ankreuzen; leer, 0, no oder false für nicht angekreuzt',
  'bulk.type.select': 'eines von: {options}',
  'bulk.type.multiple': 'beliebige von: {options}, getrennt durch |, z. B. {example}',
  'bulk.download': 'CSV-Kopfzeile herunterladen',
  'bulk.step2': '2. Ausgefüllte Datei hochladen',
  'bulk.file': 'CSV-Datei',
  'bulk.fileHint':
    'Bis zu {count} Zeilen und {size}, UTF-8, durch Kommas oder Semikolons getrennt. Zeilennummern zählen wie in einer Tabellenkalkulation: Die Kopfzeile ist Zeile 1.',
  'bulk.check': 'Datei prüfen',
  'bulk.checkHint': 'Noch wird nichts gesendet: Zuerst sehen Sie jede Zeile geprüft.',
  'bulk.noFile': 'Wählen Sie die CSV-Datei zum Hochladen.',
  'bulk.empty': 'Die Datei ist leer.',
  'bulk.tooLarge': 'Die Datei ist größer als {size}. Teilen Sie sie in kleinere Dateien auf.',
  'bulk.notText':
    'Die Datei ist kein UTF-8-Text. Speichern Sie sie aus Ihrer Tabellenkalkulation als „CSV UTF-8“.',
  'bulk.unreadable':
    'Die Datei konnte um Zeile {line} nicht als CSV gelesen werden. Prüfen Sie, ob jedes Anführungszeichen geschlossen ist.',
  'bulk.missingColumns':
    'Der Datei fehlt die Spalte {columns}. Beginnen Sie mit der heruntergeladenen Kopfzeile.',
  'bulk.unknownColumns':
    'Diese Vorlage hat keine Spalte {columns}. Entfernen Sie sie oder korrigieren Sie ihre Überschrift.',
  'bulk.untitledColumn': 'Spalte {n} (ohne Überschrift)',
  'bulk.repeatedColumns': 'Diese Spalten kommen mehrfach vor: {columns}.',
  'bulk.noRows': 'Die Datei hat eine Kopfzeile, aber keine Zeilen zum Senden.',
  'bulk.tooManyRows':
    'Die Datei hat {rows} Zeilen; eine Datei darf höchstens {max} haben. Teilen Sie sie in kleinere Dateien auf.',
  'bulk.overAllowance':
    'Diese Datei würde {count} Anfragen senden, aber Ihrem Arbeitsbereich bleiben in diesem Monat {remaining} von {limit} Signaturanfragen, daher wurde nichts gesendet. Das Kontingent erneuert sich am {reset}.',
  'bulk.cellProblem': '{column}: {problem}',
  'bulk.extraCells.one': 'Die Zeile hat {count} Zelle außerhalb der Spalten der Kopfzeile.',
  'bulk.extraCells.other': 'Die Zeile hat {count} Zellen außerhalb der Spalten der Kopfzeile.',
  'bulk.previewTitle': '„{template}“ vor dem Senden prüfen',
  'bulk.fileRows.one': '{file}: {count} Zeile.',
  'bulk.fileRows.other': '{file}: {count} Zeilen.',
  'bulk.countReady': 'Bereit zum Senden',
  'bulk.countInvalid': 'Mit Problemen, nicht gesendet',
  'bulk.countAlready': 'Schon gesendet, nicht erneut gesendet',
  'bulk.countFailed': 'Konnten nicht gesendet werden',
  'bulk.problemsTitle': 'Zeilen mit Problemen',
  'bulk.problemsHint':
    'Diese Zeilen werden nicht gesendet. Korrigieren Sie sie und laden Sie die Datei erneut hoch: Bereits gesendete Zeilen werden nicht doppelt gesendet, also gehen nur die korrigierten Zeilen hinaus.',
  'bulk.rowHeading': 'Zeile',
  'bulk.signersHeading': 'Unterzeichnende',
  'bulk.problemsHeading': 'Probleme',
  'bulk.resultHeading': 'Ergebnis',
  'bulk.readyTitle': 'Zu sendende Zeilen',
  'bulk.alreadyTitle': 'Schon gesendete Zeilen',
  'bulk.send.one': '{count} Anfrage senden',
  'bulk.send.other': '{count} Anfragen senden',
  'bulk.sendHint':
    'Jede Zeile wird eine Anfrage und verbraucht eine der Signaturanfragen des Monats. Wer dieselbe Datei später erneut sendet, sendet nichts doppelt.',
  'bulk.nothingToSend': 'In dieser Datei ist nichts mehr zu senden.',
  'bulk.otherFile': 'Andere Datei hochladen',
  'bulk.resultTitle': '„{template}“ an viele gesendet',
  'bulk.resultSent': 'Gesendet',
  'bulk.resultAlready': 'Schon gesendet',
  'bulk.resultFailed': 'Nicht gesendet',
  'bulk.open': 'Öffnen',
  'bulk.requestOfRow': 'die Anfrage von Zeile {row}',
  'bulk.erased': 'Ihre Anfrage wurde inzwischen gelöscht.',
  'bulk.limitRanOut': 'Das Kontingent des Monats war vor dieser Zeile aufgebraucht.',
  'bulk.rowError':
    'Diese Zeile konnte nicht gesendet werden. Senden Sie dieselbe Datei erneut, um es noch einmal zu versuchen.',
  'bulk.toRequests': 'Zu den Anfragen',
  // Bulk send's optional columns and repeated rows (issue 31, web/send/bulk).
  'bulk.signerLanguage':
    'Freiwillig: die Sprache der E-Mails und Signierseiten der unterzeichnenden Person ({role}), eine von {languages}. Leer: Ihre.',
  'bulk.signerEmailCode':
    'Freiwillig: ja, damit die Signaturseite der unterzeichnenden Person ({role}) vor dem Unterschreiben einen Code per E-Mail sendet (nicht zusammen mit einem Zugangscode). Leer: kein Code.',
  'bulk.emailCodeCell':
    'Schreiben Sie ja oder lassen Sie die Zelle leer; ein Zugangscode und ein per E-Mail gesendeter Code gehen nicht beide an eine Person.',
  'bulk.signerAccessCode':
    'Freiwillig: ein Code mit {min} bis {max} Zeichen, den die unterzeichnende Person ({role}) vor dem Unterschreiben eingibt; teilen Sie ihn ihr selbst mit. Leer: kein Code.',
  'bulk.ccColumn.one':
    'Freiwillig: höchstens {count} Person in Kopie der Anfrage, als „E-Mail, Name“ (der Name darf fehlen). Sie erhält das Ergebnis, keinen Signierlink.',
  'bulk.ccColumn.other':
    'Freiwillig: höchstens {count} Personen in Kopie der Anfrage, jede als „E-Mail, Name“ (der Name darf fehlen), durch Semikolons getrennt. Sie erhalten das Ergebnis, keinen Signierlink.',
  'bulk.expiresColumn':
    'Freiwillig: der Tag, an dem die Anfrage abläuft (an seinem Ende, UTC), etwa 2027-01-31. Leer: die übliche Laufzeit einer Anfrage.',
  'bulk.repeatedRow': 'Diese Zeile gleicht Zeile {row}: Sie wird einmal gesendet.',
  'bulk.countRecent': 'Gerade erst an dieselben Personen gesendet',
  'bulk.recentTitle': 'Zeilen, die gerade erst an dieselben Unterzeichnenden gingen',
  'bulk.recentHint':
    'Die Unterzeichnenden dieser Zeilen haben diese Vorlage vor weniger als 10 Minuten erhalten, aus einer anderen Datei oder einem anderen Versand (etwa eine inzwischen korrigierte Zeile). Sie werden nur gesendet, wenn Sie sie trotzdem senden: Jede ergäbe eine zweite Anfrage und verbrauchte erneut Ihr Kontingent.',
  'bulk.sendAnyway.one': '{count} Anfrage senden, Wiederholungen eingeschlossen',
  'bulk.sendAnyway.other': '{count} Anfragen senden, Wiederholungen eingeschlossen',
  'bulk.resultRecent': 'Wiederholung',
  'bulk.recentOf': 'Dieselben Unterzeichnenden erhielten {link}.',
});
