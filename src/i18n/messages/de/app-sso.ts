// Deutsch, Single Sign-on (issue 25 item 2): die Schaltfläche „Weiter mit“, die Ablehnungen einer
// Anmeldung über den Identitätsanbieter, die Auswahl des Arbeitsbereichs und die Einstellungen.
export const appSso = () => ({
  'sso.continueWith': 'Weiter mit {provider}',
  'sso.refusedTitle': 'Sie sind nicht angemeldet',
  'sso.refused.expired':
    'Diese Anmeldung ist abgelaufen oder wurde bereits abgeschlossen. Beginnen Sie erneut auf der Anmeldeseite.',
  'sso.refused.denied': 'Ihr Identitätsanbieter hat Sie nicht angemeldet. Sie können es erneut versuchen.',
  'sso.refused.invalid':
    'Die Antwort Ihres Identitätsanbieters ließ sich nicht prüfen (sie wurde verändert, schon verwendet oder ist abgelaufen), daher wurden Sie nicht angemeldet. Beginnen Sie erneut.',
  'sso.refused.unverified':
    'Ihr Identitätsanbieter hat Ihre E-Mail-Adresse nicht bestätigt und kann Sie daher hier nicht anmelden. Bestätigen Sie die Adresse zuerst bei Ihrem Anbieter.',
  'sso.refused.unknown':
    'Kein Arbeitsbereich hier hat ein Mitglied mit der E-Mail-Adresse, die Ihr Identitätsanbieter bestätigt hat. Bitten Sie einen Inhaber Ihres Arbeitsbereichs um eine Einladung.',
  'sso.unavailable':
    'Ihr Identitätsanbieter ist gerade nicht erreichbar. Versuchen Sie es in einigen Minuten erneut.',
  'sso.notConfigured': 'Single Sign-on ist bei diesem Dienst nicht eingerichtet.',
  'sso.backToSignIn': 'Zurück zur Anmeldung',
  'sso.chooseTitle': 'Arbeitsbereich wählen',
  'sso.chooseLead': 'Ihre Adresse gehört zu mehreren Arbeitsbereichen. Welchen möchten Sie öffnen?',
  'sso.chooseButton': '{workspace} öffnen',
  'sso.requiredTitle': 'Single Sign-on erforderlich',
  'sso.required':
    '{workspace} verlangt Single Sign-on: Melden Sie sich mit {provider} an statt mit einem E-Mail-Link oder einem Passkey.',
  'sso.requiredUnset':
    '{workspace} verlangt Single Sign-on, das dieser Dienst derzeit nicht anbietet. Wenden Sie sich an die Person, die ihn betreibt.',
  'sessions.method.oidc': 'mit Single Sign-on',
  'sso.settingsTitle': 'Single Sign-on',
  'sso.settingsLead':
    'Mitglieder können sich mit {provider} anmelden, mit der dort bestätigten E-Mail-Adresse.',
  'sso.settingsUnset':
    'Bei diesem Dienst ist kein Identitätsanbieter eingerichtet, daher ist Single Sign-on nicht möglich.',
  'sso.requiredLabel': 'Single Sign-on verlangen',
  'sso.requiredHint': 'E-Mail-Anmeldelinks und Passkeys werden dann für diesen Arbeitsbereich abgelehnt.',
  'sso.joinDomainLabel': 'Domain, deren Personen beitreten dürfen',
  'sso.joinDomainHint':
    'Wer eine bestätigte Adresse mit @ dieser Domain hat, tritt bei der ersten Anmeldung als Mitglied bei, sobald der Arbeitsbereich die Domain nachgewiesen hat. Leer lassen, damit niemand so beitritt.',
  'sso.joinDomainInvalid': 'Geben Sie einen Domainnamen ein, etwa example.com.',
  'sso.save': 'Single Sign-on speichern',
  'sso.saved': 'Einstellungen für Single Sign-on gespeichert.',
  'sso.ownersOnly': 'Nur Inhaber können diese Einstellungen ändern.',
  'sso.requiredOn': 'Single Sign-on ist Pflicht.',
  'sso.requiredOff': 'Single Sign-on ist freiwillig.',
  'sso.joinDomainNone': 'Niemand tritt über die Domain bei.',
  'sso.joinDomainIs': 'Personen mit einer Adresse bei {domain} treten als Mitglieder bei.',
  // The audit log's names of these actions (settings page).
  'audit.workspace.sso_changed': 'Single Sign-on geändert',
  'audit.member.joined': 'Über Single Sign-on beigetreten',
  'sso.refused.foreign':
    'Diese Antwort Ihres Identitätsanbieters gehört zu einer anderen Anmeldung und wurde daher nicht verwendet. Wenn Sie in diesem Browser eine Anmeldung begonnen haben, ist sie noch offen: Schließen Sie sie ab oder beginnen Sie neu.',
  'sso.joinDomainPublic':
    'Dies ist eine öffentliche E-Mail-Domain, bei der jeder eine Adresse haben kann; über sie kann deshalb niemand beitreten. Geben Sie die eigene Domain Ihrer Organisation ein.',
  'sso.joinDomainTaken':
    'Ein anderer Arbeitsbereich hat diese Domain bereits nachgewiesen; sie kann hier nicht verwendet werden.',
  'sso.verifyNotFound':
    'Es wurde noch kein TXT-Eintrag mit dem Wert dieses Arbeitsbereichs gefunden. Prüfen Sie Name und Wert des Eintrags; DNS-Änderungen können eine Weile brauchen.',
  'sso.joinedNotice':
    'Sie sind {workspace} über Single Sign-on beigetreten, weil Ihre bestätigte Adresse zu einer Domain gehört, die dieser Arbeitsbereich nachgewiesen hat. Seine Inhaber sehen Ihren Namen und Ihre Adresse.',
  'sso.domainPending': '{domain} ist noch nicht nachgewiesen: Bis dahin tritt niemand über sie bei.',
  'sso.domainRecordLead':
    'Um nachzuweisen, dass Ihre Organisation diese Domain besitzt, legen Sie diesen Eintrag in ihrem DNS an (unter dem angezeigten Namen oder bei der Domain selbst) und lassen Sie ihn dann prüfen:',
  'sso.domainRecordName': 'Name (Host)',
  'sso.domainRecordType': 'Eintragstyp',
  'sso.domainRecordValue': 'Wert',
  'sso.domainOperatorHint':
    'Oder bitten Sie die Person, die diesen Dienst betreibt, die Domain zu bestätigen; das geht, wenn die eigene Adresse eines Inhabers bei {domain} liegt.',
  'sso.domainCheck': 'DNS-Eintrag prüfen',
  'sso.domainVerifiedDns':
    'Personen mit einer Adresse bei {domain} treten als Mitglieder bei: Der DNS-Eintrag hat die Domain nachgewiesen.',
  'sso.domainVerifiedOperator':
    'Personen mit einer Adresse bei {domain} treten als Mitglieder bei: Die Person, die diesen Dienst betreibt, hat die Domain bestätigt.',
  'audit.workspace.sso_domain_verified': 'Single-Sign-on-Domain nachgewiesen',
});
