// GET /api/v1/esign/submissions/{id}/document (spec §4.6, CONTRACT §5), and the application's download:
// the executed PDF. 404 until hasSignedDocument is true (and for another workspace's request). Each
// download is written to the workspace audit log, with who downloaded (the API key's identity, or the
// member) and the caller's IP, in a transaction that commits before a byte of the document is sent.
// Never metered.
//
// The bytes are streamed from the document store to the response (issue 36), checked against the
// document's SHA-256 on the way (DocumentStore.open). The stream is opened in the transaction, before
// the entry is written (a bucket that cannot be reached is a 503 and no download). From a bucket the
// bytes flow after the commit, as they arrive (an erased object outlives its row by the purge's grace
// period). From the database they are read in the transaction, under the request's share lock, a
// piece at a time and held once: an erasure deletes them with the row, and a download is the whole
// sealed file or a 404, never a file cut short (test/lifecycle-races.test.ts).

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { notFound } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import type { Services } from '../platform/services.ts';
import { executedFilename } from './executed-filename.ts';

export interface ExecutedDownload {
  filename: string;
  size: number;
  /** The executed document's bytes, read from the store as the response is written. */
  stream: Readable;
}

export async function downloadExecutedDocument(
  services: Pick<Services, 'db' | 'clock' | 'documents'>,
  by: { workspaceId: string; actor: AuditActor },
  requestId: string,
  client: ClientInfo,
): Promise<ExecutedDownload> {
  const { db, clock, documents } = services;
  let stream: Readable | null = null;
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ template_name: string; signed_document_id: string | null }>(
        // Shared with other downloads, exclusive of an erasure, which waits until this entry commits.
        `SELECT template_name, signed_document_id FROM signature_requests
          WHERE id = $1 AND workspace_id = $2 AND has_signed_document AND erased_at IS NULL
          FOR SHARE`,
        [requestId, by.workspaceId],
      );
      const row = rows[0];
      if (!row?.signed_document_id) throw notFound('Signed document');
      const documentId = row.signed_document_id;
      // Opened before the entry is written: a bucket that cannot be reached is a 503, not a download.
      const [stored, opened] = await Promise.all([
        documents.describe(documentId, tx),
        documents.open(documentId, tx),
      ]);
      stream = opened;
      if (!stored || !opened)
        throw new Error(`Request ${requestId} has lost its signed document ${documentId}`);
      await recordAudit(tx, clock, {
        workspaceId: by.workspaceId,
        requestId,
        action: 'document.downloaded',
        actor: by.actor,
        ip: client.ip,
        userAgent: client.userAgent,
        details: { documentId, size: stored.size },
      });
      return { filename: executedFilename(row.template_name), size: stored.size, stream: opened };
    });
  } catch (error) {
    (stream as Readable | null)?.destroy();
    throw error;
  }
}

/** The download as an answer: a PDF attachment no cache keeps, its bytes streamed. */
export function sendExecutedDocument(reply: FastifyReply, download: ExecutedDownload) {
  return reply
    .type('application/pdf')
    .header('content-length', download.size)
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(download.stream);
}
