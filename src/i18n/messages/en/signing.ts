// English, what signers read: the signing pages, the e-mails to signers, the audit certificate's
// labels. English is the reference: its keys are every other language's (a missing one is a type
// error), and its {placeholders} are theirs (test/i18n.test.ts compares them).
export const signing = {
  // Page frame
  'page.skip': 'Skip to content',
  'page.languages': 'Language',
  'page.titleSuffix': 'Countersign',

  // Who sends: "Ops at Acme", and how to reach them
  'sender.memberAt': '{member} at {workspace}',
  'sender.contact': '{member} at {workspace} ({email})',

  // The signing page
  'sign.title': 'Sign {document}',
  'sign.lead': '{sender} asks you, {name} ({email}), to sign this document as {role}.',
  'sign.deadline': 'Please sign by {deadline}.',
  'sign.noscript':
    'Signing needs JavaScript. Turn it on in your browser, or ask {sender} for a paper copy to sign by hand.',
  'sign.documentHeading': 'The document',
  'sign.download': '{link} to read or print it.',
  'sign.downloadLink': 'Download the document as a PDF',
  'sign.documentLabel': 'Document text',
  'sign.pdfTitle': 'The document (PDF)',
  'sign.nextField': 'Next field',
  'sign.allFilled': 'Every field is filled. Check the box below and sign.',
  'sign.signHere': 'Sign here: {label}',
  'sign.pageOf': 'Page {n} of {total}',
  'sign.heading': 'Sign',
  'sign.details': 'Your details',
  'sign.required': '(required)',
  'sign.choose': 'Choose…',
  'sign.signatureLegend': 'Your signature',
  'sign.modeTyped': 'Type my name',
  'sign.modeDrawn': 'Draw my signature',
  'sign.typedLabel': 'Type your full name as your signature',
  'sign.drawHelp': 'Draw your signature in the box with a mouse, finger or stylus.',
  'sign.drawArea': 'Signature drawing area',
  'sign.clear': 'Clear drawing',
  'sign.consentLegend': 'Consent to sign electronically',
  'sign.button': 'Sign',
  'sign.signing': 'Signing…',
  'sign.yes': 'Yes',
  'sign.no': 'No',
  'sign.fillBelow': '{label}: you fill this in below',
  'sign.fillBy': '{label}: to be completed by {role}',
  'sign.fillBySender': '{label}: to be completed by the sender',
  'sign.signedBy': '(signed by {name})',
  'sign.signedOn': 'Signed by {name} on {date}',
  'cert.initials': 'Initials',
  'sign.notSigned': 'Not signed yet',
  'sign.guideLabel': 'Your fields',
  'sign.fieldOf': 'Field {n} of {total}',
  'sign.back': 'Back',
  'sign.next': 'Next',
  'sign.finish': 'Finish',
  'sign.done': 'Done',
  'sign.ready': 'All done: review and sign below',
  'sign.optional': '(optional)',
  'sign.emptyBox': '{label}: empty',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'ticked',
  'sign.unchecked': 'not ticked',
  'sign.zoomIn': 'Zoom in',
  'sign.zoomOut': 'Zoom out',
  'sign.zoomFit': 'Fit to width',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'The signing date, filled in for you.',
  'sign.initialsLegend': 'Your initials',
  'sign.initialsTyped': 'Type my initials',
  'sign.initialsDrawn': 'Draw my initials',
  'sign.initialsLabel': 'Your initials',
  'sign.initialsHelp': 'Draw your initials in the box.',
  'sign.initialsArea': 'Initials drawing area',
  'sign.fieldProblem': 'Go to {label}',

  // The code form: a signer who must prove who they are before the document opens (issue 24)
  'verification.title': 'Confirm it is you: {document}',
  'verification.lead':
    '{sender} asks you to sign this document. Before it opens, confirm that this signing link is yours.',
  'verification.accessHeading': 'Enter your access code',
  'verification.accessHelp':
    '{sender} gave you an access code for this document, apart from the e-mail with this link. If you do not have it, ask {sender}.',
  'verification.accessLabel': 'Access code',
  'verification.emailHeading': 'Get a code by e-mail',
  'verification.emailHelp': 'We e-mail a 6-digit code to {email}. It is valid for {minutes} minutes.',
  'verification.emailLabel': '6-digit code from the e-mail',
  'verification.send': 'Send me a code',
  'verification.sendAgain': 'Send me a new code',
  'verification.submit': 'Continue',
  'verification.lockedUntil': 'Too many wrong codes were entered. You can try again from {time}.',
  'verification.sent': 'We sent a code to {email}. It is valid for {minutes} minutes.',
  'verification.sending': 'Sending…',
  'verification.checking': 'Checking…',
  'verification.error.empty': 'Enter the code.',
  'verification.error.digits': 'The code has 6 digits.',
  'verification.error.wrong': 'That code is wrong or has expired. Tries left: {count}.',
  'verification.error.locked': 'Too many wrong codes. Try again in {wait} minutes.',
  'verification.error.sendLimit': 'You have asked for 5 codes in the last hour. Try again in {wait} minutes.',
  'verification.error.failed': 'Something went wrong. Please try again.',

  // The order of signing, on the page and in invitations
  'order.only': 'You are the only signer.',
  'order.first': 'You sign first of {count}; the others sign after you.',
  'order.firstOfTwo': 'You sign first of two; the other signer signs after you.',
  'order.afterOne': 'You sign {position} of {count}; the first signer has signed.',
  'order.afterMany': 'You sign {position} of {count}; the first {earlier} signers have signed.',
  'order.ordinals': 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth',
  'order.numbers': 'one|two|three|four|five|six|seven|eight|nine|ten',

  // Consent: this exact text, filled in, is what the signer accepts (its SHA-256 is certified)
  'consent.intro':
    '{sender} uses Countersign to collect signatures electronically. Before you sign, please note:',
  'consent.electronic':
    'By ticking the box you agree to receive this document and the notices about it electronically, and to sign it electronically. Your electronic signature has the same effect as signing on paper.',
  'consent.paper':
    'You can have a paper copy at any time, free of charge: download the PDF above and print it, or ask {contact} to send you one. When everyone has signed, the executed PDF is e-mailed to {email} and can be downloaded from this page.',
  'consent.paperNoEmail':
    'You can have a paper copy at any time, free of charge: download the PDF above and print it, or ask {contact} to send you one. When everyone has signed, the executed PDF can be downloaded from this page.',
  'consent.withdraw':
    'You do not have to sign electronically. You can decline below, or contact {contact} to sign on paper instead. Withdrawing your consent later does not undo a signature already given.',
  'consent.requirements':
    'You need a current web browser, a PDF reader to view or print the document, and access to the e-mail address {email}. If it changes, tell {contact}.',
  'consent.agree':
    'I have read the notice above, I agree to use electronic records and to sign this document electronically, and I intend my electronic signature to bind me as my handwritten one would.',

  // Declining
  'decline.summary': 'Decline to sign',
  'decline.explain': 'If you decline, nobody can sign this request any more and {sender} is told by e-mail.',
  'decline.reason': 'Reason (optional, shared with {sender})',
  'decline.button': 'Decline to sign',
  'decline.confirmQuestion': 'Decline to sign {document}? This cannot be undone.',
  'decline.confirm': 'Yes, decline',
  'decline.cancel': 'No, go back',

  // What the page says when something is wrong
  'error.typed': 'Type your name as your signature.',
  'error.drawn': 'Draw your signature in the box.',
  'error.consent': 'Tick the box to agree to sign electronically.',
  'error.required': '{label} is required.',
  'error.number': '{label} must be a number.',
  'error.email': '{label} must be an e-mail address.',
  'error.tick': 'Tick {label} to sign: it is required.',
  'error.date': '{label} must be a date, written like {example}.',
  'error.dateMonth': '{label}: there is no month {month}.',
  'error.dateDays': '{label}: {month} has {days} days.',
  'error.signFailed': 'Something went wrong and nothing was signed. Please try again.',
  'error.declineFailed': 'Something went wrong and nothing was declined. Please try again.',
  'error.initials': 'Type or draw your initials.',
  'error.range': '{label} must be between {min} and {max}.',
  'error.min': '{label} must be at least {min}.',
  'error.max': '{label} must be at most {max}.',
  'error.integer': '{label} must be a whole number.',
  'error.summary': 'Please correct the following:',

  // The other states of a signing link
  'waiting.title': 'Not your turn yet',
  'waiting.lead': '{document} is signed in order. We are waiting for {waitingFor} to sign first.',
  'waiting.email':
    'You will receive an e-mail at {email} when it is your turn, {name}. You can close this page.',
  'waiting.noEmail':
    'Come back to this link when {sender} tells you it is your turn. You can close this page.',
  'signed.title': 'Thank you, you have signed',
  'signed.lead': 'You signed {document} as {role} on {date}.',
  'signed.next':
    'Other people still have to sign. When everyone has, the signed document is e-mailed to {email}, and you can also download it from this link. You can close this page.',
  'signed.nextNoEmail':
    'Other people still have to sign. When everyone has, you can download the signed document from this link. You can close this page.',
  // Embedded in another site (issue 44 item 18): the signer has no link of their own to come back to.
  'signed.nextEmbedded':
    'Other people still have to sign. When everyone has, the signed document is e-mailed to {email}. You can close this page.',
  'signed.nextEmbeddedNoEmail': 'Other people still have to sign. You can close this page.',
  'completed.title': 'Everyone has signed',
  'completed.lead':
    'Thank you, {name}. You signed {document} on {date}, and so has everyone else: the document is executed.',
  'completed.leadOnly': 'Thank you, {name}. You signed {document} on {date}: the document is executed.',
  'completed.leadViewer': 'Everyone has signed {document}: the document is executed.',
  'completed.download': 'Download the signed document (PDF)',
  'completed.keep':
    'Keep a copy for your records. It ends with an audit certificate and carries a digital seal, so any later change to it can be detected.',
  'completed.emailed': 'A copy has also been e-mailed to {email}.',
  'declined.title': 'This request was declined',
  'declined.byYou': 'You declined to sign {document}. {sender} has been told.',
  'declined.other': 'A signer declined to sign, so {document} can no longer be signed.',
  'voided.title': 'This request was voided',
  'voided.text': '{sender} voided this request, so {document} can no longer be signed.',
  'expired.title': 'This request has expired',
  'expired.text':
    'The time for signing {document} ran out on {date}. Ask {sender} for a new request if it still needs your signature.',
  'removed.title': 'This request was removed',
  'removed.text':
    'This request and everything it held were permanently deleted, so there is nothing to see or sign here any more. If you kept the signed document, it can still be checked at the address printed on it.',
  'notFound.title': 'This signing link does not work',
  'notFound.text':
    'The link is not valid. Check that you opened the whole link from the e-mail, or ask the sender to share it again.',

  // E-mails to a signer
  'mail.greeting': 'Hello {name},',
  'mail.greetingAnonymous': 'Hello,',
  'mail.messageFrom': 'Message from {sender}:',
  'mail.reason': 'Reason given:',
  'mail.button': 'Review and sign',
  'mail.orOpen': 'Or open this link: {url}',
  'mail.deadline': 'Please sign by {deadline}.',
  'mail.footerLink':
    'Sent by Countersign on behalf of {sender}. This signing link is personal: do not forward it.',
  'mail.footer': 'Sent by Countersign on behalf of {sender}.',
  'mail.footerReply': 'Replies to this e-mail go to {member} ({email}).',
  'mail.fromName': '{sender} via Countersign',
  'mail.invitation.subject': 'Please sign: {document}, from {sender}',
  'mail.invitation.body': '{sender} has sent you "{document}" to sign electronically.',
  'mail.reminder.subject': 'Reminder: please sign {document}, from {sender}',
  'mail.reminder.body': 'This is a reminder that "{document}" from {sender} is waiting for your signature.',
  'mail.voided.subject': 'Voided: {document}',
  'mail.voided.body':
    '{sender} has voided the signature request for "{document}". There is nothing more for you to do.',
  'mail.declined.subject': 'Declined: {document}',
  'mail.declined.body':
    '{decliner} declined to sign "{document}", so the request from {sender} has ended. There is nothing more for you to do.',
  'mail.declineConfirmation.subject': 'You declined: {document}',
  'mail.declineConfirmation.body':
    'You declined to sign "{document}". The request from {sender} has ended, and they have been told.',
  'mail.declineConfirmation.mistake': 'If this was a mistake, reply to this e-mail to reach {member}.',
  'mail.completed.subject': 'Completed: {document}',
  'mail.completed.body':
    'Everyone has signed "{document}", sent by {sender}. The executed document is attached for your records.',
  // Issue 24: to the people copied on a request (CC), and to the member who sent it
  'mail.expired.subject': 'Expired: {document}',
  'mail.expired.body':
    'The signature request for "{document}" from {sender} expired before everyone had signed. There is nothing more for you to do.',
  'mail.footerCopied':
    '{sender} copied you on this request: you hear how it ends, and you have nothing to sign.',
  'mail.senderCompleted.body':
    'Everyone has signed "{document}". The executed document is attached for your records.',
  'mail.senderCompleted.optOut':
    'You receive this because you sent the request. To stop these e-mails, turn them off under Notifications in Countersign.',

  // E-mail to the member who sent the request
  'mail.senderDeclined.subject': 'Declined by {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), signing as {role}, declined to sign "{document}". The request has ended and nobody else can sign it.',
  'mail.senderDeclined.open': 'Open the request',
  'mail.senderDeclined.request': 'Request: {id}',
  'mail.senderDeclined.reply': 'Reply to this e-mail to reach {decliner}.',
  'mail.senderFooter': 'Sent by Countersign for {workspace}.',

  // E-mail with a verification code (issue 24)
  'mail.verification.subject': 'Your code to open {document}',
  'mail.verification.body':
    '{sender} has asked you to sign "{document}". To open it, enter this code on the signing page:',
  'mail.verification.valid': 'The code is valid for {minutes} minutes. Only the newest code works.',
  'mail.verification.button': 'Open the signing page',
  'mail.verification.notYou':
    'If you did not ask for a code, you can ignore this e-mail: nobody can open the document without it.',

  // The signer's block of the audit certificate
  'cert.email': 'E-mail',
  'cert.role': 'Role',
  'cert.ip': 'IP address',
  'cert.userAgent': 'User agent',
  'cert.invited': 'Invited',
  'cert.opened': 'Opened',
  'cert.signed': 'Signed',
  'cert.declined': 'Declined',
  'cert.method': 'Signature',
  'cert.typed': 'Typed name',
  'cert.drawn': 'Drawn by hand',
  'cert.consent': 'Consent',
  'cert.consentText': 'Accepted the notice on signing electronically ({language}); SHA-256 of its text:',
  'cert.language': 'Language',
  'cert.verification': 'Identity check',
  'cert.verifiedEmail': 'Identity checked by a code sent to {email}, entered at {date}',
  'cert.verifiedAccessCode': 'Access code given by the sender, entered at {date}',
  'cert.notVerified': 'A code was required; none was entered',
  // The certificate's list of the people copied (issue 24)
  'cert.copied': 'Copied',
  'cert.copiedNote': 'These people are sent the outcome of the request. They were not asked to sign.',
  'sign.dateFormat': 'Write it as {pattern}',
  'sign.dateLetters': 'DD MM YYYY',
  // Issue 31: a link locked until the sender reminds the signer; access codes ignore case; the
  // invitation says an access code is needed.
  'verification.lockedUntilReminded':
    'Too many wrong codes were entered. This link stays locked until {sender} sends it to you again: ask them.',
  'verification.error.linkLocked':
    'Too many wrong codes were entered. This link stays locked until {sender} sends it to you again.',
  'verification.accessCase': 'Capital and small letters count as the same.',
  'mail.accessCodeNeeded':
    'To open the document you need the access code {sender} gives you separately. It is not in this e-mail; if you do not have it, ask {sender}.',
  'mail.senderLinkLocked.subject': 'Signing link locked: {signer}, {document}',
  'mail.senderLinkLocked.body':
    '{count} wrong codes were entered on the signing link of {signer} ({email}), who signs "{document}" as {role}. The link is locked: it opens for nobody until you remind {signer}.',
  'mail.senderLinkLocked.unlock':
    'If {signer} made the mistakes, send them a reminder from the request (or with the API’s remind call): the reminder unlocks the link. If not, someone else may have the link: consider voiding the request.',
  'verification.error.lockedHours': 'Too many wrong codes. Try again in {wait} hours.',

  // The field types and rules of issue 34 on the signing page
  'field.chooseBetween': 'Choose from {min} to {max}.',
  'field.chooseAtLeast': 'Choose at least {min}.',
  'field.chooseAtMost': 'Choose at most {max}.',
  'field.fileHint': 'A PDF, PNG or JPEG file of up to 10 MB.',
  'field.filesHint': 'Up to {max} PDF, PNG or JPEG files, each of up to 10 MB.',
  'field.imageHint': 'A PNG or JPEG picture of up to 5 MB.',
  'field.remove': 'Remove',
  'field.removeFile': 'Remove {name}',
  'field.uploading': 'Uploading {name}',
  'field.preview': 'Preview of {name}',
  'field.readonlyNote': 'Filled in by the sender; it cannot be changed.',
  'field.imageGiven': 'A picture from the sender',
  'error.phone': '{label} is not a phone number.',
  'error.phoneRegion':
    '{label} is not a phone number. Without a country code a number is read as a {code} number: for another country, start with + and its code.',
  'error.pattern': '{label} is not in the form asked for.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Choose at least {min} for {label}.',
  'error.chooseMax': 'Choose at most {max} for {label}.',
  'error.tooManyFiles': '{label} takes at most {max} files: remove one first.',
  'error.fileType': '{name} is not a PDF, PNG or JPEG file.',
  'error.imageType': '{name} is not a PNG or JPEG picture.',
  'error.fileSize': '{name} is larger than {size}.',
  'error.upload': '{name} could not be attached: {reason}',
  'error.uploadFailed': '{name} could not be attached. Please try again.',
};
