// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-send.ts.

import type { Area } from '../area.ts';
import type { appSend as en } from '../en/app-send.ts';

export const appSend = (): Area<typeof en> => ({
  'send.title': 'Enviar um documento',
  'send.choose': 'Escolha um modelo publicado',
  'send.noTemplates':
    'Ainda não há nenhum modelo publicado. Crie um e publique-o (ou faça as duas coisas pela API) e depois envie-o por aqui.',
  'send.toTemplates': 'Ir para os modelos',
  'send.formTitle': 'Enviar “{template}”',
  'send.signers': 'Signatários',
  'send.signersHint': 'Eles assinam um após o outro, nesta ordem.',
  'send.roleLegend': '{n}. {role}',
  'send.name': 'Nome',
  'send.email': 'Endereço de e-mail',
  'send.locale': 'Idioma',
  'send.localeHint': 'As páginas de assinatura e os e-mails do signatário são escritos neste idioma.',
  'send.localeInvalid': 'Escolha um dos idiomas oferecidos.',
  'send.summaryName': '{role}, nome',
  'send.summaryEmail': '{role}, endereço de e-mail',
  'send.summaryLocale': '{role}, idioma',
  // Signer verification (issue 24)
  'send.verification': 'Antes de o documento abrir',
  'send.verificationNone': 'Sem código',
  'send.verificationNoneHint': 'O link de assinatura sozinho abre o documento.',
  'send.verificationAccessCode': 'Um código de acesso fornecido por você',
  'send.verificationAccessCodeHint':
    'Informe o código você mesmo, não por e-mail (por telefone, por exemplo). Ele não será exibido novamente.',
  'send.accessCode': 'Código de acesso',
  'send.accessCodeHint': 'Somente com código de acesso: de 4 a 64 caracteres.',
  'send.accessCodeLength': 'O código de acesso deve ter de {min} a {max} caracteres.',
  'send.verificationEmailCode': 'Um código enviado por e-mail',
  'send.verificationEmailCodeHint':
    'Antes de o documento abrir, a página de assinatura envia um código de 6 dígitos para o endereço do signatário.',
  'send.summaryAccessCode': '{role}, código de acesso',
  'send.details': 'Dados do documento',
  'send.detailsHint': 'Estes dados são inseridos no documento antes do envio.',
  'send.selectPrompt': 'Selecione…',
  'send.messageLegend': 'Mensagem e e-mail',
  'send.message': 'Mensagem aos signatários',
  'send.messageHint': 'Opcional. Incluída no e-mail de convite a cada signatário.',
  'send.sendEmail': 'Enviar e-mail aos signatários',
  'send.sendEmailHint':
    'Desmarque para compartilhar você mesmo os links de assinatura; eles ficam na página da solicitação.',
  'send.expiryLegend': 'Validade',
  'send.expiresOn': 'Data de expiração',
  'send.expiresOnHint.one':
    'Opcional. A solicitação expira ao final deste dia (UTC). Sem uma data, ela expira {count} dia após o envio.',
  'send.expiresOnHint.other':
    'Opcional. A solicitação expira ao final deste dia (UTC). Sem uma data, ela expira {count} dias após o envio.',
  'send.expiresInvalid': 'Informe a data de expiração como uma data, como 2027-01-31.',
  'send.expiresPast': 'A data de expiração já passou. Escolha hoje ou uma data posterior.',
  'send.expiresTooFar.one': 'Escolha uma data de expiração de no máximo {count} dia a partir de hoje.',
  'send.expiresTooFar.other': 'Escolha uma data de expiração de no máximo {count} dias a partir de hoje.',
  'send.preview': 'Pré-visualizar o PDF',
  'send.previewHint': 'Abre o documento preenchido em uma nova guia; nada é enviado.',
  'send.submit': 'Enviar para assinatura',
  'send.otherTemplate': 'Escolher outro modelo',
  'send.blankName': 'Informe o nome do signatário.',
  'send.nameNotOneLine':
    'Escreva o nome em uma única linha, sem tabulações ou outros caracteres de controle.',
  'send.badEmail': 'Informe um endereço de e-mail, como nome@example.com.',
  'send.tooLong.one': 'Use no máximo {count} caractere.',
  'send.tooLong.other': 'Use no máximo {count} caracteres.',
  'send.limitReached':
    'Seu espaço de trabalho usou {used} das {limit} solicitações de assinatura deste mês, por isso nada foi enviado. A cota é renovada em {reset}.',
  'send.planMissing':
    'O plano do seu espaço de trabalho não inclui assinaturas eletrônicas, por isso nada foi enviado. Peça ao responsável pelo Countersign na sua empresa que altere o plano.',
  'send.templateGone': 'Este modelo não está mais publicado. Escolha outro.',
  'send.invalidValue': '{label}: {reason}.',
  'send.duplicateTitle': 'Enviado aos mesmos signatários há pouco',
  'send.duplicateWarning':
    '“{template}” foi enviado aos mesmos signatários há menos de 10 minutos: {link}. Enviar novamente cria uma segunda solicitação e consome sua cota outra vez.',
  'send.duplicateLink': 'a solicitação enviada em {time}',
  'send.sendAnyway': 'Enviar mesmo assim',
  'send.sendAnywayHint':
    'Marque esta opção e envie o formulário novamente, se a segunda solicitação for intencional.',
  // The people copied on a request (issue 24, web/send/cc-field.ts).
  'send.ccLegend': 'Cópias',
  'send.cc': 'Cópia para (CC)',
  'send.ccHint.one':
    'Opcional, no máximo {count} pessoa. Uma por linha: o endereço de e-mail e, se quiser, uma vírgula e o nome. Essas pessoas não assinam nada: recebem o documento assinado ou o aviso de que a solicitação foi encerrada de outra forma.',
  'send.ccHint.other':
    'Opcional, no máximo {count} pessoas. Uma por linha: o endereço de e-mail e, se quiser, uma vírgula e o nome. Essas pessoas não assinam nada: recebem o documento assinado ou o aviso de que a solicitação foi encerrada de outra forma.',
  'send.ccTooMany.one': 'Inclua em cópia no máximo {count} pessoa.',
  'send.ccTooMany.other': 'Inclua em cópia no máximo {count} pessoas.',
  'send.ccBadEmail': 'Linha {line}: “{text}” não é um endereço de e-mail, como nome@example.com.',
  'send.ccSigner':
    'Linha {line}: {email} assina esta solicitação, e os signatários já recebem todos os avisos.',
  'send.ccTwice': 'Linha {line}: {email} aparece duas vezes.',
  'send.ccNameTooLong': 'Linha {line}: use no máximo {count} caracteres para o nome.',
  'send.ccNameNotOneLine': 'Linha {line}: escreva o nome sem tabulações ou outros caracteres de controle.',
  // Bulk send from a spreadsheet (issue 24, web/send/bulk).
  'bulk.link': 'Envio em massa',
  'bulk.linkHint': 'Envie este modelo para até 1.000 pessoas de uma vez a partir de uma planilha (CSV).',
  'bulk.back': 'Enviar “{template}” para uma pessoa',
  'bulk.title': 'Envio em massa de “{template}”',
  'bulk.intro':
    'Preencha uma planilha com uma linha por solicitação, salve-a como CSV e faça o upload. Todas as linhas são verificadas antes de qualquer envio.',
  'bulk.step1': '1. Baixe as colunas',
  'bulk.columnsHint':
    'O arquivo tem uma coluna de nome e uma de endereço de e-mail para cada signatário e, em seguida, uma coluna para cada dado do documento, identificada pela sua chave. As colunas seguintes são opcionais: omita-as ou deixe-as em branco para enviar como o formulário de envio faz quando não é alterado:',
  'bulk.columnHeading': 'Coluna',
  'bulk.meaningHeading': 'O que preencher',
  'bulk.signerName': 'O nome do signatário {role}',
  'bulk.signerEmail': 'O endereço de e-mail do signatário {role}',
  'bulk.required': 'obrigatória',
  'bulk.optional': 'opcional',
  'bulk.type.text': 'texto',
  'bulk.type.number': 'um número, como 1200.50',
  'bulk.type.date': 'uma data, como 2027-01-31',
  'bulk.type.email': 'um endereço de e-mail',
  'bulk.type.checkbox': '1, yes ou true para marcar; em branco, 0, no ou false para deixar desmarcado',
  'bulk.type.select': 'um destes: {options}',
  'bulk.type.multiple': 'qualquer um destes: {options}, separados por |, por exemplo {example}',
  'bulk.download': 'Baixar o cabeçalho CSV',
  'bulk.step2': '2. Faça o upload do arquivo preenchido',
  'bulk.file': 'Arquivo CSV',
  'bulk.fileHint':
    'Até {count} linhas e {size}, em UTF-8, separadas por vírgulas ou ponto e vírgula. As linhas são numeradas como a planilha as mostra: o cabeçalho é a linha 1.',
  'bulk.check': 'Verificar o arquivo',
  'bulk.checkHint': 'Nada é enviado ainda: primeiro você vê a verificação de cada linha.',
  'bulk.noFile': 'Escolha o arquivo CSV para upload.',
  'bulk.empty': 'O arquivo está vazio.',
  'bulk.tooLarge': 'O arquivo é maior que {size}. Divida-o em arquivos menores.',
  'bulk.notText': 'O arquivo não é um texto UTF-8. Salve-o na sua planilha como “CSV UTF-8”.',
  'bulk.unreadable':
    'Não foi possível ler o arquivo como CSV perto da linha {line}. Verifique se todas as aspas estão fechadas.',
  'bulk.missingColumns': 'O arquivo não tem a coluna {columns}. Comece pelo cabeçalho baixado.',
  'bulk.unknownColumns': 'Este modelo não tem a coluna {columns}. Remova-a ou corrija o título.',
  'bulk.untitledColumn': 'coluna {n} (sem título)',
  'bulk.repeatedColumns': 'Estas colunas aparecem mais de uma vez: {columns}.',
  'bulk.noRows': 'O arquivo tem cabeçalho, mas nenhuma linha para enviar.',
  'bulk.tooManyRows':
    'O arquivo tem {rows} linhas; um arquivo pode ter no máximo {max}. Divida-o em arquivos menores.',
  'bulk.overAllowance':
    'Este arquivo enviaria {count} solicitações, mas restam ao seu espaço de trabalho {remaining} das {limit} solicitações de assinatura deste mês, por isso nada foi enviado. A cota é renovada em {reset}.',
  'bulk.cellProblem': '{column}: {problem}',
  'bulk.extraCells.one': 'A linha tem {count} célula além das colunas do cabeçalho.',
  'bulk.extraCells.other': 'A linha tem {count} células além das colunas do cabeçalho.',
  'bulk.previewTitle': 'Verifique “{template}” antes de enviar',
  'bulk.fileRows.one': '{file}: {count} linha.',
  'bulk.fileRows.other': '{file}: {count} linhas.',
  'bulk.countReady': 'Prontas para envio',
  'bulk.countInvalid': 'Com problemas, não enviadas',
  'bulk.countAlready': 'Já enviadas, não reenviadas',
  'bulk.countFailed': 'Não foi possível enviar',
  'bulk.problemsTitle': 'Linhas com problemas',
  'bulk.problemsHint':
    'Estas linhas não são enviadas. Corrija-as e faça o upload do arquivo novamente: as linhas já enviadas não são enviadas duas vezes, portanto somente as linhas corrigidas serão enviadas.',
  'bulk.rowHeading': 'Linha',
  'bulk.signersHeading': 'Signatários',
  'bulk.problemsHeading': 'Problemas',
  'bulk.resultHeading': 'Resultado',
  'bulk.readyTitle': 'Linhas a enviar',
  'bulk.alreadyTitle': 'Linhas já enviadas',
  'bulk.send.one': 'Enviar {count} solicitação',
  'bulk.send.other': 'Enviar {count} solicitações',
  'bulk.sendHint':
    'Cada linha gera uma solicitação e consome uma das solicitações de assinatura do mês. Enviar este mesmo arquivo novamente depois não envia nada em duplicidade.',
  'bulk.nothingToSend': 'Não resta nada a enviar neste arquivo.',
  'bulk.otherFile': 'Fazer upload de outro arquivo',
  'bulk.resultTitle': '“{template}” enviado em massa',
  'bulk.resultSent': 'Enviada',
  'bulk.resultAlready': 'Já enviada',
  'bulk.resultFailed': 'Não enviada',
  'bulk.open': 'Abrir',
  'bulk.requestOfRow': 'a solicitação da linha {row}',
  'bulk.erased': 'A solicitação correspondente foi apagada desde então.',
  'bulk.limitRanOut': 'A cota do mês se esgotou antes desta linha.',
  'bulk.rowError':
    'Não foi possível enviar esta linha. Envie o mesmo arquivo novamente para tentar outra vez.',
  'bulk.toRequests': 'Ir para as solicitações',
  // Bulk send's optional columns and repeated rows (issue 31, web/send/bulk).
  'bulk.signerLanguage':
    'Opcional: o idioma dos e-mails e das páginas de assinatura do signatário {role}, um destes: {languages}. Em branco: o seu.',
  'bulk.signerEmailCode':
    'Opcional: yes para que a página de assinatura envie por e-mail ao signatário {role} um código a ser digitado antes de assinar (não junto com um código de acesso). Em branco: sem código.',
  'bulk.emailCodeCell':
    'Escreva yes ou deixe em branco; um mesmo signatário não recebe ao mesmo tempo um código de acesso e um código por e-mail.',
  'bulk.signerAccessCode':
    'Opcional: um código de {min} a {max} caracteres que o signatário {role} digita antes de assinar; informe-o você mesmo. Em branco: sem código.',
  'bulk.ccColumn.one':
    'Opcional: no máximo {count} pessoa em cópia na solicitação, no formato “e-mail, nome” (o nome pode ser omitido). Ela recebe o resultado, não um link de assinatura.',
  'bulk.ccColumn.other':
    'Opcional: no máximo {count} pessoas em cópia na solicitação, cada uma no formato “e-mail, nome” (o nome pode ser omitido), separadas por ponto e vírgula. Elas recebem o resultado, não um link de assinatura.',
  'bulk.expiresColumn':
    'Opcional: o dia em que a solicitação expira (ao final do dia, UTC), como 2027-01-31. Em branco: a validade habitual de uma solicitação.',
  'bulk.repeatedRow': 'Esta linha é igual à linha {row}: ela é enviada uma única vez.',
  'bulk.countRecent': 'Enviadas às mesmas pessoas há pouco',
  'bulk.recentTitle': 'Linhas enviadas aos mesmos signatários há pouco',
  'bulk.recentHint':
    'Os signatários destas linhas receberam este modelo há menos de 10 minutos, de outro arquivo ou de outro envio (uma linha corrigida depois, por exemplo). Elas não são enviadas, a menos que você opte por enviá-las mesmo assim: cada uma criaria uma segunda solicitação e consumiria sua cota outra vez.',
  'bulk.sendAnyway.one': 'Enviar {count} solicitação, incluindo repetições',
  'bulk.sendAnyway.other': 'Enviar {count} solicitações, incluindo repetições',
  'bulk.resultRecent': 'Repetição',
  'bulk.recentOf': 'Os mesmos signatários receberam {link}.',
});
