// POST /sign/{token}/decline (CONTRACT §6): the signer whose turn it is declines, with an optional
// reason. The submitter and the request become `declined` by guarded changes in one transaction with
// the audit entry, the workspace's in-app notification and the declined notices (to the member who
// sent the request, a confirmation to the decliner, and to the signers already e-mailed; unsent
// invitations are withdrawn).
// Declining again answers the same; a signer who has signed, or a request that has ended, is a 409.
import { notifyWorkspace, recordAudit } from '../audit/audit.ts';
import { enqueueCopiedNotices } from '../mail/observers.ts';
import { enqueueDeclinedNotices } from '../mail/outbox.ts';
import { notFound } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import type { Services } from '../platform/services.ts';
import { loadSigningContext } from './signing-context.ts';
import { assertDeclineReason } from './turn-kinds.ts';
import { assertSignerMayAct, signerActor } from './turns.ts';

export async function declineSigning(
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>,
  token: string,
  input: { reason?: string },
  client: ClientInfo,
): Promise<{ status: 'declined' }> {
  const { db, clock } = services;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const ctx = await loadSigningContext(tx, services.tokenSecret, token, now, { lock: true });
    if (!ctx) throw notFound('Signing link');
    const { request, signer } = ctx;
    if (signer.status === 'declined') return { status: 'declined' };
    assertSignerMayAct(ctx);

    const reason = input.reason?.trim() || null;
    assertDeclineReason(signer, reason);
    const declined = await tx.query(
      `UPDATE submitters SET status = 'declined', declined_at = $2, decline_reason = $3, acted_ip = $4,
              acted_user_agent = $5
        WHERE id = $1 AND status IN ('awaiting', 'opened')`,
      [signer.id, now, reason, client.ip, client.userAgent],
    );
    const ended = await tx.query(
      `UPDATE signature_requests SET status = 'declined', declined_at = $2
        WHERE id = $1 AND status IN ('pending', 'opened')`,
      [request.id, now],
    );
    if (declined.rowCount === 0 || ended.rowCount === 0) {
      throw new Error(`Request ${request.id} changed under its row lock`);
    }
    const notified =
      (await enqueueDeclinedNotices(tx, clock, {
        requestId: request.id,
        decliner: signer,
        reason,
      })) +
      // The people copied learn it as the signers do; a copied sender has had their own notice.
      (await enqueueCopiedNotices(tx, clock, {
        requestId: request.id,
        kind: 'declined',
        extra: { reason, declinedBy: signer.name },
        already: request.sender ? [request.sender.email] : [],
      }));
    await notifyWorkspace(tx, clock, {
      workspaceId: request.workspaceId,
      type: 'signature_request.declined',
      requestId: request.id,
    });
    await recordAudit(tx, clock, {
      workspaceId: request.workspaceId,
      requestId: request.id,
      action: 'signature_request.declined',
      actor: signerActor(signer),
      ip: client.ip,
      userAgent: client.userAgent,
      details: {
        role: signer.role,
        ...(signer.kind === 'approver' ? { kind: 'approver', rejected: true } : {}),
        ...(reason ? { reason } : {}),
        notified,
      },
      at: now,
    });
    return { status: 'declined' };
  });
}
