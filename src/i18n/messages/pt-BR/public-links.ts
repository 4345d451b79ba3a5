// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} solicita que você preencha e assine “{document}”.',
  'publicLink.hint':
    'Para começar, informe seu nome e seu endereço de e-mail. Sua via assinada será enviada para esse endereço.',
  'publicLink.verifyHint': 'Enviaremos por e-mail um código para confirmar o endereço antes de você assinar.',
  'publicLink.nextHeading': 'Depois de você',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Seu nome completo',
  'publicLink.email': 'Seu endereço de e-mail',
  'publicLink.start': 'Continuar',
  'publicLink.working': 'Verificando este navegador, um momento…',
  'publicLink.noscript':
    'Este formulário precisa do JavaScript: seu navegador faz um cálculo rápido que impede cadastros automatizados.',
  'publicLink.problems': 'Verifique o formulário:',
  'publicLink.error.name': 'Informe seu nome.',
  'publicLink.error.email': 'Informe um endereço de e-mail, como nome@example.com.',
  'publicLink.error.proof':
    'A verificação do seu navegador não chegou ou estava desatualizada. Envie o formulário novamente.',
  'publicLink.limited.title': 'Muitas assinaturas iniciadas',
  'publicLink.limited.lead':
    'Este formulário foi iniciado muitas vezes hoje, a partir desta conexão ou no total. Tente novamente amanhã.',
  'publicLink.unavailable.title': 'Este formulário não está disponível',
  'publicLink.unavailable.lead':
    'O link pode ter sido desativado ou digitado incorretamente, ou o formulário não pode receber novas assinaturas no momento. Entre em contato com quem forneceu o link.',

  // The application: an owner turns a template’s link on and off.
  'publicLink.app.action': 'Link público',
  'publicLink.app.actionLabel': 'Link público de {name}',
  'publicLink.app.title': 'Link público: {name}',
  'publicLink.app.lead':
    'Qualquer pessoa com o link assina este modelo como {role}: informa o nome e o endereço de e-mail e assina. A solicitação segue então para as pessoas indicadas aqui e é descontada da sua cota mensal.',
  'publicLink.app.on': 'O link está ativado. Compartilhe-o onde as pessoas que devem assinar o encontrarão.',
  'publicLink.app.off': 'O link está desativado.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Quem segue como {role}',
  'publicLink.app.personName': 'Nome',
  'publicLink.app.personEmail': 'Endereço de e-mail',
  'publicLink.app.verify': 'Exigir um código enviado por e-mail antes da assinatura (recomendado)',
  'publicLink.app.turnOn': 'Ativar o link',
  'publicLink.app.save': 'Salvar alterações',
  'publicLink.app.turnOff': 'Desativar o link',
  'publicLink.app.turnedOn': 'O link está ativado.',
  'publicLink.app.turnedOff': 'O link está desativado: o endereço dele não funciona mais.',
  'publicLink.app.ownersOnly':
    'Somente um proprietário do espaço de trabalho pode ativar ou desativar o link público de um modelo.',
  'publicLink.app.notPublished': 'O link público é exclusivo para modelos publicados.',
  'publicLink.app.nameMissing': 'Informe o nome.',
  'publicLink.app.emailMissing': 'Informe um endereço de e-mail, como nome@example.com.',
});
