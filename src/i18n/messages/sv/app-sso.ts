// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Fortsätt med {provider}',
  'sso.refusedTitle': 'Du är inte inloggad',
  'sso.refused.expired':
    'Inloggningen har gått ut eller har redan slutförts. Börja om från inloggningssidan.',
  'sso.refused.denied': 'Din identitetsleverantör loggade inte in dig. Du kan försöka igen.',
  'sso.refused.invalid':
    'Svaret från din identitetsleverantör kunde inte verifieras (det hade ändrats, redan använts eller gått ut), så du loggades inte in. Börja om.',
  'sso.refused.unverified':
    'Din identitetsleverantör har inte verifierat din e-postadress, så den kan inte logga in dig här. Verifiera adressen hos leverantören först.',
  'sso.refused.unknown':
    'Ingen arbetsyta här har en medlem med den e-postadress som din identitetsleverantör bekräftade. Be en ägare av din arbetsyta att bjuda in dig.',
  'sso.unavailable': 'Din identitetsleverantör kan inte nås just nu. Försök igen om några minuter.',
  'sso.notConfigured': 'Enkel inloggning (SSO) är inte konfigurerad för den här tjänsten.',
  'sso.backToSignIn': 'Tillbaka till inloggningen',
  'sso.chooseTitle': 'Välj en arbetsyta',
  'sso.chooseLead': 'Din adress hör till flera arbetsytor. Vilken vill du öppna?',
  'sso.chooseButton': 'Öppna {workspace}',
  'sso.requiredTitle': 'Enkel inloggning krävs',
  'sso.required':
    '{workspace} kräver enkel inloggning: logga in med {provider} i stället för med en länk via e-post eller en passnyckel.',
  'sso.requiredUnset':
    '{workspace} kräver enkel inloggning, vilket den här tjänsten inte erbjuder för närvarande. Kontakta den som driver tjänsten.',
  'sessions.method.oidc': 'med enkel inloggning',
  'sso.settingsTitle': 'Enkel inloggning',
  'sso.settingsLead':
    'Medlemmar kan logga in med {provider}, med den verifierade e-postadress som finns där.',
  'sso.settingsUnset':
    'Den här tjänsten har ingen identitetsleverantör konfigurerad, så enkel inloggning kan inte användas.',
  'sso.requiredLabel': 'Kräv enkel inloggning',
  'sso.requiredHint': 'Inloggningslänkar via e-post och passnycklar nekas då för den här arbetsytan.',
  'sso.joinDomainLabel': 'Domän vars användare får gå med',
  'sso.joinDomainHint':
    'Den vars verifierade adress slutar på @ den här domänen blir medlem vid första inloggningen, när arbetsytan har styrkt domänen. Lämna tomt om ingen ska kunna gå med på det här sättet.',
  'sso.joinDomainInvalid': 'Ange ett domännamn, till exempel example.com.',
  'sso.save': 'Spara enkel inloggning',
  'sso.saved': 'Inställningarna för enkel inloggning har sparats.',
  'sso.ownersOnly': 'Endast ägare kan ändra de här inställningarna.',
  'sso.requiredOn': 'Enkel inloggning krävs.',
  'sso.requiredOff': 'Enkel inloggning är valfri.',
  'sso.joinDomainNone': 'Ingen går med via domän.',
  'sso.joinDomainIs': 'Personer med en adress på {domain} blir medlemmar.',
  'audit.workspace.sso_changed': 'Enkel inloggning ändrad',
  'audit.member.joined': 'Gick med via enkel inloggning',
  'sso.refused.foreign':
    'Det här svaret från din identitetsleverantör hör till en annan inloggning, så det användes inte. Om du har påbörjat en inloggning i den här webbläsaren är den fortfarande öppen: slutför den, eller börja om.',
  'sso.joinDomainPublic':
    'Detta är en offentlig e-postdomän där vem som helst kan ha en adress, så den kan inte användas för att låta personer gå med. Ange din organisations egen domän.',
  'sso.joinDomainTaken': 'En annan arbetsyta har redan styrkt den här domänen, så den kan inte användas här.',
  'sso.verifyNotFound':
    'Ingen TXT-post med den här arbetsytans värde har hittats ännu. Kontrollera postens namn och värde; DNS-ändringar kan ta en stund att slå igenom.',
  'sso.joinedNotice':
    'Du gick med i {workspace} via enkel inloggning, eftersom din verifierade adress hör till en domän som arbetsytan har styrkt. Arbetsytans ägare kan se ditt namn och din adress.',
  'sso.domainPending': '{domain} väntar på att styrkas: ingen går med via den förrän dess.',
  'sso.domainRecordLead':
    'För att styrka att din organisation innehar domänen lägger du till den här posten i dess DNS (på det namn som visas, eller på själva domänen) och kontrollerar den sedan:',
  'sso.domainRecordName': 'Namn (värd)',
  'sso.domainRecordType': 'Posttyp',
  'sso.domainRecordValue': 'Värde',
  'sso.domainOperatorHint':
    'Eller be den som driver tjänsten att bekräfta domänen; det kan göras när en ägares egen adress finns på {domain}.',
  'sso.domainCheck': 'Kontrollera DNS-posten',
  'sso.domainVerifiedDns': 'Personer med en adress på {domain} blir medlemmar: DNS-posten styrkte domänen.',
  'sso.domainVerifiedOperator':
    'Personer med en adress på {domain} blir medlemmar: den som driver tjänsten har bekräftat domänen.',
  'audit.workspace.sso_domain_verified': 'Domän för enkel inloggning styrkt',
});
