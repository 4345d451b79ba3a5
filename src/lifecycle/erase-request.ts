// Erasing one signature request (issue 21): a request that has ended becomes a tombstone in one
// transaction, under its row lock, and from then on is 404 everywhere. What stays: the request's id,
// workspace, template id, status and times, when and by whom it was erased, and the SHA-256 of its
// executed document and executed pages (so /verify still recognises a kept copy). What goes: every
// personal column of the request and its submitters (personal-data.ts), its documents (rows now,
// objects in a bucket right after the commit, retried by the worker), its e-mails in the outbox and
// the local mailbox, its notifications, the personal details of its audit entries, which gain one
// `signature_request.erased` entry, and the signers' addresses in its change-feed events; a document
// sent once goes with it (erase-one-off.ts). The monthly allowance is not refunded, and the
// idempotency key stays spent (it is kept as its hash).
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { forgetEventEmails } from '../events/feed.ts';
import type { Clock } from '../platform/clock.ts';
import { type Db, isSerializationFailure, type Queryable } from '../platform/db/index.ts';
import { coded, notFound } from '../platform/errors.ts';
import type { DocumentStore } from '../platform/storage.ts';
import { effectiveStatus, isTerminal, type RequestStatus } from '../requests/read.ts';
import { deleteAttachments } from './attachments.ts';
import { eraseOneOffTemplate } from './erase-one-off.ts';
import { allowErasure } from './erasure-permission.ts';
import { blankingAssignments, redactedAuditEntry } from './personal-data.ts';

export { allowErasure } from './erasure-permission.ts';

export type ErasureCause = 'retention' | 'erase_person' | 'workspace_deleted';

export interface EraseServices {
  db: Db;
  clock: Clock;
  documents: DocumentStore;
}

type LockedRequest = {
  id: string;
  workspace_id: string;
  status: RequestStatus;
  expires_at: Date;
  signed_document_id: string | null;
  sent_document_id: string | null;
  executed_pages_document_id: string | null;
};

/**
 * Erases a request of the workspace that has ended (DELETE /api/v1/esign/submissions/{id}, the
 * application's "Delete permanently"). 404 when there is no such request (or it is erased already);
 * 409 request_not_terminal while it is still in flight.
 */
export async function eraseRequest(
  services: EraseServices,
  input: { workspaceId: string; requestId: string; actor: AuditActor },
): Promise<void> {
  await erasureTransaction(services.db, async (tx) => {
    const request = await lockForErasure(tx, input.requestId, input.workspaceId);
    if (!request) throw notFound('Signature request');
    const status = effectiveStatus(request, services.clock.now());
    if (!isTerminal(status)) {
      throw coded(
        'request_not_terminal',
        `The request is ${status}: only a completed, declined, expired or voided request can be erased (void it first)`,
        { status },
      );
    }
    await eraseLockedRequest(tx, services, request, input.actor);
  });
  await purgeObjects(services.documents);
}

/**
 * One erasure's transaction, run again when PostgreSQL chose it as the victim of a deadlock or a
 * serialization failure (another process's transaction held what it needed): it changes nothing
 * outside the database, so running it again is safe.
 */
export async function erasureTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= 3 || !isSerializationFailure(error)) throw error;
    }
  }
}

/** Takes the request's row lock; null when it is not there or already erased. */
export async function lockForErasure(
  tx: Queryable,
  requestId: string,
  workspaceId?: string,
): Promise<LockedRequest | null> {
  const { rows } = await tx.query<LockedRequest>(
    `SELECT id, workspace_id, status, expires_at, signed_document_id, sent_document_id, executed_pages_document_id
       FROM signature_requests
      WHERE id = $1 AND ($2::text IS NULL OR workspace_id = $2) AND erased_at IS NULL
      FOR UPDATE`,
    [requestId, workspaceId ?? null],
  );
  return rows[0] ?? null;
}

/**
 * The erasure itself, for a request locked in `tx` by lockForErasure. A request still in flight (only
 * a workspace's deletion erases those) is recorded as voided; one past its expiry as expired.
 */
