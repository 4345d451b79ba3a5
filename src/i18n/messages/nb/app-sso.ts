// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/app-sso.ts.
import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Fortsett med {provider}',
  'sso.refusedTitle': 'Du er ikke pålogget',
  'sso.refused.expired':
    'Denne påloggingen er utløpt eller allerede fullført. Start på nytt fra påloggingssiden.',
  'sso.refused.denied': 'Identitetsleverandøren din logget deg ikke på. Du kan prøve igjen.',
  'sso.refused.invalid':
    'Svaret fra identitetsleverandøren din kunne ikke bekreftes (det var endret, allerede brukt eller utløpt), så du ble ikke logget på. Start på nytt.',
  'sso.refused.unverified':
    'Identitetsleverandøren din har ikke bekreftet e-postadressen din, så den kan ikke logge deg på her. Bekreft adressen hos leverandøren først.',
  'sso.refused.unknown':
    'Ingen arbeidsområder her har et medlem med e-postadressen identitetsleverandøren din bekreftet. Be en eier av arbeidsområdet ditt om å invitere deg.',
  'sso.unavailable': 'Identitetsleverandøren din kan ikke nås akkurat nå. Prøv igjen om noen minutter.',
  'sso.notConfigured': 'Felles pålogging (SSO) er ikke satt opp for denne tjenesten.',
  'sso.backToSignIn': 'Tilbake til pålogging',
  'sso.chooseTitle': 'Velg et arbeidsområde',
  'sso.chooseLead': 'Adressen din tilhører flere arbeidsområder. Hvilket vil du åpne?',
  'sso.chooseButton': 'Åpne {workspace}',
  'sso.requiredTitle': 'Felles pålogging (SSO) kreves',
  'sso.required':
    '{workspace} krever felles pålogging: logg på med {provider} i stedet for en lenke på e-post eller en passnøkkel.',
  'sso.requiredUnset':
    '{workspace} krever felles pålogging, som denne tjenesten ikke tilbyr for øyeblikket. Spør den som drifter tjenesten.',
  'sessions.method.oidc': 'med felles pålogging',
  'sso.settingsTitle': 'Felles pålogging (SSO)',
  'sso.settingsLead':
    'Medlemmer kan logge på med {provider}, med den bekreftede e-postadressen som er registrert der.',
  'sso.settingsUnset':
    'Denne tjenesten har ingen identitetsleverandør satt opp, så felles pålogging kan ikke brukes.',
  'sso.requiredLabel': 'Krev felles pålogging',
  'sso.requiredHint': 'Påloggingslenker på e-post og passnøkler avvises da for dette arbeidsområdet.',
  'sso.joinDomainLabel': 'Domene der personer kan bli med',
  'sso.joinDomainHint':
    'Den som har en bekreftet adresse som slutter på @ dette domenet, blir med som medlem ved første pålogging, når arbeidsområdet har bekreftet domenet. La feltet stå tomt for at ingen skal kunne bli med på denne måten.',
  'sso.joinDomainInvalid': 'Skriv inn et domenenavn, for eksempel example.com.',
  'sso.save': 'Lagre felles pålogging',
  'sso.saved': 'Innstillingene for felles pålogging er lagret.',
  'sso.ownersOnly': 'Bare eiere kan endre disse innstillingene.',
  'sso.requiredOn': 'Felles pålogging er påkrevd.',
  'sso.requiredOff': 'Felles pålogging er valgfritt.',
  'sso.joinDomainNone': 'Ingen blir med via domene.',
  'sso.joinDomainIs': 'Personer med en adresse på {domain} blir med som medlemmer.',
  'audit.workspace.sso_changed': 'Felles pålogging endret',
  'audit.member.joined': 'Ble med via felles pålogging',
  'sso.refused.foreign':
    'Dette svaret fra identitetsleverandøren din tilhører en annen pålogging, så det ble ikke brukt. Hvis du startet en pålogging i denne nettleseren, er den fortsatt åpen: fullfør den, eller start på nytt.',
  'sso.joinDomainPublic':
    'Dette er et offentlig e-postdomene der hvem som helst kan ha en adresse, så det kan ikke brukes til å la personer bli med. Skriv inn organisasjonens eget domene.',
  'sso.joinDomainTaken':
    'Et annet arbeidsområde har allerede bekreftet dette domenet, så det kan ikke brukes her.',
  'sso.verifyNotFound':
    'Ingen TXT-post med verdien for dette arbeidsområdet er funnet ennå. Kontroller navnet og verdien på posten; DNS-endringer kan ta litt tid før de vises.',
  'sso.joinedNotice':
    'Du ble med i {workspace} via felles pålogging, fordi den bekreftede adressen din er på et domene dette arbeidsområdet har bekreftet. Eierne kan se navnet og adressen din.',
  'sso.domainPending': '{domain} venter på å bli bekreftet: ingen blir med via domenet før det er gjort.',
  'sso.domainRecordLead':
    'For å bekrefte at organisasjonen din eier dette domenet, legger du til denne posten i DNS for domenet (på navnet som vises, eller på selve domenet), og kontrollerer den deretter:',
  'sso.domainRecordName': 'Navn (vert)',
  'sso.domainRecordType': 'Posttype',
  'sso.domainRecordValue': 'Verdi',
  'sso.domainOperatorHint':
    'Eller be den som drifter denne tjenesten, om å bekrefte domenet; det kan gjøres når en eiers egen adresse er på {domain}.',
  'sso.domainCheck': 'Kontroller DNS-posten',
  'sso.domainVerifiedDns':
    'Personer med en adresse på {domain} blir med som medlemmer: DNS-posten bekreftet domenet.',
  'sso.domainVerifiedOperator':
    'Personer med en adresse på {domain} blir med som medlemmer: den som drifter denne tjenesten, bekreftet domenet.',
  'audit.workspace.sso_domain_verified': 'Domene for felles pålogging bekreftet',
});
