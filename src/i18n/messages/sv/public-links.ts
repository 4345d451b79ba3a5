// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} ber dig att fylla i och signera ”{document}”.',
  'publicLink.hint':
    'Ange ditt namn och din e-postadress för att börja. Ditt signerade exemplar skickas till den adressen.',
  'publicLink.verifyHint':
    'Vi skickar en kod till dig via e-post för att bekräfta adressen innan du signerar.',
  'publicLink.nextHeading': 'Efter dig',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Ditt fullständiga namn',
  'publicLink.email': 'Din e-postadress',
  'publicLink.start': 'Fortsätt',
  'publicLink.working': 'Kontrollerar webbläsaren, ett ögonblick…',
  'publicLink.noscript':
    'Formuläret kräver JavaScript: din webbläsare gör en kort beräkning som håller automatiserade registreringar borta.',
  'publicLink.problems': 'Kontrollera formuläret:',
  'publicLink.error.name': 'Ange ditt namn.',
  'publicLink.error.email': 'Ange en e-postadress, till exempel namn@example.com.',
  'publicLink.error.proof':
    'Webbläsarens kontroll kom inte fram eller var för gammal. Skicka formuläret igen.',
  'publicLink.limited.title': 'För många påbörjade signeringar',
  'publicLink.limited.lead':
    'Formuläret har påbörjats för många gånger i dag, från den här anslutningen eller totalt. Försök igen i morgon.',
  'publicLink.unavailable.title': 'Formuläret är inte tillgängligt',
  'publicLink.unavailable.lead':
    'Länken kan ha stängts av eller skrivits fel, eller så kan formuläret inte ta emot nya signeringar just nu. Kontakta den som gav dig länken.',

  'publicLink.app.action': 'Offentlig länk',
  'publicLink.app.actionLabel': 'Offentlig länk för {name}',
  'publicLink.app.title': 'Offentlig länk: {name}',
  'publicLink.app.lead':
    'Alla som har länken signerar den här mallen som {role}: de anger namn och e-postadress och signerar. Begäran går sedan vidare till de personer du anger här och räknas mot din månadskvot.',
  'publicLink.app.on': 'Länken är aktiverad. Dela den där de som ska signera hittar den.',
  'publicLink.app.off': 'Länken är avaktiverad.',
  'publicLink.app.url': 'Länk',
  'publicLink.app.people': 'Vem som följer som {role}',
  'publicLink.app.personName': 'Namn',
  'publicLink.app.personEmail': 'E-postadress',
  'publicLink.app.verify': 'Kräv en kod via e-post innan de signerar (rekommenderas)',
  'publicLink.app.turnOn': 'Aktivera länken',
  'publicLink.app.save': 'Spara ändringarna',
  'publicLink.app.turnOff': 'Avaktivera länken',
  'publicLink.app.turnedOn': 'Länken är aktiverad.',
  'publicLink.app.turnedOff': 'Länken är avaktiverad: adressen fungerar inte längre.',
  'publicLink.app.ownersOnly':
    'Endast en ägare av arbetsytan får aktivera eller avaktivera en malls offentliga länk.',
  'publicLink.app.notPublished': 'En offentlig länk är avsedd för en publicerad mall.',
  'publicLink.app.nameMissing': 'Ange namnet.',
  'publicLink.app.emailMissing': 'Ange en e-postadress, till exempel namn@example.com.',
});
