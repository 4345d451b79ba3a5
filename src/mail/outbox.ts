// The transactional outbox (CONTRACT §7). Features queue e-mails with the transaction handle of the
// state change they announce, so a message exists exactly when its change commits; the worker
// claims due rows (FOR UPDATE SKIP LOCKED plus a lease, so several processes share the work and a
// crashed claimer's rows come back), delivers them at least once and settles them here.
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId } from '../platform/ids.ts';
import { signingUrl } from '../requests/signing-tokens.ts';
import { type MailKind, type MailParams, type RenderedMail, renderMail } from './templates.ts';

/** A stored document attached by reference; its bytes are read from the document store at delivery. */
export interface MailAttachment {
  documentId: string;
  filename: string;
  contentType: string;
}

export interface NewMail {
  kind: MailKind;
  to: { email: string; name?: string };
  params: MailParams;
  workspaceId?: string;
  requestId?: string;
  /** The submitter whose signing link the message carries (invitation, reminder). */
  submitterId?: string;
  attachments?: MailAttachment[];
}

/** Claims are leased for this long; a claimer that dies mid-send is retried after it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60_000;

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
}

/** Queues one message in the caller's transaction; returns its id (which also makes its Message-ID). */
export async function enqueueMail(tx: Queryable, clock: Clock, mail: NewMail): Promise<string> {
  const now = clock.now();
  const id = newId('msg', now);
  await tx.query(
    `INSERT INTO outbox_messages (id, workspace_id, request_id, submitter_id, kind, to_email, to_name, params,
                                  attachments, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      id,
      mail.workspaceId ?? null,
      mail.requestId ?? null,
      mail.submitterId ?? null,
      mail.kind,
      mail.to.email,
      mail.to.name ?? null,
      JSON.stringify(mail.params),
      JSON.stringify(mail.attachments ?? []),
      now,
    ],
  );
  return id;
}

interface RequestMailContext {
  workspaceId: string;
  workspaceName: string;
  templateName: string;
  message: string | null;
  sendEmail: boolean;
}

async function requestMailContext(tx: Queryable, requestId: string): Promise<RequestMailContext> {
  const { rows } = await tx.query<{
    workspace_id: string;
    workspace_name: string;
    template_name: string;
    message: string | null;
    send_email: boolean;
  }>(
    `SELECT r.workspace_id, w.name AS workspace_name, r.template_name, r.message, r.send_email
       FROM signature_requests r JOIN workspaces w ON w.id = r.workspace_id WHERE r.id = $1`,
    [requestId],
  );
  const r = rows[0];
  if (!r) throw new Error(`No signature request ${requestId}`);
  return {
    workspaceId: r.workspace_id,
    workspaceName: r.workspace_name,
    templateName: r.template_name,
    message: r.message,
    sendEmail: r.send_email,
  };
}

async function signerMail(
  tx: Queryable,
  clock: Clock,
  kind: 'invitation' | 'reminder',
  ctx: RequestMailContext,
  requestId: string,
  submitter: { id: string; email: string; name: string },
) {
  return enqueueMail(tx, clock, {
    kind,
    to: { email: submitter.email, name: submitter.name },
    params: {
      templateName: ctx.templateName,
      workspaceName: ctx.workspaceName,
      recipientName: submitter.name,
      message: ctx.message,
    },
    workspaceId: ctx.workspaceId,
    requestId,
    submitterId: submitter.id,
  });
}

/**
 * Starts a submitter's turn: records when it began (`invited_at`) and, when the request was sent
 * with sendEmail true, queues their invitation. Call it in the transaction that makes it their
 * turn (the send does it for the first signer). Idempotent: a second call queues nothing.
 * Returns whether an e-mail was queued.
 */
export async function enqueueInvitation(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; submitterId: string },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: string; email: string; name: string }>(
    `UPDATE submitters SET invited_at = $3 WHERE id = $1 AND request_id = $2 AND invited_at IS NULL
     RETURNING id, email, name`,
    [input.submitterId, input.requestId, clock.now()],
  );
  if (!rows[0]) return false;
  const ctx = await requestMailContext(tx, input.requestId);
  if (!ctx.sendEmail) return false;
  await signerMail(tx, clock, 'invitation', ctx, input.requestId, rows[0]);
  return true;
}

/** Queues a reminder with the submitter's signing link (sent whatever sendEmail was: CONTRACT §5). */
export async function enqueueReminder(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; submitter: { id: string; email: string; name: string } },
): Promise<string> {
  const ctx = await requestMailContext(tx, input.requestId);
  return signerMail(tx, clock, 'reminder', ctx, input.requestId, input.submitter);
}

/** Signers e-mailed about this request so far, one per address, in signing order. */
async function emailedSigners(tx: Queryable, requestId: string) {
  const { rows } = await tx.query<{ email: string; name: string }>(
    `SELECT s.email, s.name FROM submitters s
      WHERE s.request_id = $1 AND EXISTS (
        SELECT 1 FROM outbox_messages o
         WHERE o.submitter_id = s.id AND o.kind IN ('invitation', 'reminder') AND o.status <> 'cancelled')
      ORDER BY s.position`,
    [requestId],
  );
  return uniqueByAddress(rows);
}

function uniqueByAddress<T extends { email: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const address = r.email.toLowerCase();
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/**
 * Invitations and reminders of this request not yet handed to a transport are withdrawn (a
 * claimed one is already on its way). Call in the transaction that ends the request.
 */
export async function cancelPendingSignerMail(tx: Queryable, clock: Clock, requestId: string): Promise<void> {
  await tx.query(
    `UPDATE outbox_messages SET status = 'cancelled', last_error = 'request ended before delivery'
      WHERE request_id = $1 AND status = 'pending' AND kind IN ('invitation', 'reminder')
        AND (locked_until IS NULL OR locked_until <= $2)`,
    [requestId, clock.now()],
  );
}

/** Voided notice (CONTRACT §5): withdraws unsent invitations, then tells the signers already e-mailed. */
export async function enqueueVoidedNotices(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; reason?: string | null },
): Promise<number> {
  await cancelPendingSignerMail(tx, clock, input.requestId);
  const ctx = await requestMailContext(tx, input.requestId);
  if (!ctx.sendEmail) return 0;
  return noticeEach(tx, clock, ctx, input.requestId, await emailedSigners(tx, input.requestId), 'voided', {
    reason: input.reason ?? null,
  });
}

/** Declined notice for the signing feature: the signers already e-mailed learn the request ended. */
export async function enqueueDeclinedNotices(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; declinedBy: string; reason?: string | null },
): Promise<number> {
  await cancelPendingSignerMail(tx, clock, input.requestId);
  const ctx = await requestMailContext(tx, input.requestId);
  if (!ctx.sendEmail) return 0;
  return noticeEach(tx, clock, ctx, input.requestId, await emailedSigners(tx, input.requestId), 'declined', {
    reason: input.reason ?? null,
    declinedBy: input.declinedBy,
  });
}

/** Completed notice for the signing feature: every signer, with the executed document attached. */
export async function enqueueCompletedNotices(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; document: MailAttachment },
): Promise<number> {
  const ctx = await requestMailContext(tx, input.requestId);
  if (!ctx.sendEmail) return 0;
  const { rows } = await tx.query<{ email: string; name: string }>(
    'SELECT email, name FROM submitters WHERE request_id = $1 ORDER BY position',
    [input.requestId],
  );
  return noticeEach(tx, clock, ctx, input.requestId, uniqueByAddress(rows), 'completed', {}, [
    input.document,
  ]);
}

async function noticeEach(
  tx: Queryable,
  clock: Clock,
  ctx: RequestMailContext,
  requestId: string,
  recipients: Array<{ email: string; name: string }>,
  kind: MailKind,
  extra: Partial<MailParams>,
  attachments?: MailAttachment[],
): Promise<number> {
  for (const r of recipients) {
    await enqueueMail(tx, clock, {
      kind,
      to: { email: r.email, name: r.name },
      params: {
        templateName: ctx.templateName,
        workspaceName: ctx.workspaceName,
        recipientName: r.name,
        ...extra,
      },
      workspaceId: ctx.workspaceId,
      requestId,
      attachments,
    });
  }
  return recipients.length;
}

// ---- Delivery side (the worker) ----

export interface OutboxMessage {
  id: string;
  kind: MailKind;
  requestId: string | null;
  submitterId: string | null;
  toEmail: string;
  toName: string | null;
  params: MailParams;
  attachments: MailAttachment[];
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

type OutboxRow = {
  id: string;
  kind: MailKind;
  request_id: string | null;
  submitter_id: string | null;
  to_email: string;
  to_name: string | null;
  params: MailParams;
  attachments: MailAttachment[];
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
};

export const OUTBOX_COLUMNS =
  'id, kind, request_id, submitter_id, to_email, to_name, params, attachments, attempts, created_at, sent_at';

export function toOutboxMessage(r: OutboxRow): OutboxMessage {
  return {
    id: r.id,
    kind: r.kind,
    requestId: r.request_id,
    submitterId: r.submitter_id,
    toEmail: r.to_email,
    toName: r.to_name,
    params: r.params,
    attachments: r.attachments ?? [],
    attempts: r.attempts,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  };
}

/** Claims up to `limit` due messages for this worker for CLAIM_LEASE_MS; other claimers skip them. */
export async function claimDueMessages(db: Queryable, clock: Clock, limit: number): Promise<OutboxMessage[]> {
  const now = clock.now();
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox_messages o SET locked_until = $2, attempts = o.attempts + 1
       FROM (SELECT id FROM outbox_messages
              WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
              ORDER BY next_attempt_at, id LIMIT $3
              FOR UPDATE SKIP LOCKED) due
      WHERE o.id = due.id
     RETURNING ${OUTBOX_COLUMNS.split(', ')
       .map((c) => `o.${c}`)
       .join(', ')}`,
    [now, new Date(now.getTime() + CLAIM_LEASE_MS), limit],
  );
  return rows.map(toOutboxMessage).sort((a, b) => (a.id < b.id ? -1 : 1));
}

