// The delivery side of the outbox: the worker claims due rows (FOR UPDATE SKIP LOCKED plus a lease,
// so several processes share the work and a crashed claimer's rows come back after the lease),
// delivers them at least once, and settles each as sent, retried with backoff, failed or cancelled.
// The local mailbox needs no claim: its delivery is the row being marked, one statement for many.

import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { signingUrl } from '../requests/signing-tokens.ts';
import {
  isMemberMailKind,
  type MemberMailKind,
  type MemberMailParams,
  renderMemberMail,
} from './member-mail.ts';
import type { MailAttachment } from './outbox.ts';
import { type MailKind, type MailParams, type RenderedMail, renderMail } from './templates.ts';
import { DeliveryError, messageIdFor, type OutgoingMail } from './transport.ts';
import {
  isVerificationMailKind,
  renderVerificationMail,
  VERIFICATION_MAIL_KIND,
  type VerificationMailKind,
  type VerificationMailParams,
} from './verification-mail.ts';

/** Claims are leased for this long; a claimer that dies mid-send is retried after it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60_000;

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
}

export interface OutboxMessage {
  id: string;
  kind: MailKind | MemberMailKind | VerificationMailKind;
  requestId: string | null;
  submitterId: string | null;
  /** The version of the signer's link when the message was queued: its link, even after a correction. */
  linkVersion?: number;
  toEmail: string;
  toName: string | null;
  params: MailParams | MemberMailParams | VerificationMailParams;
  attachments: MailAttachment[];
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

type OutboxRow = {
  id: string;
  kind: OutboxMessage['kind'];
  request_id: string | null;
  submitter_id: string | null;
  link_version: number;
  to_email: string;
  to_name: string | null;
  params: OutboxMessage['params'];
  attachments: MailAttachment[];
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
};

export const OUTBOX_COLUMNS =
  'id, kind, request_id, submitter_id, link_version, to_email, to_name, params, attachments, attempts, created_at, sent_at';

export function toOutboxMessage(r: OutboxRow): OutboxMessage {
  return {
    id: r.id,
    kind: r.kind,
    requestId: r.request_id,
    submitterId: r.submitter_id,
    linkVersion: r.link_version ?? 0,
    toEmail: r.to_email,
    toName: r.to_name,
    params: r.params,
    attachments: r.attachments ?? [],
    attempts: r.attempts,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  };
}

/** A claimed message, and whether it is still wanted (an invitation or reminder to a signer still to act). */
export type ClaimedMessage = OutboxMessage & { stillWanted: boolean };

/**
 * Up to `$3` due messages (`$1` is now) in due order, locked for this statement (other claimers skip
 * them), each with whether it is still wanted: an invitation or reminder only while its request is
 * open and not past its expiry (the effective status of requests/read.ts) and its signer has yet to
 * act; every other message always. `extra` narrows the messages further. The messages are chosen
 * and locked first, so that only those are looked up in the requests and submitters.
 */
const dueMessagesSql = (extra = '') => `SELECT m.id,
                    m.kind NOT IN ('invitation', 'reminder') OR m.request_id IS NULL OR m.submitter_id IS NULL
                    OR coalesce(r.status IN ('pending', 'opened') AND r.expires_at > $1
                                AND s.status IN ('awaiting', 'opened'), false) AS still_wanted
               FROM (SELECT id, kind, request_id, submitter_id FROM outbox_messages
                      WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                            ${extra}
                      ORDER BY next_attempt_at, id LIMIT $3
                      FOR UPDATE SKIP LOCKED) m
               LEFT JOIN signature_requests r ON r.id = m.request_id
               LEFT JOIN submitters s ON s.id = m.submitter_id AND s.request_id = m.request_id`;

const RETURNED_COLUMNS = OUTBOX_COLUMNS.split(', ')
  .map((c) => `o.${c}`)
  .join(', ');

/** The rows a claim returned, as messages in id order. */
const claimedMessages = (rows: Array<OutboxRow & { still_wanted: boolean }>): ClaimedMessage[] =>
  rows
    .map((row) => ({ ...toOutboxMessage(row), stillWanted: row.still_wanted }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));

/** Claims up to `limit` due messages for this worker for CLAIM_LEASE_MS; other claimers skip them. */
export async function claimDueMessages(
  db: Queryable,
  clock: Clock,
  limit: number,
): Promise<ClaimedMessage[]> {
  const now = clock.now();
  const { rows } = await db.query<OutboxRow & { still_wanted: boolean }>(
    `UPDATE outbox_messages o SET locked_until = $2, attempts = o.attempts + 1
       FROM (${dueMessagesSql()}) due
      WHERE o.id = due.id
     RETURNING ${RETURNED_COLUMNS}, due.still_wanted`,
    [now, new Date(now.getTime() + CLAIM_LEASE_MS), limit],
  );
  return claimedMessages(rows);
}

/** Why a message no longer wanted is cancelled instead of delivered. */
export const NO_LONGER_WAITING = 'request or signer no longer waiting';

/**
 * Delivers up to `limit` due messages without attachments to the local mailbox (CONTRACT §7) in one
 * statement: there, delivery is nothing but the row being marked, so claiming and recording it are
 * one step and no lease is needed. A message no longer wanted is cancelled instead. Returns the
 * messages settled, each with whether it was delivered. Messages with attachments (whose documents
 * must be found first) go through the claim as over SMTP.
 */
