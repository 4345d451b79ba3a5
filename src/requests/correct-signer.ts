// Correcting a signer (issue 35 item 3): the sender fixes the name or e-mail address of a signer who
// has neither signed nor declined, on a request still in flight, instead of voiding and sending again
// (which would be charged twice; this is not charged). The change is guarded by the submitter's row:
// it moves their link version on, so the old signing link answers 404 from then on and a new one is
// issued; a code they had entered must be entered again; what was queued for the old address and not
// yet handed over is withdrawn; with sendEmail the new address is invited at once when it is their
// turn. One audit entry keeps the old and the new details (erasure redacts them with the rest).
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { recordEvent } from '../events/record.ts';
import { cancelPendingMailTo, enqueueCorrectedInvitation } from '../mail/outbox.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { badRequest, coded, notFound } from '../platform/errors.ts';
import { type Actor, assertManagesRequest } from '../workspaces/roles.ts';
import { requestSearchText } from './browse.ts';
import {
  effectiveStatus,
  isTerminal,
  lockRequest,
  SUBMITTER_COLUMNS,
  type SubmitterRow,
  turnSubmitter,
} from './read.ts';

export interface CorrectSignerInput {
  workspaceId: string;
  requestId: string;
  /** The signer's role on the request (roles are unique within a request). */
  role: string;
  name?: string;
  email?: string;
  /** Invite the new address at once when it is their turn; default: the request's own sendEmail. */
  sendEmail?: boolean;
  actor: AuditActor;
  /** Who corrects it, with their role: a plain member may correct only what they sent. */
  manager: Actor;
  ip?: string;
  userAgent?: string;
}

export interface CorrectSignerOutcome {
  /** False when the details given were the signer's already (a replay): nothing changed. */
  corrected: boolean;
  /** Whether the new address was invited by this call. */
  invited: boolean;
}

/** What the events feed learns of a correction (issue 35 item 1). */
export interface SignerCorrected {
  workspaceId: string;
  requestId: string;
  role: string;
  email: string;
  at: Date;
}

/** The one place a correction is announced beyond the audit log: the change feed, in the correction's transaction. */
export async function onSignerCorrected(tx: Queryable, event: SignerCorrected): Promise<void> {
  await recordEvent(tx, { ...event, type: 'signature_request.signer_corrected' });
}

function notCorrectable(status: string, why: string) {
  return coded('submitter_not_correctable', why, { status });
}

export async function correctSigner(
  db: Db,
  clock: Clock,
  input: CorrectSignerInput,
): Promise<CorrectSignerOutcome> {
  const name = input.name?.trim();
  const email = input.email?.trim();
  if (input.name !== undefined && !name) throw badRequest('body/name must not be blank');
  return db.transaction(async (tx) => {
    await assertManagesRequest(tx, input.manager, input.workspaceId, input.requestId);
    const request = await lockRequest(tx, input.workspaceId, input.requestId);
    const now = clock.now();
    const status = effectiveStatus(request, now);
    if (isTerminal(status))
      throw notCorrectable(status, `The request is ${status}: its signers can no longer be changed`);
    const { rows: submitters } = await tx.query<SubmitterRow>(
      `SELECT ${SUBMITTER_COLUMNS} FROM submitters WHERE request_id = $1 ORDER BY position`,
      [request.id],
    );
    const signer = submitters.find((s) => s.role === input.role);
    if (!signer) throw notFound('Signer');
    if (signer.status === 'completed' || signer.status === 'declined') {
      throw notCorrectable(
        signer.status,
        `The ${signer.role} has ${signer.status === 'completed' ? 'signed' : 'declined'}: their details can no longer be changed`,
      );
    }
    const next = { name: name ?? signer.name, email: email ?? signer.email };
    if (next.name === signer.name && next.email === signer.email) return { corrected: false, invited: false };

    const changed = await tx.query(
      `UPDATE submitters
          SET name = $3, email = $4, link_version = link_version + 1,
              -- Issue 45: a turn moved to another address is no longer the sending member's own.
              member_id = CASE WHEN lower(email) = lower($4) THEN member_id END,
              verified_at = NULL, verification_failures = 0, verification_locked_until = NULL,
              verification_code_sent_at = NULL, verification_sends = NULL,
              verification_secret = CASE WHEN verification_method = 'email_code' THEN NULL ELSE verification_secret END
        WHERE id = $1 AND link_version = $2 AND status IN ('awaiting', 'opened')`,
      [signer.id, signer.link_version, next.name, next.email],
    );
    if (changed.rowCount === 0) throw new Error(`Submitter ${signer.id} changed under its request's lock`);
    // The application's search finds the request by the new details, and by the old ones (as does a
    // person's erasure, erase-person.ts, which also reads this entry's old address).
    const people = submitters.map((s) => (s.id === signer.id ? next : s));
    await tx.query('UPDATE signature_requests SET search_text = $2 WHERE id = $1', [
      request.id,
      requestSearchText(request.template_name, [
        ...people,
        ...request.cc.map((c) => ({ name: c.name ?? '', email: c.email })),
        { name: signer.name, email: signer.email },
      ]),
    ]);
    await cancelPendingMailTo(tx, clock, signer.id);
    const invite = (input.sendEmail ?? request.send_email) && turnSubmitter(submitters)?.id === signer.id;
    if (invite)
      await enqueueCorrectedInvitation(tx, clock, { requestId: request.id, submitterId: signer.id });
    await recordAudit(tx, clock, {
      workspaceId: input.workspaceId,
      requestId: request.id,
      action: 'signature_request.signer_corrected',
      actor: input.actor,
      ip: input.ip,
      userAgent: input.userAgent,
      details: correctionDetails(signer, next, invite),
    });
    await onSignerCorrected(tx, {
      workspaceId: input.workspaceId,
      requestId: request.id,
      role: signer.role,
      email: next.email,
      at: now,
    });
    return { corrected: true, invited: invite };
  });
}

/** The audit entry's details: the role, the old and new address (and name, when it changed). */
function correctionDetails(
  before: Pick<SubmitterRow, 'role' | 'name' | 'email'>,
  after: { name: string; email: string },
  invited: boolean,
) {
  return {
    role: before.role,
    fromEmail: before.email,
    email: after.email,
    ...(before.name === after.name ? {} : { fromName: before.name, name: after.name }),
    invited,
  };
}
