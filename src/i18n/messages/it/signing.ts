// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  // Page frame
  'page.skip': 'Vai al contenuto',
  'page.languages': 'Lingua',
  'page.titleSuffix': 'Countersign',

  // Who sends
  'sender.memberAt': '{member} di {workspace}',
  'sender.contact': '{member} di {workspace} ({email})',

  // The signing page
  'sign.title': 'Firma di {document}',
  'sign.lead': '{sender} chiede a Lei, {name} ({email}), di firmare questo documento in qualità di {role}.',
  'sign.deadline': 'La preghiamo di firmare entro il {deadline}.',
  'sign.noscript':
    'Per firmare è necessario JavaScript. Lo attivi nel Suo browser oppure chieda a {sender} una copia cartacea da firmare a mano.',
  'sign.documentHeading': 'Il documento',
  'sign.download': '{link} per leggerlo o stamparlo.',
  'sign.downloadLink': 'Scarichi il documento in formato PDF',
  'sign.documentLabel': 'Testo del documento',
  'sign.pdfTitle': 'Il documento (PDF)',
  'sign.nextField': 'Campo successivo',
  'sign.allFilled': 'Tutti i campi sono compilati. Spunti la casella qui sotto e firmi.',
  'sign.signHere': 'Firmi qui: {label}',
  'sign.pageOf': 'Pagina {n} di {total}',
  'sign.heading': 'Firma',
  'sign.details': 'I Suoi dati',
  'sign.required': '(obbligatorio)',
  'sign.choose': 'Selezioni…',
  'sign.signatureLegend': 'La Sua firma',
  'sign.modeTyped': 'Digitare il mio nome',
  'sign.modeDrawn': 'Disegnare la mia firma',
  'sign.typedLabel': 'Digiti il Suo nome e cognome come firma',
  'sign.drawHelp': 'Disegni la Sua firma nel riquadro con il mouse, con il dito o con una penna.',
  'sign.drawArea': 'Area per disegnare la firma',
  'sign.clear': 'Cancella il disegno',
  'sign.consentLegend': 'Consenso alla firma elettronica',
  'sign.button': 'Firma',
  'sign.signing': 'Firma in corso…',
  'sign.yes': 'Sì',
  'sign.no': 'No',
  'sign.fillBelow': '{label}: da compilare qui sotto',
  'sign.fillBy': '{label}: da compilare a cura di {role}',
  'sign.fillBySender': '{label}: da compilare a cura del mittente',
  'sign.signedBy': '(firmato da {name})',
  'sign.signedOn': 'Firmato da {name} il {date}',
  'cert.initials': 'Sigla',
  'sign.notSigned': 'Non ancora firmato',
  'sign.guideLabel': 'I Suoi campi',
  'sign.fieldOf': 'Campo {n} di {total}',
  'sign.back': 'Indietro',
  'sign.next': 'Avanti',
  'sign.finish': 'Fine',
  'sign.done': 'Fatto',
  'sign.ready': 'Tutto pronto: verifichi e firmi qui sotto',
  'sign.optional': '(facoltativo)',
  'sign.emptyBox': '{label}: vuoto',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'spuntato',
  'sign.unchecked': 'non spuntato',
  'sign.zoomIn': 'Ingrandisci',
  'sign.zoomOut': 'Riduci',
  'sign.zoomFit': 'Adatta alla larghezza',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'La data della firma, inserita automaticamente.',
  'sign.initialsLegend': 'La Sua sigla',
  'sign.initialsTyped': 'Digitare la mia sigla',
  'sign.initialsDrawn': 'Disegnare la mia sigla',
  'sign.initialsLabel': 'La Sua sigla',
  'sign.initialsHelp': 'Disegni la Sua sigla nel riquadro.',
  'sign.initialsArea': 'Area per disegnare la sigla',
  'sign.fieldProblem': 'Vai a {label}',

  // The code form
  'verification.title': 'Confermi la Sua identità: {document}',
  'verification.lead':
    '{sender} Le chiede di firmare questo documento. Prima che si apra, confermi che questo link di firma è destinato a Lei.',
  'verification.accessHeading': 'Inserisca il Suo codice di accesso',
  'verification.accessHelp':
    '{sender} Le ha fornito un codice di accesso per questo documento, separatamente dall’e-mail contenente questo link. Se non lo ha, lo chieda a {sender}.',
  'verification.accessLabel': 'Codice di accesso',
  'verification.emailHeading': 'Ricevere un codice via e-mail',
  'verification.emailHelp': 'Invieremo un codice di 6 cifre a {email}. È valido per {minutes} minuti.',
  'verification.emailLabel': 'Codice di 6 cifre ricevuto via e-mail',
  'verification.send': 'Richiedi un codice',
  'verification.sendAgain': 'Richiedi un nuovo codice',
  'verification.submit': 'Continua',
  'verification.lockedUntil':
    'Sono stati inseriti troppi codici errati. Potrà riprovare a partire dal {time}.',
  'verification.sent': 'Abbiamo inviato un codice a {email}. È valido per {minutes} minuti.',
  'verification.sending': 'Invio in corso…',
  'verification.checking': 'Verifica in corso…',
  'verification.error.empty': 'Inserisca il codice.',
  'verification.error.digits': 'Il codice è composto da 6 cifre.',
  'verification.error.wrong': 'Il codice è errato o scaduto. Tentativi rimasti: {count}.',
  'verification.error.locked': 'Troppi codici errati. Riprovi tra {wait} minuti.',
  'verification.error.sendLimit': 'Ha richiesto 5 codici nell’ultima ora. Riprovi tra {wait} minuti.',
  'verification.error.failed': 'Si è verificato un errore. La preghiamo di riprovare.',

  // The order of signing
  'order.only': 'Lei è l’unica persona chiamata a firmare.',
  'order.first': 'Lei firma in prima posizione su {count}; gli altri firmano dopo di Lei.',
  'order.firstOfTwo': 'Lei firma in prima posizione su due; l’altra persona firma dopo di Lei.',
  'order.afterOne': 'Lei firma in {position} posizione su {count}; la prima persona ha già firmato.',
  'order.afterMany':
    'Lei firma in {position} posizione su {count}; le prime {earlier} persone hanno già firmato.',
  'order.ordinals': 'prima|seconda|terza|quarta|quinta|sesta|settima|ottava|nona|decima',
  'order.numbers': 'uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci',

  // Consent
  'consent.intro':
    '{sender} utilizza Countersign per raccogliere firme in formato elettronico. Prima di firmare, La preghiamo di prendere nota di quanto segue:',
  'consent.electronic':
    'Spuntando la casella, Lei accetta di ricevere questo documento e le relative comunicazioni in formato elettronico e di firmarlo elettronicamente. La Sua firma elettronica ha lo stesso effetto di una firma su carta.',
  'consent.paper':
    'Può ottenere una copia cartacea in qualsiasi momento e gratuitamente: scarichi il PDF qui sopra e lo stampi, oppure chieda a {contact} di inviargliene una. Quando tutti avranno firmato, il PDF sottoscritto sarà inviato via e-mail a {email} e potrà essere scaricato da questa pagina.',
  'consent.paperNoEmail':
    'Può ottenere una copia cartacea in qualsiasi momento e gratuitamente: scarichi il PDF qui sopra e lo stampi, oppure chieda a {contact} di inviargliene una. Quando tutti avranno firmato, il PDF sottoscritto potrà essere scaricato da questa pagina.',
  'consent.withdraw':
    'La firma elettronica non è obbligatoria. Può rifiutare qui sotto oppure contattare {contact} per firmare invece su carta. La revoca successiva del consenso non annulla una firma già apposta.',
  'consent.requirements':
    'Sono necessari un browser aggiornato, un lettore PDF per visualizzare o stampare il documento e l’accesso all’indirizzo e-mail {email}. Se l’indirizzo cambia, lo comunichi a {contact}.',
  'consent.agree':
    'Dichiaro di aver letto l’informativa che precede, accetto di utilizzare documenti informatici e di firmare elettronicamente questo documento, e intendo che la mia firma elettronica mi vincoli come la mia firma autografa.',

  // Declining
  'decline.summary': 'Rifiuta di firmare',
  'decline.explain':
    'Se rifiuta, nessuno potrà più firmare questa richiesta e {sender} ne sarà informato via e-mail.',
  'decline.reason': 'Motivo (facoltativo, sarà comunicato a {sender})',
  'decline.button': 'Rifiuta di firmare',
  'decline.confirmQuestion': 'Rifiutare di firmare {document}? L’operazione non può essere annullata.',
  'decline.confirm': 'Sì, rifiuto',
  'decline.cancel': 'No, torna indietro',

  // What the page says when something is wrong
  'error.typed': 'Digiti il Suo nome come firma.',
  'error.drawn': 'Disegni la Sua firma nel riquadro.',
  'error.consent': 'Spunti la casella per accettare la firma elettronica.',
  'error.required': 'Il campo {label} è obbligatorio.',
  'error.number': 'Il campo {label} deve essere un numero.',
  'error.email': 'Il campo {label} deve essere un indirizzo e-mail.',
  'error.tick': 'Per firmare spunti {label}: è obbligatorio.',
  'error.date': 'Il campo {label} deve essere una data, scritta come {example}.',
  'error.dateMonth': '{label}: il mese {month} non esiste.',
  'error.dateDays': '{label}: il mese {month} ha {days} giorni.',
  'error.signFailed': 'Si è verificato un errore e non è stato firmato nulla. La preghiamo di riprovare.',
  'error.declineFailed':
    'Si è verificato un errore e non è stato rifiutato nulla. La preghiamo di riprovare.',
  'error.initials': 'Digiti o disegni la Sua sigla.',
  'error.range': 'Il campo {label} deve essere compreso tra {min} e {max}.',
  'error.min': 'Il campo {label} deve essere almeno {min}.',
  'error.max': 'Il campo {label} deve essere al massimo {max}.',
  'error.integer': 'Il campo {label} deve essere un numero intero.',
  'error.summary': 'La preghiamo di correggere quanto segue:',

  // The other states of a signing link
  'waiting.title': 'Non è ancora il Suo turno',
  'waiting.lead': '{document} si firma in ordine. Si attende prima la firma di {waitingFor}.',
  'waiting.email':
    'Riceverà un’e-mail all’indirizzo {email} quando sarà il Suo turno, {name}. Può chiudere questa pagina.',
  'waiting.noEmail':
    'Torni a questo link quando {sender} Le comunicherà che è il Suo turno. Può chiudere questa pagina.',
  'signed.title': 'Grazie, ha firmato',
  'signed.lead': 'Ha firmato {document} in qualità di {role} il {date}.',
  'signed.next':
    'Altre persone devono ancora firmare. Quando tutti avranno firmato, il documento firmato sarà inviato via e-mail a {email} e potrà anche scaricarlo da questo link. Può chiudere questa pagina.',
  'signed.nextNoEmail':
    'Altre persone devono ancora firmare. Quando tutti avranno firmato, potrà scaricare il documento firmato da questo link. Può chiudere questa pagina.',
  'signed.nextEmbedded':
    'Altre persone devono ancora firmare. Quando tutti avranno firmato, il documento firmato sarà inviato via e-mail a {email}. Può chiudere questa pagina.',
  'signed.nextEmbeddedNoEmail': 'Altre persone devono ancora firmare. Può chiudere questa pagina.',
  'completed.title': 'Tutti hanno firmato',
  'completed.lead':
    'Grazie, {name}. Ha firmato {document} il {date}, e così hanno fatto tutti gli altri: il documento è perfezionato.',
  'completed.leadOnly': 'Grazie, {name}. Ha firmato {document} il {date}: il documento è perfezionato.',
  'completed.leadViewer': 'Tutti hanno firmato {document}: il documento è perfezionato.',
  'completed.download': 'Scarica il documento firmato (PDF)',
  'completed.keep':
    'Ne conservi una copia per i Suoi archivi. Termina con un certificato di audit e reca un sigillo digitale, per cui qualsiasi modifica successiva può essere rilevata.',
  'completed.emailed': 'Una copia è stata inviata anche via e-mail a {email}.',
  'declined.title': 'Questa richiesta è stata rifiutata',
  'declined.byYou': 'Ha rifiutato di firmare {document}. {sender} ne è stato informato.',
  'declined.other': 'Un firmatario ha rifiutato di firmare, pertanto {document} non può più essere firmato.',
  'voided.title': 'Questa richiesta è stata annullata',
  'voided.text': '{sender} ha annullato questa richiesta, pertanto {document} non può più essere firmato.',
  'expired.title': 'Questa richiesta è scaduta',
  'expired.text':
    'Il termine per firmare {document} è scaduto il {date}. Se la Sua firma è ancora necessaria, chieda a {sender} una nuova richiesta.',
  'removed.title': 'Questa richiesta è stata eliminata',
  'removed.text':
    'Questa richiesta e tutto ciò che conteneva sono stati eliminati definitivamente: qui non c’è più nulla da vedere o da firmare. Se ha conservato il documento firmato, può ancora verificarlo all’indirizzo riportato su di esso.',
  'notFound.title': 'Questo link di firma non funziona',
  'notFound.text':
    'Il link non è valido. Verifichi di aver aperto il link completo contenuto nell’e-mail, oppure chieda al mittente di inviarlo di nuovo.',

  // E-mails to a signer
  'mail.greeting': 'Gentile {name},',
  'mail.greetingAnonymous': 'Gentile utente,',
  'mail.messageFrom': 'Messaggio da {sender}:',
  'mail.reason': 'Motivo indicato:',
  'mail.button': 'Esamina e firma',
  'mail.orOpen': 'Oppure apra questo link: {url}',
  'mail.deadline': 'La preghiamo di firmare entro il {deadline}.',
  'mail.footerLink':
    'Inviato da Countersign per conto di {sender}. Questo link di firma è personale: non lo inoltri.',
  'mail.footer': 'Inviato da Countersign per conto di {sender}.',
  'mail.footerReply': 'Le risposte a questa e-mail vengono recapitate a {member} ({email}).',
  'mail.fromName': '{sender} tramite Countersign',
  'mail.invitation.subject': 'Richiesta di firma: {document}, da {sender}',
  'mail.invitation.body': '{sender} Le ha inviato «{document}» da firmare elettronicamente.',
  'mail.reminder.subject': 'Promemoria: firma di {document}, da {sender}',
  'mail.reminder.body': 'Le ricordiamo che «{document}» di {sender} è in attesa della Sua firma.',
  'mail.voided.subject': 'Annullata: {document}',
  'mail.voided.body':
    '{sender} ha annullato la richiesta di firma per «{document}». Non è richiesta alcuna ulteriore azione da parte Sua.',
  'mail.declined.subject': 'Rifiutata: {document}',
  'mail.declined.body':
    '{decliner} ha rifiutato di firmare «{document}», pertanto la richiesta di {sender} si è conclusa. Non è richiesta alcuna ulteriore azione da parte Sua.',
  'mail.declineConfirmation.subject': 'Ha rifiutato: {document}',
  'mail.declineConfirmation.body':
    'Ha rifiutato di firmare «{document}». La richiesta di {sender} si è conclusa e il mittente ne è stato informato.',
  'mail.declineConfirmation.mistake':
    'Se si tratta di un errore, risponda a questa e-mail per contattare {member}.',
  'mail.completed.subject': 'Completata: {document}',
  'mail.completed.body':
    'Tutti hanno firmato «{document}», inviato da {sender}. Il documento perfezionato è allegato per i Suoi archivi.',
  'mail.expired.subject': 'Scaduta: {document}',
  'mail.expired.body':
    'La richiesta di firma per «{document}» di {sender} è scaduta prima che tutti firmassero. Non è richiesta alcuna ulteriore azione da parte Sua.',
  'mail.footerCopied':
    '{sender} ha inserito il Suo indirizzo in copia in questa richiesta: riceverà l’esito e non deve firmare nulla.',
  'mail.senderCompleted.body':
    'Tutti hanno firmato «{document}». Il documento perfezionato è allegato per i Suoi archivi.',
  'mail.senderCompleted.optOut':
    'Riceve questa e-mail perché ha inviato la richiesta. Per non ricevere più queste e-mail, le disattivi in Countersign alla voce Notifiche.',

  // E-mail to the member who sent the request
  'mail.senderDeclined.subject': 'Rifiutata da {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), che firma in qualità di {role}, ha rifiutato di firmare «{document}». La richiesta si è conclusa e nessun altro può firmarla.',
  'mail.senderDeclined.open': 'Apri la richiesta',
  'mail.senderDeclined.request': 'Richiesta: {id}',
  'mail.senderDeclined.reply': 'Risponda a questa e-mail per contattare {decliner}.',
  'mail.senderFooter': 'Inviato da Countersign per {workspace}.',

  // E-mail with a verification code
  'mail.verification.subject': 'Il Suo codice per aprire {document}',
  'mail.verification.body':
    '{sender} Le ha chiesto di firmare «{document}». Per aprirlo, inserisca questo codice nella pagina di firma:',
  'mail.verification.valid': 'Il codice è valido per {minutes} minuti. È valido solo il codice più recente.',
  'mail.verification.button': 'Apri la pagina di firma',
  'mail.verification.notYou':
    'Se non ha richiesto alcun codice, può ignorare questa e-mail: senza il codice nessuno può aprire il documento.',

  // The signer's block of the audit certificate
  'cert.email': 'E-mail',
  'cert.role': 'Ruolo',
  'cert.ip': 'Indirizzo IP',
  'cert.userAgent': 'User agent',
  'cert.invited': 'Invitato',
  'cert.opened': 'Aperto',
  'cert.signed': 'Firmato',
  'cert.declined': 'Rifiutato',
  'cert.method': 'Firma',
  'cert.typed': 'Nome digitato',
  'cert.drawn': 'Disegnata a mano',
  'cert.consent': 'Consenso',
  'cert.consentText': 'Informativa sulla firma elettronica accettata ({language}); SHA-256 del testo:',
  'cert.language': 'Lingua',
  'cert.verification': 'Verifica dell’identità',
  'cert.verifiedEmail': 'Identità verificata tramite un codice inviato a {email}, inserito il {date}',
  'cert.verifiedAccessCode': 'Codice di accesso fornito dal mittente, inserito il {date}',
  'cert.notVerified': 'Era richiesto un codice; non ne è stato inserito alcuno',
  'cert.copied': 'In copia',
  'cert.copiedNote':
    'A queste persone viene comunicato l’esito della richiesta. Non è stato chiesto loro di firmare.',
  'sign.dateFormat': 'Scriva nel formato {pattern}',
  'sign.dateLetters': 'GG MM AAAA',
  'verification.lockedUntilReminded':
    'Sono stati inseriti troppi codici errati. Questo link resta bloccato finché {sender} non Le invierà di nuovo la richiesta: si rivolga al mittente.',
  'verification.error.linkLocked':
    'Sono stati inseriti troppi codici errati. Questo link resta bloccato finché {sender} non Le invierà di nuovo la richiesta.',
  'verification.accessCase': 'Le lettere maiuscole e minuscole sono considerate uguali.',
  'mail.accessCodeNeeded':
    'Per aprire il documento occorre il codice di accesso che {sender} Le fornisce separatamente. Non è contenuto in questa e-mail; se non lo ha, lo chieda a {sender}.',
  'mail.senderLinkLocked.subject': 'Link di firma bloccato: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Sono stati inseriti {count} codici errati nel link di firma di {signer} ({email}), che firma «{document}» in qualità di {role}. Il link è bloccato: non si apre per nessuno finché non invierà un promemoria a {signer}.',
  'mail.senderLinkLocked.unlock':
    'Se gli errori sono stati commessi da {signer}, invii un promemoria dalla richiesta (o con la chiamata remind dell’API): il promemoria sblocca il link. In caso contrario, il link potrebbe essere in possesso di un’altra persona: valuti l’annullamento della richiesta.',
  'verification.error.lockedHours': 'Troppi codici errati. Riprovi tra {wait} ore.',

  // The field types and rules of issue 34 on the signing page
  'field.chooseBetween': 'Ne selezioni da {min} a {max}.',
  'field.chooseAtLeast': 'Ne selezioni almeno {min}.',
  'field.chooseAtMost': 'Ne selezioni al massimo {max}.',
  'field.fileHint': 'Un file PDF, PNG o JPEG fino a 10 MB.',
  'field.filesHint': 'Fino a {max} file PDF, PNG o JPEG, ciascuno fino a 10 MB.',
  'field.imageHint': 'Un’immagine PNG o JPEG fino a 5 MB.',
  'field.remove': 'Rimuovi',
  'field.removeFile': 'Rimuovi {name}',
  'field.uploading': 'Caricamento di {name}',
  'field.preview': 'Anteprima di {name}',
  'field.readonlyNote': 'Compilato dal mittente; non può essere modificato.',
  'field.imageGiven': 'Un’immagine fornita dal mittente',
  'error.phone': 'Il campo {label} non contiene un numero di telefono valido.',
  'error.phoneRegion':
    'Il campo {label} non contiene un numero di telefono valido. Senza prefisso internazionale, un numero viene interpretato con il prefisso {code}: per un altro paese, inizi con + seguito dal relativo prefisso.',
  'error.pattern': 'Il campo {label} non è nel formato richiesto.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': '{label}: ne selezioni almeno {min}.',
  'error.chooseMax': '{label}: ne selezioni al massimo {max}.',
  'error.tooManyFiles': '{label} accetta al massimo {max} file: ne rimuova prima uno.',
  'error.fileType': '{name} non è un file PDF, PNG o JPEG.',
  'error.imageType': '{name} non è un’immagine PNG o JPEG.',
  'error.fileSize': '{name} supera {size}.',
  'error.upload': 'Impossibile allegare {name}: {reason}',
  'error.uploadFailed': 'Impossibile allegare {name}. La preghiamo di riprovare.',
});