export async function deliverToMailbox(
  db: Queryable,
  clock: Clock,
  limit: number,
): Promise<ClaimedMessage[]> {
  const now = clock.now();
  const { rows } = await db.query<OutboxRow & { still_wanted: boolean }>(
    `UPDATE outbox_messages o
        SET attempts = o.attempts + 1, locked_until = NULL,
            status = CASE WHEN due.still_wanted THEN 'sent' ELSE 'cancelled' END,
            delivered_via = CASE WHEN due.still_wanted THEN 'mailbox' END,
            sent_at = CASE WHEN due.still_wanted THEN $1::timestamptz END,
            last_error = CASE WHEN due.still_wanted THEN NULL ELSE $2 END
       FROM (${dueMessagesSql("AND attachments = '[]'::jsonb")}) due
      WHERE o.id = due.id
     RETURNING ${RETURNED_COLUMNS}, due.still_wanted`,
    [now, NO_LONGER_WAITING, limit],
    { name: 'deliver_to_mailbox' },
  );
  return claimedMessages(rows);
}

/**
 * Records messages the transport accepted (one statement for a pass's deliveries). A verification
 * code's message sent over SMTP keeps its sealed code no longer than that (issue 31 item 8): it was
 * rendered. One kept in the local mailbox is rendered when the mailbox is read, which drops the code
 * once shown (mailbox.ts); dropped here, a code e-mail that the claim took (it fell due between the
 * pass's mailbox statement and its claim) showed dashes from the start.
 */
export async function markSent(
  db: Queryable,
  clock: Clock,
  ids: string[],
  via: 'smtp' | 'mailbox',
): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'sent', delivered_via = $2, sent_at = $3, locked_until = NULL, last_error = NULL,
            params = CASE WHEN kind = '${VERIFICATION_MAIL_KIND}' AND $2 = 'smtp' THEN params - 'sealedCode' ELSE params END
      WHERE id = ANY($1::text[]) AND status = 'pending'`,
    [ids, via, clock.now()],
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

/**
 * Gives back a claim whose message was never handed to the transport (a stopping worker): due again
 * at once, the attempt uncounted. Only while the claim is still this one (its attempt count).
 */
export async function releaseClaim(db: Queryable, message: Pick<OutboxMessage, 'id' | 'attempts'>) {
  await db.query(
    `UPDATE outbox_messages SET locked_until = NULL, attempts = attempts - 1
      WHERE id = $1 AND status = 'pending' AND attempts = $2`,
    [message.id, message.attempts],
  );
}

export async function markCancelled(db: Queryable, id: string, why: string): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'cancelled', locked_until = NULL, last_error = $2
      WHERE id = $1 AND status = 'pending'`,
    [id, why],
  );
}

/**
 * The link a message kept in the local mailbox carries (a signing or sign-in link), for the log line
 * that hands it to the operator (CONTRACT §7). The line names nothing else: no recipient, no subject
 * (a subject can name a signer), so the log holds nothing an erasure would have to reach.
 */
export function outboxLink(
  message: Pick<OutboxMessage, 'kind' | 'params' | 'submitterId' | 'linkVersion'>,
  links: { publicUrl: string; tokenSecret: Buffer },
): string | undefined {
  if (isMemberMailKind(message.kind)) return renderOutboxMessage(message, links).link;
  return message.submitterId
    ? signingUrl(links.publicUrl, links.tokenSecret, message.submitterId, message.linkVersion)
    : undefined;
}

/** The message as the recipient sees it; the signing link is derived now, never read from storage. */
export function renderOutboxMessage(
  message: Pick<OutboxMessage, 'kind' | 'params' | 'submitterId' | 'linkVersion'>,
  links: { publicUrl: string; tokenSecret: Buffer },
): RenderedMail & { link?: string } {
  if (isMemberMailKind(message.kind)) {
    return renderMemberMail(message.kind, message.params as MemberMailParams, links);
  }
  if (isVerificationMailKind(message.kind)) {
    const link = message.submitterId
      ? signingUrl(links.publicUrl, links.tokenSecret, message.submitterId, message.linkVersion)
      : undefined;
    const params = message.params as VerificationMailParams;
    return { ...renderVerificationMail(params, message.submitterId, links, link), link };
  }
  const params = message.params as MailParams;
  const link = message.submitterId
    ? signingUrl(links.publicUrl, links.tokenSecret, message.submitterId, message.linkVersion)
    : (message.kind === 'sender_declined' ||
          message.kind === 'sender_completed' ||
          message.kind === 'sender_link_locked') &&
        params.requestId
      ? `${links.publicUrl}/app/requests/${encodeURIComponent(params.requestId)}`
      : undefined;
  return { ...renderMail(message.kind, params, link, links.publicUrl), link };
}

/**
 * The e-mail a message is, as it is handed to the transport: rendered, addressed, its attachments
 * read from the store. The worker sends it; the local mailbox composes its .eml from the same.
 */
export async function outgoingMail(
  message: Pick<
    OutboxMessage,
    'id' | 'kind' | 'params' | 'submitterId' | 'linkVersion' | 'toEmail' | 'toName' | 'attachments'
  >,
  links: { publicUrl: string; tokenSecret: Buffer; mailFrom: string },
  documents: { get(id: string): Promise<Uint8Array | null> },
): Promise<OutgoingMail> {
  const rendered = renderOutboxMessage(message, links);
  const attachments = [];
  for (const a of message.attachments) {
    const bytes = await documents.get(a.documentId);
    if (!bytes) throw new DeliveryError(`attachment ${a.documentId} is missing`, false);
    attachments.push({ filename: a.filename, contentType: a.contentType, content: Buffer.from(bytes) });
  }
  return {
    messageId: messageIdFor(message.id, links.mailFrom),
    to: { email: message.toEmail, name: message.toName },
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    fromName: rendered.fromName,
    replyTo: rendered.replyTo,
    attachments,
  };
}
