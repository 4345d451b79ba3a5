// English, the member e-mails: a sign-in link, an invitation to a workspace.
export const memberMail = {
  'memberMail.greeting': 'Hello {name},',
  'memberMail.footer': 'Sent by Countersign. If you did not expect this e-mail, you can ignore it.',
  'memberMail.orOpen': 'If the button does not work, open this link: {url}',
  'memberMail.signIn.subject': 'Sign in to {workspace} on Countersign',
  'memberMail.signIn.body': 'To sign in to {workspace} on Countersign, open the link in this e-mail.',
  'memberMail.signIn.button': 'Sign in',
  'memberMail.signIn.after':
    'The link works once, for 15 minutes. If you did not ask to sign in, ignore this e-mail.',
  'memberMail.invitation.subject': 'You are invited to {workspace} on Countersign',
  'memberMail.invitation.body':
    '{inviter} invited you to send documents for signature with {workspace} on Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'You are invited to send documents for signature with {workspace} on Countersign.',
  'memberMail.invitation.button': 'Join and sign in',
  'memberMail.invitation.after':
    'The link works once, for 7 days. Later, sign in at {url} with this e-mail address.',
};
