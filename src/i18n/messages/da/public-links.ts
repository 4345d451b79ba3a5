// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} beder dig om at udfylde og underskrive »{document}«.',
  'publicLink.hint':
    'Angiv dit navn og din e-mailadresse for at begynde. Dit underskrevne eksemplar sendes til den adresse.',
  'publicLink.verifyHint': 'Vi sender dig en kode på e-mail for at bekræfte adressen, før du underskriver.',
  'publicLink.nextHeading': 'Efter dig',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Dit fulde navn',
  'publicLink.email': 'Din e-mailadresse',
  'publicLink.start': 'Fortsæt',
  'publicLink.working': 'Kontrollerer denne browser, et øjeblik…',
  'publicLink.noscript':
    'Denne formular kræver JavaScript: din browser udfører en kort beregning, der holder automatiske tilmeldinger ude.',
  'publicLink.problems': 'Kontrollér formularen:',
  'publicLink.error.name': 'Indtast dit navn.',
  'publicLink.error.email': 'Indtast en e-mailadresse, f.eks. navn@example.com.',
  'publicLink.error.proof':
    'Din browsers kontrol nåede ikke frem eller var for gammel. Send formularen igen.',
  'publicLink.limited.title': 'For mange påbegyndte underskrifter',
  'publicLink.limited.lead':
    'Denne formular er påbegyndt for mange gange i dag, fra denne forbindelse eller i alt. Prøv igen i morgen.',
  'publicLink.unavailable.title': 'Denne formular er ikke tilgængelig',
  'publicLink.unavailable.lead':
    'Linket er muligvis slået fra eller skrevet forkert, eller formularen kan ikke modtage nye underskrifter lige nu. Kontakt den, der gav dig linket.',

  'publicLink.app.action': 'Offentligt link',
  'publicLink.app.actionLabel': 'Offentligt link til {name}',
  'publicLink.app.title': 'Offentligt link: {name}',
  'publicLink.app.lead':
    'Alle med linket underskriver denne skabelon som {role}: de angiver navn og e-mailadresse og underskriver. Anmodningen går derefter videre til de personer, du angiver her, og tæller med i din månedlige kvote.',
  'publicLink.app.on':
    'Linket er slået til. Del det der, hvor de personer, der skal underskrive, kan finde det.',
  'publicLink.app.off': 'Linket er slået fra.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Hvem der følger som {role}',
  'publicLink.app.personName': 'Navn',
  'publicLink.app.personEmail': 'E-mailadresse',
  'publicLink.app.verify': 'Kræv en kode sendt på e-mail, før de underskriver (anbefales)',
  'publicLink.app.turnOn': 'Slå linket til',
  'publicLink.app.save': 'Gem ændringer',
  'publicLink.app.turnOff': 'Slå linket fra',
  'publicLink.app.turnedOn': 'Linket er slået til.',
  'publicLink.app.turnedOff': 'Linket er slået fra: adressen virker ikke længere.',
  'publicLink.app.ownersOnly':
    'Kun en ejer af arbejdsområdet må slå en skabelons offentlige link til eller fra.',
  'publicLink.app.notPublished': 'Et offentligt link er til en udgivet skabelon.',
  'publicLink.app.nameMissing': 'Indtast navnet.',
  'publicLink.app.emailMissing': 'Indtast en e-mailadresse, f.eks. navn@example.com.',
});