export async function eraseLockedRequest(
  tx: Queryable,
  services: Pick<EraseServices, 'clock' | 'documents'>,
  request: LockedRequest,
  actor: AuditActor,
  /** Why, when not asked for this request itself: its workspace's retention, a person's erasure, … */
  cause?: ErasureCause,
): Promise<void> {
  const now = services.clock.now();
  await allowErasure(tx);
  const status = effectiveStatus(request, now);
  const documentIds = await requestDocuments(tx, request);
  const hashes = await tx.query<{ id: string; sha256: string; location: string | null }>(
    'SELECT id, sha256, location FROM documents WHERE id = ANY($1::text[])',
    [documentIds],
  );
  const sha = (id: string | null) => hashes.rows.find((d) => d.id === id)?.sha256 ?? null;

  // The documents go first, the request's counters last: every transaction that touches both a
  // document object's row and the request counters (a completion, an open, a timestamp) takes them in
  // that order, so two of them on different requests never wait for each other.
  await tx.query(
    `UPDATE signature_requests SET signed_document_id = NULL, sent_document_id = NULL,
            executed_pages_document_id = NULL WHERE id = $1`,
    [request.id],
  );
  await tx.query('DELETE FROM document_timestamps WHERE request_id = $1', [request.id]);
  // Its attachments (issue 34): the files signers uploaded and the sender's images, bytes and names.
  await deleteAttachments(tx, services.documents, 'request_id = $1', [request.id]);
  await tx.query('DELETE FROM documents WHERE id = ANY($1::text[])', [documentIds]);
  await services.documents.releaseObjects(
    tx,
    hashes.rows.map((d) => d.location),
  );
  const changed = await tx.query(
    `UPDATE signature_requests SET ${blankingAssignments('signature_requests')},
            status = $2,
            expired_at = CASE WHEN $2 = 'expired' THEN COALESCE(expired_at, expires_at) ELSE expired_at END,
            voided_at = CASE WHEN $2 = 'voided' THEN COALESCE(voided_at, $3) ELSE voided_at END,
            erased_at = $3, erased_by = $4, executed_sha256 = $5, executed_pages_sha256 = $6
      WHERE id = $1 AND erased_at IS NULL`,
    [
      request.id,
      isTerminal(status) ? status : 'voided',
      now,
      JSON.stringify(actor),
      sha(request.signed_document_id),
      sha(request.executed_pages_document_id),
    ],
  );
  if (changed.rowCount === 0) throw new Error(`Request ${request.id} changed under its row lock`);
  await tx.query(`UPDATE submitters SET ${blankingAssignments('submitters')} WHERE request_id = $1`, [
    request.id,
  ]);
  await tx.query('DELETE FROM outbox_messages WHERE request_id = $1', [request.id]);
  await tx.query('DELETE FROM signing_hosts WHERE request_id = $1', [request.id]);
  await tx.query(
    `DELETE FROM notification_reads r USING notifications n
      WHERE n.request_id = $1 AND r.notification_id = n.id`,
    [request.id],
  );
  await tx.query('DELETE FROM notifications WHERE request_id = $1', [request.id]);
  await redactAuditEntries(tx, 'request_id = $1', [request.id]);
  await forgetEventEmails(tx, request.id);
  await eraseOneOffTemplate(tx, services.documents, { requestId: request.id, now });
  await recordAudit(tx, services.clock, {
    workspaceId: request.workspace_id,
    requestId: request.id,
    action: 'signature_request.erased',
    actor,
    details: { status: isTerminal(status) ? status : 'voided', ...(cause ? { cause } : {}) },
    at: now,
  });
}

/** Every document of the request: as sent, executed pages, executed, and each timestamped version. */
async function requestDocuments(tx: Queryable, request: LockedRequest): Promise<string[]> {
  const { rows } = await tx.query<{ document_id: string; timestamped_document_id: string | null }>(
    'SELECT document_id, timestamped_document_id FROM document_timestamps WHERE request_id = $1',
    [request.id],
  );
  const ids = [
    request.sent_document_id,
    request.executed_pages_document_id,
    request.signed_document_id,
    ...rows.flatMap((r) => [r.document_id, r.timestamped_document_id]),
  ];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/**
 * Blanks the personal details of the audit entries matching `where` (a condition on audit_log with
 * its parameters): actor names and addresses, IP addresses, user agents, and every detail not on the
 * kept list. The entries themselves (action, subject, time) stay. Call with erasure allowed.
 */
export async function redactAuditEntries(tx: Queryable, where: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{
    id: string;
    actor: Record<string, unknown>;
    details: Record<string, unknown> | null;
  }>(`SELECT id, actor, details FROM audit_log WHERE ${where}`, params);
  if (rows.length === 0) return 0;
  const redacted = rows.map((row) => ({ id: row.id, ...redactedAuditEntry(row) }));
  await tx.query(
    `UPDATE audit_log a SET actor = r.actor, details = r.details, ip = NULL, user_agent = NULL
       FROM jsonb_to_recordset($1::jsonb) AS r (id text, actor jsonb, details jsonb)
      WHERE a.id = r.id`,
    [JSON.stringify(redacted)],
  );
  return rows.length;
}

/** Deletes the objects erasure released; a bucket that is away is retried by the worker. */
export async function purgeObjects(documents: DocumentStore): Promise<void> {
  try {
    await documents.purgeReleased();
  } catch {
    // The released objects stay marked; the worker's next pass deletes them.
  }
}
