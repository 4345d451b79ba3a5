// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Doorgaan met {provider}',
  'sso.refusedTitle': 'U bent niet aangemeld',
  'sso.refused.expired':
    'Deze aanmelding is verlopen of was al afgerond. Begin opnieuw vanaf de aanmeldpagina.',
  'sso.refused.denied': 'Uw identiteitsprovider heeft u niet aangemeld. U kunt het opnieuw proberen.',
  'sso.refused.invalid':
    'Het antwoord van uw identiteitsprovider kon niet worden geverifieerd (het was gewijzigd, al gebruikt of verlopen), dus u bent niet aangemeld. Begin opnieuw.',
  'sso.refused.unverified':
    'Uw identiteitsprovider heeft uw e-mailadres niet geverifieerd, dus u kunt hier niet worden aangemeld. Laat het adres eerst door uw provider verifiëren.',
  'sso.refused.unknown':
    'Geen enkele werkruimte hier heeft een lid met het e-mailadres dat uw identiteitsprovider heeft bevestigd. Vraag een eigenaar van uw werkruimte u uit te nodigen.',
  'sso.unavailable':
    'Uw identiteitsprovider is op dit moment niet bereikbaar. Probeer het over een paar minuten opnieuw.',
  'sso.notConfigured': 'Eenmalige aanmelding (SSO) is op deze dienst niet ingesteld.',
  'sso.backToSignIn': 'Terug naar aanmelden',
  'sso.chooseTitle': 'Kies een werkruimte',
  'sso.chooseLead': 'Uw adres hoort bij meerdere werkruimten. Welke wilt u openen?',
  'sso.chooseButton': '{workspace} openen',
  'sso.requiredTitle': 'Eenmalige aanmelding vereist',
  'sso.required':
    '{workspace} vereist eenmalige aanmelding: meld u aan met {provider} in plaats van met een gemailde link of een toegangssleutel.',
  'sso.requiredUnset':
    '{workspace} vereist eenmalige aanmelding, maar deze dienst biedt dat op dit moment niet. Vraag het aan de beheerder van de dienst.',
  'sessions.method.oidc': 'met eenmalige aanmelding',
  'sso.settingsTitle': 'Eenmalige aanmelding',
  'sso.settingsLead':
    'Leden kunnen zich aanmelden met {provider}, met het geverifieerde e-mailadres dat daar bekend is.',
  'sso.settingsUnset':
    'Op deze dienst is geen identiteitsprovider ingesteld, dus eenmalige aanmelding kan niet worden gebruikt.',
  'sso.requiredLabel': 'Eenmalige aanmelding vereisen',
  'sso.requiredHint': 'Gemailde aanmeldlinks en toegangssleutels worden dan voor deze werkruimte geweigerd.',
  'sso.joinDomainLabel': 'Domein waarvan personen mogen deelnemen',
  'sso.joinDomainHint':
    'Iemand van wie het geverifieerde adres eindigt op @ dit domein, wordt bij de eerste aanmelding lid, zodra de werkruimte het domein heeft aangetoond. Laat leeg om niemand op deze manier te laten deelnemen.',
  'sso.joinDomainInvalid': 'Vul een domeinnaam in, zoals example.com.',
  'sso.save': 'Eenmalige aanmelding opslaan',
  'sso.saved': 'De instellingen voor eenmalige aanmelding zijn opgeslagen.',
  'sso.ownersOnly': 'Alleen eigenaren kunnen deze instellingen wijzigen.',
  'sso.requiredOn': 'Eenmalige aanmelding is vereist.',
  'sso.requiredOff': 'Eenmalige aanmelding is optioneel.',
  'sso.joinDomainNone': 'Niemand neemt deel via het domein.',
  'sso.joinDomainIs': 'Personen met een adres bij {domain} worden lid.',
  'audit.workspace.sso_changed': 'Eenmalige aanmelding gewijzigd',
  'audit.member.joined': 'Deelgenomen via eenmalige aanmelding',
  'sso.refused.foreign':
    'Dit antwoord van uw identiteitsprovider hoort bij een andere aanmelding en is daarom niet gebruikt. Als u in deze browser een aanmelding bent begonnen, staat die nog open: rond die af, of begin opnieuw.',
  'sso.joinDomainPublic':
    'Dit is een openbaar e-maildomein waarop iedereen een adres kan hebben, dus het kan niet worden gebruikt om personen te laten deelnemen. Vul het eigen domein van uw organisatie in.',
  'sso.joinDomainTaken':
    'Een andere werkruimte heeft dit domein al aangetoond, dus het kan hier niet worden gebruikt.',
  'sso.verifyNotFound':
    'Er is nog geen TXT-record met de waarde van deze werkruimte gevonden. Controleer de naam en de waarde van het record; DNS-wijzigingen kunnen even duren voordat ze zichtbaar zijn.',
  'sso.joinedNotice':
    'U bent via eenmalige aanmelding lid geworden van {workspace}, omdat uw geverifieerde adres bij een domein hoort dat deze werkruimte heeft aangetoond. De eigenaren kunnen uw naam en adres zien.',
  'sso.domainPending': '{domain} wacht op bevestiging: tot die tijd neemt niemand via dit domein deel.',
  'sso.domainRecordLead':
    'Voeg, om aan te tonen dat uw organisatie over dit domein beschikt, dit record toe aan de DNS ervan (bij de getoonde naam, of bij het domein zelf) en controleer het daarna:',
  'sso.domainRecordName': 'Naam (host)',
  'sso.domainRecordType': 'Recordtype',
  'sso.domainRecordValue': 'Waarde',
  'sso.domainOperatorHint':
    'Of vraag de beheerder van deze dienst het domein te bevestigen; dat kan wanneer het eigen adres van een eigenaar bij {domain} hoort.',
  'sso.domainCheck': 'Het DNS-record controleren',
  'sso.domainVerifiedDns':
    'Personen met een adres bij {domain} worden lid: het DNS-record heeft het domein aangetoond.',
  'sso.domainVerifiedOperator':
    'Personen met een adres bij {domain} worden lid: de beheerder van deze dienst heeft het domein bevestigd.',
  'audit.workspace.sso_domain_verified': 'Domein voor eenmalige aanmelding aangetoond',
});
