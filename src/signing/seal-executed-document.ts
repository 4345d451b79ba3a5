// The executed document (CONTRACT §8), built in one pure step from what was signed:
//
//   executed pages = renderDocument(template, its PDF, {sender's values, every signer's values and
//                    signature with its time}) — the filled and signed document, byte for byte the
//                    PDF stored as the request's executed_pages_document_id. Its pages are numbered
//                    as pages of the whole file ("Request sr_… · Page 1 of 3"): the certificate's
//                    page count is known beforehand (certificatePageCount);
//   document as sent = the stored PDF of the template filled with the sender's values only (see
//                    sent-document.ts), the bytes a signer downloads before anyone has signed;
//   executed document = the executed pages + the audit certificate (with the SHA-256 of both PDFs
//                    above), with both PDFs attached as embedded files (document-as-sent.pdf,
//                    executed-pages.pdf) so anyone holding the file can recompute both hashes,
//                    described as itself (title = the template's name, producer = Countersign and
//                    its version, created and modified at the sealing time; document-info.ts), and
//                    the whole file sealed with the service's PAdES signature; the files signers
//                    attached (issue 34) are embedded too, under their names, and listed on the
//                    certificate with their SHA-256;
//   with a time-stamping authority (timestamping.ts), the seal carries a signature timestamp and the
//                    file a document timestamp over the authority's chain (PAdES B-LT); when the
//                    authority does not answer within the deadline the file is sealed without, and
//                    `timestamp: 'pending'` tells the caller to leave it to the worker.
//
// Nothing here touches the database: the caller stores the result in the transaction that completes
// the request, so the request never reads completed without it.
import { translator } from '../i18n/catalogue.ts';
import { languageOf } from '../i18n/locales.ts';
import { PageSizes, PDFDocument } from '../platform/pdf.ts';
import {
  type AuditCertificateData,
  addAuditCertificate,
  certificatePageCount,
  describeExecutedDocument,
  type SigningIdentity,
  sealDocument,
  sha256Hex,
  type TimestampToken,
} from '../seal/index.ts';
import { pageSizeLike } from '../seal/text-flow.ts';
import type { RenderAttachment } from '../templates/attachment-values.ts';
import { documentLocale } from '../templates/render/content.ts';
import { type RenderableTemplate, renderDocument } from '../templates/render/index.ts';
import type { SignerContribution, Values } from '../templates/types.ts';
import { withSignerMarks } from './certificate-data.ts';
import { EXECUTED_PAGES_ATTACHMENT, SENT_ATTACHMENT } from './executed-filename.ts';
import { sha256, stampDigest, type Timestamping, timestampDocument } from './timestamping.ts';

export { EXECUTED_PAGES_ATTACHMENT, SENT_ATTACHMENT } from './executed-filename.ts';

export interface ExecutedDocumentInput {
  template: RenderableTemplate;
  /** The uploaded PDF of a coordinate template. */
  templatePdf: Uint8Array | undefined;
  values: Values;
  signers: SignerContribution[];
  sentDocument: Uint8Array;
  /** The certificate's content but for the two hashes and the seal, which are filled in here. */
  certificate: Omit<AuditCertificateData, 'sentDocumentSha256' | 'executedPagesSha256' | 'seal'>;
  /** $PUBLIC_URL/verify, quoted on the certificate. */
  verifyUrl: string;
  /** The time-stamping authority, when one is configured. */
  timestamping?: Timestamping;
  /** Issue 34: the attachments the values refer to by id (images drawn, files named). */
  attachments?: Readonly<Record<string, RenderAttachment>>;
  /** Issue 34: the files signers attached, embedded in the file under these (unique) names. */
  embedded?: EmbeddedAttachment[];
}

export interface EmbeddedAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * `none`: no authority configured; `complete`: signature and document timestamps are in the file;
 * `pending`: the authority did not answer in time, the worker is to add a document timestamp.
 */
export type TimestampState = 'none' | 'complete' | 'pending';

export interface ExecutedDocument {
  executedPages: Uint8Array;
  executedPagesSha256: string;
  sentDocumentSha256: string;
  /** The sealed executed document: pages, certificate, attachments, signature. */
  pdf: Uint8Array;
  timestamp: TimestampState;
  timings: { renderMs: number; certificateMs: number; sealMs: number };
}

