// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} Le chiede di compilare e firmare «{document}».',
  'publicLink.hint':
    'Per iniziare, indichi il Suo nome e il Suo indirizzo e-mail. La Sua copia firmata sarà inviata a tale indirizzo.',
  'publicLink.verifyHint': 'Prima della firma Le invieremo via e-mail un codice per confermare l’indirizzo.',
  'publicLink.nextHeading': 'Dopo di Lei',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Nome e cognome',
  'publicLink.email': 'Il Suo indirizzo e-mail',
  'publicLink.start': 'Continua',
  'publicLink.working': 'Verifica del browser in corso, un momento…',
  'publicLink.noscript':
    'Questo modulo richiede JavaScript: il Suo browser esegue un breve calcolo che impedisce le registrazioni automatizzate.',
  'publicLink.problems': 'La preghiamo di verificare il modulo:',
  'publicLink.error.name': 'Inserisca il Suo nome.',
  'publicLink.error.email': 'Inserisca un indirizzo e-mail, ad esempio nome@example.com.',
  'publicLink.error.proof':
    'La verifica del Suo browser non è pervenuta o era troppo vecchia. La preghiamo di inviare di nuovo il modulo.',
  'publicLink.limited.title': 'Troppe firme avviate',
  'publicLink.limited.lead':
    'Oggi questo modulo è stato avviato troppe volte, da questa connessione o complessivamente. La preghiamo di riprovare domani.',
  'publicLink.unavailable.title': 'Questo modulo non è disponibile',
  'publicLink.unavailable.lead':
    'Il link potrebbe essere stato disattivato o digitato in modo errato, oppure al momento il modulo non può accettare nuove firme. La preghiamo di contattare chi Le ha fornito il link.',

  // The application: an owner turns a template’s link on and off.
  'publicLink.app.action': 'Link pubblico',
  'publicLink.app.actionLabel': 'Link pubblico di {name}',
  'publicLink.app.title': 'Link pubblico: {name}',
  'publicLink.app.lead':
    'Chiunque disponga del link firma questo modello in qualità di {role}: indica il proprio nome e indirizzo e-mail e firma. La richiesta prosegue poi verso le persone indicate qui e viene conteggiata nella Sua disponibilità mensile.',
  'publicLink.app.on': 'Il link è attivo. Lo condivida dove le persone che devono firmare potranno trovarlo.',
  'publicLink.app.off': 'Il link è disattivato.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Chi segue in qualità di {role}',
  'publicLink.app.personName': 'Nome',
  'publicLink.app.personEmail': 'Indirizzo e-mail',
  'publicLink.app.verify': 'Richiedi un codice inviato via e-mail prima della firma (consigliato)',
  'publicLink.app.turnOn': 'Attiva il link',
  'publicLink.app.save': 'Salva le modifiche',
  'publicLink.app.turnOff': 'Disattiva il link',
  'publicLink.app.turnedOn': 'Il link è attivo.',
  'publicLink.app.turnedOff': 'Il link è disattivato: il suo indirizzo non funziona più.',
  'publicLink.app.ownersOnly':
    'Solo un proprietario dello spazio di lavoro può attivare o disattivare il link pubblico di un modello.',
  'publicLink.app.notPublished': 'Un link pubblico è disponibile solo per un modello pubblicato.',
  'publicLink.app.nameMissing': 'Inserisca il nome.',
  'publicLink.app.emailMissing': 'Inserisca un indirizzo e-mail, ad esempio nome@example.com.',
});
