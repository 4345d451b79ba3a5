// English, single sign-on (issue 25 item 2): the "Continue with" button, the refusals of a sign-in
// through the identity provider, the workspace chooser, and the owner's settings.
export const appSso = {
  'sso.continueWith': 'Continue with {provider}',
  'sso.refusedTitle': 'You are not signed in',
  'sso.refused.expired':
    'This sign-in has expired or was finished already. Start again from the sign-in page.',
  'sso.refused.denied': 'Your identity provider did not sign you in. You can try again.',
  'sso.refused.invalid':
    'The answer from your identity provider could not be verified (it was changed, used already or has expired), so you were not signed in. Start again.',
  'sso.refused.unverified':
    'Your identity provider has not verified your e-mail address, so it cannot sign you in here. Verify the address with your provider first.',
  'sso.refused.unknown':
    'No workspace here has a member with the e-mail address your identity provider confirmed. Ask an owner of your workspace to invite you.',
  'sso.unavailable': 'Your identity provider cannot be reached right now. Try again in a few minutes.',
  'sso.notConfigured': 'Single sign-on is not set up on this service.',
  'sso.backToSignIn': 'Back to sign-in',
  'sso.chooseTitle': 'Choose a workspace',
  'sso.chooseLead': 'Your address belongs to several workspaces. Which one do you want to open?',
  'sso.chooseButton': 'Open {workspace}',
  'sso.requiredTitle': 'Single sign-on required',
  'sso.required':
    '{workspace} requires single sign-on: sign in with {provider} instead of an e-mailed link or a passkey.',
  'sso.requiredUnset':
    '{workspace} requires single sign-on, which this service does not offer at the moment. Ask the person who runs it.',
  'sessions.method.oidc': 'with single sign-on',
  'sso.settingsTitle': 'Single sign-on',
  'sso.settingsLead': 'Members can sign in with {provider}, using the verified e-mail address it holds.',
  'sso.settingsUnset': 'This service has no identity provider set up, so single sign-on cannot be used.',
  'sso.requiredLabel': 'Require single sign-on',
  'sso.requiredHint': 'E-mailed sign-in links and passkeys are then refused for this workspace.',
  'sso.joinDomainLabel': 'Domain whose people may join',
  'sso.joinDomainHint':
    'Someone whose verified address ends in @ this domain joins as a member on their first sign-in, once the workspace has proven the domain. Leave empty to let no one join this way.',
  'sso.joinDomainInvalid': 'Enter a domain name, such as example.com.',
  'sso.save': 'Save single sign-on',
  'sso.saved': 'Single sign-on settings saved.',
  'sso.ownersOnly': 'Only owners can change these settings.',
  'sso.requiredOn': 'Single sign-on is required.',
  'sso.requiredOff': 'Single sign-on is optional.',
  'sso.joinDomainNone': 'Nobody joins by domain.',
  'sso.joinDomainIs': 'People with an address at {domain} join as members.',
  // The audit log's names of these actions (settings page).
  'audit.workspace.sso_changed': 'Single sign-on changed',
  'audit.member.joined': 'Joined through single sign-on',
  'sso.refused.foreign':
    'This answer from your identity provider belongs to another sign-in, so it was not used. If you started a sign-in in this browser, it is still open: finish it, or start again.',
  'sso.joinDomainPublic':
    "This is a public e-mail domain that anyone can have an address at, so it cannot let people join. Enter your organisation's own domain.",
  'sso.joinDomainTaken': 'Another workspace has already proven this domain, so it cannot be used here.',
  'sso.verifyNotFound':
    "No TXT record with this workspace's value was found yet. Check the record's name and value; DNS changes can take a while to show.",
  'sso.joinedNotice':
    'You joined {workspace} through single sign-on, because your verified address is at a domain this workspace has proven. Its owners can see your name and address.',
  'sso.domainPending': '{domain} is waiting to be proven: nobody joins by it until then.',
  'sso.domainRecordLead':
    'To prove that your organisation holds this domain, add this record in its DNS (at the name shown, or at the domain itself), then check it:',
  'sso.domainRecordName': 'Name (host)',
  'sso.domainRecordType': 'Record type',
  'sso.domainRecordValue': 'Value',
  'sso.domainOperatorHint':
    "Or ask the person who runs this service to confirm the domain; they can do so when an owner's own address is at {domain}.",
  'sso.domainCheck': 'Check the DNS record',
  'sso.domainVerifiedDns':
    'People with an address at {domain} join as members: its DNS record proved the domain.',
  'sso.domainVerifiedOperator':
    'People with an address at {domain} join as members: the person who runs this service confirmed the domain.',
  'audit.workspace.sso_domain_verified': 'Single sign-on domain proven',
};
