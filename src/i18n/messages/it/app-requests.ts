// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-requests.ts.

import type { Area } from '../area.ts';
import type { appRequests as en } from '../en/app-requests.ts';

export const appRequests = (): Area<typeof en> => ({
  // The allowance panel on the list.
  'usage.title': 'Questo mese',
  'usage.limited.one': 'Richieste di firma utilizzate: {used} su {count}',
  'usage.limited.other': 'Richieste di firma utilizzate: {used} su {count}',
  'usage.unlimited.one': '{count} richiesta di firma inviata; il Suo piano non prevede limiti',
  'usage.unlimited.other': '{count} richieste di firma inviate; il Suo piano non prevede limiti',
  'usage.none': 'Il Suo piano non include le firme elettroniche.',
  'usage.period': 'Dal {start}; la disponibilità si rinnova il {reset}.',

  // The status tabs of the list.
  'tabs.label': 'Filtra per stato',
  'tabs.all': 'Tutte',
  'tabs.in_progress': 'In corso',
  'tabs.completed': 'Completate',
  'tabs.declined': 'Rifiutate',
  'tabs.expired': 'Scadute',
  'tabs.voided': 'Annullate',

  // The list.
  'requests.title': 'Richieste di firma',
  'requests.send': 'Invia un documento',
  'requests.searchLabel': 'Cerchi per nome o e-mail del firmatario, modello o ID della richiesta',
  'requests.search': 'Cerca',
  'requests.clear': 'Cancella la ricerca',
  'requests.document': 'Documento',
  'requests.signers': 'Firmatari',
  'requests.status': 'Stato',
  'requests.sent': 'Inviata',
  'requests.empty': 'Ancora nessuna richiesta.',
  'requests.emptySearch': 'Nessuna richiesta corrisponde a «{query}».',
  'requests.paging': 'Pagine',
  'requests.newer': 'Richieste più recenti',
  'requests.older': 'Richieste meno recenti',
  'requests.caption': 'Richieste: {tab}',
  'requests.captionSearch': 'Richieste: {tab}, corrispondenti a «{query}»',
  'requests.sentBy': 'Inviata da',
  'requests.sentByApiKey': '{name} (chiave API)',
  'requests.sentByUnnamedKey': 'Chiave API senza nome …{lastFour}',
  'requests.formerMember': 'Un ex membro',

  // One request.
  'request.sentOn': 'Inviata',
  'request.expiresOn': 'Scade',
  'request.expiredOn': 'Scaduta',
  'request.completedOn': 'Completata',
  'request.signers': 'Firmatari',
  'request.signersHint': 'Firmano uno dopo l’altro, in quest’ordine.',
  'request.invited': 'Invitato',
  'request.opened': 'Aperto',
  'request.signed': 'Firmato',
  'request.declined': 'Rifiutato',
  'request.turn': 'È il turno di {name}.',
  'request.nobodyWaiting': 'Nessuno è in attesa di firmare.',
  'request.copied': 'In copia (CC)',
  'request.copiedHint':
    'Non firmano nulla. Ricevono il documento firmato oppure la notizia che la richiesta si è conclusa in altro modo.',
  'request.declinedBy': 'Rifiutata da {name}: {reason}',
  'request.declinedByNoReason': 'Rifiutata da {name}.',
  'request.linkLabel': 'Link di firma di {name}',
  'request.linkHint': 'Personale per questo firmatario: lo condivida solo con lui o con lei.',
  'request.actions': 'Azioni',
  'request.remind': 'Invia un promemoria a {name}',
  'request.remindHint': 'Invia un’e-mail con il relativo link al firmatario di turno.',
  'request.cooldown':
    '{name} ha ricevuto un promemoria meno di 15 minuti fa. Potrà inviarne un altro tra {wait}.',
  'request.reminded': 'Promemoria inviato a {email}.',
  'request.noPendingSigner': 'Nessuno è in attesa di firmare, pertanto non è stato inviato alcun promemoria.',
  'request.void': 'Annulla questa richiesta…',
  'request.voided': 'La richiesta è stata annullata. Nessuno può più firmarla.',
  'request.alreadyVoided': 'La richiesta era già stata annullata.',
  'request.notVoidable': 'La richiesta è nello stato «{status}» e non può più essere annullata.',
  'request.voidReason': 'Motivo: {reason}',
  'request.download': 'Scarica il PDF firmato',
  'request.downloadHint': 'Il documento perfezionato, sigillato, con il relativo certificato di audit.',
  'request.sendAgain': 'Invia di nuovo',
  'request.sendAgainHint': 'Apre il modulo di invio compilato con gli stessi firmatari e valori.',
  'request.viewSent': 'Visualizza il documento come inviato (PDF)',
  'request.timeline': 'Cronologia',
  'request.sentFlash': 'La richiesta è stata inviata.',
  'request.erase': 'Elimina definitivamente…',
  'request.eraseHint':
    'Cancella in modo definitivo i dati dei firmatari, i valori, le firme e il PDF firmato.',
  'request.eraseOwnersOnly': 'Solo i proprietari possono eliminare definitivamente una richiesta.',
  'request.erasureDue.one':
    'Sarà cancellata il {date}: questo spazio di lavoro conserva le richieste concluse per {count} giorno.',
  'request.erasureDue.other':
    'Sarà cancellata il {date}: questo spazio di lavoro conserva le richieste concluse per {count} giorni.',
  'request.erasureAfterEnd.one':
    'Una volta conclusa, sarà cancellata dopo {count} giorno (periodo di conservazione dello spazio di lavoro).',
  'request.erasureAfterEnd.other':
    'Una volta conclusa, sarà cancellata dopo {count} giorni (periodo di conservazione dello spazio di lavoro).',
  'request.notTerminal':
    'La richiesta è nello stato «{status}»: la annulli prima, poi potrà essere eliminata definitivamente.',

  // Deleting an ended request permanently.
  'erasePage.title': 'Eliminare definitivamente «{template}»?',
  'erasePage.which': 'Inviata il {sent} a {signers}.',
  'erasePage.lead':
    'L’operazione non può essere annullata. Tutto ciò che la richiesta contiene sarà cancellato in modo definitivo:',
  'erasePage.lostPeople':
    'i nomi e gli indirizzi e-mail dei firmatari, nonché gli indirizzi IP e i browser da cui hanno firmato',
  'erasePage.lostValues': 'i valori inseriti, le firme e il motivo del rifiuto o dell’annullamento',
  'erasePage.lostDocuments':
    'il documento come inviato e il PDF firmato con il relativo certificato di audit',
  'erasePage.lostMail': 'le e-mail e le notifiche che lo riguardano',
  'erasePage.kept':
    'Cosa resta: l’ID, lo stato e le date della richiesta, nonché l’impronta (SHA-256) del PDF firmato, in modo che una copia conservata da qualcuno possa ancora essere verificata. La disponibilità utilizzata dalla richiesta non viene restituita.',
  'erasePage.download': 'Scarichi prima il PDF firmato',
  'erasePage.confirm': 'Elimina definitivamente',
  'erasePage.keep': 'Conserva la richiesta',
  'erasePage.erasedFlash': 'La richiesta è stata eliminata definitivamente.',

  // Voiding a request.
  'voidPage.title': 'Annullare «{template}»?',
  'voidPage.lead':
    'L’annullamento conclude la richiesta: nessuno potrà più firmarla e i firmatari già contattati via e-mail ne saranno informati.',
  'voidPage.reason': 'Motivo',
  'voidPage.reasonHint': 'Facoltativo. Viene riportato nell’e-mail ai firmatari.',
  'voidPage.confirm': 'Annulla la richiesta',
  'voidPage.keep': 'Conserva la richiesta',
  'voidPage.tooLong': 'Utilizzi al massimo {max} caratteri.',
  'request.changeEmail': 'Modifica e-mail',
  'request.changeEmailOf': 'Modifica l’indirizzo e-mail di {name}',
  'request.corrected':
    'L’indirizzo e-mail di {name} è stato modificato; il link precedente non funziona più.',
  'changeEmail.title': 'Modifica dell’indirizzo e-mail di {name}',
  'changeEmail.lead':
    'Il link di firma attuale smette immediatamente di funzionare e ne viene creato uno nuovo. Un codice già inserito dovrà essere inserito di nuovo. Non viene addebitato nulla.',
  'changeEmail.current': 'Attuale: {email}',
  'changeEmail.email': 'Nuovo indirizzo e-mail',
  'changeEmail.emailInvalid': 'Inserisca un indirizzo e-mail, ad esempio nome@example.com.',
  'changeEmail.invite': 'Invia subito il nuovo link a questo indirizzo, se è il turno di questo firmatario',
  'changeEmail.confirm': 'Modifica e-mail',
  'changeEmail.keep': 'Non modificare',
  'changeEmail.notCorrectable':
    'Questo firmatario non può più essere modificato: ha firmato o rifiutato, oppure la richiesta si è conclusa.',

  // The request's timeline (its audit trail).
  'timeline.sent': 'Inviata da {who}',
  'timeline.reminded': 'Promemoria a {email} inviato da {who}',
  'timeline.remindedSigner': 'Promemoria al firmatario inviato da {who}',
  'timeline.voided': 'Annullata da {who}',
  'timeline.signerCorrected': 'E-mail di {role} modificata da {from} a {to} da {who}',
  'timeline.opened': 'Aperta da {who}',
  'timeline.signed': 'Firmata da {who}',
  'timeline.declined': 'Rifiutata da {who}',
  'timeline.declinedReason': 'Rifiutata da {who}: {reason}',
  'timeline.completed': 'Completata: tutti i firmatari hanno firmato e il documento è sigillato',
  'timeline.expired': 'Scaduta',
  'timeline.downloaded': 'Documento firmato scaricato da {who}',
  'timeline.erased': 'Cancellata da {who}',
  'timeline.event': '{event} ({who})',
  'timeline.other': '{action} ({who})',
  'timeline.viaApi': '{name} (chiave API)',
  'timeline.operator': 'il gestore del servizio',
  'timeline.formerMember': 'un ex membro ({id})',
});
