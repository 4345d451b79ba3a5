// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Verificar um documento assinado',
  'verify.lead':
    'Verifique se um documento assinado por meio deste serviço é autêntico e íntegro. O arquivo é verificado neste servidor e não é armazenado.',
  'verify.dropLabel': 'Solte o PDF aqui ou selecione-o',
  'verify.chooseLabel': 'Escolher o PDF',
  'verify.dropHint': 'Um PDF de no máximo 25 MiB.',
  'verify.submit': 'Verificar',
  'verify.checking': 'Verificando o arquivo…',
  'verify.again': 'Verificar outro arquivo',
  'verify.resultTitle': 'Resultado da verificação',
  'verify.fileHash': 'SHA-256 do arquivo',
  'verify.sealsHeading': 'Selos e carimbos de tempo',
  'verify.requestHeading': 'A solicitação de assinatura',
  'verify.claimedHeading': 'A solicitação da qual o arquivo alega ter origem',
  'verify.claimed':
    'O arquivo foi alterado depois de selado, por isso estes dados indicam apenas o que ele alega. Eles são exibidos conforme registrados pelo serviço.',
  'verify.noRequest':
    'Nenhuma solicitação concluída por este serviço tem estas páginas assinadas, por isso nenhum dado de solicitação é exibido.',
  'verify.erased':
    'Este serviço concluiu esta solicitação, e o registro dela foi apagado depois: os nomes e dados que ela continha não são mais mantidos. O selo acima ainda mostra se este arquivo é o que foi selado.',
  'verify.kind.signature': 'Selo',
  'verify.kind.document_timestamp': 'Carimbo de tempo do documento',
  'verify.label.signer': 'Assinado por',
  'verify.label.ours': 'Deste serviço',
  'verify.label.intact': 'Íntegro',
  'verify.label.covers': 'Abrange o arquivo inteiro',
  'verify.label.signedAt': 'Assinado em (alegado)',
  'verify.label.timestamp': 'Carimbo de tempo confiável',
  'verify.label.noTimestamp': 'nenhum',
  'verify.label.requestId': 'ID da solicitação',
  'verify.label.template': 'Modelo',
  'verify.label.completed': 'Concluída',
  'verify.label.erased': 'Registro apagado',
  'verify.label.signers': 'Signatários',
  'verify.signerSigned': '{role}: assinado em {date}',
  'verify.signerNotSigned': '{role}: não assinado',
  'verify.yes': 'sim',
  'verify.no': 'não',
  'verify.timestampBy': '{time} por {authority}',
  'verify.timestampByBroken': '{time} por {authority} (inválido)',
  'verify.verdict.valid.heading': 'Autêntico e íntegro',
  'verify.verdict.valid.text':
    'Este arquivo está exatamente como este serviço o selou: o selo está íntegro e nada foi alterado ou adicionado depois dele.',
  'verify.verdict.modified.heading': 'Alterado depois de selado',
  'verify.verdict.modified.text':
    'Este arquivo tem o selo deste serviço, mas seu conteúdo não corresponde mais ao que foi selado, ou algo foi adicionado depois do selo. Não confie nele; peça o original ao remetente.',
  'verify.verdict.not_ours.heading': 'Assinado, mas não por este serviço',
  'verify.verdict.not_ours.text':
    'Este arquivo tem uma assinatura digital, mas nenhuma feita por este serviço. Verifique-o com quem o assinou.',
  'verify.verdict.not_sealed.heading': 'Sem selo',
  'verify.verdict.not_sealed.text':
    'Este PDF não tem assinatura digital, por isso nada pode confirmar sua origem nem que ele não foi alterado.',
  'verify.error.notPdf': 'O arquivo não é um PDF.',
  'verify.error.noFile': 'Escolha um PDF para verificar.',
  'verify.error.tooLarge': 'O arquivo é maior que 25 MiB.',
  'verify.error.generic': 'Não foi possível verificar o arquivo. Tente novamente.',
});
