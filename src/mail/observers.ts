// The people who watch a request without signing it (issue 24 items 1 and 4): those copied on it (CC)
// and the member who sent it. Called in the transaction of the state change they announce, beside
// the signers' notices (outbox.ts), so each message exists exactly when its change commits.
//   - CC recipients get no invitation and no link. With sendEmail true they get the completion notice
//     with the executed PDF, and the declined, voided or expired notice, marked as copied, in the
//     first signer's language (the language the document speaks).
//   - The sender (signature_requests.member_id: the member in the application, or the API key's
//     member) gets their own completion notice with the executed PDF and a link to the request,
//     unless they turned it off (members.notify_on_completion) or have left the workspace. Like
//     the decline notice to the sender it goes whatever sendEmail was: it is their request.
// One e-mail per person per event: an address already receiving this event's notice (a signer, or a
// CC recipient) is not sent a second one.
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import {
  enqueueMail,
  type MailAttachment,
  noticeEach,
  type Recipient,
  type RequestMailContext,
  requestMailContext,
} from './outbox.ts';
import type { MailKind, MailParams } from './templates.ts';

const addressKey = (email: string) => email.trim().normalize('NFC').toLowerCase();

/** The people copied on the request, each in the first signer's language. */
async function copiedRecipients(tx: Queryable, requestId: string): Promise<Recipient[]> {
  const { rows } = await tx.query<{
    cc: Array<{ email: string; name: string | null }>;
    locale: string | null;
  }>(
    `SELECT r.cc, (SELECT s.locale FROM submitters s WHERE s.request_id = r.id ORDER BY s.position LIMIT 1) AS locale
       FROM signature_requests r WHERE r.id = $1`,
    [requestId],
  );
  const row = rows[0];
  if (!row || !Array.isArray(row.cc)) return [];
  return row.cc.map((c) => ({ email: c.email, name: c.name ?? '', locale: row.locale ?? 'en' }));
}

/**
 * Queues `kind` to everyone copied on the request (only with sendEmail true), skipping addresses in
 * `already` (who receive this event's notice otherwise). Returns how many were queued.
 */
export async function enqueueCopiedNotices(
  tx: Queryable,
  clock: Clock,
  input: {
    requestId: string;
    kind: Extract<MailKind, 'completed' | 'declined' | 'voided' | 'expired'>;
    extra?: Partial<MailParams>;
    attachments?: MailAttachment[];
    ctx?: RequestMailContext;
    already?: string[];
  },
): Promise<number> {
  const skip = new Set((input.already ?? []).map(addressKey));
  const copied = (await copiedRecipients(tx, input.requestId)).filter((r) => !skip.has(addressKey(r.email)));
  // Most requests copy nobody: they cost one small read here.
  if (copied.length === 0) return 0;
  const ctx = input.ctx ?? (await requestMailContext(tx, input.requestId));
  if (!ctx.sendEmail) return 0;
  return noticeEach(
    tx,
    clock,
    ctx,
    input.requestId,
    copied,
    input.kind,
    { ...input.extra, copied: true },
    input.attachments,
  );
}

/**
 * The completion's notices to the observers: the people copied (with sendEmail true), then the sender,
 * unless their address already gets this completion's notice. Returns how many were queued.
 */
export async function enqueueCompletionToObservers(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; document: MailAttachment },
): Promise<number> {
  const ctx = await requestMailContext(tx, input.requestId);
  const signers = ctx.sendEmail
    ? (
        await tx.query<{ email: string }>('SELECT email FROM submitters WHERE request_id = $1', [
          input.requestId,
        ])
      ).rows.map((r) => r.email)
    : [];
  const copied = await enqueueCopiedNotices(tx, clock, {
    requestId: input.requestId,
    kind: 'completed',
    attachments: [input.document],
    ctx,
  });
  const told = new Set(signers.map(addressKey));
  if (ctx.sendEmail)
    for (const c of await copiedRecipients(tx, input.requestId)) told.add(addressKey(c.email));
  const sender = await completionSender(tx, input.requestId);
  if (!sender || told.has(addressKey(sender.email))) return copied;
  await enqueueMail(tx, clock, {
    kind: 'sender_completed',
    to: { email: sender.email, name: sender.name },
    params: {
      templateName: ctx.templateName,
      workspaceName: ctx.workspaceName,
      recipientName: sender.name,
      ...(sender.locale ? { locale: sender.locale } : {}),
      sender: ctx.sender,
      requestId: input.requestId,
    },
    workspaceId: ctx.workspaceId,
    requestId: input.requestId,
    attachments: [input.document],
  });
  return copied + 1;
}

/** The member who sent the request, while active and wanting completion e-mails; else null. */
async function completionSender(
  tx: Queryable,
  requestId: string,
): Promise<{ email: string; name: string; locale: string | null } | null> {
  const { rows } = await tx.query<{ email: string; name: string | null; locale: string | null }>(
    `SELECT m.email, m.name, m.locale FROM signature_requests r
       JOIN members m ON m.id = r.member_id
      WHERE r.id = $1 AND m.status = 'active' AND m.notify_on_completion AND m.email <> ''`,
    [requestId],
  );
  const m = rows[0];
  return m ? { email: m.email, name: m.name || m.email, locale: m.locale } : null;
}
