// Der öffentliche Link einer Vorlage (Issue 45 Punkt 4).
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks: Record<keyof typeof en, string> = {
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
};
