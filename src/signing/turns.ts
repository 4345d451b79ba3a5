// The rules every signer action shares: who may act now (sequential turns, CONTRACT §6), what an
// action records about the signer (IP address per TRUST_PROXY, user agent, time), and how the
// signer appears in the audit log.
import type { AuditActor } from '../audit/audit.ts';
import { coded } from '../platform/errors.ts';
import { isTerminal } from '../requests/read.ts';
import type { Signer, SigningContext } from './signing-context.ts';

export function signerActor(signer: Pick<Signer, 'role' | 'email' | 'name'>): AuditActor {
  return { type: 'signer', role: signer.role, email: signer.email, name: signer.name };
}

/**
 * Throws the 409 that says why this signer cannot act now: they signed already, the request has
 * ended, or an earlier signer has not signed yet.
 */
export function assertSignerMayAct(ctx: SigningContext): void {
  const { request, signer, turn } = ctx;
  if (signer.status === 'completed')
    throw coded('already_completed', 'You have already signed this document');
  if (isTerminal(request.status)) {
    throw coded('request_closed', `This request is ${request.status} and can no longer be signed`, {
      requestStatus: request.status,
    });
  }
  if (turn?.id !== signer.id) {
    throw coded('not_your_turn', `It is not your turn yet: ${turn?.name ?? 'an earlier signer'} signs first`);
  }
}

/** The next signer after `signer`, when there is one. */
export function nextSigner(ctx: SigningContext, signer: Signer): Signer | undefined {
  return ctx.signers.find((s) => s.position > signer.position);
}
