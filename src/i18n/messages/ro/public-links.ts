// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/public-links.ts.
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} vă solicită să completați și să semnați „{document}”.',
  'publicLink.hint':
    'Introduceți numele și adresa de e-mail pentru a începe. Exemplarul semnat vă este trimis la acea adresă.',
  'publicLink.verifyHint': 'Vă trimitem prin e-mail un cod pentru a confirma adresa înainte de semnare.',
  'publicLink.nextHeading': 'După dumneavoastră',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Numele complet',
  'publicLink.email': 'Adresa de e-mail',
  'publicLink.start': 'Continuați',
  'publicLink.working': 'Se verifică acest browser, un moment…',
  'publicLink.noscript':
    'Acest formular necesită JavaScript: browserul dumneavoastră efectuează un scurt calcul care împiedică înregistrările automate.',
  'publicLink.problems': 'Vă rugăm să verificați formularul:',
  'publicLink.error.name': 'Introduceți numele.',
  'publicLink.error.email': 'Introduceți o adresă de e-mail, de exemplu nume@example.com.',
  'publicLink.error.proof':
    'Verificarea browserului dumneavoastră nu a sosit sau era prea veche. Vă rugăm să trimiteți din nou formularul.',
  'publicLink.limited.title': 'Prea multe semnări începute',
  'publicLink.limited.lead':
    'Acest formular a fost început de prea multe ori astăzi, de la această conexiune sau în total. Vă rugăm să încercați din nou mâine.',
  'publicLink.unavailable.title': 'Acest formular nu este disponibil',
  'publicLink.unavailable.lead':
    'Este posibil ca linkul să fi fost dezactivat sau scris greșit ori ca formularul să nu poată primi semnări noi în acest moment. Vă rugăm să contactați persoana care v-a dat linkul.',

  'publicLink.app.action': 'Link public',
  'publicLink.app.actionLabel': 'Linkul public al {name}',
  'publicLink.app.title': 'Link public: {name}',
  'publicLink.app.lead':
    'Oricine are linkul semnează acest șablon în calitate de {role}: își introduce numele și adresa de e-mail și semnează. Solicitarea continuează apoi către persoanele indicate aici și se scade din cota lunară.',
  'publicLink.app.on':
    'Linkul este activ. Publicați-l acolo unde îl vor găsi persoanele care trebuie să semneze.',
  'publicLink.app.off': 'Linkul este inactiv.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Cine urmează în calitate de {role}',
  'publicLink.app.personName': 'Nume',
  'publicLink.app.personEmail': 'Adresă de e-mail',
  'publicLink.app.verify': 'Solicitați un cod trimis prin e-mail înainte de semnare (recomandat)',
  'publicLink.app.turnOn': 'Activați linkul',
  'publicLink.app.save': 'Salvați modificările',
  'publicLink.app.turnOff': 'Dezactivați linkul',
  'publicLink.app.turnedOn': 'Linkul este activ.',
  'publicLink.app.turnedOff': 'Linkul este inactiv: adresa sa nu mai funcționează.',
  'publicLink.app.ownersOnly':
    'Numai un proprietar al spațiului de lucru poate activa sau dezactiva linkul public al unui șablon.',
  'publicLink.app.notPublished': 'Un link public este destinat unui șablon publicat.',
  'publicLink.app.nameMissing': 'Introduceți numele.',
  'publicLink.app.emailMissing': 'Introduceți o adresă de e-mail, de exemplu nume@example.com.',
});
