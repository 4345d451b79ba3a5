// Writing sends (issue 10): every send is one row of ONE statement that inserts the request (only
// while its template is still published and its idempotency key is free), charges the allowance,
// and writes the submitters, the audit entry and the first invitation, atomically without a
// transaction. Sends that arrive while earlier ones are being written wait and then go together as
// the rows of one such statement: one round trip, one plan, one commit (one WAL flush) and one
// charge per workspace for all of them, instead of one each. At low load a send waits for nothing
// (it leaves on the next turn of the event loop, as alone as before); under load the batch is made
// of what queued while the database was busy, so nothing waits for a timer either.
//
// What a batch may not change: each send's outcome is its own. A batch shares one allowance limit
// (the plan's), and when the statement refuses a charge, or fails for any reason but an outage, a
// batch of several is written again one send per statement, so that each send is refused or kept
// exactly as it would have been alone. Two sends with one idempotency key never share a batch (the
// second waits for the next one and finds the key taken); rows are written in (workspace, key)
// order, so two batches in flight take their locks in one order and cannot deadlock each other.
// The batching itself is platform/db/batcher.ts.
import { SENDER_PARAMS_SQL } from '../mail/outbox.ts';
import { createBatcher, perDatabase } from '../platform/db/batcher.ts';
import type { Db } from '../platform/db/index.ts';
import { chargeSql } from './allowance.ts';

/** One send as the statement takes it (jsonb_to_recordset): snake_case, as the columns are named. */
export interface SendRow {
  id: string;
  workspace_id: string;
  template_id: string;
  template_name: string;
  /** 'api' | 'application' | 'public_link' (issue 45 item 4). */
  source: string;
  sender_values: unknown;
  message: string | null;
  send_email: boolean;
  idempotency_key: string | null;
  api_key_id: string | null;
  member_id: string;
  created_at: Date;
  expires_at: Date;
  search_text: string;
  /** The people copied (requests/cc.ts), as stored. */
  cc: Array<{ email: string; name: string | null }>;
  /** The month the send is charged to. */
  period_start: Date;
  audit_id: string;
  actor: unknown;
  ip: string | null;
  user_agent: string | null;
  details: unknown;
  submitters: Array<{
    id: string;
    position: number;
    role: string;
    name: string;
    email: string;
    locale: string;
    /** Issue 24: 'access_code' | 'email_code' | null, and an access code's scrypt hash. */
    verification_method: string | null;
    verification_secret: string | null;
    /** Issue 45: the sending member, when this turn is their own (no mail to them). */
    member_id: string | null;
    /** Issue 46: whether the sender chose `locale` (else it is the workspace's default). */
    locale_chosen: boolean;
  }>;
  /** The first signer's invitation (null when the request is sent without e-mail). */
  invitation: { id: string; submitter_id: string; to_email: string; to_name: string; params: unknown } | null;
  /** Automatic reminders (requests/reminders.ts): `remind_default` takes the workspace's. */
  remind_default: boolean;
  remind_every_days: number | null;
  remind_max: number | null;
}

export interface SendWritten {
  /** Whether the template was still published when the statement ran. */
  published: boolean;
  /** Whether the request was written; false when a twin with the same idempotency key was first. */
  created: boolean;
  /** The automatic reminders the request was written with (the workspace's default, if it took it). */
  reminders: { remind_every_days: number | null; remind_max: number | null };
}

/** The SQLSTATE of a charge the allowance refused (migration 0021's countersign_refuse). */
export const REFUSED = 'CS403';

/** At most this many sends share a statement (its JSON stays a few tens of kilobytes). */
const MAX_BATCH = 64;
/** Statements of sends in flight at once; more sends queue and leave together when one returns. */
const MAX_IN_FLIGHT = 2;

