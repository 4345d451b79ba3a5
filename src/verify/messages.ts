// Every string the verification page shows, in one catalogue per language (English only so far).
import type { Verdict } from './verify-pdf.ts';

/** The start of the 400 for a body that is not a PDF (the route tells the two ways of sending one). */
export const NOT_A_PDF = 'The file is not a PDF';

export const en = {
  title: 'Verify a signed document',
  lead:
    'Check that a document executed through this service is authentic and unchanged. The file is ' +
    'checked on this server and is not kept.',
  dropLabel: 'Drop the PDF here, or choose it',
  dropHint: 'A PDF of at most 25 MiB.',
  submit: 'Verify',
  checking: 'Checking the file…',
  again: 'Verify another file',
  resultTitle: 'Verification result',
  fileHash: 'SHA-256 of the file',
  sealsHeading: 'Seals and timestamps',
  requestHeading: 'The signature request',
  noRequest:
    'No request completed by this service has these executed pages, so no request details are shown.',
  kinds: { signature: 'Seal', document_timestamp: 'Document timestamp' },
  labels: {
    signer: 'Signed by',
    ours: 'From this service',
    intact: 'Intact',
    covers: 'Covers the whole file',
    signedAt: 'Signed at (claimed)',
    timestamp: 'Trusted timestamp',
    noTimestamp: 'none',
    requestId: 'Request ID',
    template: 'Template',
    completed: 'Completed',
    signed: 'signed',
    notSigned: 'not signed',
  },
  yes: 'yes',
  no: 'no',
  timestampBy: (time: string, authority: string, intact: boolean) =>
    `${time} by ${authority}${intact ? '' : ' (broken)'}`,
  verdicts: {
    valid: {
      heading: 'Authentic and unchanged',
      text:
        'This file is exactly as this service sealed it: the seal is intact and nothing was changed or ' +
        'added after it.',
    },
    modified: {
      heading: 'Changed after sealing',
      text:
        "This file carries this service's seal, but its content no longer matches what was sealed, or " +
        'something was added after the seal. Do not rely on it; ask the sender for the original.',
    },
    not_ours: {
      heading: 'Signed, but not by this service',
      text:
        'This file carries a digital signature, but none made by this service. Check it with whoever ' +
        'signed it.',
    },
    not_sealed: {
      heading: 'No seal',
      text:
        'This PDF carries no digital signature, so nothing can confirm where it came from or that it is ' +
        'unchanged.',
    },
  } satisfies Record<Verdict, { heading: string; text: string }>,
  errors: {
    notPdf: 'The file is not a PDF.',
    noFile: 'Choose a PDF to verify.',
    tooLarge: 'The file is larger than 25 MiB.',
    generic: 'The file could not be checked. Please try again.',
  },
};

export type Messages = typeof en;
