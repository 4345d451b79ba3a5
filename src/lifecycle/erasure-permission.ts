// The erase path's permission (migration 0025): deleting documents and redacting the audit log are
// refused by triggers unless the transaction says it is erasing.
import type { Queryable } from '../platform/db/index.ts';

/** Says, for the transaction it runs in, that the erase path may delete and redact (migration 0025). */
export async function allowErasure(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('countersign.erasing', 'on', true)`);
}
