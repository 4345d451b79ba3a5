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
};
