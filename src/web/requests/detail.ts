// What the request page shows beyond the API's view of a request: each submitter's times and last
// reminder, the void reason, and the request's trail from the audit log with every actor named.
import { type AuditActor, type AuditEntry, requestAuditTrail } from '../../audit/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import {
  findRequest,
  type RequestView,
  type SubmitterStatus,
  turnSubmitter,
  type ViewContext,
} from '../../requests/read.ts';
import { listMembers } from '../../workspaces/workspaces.ts';
import { en } from '../strings/en.ts';

export interface SubmitterTimes {
  position: number;
  status: SubmitterStatus;
  invitedAt: Date | null;
  openedAt: Date | null;
  completedAt: Date | null;
  declinedAt: Date | null;
  lastRemindedAt: Date | null;
}

export interface RequestDetail {
  request: RequestView;
  /** Same order as request.submitters (signing order). */
  times: SubmitterTimes[];
  /** Index into request.submitters of the signer whose turn it is, if the request is open. */
  turn: number | null;
  voidReason: string | null;
  endedAt: Date | null;
  trail: Array<{ entry: AuditEntry; text: string }>;
}

export async function requestDetail(
  db: Db,
  workspaceId: string,
  id: string,
  ctx: ViewContext,
): Promise<RequestDetail | null> {
  const request = await findRequest(db, workspaceId, id, ctx);
  if (!request) return null;
  const [submitters, extra, trail, members] = await Promise.all([
    db.query<{
      position: number;
      status: SubmitterStatus;
      invited_at: Date | null;
      opened_at: Date | null;
      completed_at: Date | null;
      declined_at: Date | null;
      last_reminded_at: Date | null;
    }>(
      `SELECT position, status, invited_at, opened_at, completed_at, declined_at, last_reminded_at
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
    lastRemindedAt: s.last_reminded_at,
  }));
  const open = request.status === 'pending' || request.status === 'opened';
  const turn = open ? turnSubmitter(times) : null;
  return {
    request,
    times,
    turn: turn ? times.indexOf(turn) : null,
    voidReason: extra.rows[0]?.void_reason ?? null,
    endedAt: extra.rows[0]?.ended_at ?? null,
    trail: trail.map((entry) => ({ entry, text: describe(entry, names) })),
  };
}

function actorName(actor: AuditActor, names: Map<string, string>): string {
  switch (actor.type) {
    case 'member':
      return names.get(actor.memberId) || en.timeline.formerMember(actor.memberId);
    case 'api_key':
      return en.timeline.viaApi(names.get(actor.memberId) || en.timeline.formerMember(actor.memberId));
    case 'signer':
      return actor.name;
    case 'operator':
      return en.timeline.operator;
    default:
      return en.timeline.system;
  }
}

function describe(entry: AuditEntry, names: Map<string, string>): string {
  const who = actorName(entry.actor, names);
  const text = en.timeline.actions[entry.action];
  return text ? text(who, entry.details ?? {}) : en.timeline.other(entry.action, who);
}
