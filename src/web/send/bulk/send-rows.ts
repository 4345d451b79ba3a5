// Bulk send's sending (issue 24 item 5): the checked rows, each one request through sendRequest,
// the API's own send (the same allowance, the same idempotency, the same audit entry and
// invitation). Rows sent before (their key used) are replays and are not sent again; the whole
// file is refused before anything is sent when its new rows exceed what the month's allowance has
// left. A row whose signers got this template within RECENT_DUPLICATE_MS (a request of another key:
// the row corrected, or sent from elsewhere) is asked about as the single send form asks, with the
// same domain function (requests/browse.ts recentDuplicates), and sent only when the member says so
// (issue 31 item 7). Sends go out a bounded number at a time so that the send statement (send-writer.ts) writes
// them in full batches; a refusal of one row (the allowance running out meanwhile) is that row's.
import type { MemberSession } from '../../../members/sessions.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Services } from '../../../platform/services.ts';
import { readUsage } from '../../../requests/allowance.ts';
import { RECENT_DUPLICATE_MS, recentDuplicates } from '../../../requests/browse.ts';
import { sendRequest } from '../../../requests/send.ts';
import { findSentKeys } from '../../../requests/sent-keys.ts';
import type { PlannedRow } from './rows.ts';

/** What became of a row, or (before sending) what will. */
export type RowOutcome =
  | { row: PlannedRow; result: 'ready' }
  | { row: PlannedRow; result: 'invalid' }
  | { row: PlannedRow; result: 'sent'; requestId: string }
  /** Sent by an earlier upload of the same row; `requestId` null when that request was erased since. */
  | { row: PlannedRow; result: 'alreadySent'; requestId: string | null }
  /** Its signers got this template a moment ago (`earlier`): not sent unless the member confirms. */
  | { row: PlannedRow; result: 'recent'; earlier: { id: string; createdAt: Date } }
  | { row: PlannedRow; result: 'failed'; error: AppError | null };

/** The file as it stands: each row's outcome so far and, when its new rows do not fit, the allowance. */
export interface BulkPlan {
  rows: RowOutcome[];
  /** How many rows would be sent now. */
  toSend: number;
  /** Set when the month's allowance has fewer requests left than the file would send. */
  overAllowance?: { remaining: number; limit: number; used: number };
}

/** Sends in flight at once: two full send statements' worth (send-writer.ts MAX_BATCH 64, 2 in flight). */
const CONCURRENCY = 128;

/**
 * Marks the rows sent before and those whose signers got the template a moment ago (ready all the
 * same when `sendAnyway`), and checks the rows to send against the month's allowance.
 */
export async function planSend(
  services: Services,
  member: MemberSession,
  rows: PlannedRow[],
  { sendAnyway }: { sendAnyway: boolean },
): Promise<BulkPlan> {
  const valid = rows.filter((r) => r.problems.length === 0);
  const sent = await findSentKeys(
    services.db,
    member.workspaceId,
    valid.flatMap((r) => [r.idempotencyKey, r.legacyKey]),
  );
  const outcomes: RowOutcome[] = rows.map((row) => {
    if (row.problems.length > 0) return { row, result: 'invalid' };
    const earlier = sent.get(row.idempotencyKey) ?? sent.get(row.legacyKey);
    if (earlier) return { row, result: 'alreadySent', requestId: earlier.erased ? null : earlier.id };
    return { row, result: 'ready' };
  });
  if (!sendAnyway) {
    const ready = outcomes.flatMap((o, i) => (o.result === 'ready' ? [i] : []));
    const duplicates = await recentDuplicates(
      services.db,
      member.workspaceId,
      rows[0]?.body.templateId ?? '',
      ready.map((i) => outcomes[i].row.body.submitters.map((s) => s.email)),
      new Date(services.clock.now().getTime() - RECENT_DUPLICATE_MS),
    );
    ready.forEach((index, i) => {
      const earlier = duplicates[i];
      if (earlier) outcomes[index] = { row: outcomes[index].row, result: 'recent', earlier };
    });
  }
  const toSend = outcomes.filter((o) => o.result === 'ready').length;
  const usage = (await readUsage(services.db, services.clock, member.workspaceId, member.plan))
    .signatureRequests;
  if (usage.remaining !== 'unlimited' && usage.limit !== 'unlimited' && toSend > usage.remaining) {
    return {
      rows: outcomes,
      toSend,
      overAllowance: { remaining: usage.remaining, limit: usage.limit, used: usage.used },
    };
  }
  return { rows: outcomes, toSend };
}

/** Sends every ready row of a plan that fits the allowance; the outcome of each row, in order. */
export async function sendPlanned(
  services: Services,
  member: MemberSession,
  plan: BulkPlan,
  client: { ip: string; userAgent?: string },
  log: { error(obj: object, msg: string): void },
): Promise<RowOutcome[]> {
  if (plan.overAllowance) throw new Error('A plan over the allowance is not sent');
  const sendOne = async (row: PlannedRow): Promise<RowOutcome> => {
    try {
      const outcome = await sendRequest(services.db, services.clock, {
        auth: {
          workspaceId: member.workspaceId,
          memberId: member.memberId,
          plan: member.plan,
          apiKeyId: null,
          memberEmail: member.email,
        },
        body: row.body,
        ttlDays: services.config.requestTtlDays,
        documents: services.documents,
        work: services.work.for(member.workspaceId),
        ip: client.ip,
        userAgent: client.userAgent,
      });
      return outcome.created
        ? { row, result: 'sent', requestId: outcome.id }
        : { row, result: 'alreadySent', requestId: outcome.id };
    } catch (error) {
      // A refusal (the allowance ran out meanwhile, the template was archived) is the row's; so is an
      // outage, logged: the rows sent stay sent, and the same file sent again sends only the rest.
      if (error instanceof AppError && error.statusCode < 500) return { row, result: 'failed', error };
      log.error({ err: error, row: row.number }, 'bulk send: a row could not be sent');
      return { row, result: 'failed', error: null };
    }
  };

  const outcomes = [...plan.rows];
  const ready = outcomes.flatMap((o, i) => (o.result === 'ready' ? [i] : []));
  // The first alone: it reads the template once for the sends that follow.
  let next = 0;
  if (ready.length > 0) {
    outcomes[ready[0]] = await sendOne(outcomes[ready[0]].row);
    next = 1;
  }
  const worker = async () => {
    while (next < ready.length) {
      const index = ready[next++];
      outcomes[index] = await sendOne(outcomes[index].row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ready.length) }, worker));
  return outcomes;
}
