// POST /sign/{token}/open (CONTRACT §6): the signing page was shown to the signer whose turn it is.
// The first call marks the submitter `opened` (and a `pending` request `opened`), records where from,
// stores the document as sent (rendered before the lock is taken) and writes the audit entry; later
// calls change nothing.
import { recordAudit } from '../audit/audit.ts';
import { notFound } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import type { Services } from '../platform/services.ts';
import type { RequestStatus, SubmitterStatus } from '../requests/read.ts';
import { sentDocumentBytes, storeSentDocument } from './sent-document.ts';
import { loadSigningContext } from './signing-context.ts';
import { assertSignerMayAct, signerActor } from './turns.ts';

export interface OpenOutcome {
  status: SubmitterStatus;
  requestStatus: RequestStatus;
}

export async function openSigning(
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret' | 'documents' | 'work'>,
  token: string,
  client: ClientInfo,
): Promise<OpenOutcome> {
  const { db, clock } = services;
  // The document as sent is rendered before the request's row is locked (in the pool it can take
  // seconds on a cold worker), so that the signer's complete, posted meanwhile, does not wait on the
  // lock past the statement timeout. Under the lock it is stored unless a concurrent open stored it.
  const before = await loadSigningContext(db, services.tokenSecret, token, clock.now());
  const sent =
    before && before.signer.status === 'awaiting' && !before.request.sentDocumentId
      ? await sentDocumentBytes(db, services, before).catch(() => undefined)
      : undefined;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const ctx = await loadSigningContext(tx, services.tokenSecret, token, now, { lock: true });
    if (!ctx) throw notFound('Signing link');
    assertSignerMayAct(ctx);
    const { request, signer } = ctx;
    if (signer.status === 'opened') return { status: 'opened', requestStatus: request.status };

    const opened = await tx.query(
      `UPDATE submitters SET status = 'opened', opened_at = $2, opened_ip = $3, opened_user_agent = $4
        WHERE id = $1 AND status = 'awaiting'`,
      [signer.id, now, client.ip, client.userAgent],
    );
    if (opened.rowCount === 0) throw new Error(`Submitter ${signer.id} changed under its request's row lock`);
    await tx.query(`UPDATE signature_requests SET status = 'opened' WHERE id = $1 AND status = 'pending'`, [
      request.id,
    ]);
    await storeSentDocument(tx, services, ctx, sent);
    await recordAudit(tx, clock, {
      workspaceId: request.workspaceId,
      requestId: request.id,
      action: 'signature_request.opened',
      actor: signerActor(signer),
      ip: client.ip,
      userAgent: client.userAgent,
      at: now,
    });
    return { status: 'opened', requestStatus: 'opened' };
  });
}
