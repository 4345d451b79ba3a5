// GET /api/v1/esign/submissions/{id}/document (spec §4.6, CONTRACT §5), and the application's download:
// the executed PDF. 404 until hasSignedDocument is true (and for another workspace's request). Each
// download is written to the workspace audit log, with who downloaded (the API key's identity, or the
// member) and the caller's IP, in a transaction that commits before a byte of the document is sent.
// Never metered.
//
// The bytes are streamed from the document store to the response (issue 36): from the database a
// piece at a time, from a bucket piped as they arrive, checked against the document's SHA-256 on the
// way (DocumentStore.open), so a large file is never held in memory whole, let alone twice. The
// stream is opened in the transaction, before the entry is written (a bucket that cannot be reached
// is a 503 and no download), but the bytes flow after it commits, not under the request's share
// lock: a download must not hold a database connection for as long as a slow client reads. An
// erasure that lands while the bytes of a database document flow cuts the response short of its
// Content-Length.

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
