// Forgetting attachments (issue 34, migration 0042): the rows and their documents go together, the
// objects of a bucket right after the commit (storage.ts releaseObjects, then purgeReleased).
// - Erasing a request (erase-request.ts, so also retention, a person's erasure and a workspace's
//   deletion) deletes every attachment of it.
// - An upload nobody's value refers to is deleted at its signer's completion (signing/), and, for a
//   request that ended otherwise (declined, voided, expired), by the lifecycle sweep.
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import type { DocumentStore } from '../platform/storage.ts';
import { allowErasure } from './erasure-permission.ts';

/** Requests whose unused uploads are looked for at a time. */
const BATCH = 100;

/**
 * Deletes the attachments matching `where` (a condition on signer_attachments with its parameters)
 * and their documents; returns how many. Runs in the caller's transaction; purge after the commit.
 */
export async function deleteAttachments(
  tx: Queryable,
  documents: DocumentStore,
  where: string,
  params: unknown[],
): Promise<number> {
  const deleted = await tx.query<{ document_id: string }>(
    `DELETE FROM signer_attachments WHERE ${where} RETURNING document_id`,
    params,
  );
  if (deleted.rows.length === 0) return 0;
  await allowErasure(tx);
  // A document another row still refers to (the same upload twice) stays.
  const gone = await tx.query<{ location: string | null }>(
    `DELETE FROM documents d WHERE d.id = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM signer_attachments a WHERE a.document_id = d.id)
      RETURNING d.location`,
    [deleted.rows.map((r) => r.document_id)],
  );
  await documents.releaseObjects(
    tx,
    gone.rows.map((d) => d.location),
  );
  return deleted.rows.length;
}

/**
 * Deletes the unused uploads of requests that have ended (a completed one has none left but those of
 * a completion that crashed), and a sender's image whose send wrote no request (a day on); returns
 * how many.
 */
export async function sweepUnusedAttachments(services: {
  db: Db;
  clock: Clock;
  documents: DocumentStore;
}): Promise<number> {
  let total = 0;
  for (;;) {
    const now = services.clock.now();
    const { rows } = await services.db.query<{ request_id: string }>(
      `SELECT DISTINCT a.request_id FROM signer_attachments a
         LEFT JOIN signature_requests r ON r.id = a.request_id
        WHERE (r.id IS NULL AND a.created_at < $2::timestamptz - interval '1 day')
           OR (a.field_key IS NULL
               AND (r.status IN ('completed', 'declined', 'voided', 'expired') OR r.expires_at <= $2))
        LIMIT $1`,
      [BATCH, now],
    );
    for (const { request_id } of rows) {
      total += await services.db.transaction(async (tx) => {
        // Under the request's row lock, as every signer action takes it: no upload is being used now.
        const { rows: found } = await tx.query('SELECT 1 FROM signature_requests WHERE id = $1 FOR UPDATE', [
          request_id,
        ]);
        const unused = found.length > 0 ? 'AND field_key IS NULL' : '';
        return deleteAttachments(tx, services.documents, `request_id = $1 ${unused}`, [request_id]);
      });
    }
    if (rows.length < BATCH) break;
  }
  if (total > 0) {
    try {
      await services.documents.purgeReleased();
    } catch {
      // The worker's next pass deletes them.
    }
  }
  return total;
}
