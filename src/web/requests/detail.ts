// What the request page shows beyond the API's view of a request: each submitter's times and last
// reminder and decline reason, the void reason, and the request's trail from the audit log with every
// actor named, in the reader's language. Names and reasons people typed are isolated (<bdi>) so that
// right-to-left text or a direction override in them cannot turn the words around them.
import { type AuditActor, type AuditEntry, requestAuditTrail } from '../../audit/audit.ts';
import type { Translator } from '../../i18n/catalogue.ts';
import type { Db } from '../../platform/db/index.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { nextAutomaticReminder } from '../../requests/auto-remind.ts';
import {
  findRequest,
  type RequestView,
  type SubmitterStatus,
  turnSubmitter,
  type ViewContext,
} from '../../requests/read.ts';
import { listMembers } from '../../workspaces/workspaces.ts';
import { eventSentence } from '../audit-events.ts';

export interface SubmitterTimes {
  position: number;
  status: SubmitterStatus;
  invitedAt: Date | null;
  openedAt: Date | null;
  completedAt: Date | null;
  declinedAt: Date | null;
  declineReason: string | null;
  lastRemindedAt: Date | null;
  /** Issue 45: the member whose own turn this is (sent to their own address), else null. */
  memberId: string | null;
}

export interface RequestDetail {
  request: RequestView;
  /** Same order as request.submitters (signing order). */
  times: SubmitterTimes[];
  /** Index into request.submitters of the signer whose turn it is, if the request is open. */
  turn: number | null;
  voidReason: string | null;
  endedAt: Date | null;
  trail: Array<{ entry: AuditEntry; text: SafeHtml }>;
  /** When the signer whose turn it is gets their next automatic reminder; null when none is due. */
  nextReminder: Date | null;
}

export async function requestDetail(
  db: Db,
  workspaceId: string,
  id: string,
  ctx: ViewContext,
  t: Translator,
): Promise<RequestDetail | null> {
  const request = await findRequest(db, workspaceId, id, ctx);
  if (!request) return null;
  const [submitters, extra, trail, members, nextReminder] = await Promise.all([
    db.query<{
      position: number;
      status: SubmitterStatus;
      invited_at: Date | null;
      opened_at: Date | null;
      completed_at: Date | null;
      declined_at: Date | null;
      decline_reason: string | null;
      last_reminded_at: Date | null;
      member_id: string | null;
    }>(
      `SELECT position, status, invited_at, opened_at, completed_at, declined_at, decline_reason, last_reminded_at,
              member_id
         FROM submitters WHERE request_id = $1 ORDER BY position`,
      [id],
    ),
    db.query<{ void_reason: string | null; ended_at: Date | null }>(
      `SELECT void_reason, COALESCE(completed_at, declined_at, voided_at, expired_at) AS ended_at
         FROM signature_requests WHERE id = $1`,
      [id],
    ),
    requestAuditTrail(db, id),
    listMembers(db, workspaceId),
    nextAutomaticReminder(db, id, request.status),
  ]);
  // An erased member has no name any more: the timeline says "a former member" with their id.
  const names = new Map(members.map((m) => [m.id, m.name]));
  const times = submitters.rows.map((s) => ({
    position: s.position,
    status: s.status,
    invitedAt: s.invited_at,
    openedAt: s.opened_at,
    completedAt: s.completed_at,
    declinedAt: s.declined_at,
    declineReason: s.decline_reason,
    lastRemindedAt: s.last_reminded_at,
    memberId: s.member_id,
  }));
  const open = request.status === 'pending' || request.status === 'opened';
  const turn = open ? turnSubmitter(times) : null;
  return {
    request,
    times,
    turn: turn ? times.indexOf(turn) : null,
    voidReason: extra.rows[0]?.void_reason ?? null,
    endedAt: extra.rows[0]?.ended_at ?? null,
    trail: trail.map((entry) => ({ entry, text: describe(entry, names, t) })),
    nextReminder,
  };
}

/** Text a person typed (a name, an address, a reason), isolated from the sentence around it. */
export function bdi(text: string): SafeHtml {
  return html`<bdi>${text}</bdi>`;
}

/** Who did it; tHtml isolates the name it is given (<bdi>), so a name here stays plain text. */
function actorName(actor: AuditActor, names: Map<string, string>, t: Translator): string | SafeHtml {
  const member = (id: string) => names.get(id) || t.t('timeline.formerMember', { id });
  switch (actor.type) {
    case 'member':
      return member(actor.memberId);
    case 'api_key':
      return t.tHtml('timeline.viaApi', { name: member(actor.memberId) });
    case 'signer':
      return actor.name;
    case 'operator':
      return t.t('timeline.operator');
    default:
      return t.t('app.brand');
  }
}

function describe(entry: AuditEntry, names: Map<string, string>, t: Translator): SafeHtml {
  return eventSentence(entry, actorName(entry.actor, names, t), t);
}
