// Who may change what (issue 25), the way senders expect (DocuSign's sender and administrator): a
// plain member manages the requests and templates they created and sees the workspace's; an owner
// manages all. An API key acts as its member. Applied to the application and to the API operations
// the spec does not define (void, template changes); the spec's own operations (send, poll, remind,
// document, usage, list) stay workspace-wide. A template without a creator (created before
// migration 0034) is owner-managed.
import type { Queryable } from '../platform/db/index.ts';
import { coded } from '../platform/errors.ts';
import type { MemberRole } from './workspaces.ts';

/** Whoever acts: a signed-in member, or an API key's member. */
export interface Actor {
  memberId: string;
  role: MemberRole;
}

/** Whether `actor` manages something created by `creatorId` (null: nobody recorded, owners only). */
export const mayManage = (actor: Actor, creatorId: string | null | undefined): boolean =>
  actor.role === 'owner' || (creatorId != null && creatorId === actor.memberId);

export const notPermitted = (what: 'request' | 'template') =>
  coded(
    'not_permitted',
    `Only the member who created this ${what}, or an owner of the workspace, may change it`,
  );

/** The creator of a request of the workspace: undefined when there is no such request. */
export async function requestCreator(
  db: Queryable,
  workspaceId: string,
  requestId: string,
): Promise<string | null | undefined> {
  const { rows } = await db.query<{ member_id: string | null }>(
    'SELECT member_id FROM signature_requests WHERE id = $1 AND workspace_id = $2',
    [requestId, workspaceId],
  );
  return rows[0] ? rows[0].member_id : undefined;
}

/** The creator of a template of the workspace: undefined when there is no such template. */
export async function templateCreator(
  db: Queryable,
  workspaceId: string,
  templateId: string,
): Promise<string | null | undefined> {
  const { rows } = await db.query<{ created_by: string | null }>(
    'SELECT created_by FROM templates WHERE id = $1 AND workspace_id = $2',
    [templateId, workspaceId],
  );
  return rows[0] ? rows[0].created_by : undefined;
}

/** Refuses (403 not_permitted) an actor who may not change this request; an unknown one passes (404 later). */
export async function assertManagesRequest(
  db: Queryable,
  actor: Actor,
  workspaceId: string,
  requestId: string,
): Promise<void> {
  if (actor.role === 'owner') return;
  const creator = await requestCreator(db, workspaceId, requestId);
  if (creator !== undefined && !mayManage(actor, creator)) throw notPermitted('request');
}

/** Refuses (403 not_permitted) an actor who may not change this template; an unknown one passes (404 later). */
export async function assertManagesTemplate(
  db: Queryable,
  actor: Actor,
  workspaceId: string,
  templateId: string,
): Promise<void> {
  if (actor.role === 'owner') return;
  const creator = await templateCreator(db, workspaceId, templateId);
  if (creator !== undefined && !mayManage(actor, creator)) throw notPermitted('template');
}

/** Records who created a template (in the transaction that created it). */
export async function recordTemplateCreator(tx: Queryable, templateId: string, memberId: string) {
  await tx.query('UPDATE templates SET created_by = $2 WHERE id = $1', [templateId, memberId]);
}

/** The creators of these templates, for pages that show which ones a member may change. */
export async function templateCreators(
  db: Queryable,
  workspaceId: string,
  templateIds: string[],
): Promise<Map<string, string | null>> {
  if (templateIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; created_by: string | null }>(
    'SELECT id, created_by FROM templates WHERE workspace_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))',
    [workspaceId, JSON.stringify(templateIds)],
  );
  return new Map(rows.map((r) => [r.id, r.created_by]));
}
