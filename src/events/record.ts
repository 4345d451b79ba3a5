// The change feed's writer (issue 35 item 1): one row in `events` per state change a caller may want
// to hear about, written in the transaction that makes the change, so the event exists exactly when
// the change does. The database numbers it at commit and announces it (migration 0043).
//
// One writer, not two: every state change already writes its audit entry, so recordAudit hands the
// entries whose action is a feed type to eventFromAudit (audit/audit.ts), and the send statement writes
// its row beside its audit row (requests/send-writer.ts). A change without an audit action of its own
// calls recordEvent itself.
import type { Queryable } from '../platform/db/index.ts';

export const EVENT_TYPES = [
  'signature_request.sent',
  'signature_request.opened',
  'signature_request.signed',
  'signature_request.approved',
  'signature_request.viewed',
  'signature_request.witnessed',
  'signature_request.reminded',
  'signature_request.declined',
  'signature_request.completed',
  'signature_request.voided',
  'signature_request.expired',
  'signature_request.erased',
  'signature_request.signer_corrected',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export interface EventInput {
  workspaceId: string;
  requestId: string;
  type: EventType;
  at: Date;
  /** The signer it concerns (opened, signed, approved, viewed, witnessed, declined, reminded, signer_corrected). */
  role?: string | null;
  email?: string | null;
}

/** Records one event in `tx`; it becomes visible to the feed when `tx` commits. */
export async function recordEvent(tx: Queryable, event: EventInput): Promise<void> {
  await tx.query(
    'INSERT INTO events (workspace_id, type, request_id, at, role, email) VALUES ($1, $2, $3, $4, $5, $6)',
    [event.workspaceId, event.type, event.requestId, event.at, event.role ?? null, event.email ?? null],
  );
}

/**
 * The audit actions that are feed events, each recorded by recordAudit. `signer_corrected` is not
 * among them: whoever records that change calls recordEvent, so an audit action of the same name added
 * later does not record it twice.
 */
const FROM_AUDIT: ReadonlySet<string> = new Set<EventType>([
  'signature_request.sent',
  'signature_request.opened',
  'signature_request.signed',
  'signature_request.approved',
  'signature_request.viewed',
  'signature_request.witnessed',
  'signature_request.approved',
  'signature_request.viewed',
  'signature_request.witnessed',
  'signature_request.reminded',
  'signature_request.declined',
  'signature_request.completed',
  'signature_request.voided',
  'signature_request.expired',
  'signature_request.erased',
]);

/** The event an audit entry stands for, if it is one (the signer from the actor or the details). */
export function eventFromAudit(entry: {
  workspaceId: string;
  requestId?: string | null;
  action: string;
  actor: { type: string; role?: string; email?: string };
  details?: Record<string, unknown>;
  at: Date;
}): EventInput | null {
  if (!FROM_AUDIT.has(entry.action) || !entry.requestId) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const signer = entry.actor.type === 'signer' ? entry.actor : null;
  return {
    workspaceId: entry.workspaceId,
    requestId: entry.requestId,
    type: entry.action as EventType,
    at: entry.at,
    role: signer?.role ?? text(entry.details?.role),
    email: signer?.email ?? text(entry.details?.email),
  };
}