const SEND_SQL = `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS i (
         id text, workspace_id text, template_id text, template_name text, source text, sender_values jsonb, message text,
         send_email boolean, idempotency_key text, api_key_id text, member_id text, created_at timestamptz,
         expires_at timestamptz, search_text text, cc jsonb, period_start timestamptz, audit_id text, actor jsonb, ip text,
         user_agent text, details jsonb, submitters jsonb, invitation jsonb,
         remind_default boolean, remind_every_days integer, remind_max integer)
     ), template AS (
       SELECT i.id FROM input i JOIN templates t ON t.id = i.template_id AND t.workspace_id = i.workspace_id
        WHERE t.status = 'published'
     ), request AS (
       INSERT INTO signature_requests (id, workspace_id, template_id, template_name, status, sender_values, message,
                                       send_email, idempotency_key, api_key_id, member_id, created_at, expires_at,
                                       search_text, cc, remind_every_days, remind_max, source)
       SELECT i.id, i.workspace_id, i.template_id, i.template_name, 'pending', i.sender_values, i.message,
              i.send_email, i.idempotency_key, i.api_key_id, i.member_id, i.created_at, i.expires_at, i.search_text,
              i.cc,
              -- A send without reminders takes the workspace's default (requests/reminders.ts).
              CASE WHEN i.remind_default THEN w.default_remind_every_days ELSE i.remind_every_days END,
              CASE WHEN i.remind_default THEN w.default_remind_max ELSE i.remind_max END,
              i.source
         FROM input i JOIN template USING (id)
        CROSS JOIN LATERAL (SELECT default_remind_every_days, default_remind_max FROM workspaces
                             WHERE id = i.workspace_id) w
        ORDER BY i.workspace_id, i.idempotency_key
       ON CONFLICT (workspace_id, idempotency_key) DO NOTHING
       RETURNING id, remind_every_days, remind_max
     ), sent AS (
       SELECT i.* FROM input i JOIN request USING (id)
     ), charge AS (
       ${chargeSql({ sent: 'sent', limit: '$2' })}
     ), submitter AS (
       INSERT INTO submitters (id, request_id, position, role, name, email, status, locale, invited_at,
                               verification_method, verification_secret, member_id, locale_chosen)
       SELECT s.id, sent.id, s.position, s.role, s.name, s.email, 'awaiting', s.locale,
              CASE WHEN s.position = 0 THEN sent.created_at END, s.verification_method, s.verification_secret,
              s.member_id, s.locale_chosen
         FROM sent, jsonb_to_recordset(sent.submitters)
              AS s (id text, position int, role text, name text, email text, locale text,
                    verification_method text, verification_secret text, member_id text, locale_chosen boolean)
       RETURNING id
     ), audit AS (
       INSERT INTO audit_log (id, workspace_id, request_id, action, actor, ip, user_agent, details, at)
       SELECT audit_id, workspace_id, id, 'signature_request.sent', actor, ip, user_agent, details, created_at
         FROM sent
       RETURNING id
     ), event AS (
       -- The change feed's event (events/record.ts), in workspace order: migration 0043 numbers it at commit.
       INSERT INTO events (workspace_id, type, request_id, at, source)
       SELECT workspace_id, 'signature_request.sent', id, created_at, source FROM sent ORDER BY workspace_id, id
       RETURNING row_id
     ), invitation AS (
       INSERT INTO outbox_messages (id, workspace_id, request_id, submitter_id, kind, to_email, to_name, params,
                                    attachments, next_attempt_at, created_at)
       SELECT sent.invitation->>'id', sent.workspace_id, sent.id, sent.invitation->>'submitter_id', 'invitation',
              sent.invitation->>'to_email', sent.invitation->>'to_name',
              (sent.invitation->'params') || ${SENDER_PARAMS_SQL}, '[]', sent.created_at, sent.created_at
         -- Looked up by primary key for each send (as joins, the plan could filter every member).
         FROM sent CROSS JOIN LATERAL (
           SELECT name, display_name, accent_color, logo_sha256, logo_type FROM workspaces WHERE id = sent.workspace_id
         ) w
         LEFT JOIN LATERAL (SELECT name, email FROM members WHERE id = sent.member_id AND status = 'active') m ON true
        WHERE sent.invitation IS NOT NULL AND jsonb_typeof(sent.invitation) = 'object'
       RETURNING id
     )
     SELECT i.id, t.id IS NOT NULL AS published, r.id IS NOT NULL AS created, r.remind_every_days, r.remind_max,
            CASE WHEN (SELECT count(*) FROM (SELECT DISTINCT workspace_id, period_start FROM sent) charged)
                      > (SELECT count(*) FROM charge)
                 THEN countersign_refuse('limit_reached') END AS refused
       FROM input i LEFT JOIN template t USING (id) LEFT JOIN request r USING (id)`;

/** One send and the plan's monthly allowance (null for unlimited): a batch shares one limit. */
interface SendItem {
  row: SendRow;
  limit: number | null;
}

/** Runs one statement for these sends; its outcome for each, in their order. */
async function writeBatch(db: Db, batch: SendItem[]): Promise<SendWritten[]> {
  const { rows } = await db.query<{
    id: string;
    published: boolean;
    created: boolean;
    remind_every_days: number | null;
    remind_max: number | null;
  }>(SEND_SQL, [JSON.stringify(batch.map((s) => s.row)), batch[0].limit], { name: 'send_requests' });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return batch.map((s) => {
    const r = byId.get(s.row.id);
    return {
      published: r?.published ?? false,
      created: r?.created ?? false,
      reminders: { remind_every_days: r?.remind_every_days ?? null, remind_max: r?.remind_max ?? null },
    };
  });
}

const idempotencyOf = (s: SendItem) =>
  s.row.idempotency_key === null ? null : `${s.row.workspace_id}\n${s.row.idempotency_key}`;

const writerOf = perDatabase((db: Db) => {
  const listeners = new Set<(size: number) => void>();
  const write = createBatcher<SendItem, SendWritten>({
    run: (batch) => writeBatch(db, batch),
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_IN_FLIGHT,
    // One limit per statement, and one send per idempotency key (a twin waits for the next one).
    fits: (item, batch) => {
      const key = idempotencyOf(item);
      return batch[0].limit === item.limit && (key === null || batch.every((s) => idempotencyOf(s) !== key));
    },
    retryAlone: true,
    observe: (size) => {
      for (const listener of listeners) listener(size);
    },
  });
  return { write, listeners };
});

/** Calls `listener` with the number of sends of each send statement run (metrics, tests); returns the way to stop. */
export function onSendBatch(db: Db, listener: (size: number) => void): () => void {
  const { listeners } = writerOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes one send, in a statement of its own or together with the sends that queued beside it.
 * Rejects with SQLSTATE CS403 when the allowance refuses the charge.
 */
export function writeSend(db: Db, row: SendRow, limit: number | null): Promise<SendWritten> {
  return writerOf(db).write({ row, limit });
}
