// The document as sent and the document as filled so far (CONTRACT §6 GET /sign/{token}/document).
//
// "The document as sent" is the published template filled with the sender's values and nothing
// else. The request does not store it at send; it is rendered and stored (sent_document_id) by the
// first signer action that needs it — the first open, at the latest the completion — and every
// later view is those stored bytes. Rendering is deterministic (same template, values and code give
// the same bytes), so a view served before it was stored shows the same bytes that get stored.
import type { Queryable } from '../platform/db/index.ts';
import { notFound } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';
import type { DocumentStore, StagedDocument } from '../platform/storage.ts';
import type { DocumentWork } from '../platform/work/pool.ts';
import { valueAttachments } from '../requests/attachments.ts';
import { isTerminal } from '../requests/read.ts';
import type { RenderableTemplate, RenderInput } from '../templates/render/index.ts';
import { renderTask } from '../templates/render/render-task.ts';
import { templatePdf } from '../templates/repository.ts';
import { documentFilename, executedFilename } from './executed-filename.ts';
import { contributions, loadSigningContext, type SigningContext } from './signing-context.ts';

/** The bytes of the document as sent: stored, or rendered the same way when not stored yet. */
export async function sentDocumentBytes(
  q: Queryable,
  services: { documents: DocumentStore; work: DocumentWork },
  ctx: SigningContext,
): Promise<Uint8Array> {
  const request = { ...ctx.request, locale: ctx.signers[0]?.locale };
  return sentDocumentOf(q, services, request, ctx.template);
}

/** The same for a request read elsewhere (the application's "document as sent"). */
export async function sentDocumentOf(
  q: Queryable,
  { documents, work }: { documents: DocumentStore; work: DocumentWork },
  request: {
    id: string;
    workspaceId: string;
    sentDocumentId: string | null;
    senderValues: RenderInput['values'];
    /** The first signer's locale: the sender's dates are written as it writes them. */
    locale?: string;
  },
  template: Parameters<typeof templatePdf>[1] & RenderableTemplate,
): Promise<Uint8Array> {
  if (request.sentDocumentId) {
    const stored = await documents.get(request.sentDocumentId, q);
    if (!stored) throw new Error(`Request ${request.id} has lost its sent document`);
    return stored;
  }
  return work.for(request.workspaceId).run(renderTask, {
    template: renderable(template),
    pdf: await templatePdf(documents, template, q),
    input: {
      values: request.senderValues,
      locale: request.locale,
      attachments: await valueAttachments(q, documents, template, request),
    },
  });
}

/** What the render reads of a template (and nothing of the rest, which need not cross to the pool). */
function renderable(template: RenderableTemplate): RenderableTemplate {
  const { name, kind, inputs, body, roles } = template;
  return { name, kind, inputs, body, roles };
}

/**
 * Stores the document as sent unless it is stored already; call inside the transaction holding the
 * request's row lock. `bytes` are the ones the caller already used (the completion hashes them, and
 * stages them in the document store before taking the lock).
 */
export async function storeSentDocument(
  tx: Queryable,
  services: { documents: DocumentStore; work: DocumentWork },
  ctx: SigningContext,
  bytes?: Uint8Array | StagedDocument,
): Promise<string> {
  const { documents } = services;
  if (ctx.request.sentDocumentId) return ctx.request.sentDocumentId;
  const pdf = bytes ?? (await sentDocumentBytes(tx, services, ctx));
  const stored = await documents.put(pdf, {
    contentType: 'application/pdf',
    workspaceId: ctx.request.workspaceId,
    tx,
  });
  await tx.query(
    'UPDATE signature_requests SET sent_document_id = $2 WHERE id = $1 AND sent_document_id IS NULL',
    [ctx.request.id, stored.id],
  );
  ctx.request.sentDocumentId = stored.id;
  return stored.id;
}

/**
 * What a signer sees at GET /sign/{token}/document: the executed document once there is one, the
 * document as sent while nobody has signed, else the document with every signature so far.
 */
async function documentSoFar(
  q: Queryable,
  services: { documents: DocumentStore; work: DocumentWork },
  ctx: SigningContext,
): Promise<Uint8Array> {
  const { documents, work } = services;
  if (ctx.request.hasSignedDocument && ctx.request.signedDocumentId) {
    const executed = await documents.get(ctx.request.signedDocumentId, q);
    if (executed) return executed;
  }
  const signed = contributions(ctx.signers);
  if (signed.length === 0) return sentDocumentBytes(q, services, ctx);
  return work.for(ctx.request.workspaceId).run(renderTask, {
    template: renderable(ctx.template),
    pdf: await templatePdf(documents, ctx.template, q),
    input: {
      values: ctx.request.senderValues,
      signers: signed,
      attachments: await valueAttachments(q, documents, ctx.template, ctx.request, signed),
    },
  });
}

/**
 * The PDF behind a signing link: while the request is open, and once it is completed (then the
 * executed document, under its file name: the copy the signer keeps). A request that was declined,
 * voided or has expired shows its document no more (404), like an unknown link.
 */
export async function signerDocument(
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret' | 'documents' | 'work'>,
  token: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const { db, clock, tokenSecret } = services;
  // Read under a share lock of the request's row: an erasure waits until the bytes are read.
  return db.transaction(async (tx) => {
    const ctx = await loadSigningContext(tx, tokenSecret, token, clock.now(), { lock: 'share' });
    if (!ctx || (isTerminal(ctx.request.status) && ctx.request.status !== 'completed'))
      throw notFound('Document');
    const filename = ctx.request.hasSignedDocument
      ? executedFilename(ctx.request.templateName)
      : documentFilename(ctx.request.templateName);
    return { bytes: await documentSoFar(tx, services, ctx), filename };
  });
}
