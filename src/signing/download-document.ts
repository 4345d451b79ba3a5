// GET /api/v1/esign/submissions/{id}/document (spec §4.6, CONTRACT §5), and the application's download:
// the executed PDF. 404 until hasSignedDocument is true (and for another workspace's request). Each
// download is written to the workspace audit log, with who downloaded (the API key's identity, or the
// member) and the caller's IP, in a transaction that commits before a byte of the document is sent.
// Never metered.

import type { FastifyReply } from 'fastify';
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { notFound } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import type { Services } from '../platform/services.ts';
import { executedFilename } from './executed-filename.ts';

export interface ExecutedDownload {
  filename: string;
  bytes: Uint8Array;
}

export async function downloadExecutedDocument(
  services: Pick<Services, 'db' | 'clock' | 'documents'>,
  by: { workspaceId: string; actor: AuditActor },
  requestId: string,
  client: ClientInfo,
): Promise<ExecutedDownload> {
  const { db, clock, documents } = services;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ template_name: string; signed_document_id: string | null }>(
      // Shared with other downloads, exclusive of an erasure, which waits until this one is done.
      `SELECT template_name, signed_document_id FROM signature_requests
        WHERE id = $1 AND workspace_id = $2 AND has_signed_document AND erased_at IS NULL
        FOR SHARE`,
      [requestId, by.workspaceId],
    );
    const row = rows[0];
    if (!row?.signed_document_id) throw notFound('Signed document');
    const bytes = await documents.get(row.signed_document_id, tx);
    if (!bytes)
      throw new Error(`Request ${requestId} has lost its signed document ${row.signed_document_id}`);
    await recordAudit(tx, clock, {
      workspaceId: by.workspaceId,
      requestId,
      action: 'document.downloaded',
      actor: by.actor,
      ip: client.ip,
      userAgent: client.userAgent,
      details: { documentId: row.signed_document_id, size: bytes.byteLength },
    });
    return { filename: executedFilename(row.template_name), bytes };
  });
}

/** The download as an answer: a PDF attachment no cache keeps. */
export function sendExecutedDocument(reply: FastifyReply, download: ExecutedDownload) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(download.bytes));
}
