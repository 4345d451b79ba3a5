// The transactional outbox (CONTRACT §7), the side features use: they queue e-mails with the
// transaction handle of the state change they announce, so a message exists exactly when its
// change commits (and a rolled-back change, or a replayed send, queues nothing). Invitations,
// reminders and the request notices are built here, each in its recipient's language and naming
// the member who sent the request; delivery.ts hands rows to the worker.

import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId } from '../platform/ids.ts';
import type { Role } from '../templates/types.ts';
import type { MemberMailKind, MemberMailParams } from './member-mail.ts';
import type { MailKind, MailParams, Person } from './templates.ts';
import type { VerificationMailKind, VerificationMailParams } from './verification-mail.ts';

/** A stored document attached by reference; its bytes are read from the document store at delivery. */
export interface MailAttachment {
  documentId: string;
  filename: string;
  contentType: string;
}

export interface NewMail {
  kind: MailKind | MemberMailKind | VerificationMailKind;
  to: { email: string; name?: string };
  params: MailParams | MemberMailParams | VerificationMailParams;
  workspaceId?: string;
  requestId?: string;
  /** The submitter whose signing link the message carries (invitation, reminder). */
  submitterId?: string;
  attachments?: MailAttachment[];
}

/** Queues one message in the caller's transaction; returns its id (which also makes its Message-ID). */
export async function enqueueMail(tx: Queryable, clock: Clock, mail: NewMail): Promise<string> {
  const now = clock.now();
  const id = newId('msg', now);
  await tx.query(
    `INSERT INTO outbox_messages (id, workspace_id, request_id, submitter_id, kind, to_email, to_name, params,
                                  attachments, next_attempt_at, created_at, link_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10,
             COALESCE((SELECT link_version FROM submitters WHERE id = $4), 0))`,
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

export interface RequestMailContext {
  workspaceId: string;
  workspaceName: string;
  templateName: string;
  message: string | null;
  sendEmail: boolean;
  expiresAt: Date;
  /** The member who sent the request, while they are still a member of the workspace. */
  sender: Person | null;
  /** The language that member chose for the application, which their e-mails follow. */
  senderLocale: string | null;
  signerCount: number;
  /** The template's roles (issue 45): what each recipient's turn is. */
  roles?: Role[];
  /** The workspace's branding (issue 25 item 3), carried into every message's params. */
  brand?: Pick<MailParams, 'brandName' | 'brandAccent' | 'brandLogo'>;
}

/**
 * The two params of a request's messages that name its workspace and its sender (the member who sent
 * it, while still active, by name or else by address), as SQL over the workspace `w` and the sending
 * member `m`: requestMailContext reads them with it, and the send, which writes its invitation in
 * the same statement as the request, merges them into signerMailParams' JSON.
 */
export const SENDER_PARAMS_SQL = `jsonb_build_object('workspaceName', w.name, 'sender',
  CASE WHEN m.email IS NULL THEN NULL ELSE jsonb_build_object('name', coalesce(m.name, m.email), 'email', m.email) END,
  'brandName', w.display_name, 'brandAccent', w.accent_color,
  'brandLogo', CASE WHEN w.logo_sha256 IS NULL THEN NULL ELSE '/brand/logo/' || w.logo_sha256
    || CASE WHEN w.logo_type = 'image/png' THEN '.png' ELSE '.jpg' END END)`;

export async function requestMailContext(tx: Queryable, requestId: string): Promise<RequestMailContext> {
  const { rows } = await tx.query<{
    workspace_id: string;
    template_name: string;
    message: string | null;
    send_email: boolean;
    expires_at: Date;
    names: Pick<MailParams, 'brandName' | 'brandAccent' | 'brandLogo'> & {
      workspaceName: string;
      sender: Person | null;
    };
    signer_count: number;
    sender_locale: string | null;
    roles: Role[] | null;
  }>(
    `SELECT r.workspace_id, r.template_name, r.message, r.send_email, r.expires_at,
            ${SENDER_PARAMS_SQL} AS names, m.locale AS sender_locale,
            (SELECT count(*)::int FROM submitters s WHERE s.request_id = r.id) AS signer_count,
            (SELECT t.roles FROM templates t WHERE t.id = r.template_id) AS roles
       FROM signature_requests r JOIN workspaces w ON w.id = r.workspace_id
       LEFT JOIN members m ON m.id = r.member_id AND m.status = 'active'
      WHERE r.id = $1`,
    [requestId],
  );
  const r = rows[0];
  if (!r) throw new Error(`No signature request ${requestId}`);
  return {
    workspaceId: r.workspace_id,
    workspaceName: r.names.workspaceName,
    templateName: r.template_name,
    // Spec §4.1: the message applies only when sendEmail is true, so a reminder of a request sent
    // without e-mail (CONTRACT §5) does not carry it.
    message: r.send_email ? r.message : null,
    sendEmail: r.send_email,
    expiresAt: r.expires_at,
    sender: r.names.sender,
    senderLocale: r.sender_locale,
    signerCount: r.signer_count,
    roles: r.roles ?? [],
    brand: { brandName: r.names.brandName, brandAccent: r.names.brandAccent, brandLogo: r.names.brandLogo },
  };
}

/** A recipient among the submitters: their address, name and language. */
export interface Recipient {
  email: string;
  name: string;
  locale: string;
}

/** The params every message about this request carries. */
function baseParams(ctx: RequestMailContext, to: Recipient): MailParams {
  return {
    templateName: ctx.templateName,
    workspaceName: ctx.workspaceName,
    recipientName: to.name,
    locale: to.locale,
    sender: ctx.sender,
    ...ctx.brand,
  };
}

/** The params of a signer's invitation or reminder: what the worker renders the message from. */
export function signerMailParams(
  ctx: RequestMailContext,
  submitter: Recipient & { position: number; verification_method?: string | null; role?: string },
  witnessed?: string,
): MailParams {
  const role = ctx.roles?.find((r) => r.name === submitter.role);
  const turn = role?.kind && role.kind !== 'signer' ? role.kind : undefined;
  return {
    ...(turn ? { turn } : {}),
    ...(turn === 'witness' && witnessed ? { witnessed } : {}),
    ...baseParams(ctx, submitter),
    message: ctx.message,
    expiresAt: ctx.expiresAt.toISOString(),
    position: submitter.position,
    signerCount: ctx.signerCount,
    // Issue 31: the message says that the sender's access code is needed to open the document.
    ...(submitter.verification_method === 'access_code' ? { accessCode: true } : {}),
  };
}

async function signerMail(
  tx: Queryable,
  clock: Clock,
  kind: 'invitation' | 'reminder',
  ctx: RequestMailContext,
  requestId: string,
  submitter: SubmitterRecipient,
) {
  return enqueueMail(tx, clock, {
    kind,
    to: { email: submitter.email, name: submitter.name },
    params: signerMailParams(ctx, submitter, await witnessedName(tx, ctx, requestId, submitter.role)),
    workspaceId: ctx.workspaceId,
    requestId,
    submitterId: submitter.id,
  });
}

type SubmitterRecipient = Recipient & {
  id: string;
  position: number;
  verification_method: string | null;
  role: string;
};

/** A witness's invitation names the person they witness (issue 45); anyone else's, nobody. */
async function witnessedName(tx: Queryable, ctx: RequestMailContext, requestId: string, role: string) {
  const witnessFor = ctx.roles?.find((r) => r.name === role)?.witnessFor;
  if (!witnessFor) return undefined;
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM submitters WHERE request_id = $1 AND role = $2',
    [requestId, witnessFor],
  );
  return rows[0]?.name;
}

/**
 * Starts a submitter's turn: records when it began (`invited_at`, at `at`: the instant of the change
 * that made it their turn, so the timeline reads that change first) and, when the request was sent
 * with sendEmail true, queues their invitation. Call it in the transaction that makes it their
 * turn (the send does it for the first signer). Idempotent: a second call queues nothing.
 * Returns whether an e-mail was queued.
 */
export async function enqueueInvitation(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; submitterId: string; at?: Date },
): Promise<boolean> {
  const { rows } = await tx.query<SubmitterRecipient & { own: boolean }>(
    `UPDATE submitters SET invited_at = $3 WHERE id = $1 AND request_id = $2 AND invited_at IS NULL
     RETURNING id, email, name, locale, position, verification_method, role, member_id IS NOT NULL AS own`,
    [input.submitterId, input.requestId, input.at ?? clock.now()],
  );
  // Issue 45 item 3: the sending member's own turn is taken in the application, never mailed.
  if (!rows[0] || rows[0].own) return false;
  const ctx = await requestMailContext(tx, input.requestId);
  if (!ctx.sendEmail) return false;
  await signerMail(tx, clock, 'invitation', ctx, input.requestId, rows[0]);
  return true;
}

