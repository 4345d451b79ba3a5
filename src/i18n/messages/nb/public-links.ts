// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/public-links.ts.
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} ber deg fylle ut og signere «{document}».',
  'publicLink.hint':
    'Oppgi navn og e-postadresse for å begynne. Det signerte eksemplaret ditt sendes til den adressen.',
  'publicLink.verifyHint': 'Vi sender deg en kode på e-post for å bekrefte adressen før du signerer.',
  'publicLink.nextHeading': 'Etter deg',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Fullt navn',
  'publicLink.email': 'E-postadressen din',
  'publicLink.start': 'Fortsett',
  'publicLink.working': 'Kontrollerer denne nettleseren, et øyeblikk …',
  'publicLink.noscript':
    'Dette skjemaet krever JavaScript: nettleseren din gjør en kort beregning som holder automatiserte registreringer ute.',
  'publicLink.problems': 'Kontroller skjemaet:',
  'publicLink.error.name': 'Skriv inn navnet ditt.',
  'publicLink.error.email': 'Skriv inn en e-postadresse, for eksempel navn@example.com.',
  'publicLink.error.proof':
    'Kontrollen fra nettleseren din kom ikke fram, eller var for gammel. Send skjemaet på nytt.',
  'publicLink.limited.title': 'For mange signeringer er startet',
  'publicLink.limited.lead':
    'Dette skjemaet er startet for mange ganger i dag, fra denne tilkoblingen eller totalt. Prøv igjen i morgen.',
  'publicLink.unavailable.title': 'Dette skjemaet er ikke tilgjengelig',
  'publicLink.unavailable.lead':
    'Lenken kan være slått av eller skrevet feil, eller skjemaet kan ikke ta imot nye signeringer akkurat nå. Kontakt den som ga deg lenken.',

  'publicLink.app.action': 'Offentlig lenke',
  'publicLink.app.actionLabel': 'Offentlig lenke for {name}',
  'publicLink.app.title': 'Offentlig lenke: {name}',
  'publicLink.app.lead':
    'Alle som har lenken, signerer denne malen som {role}: de oppgir navn og e-postadresse og signerer. Forespørselen går deretter videre til personene du angir her, og trekkes fra den månedlige kvoten din.',
  'publicLink.app.on': 'Lenken er på. Del den der personene som skal signere, finner den.',
  'publicLink.app.off': 'Lenken er av.',
  'publicLink.app.url': 'Lenke',
  'publicLink.app.people': 'Hvem som følger som {role}',
  'publicLink.app.personName': 'Navn',
  'publicLink.app.personEmail': 'E-postadresse',
  'publicLink.app.verify': 'Krev en kode sendt på e-post før de signerer (anbefalt)',
  'publicLink.app.turnOn': 'Slå på lenken',
  'publicLink.app.save': 'Lagre endringene',
  'publicLink.app.turnOff': 'Slå av lenken',
  'publicLink.app.turnedOn': 'Lenken er på.',
  'publicLink.app.turnedOff': 'Lenken er av: adressen fungerer ikke lenger.',
  'publicLink.app.ownersOnly': 'Bare en eier av arbeidsområdet kan slå en mals offentlige lenke av eller på.',
  'publicLink.app.notPublished': 'En offentlig lenke er for en publisert mal.',
  'publicLink.app.nameMissing': 'Skriv inn navnet.',
  'publicLink.app.emailMissing': 'Skriv inn en e-postadresse, for eksempel navn@example.com.',
});
