// Deutsch, the send pages. Keys and {placeholders} as in ../en/app-send.ts.
import type { appSend as en } from '../en/app-send.ts';

export const appSend: Record<keyof typeof en, string> = {
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
};
