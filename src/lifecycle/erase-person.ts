// Honouring one person's erasure request (issue 21 item 5): every ended request of the workspace on
// which that address is a signer, or is copied (issue 24), is erased, exactly as the explicit erase
// does; the requests still in flight are listed, to be voided (then erased) or waited for. Addresses
// compare case-insensitively. Candidates are found through the requests' search index (which holds
// every signer's and copied address, and a corrected signer's old one) and then checked exactly
// against the submitters, the copies and the corrections, so the search costs no extra index on the
// send path.
import type { AuditActor } from '../audit/audit.ts';
import { effectiveStatus, isTerminal, type RequestStatus } from '../requests/read.ts';
import { forgetFixedSubmitter } from '../templates/public-links.ts';
import {
  type EraseServices,
  eraseLockedRequest,
  erasureTransaction,
  lockForErasure,
  purgeObjects,
} from './erase-request.ts';
import { forgetRemovedAddress } from './removed-addresses.ts';

export interface PersonErasure {
  /** Requests erased now. */
  erased: string[];
  /** Requests still in flight, with their status: void them, then erase again. */
  inFlight: Array<{ id: string; status: RequestStatus }>;
  /**
   * Members of the workspace with that address: remove them, and their name, address, sessions and
   * passkeys are erased once nothing in flight refers to them.
   */
  members: Array<{ id: string; status: 'active' | 'removed' }>;
  /**
   * Templates whose public link named that address for a role (issue 45 item 4): the link is turned
   * off and forgets them; an owner names someone else and turns it on again.
   */
  publicLinksOff: string[];
}

export async function erasePerson(
  services: EraseServices,
  input: { workspaceId: string; email: string; actor: AuditActor },
): Promise<PersonErasure> {
  const address = input.email.trim().normalize('NFC').toLowerCase();
  const { rows } = await services.db.query<{ id: string; status: RequestStatus; expires_at: Date }>(
    `SELECT r.id, r.status, r.expires_at FROM signature_requests r
      WHERE r.workspace_id = $1 AND r.erased_at IS NULL
        AND r.search_vector @@ plainto_tsquery('simple', $2)
        AND (EXISTS (SELECT 1 FROM submitters s
                      WHERE s.request_id = r.id AND lower(normalize(s.email, NFC)) = $2)
             -- Or copied on it (issue 24; the search index holds those addresses too).
             OR EXISTS (SELECT 1 FROM jsonb_array_elements(r.cc) c
                         WHERE lower(normalize(c->>'email', NFC)) = $2)
             -- Or a signer's address before a correction (issue 35), kept in its audit entry.
             OR EXISTS (SELECT 1 FROM audit_log a
                         WHERE a.request_id = r.id AND a.action = 'signature_request.signer_corrected'
                           AND lower(normalize(a.details->>'fromEmail', NFC)) = $2))
      ORDER BY r.created_at, r.id`,
    [input.workspaceId, address],
  );
  const members = await services.db.query<{ id: string; status: 'active' | 'removed' }>(
    `SELECT id, status FROM members
      WHERE workspace_id = $1 AND erased_at IS NULL AND lower(normalize(email, NFC)) = $2 ORDER BY id`,
    [input.workspaceId, address],
  );
  const outcome: PersonErasure = {
    erased: [],
    inFlight: [],
    members: members.rows,
    publicLinksOff: await forgetFixedSubmitter(services.db, input.workspaceId, address, services.clock.now()),
  };
  for (const candidate of rows) {
    const status = await erasureTransaction(services.db, async (tx) => {
      const request = await lockForErasure(tx, candidate.id, input.workspaceId);
      if (!request) return null;
      const now = effectiveStatus(request, services.clock.now());
      if (isTerminal(now)) await eraseLockedRequest(tx, services, request, input.actor, 'erase_person');
      return now;
    });
    if (status === null) continue;
    if (isTerminal(status)) outcome.erased.push(candidate.id);
    else outcome.inFlight.push({ id: candidate.id, status });
  }
  await purgeObjects(services.documents);
  // The workspace no longer remembers that it removed this address (issue 31 item 1).
  await forgetRemovedAddress(services.db, input.workspaceId, address);
  return outcome;
}
