// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Verifica di un documento firmato',
  'verify.lead':
    'Verifichi che un documento perfezionato tramite questo servizio sia autentico e integro. Il file viene verificato su questo server e non viene conservato.',
  'verify.dropLabel': 'Trascini qui il PDF oppure lo selezioni',
  'verify.chooseLabel': 'Scegli il PDF',
  'verify.dropHint': 'Un PDF di al massimo 25 MiB.',
  'verify.submit': 'Verifica',
  'verify.checking': 'Verifica del file in corso…',
  'verify.again': 'Verifica un altro file',
  'verify.resultTitle': 'Esito della verifica',
  'verify.fileHash': 'SHA-256 del file',
  'verify.sealsHeading': 'Sigilli e marche temporali',
  'verify.requestHeading': 'La richiesta di firma',
  'verify.claimedHeading': 'La richiesta da cui il file dichiara di provenire',
  'verify.claimed':
    'Il file è stato modificato dopo l’apposizione del sigillo, pertanto questi dati indicano soltanto ciò che il file dichiara. Sono mostrati come registrati dal servizio.',
  'verify.noRequest':
    'Nessuna richiesta completata da questo servizio contiene queste pagine perfezionate, pertanto non vengono mostrati dati della richiesta.',
  'verify.erased':
    'Questo servizio ha completato questa richiesta, ma i relativi dati sono stati successivamente cancellati: i nomi e le informazioni che conteneva non sono più conservati. Il sigillo qui sopra indica comunque se questo file è quello sigillato.',
  'verify.kind.signature': 'Sigillo',
  'verify.kind.document_timestamp': 'Marca temporale del documento',
  'verify.label.signer': 'Firmato da',
  'verify.label.ours': 'Da questo servizio',
  'verify.label.intact': 'Integro',
  'verify.label.covers': 'Copre l’intero file',
  'verify.label.signedAt': 'Firmato il (dichiarato)',
  'verify.label.timestamp': 'Marca temporale attendibile',
  'verify.label.noTimestamp': 'nessuna',
  'verify.label.requestId': 'ID della richiesta',
  'verify.label.template': 'Modello',
  'verify.label.completed': 'Completata',
  'verify.label.erased': 'Dati cancellati',
  'verify.label.signers': 'Firmatari',
  'verify.signerSigned': '{role}: firmato il {date}',
  'verify.signerNotSigned': '{role}: non firmato',
  'verify.yes': 'sì',
  'verify.no': 'no',
  'verify.timestampBy': '{time} da {authority}',
  'verify.timestampByBroken': '{time} da {authority} (non valida)',
  'verify.verdict.valid.heading': 'Autentico e integro',
  'verify.verdict.valid.text':
    'Questo file è esattamente come questo servizio lo ha sigillato: il sigillo è integro e nulla è stato modificato o aggiunto dopo di esso.',
  'verify.verdict.modified.heading': 'Modificato dopo il sigillo',
  'verify.verdict.modified.text':
    'Questo file reca il sigillo di questo servizio, ma il suo contenuto non corrisponde più a ciò che è stato sigillato, oppure è stato aggiunto qualcosa dopo il sigillo. Non vi faccia affidamento; chieda l’originale al mittente.',
  'verify.verdict.not_ours.heading': 'Firmato, ma non da questo servizio',
  'verify.verdict.not_ours.text':
    'Questo file reca una firma digitale, ma nessuna apposta da questo servizio. Lo verifichi con chi lo ha firmato.',
  'verify.verdict.not_sealed.heading': 'Nessun sigillo',
  'verify.verdict.not_sealed.text':
    'Questo PDF non reca alcuna firma digitale, pertanto nulla può confermarne la provenienza o l’integrità.',
  'verify.error.notPdf': 'Il file non è un PDF.',
  'verify.error.noFile': 'Scelga un PDF da verificare.',
  'verify.error.tooLarge': 'Il file supera 25 MiB.',
  'verify.error.generic': 'Non è stato possibile verificare il file. La preghiamo di riprovare.',
});
