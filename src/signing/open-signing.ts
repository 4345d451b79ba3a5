// POST /sign/{token}/open (CONTRACT §6): the signing page was shown to the signer whose turn it is.
// The first call marks the submitter `opened` (and a `pending` request `opened`), records where from,
// stores the document as sent and writes the audit entry; later calls change nothing.
import { recordAudit } from '../audit/audit.ts';
import { notFound } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import type { Services } from '../platform/services.ts';
import type { RequestStatus, SubmitterStatus } from '../requests/read.ts';
import { storeSentDocument } from './sent-document.ts';
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
    await storeSentDocument(tx, services, ctx);
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
