// A template's public link (issue 45 item 4): the form anyone opens to sign it, and its refusals.
export const publicLinks = {
  'publicLink.lead': '{workspace} asks you to fill in and sign “{document}”.',
  'publicLink.hint': 'Give your name and e-mail address to begin. Your signed copy is sent to that address.',
  'publicLink.verifyHint': 'We e-mail you a code to confirm the address before you sign.',
  'publicLink.nextHeading': 'After you',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Your full name',
  'publicLink.email': 'Your e-mail address',
  'publicLink.start': 'Continue',
  'publicLink.working': 'Checking this browser, one moment…',
  'publicLink.noscript':
    'This form needs JavaScript: your browser does a short computation that keeps automated sign-ups out.',
  'publicLink.problems': 'Please check the form:',
  'publicLink.error.name': 'Enter your name.',
  'publicLink.error.email': 'Enter an e-mail address, like name@example.com.',
  'publicLink.error.proof':
    'Your browser’s check did not arrive, or was too old. Please send the form again.',
  'publicLink.limited.title': 'Too many signings started',
  'publicLink.limited.lead':
    'This form was started too many times today, from this connection or in all. Please try again tomorrow.',
  'publicLink.unavailable.title': 'This form is not available',
  'publicLink.unavailable.lead':
    'The link may have been turned off or mistyped, or the form cannot take new signings just now. Please contact whoever gave you the link.',

  // The application: an owner turns a template’s link on and off.
  'publicLink.app.action': 'Public link',
  'publicLink.app.actionLabel': 'Public link of {name}',
  'publicLink.app.title': 'Public link: {name}',
  'publicLink.app.lead':
    'Anyone with the link signs this template as {role}: they give their name and e-mail address, and sign. The request then goes on to the people you name here, and counts against your monthly allowance.',
  'publicLink.app.on': 'The link is on. Share it where the people who should sign will find it.',
  'publicLink.app.off': 'The link is off.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Who follows as {role}',
  'publicLink.app.personName': 'Name',
  'publicLink.app.personEmail': 'E-mail address',
  'publicLink.app.verify': 'Ask for a code sent by e-mail before they sign (recommended)',
  'publicLink.app.turnOn': 'Turn the link on',
  'publicLink.app.save': 'Save changes',
  'publicLink.app.turnOff': 'Turn the link off',
  'publicLink.app.turnedOn': 'The link is on.',
  'publicLink.app.turnedOff': 'The link is off: its address no longer works.',
  'publicLink.app.ownersOnly': 'Only an owner of the workspace may turn a template’s public link on or off.',
  'publicLink.app.notPublished': 'A public link is for a published template.',
  'publicLink.app.nameMissing': 'Enter the name.',
  'publicLink.app.emailMissing': 'Enter an e-mail address, like name@example.com.',
} as const;
