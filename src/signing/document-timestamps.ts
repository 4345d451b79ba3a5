// The fallback for a time-stamping authority that was slow or down at completion: the request
// completed with a document sealed without a timestamp (never held up, never without its document),
// and a row in document_timestamps. The worker claims due rows (FOR UPDATE SKIP LOCKED plus a lease,
// so any number of processes share them), asks the authority outside any transaction, and commits
// the timestamped document in one guarded transaction: a new document row, the request pointed at
// it only if it still points at the document that was extended, the row settled, and an audit entry
// `document.timestamped`. A failed attempt is retried with backoff (30 s, 1 min, … capped at 1 h).
import { recordAudit } from '../audit/audit.ts';
import { retryDelayMs } from '../mail/delivery.ts';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import type { Services } from '../platform/services.ts';
import { releaseStaged } from '../platform/storage.ts';
import { timestampDocumentTask } from './document-tasks.ts';
import { type Timestamping, timestampingFrom } from './timestamping.ts';

const LEASE_MS = 2 * 60_000;
const BATCH = 5;

export async function scheduleDocumentTimestamp(
  tx: Queryable,
  clock: Clock,
  job: { requestId: string; documentId: string },
): Promise<void> {
  const now = clock.now();
  await tx.query(
    `INSERT INTO document_timestamps (request_id, document_id, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $3)`,
    [job.requestId, job.documentId, now],
  );
}

interface Claimed {
  request_id: string;
  document_id: string;
  workspace_id: string;
  attempts: number;
}

type WorkerServices = Pick<Services, 'db' | 'clock' | 'documents' | 'config' | 'log' | 'work'>;

/** One pass: dates every due document it can claim; returns how many were timestamped. */
export async function addPendingTimestamps(services: WorkerServices): Promise<number> {
  const timestamping = timestampingFrom(services.config, services.log);
  // Without an authority configured (any more) the rows wait for one.
  if (!timestamping) return 0;
  const now = services.clock.now();
  const { rows } = await services.db.query<Claimed>(
    `UPDATE document_timestamps t SET locked_until = $2, attempts = t.attempts + 1
       FROM (SELECT request_id FROM document_timestamps
              WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
              ORDER BY next_attempt_at, request_id LIMIT $3
              FOR UPDATE SKIP LOCKED) due, signature_requests r
      WHERE t.request_id = due.request_id AND r.id = t.request_id
     RETURNING t.request_id, t.document_id, r.workspace_id, t.attempts`,
    [now, new Date(now.getTime() + LEASE_MS), BATCH],
  );
  let done = 0;
  for (const job of rows) {
    try {
      if (await timestampOne(services, timestamping, job)) done += 1;
    } catch (error) {
      services.log.warn({ err: error, requestId: job.request_id }, 'document timestamp failed');
      await settleFailure(services, job, (error as Error).message);
    }
  }
  return done;
}

async function timestampOne(services: WorkerServices, timestamping: Timestamping, job: Claimed) {
  const { db, clock, documents } = services;
  const bytes = await documents.get(job.document_id);
  if (!bytes) {
    // Erased while claimed: the job went with its request.
    const { rows } = await db.query('SELECT 1 FROM document_timestamps WHERE request_id = $1', [
      job.request_id,
    ]);
    if (rows.length === 0) return false;
    throw new Error(`document ${job.document_id} is missing`);
  }
  // Read, stamped and written again on a worker thread of the pool, in the workspace's queue.
  const stamped = await services.work.run(
    timestampDocumentTask,
    { pdf: bytes },
    { tenant: job.workspace_id },
  );
  if (!stamped) {
    await settleFailure(services, job, 'the time-stamping authority gave no token in time');
    return false;
  }
  // Bytes first (to the bucket, if any), outside the transaction that refers to them.
  const staged = await documents.stage(stamped.pdf);
  return db
    .transaction(async (tx) => {
      const stored = await documents.put(staged, {
        contentType: 'application/pdf',
        workspaceId: job.workspace_id,
        tx,
      });
      const pointed = await tx.query(
        `UPDATE signature_requests SET signed_document_id = $2 WHERE id = $1 AND signed_document_id = $3`,
        [job.request_id, stored.id, job.document_id],
      );
      const settled = await tx.query(
        `UPDATE document_timestamps SET status = 'done', completed_at = $2, timestamped_document_id = $3,
              locked_until = NULL, last_error = NULL
        WHERE request_id = $1 AND status = 'pending'`,
        [job.request_id, clock.now(), stored.id],
      );
      // Another process finished it first (its lease ran out under us): keep what it committed.
      if (pointed.rowCount === 0 || settled.rowCount === 0) throw new AlreadyTimestamped();
      await recordAudit(tx, clock, {
        workspaceId: job.workspace_id,
        requestId: job.request_id,
        action: 'document.timestamped',
        actor: { type: 'system' },
        details: {
          documentId: stored.id,
          previousDocumentId: job.document_id,
          timestampedAt: stamped.genTime.toISOString(),
          authority: timestamping.url,
        },
      });
      return true;
    })
    .catch(async (error) => {
      // The request moved on (another process timestamped it, or it was erased): the stamped copy goes.
      await releaseStaged(services, [staged]);
      if (error instanceof AlreadyTimestamped) return false;
      throw error;
    });
}

class AlreadyTimestamped extends Error {}

async function settleFailure(services: WorkerServices, job: Claimed, reason: string) {
  const next = new Date(services.clock.now().getTime() + retryDelayMs(job.attempts));
  await services.db.query(
    `UPDATE document_timestamps SET next_attempt_at = $2, locked_until = NULL, last_error = $3
      WHERE request_id = $1 AND status = 'pending'`,
    [job.request_id, next, reason.slice(0, 500)],
  );
}