/**
 * A corrected signer's invitation to their new address (issue 35 item 3), queued whatever the
 * request's sendEmail: the caller asked for it. It carries the signer's new link.
 */
export async function enqueueCorrectedInvitation(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; submitterId: string },
): Promise<string> {
  const ctx = await requestMailContext(tx, input.requestId);
  const { rows } = await tx.query<SubmitterRecipient>(
    `SELECT id, email, name, locale, position, verification_method, role FROM submitters
      WHERE id = $1 AND request_id = $2`,
    [input.submitterId, input.requestId],
  );
  return signerMail(tx, clock, 'invitation', ctx, input.requestId, rows[0]);
}

/**
 * Withdraws what was queued for a signer and not yet handed over (a correction: their invitation,
 * reminder or code to the address that was wrong). A message being delivered right now goes out
 * with the old link, which no longer opens anything.
 */
export async function cancelPendingMailTo(tx: Queryable, clock: Clock, submitterId: string): Promise<void> {
  await tx.query(
    `UPDATE outbox_messages SET status = 'cancelled', last_error = 'signer corrected before delivery'
      WHERE submitter_id = $1 AND status = 'pending' AND (locked_until IS NULL OR locked_until <= $2)`,
    [submitterId, clock.now()],
  );
}

/** Queues a reminder with the submitter's signing link (sent whatever sendEmail was: CONTRACT §5). */
export async function enqueueReminder(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; submitter: { id: string } },
): Promise<string> {
  const ctx = await requestMailContext(tx, input.requestId);
  const { rows } = await tx.query<SubmitterRecipient>(
    'SELECT id, email, name, locale, position, verification_method, role FROM submitters WHERE id = $1 AND request_id = $2',
    [input.submitter.id, input.requestId],
  );
  if (!rows[0]) throw new Error(`No submitter ${input.submitter.id} on request ${input.requestId}`);
  return signerMail(tx, clock, 'reminder', ctx, input.requestId, rows[0]);
}

