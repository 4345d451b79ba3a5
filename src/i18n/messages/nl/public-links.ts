// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} vraagt u “{document}” in te vullen en te ondertekenen.',
  'publicLink.hint':
    'Vul uw naam en e-mailadres in om te beginnen. Uw ondertekende exemplaar wordt naar dat adres gestuurd.',
  'publicLink.verifyHint': 'We e-mailen u een code om het adres te bevestigen voordat u ondertekent.',
  'publicLink.nextHeading': 'Na u',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Uw volledige naam',
  'publicLink.email': 'Uw e-mailadres',
  'publicLink.start': 'Doorgaan',
  'publicLink.working': 'Deze browser wordt gecontroleerd, een ogenblik…',
  'publicLink.noscript':
    'Voor dit formulier is JavaScript nodig: uw browser voert een korte berekening uit die geautomatiseerde aanmeldingen tegenhoudt.',
  'publicLink.problems': 'Controleer het formulier:',
  'publicLink.error.name': 'Vul uw naam in.',
  'publicLink.error.email': 'Vul een e-mailadres in, zoals naam@example.com.',
  'publicLink.error.proof':
    'De controle van uw browser is niet aangekomen of was te oud. Verstuur het formulier opnieuw.',
  'publicLink.limited.title': 'Te veel ondertekeningen gestart',
  'publicLink.limited.lead':
    'Dit formulier is vandaag te vaak gestart, vanaf deze verbinding of in totaal. Probeer het morgen opnieuw.',
  'publicLink.unavailable.title': 'Dit formulier is niet beschikbaar',
  'publicLink.unavailable.lead':
    'De link is mogelijk uitgeschakeld of verkeerd getypt, of het formulier kan op dit moment geen nieuwe ondertekeningen aannemen. Neem contact op met degene die u de link heeft gegeven.',

  'publicLink.app.action': 'Openbare link',
  'publicLink.app.actionLabel': 'Openbare link van {name}',
  'publicLink.app.title': 'Openbare link: {name}',
  'publicLink.app.lead':
    'Iedereen met de link ondertekent dit sjabloon als {role}: men vult naam en e-mailadres in en ondertekent. Het verzoek gaat daarna naar de personen die u hier opgeeft, en telt mee voor uw maandelijkse tegoed.',
  'publicLink.app.on':
    'De link is ingeschakeld. Deel hem waar de personen die moeten ondertekenen hem vinden.',
  'publicLink.app.off': 'De link is uitgeschakeld.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Wie volgt als {role}',
  'publicLink.app.personName': 'Naam',
  'publicLink.app.personEmail': 'E-mailadres',
  'publicLink.app.verify': 'Vóór het ondertekenen een code per e-mail vragen (aanbevolen)',
  'publicLink.app.turnOn': 'De link inschakelen',
  'publicLink.app.save': 'Wijzigingen opslaan',
  'publicLink.app.turnOff': 'De link uitschakelen',
  'publicLink.app.turnedOn': 'De link is ingeschakeld.',
  'publicLink.app.turnedOff': 'De link is uitgeschakeld: het adres werkt niet meer.',
  'publicLink.app.ownersOnly':
    'Alleen een eigenaar van de werkruimte mag de openbare link van een sjabloon in- of uitschakelen.',
  'publicLink.app.notPublished': 'Een openbare link is bedoeld voor een gepubliceerd sjabloon.',
  'publicLink.app.nameMissing': 'Vul de naam in.',
  'publicLink.app.emailMissing': 'Vul een e-mailadres in, zoals naam@example.com.',
});
