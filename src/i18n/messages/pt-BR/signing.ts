// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  // Page frame
  'page.skip': 'Pular para o conteúdo',
  'page.languages': 'Idioma',
  'page.titleSuffix': 'Countersign',

  // Who sends
  'sender.memberAt': '{member}, de {workspace}',
  'sender.contact': '{member}, de {workspace} ({email})',

  // The signing page
  'sign.title': 'Assinar {document}',
  'sign.lead': '{sender} solicita que você, {name} ({email}), assine este documento como {role}.',
  'sign.deadline': 'Assine até {deadline}.',
  'sign.noscript':
    'Para assinar, é necessário o JavaScript. Ative-o no seu navegador ou peça a {sender} uma via em papel para assinar à mão.',
  'sign.documentHeading': 'O documento',
  'sign.download': '{link} para ler ou imprimir.',
  'sign.downloadLink': 'Baixe o documento em PDF',
  'sign.documentLabel': 'Texto do documento',
  'sign.pdfTitle': 'O documento (PDF)',
  'sign.nextField': 'Próximo campo',
  'sign.allFilled': 'Todos os campos estão preenchidos. Marque a caixa abaixo e assine.',
  'sign.signHere': 'Assine aqui: {label}',
  'sign.pageOf': 'Página {n} de {total}',
  'sign.heading': 'Assinar',
  'sign.details': 'Seus dados',
  'sign.required': '(obrigatório)',
  'sign.choose': 'Selecione…',
  'sign.signatureLegend': 'Sua assinatura',
  'sign.modeTyped': 'Digitar meu nome',
  'sign.modeDrawn': 'Desenhar minha assinatura',
  'sign.typedLabel': 'Digite seu nome completo como assinatura',
  'sign.drawHelp': 'Desenhe sua assinatura no quadro com o mouse, o dedo ou uma caneta.',
  'sign.drawArea': 'Área para desenhar a assinatura',
  'sign.clear': 'Apagar desenho',
  'sign.consentLegend': 'Consentimento para assinar eletronicamente',
  'sign.button': 'Assinar',
  'sign.signing': 'Assinando…',
  'sign.yes': 'Sim',
  'sign.no': 'Não',
  'sign.fillBelow': '{label}: preenchido por você abaixo',
  'sign.fillBy': '{label}: a ser preenchido por {role}',
  'sign.fillBySender': '{label}: a ser preenchido pelo remetente',
  'sign.signedBy': '(assinado por {name})',
  'sign.signedOn': 'Assinado por {name} em {date}',
  'cert.initials': 'Rubrica',
  'sign.notSigned': 'Ainda não assinado',
  'sign.guideLabel': 'Seus campos',
  'sign.fieldOf': 'Campo {n} de {total}',
  'sign.back': 'Voltar',
  'sign.next': 'Avançar',
  'sign.finish': 'Concluir',
  'sign.done': 'Pronto',
  'sign.ready': 'Tudo pronto: revise e assine abaixo',
  'sign.optional': '(opcional)',
  'sign.emptyBox': '{label}: vazio',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'marcado',
  'sign.unchecked': 'não marcado',
  'sign.zoomIn': 'Ampliar',
  'sign.zoomOut': 'Reduzir',
  'sign.zoomFit': 'Ajustar à largura',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'A data da assinatura, preenchida automaticamente.',
  'sign.initialsLegend': 'Sua rubrica',
  'sign.initialsTyped': 'Digitar minha rubrica',
  'sign.initialsDrawn': 'Desenhar minha rubrica',
  'sign.initialsLabel': 'Sua rubrica',
  'sign.initialsHelp': 'Desenhe sua rubrica no quadro.',
  'sign.initialsArea': 'Área para desenhar a rubrica',
  'sign.fieldProblem': 'Ir para {label}',

  // The code form
  'verification.title': 'Confirme sua identidade: {document}',
  'verification.lead':
    '{sender} solicita que você assine este documento. Antes de abri-lo, confirme que este link de assinatura é seu.',
  'verification.accessHeading': 'Informe seu código de acesso',
  'verification.accessHelp':
    '{sender} forneceu a você um código de acesso para este documento, separadamente do e-mail com este link. Se você não o tiver, peça a {sender}.',
  'verification.accessLabel': 'Código de acesso',
  'verification.emailHeading': 'Receber um código por e-mail',
  'verification.emailHelp':
    'Enviaremos um código de 6 dígitos para {email}. Ele é válido por {minutes} minutos.',
  'verification.emailLabel': 'Código de 6 dígitos recebido por e-mail',
  'verification.send': 'Enviar um código',
  'verification.sendAgain': 'Enviar um novo código',
  'verification.submit': 'Continuar',
  'verification.lockedUntil':
    'Foram informados códigos incorretos muitas vezes. Você poderá tentar novamente a partir de {time}.',
  'verification.sent': 'Enviamos um código para {email}. Ele é válido por {minutes} minutos.',
  'verification.sending': 'Enviando…',
  'verification.checking': 'Verificando…',
  'verification.error.empty': 'Informe o código.',
  'verification.error.digits': 'O código tem 6 dígitos.',
  'verification.error.wrong': 'O código está incorreto ou expirou. Tentativas restantes: {count}.',
  'verification.error.locked': 'Muitos códigos incorretos. Tente novamente em {wait} minutos.',
  'verification.error.sendLimit':
    'Você solicitou 5 códigos na última hora. Tente novamente em {wait} minutos.',
  'verification.error.failed': 'Ocorreu um erro. Tente novamente.',

  // The order of signing
  'order.only': 'Você é a única pessoa que assina.',
  'order.first': 'Você assina em primeiro lugar, de {count} signatários; os demais assinam depois de você.',
  'order.firstOfTwo': 'Você assina em primeiro lugar, de dois signatários; o outro assina depois de você.',
  'order.afterOne':
    'Você assina em {position} lugar, de {count} signatários; o primeiro signatário já assinou.',
  'order.afterMany':
    'Você assina em {position} lugar, de {count} signatários; os {earlier} primeiros signatários já assinaram.',
  'order.ordinals': 'primeiro|segundo|terceiro|quarto|quinto|sexto|sétimo|oitavo|nono|décimo',
  'order.numbers': 'um|dois|três|quatro|cinco|seis|sete|oito|nove|dez',

  // Consent
  'consent.intro':
    '{sender} utiliza o Countersign para coletar assinaturas eletrônicas. Antes de assinar, observe o seguinte:',
  'consent.electronic':
    'Ao marcar a caixa, você concorda em receber este documento e os avisos relacionados a ele em formato eletrônico e em assiná-lo eletronicamente. Sua assinatura eletrônica tem o mesmo efeito que uma assinatura em papel.',
  'consent.paper':
    'Você pode obter uma via em papel a qualquer momento, sem custo: baixe o PDF acima e imprima-o, ou peça a {contact} que envie uma via a você. Quando todos tiverem assinado, o PDF assinado será enviado por e-mail para {email} e poderá ser baixado nesta página.',
  'consent.paperNoEmail':
    'Você pode obter uma via em papel a qualquer momento, sem custo: baixe o PDF acima e imprima-o, ou peça a {contact} que envie uma via a você. Quando todos tiverem assinado, o PDF assinado poderá ser baixado nesta página.',
  'consent.withdraw':
    'A assinatura eletrônica não é obrigatória. Você pode recusar abaixo ou entrar em contato com {contact} para assinar em papel. A revogação posterior do consentimento não desfaz uma assinatura já realizada.',
  'consent.requirements':
    'Você precisa de um navegador atualizado, de um leitor de PDF para visualizar ou imprimir o documento e de acesso ao endereço de e-mail {email}. Se ele mudar, informe {contact}.',
  'consent.agree':
    'Li o aviso acima, concordo em utilizar documentos eletrônicos e em assinar este documento eletronicamente, e reconheço que minha assinatura eletrônica me vincula da mesma forma que minha assinatura manuscrita.',

  // Declining
  'decline.summary': 'Recusar assinatura',
  'decline.explain':
    'Se você recusar, ninguém mais poderá assinar esta solicitação e {sender} será avisado por e-mail.',
  'decline.reason': 'Motivo (opcional, compartilhado com {sender})',
  'decline.button': 'Recusar assinatura',
  'decline.confirmQuestion': 'Recusar a assinatura de {document}? Esta ação não pode ser desfeita.',
  'decline.confirm': 'Sim, recusar',
  'decline.cancel': 'Não, voltar',

  // What the page says when something is wrong
  'error.typed': 'Digite seu nome como assinatura.',
  'error.drawn': 'Desenhe sua assinatura no quadro.',
  'error.consent': 'Marque a caixa para concordar em assinar eletronicamente.',
  'error.required': 'O campo {label} é obrigatório.',
  'error.number': 'O campo {label} deve ser um número.',
  'error.email': 'O campo {label} deve ser um endereço de e-mail.',
  'error.tick': 'Marque {label} para assinar: é obrigatório.',
  'error.date': 'O campo {label} deve ser uma data, escrita como {example}.',
  'error.dateMonth': '{label}: não existe o mês {month}.',
  'error.dateDays': '{label}: o mês {month} tem {days} dias.',
  'error.signFailed': 'Ocorreu um erro e nada foi assinado. Tente novamente.',
  'error.declineFailed': 'Ocorreu um erro e nada foi recusado. Tente novamente.',
  'error.initials': 'Digite ou desenhe sua rubrica.',
  'error.range': 'O campo {label} deve estar entre {min} e {max}.',
  'error.min': 'O campo {label} deve ser no mínimo {min}.',
  'error.max': 'O campo {label} deve ser no máximo {max}.',
  'error.integer': 'O campo {label} deve ser um número inteiro.',
  'error.summary': 'Corrija o seguinte:',

  // The other states of a signing link
  'waiting.title': 'Ainda não é a sua vez',
  'waiting.lead': '{document} é assinado em ordem. Aguardamos primeiro a assinatura de {waitingFor}.',
  'waiting.email':
    'Você receberá um e-mail em {email} quando for a sua vez, {name}. Você pode fechar esta página.',
  'waiting.noEmail':
    'Volte a este link quando {sender} avisar que é a sua vez. Você pode fechar esta página.',
  'signed.title': 'Obrigado, você assinou',
  'signed.lead': 'Você assinou {document} como {role} em {date}.',
  'signed.next':
    'Outras pessoas ainda precisam assinar. Quando todos tiverem assinado, o documento assinado será enviado por e-mail para {email}, e você também poderá baixá-lo por este link. Você pode fechar esta página.',
  'signed.nextNoEmail':
    'Outras pessoas ainda precisam assinar. Quando todos tiverem assinado, você poderá baixar o documento assinado por este link. Você pode fechar esta página.',
  'signed.nextEmbedded':
    'Outras pessoas ainda precisam assinar. Quando todos tiverem assinado, o documento assinado será enviado por e-mail para {email}. Você pode fechar esta página.',
  'signed.nextEmbeddedNoEmail': 'Outras pessoas ainda precisam assinar. Você pode fechar esta página.',
  'completed.title': 'Todos assinaram',
  'completed.lead':
    'Obrigado, {name}. Você assinou {document} em {date}, assim como todos os demais: o documento está concluído.',
  'completed.leadOnly': 'Obrigado, {name}. Você assinou {document} em {date}: o documento está concluído.',
  'completed.leadViewer': 'Todos assinaram {document}: o documento está concluído.',
  'completed.download': 'Baixar o documento assinado (PDF)',
  'completed.keep':
    'Guarde uma cópia para seus registros. Ela termina com um certificado de auditoria e contém um selo digital, de modo que qualquer alteração posterior pode ser detectada.',
  'completed.emailed': 'Uma cópia também foi enviada por e-mail para {email}.',
  'declined.title': 'Esta solicitação foi recusada',
  'declined.byYou': 'Você recusou a assinatura de {document}. {sender} foi avisado.',
  'declined.other': 'Um signatário recusou a assinatura, por isso {document} não pode mais ser assinado.',
  'voided.title': 'Esta solicitação foi anulada',
  'voided.text': '{sender} anulou esta solicitação, por isso {document} não pode mais ser assinado.',
  'expired.title': 'Esta solicitação expirou',
  'expired.text':
    'O prazo para assinar {document} terminou em {date}. Peça a {sender} uma nova solicitação se sua assinatura ainda for necessária.',
  'removed.title': 'Esta solicitação foi removida',
  'removed.text':
    'Esta solicitação e todo o seu conteúdo foram excluídos permanentemente; não há mais nada para ver ou assinar aqui. Se você guardou o documento assinado, ele ainda pode ser verificado no endereço impresso nele.',
  'notFound.title': 'Este link de assinatura não funciona',
  'notFound.text':
    'O link não é válido. Verifique se você abriu o link completo do e-mail ou peça ao remetente que o envie novamente.',

  // E-mails to a signer
  'mail.greeting': 'Olá, {name},',
  'mail.greetingAnonymous': 'Olá,',
  'mail.messageFrom': 'Mensagem de {sender}:',
  'mail.reason': 'Motivo informado:',
  'mail.button': 'Revisar e assinar',
  'mail.orOpen': 'Ou abra este link: {url}',
  'mail.deadline': 'Assine até {deadline}.',
  'mail.footerLink':
    'Enviado pelo Countersign em nome de {sender}. Este link de assinatura é pessoal: não o encaminhe.',
  'mail.footer': 'Enviado pelo Countersign em nome de {sender}.',
  'mail.footerReply': 'As respostas a este e-mail são enviadas para {member} ({email}).',
  'mail.fromName': '{sender} via Countersign',
  'mail.invitation.subject': 'Assinatura solicitada: {document}, de {sender}',
  'mail.invitation.body': '{sender} enviou “{document}” para você assinar eletronicamente.',
  'mail.reminder.subject': 'Lembrete: assine {document}, de {sender}',
  'mail.reminder.body': 'Este é um lembrete de que “{document}”, de {sender}, aguarda a sua assinatura.',
  'mail.voided.subject': 'Anulada: {document}',
  'mail.voided.body':
    '{sender} anulou a solicitação de assinatura de “{document}”. Não é necessária nenhuma outra ação da sua parte.',
  'mail.declined.subject': 'Recusada: {document}',
  'mail.declined.body':
    '{decliner} recusou a assinatura de “{document}”, por isso a solicitação de {sender} foi encerrada. Não é necessária nenhuma outra ação da sua parte.',
  'mail.declineConfirmation.subject': 'Você recusou: {document}',
  'mail.declineConfirmation.body':
    'Você recusou a assinatura de “{document}”. A solicitação de {sender} foi encerrada, e o remetente foi avisado.',
  'mail.declineConfirmation.mistake': 'Se foi um engano, responda a este e-mail para falar com {member}.',
  'mail.completed.subject': 'Concluída: {document}',
  'mail.completed.body':
    'Todos assinaram “{document}”, enviado por {sender}. O documento assinado segue anexo para seus registros.',
  'mail.expired.subject': 'Expirada: {document}',
  'mail.expired.body':
    'A solicitação de assinatura de “{document}”, de {sender}, expirou antes que todos assinassem. Não é necessária nenhuma outra ação da sua parte.',
  'mail.footerCopied':
    '{sender} incluiu seu endereço em cópia nesta solicitação: você receberá o resultado e não precisa assinar nada.',
  'mail.senderCompleted.body':
    'Todos assinaram “{document}”. O documento assinado segue anexo para seus registros.',
  'mail.senderCompleted.optOut':
    'Você recebe este e-mail porque enviou a solicitação. Para deixar de receber estes e-mails, desative-os em Notificações no Countersign.',

  // E-mail to the member who sent the request
  'mail.senderDeclined.subject': 'Recusada por {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), que assinaria como {role}, recusou a assinatura de “{document}”. A solicitação foi encerrada e ninguém mais pode assiná-la.',
  'mail.senderDeclined.open': 'Abrir a solicitação',
  'mail.senderDeclined.request': 'Solicitação: {id}',
  'mail.senderDeclined.reply': 'Responda a este e-mail para falar com {decliner}.',
  'mail.senderFooter': 'Enviado pelo Countersign para {workspace}.',

  // E-mail with a verification code
  'mail.verification.subject': 'Seu código para abrir {document}',
  'mail.verification.body':
    '{sender} solicitou que você assine “{document}”. Para abri-lo, informe este código na página de assinatura:',
  'mail.verification.valid':
    'O código é válido por {minutes} minutos. Somente o código mais recente funciona.',
  'mail.verification.button': 'Abrir a página de assinatura',
  'mail.verification.notYou':
    'Se você não solicitou um código, pode ignorar este e-mail: ninguém consegue abrir o documento sem ele.',

  // The signer's block of the audit certificate
  'cert.email': 'E-mail',
  'cert.role': 'Função',
  'cert.ip': 'Endereço IP',
  'cert.userAgent': 'Agente do usuário',
  'cert.invited': 'Convidado',
  'cert.opened': 'Aberto',
  'cert.signed': 'Assinado',
  'cert.declined': 'Recusado',
  'cert.method': 'Assinatura',
  'cert.typed': 'Nome digitado',
  'cert.drawn': 'Desenhada à mão',
  'cert.consent': 'Consentimento',
  'cert.consentText': 'Aceitou o aviso sobre assinatura eletrônica ({language}); SHA-256 do texto:',
  'cert.language': 'Idioma',
  'cert.verification': 'Verificação de identidade',
  'cert.verifiedEmail': 'Identidade verificada por um código enviado para {email}, informado em {date}',
  'cert.verifiedAccessCode': 'Código de acesso fornecido pelo remetente, informado em {date}',
  'cert.notVerified': 'Era exigido um código; nenhum foi informado',
  'cert.copied': 'Em cópia',
  'cert.copiedNote': 'Estas pessoas recebem o resultado da solicitação. Não foi solicitado que assinassem.',
  'sign.dateFormat': 'Escreva no formato {pattern}',
  'sign.dateLetters': 'DD MM AAAA',
  'verification.lockedUntilReminded':
    'Foram informados códigos incorretos muitas vezes. Este link permanece bloqueado até que {sender} o envie novamente a você: entre em contato com o remetente.',
  'verification.error.linkLocked':
    'Foram informados códigos incorretos muitas vezes. Este link permanece bloqueado até que {sender} o envie novamente a você.',
  'verification.accessCase': 'Letras maiúsculas e minúsculas são consideradas iguais.',
  'mail.accessCodeNeeded':
    'Para abrir o documento, você precisa do código de acesso que {sender} fornece separadamente. Ele não está neste e-mail; se você não o tiver, peça a {sender}.',
  'mail.senderLinkLocked.subject': 'Link de assinatura bloqueado: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Foram informados {count} códigos incorretos no link de assinatura de {signer} ({email}), que assina “{document}” como {role}. O link está bloqueado: ele não abre para ninguém até que você envie um lembrete a {signer}.',
  'mail.senderLinkLocked.unlock':
    'Se os erros foram cometidos por {signer}, envie um lembrete a partir da solicitação (ou com a chamada remind da API): o lembrete desbloqueia o link. Caso contrário, outra pessoa pode estar com o link: considere anular a solicitação.',
  'verification.error.lockedHours': 'Muitos códigos incorretos. Tente novamente em {wait} horas.',

  // The field types and rules of issue 34 on the signing page
  'field.chooseBetween': 'Selecione de {min} a {max}.',
  'field.chooseAtLeast': 'Selecione pelo menos {min}.',
  'field.chooseAtMost': 'Selecione no máximo {max}.',
  'field.fileHint': 'Um arquivo PDF, PNG ou JPEG de até 10 MB.',
  'field.filesHint': 'Até {max} arquivos PDF, PNG ou JPEG, cada um com até 10 MB.',
  'field.imageHint': 'Uma imagem PNG ou JPEG de até 5 MB.',
  'field.remove': 'Remover',
  'field.removeFile': 'Remover {name}',
  'field.uploading': 'Enviando {name}',
  'field.preview': 'Pré-visualização de {name}',
  'field.readonlyNote': 'Preenchido pelo remetente; não pode ser alterado.',
  'field.imageGiven': 'Uma imagem do remetente',
  'error.phone': 'O campo {label} não contém um número de telefone válido.',
  'error.phoneRegion':
    'O campo {label} não contém um número de telefone válido. Sem código de país, o número é interpretado com o código {code}: para outro país, comece com + e o código do país.',
  'error.pattern': 'O campo {label} não está no formato solicitado.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Selecione pelo menos {min} em {label}.',
  'error.chooseMax': 'Selecione no máximo {max} em {label}.',
  'error.tooManyFiles': '{label} aceita no máximo {max} arquivos: remova um primeiro.',
  'error.fileType': '{name} não é um arquivo PDF, PNG ou JPEG.',
  'error.imageType': '{name} não é uma imagem PNG ou JPEG.',
  'error.fileSize': '{name} é maior que {size}.',
  'error.upload': 'Não foi possível anexar {name}: {reason}',
  'error.uploadFailed': 'Não foi possível anexar {name}. Tente novamente.',
});
