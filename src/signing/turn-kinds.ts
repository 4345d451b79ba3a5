// What each kind of participant's turn asks of them (issue 45): a signer and a witness consent and
// sign; an approver approves (rejecting is declining, with a reason); a viewer opens the document and
// confirms reading it. One place says what a call must carry for the kind whose turn it is, and which
// audit action (and so which feed event) records it.
import type { AuditAction } from '../audit/actions.ts';
import { badRequest, coded } from '../platform/errors.ts';
import { kindSigns, type RoleKind } from '../templates/types.ts';
import type { Signer } from './signing-context.ts';

/** What a completing call says about the turn, before the link tells whose it is. */
export interface TurnCall {
  consent?: boolean;
  signature?: unknown;
  approve?: boolean;
  read?: boolean;
}

/** Whether the call is an approval or a confirmation rather than a signature. */
export const isTurnWithoutSignature = (call: TurnCall) =>
  call.approve !== undefined || call.read !== undefined;

/** Throws the 400 (or the viewer's 409) that says what this participant's call lacks. */
export function assertTurnCall(signer: Pick<Signer, 'kind' | 'role' | 'status'>, call: TurnCall): void {
  const { kind, role } = signer;
  if (kindSigns(kind)) {
    if (isTurnWithoutSignature(call)) {
      throw badRequest(
        `body/approve and body/read are for approvers and viewers: ${role} signs (consent and signature)`,
      );
    }
    if (call.consent !== true) {
      throw badRequest('body/consent must be true: the signer agrees to sign electronically');
    }
    if (call.signature === undefined) {
      throw badRequest('body/signature is required: the signer’s name typed, or a drawn signature');
    }
    return;
  }
  if (call.signature !== undefined || call.consent !== undefined) {
    throw badRequest(
      `body/signature and body/consent are for signers: ${role} is ${article(kind)} ${kind} and signs nothing`,
    );
  }
  if (kind === 'approver') {
    if (call.read !== undefined) throw badRequest(`body/read is for viewers: ${role} is an approver`);
    if (call.approve !== true) {
      throw badRequest(
        'body/approve must be true: an approver approves with this call, or rejects with /decline',
      );
    }
    return;
  }
  if (call.approve !== undefined) throw badRequest(`body/approve is for approvers: ${role} is a viewer`);
  if (call.read !== true)
    throw badRequest('body/read must be true: a viewer confirms they have read the document');
  if (signer.status !== 'opened') {
    throw coded('not_opened', 'Open the document before confirming that you have read it');
  }
}

/** An approver's rejection says why; anyone else's reason stays optional. */
export function assertDeclineReason(signer: Pick<Signer, 'kind'>, reason: string | null): void {
  if (signer.kind === 'approver' && !reason) {
    throw badRequest('body/reason is required: an approver who rejects says why');
  }
}

/** The audit entry (and feed event) of each kind's completed turn. */
const COMPLETED: Record<RoleKind, { action: AuditAction }> = {
  signer: { action: 'signature_request.signed' },
  approver: { action: 'signature_request.approved' },
  viewer: { action: 'signature_request.viewed' },
  witness: { action: 'signature_request.witnessed' },
};

/** The audit action (and feed event) of a completed turn. */
export const completedAction = (kind: RoleKind): AuditAction => COMPLETED[kind].action;

const article = (kind: RoleKind) => (kind === 'approver' ? 'an' : 'a');
