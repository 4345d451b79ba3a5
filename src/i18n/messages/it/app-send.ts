// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-send.ts.

import type { Area } from '../area.ts';
import type { appSend as en } from '../en/app-send.ts';

export const appSend = (): Area<typeof en> => ({
  'send.title': 'Invia un documento',
  'send.choose': 'Scelga un modello pubblicato',
  'send.noTemplates':
    'Non c’è ancora alcun modello pubblicato. Ne crei uno e lo pubblichi (oppure esegua entrambe le operazioni tramite l’API), quindi lo invii da qui.',
  'send.toTemplates': 'Vai ai modelli',
  'send.formTitle': 'Invio di «{template}»',
  'send.signers': 'Firmatari',
  'send.signersHint': 'Firmano uno dopo l’altro, in quest’ordine.',
  'send.roleLegend': '{n}. {role}',
  'send.name': 'Nome',
  'send.email': 'Indirizzo e-mail',
  'send.locale': 'Lingua',
  'send.localeHint': 'Le pagine di firma e le e-mail del firmatario sono redatte in questa lingua.',
  'send.localeInvalid': 'Scelga una delle lingue proposte.',
  'send.summaryName': '{role}, nome',
  'send.summaryEmail': '{role}, indirizzo e-mail',
  'send.summaryLocale': '{role}, lingua',
  // Signer verification (issue 24)
  'send.verification': 'Prima dell’apertura del documento',
  'send.verificationNone': 'Nessun codice',
  'send.verificationNoneHint': 'Il link di firma da solo apre il documento.',
  'send.verificationAccessCode': 'Un codice di accesso fornito da Lei',
  'send.verificationAccessCodeHint':
    'Comunichi personalmente il codice, non via e-mail (ad esempio per telefono). Non verrà più mostrato.',
  'send.accessCode': 'Codice di accesso',
  'send.accessCodeHint': 'Solo con un codice di accesso: da 4 a 64 caratteri.',
  'send.accessCodeLength': 'Il codice di accesso deve avere da {min} a {max} caratteri.',
  'send.verificationEmailCode': 'Un codice inviato via e-mail',
  'send.verificationEmailCodeHint':
    'Prima dell’apertura del documento, la pagina di firma invia un codice di 6 cifre all’indirizzo del firmatario.',
  'send.summaryAccessCode': '{role}, codice di accesso',
  'send.details': 'Dati del documento',
  'send.detailsHint': 'Vengono inseriti nel documento prima dell’invio.',
  'send.selectPrompt': 'Selezioni…',
  'send.messageLegend': 'Messaggio ed e-mail',
  'send.message': 'Messaggio ai firmatari',
  'send.messageHint': 'Facoltativo. Viene incluso nell’e-mail di invito a ciascun firmatario.',
  'send.sendEmail': 'Invia un’e-mail ai firmatari',
  'send.sendEmailHint':
    'Tolga la spunta per condividere personalmente i link di firma; li trova nella pagina della richiesta.',
  'send.expiryLegend': 'Scadenza',
  'send.expiresOn': 'Data di scadenza',
  'send.expiresOnHint.one':
    'Facoltativa. La richiesta scade al termine di questo giorno (UTC). Senza una data, scade {count} giorno dopo l’invio.',
  'send.expiresOnHint.other':
    'Facoltativa. La richiesta scade al termine di questo giorno (UTC). Senza una data, scade {count} giorni dopo l’invio.',
  'send.expiresInvalid': 'Inserisca la data di scadenza come data, ad esempio 2027-01-31.',
  'send.expiresPast': 'La data di scadenza è nel passato. Scelga oggi o un giorno successivo.',
  'send.expiresTooFar.one': 'Scelga una data di scadenza entro {count} giorno da oggi.',
  'send.expiresTooFar.other': 'Scelga una data di scadenza entro {count} giorni da oggi.',
  'send.preview': 'Anteprima del PDF',
  'send.previewHint': 'Apre il documento compilato in una nuova scheda; non viene inviato nulla.',
  'send.submit': 'Invia per la firma',
  'send.otherTemplate': 'Scegli un altro modello',
  'send.blankName': 'Inserisca il nome del firmatario.',
  'send.nameNotOneLine': 'Scriva il nome su una sola riga, senza tabulazioni o altri caratteri di controllo.',
  'send.badEmail': 'Inserisca un indirizzo e-mail, ad esempio nome@example.com.',
  'send.tooLong.one': 'Utilizzi al massimo {count} carattere.',
  'send.tooLong.other': 'Utilizzi al massimo {count} caratteri.',
  'send.limitReached':
    'Il Suo spazio di lavoro ha utilizzato {used} delle {limit} richieste di firma disponibili questo mese, pertanto non è stato inviato nulla. La disponibilità si rinnova il {reset}.',
  'send.planMissing':
    'Il piano del Suo spazio di lavoro non include le firme elettroniche, pertanto non è stato inviato nulla. Chieda a chi gestisce Countersign nella Sua azienda di modificare il piano.',
  'send.templateGone': 'Questo modello non è più pubblicato. Ne scelga un altro.',
  'send.invalidValue': '{label}: {reason}.',
  'send.duplicateTitle': 'Inviato agli stessi firmatari pochi istanti fa',
  'send.duplicateWarning':
    '«{template}» è stato inviato agli stessi firmatari meno di 10 minuti fa: {link}. Un nuovo invio crea una seconda richiesta e utilizza di nuovo la Sua disponibilità.',
  'send.duplicateLink': 'la richiesta inviata il {time}',
  'send.sendAnyway': 'Invia comunque',
  'send.sendAnywayHint':
    'Spunti questa casella e invii di nuovo il modulo, se la seconda richiesta è voluta.',
  // The people copied on a request (issue 24, web/send/cc-field.ts).
  'send.ccLegend': 'Copie',
  'send.cc': 'Copia a (CC)',
  'send.ccHint.one':
    'Facoltativo, al massimo {count} persona. Una per riga: il suo indirizzo e-mail, seguito eventualmente da una virgola e dal nome. Queste persone non firmano nulla: ricevono il documento firmato oppure la notizia che la richiesta si è conclusa in altro modo.',
  'send.ccHint.other':
    'Facoltativo, al massimo {count} persone. Una per riga: il suo indirizzo e-mail, seguito eventualmente da una virgola e dal nome. Queste persone non firmano nulla: ricevono il documento firmato oppure la notizia che la richiesta si è conclusa in altro modo.',
  'send.ccTooMany.one': 'Inserisca in copia al massimo {count} persona.',
  'send.ccTooMany.other': 'Inserisca in copia al massimo {count} persone.',
  'send.ccBadEmail': 'Riga {line}: «{text}» non è un indirizzo e-mail, come nome@example.com.',
  'send.ccSigner':
    'Riga {line}: {email} firma questa richiesta, e i firmatari ricevono già ogni comunicazione.',
  'send.ccTwice': 'Riga {line}: {email} è indicato due volte.',
  'send.ccNameTooLong': 'Riga {line}: utilizzi al massimo {count} caratteri per il nome.',
  'send.ccNameNotOneLine': 'Riga {line}: scriva il nome senza tabulazioni o altri caratteri di controllo.',
  // Bulk send from a spreadsheet (issue 24, web/send/bulk).
  'bulk.link': 'Invio multiplo',
  'bulk.linkHint':
    'Invii questo modello a un massimo di 1.000 persone in una volta, da un foglio di calcolo (CSV).',
  'bulk.back': 'Invia «{template}» a un solo destinatario',
  'bulk.title': 'Invio multiplo di «{template}»',
  'bulk.intro':
    'Compili un foglio di calcolo con una riga per richiesta, lo salvi in formato CSV e lo carichi. Ogni riga viene verificata prima di qualsiasi invio.',
  'bulk.step1': '1. Scarichi le colonne',
  'bulk.columnsHint':
    'Il file contiene una colonna per il nome e una per l’indirizzo e-mail di ciascun firmatario, quindi una colonna per ogni dato del documento, denominata con la relativa chiave. Le colonne successive sono facoltative: le ometta o le lasci vuote per inviare come fa il modulo di invio lasciato invariato:',
  'bulk.columnHeading': 'Colonna',
  'bulk.meaningHeading': 'Contenuto',
  'bulk.signerName': 'Il nome del firmatario {role}',
  'bulk.signerEmail': 'L’indirizzo e-mail del firmatario {role}',
  'bulk.required': 'obbligatoria',
  'bulk.optional': 'facoltativa',
  'bulk.type.text': 'testo',
  'bulk.type.number': 'un numero, ad esempio 1200.50',
  'bulk.type.date': 'una data, ad esempio 2027-01-31',
  'bulk.type.email': 'un indirizzo e-mail',
  'bulk.type.checkbox': '1, si, yes o true per spuntarla; vuoto, 0, no o false per lasciarla senza spunta',
  'bulk.type.select': 'uno tra: {options}',
  'bulk.type.multiple': 'uno o più tra: {options}, separati da |, ad esempio {example}',
  'bulk.download': 'Scarica l’intestazione CSV',
  'bulk.step2': '2. Carichi il file compilato',
  'bulk.file': 'File CSV',
  'bulk.fileHint':
    'Fino a {count} righe e {size}, in UTF-8, separate da virgole o punti e virgola. Le righe sono numerate come le mostra un foglio di calcolo: l’intestazione è la riga 1.',
  'bulk.check': 'Verifica il file',
  'bulk.checkHint': 'Non viene ancora inviato nulla: prima vedrà l’esito della verifica di ogni riga.',
  'bulk.noFile': 'Scelga il file CSV da caricare.',
  'bulk.empty': 'Il file è vuoto.',
  'bulk.tooLarge': 'Il file supera {size}. Lo suddivida in file più piccoli.',
  'bulk.notText': 'Il file non è un testo UTF-8. Lo salvi dal foglio di calcolo come «CSV UTF-8».',
  'bulk.unreadable':
    'Non è stato possibile leggere il file come CSV vicino alla riga {line}. Verifichi che tutte le virgolette siano chiuse.',
  'bulk.missingColumns': 'Nel file manca la colonna {columns}. Parta dall’intestazione scaricata.',
  'bulk.unknownColumns':
    'Questo modello non ha la colonna {columns}. La rimuova o ne corregga l’intestazione.',
  'bulk.untitledColumn': 'colonna {n} (senza intestazione)',
  'bulk.repeatedColumns': 'Queste colonne compaiono più di una volta: {columns}.',
  'bulk.noRows': 'Il file contiene un’intestazione ma nessuna riga da inviare.',
  'bulk.tooManyRows':
    'Il file contiene {rows} righe; un file può contenerne al massimo {max}. Lo suddivida in file più piccoli.',
  'bulk.overAllowance':
    'Questo file invierebbe {count} richieste, ma al Suo spazio di lavoro restano {remaining} delle {limit} richieste di firma di questo mese, pertanto non è stato inviato nulla. La disponibilità si rinnova il {reset}.',
  'bulk.cellProblem': '{column}: {problem}',
  'bulk.extraCells.one': 'La riga contiene {count} cella oltre le colonne dell’intestazione.',
  'bulk.extraCells.other': 'La riga contiene {count} celle oltre le colonne dell’intestazione.',
  'bulk.previewTitle': 'Verifichi «{template}» prima dell’invio',
  'bulk.fileRows.one': '{file}: {count} riga.',
  'bulk.fileRows.other': '{file}: {count} righe.',
  'bulk.countReady': 'Pronte per l’invio',
  'bulk.countInvalid': 'Con problemi, non inviate',
  'bulk.countAlready': 'Già inviate, non inviate di nuovo',
  'bulk.countFailed': 'Invio non riuscito',
  'bulk.problemsTitle': 'Righe con problemi',
  'bulk.problemsHint':
    'Queste righe non vengono inviate. Le corregga e carichi di nuovo il file: le righe già inviate non vengono inviate due volte, quindi saranno inviate solo le righe corrette.',
  'bulk.rowHeading': 'Riga',
  'bulk.signersHeading': 'Firmatari',
  'bulk.problemsHeading': 'Problemi',
  'bulk.resultHeading': 'Esito',
  'bulk.readyTitle': 'Righe da inviare',
  'bulk.alreadyTitle': 'Righe già inviate',
  'bulk.send.one': 'Invia {count} richiesta',
  'bulk.send.other': 'Invia {count} richieste',
  'bulk.sendHint':
    'Ogni riga diventa una richiesta e utilizza una delle richieste di firma del mese. Se in seguito invia di nuovo lo stesso file, nulla viene inviato due volte.',
  'bulk.nothingToSend': 'In questo file non resta nulla da inviare.',
  'bulk.otherFile': 'Carica un altro file',
  'bulk.resultTitle': '«{template}» inviato a più destinatari',
  'bulk.resultSent': 'Inviata',
  'bulk.resultAlready': 'Già inviata',
  'bulk.resultFailed': 'Non inviata',
  'bulk.open': 'Apri',
  'bulk.requestOfRow': 'la richiesta della riga {row}',
  'bulk.erased': 'La relativa richiesta è stata nel frattempo cancellata.',
  'bulk.limitRanOut': 'La disponibilità del mese si è esaurita prima di questa riga.',
  'bulk.rowError': 'Non è stato possibile inviare questa riga. Invii di nuovo lo stesso file per riprovare.',
  'bulk.toRequests': 'Vai alle richieste',
  // Bulk send's optional columns and repeated rows (issue 31, web/send/bulk).
  'bulk.signerLanguage':
    'Facoltativa: la lingua delle e-mail e delle pagine di firma del firmatario {role}, una tra {languages}. Vuota: la Sua.',
  'bulk.signerEmailCode':
    'Facoltativa: si (o yes) per fare in modo che la pagina di firma invii via e-mail al firmatario {role} un codice da digitare prima di firmare (non insieme a un codice di accesso). Vuota: nessun codice.',
  'bulk.emailCodeCell':
    'Scriva si (o yes) oppure lasci vuoto; a uno stesso firmatario non vengono assegnati sia un codice di accesso sia un codice via e-mail.',
  'bulk.signerAccessCode':
    'Facoltativa: un codice da {min} a {max} caratteri che il firmatario {role} digita prima di firmare; glielo comunichi personalmente. Vuota: nessun codice.',
  'bulk.ccColumn.one':
    'Facoltativa: al massimo {count} persona in copia nella richiesta, nella forma «e-mail, nome» (il nome può essere omesso). Riceve l’esito, non un link di firma.',
  'bulk.ccColumn.other':
    'Facoltativa: al massimo {count} persone in copia nella richiesta, ciascuna nella forma «e-mail, nome» (il nome può essere omesso), separate da punti e virgola. Ricevono l’esito, non un link di firma.',
  'bulk.expiresColumn':
    'Facoltativa: il giorno in cui la richiesta scade (al suo termine, UTC), ad esempio 2027-01-31. Vuota: la durata abituale di una richiesta.',
  'bulk.repeatedRow': 'Questa riga è identica alla riga {row}: viene inviata una sola volta.',
  'bulk.countRecent': 'Inviate alle stesse persone pochi istanti fa',
  'bulk.recentTitle': 'Righe inviate agli stessi firmatari pochi istanti fa',
  'bulk.recentHint':
    'I firmatari di queste righe hanno ricevuto questo modello meno di 10 minuti fa, da un altro file o da un altro invio (ad esempio una riga corretta nel frattempo). Non vengono inviate a meno che Lei non scelga di inviarle comunque: ciascuna creerebbe una seconda richiesta e utilizzerebbe di nuovo la Sua disponibilità.',
  'bulk.sendAnyway.one': 'Invia {count} richiesta, ripetizioni comprese',
  'bulk.sendAnyway.other': 'Invia {count} richieste, ripetizioni comprese',
  'bulk.resultRecent': 'Ripetizione',
  'bulk.recentOf': 'Gli stessi firmatari hanno ricevuto {link}.',
});
