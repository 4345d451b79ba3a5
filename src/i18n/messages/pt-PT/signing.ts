// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  // Page frame
  'page.skip': 'Saltar para o conteúdo',
  'page.languages': 'Idioma',
  'page.titleSuffix': 'Countersign',

  // Who sends
  'sender.memberAt': '{member}, de {workspace}',
  'sender.contact': '{member}, de {workspace} ({email})',

  // The signing page
  'sign.title': 'Assinar {document}',
  'sign.lead': '{sender} pede-lhe, {name} ({email}), que assine este documento na qualidade de {role}.',
  'sign.deadline': 'Assine até {deadline}.',
  'sign.noscript':
    'Para assinar, é necessário o JavaScript. Ative-o no seu navegador ou peça a {sender} um exemplar em papel para assinar à mão.',
  'sign.documentHeading': 'O documento',
  'sign.download': '{link} para o ler ou imprimir.',
  'sign.downloadLink': 'Transfira o documento em PDF',
  'sign.documentLabel': 'Texto do documento',
  'sign.pdfTitle': 'O documento (PDF)',
  'sign.nextField': 'Campo seguinte',
  'sign.allFilled': 'Todos os campos estão preenchidos. Assinale a caixa abaixo e assine.',
  'sign.signHere': 'Assine aqui: {label}',
  'sign.pageOf': 'Página {n} de {total}',
  'sign.heading': 'Assinar',
  'sign.details': 'Os seus dados',
  'sign.required': '(obrigatório)',
  'sign.choose': 'Selecione…',
  'sign.signatureLegend': 'A sua assinatura',
  'sign.modeTyped': 'Escrever o meu nome',
  'sign.modeDrawn': 'Desenhar a minha assinatura',
  'sign.typedLabel': 'Escreva o seu nome completo como assinatura',
  'sign.drawHelp': 'Desenhe a sua assinatura no quadro com o rato, o dedo ou uma caneta digital.',
  'sign.drawArea': 'Área para desenhar a assinatura',
  'sign.clear': 'Apagar o desenho',
  'sign.consentLegend': 'Consentimento para assinar eletronicamente',
  'sign.button': 'Assinar',
  'sign.signing': 'A assinar…',
  'sign.yes': 'Sim',
  'sign.no': 'Não',
  'sign.fillBelow': '{label}: a preencher por si abaixo',
  'sign.fillBy': '{label}: a preencher por {role}',
  'sign.fillBySender': '{label}: a preencher pelo remetente',
  'sign.signedBy': '(assinado por {name})',
  'sign.signedOn': 'Assinado por {name} em {date}',
  'cert.initials': 'Rubrica',
  'sign.notSigned': 'Ainda não assinado',
  'sign.guideLabel': 'Os seus campos',
  'sign.fieldOf': 'Campo {n} de {total}',
  'sign.back': 'Anterior',
  'sign.next': 'Seguinte',
  'sign.finish': 'Concluir',
  'sign.done': 'Concluído',
  'sign.ready': 'Tudo pronto: reveja e assine abaixo',
  'sign.optional': '(opcional)',
  'sign.emptyBox': '{label}: vazio',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'assinalado',
  'sign.unchecked': 'não assinalado',
  'sign.zoomIn': 'Ampliar',
  'sign.zoomOut': 'Reduzir',
  'sign.zoomFit': 'Ajustar à largura',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'A data da assinatura, preenchida automaticamente.',
  'sign.initialsLegend': 'A sua rubrica',
  'sign.initialsTyped': 'Escrever a minha rubrica',
  'sign.initialsDrawn': 'Desenhar a minha rubrica',
  'sign.initialsLabel': 'A sua rubrica',
  'sign.initialsHelp': 'Desenhe a sua rubrica no quadro.',
  'sign.initialsArea': 'Área para desenhar a rubrica',
  'sign.fieldProblem': 'Ir para {label}',

  // The code form
  'verification.title': 'Confirme a sua identidade: {document}',
  'verification.lead':
    '{sender} pede-lhe que assine este documento. Antes de o abrir, confirme que esta ligação de assinatura lhe pertence.',
  'verification.accessHeading': 'Introduza o seu código de acesso',
  'verification.accessHelp':
    '{sender} forneceu-lhe um código de acesso para este documento, separadamente do e-mail com esta ligação. Se não o tiver, peça-o a {sender}.',
  'verification.accessLabel': 'Código de acesso',
  'verification.emailHeading': 'Receber um código por e-mail',
  'verification.emailHelp':
    'Enviaremos um código de 6 dígitos para {email}. É válido durante {minutes} minutos.',
  'verification.emailLabel': 'Código de 6 dígitos recebido por e-mail',
  'verification.send': 'Enviar-me um código',
  'verification.sendAgain': 'Enviar-me um novo código',
  'verification.submit': 'Continuar',
  'verification.lockedUntil':
    'Foram introduzidos demasiados códigos errados. Poderá tentar novamente a partir de {time}.',
  'verification.sent': 'Enviámos um código para {email}. É válido durante {minutes} minutos.',
  'verification.sending': 'A enviar…',
  'verification.checking': 'A verificar…',
  'verification.error.empty': 'Introduza o código.',
  'verification.error.digits': 'O código tem 6 dígitos.',
  'verification.error.wrong': 'O código está errado ou expirou. Tentativas restantes: {count}.',
  'verification.error.locked': 'Demasiados códigos errados. Tente novamente dentro de {wait} minutos.',
  'verification.error.sendLimit': 'Pediu 5 códigos na última hora. Tente novamente dentro de {wait} minutos.',
  'verification.error.failed': 'Ocorreu um erro. Tente novamente.',

  // The order of signing
  'order.only': 'É a única pessoa a assinar.',
  'order.first': 'Assina em primeiro lugar, de {count} signatários; os restantes assinam depois.',
  'order.firstOfTwo': 'Assina em primeiro lugar, de dois signatários; o outro signatário assina depois.',
  'order.afterOne': 'Assina em {position} lugar, de {count} signatários; o primeiro signatário já assinou.',
  'order.afterMany':
    'Assina em {position} lugar, de {count} signatários; os {earlier} primeiros signatários já assinaram.',
  'order.ordinals': 'primeiro|segundo|terceiro|quarto|quinto|sexto|sétimo|oitavo|nono|décimo',
  'order.numbers': 'um|dois|três|quatro|cinco|seis|sete|oito|nove|dez',

  // Consent
  'consent.intro':
    '{sender} utiliza o Countersign para recolher assinaturas eletrónicas. Antes de assinar, tome nota do seguinte:',
  'consent.electronic':
    'Ao assinalar a caixa, aceita receber este documento e as comunicações a ele relativas em formato eletrónico, bem como assiná-lo eletronicamente. A sua assinatura eletrónica tem o mesmo efeito que uma assinatura em papel.',
  'consent.paper':
    'Pode obter um exemplar em papel a qualquer momento, sem encargos: transfira o PDF acima e imprima-o, ou peça a {contact} que lhe envie um. Quando todos tiverem assinado, o PDF assinado será enviado por e-mail para {email} e poderá ser transferido a partir desta página.',
  'consent.paperNoEmail':
    'Pode obter um exemplar em papel a qualquer momento, sem encargos: transfira o PDF acima e imprima-o, ou peça a {contact} que lhe envie um. Quando todos tiverem assinado, o PDF assinado poderá ser transferido a partir desta página.',
  'consent.withdraw':
    'A assinatura eletrónica não é obrigatória. Pode recusar abaixo ou contactar {contact} para assinar em papel. A revogação posterior do consentimento não anula uma assinatura já prestada.',
  'consent.requirements':
    'É necessário um navegador atualizado, um leitor de PDF para visualizar ou imprimir o documento e acesso ao endereço de e-mail {email}. Se este mudar, informe {contact}.',
  'consent.agree':
    'Li a informação acima, aceito utilizar documentos eletrónicos e assinar este documento eletronicamente, e pretendo que a minha assinatura eletrónica me vincule tal como a minha assinatura manuscrita.',

  // Declining
  'decline.summary': 'Recusar assinar',
  'decline.explain':
    'Se recusar, ninguém poderá voltar a assinar este pedido e {sender} será informado por e-mail.',
  'decline.reason': 'Motivo (opcional, partilhado com {sender})',
  'decline.button': 'Recusar assinar',
  'decline.confirmQuestion': 'Recusar assinar {document}? Esta ação não pode ser anulada.',
  'decline.confirm': 'Sim, recusar',
  'decline.cancel': 'Não, voltar',

  // What the page says when something is wrong
  'error.typed': 'Escreva o seu nome como assinatura.',
  'error.drawn': 'Desenhe a sua assinatura no quadro.',
  'error.consent': 'Assinale a caixa para aceitar assinar eletronicamente.',
  'error.required': 'O campo {label} é obrigatório.',
  'error.number': 'O campo {label} deve ser um número.',
  'error.email': 'O campo {label} deve ser um endereço de e-mail.',
  'error.tick': 'Assinale {label} para assinar: é obrigatório.',
  'error.date': 'O campo {label} deve ser uma data, escrita como {example}.',
  'error.dateMonth': '{label}: não existe o mês {month}.',
  'error.dateDays': '{label}: o mês {month} tem {days} dias.',
  'error.signFailed': 'Ocorreu um erro e nada foi assinado. Tente novamente.',
  'error.declineFailed': 'Ocorreu um erro e nada foi recusado. Tente novamente.',
  'error.initials': 'Escreva ou desenhe a sua rubrica.',
  'error.range': 'O campo {label} deve estar entre {min} e {max}.',
  'error.min': 'O campo {label} deve ser, no mínimo, {min}.',
  'error.max': 'O campo {label} deve ser, no máximo, {max}.',
  'error.integer': 'O campo {label} deve ser um número inteiro.',
  'error.summary': 'Corrija o seguinte:',

  // The other states of a signing link
  'waiting.title': 'Ainda não é a sua vez',
  'waiting.lead': '{document} é assinado por ordem. Aguarda-se primeiro a assinatura de {waitingFor}.',
  'waiting.email': 'Receberá um e-mail em {email} quando for a sua vez, {name}. Pode fechar esta página.',
  'waiting.noEmail':
    'Volte a esta ligação quando {sender} lhe indicar que é a sua vez. Pode fechar esta página.',
  'signed.title': 'Obrigado, a sua assinatura foi registada',
  'signed.lead': 'Assinou {document} na qualidade de {role} em {date}.',
  'signed.next':
    'Outras pessoas ainda têm de assinar. Quando todos tiverem assinado, o documento assinado será enviado por e-mail para {email} e poderá também transferi-lo a partir desta ligação. Pode fechar esta página.',
  'signed.nextNoEmail':
    'Outras pessoas ainda têm de assinar. Quando todos tiverem assinado, poderá transferir o documento assinado a partir desta ligação. Pode fechar esta página.',
  'signed.nextEmbedded':
    'Outras pessoas ainda têm de assinar. Quando todos tiverem assinado, o documento assinado será enviado por e-mail para {email}. Pode fechar esta página.',
  'signed.nextEmbeddedNoEmail': 'Outras pessoas ainda têm de assinar. Pode fechar esta página.',
  'completed.title': 'Todos assinaram',
  'completed.lead':
    'Obrigado, {name}. Assinou {document} em {date}, tal como todos os restantes: o documento está concluído.',
  'completed.leadOnly': 'Obrigado, {name}. Assinou {document} em {date}: o documento está concluído.',
  'completed.leadViewer': 'Todos assinaram {document}: o documento está concluído.',
  'completed.download': 'Transferir o documento assinado (PDF)',
  'completed.keep':
    'Guarde uma cópia para os seus registos. Termina com um certificado de auditoria e tem um selo digital, pelo que qualquer alteração posterior pode ser detetada.',
  'completed.emailed': 'Foi também enviada uma cópia por e-mail para {email}.',
  'declined.title': 'Este pedido foi recusado',
  'declined.byYou': 'Recusou assinar {document}. {sender} foi informado.',
  'declined.other': 'Um signatário recusou assinar, pelo que {document} já não pode ser assinado.',
  'voided.title': 'Este pedido foi anulado',
  'voided.text': '{sender} anulou este pedido, pelo que {document} já não pode ser assinado.',
  'expired.title': 'Este pedido expirou',
  'expired.text':
    'O prazo para assinar {document} terminou em {date}. Peça a {sender} um novo pedido, se a sua assinatura ainda for necessária.',
  'removed.title': 'Este pedido foi removido',
  'removed.text':
    'Este pedido e todo o seu conteúdo foram eliminados definitivamente, pelo que já não há nada para ver ou assinar aqui. Se guardou o documento assinado, este ainda pode ser verificado no endereço nele impresso.',
  'notFound.title': 'Esta ligação de assinatura não funciona',
  'notFound.text':
    'A ligação não é válida. Verifique se abriu a ligação completa do e-mail ou peça ao remetente que a partilhe novamente.',

  // E-mails to a signer
  'mail.greeting': 'Olá, {name},',
  'mail.greetingAnonymous': 'Olá,',
  'mail.messageFrom': 'Mensagem de {sender}:',
  'mail.reason': 'Motivo indicado:',
  'mail.button': 'Rever e assinar',
  'mail.orOpen': 'Ou abra esta ligação: {url}',
  'mail.deadline': 'Assine até {deadline}.',
  'mail.footerLink':
    'Enviado pelo Countersign em nome de {sender}. Esta ligação de assinatura é pessoal: não a reencaminhe.',
  'mail.footer': 'Enviado pelo Countersign em nome de {sender}.',
  'mail.footerReply': 'As respostas a este e-mail são enviadas para {member} ({email}).',
  'mail.fromName': '{sender} através do Countersign',
  'mail.invitation.subject': 'Pedido de assinatura: {document}, de {sender}',
  'mail.invitation.body': '{sender} enviou-lhe «{document}» para assinar eletronicamente.',
  'mail.reminder.subject': 'Lembrete: assine {document}, de {sender}',
  'mail.reminder.body': 'Lembramos que «{document}», de {sender}, aguarda a sua assinatura.',
  'mail.voided.subject': 'Anulado: {document}',
  'mail.voided.body':
    '{sender} anulou o pedido de assinatura de «{document}». Não é necessária qualquer outra ação da sua parte.',
  'mail.declined.subject': 'Recusado: {document}',
  'mail.declined.body':
    '{decliner} recusou assinar «{document}», pelo que o pedido de {sender} foi encerrado. Não é necessária qualquer outra ação da sua parte.',
  'mail.declineConfirmation.subject': 'Recusou: {document}',
  'mail.declineConfirmation.body':
    'Recusou assinar «{document}». O pedido de {sender} foi encerrado e o remetente foi informado.',
  'mail.declineConfirmation.mistake':
    'Se se tratou de um engano, responda a este e-mail para contactar {member}.',
  'mail.completed.subject': 'Concluído: {document}',
  'mail.completed.body':
    'Todos assinaram «{document}», enviado por {sender}. O documento assinado segue em anexo para os seus registos.',
  'mail.expired.subject': 'Expirado: {document}',
  'mail.expired.body':
    'O pedido de assinatura de «{document}», de {sender}, expirou antes de todos terem assinado. Não é necessária qualquer outra ação da sua parte.',
  'mail.footerCopied':
    '{sender} incluiu o seu endereço em cópia neste pedido: receberá o resultado e não tem nada para assinar.',
  'mail.senderCompleted.body':
    'Todos assinaram «{document}». O documento assinado segue em anexo para os seus registos.',
  'mail.senderCompleted.optOut':
    'Recebe este e-mail porque enviou o pedido. Para deixar de receber estes e-mails, desative-os em Notificações no Countersign.',

  // E-mail to the member who sent the request
  'mail.senderDeclined.subject': 'Recusado por {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), que assinaria na qualidade de {role}, recusou assinar «{document}». O pedido foi encerrado e mais ninguém o pode assinar.',
  'mail.senderDeclined.open': 'Abrir o pedido',
  'mail.senderDeclined.request': 'Pedido: {id}',
  'mail.senderDeclined.reply': 'Responda a este e-mail para contactar {decliner}.',
  'mail.senderFooter': 'Enviado pelo Countersign para {workspace}.',

  // E-mail with a verification code
  'mail.verification.subject': 'O seu código para abrir {document}',
  'mail.verification.body':
    '{sender} pediu-lhe que assine «{document}». Para o abrir, introduza este código na página de assinatura:',
  'mail.verification.valid':
    'O código é válido durante {minutes} minutos. Apenas o código mais recente funciona.',
  'mail.verification.button': 'Abrir a página de assinatura',
  'mail.verification.notYou':
    'Se não pediu um código, pode ignorar este e-mail: ninguém pode abrir o documento sem ele.',

  // The signer's block of the audit certificate
  'cert.email': 'E-mail',
  'cert.role': 'Função',
  'cert.ip': 'Endereço IP',
  'cert.userAgent': 'Agente de utilizador',
  'cert.invited': 'Convidado',
  'cert.opened': 'Aberto',
  'cert.signed': 'Assinado',
  'cert.declined': 'Recusado',
  'cert.method': 'Assinatura',
  'cert.typed': 'Nome escrito',
  'cert.drawn': 'Desenhada à mão',
  'cert.consent': 'Consentimento',
  'cert.consentText': 'Aceitou a informação sobre a assinatura eletrónica ({language}); SHA-256 do texto:',
  'cert.language': 'Idioma',
  'cert.verification': 'Verificação de identidade',
  'cert.verifiedEmail': 'Identidade verificada por um código enviado para {email}, introduzido em {date}',
  'cert.verifiedAccessCode': 'Código de acesso fornecido pelo remetente, introduzido em {date}',
  'cert.notVerified': 'Era exigido um código; não foi introduzido nenhum',
  'cert.copied': 'Em cópia',
  'cert.copiedNote': 'Estas pessoas recebem o resultado do pedido. Não lhes foi pedido que assinassem.',
  'sign.dateFormat': 'Escreva no formato {pattern}',
  'sign.dateLetters': 'DD MM AAAA',
  'verification.lockedUntilReminded':
    'Foram introduzidos demasiados códigos errados. Esta ligação permanece bloqueada até {sender} lha enviar novamente: contacte o remetente.',
  'verification.error.linkLocked':
    'Foram introduzidos demasiados códigos errados. Esta ligação permanece bloqueada até {sender} lha enviar novamente.',
  'verification.accessCase': 'As letras maiúsculas e minúsculas são consideradas iguais.',
  'mail.accessCodeNeeded':
    'Para abrir o documento, necessita do código de acesso que {sender} lhe fornece separadamente. O código não consta deste e-mail; se não o tiver, peça-o a {sender}.',
  'mail.senderLinkLocked.subject': 'Ligação de assinatura bloqueada: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Foram introduzidos {count} códigos errados na ligação de assinatura de {signer} ({email}), que assina «{document}» na qualidade de {role}. A ligação está bloqueada: não abre para ninguém até enviar um lembrete a {signer}.',
  'mail.senderLinkLocked.unlock':
    'Se os erros foram cometidos por {signer}, envie um lembrete a partir do pedido (ou com a chamada remind da API): o lembrete desbloqueia a ligação. Caso contrário, outra pessoa poderá ter a ligação: pondere anular o pedido.',
  'verification.error.lockedHours': 'Demasiados códigos errados. Tente novamente dentro de {wait} horas.',

  // The field types and rules of issue 34 on the signing page
  'field.chooseBetween': 'Selecione entre {min} e {max}.',
  'field.chooseAtLeast': 'Selecione pelo menos {min}.',
  'field.chooseAtMost': 'Selecione no máximo {max}.',
  'field.fileHint': 'Um ficheiro PDF, PNG ou JPEG até 10 MB.',
  'field.filesHint': 'Até {max} ficheiros PDF, PNG ou JPEG, cada um até 10 MB.',
  'field.imageHint': 'Uma imagem PNG ou JPEG até 5 MB.',
  'field.remove': 'Remover',
  'field.removeFile': 'Remover {name}',
  'field.uploading': 'A carregar {name}',
  'field.preview': 'Pré-visualização de {name}',
  'field.readonlyNote': 'Preenchido pelo remetente; não pode ser alterado.',
  'field.imageGiven': 'Uma imagem do remetente',
  'error.phone': 'O campo {label} não contém um número de telefone válido.',
  'error.phoneRegion':
    'O campo {label} não contém um número de telefone válido. Sem indicativo de país, o número é interpretado com o indicativo {code}: para outro país, comece por + e o respetivo indicativo.',
  'error.pattern': 'O campo {label} não está no formato pedido.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Selecione pelo menos {min} em {label}.',
  'error.chooseMax': 'Selecione no máximo {max} em {label}.',
  'error.tooManyFiles': '{label} aceita no máximo {max} ficheiros: remova primeiro um.',
  'error.fileType': '{name} não é um ficheiro PDF, PNG ou JPEG.',
  'error.imageType': '{name} não é uma imagem PNG ou JPEG.',
  'error.fileSize': '{name} excede {size}.',
  'error.upload': 'Não foi possível anexar {name}: {reason}',
  'error.uploadFailed': 'Não foi possível anexar {name}. Tente novamente.',
});
