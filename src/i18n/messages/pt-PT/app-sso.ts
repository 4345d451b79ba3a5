// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Continuar com {provider}',
  'sso.refusedTitle': 'A sessão não foi iniciada',
  'sso.refused.expired':
    'Este início de sessão expirou ou já foi concluído. Recomece a partir da página de início de sessão.',
  'sso.refused.denied': 'O seu fornecedor de identidade não iniciou a sessão. Pode tentar novamente.',
  'sso.refused.invalid':
    'Não foi possível verificar a resposta do seu fornecedor de identidade (foi alterada, já foi utilizada ou expirou), pelo que a sessão não foi iniciada. Recomece.',
  'sso.refused.unverified':
    'O seu fornecedor de identidade não verificou o seu endereço de e-mail, pelo que não pode iniciar a sessão aqui. Verifique primeiro o endereço junto do seu fornecedor.',
  'sso.refused.unknown':
    'Nenhum espaço de trabalho aqui tem um membro com o endereço de e-mail confirmado pelo seu fornecedor de identidade. Peça a um proprietário do seu espaço de trabalho que lhe envie um convite.',
  'sso.unavailable':
    'De momento, não é possível contactar o seu fornecedor de identidade. Tente novamente dentro de alguns minutos.',
  'sso.notConfigured': 'A autenticação única (SSO) não está configurada neste serviço.',
  'sso.backToSignIn': 'Voltar ao início de sessão',
  'sso.chooseTitle': 'Escolha um espaço de trabalho',
  'sso.chooseLead': 'O seu endereço pertence a vários espaços de trabalho. Qual pretende abrir?',
  'sso.chooseButton': 'Abrir {workspace}',
  'sso.requiredTitle': 'Autenticação única obrigatória',
  'sso.required':
    '{workspace} exige a autenticação única: inicie sessão com {provider} em vez de uma ligação enviada por e-mail ou de uma chave de acesso.',
  'sso.requiredUnset':
    '{workspace} exige a autenticação única, que este serviço não disponibiliza de momento. Contacte o responsável pelo serviço.',
  'sessions.method.oidc': 'com autenticação única',
  'sso.settingsTitle': 'Autenticação única (SSO)',
  'sso.settingsLead':
    'Os membros podem iniciar sessão com {provider}, utilizando o endereço de e-mail verificado que este detém.',
  'sso.settingsUnset':
    'Este serviço não tem nenhum fornecedor de identidade configurado, pelo que não é possível utilizar a autenticação única.',
  'sso.requiredLabel': 'Exigir a autenticação única',
  'sso.requiredHint':
    'As ligações de início de sessão enviadas por e-mail e as chaves de acesso passam a ser recusadas neste espaço de trabalho.',
  'sso.joinDomainLabel': 'Domínio cujas pessoas podem aderir',
  'sso.joinDomainHint':
    'Quem tiver um endereço verificado terminado em @ este domínio adere como membro no primeiro início de sessão, depois de o espaço de trabalho ter comprovado o domínio. Deixe em branco para que ninguém adira desta forma.',
  'sso.joinDomainInvalid': 'Introduza um nome de domínio, como example.com.',
  'sso.save': 'Guardar a autenticação única',
  'sso.saved': 'Definições de autenticação única guardadas.',
  'sso.ownersOnly': 'Apenas os proprietários podem alterar estas definições.',
  'sso.requiredOn': 'A autenticação única é obrigatória.',
  'sso.requiredOff': 'A autenticação única é opcional.',
  'sso.joinDomainNone': 'Ninguém adere por domínio.',
  'sso.joinDomainIs': 'As pessoas com um endereço em {domain} aderem como membros.',
  // The audit log's names of these actions (settings page).
  'audit.workspace.sso_changed': 'Autenticação única alterada',
  'audit.member.joined': 'Adesão através de autenticação única',
  'sso.refused.foreign':
    'Esta resposta do seu fornecedor de identidade pertence a outro início de sessão, pelo que não foi utilizada. Se iniciou sessão neste navegador, esse processo continua aberto: conclua-o ou recomece.',
  'sso.joinDomainPublic':
    'Este é um domínio de e-mail público, no qual qualquer pessoa pode ter um endereço, pelo que não pode permitir adesões. Introduza o domínio próprio da sua organização.',
  'sso.joinDomainTaken':
    'Outro espaço de trabalho já comprovou este domínio, pelo que não pode ser utilizado aqui.',
  'sso.verifyNotFound':
    'Ainda não foi encontrado nenhum registo TXT com o valor deste espaço de trabalho. Verifique o nome e o valor do registo; as alterações de DNS podem demorar algum tempo a ficar visíveis.',
  'sso.joinedNotice':
    'Aderiu a {workspace} através da autenticação única, porque o seu endereço verificado pertence a um domínio comprovado por este espaço de trabalho. Os respetivos proprietários podem ver o seu nome e o seu endereço.',
  'sso.domainPending': '{domain} aguarda comprovação: até lá, ninguém adere através dele.',
  'sso.domainRecordLead':
    'Para comprovar que a sua organização detém este domínio, adicione este registo no respetivo DNS (no nome indicado ou no próprio domínio) e, em seguida, verifique-o:',
  'sso.domainRecordName': 'Nome (anfitrião)',
  'sso.domainRecordType': 'Tipo de registo',
  'sso.domainRecordValue': 'Valor',
  'sso.domainOperatorHint':
    'Ou peça ao responsável por este serviço que confirme o domínio; pode fazê-lo quando o endereço de um proprietário pertencer a {domain}.',
  'sso.domainCheck': 'Verificar o registo DNS',
  'sso.domainVerifiedDns':
    'As pessoas com um endereço em {domain} aderem como membros: o registo DNS comprovou o domínio.',
  'sso.domainVerifiedOperator':
    'As pessoas com um endereço em {domain} aderem como membros: o responsável por este serviço confirmou o domínio.',
  'audit.workspace.sso_domain_verified': 'Domínio de autenticação única comprovado',
});
