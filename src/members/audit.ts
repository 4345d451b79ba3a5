// What a member does, as the workspace audit log records it: actor {type: "member", memberId}, with
// the IP address and user agent the action came from. Written with the transaction of the change.
import type { AuditAction } from '../audit/actions.ts';
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';

export const memberActor = (memberId: string): AuditActor => ({ type: 'member', memberId });

export function recordMemberAction(
  tx: Queryable,
  clock: Clock,
  who: { workspaceId: string; memberId: string },
  client: ClientInfo,
  action: AuditAction,
  details?: Record<string, unknown>,
): Promise<string> {
  return recordAudit(tx, clock, {
    workspaceId: who.workspaceId,
    action,
    actor: memberActor(who.memberId),
    ip: client.ip,
    userAgent: client.userAgent,
    details,
  });
}