export async function sealExecutedDocument(
  identity: SigningIdentity,
  input: ExecutedDocumentInput,
): Promise<ExecutedDocument> {
  const started = performance.now();
  const { requestId } = input.certificate;
  let documentPages = 0;
  // The certificate as it will be appended, seal section and signers' marks included: its length
  // numbers every page.
  const certificate = {
    ...input.certificate,
    signers: withSignerMarks(input.certificate.signers, input.template, input.signers),
    seal: {
      certificateSubject: identity.subject,
      certificateSha256: identity.fingerprintSha256,
      verifyUrl: input.verifyUrl,
    },
  };
  // A coordinate template's PDF is parsed once: its first page sizes the certificate, then the
  // render draws on it. Only the bytes outlive this step.
  const { executedPages, certificatePages } = await (async () => {
    const loaded =
      input.template.kind === 'flow' || !input.templatePdf
        ? undefined
        : await PDFDocument.load(input.templatePdf, { updateMetadata: false });
    const certificatePages = await certificatePageCount(
      loaded ? pageSizeLike(loaded) : [PageSizes.A4[0], PageSizes.A4[1]],
      certificate,
    );
    // The pages' footers are in the document's language (the first signer's), like its other words.
    const t = translator(languageOf(documentLocale({ values: input.values, signers: input.signers })));
    const executedPages = await renderDocument(
      input.template,
      input.templatePdf,
      { values: input.values, signers: input.signers, attachments: input.attachments },
      {
        loaded,
        footer: (page, pages) => {
          documentPages = pages;
          return t.t('document.requestPage', { id: requestId, page, pages: pages + certificatePages });
        },
      },
    );
    return { executedPages, certificatePages };
  })();
  const rendered = performance.now();

  const executedPagesSha256 = sha256Hex(executedPages);
  const sentDocumentSha256 = sha256Hex(input.sentDocument);
  const completedAt = input.certificate.completedAt;
  // The certificate, the evidence and the seal go into one load of the executed pages, written
  // once, by the seal (issue 36: no write and parse of the whole file in between).
  const document = await PDFDocument.load(executedPages, { updateMetadata: false });
  await addAuditCertificate(document, { ...certificate, sentDocumentSha256, executedPagesSha256 });
  // The sealing time is the completion's: the seal's signing time and the file's dates agree.
  describeExecutedDocument(document, {
    title: input.certificate.templateName,
    requestId,
    sealedAt: completedAt,
  });
  await attachEvidence(document, {
    sent: input.sentDocument,
    executedPages,
    at: completedAt,
    pages: documentPages + certificatePages,
    embedded: input.embedded ?? [],
  });
  const certified = performance.now();

  const timestamping = input.timestamping;
  const deadline = performance.now() + (timestamping?.deadlineMs ?? 0);
  let token: TimestampToken | null = null;
  const sealedPdf = await sealDocument(document, identity, {
    reason: `Signed by every party to ${input.certificate.templateName}; audit certificate appended`,
    signedAt: completedAt,
    timestamp: timestamping
      ? async (signatureValue) => {
          token = await stampDigest(timestamping, sha256(signatureValue), deadline);
          return token?.der ?? null;
        }
      : undefined,
  });
  let pdf: Uint8Array = sealedPdf;
  let timestamp: TimestampState = timestamping ? 'pending' : 'none';
  const signatureToken = token as TimestampToken | null;
  if (timestamping && signatureToken) {
    const stamped = await timestampDocument(sealedPdf, timestamping, deadline, signatureToken.certificates);
    if (stamped) {
      pdf = stamped.pdf;
      timestamp = 'complete';
    }
  }
  const sealed = performance.now();
  return {
    executedPages,
    executedPagesSha256,
    sentDocumentSha256,
    pdf: new Uint8Array(pdf),
    timestamp,
    timings: {
      renderMs: rendered - started,
      certificateMs: certified - rendered,
      sealMs: sealed - certified,
    },
  };
}

/** The two hashed PDFs, embedded in the file whose certificate quotes their hashes (written by the seal). */
async function attachEvidence(
  doc: PDFDocument,
  files: {
    sent: Uint8Array;
    executedPages: Uint8Array;
    at: Date;
    pages: number;
    embedded: EmbeddedAttachment[];
  },
): Promise<void> {
  // The pages say "of N": the certificate must have taken the pages it was counted to take.
  if (doc.getPageCount() !== files.pages) {
    throw new Error(`The executed document has ${doc.getPageCount()} pages; its footers say ${files.pages}`);
  }
  const dates = { creationDate: files.at, modificationDate: files.at };
  await doc.attach(files.sent, SENT_ATTACHMENT, {
    mimeType: 'application/pdf',
    description: 'The document as sent for signature; its SHA-256 is in the audit certificate',
    ...dates,
  });
  await doc.attach(files.executedPages, EXECUTED_PAGES_ATTACHMENT, {
    mimeType: 'application/pdf',
    description: 'The executed pages before the audit certificate; its SHA-256 is in the audit certificate',
    ...dates,
  });
  for (const file of files.embedded) {
    await doc.attach(file.bytes, file.filename, {
      mimeType: file.contentType,
      description: 'A file a signer attached; its SHA-256 is in the audit certificate',
      ...dates,
    });
  }
}
