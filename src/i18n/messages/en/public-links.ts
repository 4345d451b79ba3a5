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
} as const;
