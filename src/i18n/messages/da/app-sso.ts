// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Fortsæt med {provider}',
  'sso.refusedTitle': 'Du er ikke logget ind',
  'sso.refused.expired': 'Dette login er udløbet eller allerede afsluttet. Start forfra fra siden til login.',
  'sso.refused.denied': 'Din identitetsudbyder loggede dig ikke ind. Du kan prøve igen.',
  'sso.refused.invalid':
    'Svaret fra din identitetsudbyder kunne ikke verificeres (det var ændret, allerede brugt eller udløbet), så du blev ikke logget ind. Start forfra.',
  'sso.refused.unverified':
    'Din identitetsudbyder har ikke verificeret din e-mailadresse, så den kan ikke logge dig ind her. Få først adressen verificeret hos din udbyder.',
  'sso.refused.unknown':
    'Intet arbejdsområde her har et medlem med den e-mailadresse, din identitetsudbyder har bekræftet. Bed en ejer af dit arbejdsområde om at invitere dig.',
  'sso.unavailable': 'Din identitetsudbyder kan ikke nås lige nu. Prøv igen om et par minutter.',
  'sso.notConfigured': 'Single sign-on (SSO) er ikke konfigureret på denne tjeneste.',
  'sso.backToSignIn': 'Tilbage til login',
  'sso.chooseTitle': 'Vælg et arbejdsområde',
  'sso.chooseLead': 'Din adresse hører til flere arbejdsområder. Hvilket vil du åbne?',
  'sso.chooseButton': 'Åbn {workspace}',
  'sso.requiredTitle': 'Single sign-on er påkrævet',
  'sso.required':
    '{workspace} kræver single sign-on: log ind med {provider} i stedet for med et link på e-mail eller en adgangsnøgle.',
  'sso.requiredUnset':
    '{workspace} kræver single sign-on, som denne tjeneste ikke tilbyder i øjeblikket. Spørg den, der driver tjenesten.',
  'sessions.method.oidc': 'med single sign-on',
  'sso.settingsTitle': 'Single sign-on (SSO)',
  'sso.settingsLead':
    'Medlemmer kan logge ind med {provider} ved hjælp af den verificerede e-mailadresse, der er registreret dér.',
  'sso.settingsUnset':
    'Denne tjeneste har ingen identitetsudbyder konfigureret, så single sign-on kan ikke bruges.',
  'sso.requiredLabel': 'Kræv single sign-on',
  'sso.requiredHint': 'Links til login på e-mail og adgangsnøgler afvises så for dette arbejdsområde.',
  'sso.joinDomainLabel': 'Domæne, hvis brugere kan blive medlemmer',
  'sso.joinDomainHint':
    'En person, hvis verificerede adresse ender på @ dette domæne, bliver medlem ved første login, når arbejdsområdet har dokumenteret domænet. Lad feltet være tomt, hvis ingen skal kunne blive medlem på denne måde.',
  'sso.joinDomainInvalid': 'Indtast et domænenavn, f.eks. example.com.',
  'sso.save': 'Gem single sign-on',
  'sso.saved': 'Indstillingerne for single sign-on er gemt.',
  'sso.ownersOnly': 'Kun ejere kan ændre disse indstillinger.',
  'sso.requiredOn': 'Single sign-on er påkrævet.',
  'sso.requiredOff': 'Single sign-on er valgfrit.',
  'sso.joinDomainNone': 'Ingen bliver medlem via domæne.',
  'sso.joinDomainIs': 'Personer med en adresse på {domain} bliver medlemmer.',
  'audit.workspace.sso_changed': 'Single sign-on ændret',
  'audit.member.joined': 'Blev medlem via single sign-on',
  'sso.refused.foreign':
    'Dette svar fra din identitetsudbyder hører til et andet login, så det blev ikke brugt. Hvis du har startet et login i denne browser, er det stadig åbent: afslut det, eller start forfra.',
  'sso.joinDomainPublic':
    'Dette er et offentligt e-maildomæne, hvor alle kan have en adresse, så det kan ikke bruges til at lade personer blive medlemmer. Indtast din organisations eget domæne.',
  'sso.joinDomainTaken':
    'Et andet arbejdsområde har allerede dokumenteret dette domæne, så det kan ikke bruges her.',
  'sso.verifyNotFound':
    'Der er endnu ikke fundet nogen TXT-post med dette arbejdsområdes værdi. Kontrollér postens navn og værdi; DNS-ændringer kan tage et stykke tid om at slå igennem.',
  'sso.joinedNotice':
    'Du blev medlem af {workspace} via single sign-on, fordi din verificerede adresse hører til et domæne, som dette arbejdsområde har dokumenteret. Dets ejere kan se dit navn og din adresse.',
  'sso.domainPending': '{domain} venter på at blive dokumenteret: indtil da bliver ingen medlem via det.',
  'sso.domainRecordLead':
    'For at dokumentere, at din organisation har dette domæne, skal du tilføje denne post i domænets DNS (på det viste navn eller på selve domænet) og derefter kontrollere den:',
  'sso.domainRecordName': 'Navn (vært)',
  'sso.domainRecordType': 'Posttype',
  'sso.domainRecordValue': 'Værdi',
  'sso.domainOperatorHint':
    'Eller bed den, der driver denne tjeneste, om at bekræfte domænet; det kan gøres, når en ejers egen adresse er på {domain}.',
  'sso.domainCheck': 'Kontrollér DNS-posten',
  'sso.domainVerifiedDns':
    'Personer med en adresse på {domain} bliver medlemmer: DNS-posten har dokumenteret domænet.',
  'sso.domainVerifiedOperator':
    'Personer med en adresse på {domain} bliver medlemmer: den, der driver denne tjeneste, har bekræftet domænet.',
  'audit.workspace.sso_domain_verified': 'Domæne til single sign-on dokumenteret',
});
