// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-templates.ts.

import type { Area } from '../area.ts';
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates = (): Area<typeof en> => ({
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Testo',
  'fieldType.number': 'Numero',
  'fieldType.date': 'Data',
  'fieldType.email': 'E-mail',
  'fieldType.checkbox': 'Casella di controllo',
  'fieldType.select': 'Scelta',
  'fieldType.signature': 'Firma',
  'fieldType.initials': 'Sigla',
  'fieldType.radio': 'Pulsanti di opzione',
  'fieldType.multiple': 'Caselle di controllo',
  'fieldType.phone': 'Telefono',
  'fieldType.file': 'File',
  'fieldType.image': 'Immagine',

  // The list.
  'templates.title': 'Modelli',
  'templates.lead':
    'Documenti che invia per la firma. Le bozze possono essere modificate; ne pubblichi una per inviarla. Per modificare un modello pubblicato, lo duplichi.',
  'templates.newTemplate': 'Nuovo modello',
  'templates.empty': 'Ancora nessun modello. Ne crei uno per inviarlo per la firma.',
  'templates.name': 'Nome',
  'templates.kind': 'Tipo',
  'templates.status': 'Stato',
  'templates.created': 'Creato',
  'templates.kinds.flow': 'Documento redatto',
  'templates.kinds.coordinate': 'PDF con campi',
  'templates.statuses.draft': 'Bozza',
  'templates.statuses.published': 'Pubblicato',
  'templates.statuses.archived': 'Archiviato',
  'templates.edit': 'Modifica',
  'templates.editLabel': 'Modifica {name}',
  'templates.duplicate': 'Duplica',
  'templates.duplicateLabel': 'Duplica {name}',
  'templates.publish': 'Pubblica',
  'templates.publishLabel': 'Pubblica {name}',
  'templates.archive': 'Archivia',
  'templates.archiveLabel': 'Archivia {name}',
  'templates.preview': 'Anteprima',
  'templates.previewLabel': 'Anteprima di {name} compilato con valori di esempio',
  'templates.send': 'Invia',
  'templates.sendLabel': 'Invia {name} per la firma',
  // The name of a duplicate (cut to 200 characters).
  'templates.copyName': 'Copia di {name}',
  // The one role a new template starts with.
  'templates.defaultRole': 'Firmatario',
  'templates.notDraft':
    'Solo una bozza può essere modificata. Duplichi il modello per modificarne una copia.',
  'templates.published': '«{name}» è pubblicato e può essere inviato.',
  'templates.archived': '«{name}» è archiviato.',
  'templates.duplicated': '«{name}» è stato creato come bozza.',
  // The editor's address of a template that is no longer a draft.
  'templates.locked.title': '«{name}» non può più essere modificato',
  'templates.locked.published':
    'È pubblicato: ogni richiesta inviata a partire da esso deve avere lo stesso contenuto, quindi rimane invariato. Lo duplichi per modificarne una copia, che nasce come bozza.',
  'templates.locked.archived':
    'È archiviato: rimane com’era al suo ultimo utilizzo. Lo duplichi per modificarne una copia, che nasce come bozza.',
  'templates.locked.duplicate': 'Duplica e modifica la copia',
  'templates.locked.view': 'Visualizza il modello',
  'templates.locked.send': 'Invialo',
  'templates.saved': 'Salvato.',
  'templates.pdfCleaned':
    'Questo PDF conteneva elementi eseguibili in un lettore (script, azioni, file allegati o moduli): sono stati rimossi prima della memorizzazione del PDF. Le pagine sono invariate.',
  'templates.createdNotice': '«{name}» è stato creato come bozza.',

  // The confirmation steps of publishing and archiving.
  'templates.publishConfirm.title': 'Pubblicare «{name}»?',
  'templates.publishConfirm.lead':
    'Una volta pubblicato, il modello può essere inviato per la firma e non può più essere modificato. Per modificarlo in seguito, lo duplichi.',
  'templates.publishConfirm.confirm': 'Pubblica',
  'templates.archiveConfirm.title': 'Archiviare «{name}»?',
  'templates.archiveConfirm.lead':
    'Un modello archiviato non può più essere inviato. Le richieste già inviate con esso non ne sono interessate.',
  'templates.archiveConfirm.confirm': 'Archivia',

  // The new-template form.
  'templates.create.title': 'Nuovo modello',
  'templates.create.name': 'Nome del modello',
  'templates.create.kind': 'Che tipo di documento?',
  'templates.create.flow': 'Un documento redatto: testo con segnaposto, impaginato da Countersign',
  'templates.create.coordinate': 'Un PDF caricato da Lei, con campi posizionati sulle pagine',
  'templates.create.pdf': 'Documento PDF',
  'templates.create.pdfHint':
    'Al massimo 10 MB e 100 pagine, non protetto da password. Scelga un file o lo trascini qui.',
  'templates.create.pdfNeedsScript': 'Per caricare un PDF è necessario JavaScript.',
  'templates.create.pdfRequired': 'Scelga il documento PDF a cui aggiungere i campi.',
  'templates.create.submit': 'Crea bozza',
  'templates.create.nameRequired': 'Inserisca un nome per il modello.',
  'templates.create.uploading': 'Caricamento in corso…',
  'templates.create.failed': 'Impossibile creare il modello.',

  // The flow editor.
  'templates.flow.title': 'Modifica di «{name}»',
  'templates.flow.roles': 'Firmatari, in ordine di firma',
  'templates.flow.rolesHint':
    'Ogni ruolo firma a turno, partendo dall’alto. Per rinominare un ruolo, ne sovrascriva il nome.',
  'templates.flow.role': 'Ruolo {n}',
  'templates.flow.addRole': 'Aggiungi un ruolo',
  'templates.flow.up': 'Sposta su',
  'templates.flow.upLabel': 'Sposta {name} in su',
  'templates.flow.remove': 'Rimuovi',
  'templates.flow.removeLabel': 'Rimuovi {name}',
  'templates.flow.body': 'Testo del documento',
  'templates.flow.bodyHint':
    'Markdown: # titoli, **grassetto**, *corsivo*, elenchi. Inserisca {{key}} nel punto in cui va il valore di una variabile.',
  'templates.flow.variables': 'Variabili',
  'templates.flow.variablesHint':
    'Ciò che il mittente compila al momento dell’invio (nessun ruolo) o che un firmatario compila durante la firma (un ruolo).',
  'templates.flow.variable': 'Variabile {n}',
  'templates.flow.key': 'Chiave',
  'templates.flow.label': 'Etichetta',
  'templates.flow.type': 'Tipo',
  'templates.flow.required': 'Obbligatoria',
  'templates.flow.options': 'Opzioni (una per riga, per una scelta)',
  'templates.flow.roleOf': 'Compilata da',
  'templates.flow.sender': 'Mittente',
  'templates.flow.addVariable': 'Aggiungi una variabile',
  'templates.flow.save': 'Salva bozza',
  'templates.flow.previewButton': 'Anteprima PDF',
  'templates.flow.previewTitle': 'Anteprima',
  'templates.flow.previewHint':
    'Il documento come verrà stampato, con valori di esempio. Si aggiorna con le Sue modifiche.',
  // The pages scroll on a narrow screen: keyboard users reach them as one region.
  'templates.flow.previewPagesLabel': 'Pagine dell’anteprima',
  'templates.flow.previewWorking': 'Aggiornamento dell’anteprima…',
  'templates.flow.previewFailed': 'L’anteprima mostra l’ultima versione senza problemi.',
  'templates.flow.workingCopy':
    'Questo è ciò che aveva digitato quando un salvataggio è stato rifiutato; non è ancora salvato.',
  'templates.flow.problemsAbout.one': 'C’è {count} problema da correggere',
  'templates.flow.problemsAbout.other': 'Ci sono {count} problemi da correggere',
  // A new role's name ("Signer 2"), numbered after the roles already there.
  'templates.flow.newRole': 'Firmatario {n}',
  'templates.flow.previewSaved': 'L’anteprima mostra l’ultima versione salvata.',
  // The draft is saved as the author types; this line says how it stands.
  'templates.flow.autosaveSaving': 'Salvataggio in corso…',
  'templates.flow.autosaveSaved': 'Salvato',
  'templates.flow.autosaveFailed':
    'Non salvato: la connessione non è riuscita. Verrà effettuato un nuovo tentativo tra poco.',
  'templates.flow.autosaveRefused':
    'Non salvato: corregga i problemi per salvare la bozza. Il testo digitato viene conservato.',
  // The problems of a refused definition, next to what they concern; rows are counted from 1.
  'templates.flow.problem.name': 'Inserisca un nome per il modello.',
  'templates.flow.problem.nameLong': 'Il nome può avere al massimo {max} caratteri.',
  'templates.flow.problem.roles': 'Aggiunga almeno un ruolo: una persona che firma.',
  'templates.flow.problem.tooManyRoles': 'Un modello può avere al massimo {max} ruoli.',
  'templates.flow.problem.roleName': 'Il ruolo {n} deve avere un nome.',
  'templates.flow.problem.roleNameLong': 'Il nome del ruolo {n} può avere al massimo {max} caratteri.',
  'templates.flow.problem.roleTwice':
    'Il ruolo {n} ha lo stesso nome di un altro ruolo. Assegni a ogni ruolo un nome diverso.',
  'templates.flow.problem.tooManyVariables': 'Un modello può avere al massimo {max} variabili.',
  'templates.flow.problem.keyMissing': 'La variabile {n} deve avere una chiave.',
  'templates.flow.problem.keyInvalid':
    'La chiave della variabile {n} deve iniziare con una lettera e contenere solo lettere, cifre e _ (al massimo {max} caratteri).',
  'templates.flow.problem.keyTwice':
    'La variabile {n} ha la stessa chiave di un’altra variabile. Assegni a ogni variabile una chiave diversa.',
  'templates.flow.problem.labelMissing': 'La variabile {n} deve avere un’etichetta.',
  'templates.flow.problem.labelLong': 'L’etichetta della variabile {n} può avere al massimo {max} caratteri.',
  'templates.flow.problem.type': 'Scelga un tipo per la variabile {n}.',
  'templates.flow.problem.roleGone':
    'La variabile {n} è compilata da {role}, che non è più tra i ruoli. Scelga chi deve compilarla.',
  'templates.flow.problem.needsRole':
    'La variabile {n} è una firma o una sigla: scelga il firmatario che deve compilarla.',
  'templates.flow.problem.options': 'La variabile {n} è una scelta: ne elenchi le opzioni, una per riga.',
  'templates.flow.problem.tooManyOptions': 'La variabile {n} può avere al massimo {max} opzioni.',
  'templates.flow.problem.optionLong':
    'Ogni opzione della variabile {n} può avere al massimo {max} caratteri.',
  'templates.flow.problem.optionTwice': 'La variabile {n} elenca due volte la stessa opzione.',
  'templates.flow.problem.bodyMissing': 'Scriva il testo del documento.',
  'templates.flow.problem.bodyLong': 'Il testo del documento può avere al massimo {max} caratteri.',
  'templates.flow.problem.placeholderInvalid':
    'Il testo contiene {placeholder}, che non è un segnaposto valido: una chiave inizia con una lettera e contiene solo lettere, cifre e _.',
  'templates.flow.problem.undeclared':
    'Il testo utilizza {placeholder}, che non è una variabile. La aggiunga in Variabili o ne corregga il nome.',
  'templates.flow.problem.other': 'Il modello non è stato accettato: {detail}',
  'templates.flow.minSelected': 'Numero minimo di scelte',
  'templates.flow.maxSelected': 'Numero massimo di scelte',
  'templates.flow.countHint': 'Facoltativo: lasci vuoto per nessun limite.',
  'templates.flow.region': 'Paese dei numeri',
  'templates.flow.regionHint': 'Due lettere, ad esempio IT. Se vuoto, decide la lingua del firmatario.',
  'templates.flow.maxFiles': 'Numero massimo di file',
  'templates.flow.pattern': 'Formato (espressione regolare)',
  'templates.flow.patternHint': 'Facoltativo. Il valore deve corrispondervi, ad esempio [A-Z]{2}[0-9]{6}.',
  'templates.flow.patternMessage': 'Messaggio se il formato non corrisponde',
  'templates.flow.readonly': 'Lo compila il mittente; il firmatario non può modificarlo',
  'templates.flow.readonlyHint': 'Il valore viene indicato al momento dell’invio del documento.',
  'templates.flow.showIf': 'Mostra solo se',
  'templates.flow.showAlways': 'Sempre visibile',
  'templates.flow.showIfCondition': 'Condizione',
  'templates.flow.showIfEquals': 'è',
  'templates.flow.showIfNotEquals': 'non è',
  'templates.flow.showIfNotEmpty': 'è compilato',
  'templates.flow.showIfValue': 'Valore',
  'templates.flow.ticked': 'spuntato',
  'templates.flow.notTicked': 'non spuntato',
  'templates.flow.rangeHint': 'Facoltativo: lasci vuoto un limite per non applicarlo.',
  'templates.flow.min': 'Minimo',
  'templates.flow.max': 'Massimo',
  'templates.flow.integer': 'Solo numeri interi',
  'templates.flow.editable': 'Il firmatario può modificare la data',
  'templates.flow.editableHint': 'Altrimenti la data è il giorno della firma.',
});
