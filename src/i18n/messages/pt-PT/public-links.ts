// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} pede-lhe que preencha e assine «{document}».',
  'publicLink.hint':
    'Para começar, indique o seu nome e o seu endereço de e-mail. O seu exemplar assinado será enviado para esse endereço.',
  'publicLink.verifyHint': 'Enviamos-lhe por e-mail um código para confirmar o endereço antes de assinar.',
  'publicLink.nextHeading': 'A seguir',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Nome completo',
  'publicLink.email': 'O seu endereço de e-mail',
  'publicLink.start': 'Continuar',
  'publicLink.working': 'A verificar este navegador, aguarde um momento…',
  'publicLink.noscript':
    'Este formulário necessita do JavaScript: o seu navegador efetua um breve cálculo que impede registos automatizados.',
  'publicLink.problems': 'Verifique o formulário:',
  'publicLink.error.name': 'Introduza o seu nome.',
  'publicLink.error.email': 'Introduza um endereço de e-mail, como nome@example.com.',
  'publicLink.error.proof':
    'A verificação do seu navegador não chegou ou estava desatualizada. Envie novamente o formulário.',
  'publicLink.limited.title': 'Demasiadas assinaturas iniciadas',
  'publicLink.limited.lead':
    'Este formulário foi iniciado demasiadas vezes hoje, a partir desta ligação à rede ou no total. Tente novamente amanhã.',
  'publicLink.unavailable.title': 'Este formulário não está disponível',
  'publicLink.unavailable.lead':
    'A ligação pode ter sido desativada ou mal escrita, ou o formulário não pode receber novas assinaturas neste momento. Contacte quem lhe forneceu a ligação.',

  // The application: an owner turns a template’s link on and off.
  'publicLink.app.action': 'Ligação pública',
  'publicLink.app.actionLabel': 'Ligação pública de {name}',
  'publicLink.app.title': 'Ligação pública: {name}',
  'publicLink.app.lead':
    'Qualquer pessoa com a ligação assina este modelo na qualidade de {role}: indica o nome e o endereço de e-mail e assina. O pedido segue depois para as pessoas aqui indicadas e conta para a sua quota mensal.',
  'publicLink.app.on':
    'A ligação está ativa. Partilhe-a onde as pessoas que devem assinar a possam encontrar.',
  'publicLink.app.off': 'A ligação está desativada.',
  'publicLink.app.url': 'Ligação',
  'publicLink.app.people': 'Quem se segue na qualidade de {role}',
  'publicLink.app.personName': 'Nome',
  'publicLink.app.personEmail': 'Endereço de e-mail',
  'publicLink.app.verify': 'Pedir um código enviado por e-mail antes da assinatura (recomendado)',
  'publicLink.app.turnOn': 'Ativar a ligação',
  'publicLink.app.save': 'Guardar alterações',
  'publicLink.app.turnOff': 'Desativar a ligação',
  'publicLink.app.turnedOn': 'A ligação está ativa.',
  'publicLink.app.turnedOff': 'A ligação está desativada: o respetivo endereço deixou de funcionar.',
  'publicLink.app.ownersOnly':
    'Apenas um proprietário do espaço de trabalho pode ativar ou desativar a ligação pública de um modelo.',
  'publicLink.app.notPublished': 'Uma ligação pública destina-se apenas a modelos publicados.',
  'publicLink.app.nameMissing': 'Introduza o nome.',
  'publicLink.app.emailMissing': 'Introduza um endereço de e-mail, como nome@example.com.',
});
