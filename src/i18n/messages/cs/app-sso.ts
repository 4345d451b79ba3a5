// Čeština (vykání): jednotné přihlášení (SSO). Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Pokračovat přes {provider}',
  'sso.refusedTitle': 'Nejste přihlášeni',
  'sso.refused.expired':
    'Platnost tohoto přihlášení vypršela nebo již bylo dokončeno. Začněte znovu na přihlašovací stránce.',
  'sso.refused.denied': 'Váš poskytovatel identity vás nepřihlásil. Můžete to zkusit znovu.',
  'sso.refused.invalid':
    'Odpověď vašeho poskytovatele identity nelze ověřit (byla změněna, již použita nebo vypršela), proto jste nebyli přihlášeni. Začněte znovu.',
  'sso.refused.unverified':
    'Váš poskytovatel identity neověřil vaši e-mailovou adresu, proto vás zde nemůže přihlásit. Nejprve adresu u poskytovatele ověřte.',
  'sso.refused.unknown':
    'Žádný pracovní prostor zde nemá člena s e-mailovou adresou, kterou potvrdil váš poskytovatel identity. Požádejte vlastníka svého pracovního prostoru o pozvánku.',
  'sso.unavailable': 'Váš poskytovatel identity je momentálně nedostupný. Zkuste to znovu za několik minut.',
  'sso.notConfigured': 'Jednotné přihlášení není v této službě nastaveno.',
  'sso.backToSignIn': 'Zpět na přihlášení',
  'sso.chooseTitle': 'Vyberte pracovní prostor',
  'sso.chooseLead': 'Vaše adresa patří do více pracovních prostorů. Který chcete otevřít?',
  'sso.chooseButton': 'Otevřít {workspace}',
  'sso.requiredTitle': 'Vyžadováno jednotné přihlášení',
  'sso.required':
    '{workspace} vyžaduje jednotné přihlášení: přihlaste se přes {provider} místo odkazu z e-mailu nebo přístupového klíče.',
  'sso.requiredUnset':
    '{workspace} vyžaduje jednotné přihlášení, které tato služba momentálně nenabízí. Obraťte se na jejího správce.',
  'sessions.method.oidc': 'jednotným přihlášením',
  'sso.settingsTitle': 'Jednotné přihlášení',
  'sso.settingsLead':
    'Členové se mohou přihlašovat přes {provider} pomocí ověřené e-mailové adresy, kterou u něj mají.',
  'sso.settingsUnset':
    'Tato služba nemá nastaveného poskytovatele identity, jednotné přihlášení proto nelze použít.',
  'sso.requiredLabel': 'Vyžadovat jednotné přihlášení',
  'sso.requiredHint':
    'Odkazy k přihlášení z e-mailu a přístupové klíče pak budou pro tento pracovní prostor odmítány.',
  'sso.joinDomainLabel': 'Doména, jejíž uživatelé se mohou připojit',
  'sso.joinDomainHint':
    'Kdo má ověřenou adresu končící na @ tuto doménu, připojí se při prvním přihlášení jako člen, jakmile pracovní prostor doménu prokáže. Ponechte prázdné, pokud se tímto způsobem nemá připojit nikdo.',
  'sso.joinDomainInvalid': 'Zadejte název domény, například example.com.',
  'sso.save': 'Uložit jednotné přihlášení',
  'sso.saved': 'Nastavení jednotného přihlášení uloženo.',
  'sso.ownersOnly': 'Tato nastavení mohou měnit pouze vlastníci.',
  'sso.requiredOn': 'Jednotné přihlášení je vyžadováno.',
  'sso.requiredOff': 'Jednotné přihlášení je nepovinné.',
  'sso.joinDomainNone': 'Podle domény se nepřipojuje nikdo.',
  'sso.joinDomainIs': 'Osoby s adresou v doméně {domain} se připojují jako členové.',
  'audit.workspace.sso_changed': 'Jednotné přihlášení změněno',
  'audit.member.joined': 'Připojení přes jednotné přihlášení',
  'sso.refused.foreign':
    'Tato odpověď vašeho poskytovatele identity patří k jinému přihlášení, proto nebyla použita. Pokud jste v tomto prohlížeči zahájili přihlášení, je stále otevřené: dokončete je, nebo začněte znovu.',
  'sso.joinDomainPublic':
    'Toto je veřejná e-mailová doména, na které může mít adresu kdokoli, proto nemůže sloužit k připojování. Zadejte vlastní doménu vaší organizace.',
  'sso.joinDomainTaken': 'Tuto doménu již prokázal jiný pracovní prostor, proto ji zde nelze použít.',
  'sso.verifyNotFound':
    'Záznam TXT s hodnotou tohoto pracovního prostoru zatím nebyl nalezen. Zkontrolujte název a hodnotu záznamu; změny v DNS se mohou projevit se zpožděním.',
  'sso.joinedNotice':
    'Připojili jste se k {workspace} přes jednotné přihlášení, protože vaše ověřená adresa je v doméně, kterou tento pracovní prostor prokázal. Jeho vlastníci vidí vaše jméno a adresu.',
  'sso.domainPending': 'Doména {domain} čeká na prokázání: do té doby se podle ní nikdo nepřipojí.',
  'sso.domainRecordLead':
    'Chcete-li prokázat, že doména patří vaší organizaci, přidejte do jejího DNS tento záznam (na zobrazený název nebo na samotnou doménu) a poté jej zkontrolujte:',
  'sso.domainRecordName': 'Název (host)',
  'sso.domainRecordType': 'Typ záznamu',
  'sso.domainRecordValue': 'Hodnota',
  'sso.domainOperatorHint':
    'Nebo požádejte správce této služby o potvrzení domény; může tak učinit, pokud je vlastní adresa některého vlastníka v doméně {domain}.',
  'sso.domainCheck': 'Zkontrolovat záznam DNS',
  'sso.domainVerifiedDns':
    'Osoby s adresou v doméně {domain} se připojují jako členové: doménu prokázal její záznam DNS.',
  'sso.domainVerifiedOperator':
    'Osoby s adresou v doméně {domain} se připojují jako členové: doménu potvrdil správce této služby.',
  'audit.workspace.sso_domain_verified': 'Doména jednotného přihlášení prokázána',
});
