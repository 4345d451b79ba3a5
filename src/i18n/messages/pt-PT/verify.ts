// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Verificar um documento assinado',
  'verify.lead':
    'Verifique se um documento assinado através deste serviço é autêntico e não foi alterado. O ficheiro é verificado neste servidor e não é conservado.',
  'verify.dropLabel': 'Largue o PDF aqui ou selecione-o',
  'verify.chooseLabel': 'Escolher o PDF',
  'verify.dropHint': 'Um PDF com, no máximo, 25 MiB.',
  'verify.submit': 'Verificar',
  'verify.checking': 'A verificar o ficheiro…',
  'verify.again': 'Verificar outro ficheiro',
  'verify.resultTitle': 'Resultado da verificação',
  'verify.fileHash': 'SHA-256 do ficheiro',
  'verify.sealsHeading': 'Selos e selos temporais',
  'verify.requestHeading': 'O pedido de assinatura',
  'verify.claimedHeading': 'O pedido de que o ficheiro alega ser proveniente',
  'verify.claimed':
    'O ficheiro foi alterado depois de selado, pelo que estes dados indicam apenas o que o ficheiro alega. São apresentados tal como o serviço os registou.',
  'verify.noRequest':
    'Nenhum pedido concluído por este serviço tem estas páginas assinadas, pelo que não são apresentados dados de nenhum pedido.',
  'verify.erased':
    'Este serviço concluiu este pedido, mas o respetivo registo foi entretanto apagado: os nomes e os dados que continha já não são conservados. O selo acima continua a indicar se este ficheiro é o que foi selado.',
  'verify.kind.signature': 'Selo',
  'verify.kind.document_timestamp': 'Selo temporal do documento',
  'verify.label.signer': 'Assinado por',
  'verify.label.ours': 'Deste serviço',
  'verify.label.intact': 'Íntegro',
  'verify.label.covers': 'Abrange o ficheiro inteiro',
  'verify.label.signedAt': 'Assinado em (alegado)',
  'verify.label.timestamp': 'Selo temporal fidedigno',
  'verify.label.noTimestamp': 'nenhum',
  'verify.label.requestId': 'ID do pedido',
  'verify.label.template': 'Modelo',
  'verify.label.completed': 'Concluído',
  'verify.label.erased': 'Registo apagado',
  'verify.label.signers': 'Signatários',
  'verify.signerSigned': '{role}: assinado em {date}',
  'verify.signerNotSigned': '{role}: não assinado',
  'verify.yes': 'sim',
  'verify.no': 'não',
  'verify.timestampBy': '{time} por {authority}',
  'verify.timestampByBroken': '{time} por {authority} (inválido)',
  'verify.verdict.valid.heading': 'Autêntico e inalterado',
  'verify.verdict.valid.text':
    'Este ficheiro está exatamente como este serviço o selou: o selo está íntegro e nada foi alterado ou acrescentado depois dele.',
  'verify.verdict.modified.heading': 'Alterado depois de selado',
  'verify.verdict.modified.text':
    'Este ficheiro tem o selo deste serviço, mas o seu conteúdo já não corresponde ao que foi selado, ou foi acrescentado algo depois do selo. Não confie nele; peça o original ao remetente.',
  'verify.verdict.not_ours.heading': 'Assinado, mas não por este serviço',
  'verify.verdict.not_ours.text':
    'Este ficheiro tem uma assinatura digital, mas nenhuma feita por este serviço. Verifique-o junto de quem o assinou.',
  'verify.verdict.not_sealed.heading': 'Sem selo',
  'verify.verdict.not_sealed.text':
    'Este PDF não tem assinatura digital, pelo que nada pode confirmar a sua proveniência nem que não foi alterado.',
  'verify.error.notPdf': 'O ficheiro não é um PDF.',
  'verify.error.noFile': 'Escolha um PDF para verificar.',
  'verify.error.tooLarge': 'O ficheiro excede 25 MiB.',
  'verify.error.generic': 'Não foi possível verificar o ficheiro. Tente novamente.',
});
