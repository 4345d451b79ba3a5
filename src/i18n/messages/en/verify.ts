// English, the public verification page (/verify).
export const verify = {
  'verify.title': 'Verify a signed document',
  'verify.lead':
    'Check that a document executed through this service is authentic and unchanged. The file is checked on this server and is not kept.',
  'verify.dropLabel': 'Drop the PDF here, or choose it',
  'verify.chooseLabel': 'Choose the PDF',
  'verify.dropHint': 'A PDF of at most 25 MiB.',
  'verify.submit': 'Verify',
  'verify.checking': 'Checking the file…',
  'verify.again': 'Verify another file',
  'verify.resultTitle': 'Verification result',
  'verify.fileHash': 'SHA-256 of the file',
  'verify.sealsHeading': 'Seals and timestamps',
  'verify.requestHeading': 'The signature request',
  'verify.claimedHeading': 'The request this file claims to come from',
  'verify.claimed':
    'The file was changed after it was sealed, so these details only say what it claims. They are shown as the service recorded them.',
  'verify.noRequest':
    'No request completed by this service has these executed pages, so no request details are shown.',
  'verify.erased':
    'This service completed this request, and its record has since been erased: the names and details it held are no longer kept. The seal above still shows whether this file is the one it sealed.',
  'verify.kind.signature': 'Seal',
  'verify.kind.document_timestamp': 'Document timestamp',
  'verify.label.signer': 'Signed by',
  'verify.label.ours': 'From this service',
  'verify.label.intact': 'Intact',
  'verify.label.covers': 'Covers the whole file',
  'verify.label.signedAt': 'Signed at (claimed)',
  'verify.label.timestamp': 'Trusted timestamp',
  'verify.label.noTimestamp': 'none',
  'verify.label.requestId': 'Request ID',
  'verify.label.template': 'Template',
  'verify.label.completed': 'Completed',
  'verify.label.erased': 'Record erased',
  'verify.label.signers': 'Signers',
  'verify.signerSigned': '{role}: signed {date}',
  'verify.signerNotSigned': '{role}: not signed',
  'verify.yes': 'yes',
  'verify.no': 'no',
  'verify.timestampBy': '{time} by {authority}',
  'verify.timestampByBroken': '{time} by {authority} (broken)',
  'verify.verdict.valid.heading': 'Authentic and unchanged',
  'verify.verdict.valid.text':
    'This file is exactly as this service sealed it: the seal is intact and nothing was changed or added after it.',
  'verify.verdict.modified.heading': 'Changed after sealing',
  'verify.verdict.modified.text':
    "This file carries this service's seal, but its content no longer matches what was sealed, or something was added after the seal. Do not rely on it; ask the sender for the original.",
  'verify.verdict.not_ours.heading': 'Signed, but not by this service',
  'verify.verdict.not_ours.text':
    'This file carries a digital signature, but none made by this service. Check it with whoever signed it.',
  'verify.verdict.not_sealed.heading': 'No seal',
  'verify.verdict.not_sealed.text':
    'This PDF carries no digital signature, so nothing can confirm where it came from or that it is unchanged.',
  'verify.error.notPdf': 'The file is not a PDF.',
  'verify.error.noFile': 'Choose a PDF to verify.',
  'verify.error.tooLarge': 'The file is larger than 25 MiB.',
  'verify.error.generic': 'The file could not be checked. Please try again.',
};