export async function markSent(
  db: Queryable,
  clock: Clock,
  id: string,
  via: 'smtp' | 'mailbox',
): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'sent', delivered_via = $2, sent_at = $3, locked_until = NULL, last_error = NULL
      WHERE id = $1 AND status = 'pending'`,
    [id, via, clock.now()],
  );
}

/** Records a failed attempt: retried with backoff, or given up after MAX_ATTEMPTS or a permanent refusal. */
export async function markFailed(
  db: Queryable,
  clock: Clock,
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  error: string,
  permanent: boolean,
): Promise<'retry' | 'failed'> {
  const giveUp = permanent || message.attempts >= MAX_ATTEMPTS;
  const next = new Date(clock.now().getTime() + retryDelayMs(message.attempts));
  await db.query(
    `UPDATE outbox_messages SET status = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4
      WHERE id = $1 AND status = 'pending'`,
    [message.id, giveUp ? 'failed' : 'pending', next, error.slice(0, 1000)],
  );
  return giveUp ? 'failed' : 'retry';
}

export async function markCancelled(db: Queryable, id: string, why: string): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'cancelled', locked_until = NULL, last_error = $2
      WHERE id = $1 AND status = 'pending'`,
    [id, why],
  );
}

/** The message as the recipient sees it; the signing link is derived now, never read from storage. */
export function renderOutboxMessage(
  message: Pick<OutboxMessage, 'kind' | 'params' | 'submitterId'>,
  links: { publicUrl: string; tokenSecret: Buffer },
): RenderedMail & { link?: string } {
  const link = message.submitterId
    ? signingUrl(links.publicUrl, links.tokenSecret, message.submitterId)
    : undefined;
  return { ...renderMail(message.kind, message.params, link), link };
}
