// Der öffentliche Link einer Vorlage (Issue 45 Punkt 4).
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Record<keyof typeof en, string> => ({
  'publicLink.lead': '{workspace} bittet Sie, „{document}“ auszufüllen und zu unterschreiben.',
  'publicLink.hint':
    'Geben Sie zu Beginn Ihren Namen und Ihre E-Mail-Adresse an. Ihre unterschriebene Kopie wird an diese Adresse gesendet.',
  'publicLink.verifyHint':
    'Wir senden Ihnen einen Code per E-Mail, um die Adresse vor der Unterschrift zu bestätigen.',
  'publicLink.nextHeading': 'Nach Ihnen',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Ihr vollständiger Name',
  'publicLink.email': 'Ihre E-Mail-Adresse',
  'publicLink.start': 'Weiter',
  'publicLink.working': 'Dieser Browser wird geprüft, einen Moment …',
  'publicLink.noscript':
    'Dieses Formular benötigt JavaScript: Ihr Browser führt eine kurze Berechnung aus, die automatisierte Anmeldungen fernhält.',
  'publicLink.problems': 'Bitte prüfen Sie das Formular:',
  'publicLink.error.name': 'Geben Sie Ihren Namen ein.',
  'publicLink.error.email': 'Geben Sie eine E-Mail-Adresse ein, z. B. name@example.com.',
  'publicLink.error.proof':
    'Die Prüfung Ihres Browsers ist nicht angekommen oder war zu alt. Bitte senden Sie das Formular erneut.',
  'publicLink.limited.title': 'Zu viele Unterzeichnungen begonnen',
  'publicLink.limited.lead':
    'Dieses Formular wurde heute zu oft begonnen, über diese Verbindung oder insgesamt. Bitte versuchen Sie es morgen erneut.',
  'publicLink.unavailable.title': 'Dieses Formular ist nicht verfügbar',
  'publicLink.unavailable.lead':
    'Der Link wurde möglicherweise deaktiviert oder falsch eingegeben, oder das Formular nimmt gerade keine neuen Unterzeichnungen an. Bitte wenden Sie sich an die Person, die Ihnen den Link gegeben hat.',

  // The application: an owner turns a template’s link on and off.
  'publicLink.app.action': 'Öffentlicher Link',
  'publicLink.app.actionLabel': 'Öffentlicher Link von {name}',
  'publicLink.app.title': 'Öffentlicher Link: {name}',
  'publicLink.app.lead':
    'Wer den Link hat, unterschreibt diese Vorlage als {role}: Name und E-Mail-Adresse angeben und unterschreiben. Die Anfrage geht dann an die Personen, die Sie hier nennen, und zählt zu Ihrem monatlichen Kontingent.',
  'publicLink.app.on': 'Der Link ist aktiv. Teilen Sie ihn dort, wo ihn die Unterzeichnenden finden.',
  'publicLink.app.off': 'Der Link ist deaktiviert.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Wer danach als {role} folgt',
  'publicLink.app.personName': 'Name',
  'publicLink.app.personEmail': 'E-Mail-Adresse',
  'publicLink.app.verify': 'Vor der Unterschrift einen per E-Mail gesendeten Code verlangen (empfohlen)',
  'publicLink.app.turnOn': 'Link aktivieren',
  'publicLink.app.save': 'Änderungen speichern',
  'publicLink.app.turnOff': 'Link deaktivieren',
  'publicLink.app.turnedOn': 'Der Link ist aktiv.',
  'publicLink.app.turnedOff': 'Der Link ist deaktiviert: Seine Adresse funktioniert nicht mehr.',
  'publicLink.app.ownersOnly':
    'Nur Inhaber des Arbeitsbereichs können den öffentlichen Link einer Vorlage aktivieren oder deaktivieren.',
  'publicLink.app.notPublished': 'Ein öffentlicher Link ist nur für eine veröffentlichte Vorlage möglich.',
  'publicLink.app.nameMissing': 'Geben Sie den Namen ein.',
  'publicLink.app.emailMissing': 'Geben Sie eine E-Mail-Adresse ein, z. B. name@example.com.',
});
