// Slovenčina (vykanie): jednotné prihlásenie (SSO). Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Pokračovať cez {provider}',
  'sso.refusedTitle': 'Nie ste prihlásení',
  'sso.refused.expired':
    'Platnosť tohto prihlásenia uplynula alebo už bolo dokončené. Začnite znova na prihlasovacej stránke.',
  'sso.refused.denied': 'Váš poskytovateľ identity vás neprihlásil. Môžete to skúsiť znova.',
  'sso.refused.invalid':
    'Odpoveď vášho poskytovateľa identity nemožno overiť (bola zmenená, už použitá alebo stratila platnosť), preto ste neboli prihlásení. Začnite znova.',
  'sso.refused.unverified':
    'Váš poskytovateľ identity neoveril vašu e-mailovú adresu, preto vás tu nemôže prihlásiť. Najprv adresu u poskytovateľa overte.',
  'sso.refused.unknown':
    'Žiadny pracovný priestor tu nemá člena s e-mailovou adresou, ktorú potvrdil váš poskytovateľ identity. Požiadajte vlastníka svojho pracovného priestoru o pozvánku.',
  'sso.unavailable': 'Váš poskytovateľ identity je momentálne nedostupný. Skúste to znova o niekoľko minút.',
  'sso.notConfigured': 'Jednotné prihlásenie nie je v tejto službe nastavené.',
  'sso.backToSignIn': 'Späť na prihlásenie',
  'sso.chooseTitle': 'Vyberte pracovný priestor',
  'sso.chooseLead': 'Vaša adresa patrí do viacerých pracovných priestorov. Ktorý chcete otvoriť?',
  'sso.chooseButton': 'Otvoriť {workspace}',
  'sso.requiredTitle': 'Vyžaduje sa jednotné prihlásenie',
  'sso.required':
    '{workspace} vyžaduje jednotné prihlásenie: prihláste sa cez {provider} namiesto odkazu z e-mailu alebo prístupového kľúča.',
  'sso.requiredUnset':
    '{workspace} vyžaduje jednotné prihlásenie, ktoré táto služba momentálne neponúka. Obráťte sa na jej správcu.',
  'sessions.method.oidc': 'jednotným prihlásením',
  'sso.settingsTitle': 'Jednotné prihlásenie',
  'sso.settingsLead':
    'Členovia sa môžu prihlasovať cez {provider} pomocou overenej e-mailovej adresy, ktorú u neho majú.',
  'sso.settingsUnset':
    'Táto služba nemá nastaveného poskytovateľa identity, jednotné prihlásenie preto nemožno použiť.',
  'sso.requiredLabel': 'Vyžadovať jednotné prihlásenie',
  'sso.requiredHint':
    'Odkazy na prihlásenie z e-mailu a prístupové kľúče potom budú pre tento pracovný priestor odmietané.',
  'sso.joinDomainLabel': 'Doména, ktorej používatelia sa môžu pripojiť',
  'sso.joinDomainHint':
    'Kto má overenú adresu končiacu na @ túto doménu, pripojí sa pri prvom prihlásení ako člen, keď pracovný priestor doménu preukáže. Ponechajte prázdne, ak sa týmto spôsobom nemá pripojiť nikto.',
  'sso.joinDomainInvalid': 'Zadajte názov domény, napríklad example.com.',
  'sso.save': 'Uložiť jednotné prihlásenie',
  'sso.saved': 'Nastavenia jednotného prihlásenia uložené.',
  'sso.ownersOnly': 'Tieto nastavenia môžu meniť iba vlastníci.',
  'sso.requiredOn': 'Jednotné prihlásenie sa vyžaduje.',
  'sso.requiredOff': 'Jednotné prihlásenie je nepovinné.',
  'sso.joinDomainNone': 'Podľa domény sa nepripája nikto.',
  'sso.joinDomainIs': 'Osoby s adresou v doméne {domain} sa pripájajú ako členovia.',
  'audit.workspace.sso_changed': 'Jednotné prihlásenie zmenené',
  'audit.member.joined': 'Pripojenie cez jednotné prihlásenie',
  'sso.refused.foreign':
    'Táto odpoveď vášho poskytovateľa identity patrí k inému prihláseniu, preto nebola použitá. Ak ste v tomto prehliadači začali prihlásenie, je stále otvorené: dokončite ho alebo začnite znova.',
  'sso.joinDomainPublic':
    'Toto je verejná e-mailová doména, na ktorej môže mať adresu ktokoľvek, preto nemôže slúžiť na pripájanie. Zadajte vlastnú doménu vašej organizácie.',
  'sso.joinDomainTaken': 'Túto doménu už preukázal iný pracovný priestor, preto ju tu nemožno použiť.',
  'sso.verifyNotFound':
    'Záznam TXT s hodnotou tohto pracovného priestoru sa zatiaľ nenašiel. Skontrolujte názov a hodnotu záznamu; zmeny v DNS sa môžu prejaviť s oneskorením.',
  'sso.joinedNotice':
    'Pripojili ste sa k {workspace} cez jednotné prihlásenie, pretože vaša overená adresa je v doméne, ktorú tento pracovný priestor preukázal. Jeho vlastníci vidia vaše meno a adresu.',
  'sso.domainPending': 'Doména {domain} čaká na preukázanie: dovtedy sa podľa nej nikto nepripojí.',
  'sso.domainRecordLead':
    'Ak chcete preukázať, že doména patrí vašej organizácii, pridajte do jej DNS tento záznam (na zobrazený názov alebo na samotnú doménu) a potom ho skontrolujte:',
  'sso.domainRecordName': 'Názov (host)',
  'sso.domainRecordType': 'Typ záznamu',
  'sso.domainRecordValue': 'Hodnota',
  'sso.domainOperatorHint':
    'Alebo požiadajte správcu tejto služby o potvrdenie domény; môže tak urobiť, ak je vlastná adresa niektorého vlastníka v doméne {domain}.',
  'sso.domainCheck': 'Skontrolovať záznam DNS',
  'sso.domainVerifiedDns':
    'Osoby s adresou v doméne {domain} sa pripájajú ako členovia: doménu preukázal jej záznam DNS.',
  'sso.domainVerifiedOperator':
    'Osoby s adresou v doméne {domain} sa pripájajú ako členovia: doménu potvrdil správca tejto služby.',
  'audit.workspace.sso_domain_verified': 'Doména jednotného prihlásenia preukázaná',
});