/** Signers e-mailed about this request so far, one per address, in signing order. */
async function emailedSigners(tx: Queryable, requestId: string) {
  const { rows } = await tx.query<Recipient & { id: string }>(
    `SELECT s.id, s.email, s.name, s.locale FROM submitters s
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

/**
 * Declined notices for the signing feature. The member who sent the request is told (whatever
 * sendEmail was: it is their request, and the in-app notification may go unseen); with sendEmail
 * true the decliner gets a confirmation and the other signers already e-mailed learn the request
 * ended. Returns how many messages were queued.
 */
export async function enqueueDeclinedNotices(
  tx: Queryable,
  clock: Clock,
  input: {
    requestId: string;
    decliner: { id: string; name: string; email: string; role: string };
    reason?: string | null;
  },
): Promise<number> {
  await cancelPendingSignerMail(tx, clock, input.requestId);
  const ctx = await requestMailContext(tx, input.requestId);
  const reason = input.reason ?? null;
  let queued = 0;
  if (ctx.sender) {
    await enqueueMail(tx, clock, {
      kind: 'sender_declined',
      to: { email: ctx.sender.email, name: ctx.sender.name },
      params: {
        templateName: ctx.templateName,
        workspaceName: ctx.workspaceName,
        recipientName: ctx.sender.name,
        ...(ctx.senderLocale ? { locale: ctx.senderLocale } : {}),
        sender: ctx.sender,
        decliner: { name: input.decliner.name, email: input.decliner.email, role: input.decliner.role },
        requestId: input.requestId,
        reason,
      },
      workspaceId: ctx.workspaceId,
      requestId: input.requestId,
    });
    queued += 1;
  }
  if (!ctx.sendEmail) return queued;
  const { rows } = await tx.query<Recipient>('SELECT email, name, locale FROM submitters WHERE id = $1', [
    input.decliner.id,
  ]);
  const decliner = rows[0];
  queued += await noticeEach(tx, clock, ctx, input.requestId, [decliner], 'decline_confirmation', { reason });
  const others = (await emailedSigners(tx, input.requestId)).filter(
    (s) => s.email.toLowerCase() !== decliner.email.toLowerCase(),
  );
  queued += await noticeEach(tx, clock, ctx, input.requestId, others, 'declined', {
    reason,
    declinedBy: input.decliner.name,
  });
  return queued;
}

/** Completed notice for the signing feature: every signer, with the executed document attached. */
export async function enqueueCompletedNotices(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; document: MailAttachment },
): Promise<number> {
  const ctx = await requestMailContext(tx, input.requestId);
  if (!ctx.sendEmail) return 0;
  const { rows } = await tx.query<Recipient>(
    'SELECT email, name, locale FROM submitters WHERE request_id = $1 ORDER BY position',
    [input.requestId],
  );
  return noticeEach(tx, clock, ctx, input.requestId, uniqueByAddress(rows), 'completed', {}, [
    input.document,
  ]);
}

export async function noticeEach(
  tx: Queryable,
  clock: Clock,
  ctx: RequestMailContext,
  requestId: string,
  recipients: Recipient[],
  kind: MailKind,
  extra: Partial<MailParams>,
  attachments?: MailAttachment[],
): Promise<number> {
  for (const r of recipients) {
    await enqueueMail(tx, clock, {
      kind,
      to: { email: r.email, name: r.name },
      params: { ...baseParams(ctx, r), ...extra },
      workspaceId: ctx.workspaceId,
      requestId,
      attachments,
    });
  }
  return recipients.length;
}
