// English, the words stamped into a rendered document: the caption beside a signature, and what a
// checkbox or a drawn signature reads as in a flow document's text. Each signer's words are in
// that signer's language; the sender's in the document's (the first signer's).
export const document = {
  'document.caption.signedBy': '{name} · signed {when}',
  'document.caption.signed': 'Signed {when}',
  'document.checkbox.yes': 'Yes',
  'document.checkbox.no': 'No',
  'document.signature.drawnBy': '(signed by {name})',
  'document.block.name': 'Name: {name}',
  'document.block.email': 'Email: {email}',
  'document.page': 'Page {page} of {pages}',
  'document.requestPage': 'Request {id} · Page {page} of {pages}',
  // The certificate's list of the documents signed (issue 32), in the document's language.
  'cert.documents': 'Documents',
  'cert.documentsNote': 'The documents signed, in the order their pages appear in this file.',
  'cert.documentPages': 'Pages {first}–{last} of this file',
  'cert.documentPage': 'Page {first} of this file',
  'cert.documentFile': 'Original file',
  'cert.documentSha256': 'SHA-256 of the document as sent',
  'cert.originalSha256': 'SHA-256 of the original file (converted to PDF)',
  // The certificate's list of the files signers attached (issue 34).
  'cert.attachments': 'Attached files',
  'cert.attachmentsNote':
    'The files signers attached, embedded in this PDF as attachments under these names.',
  'cert.attachmentField': 'Attached by',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Size',
  'cert.attachmentBytes': '{size} bytes',
  'cert.attachmentSha256': 'SHA-256 of the file',
};
