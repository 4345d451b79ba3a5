// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Continuar com {provider}',
  'sso.refusedTitle': 'Você não entrou',
  'sso.refused.expired': 'Este acesso expirou ou já foi concluído. Comece novamente pela página de acesso.',
  'sso.refused.denied': 'Seu provedor de identidade não permitiu o acesso. Você pode tentar novamente.',
  'sso.refused.invalid':
    'Não foi possível verificar a resposta do seu provedor de identidade (ela foi alterada, já foi usada ou expirou), por isso você não entrou. Comece novamente.',
  'sso.refused.unverified':
    'Seu provedor de identidade não verificou seu endereço de e-mail, por isso não pode permitir seu acesso aqui. Verifique primeiro o endereço com seu provedor.',
  'sso.refused.unknown':
    'Nenhum espaço de trabalho aqui tem um membro com o endereço de e-mail confirmado pelo seu provedor de identidade. Peça a um proprietário do seu espaço de trabalho que convide você.',
  'sso.unavailable':
    'Não é possível acessar seu provedor de identidade no momento. Tente novamente em alguns minutos.',
  'sso.notConfigured': 'O login único (SSO) não está configurado neste serviço.',
  'sso.backToSignIn': 'Voltar para o acesso',
  'sso.chooseTitle': 'Escolha um espaço de trabalho',
  'sso.chooseLead': 'Seu endereço pertence a vários espaços de trabalho. Qual você deseja abrir?',
  'sso.chooseButton': 'Abrir {workspace}',
  'sso.requiredTitle': 'Login único obrigatório',
  'sso.required':
    '{workspace} exige login único: entre com {provider} em vez de um link por e-mail ou de uma chave de acesso.',
  'sso.requiredUnset':
    '{workspace} exige login único, que este serviço não oferece no momento. Fale com o responsável pelo serviço.',
  'sessions.method.oidc': 'com login único',
  'sso.settingsTitle': 'Login único (SSO)',
  'sso.settingsLead':
    'Os membros podem entrar com {provider}, usando o endereço de e-mail verificado registrado nele.',
  'sso.settingsUnset':
    'Este serviço não tem nenhum provedor de identidade configurado, por isso o login único não pode ser usado.',
  'sso.requiredLabel': 'Exigir login único',
  'sso.requiredHint':
    'Os links de acesso por e-mail e as chaves de acesso passam a ser recusados para este espaço de trabalho.',
  'sso.joinDomainLabel': 'Domínio cujas pessoas podem participar',
  'sso.joinDomainHint':
    'Quem tiver um endereço verificado que termine em @ este domínio participa como membro no primeiro acesso, depois que o espaço de trabalho comprovar o domínio. Deixe em branco para que ninguém participe dessa forma.',
  'sso.joinDomainInvalid': 'Informe um nome de domínio, como example.com.',
  'sso.save': 'Salvar login único',
  'sso.saved': 'Configurações de login único salvas.',
  'sso.ownersOnly': 'Somente proprietários podem alterar estas configurações.',
  'sso.requiredOn': 'O login único é obrigatório.',
  'sso.requiredOff': 'O login único é opcional.',
  'sso.joinDomainNone': 'Ninguém participa por domínio.',
  'sso.joinDomainIs': 'Pessoas com um endereço em {domain} participam como membros.',
  // The audit log's names of these actions (settings page).
  'audit.workspace.sso_changed': 'Login único alterado',
  'audit.member.joined': 'Participou por login único',
  'sso.refused.foreign':
    'Esta resposta do seu provedor de identidade pertence a outro acesso, por isso não foi usada. Se você iniciou um acesso neste navegador, ele ainda está aberto: conclua-o ou comece novamente.',
  'sso.joinDomainPublic':
    'Este é um domínio de e-mail público, no qual qualquer pessoa pode ter um endereço, por isso não pode permitir a participação. Informe o domínio próprio da sua organização.',
  'sso.joinDomainTaken':
    'Outro espaço de trabalho já comprovou este domínio, por isso ele não pode ser usado aqui.',
  'sso.verifyNotFound':
    'Ainda não foi encontrado nenhum registro TXT com o valor deste espaço de trabalho. Verifique o nome e o valor do registro; alterações de DNS podem levar algum tempo para aparecer.',
  'sso.joinedNotice':
    'Você passou a participar de {workspace} por login único, porque seu endereço verificado pertence a um domínio comprovado por este espaço de trabalho. Os proprietários podem ver seu nome e seu endereço.',
  'sso.domainPending': '{domain} aguarda comprovação: até lá, ninguém participa por ele.',
  'sso.domainRecordLead':
    'Para comprovar que sua organização detém este domínio, adicione este registro ao DNS dele (no nome indicado ou no próprio domínio) e depois verifique-o:',
  'sso.domainRecordName': 'Nome (host)',
  'sso.domainRecordType': 'Tipo de registro',
  'sso.domainRecordValue': 'Valor',
  'sso.domainOperatorHint':
    'Ou peça ao responsável por este serviço que confirme o domínio; ele pode fazer isso quando o endereço de um proprietário estiver em {domain}.',
  'sso.domainCheck': 'Verificar o registro DNS',
  'sso.domainVerifiedDns':
    'Pessoas com um endereço em {domain} participam como membros: o registro DNS comprovou o domínio.',
  'sso.domainVerifiedOperator':
    'Pessoas com um endereço em {domain} participam como membros: o responsável por este serviço confirmou o domínio.',
  'audit.workspace.sso_domain_verified': 'Domínio de login único comprovado',
});
