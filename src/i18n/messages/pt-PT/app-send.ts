// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/app-send.ts.

import type { Area } from '../area.ts';
import type { appSend as en } from '../en/app-send.ts';

export const appSend = (): Area<typeof en> => ({
  'send.title': 'Enviar um documento',
  'send.choose': 'Escolha um modelo publicado',
  'send.noTemplates':
    'Ainda não existe nenhum modelo publicado. Crie um e publique-o (ou faça ambas as operações através da API) e, em seguida, envie-o a partir daqui.',
  'send.toTemplates': 'Ir para os modelos',
  'send.formTitle': 'Enviar «{template}»',
  'send.signers': 'Signatários',
  'send.signersHint': 'Assinam um após o outro, por esta ordem.',
  'send.roleLegend': '{n}. {role}',
  'send.name': 'Nome',
  'send.email': 'Endereço de e-mail',
  'send.locale': 'Idioma',
  'send.localeHint': 'As páginas de assinatura e os e-mails do signatário são redigidos neste idioma.',
  'send.localeInvalid': 'Escolha um dos idiomas disponíveis.',
  'send.summaryName': '{role}, nome',
  'send.summaryEmail': '{role}, endereço de e-mail',
  'send.summaryLocale': '{role}, idioma',
  // Signer verification (issue 24)
  'send.verification': 'Antes de o documento abrir',
  'send.verificationNone': 'Sem código',
  'send.verificationNoneHint': 'A ligação de assinatura, por si só, abre o documento.',
  'send.verificationAccessCode': 'Um código de acesso fornecido por si',
  'send.verificationAccessCodeHint':
    'Comunique o código pessoalmente, não por e-mail (por telefone, por exemplo). Não voltará a ser apresentado.',
  'send.accessCode': 'Código de acesso',
  'send.accessCodeHint': 'Apenas com código de acesso: de 4 a 64 caracteres.',
  'send.accessCodeLength': 'O código de acesso deve ter entre {min} e {max} caracteres.',
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
    'Desmarque para partilhar pessoalmente as ligações de assinatura; estas encontram-se na página do pedido.',
  'send.expiryLegend': 'Validade',
  'send.expiresOn': 'Data de expiração',
  'send.expiresOnHint.one':
    'Opcional. O pedido expira no final deste dia (UTC). Sem data, expira {count} dia após o envio.',
  'send.expiresOnHint.other':
    'Opcional. O pedido expira no final deste dia (UTC). Sem data, expira {count} dias após o envio.',
  'send.expiresInvalid': 'Introduza a data de expiração como uma data, como 2027-01-31.',
  'send.expiresPast': 'A data de expiração já passou. Escolha hoje ou uma data posterior.',
  'send.expiresTooFar.one': 'Escolha uma data de expiração no máximo a {count} dia a partir de hoje.',
  'send.expiresTooFar.other': 'Escolha uma data de expiração no máximo a {count} dias a partir de hoje.',
  'send.preview': 'Pré-visualizar o PDF',
  'send.previewHint': 'Abre o documento preenchido num novo separador; nada é enviado.',
  'send.submit': 'Enviar para assinatura',
  'send.otherTemplate': 'Escolher outro modelo',
  'send.blankName': 'Introduza o nome do signatário.',
  'send.nameNotOneLine': 'Escreva o nome numa única linha, sem tabulações nem outros caracteres de controlo.',
  'send.badEmail': 'Introduza um endereço de e-mail, como nome@example.com.',
  'send.tooLong.one': 'Utilize no máximo {count} carácter.',
  'send.tooLong.other': 'Utilize no máximo {count} caracteres.',
  'send.limitReached':
    'O seu espaço de trabalho utilizou {used} dos {limit} pedidos de assinatura deste mês, pelo que nada foi enviado. A quota é renovada em {reset}.',
  'send.planMissing':
    'O plano do seu espaço de trabalho não inclui assinaturas eletrónicas, pelo que nada foi enviado. Peça ao responsável pelo Countersign na sua empresa que altere o plano.',
  'send.templateGone': 'Este modelo já não está publicado. Escolha outro.',
  'send.invalidValue': '{label}: {reason}.',
  'send.duplicateTitle': 'Enviado aos mesmos signatários há instantes',
  'send.duplicateWarning':
    '«{template}» foi enviado aos mesmos signatários há menos de 10 minutos: {link}. Um novo envio cria um segundo pedido e utiliza novamente a sua quota.',
  'send.duplicateLink': 'o pedido enviado em {time}',
  'send.sendAnyway': 'Enviar na mesma',
  'send.sendAnywayHint':
    'Assinale esta opção e envie novamente o formulário, se o segundo pedido for intencional.',
  // The people copied on a request (issue 24, web/send/cc-field.ts).
  'send.ccLegend': 'Cópias',
  'send.cc': 'Cópia para (CC)',
  'send.ccHint.one':
    'Opcional, no máximo {count} pessoa. Uma por linha: o endereço de e-mail e, se pretender, uma vírgula e o nome. Estas pessoas não assinam nada: recebem o documento assinado ou a indicação de que o pedido terminou de outra forma.',
  'send.ccHint.other':
    'Opcional, no máximo {count} pessoas. Uma por linha: o endereço de e-mail e, se pretender, uma vírgula e o nome. Estas pessoas não assinam nada: recebem o documento assinado ou a indicação de que o pedido terminou de outra forma.',
  'send.ccTooMany.one': 'Inclua em cópia no máximo {count} pessoa.',
  'send.ccTooMany.other': 'Inclua em cópia no máximo {count} pessoas.',
  'send.ccBadEmail': 'Linha {line}: «{text}» não é um endereço de e-mail, como nome@example.com.',
  'send.ccSigner':
    'Linha {line}: {email} assina este pedido, e os signatários já recebem todas as comunicações.',
  'send.ccTwice': 'Linha {line}: {email} consta duas vezes.',
  'send.ccNameTooLong': 'Linha {line}: utilize no máximo {count} caracteres para o nome.',
  'send.ccNameNotOneLine': 'Linha {line}: escreva o nome sem tabulações nem outros caracteres de controlo.',
  // Bulk send from a spreadsheet (issue 24, web/send/bulk).
  'bulk.link': 'Envio em massa',
  'bulk.linkHint':
    'Envie este modelo a até 1000 pessoas de uma só vez, a partir de uma folha de cálculo (CSV).',
  'bulk.back': 'Enviar «{template}» a uma pessoa',
  'bulk.title': 'Envio em massa de «{template}»',
  'bulk.intro':
    'Preencha uma folha de cálculo com uma linha por pedido, guarde-a em CSV e carregue-a. Todas as linhas são verificadas antes de qualquer envio.',
  'bulk.step1': '1. Transfira as colunas',
  'bulk.columnsHint':
    'O ficheiro tem uma coluna de nome e uma de endereço de e-mail para cada signatário e, a seguir, uma coluna para cada dado do documento, designada pela respetiva chave. As colunas seguintes são opcionais: omita-as ou deixe-as em branco para enviar tal como o formulário de envio faz quando não é alterado:',
  'bulk.columnHeading': 'Coluna',
  'bulk.meaningHeading': 'Conteúdo',
  'bulk.signerName': 'O nome do signatário {role}',
  'bulk.signerEmail': 'O endereço de e-mail do signatário {role}',
  'bulk.required': 'obrigatória',
  'bulk.optional': 'opcional',
  'bulk.type.text': 'texto',
  'bulk.type.number': 'um número, como 1200.50',
  'bulk.type.date': 'uma data, como 2027-01-31',
  'bulk.type.email': 'um endereço de e-mail',
  'bulk.type.checkbox': '1, yes ou true para assinalar; em branco, 0, no ou false para deixar por assinalar',
  'bulk.type.select': 'um de: {options}',
  'bulk.type.multiple': 'qualquer um de: {options}, separados por |, por exemplo {example}',
  'bulk.download': 'Transferir o cabeçalho CSV',
  'bulk.step2': '2. Carregue o ficheiro preenchido',
  'bulk.file': 'Ficheiro CSV',
  'bulk.fileHint':
    'Até {count} linhas e {size}, em UTF-8, separadas por vírgulas ou pontos e vírgulas. As linhas são numeradas tal como a folha de cálculo as apresenta: o cabeçalho é a linha 1.',
  'bulk.check': 'Verificar o ficheiro',
  'bulk.checkHint': 'Ainda nada é enviado: primeiro vê a verificação de cada linha.',
  'bulk.noFile': 'Escolha o ficheiro CSV a carregar.',
  'bulk.empty': 'O ficheiro está vazio.',
  'bulk.tooLarge': 'O ficheiro excede {size}. Divida-o em ficheiros mais pequenos.',
  'bulk.notText': 'O ficheiro não é texto UTF-8. Guarde-o a partir da folha de cálculo como «CSV UTF-8».',
  'bulk.unreadable':
    'Não foi possível ler o ficheiro como CSV perto da linha {line}. Verifique se todas as aspas estão fechadas.',
  'bulk.missingColumns': 'O ficheiro não tem a coluna {columns}. Parta do cabeçalho transferido.',
  'bulk.unknownColumns': 'Este modelo não tem a coluna {columns}. Remova-a ou corrija o respetivo título.',
  'bulk.untitledColumn': 'coluna {n} (sem título)',
  'bulk.repeatedColumns': 'Estas colunas surgem mais de uma vez: {columns}.',
  'bulk.noRows': 'O ficheiro tem cabeçalho, mas nenhuma linha para enviar.',
  'bulk.tooManyRows':
    'O ficheiro tem {rows} linhas; um ficheiro pode ter no máximo {max}. Divida-o em ficheiros mais pequenos.',
  'bulk.overAllowance':
    'Este ficheiro enviaria {count} pedidos, mas restam ao seu espaço de trabalho {remaining} dos {limit} pedidos de assinatura deste mês, pelo que nada foi enviado. A quota é renovada em {reset}.',
  'bulk.cellProblem': '{column}: {problem}',
  'bulk.extraCells.one': 'A linha tem {count} célula além das colunas do cabeçalho.',
  'bulk.extraCells.other': 'A linha tem {count} células além das colunas do cabeçalho.',
  'bulk.previewTitle': 'Verifique «{template}» antes de enviar',
  'bulk.fileRows.one': '{file}: {count} linha.',
  'bulk.fileRows.other': '{file}: {count} linhas.',
  'bulk.countReady': 'Prontas para envio',
  'bulk.countInvalid': 'Com problemas, não enviadas',
  'bulk.countAlready': 'Já enviadas, não reenviadas',
  'bulk.countFailed': 'Não foi possível enviar',
  'bulk.problemsTitle': 'Linhas com problemas',
  'bulk.problemsHint':
    'Estas linhas não são enviadas. Corrija-as e carregue novamente o ficheiro: as linhas já enviadas não são enviadas duas vezes, pelo que apenas as linhas corrigidas serão enviadas.',
  'bulk.rowHeading': 'Linha',
  'bulk.signersHeading': 'Signatários',
  'bulk.problemsHeading': 'Problemas',
  'bulk.resultHeading': 'Resultado',
  'bulk.readyTitle': 'Linhas a enviar',
  'bulk.alreadyTitle': 'Linhas já enviadas',
  'bulk.send.one': 'Enviar {count} pedido',
  'bulk.send.other': 'Enviar {count} pedidos',
  'bulk.sendHint':
    'Cada linha dá origem a um pedido e utiliza um dos pedidos de assinatura do mês. Enviar mais tarde este mesmo ficheiro não envia nada em duplicado.',
  'bulk.nothingToSend': 'Já não há nada a enviar neste ficheiro.',
  'bulk.otherFile': 'Carregar outro ficheiro',
  'bulk.resultTitle': '«{template}» enviado em massa',
  'bulk.resultSent': 'Enviado',
  'bulk.resultAlready': 'Já enviado',
  'bulk.resultFailed': 'Não enviado',
  'bulk.open': 'Abrir',
  'bulk.requestOfRow': 'o pedido da linha {row}',
  'bulk.erased': 'O respetivo pedido foi entretanto apagado.',
  'bulk.limitRanOut': 'A quota do mês esgotou-se antes desta linha.',
  'bulk.rowError':
    'Não foi possível enviar esta linha. Envie novamente o mesmo ficheiro para tentar outra vez.',
  'bulk.toRequests': 'Ir para os pedidos',
  // Bulk send's optional columns and repeated rows (issue 31, web/send/bulk).
  'bulk.signerLanguage':
    'Opcional: o idioma dos e-mails e das páginas de assinatura do signatário {role}, um de {languages}. Em branco: o seu.',
  'bulk.signerEmailCode':
    'Opcional: yes para que a página de assinatura envie por e-mail ao signatário {role} um código a introduzir antes de assinar (não em conjunto com um código de acesso). Em branco: sem código.',
  'bulk.emailCodeCell':
    'Escreva yes ou deixe em branco; um mesmo signatário não recebe simultaneamente um código de acesso e um código por e-mail.',
  'bulk.signerAccessCode':
    'Opcional: um código de {min} a {max} caracteres que o signatário {role} introduz antes de assinar; comunique-lho pessoalmente. Em branco: sem código.',
  'bulk.ccColumn.one':
    'Opcional: no máximo {count} pessoa em cópia no pedido, no formato «e-mail, nome» (o nome pode ser omitido). Recebe o resultado, não uma ligação de assinatura.',
  'bulk.ccColumn.other':
    'Opcional: no máximo {count} pessoas em cópia no pedido, cada uma no formato «e-mail, nome» (o nome pode ser omitido), separadas por pontos e vírgulas. Recebem o resultado, não uma ligação de assinatura.',
  'bulk.expiresColumn':
    'Opcional: o dia em que o pedido expira (no final do dia, UTC), como 2027-01-31. Em branco: a validade habitual de um pedido.',
  'bulk.repeatedRow': 'Esta linha é igual à linha {row}: é enviada uma única vez.',
  'bulk.countRecent': 'Enviadas às mesmas pessoas há instantes',
  'bulk.recentTitle': 'Linhas enviadas aos mesmos signatários há instantes',
  'bulk.recentHint':
    'Os signatários destas linhas receberam este modelo há menos de 10 minutos, a partir de outro ficheiro ou de outro envio (por exemplo, uma linha entretanto corrigida). Não são enviadas, a menos que opte por enviá-las na mesma: cada uma criaria um segundo pedido e utilizaria novamente a sua quota.',
  'bulk.sendAnyway.one': 'Enviar {count} pedido, incluindo repetições',
  'bulk.sendAnyway.other': 'Enviar {count} pedidos, incluindo repetições',
  'bulk.resultRecent': 'Repetição',
  'bulk.recentOf': 'Os mesmos signatários receberam {link}.',
});
