// What the audit certificate says about a request (CONTRACT §8): each signer's identity, where they
// acted from and when, and the event timeline — the request's audit log entries plus each signer's
// invitation, oldest first, in words a reader of the PDF understands.
import type { AuditActor, AuditEntry } from '../audit/audit.ts';
import type { AuditEvent, AuditSigner } from '../seal/index.ts';
import type { Signer } from './signing-context.ts';

const ACTIONS: Record<string, string> = {
  'signature_request.sent': 'Sent for signature',
  'signature_request.opened': 'Opened the signing page',
  'signature_request.signed': 'Signed',
  'signature_request.declined': 'Declined',
  'signature_request.reminded': 'Reminder sent',
  'signature_request.completed': 'Completed: every party has signed',
  'signature_request.voided': 'Voided',
  'signature_request.expired': 'Expired',
};

function describeActor(actor: AuditActor): string {
  switch (actor.type) {
    case 'signer':
      return `${actor.name} <${actor.email}> (${actor.role})`;
    case 'api_key':
      return `sender (API key ${actor.apiKeyId})`;
    case 'operator':
      return 'operator';
    default:
      return 'Countersign';
  }
}

export function certificateSigners(signers: Signer[]): AuditSigner[] {
  return signers.map((s) => ({
    role: s.role,
    name: s.name,
    email: s.email,
    // The address and browser of the decisive action (signing or declining), else of the opening.
    ipAddress: s.actedIp ?? s.openedIp,
    userAgent: s.actedUserAgent ?? s.openedUserAgent,
    invitedAt: s.invitedAt,
    openedAt: s.openedAt,
    signedAt: s.status === 'completed' ? s.completedAt : null,
    declinedAt: s.declinedAt,
  }));
}

/** Audit entries as the certificate's timeline; invitations come from the submitters' turn times. */
export function timeline(
  entries: Array<Pick<AuditEntry, 'at' | 'action' | 'actor' | 'ip'>>,
  signers: Signer[],
): AuditEvent[] {
  const invitations = signers
    .filter((s) => s.invitedAt)
    .map((s) => ({
      at: s.invitedAt!,
      action: 'Invited to sign',
      actor: `${s.name} <${s.email}> (${s.role})`,
    }));
  const events = entries.map((entry) => ({
    at: entry.at,
    action: ACTIONS[entry.action] ?? entry.action,
    actor: describeActor(entry.actor),
    ip: entry.ip,
  }));
  // A stable sort: at one instant, what was logged (the send, a signature) reads before the
  // invitation it caused.
  return [...events, ...invitations].sort((a, b) => a.at.getTime() - b.at.getTime());
}
