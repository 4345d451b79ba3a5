// English, issue 45: the participants who do not (only) sign — approvers, viewers, witnesses — on
// their page, in their e-mails, on the document and the certificate, and in the application.
export const participants = {
  // A role's kind, as the builder, the send form and the request page name it.
  'kind.signer': 'Signer',
  'kind.approver': 'Approver',
  'kind.viewer': 'Viewer',
  'kind.witness': 'Witness',
  'kind.witnessFor': 'Witness for {role}',
  'kind.label': 'Takes part as',
  'kind.witnessForLabel': 'Witnesses the signature of',

  // Audit log and a request's timeline.
  'audit.signature_request.approved': 'Approved by an approver',
  'audit.signature_request.viewed': 'Read and confirmed by a viewer',
  'audit.signature_request.witnessed': 'Signed by a witness',
  'timeline.approved': 'Approved by {who}',
  'timeline.viewed': 'Read and confirmed by {who}',
  'timeline.witnessed': 'Witnessed by {who}',

  // The signing page of an approver, a viewer, a witness.
  'turn.lead.approver':
    '{sender} asks you, {name} ({email}), to approve this document as {role}. You sign nothing.',
  'turn.lead.viewer':
    '{sender} asks you, {name} ({email}), to read this document as {role} and confirm that you have.',
  'turn.lead.witness':
    '{sender} asks you, {name} ({email}), to witness the signature of {witnessed} ({witnessedRole}) as {role}.',
  'turn.heading.approver': 'Approve',
  'turn.heading.viewer': 'Confirm you have read it',
  'turn.approveExplain': 'Approving lets the next person take their turn. To refuse, reject it below.',
  'turn.approve': 'Approve',
  'turn.approving': 'Approving…',
  'turn.readExplain': 'Read the document above, then confirm.',
  'turn.read': 'I have read this document',
  'turn.readNeeded': 'Tick the box to confirm that you have read the document.',
  'turn.confirm': 'Confirm',
  'turn.confirming': 'Confirming…',
  'reject.summary': 'Reject',
  'reject.explain': 'If you reject it, nobody can sign this request any more and {sender} is told by e-mail.',
  'reject.reason': 'Why do you reject it? (shared with {sender})',
  'reject.reasonNeeded': 'Say why you reject it.',
  'reject.button': 'Reject',
  'reject.confirmQuestion': 'Reject {document}? This cannot be undone.',
  'reject.confirm': 'Yes, reject',

  // The page after their turn.
  'done.title.approver': 'Thank you, you have approved',
  'done.title.viewer': 'Thank you, you have confirmed',
  'done.title.witness': 'Thank you, you have witnessed',
  'done.lead.approver': 'You approved {document} as {role} on {date}.',
  'done.lead.viewer': 'You confirmed that you read {document}, as {role}, on {date}.',
  'done.lead.witness': 'You signed {document} as {role}, a witness, on {date}.',

  // E-mails.
  'mail.invitation.subject.approver': 'Please approve: {document}, from {sender}',
  'mail.invitation.subject.viewer': 'Please read: {document}, from {sender}',
  'mail.invitation.subject.witness': 'Please witness a signature: {document}, from {sender}',
  'mail.invitation.body.approver':
    '{sender} asks you to approve "{document}". You sign nothing: you approve it or reject it.',
  'mail.invitation.body.viewer': '{sender} asks you to read "{document}" and confirm that you have.',
  'mail.invitation.body.witness':
    '{sender} asks you to witness the signature of {witnessed} on "{document}".',
  'mail.reminder.subject.approver': 'Reminder: please approve {document}, from {sender}',
  'mail.reminder.subject.viewer': 'Reminder: please read {document}, from {sender}',
  'mail.reminder.subject.witness': 'Reminder: please witness a signature on {document}, from {sender}',
  'mail.button.approver': 'Review and approve',
  'mail.button.viewer': 'Open and read',
  'mail.button.witness': 'Review and witness',

  // The document's signature blocks and the certificate.
  'document.block.witnessFor': '{role}, witness for {witnessed}',
  'cert.part': 'Took part as',
  'cert.part.approver': 'Approver: approved by {name}',
  'cert.part.viewer': 'Viewer: read by {name}',
  'cert.part.witness': 'Witness: witnessed by {name} for {witnessed} ({witnessedRole})',
  'cert.approved': 'Approved',
  'cert.read': 'Read and confirmed',
  'cert.witnessed': 'Witnessed',

  // Signing in person and the sender's own turn (issue 45 items 2 and 3).
  'cert.inPerson': 'Signed in person',
  'cert.inPersonText': 'Hosted by {host}, on the device and IP address above',
  'cert.ownSession': 'Identity evidence',
  'cert.ownSessionText': 'Signed in the Countersign session of the workspace member {member}',
  'host.title': 'Hand this device over',
  'host.lead': 'You are hosting {name} ({role}) for "{document}" on this device.',
  'host.hint': 'Give the device to {name} now. Only they should continue.',
  'host.start': 'Start as {name}',
  'host.gone.title': 'This link to sign in person cannot be used',
  'host.gone.lead':
    'It has been used, it is more than 15 minutes old, or the turn it opened has passed. Ask for a new one on the request’s page.',
  'host.member.title': 'Sign in to host this signing',
  'host.member.lead': 'Only a member of {workspace} signed in on this device can open this link.',
  'host.member.signIn': 'Sign in',
  'host.witnessNow': 'Witness now: {name}',
  'host.witnessNowHint': '{name} witnesses this signature next, on this device.',
  'host.back': 'Back to the request',
  'requests.signInPerson': 'Sign in person',
  'requests.signInPersonHint': 'Opens {name}’s turn on this device. Hand it to them.',
  'requests.signNow': 'Sign now',
  'requests.yourTurn': 'It is your turn: you take it here, no e-mail is sent to you.',
  'requests.yourTurnLater': 'You sign as {role} when your turn comes; no e-mail is sent to you.',

  // The facts above an approver's or a viewer's document (issue 45).
  'turn.position': 'Yours is turn {position} of {count}.',
  'turn.deadline.approver': 'Please approve or reject by {deadline}.',
  'turn.deadline.viewer': 'Please read it by {deadline}.',
} as const;
