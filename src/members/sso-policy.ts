// A workspace's single sign-on rules (issue 25, item 2): whether its members must sign in through the
// instance's identity provider (then e-mailed links and passkeys are refused for them), and the one
// e-mail domain whose verified addresses join it as plain members on their first single sign-on, once
// the workspace has proven the domain (sso-domains.ts).
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { AppError } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import { recordMemberAction } from './audit.ts';
import type { SignInMethod } from './sessions.ts';
import { setJoinDomain } from './sso-domains.ts';

export interface WorkspaceSso {
  required: boolean;
  /** Lower case, without '@'; null: nobody joins by domain. */
  joinDomain: string | null;
}

/**
 * A link or passkey sign-in into a workspace that requires single sign-on. Thrown inside the
 * sign-in's transaction, so nothing it did (a link used up, a session) is kept; pages say why.
 */
export class SsoRequiredError extends AppError {
  constructor(readonly workspaceName: string) {
    super(403, 'This workspace requires single sign-on: continue with your identity provider');
  }
}

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** "acme.com", "@Acme.com" → "acme.com"; undefined for what is not a domain name. */
export function normalizeDomain(text: string): string | undefined {
  const domain = text.trim().replace(/^@/, '').toLowerCase();
  return domain.length <= 253 && DOMAIN.test(domain) ? domain : undefined;
}

export async function workspaceSso(db: Queryable, workspaceId: string): Promise<WorkspaceSso> {
  const { rows } = await db.query<{ sso_required: boolean; sso_join_domain: string | null }>(
    'SELECT sso_required, sso_join_domain FROM workspaces WHERE id = $1',
    [workspaceId],
  );
  return { required: rows[0]?.sso_required ?? false, joinDomain: rows[0]?.sso_join_domain ?? null };
}

/** Refuses a sign-in by link, invitation or passkey into a workspace that requires single sign-on. */
export async function assertSignInAllowed(
  tx: Queryable,
  workspaceId: string,
  method: SignInMethod,
): Promise<void> {
  if (method === 'oidc') return;
  const { rows } = await tx.query<{ name: string; sso_required: boolean }>(
    'SELECT name, sso_required FROM workspaces WHERE id = $1',
    [workspaceId],
  );
  if (rows[0]?.sso_required) throw new SsoRequiredError(rows[0].name);
}

/**
 * An owner changes the rules; audited as `workspace.sso_changed` with the new values. Requiring single
 * sign-on ends every open session of the workspace that began another way (link, invitation,
 * passkey), the acting owner's included: those members meet the single sign-on page next time.
 * Returns how many sessions ended.
 */
export async function changeWorkspaceSso(
  tx: Queryable,
  clock: Clock,
  owner: { workspaceId: string; memberId: string },
  client: ClientInfo,
  next: WorkspaceSso,
): Promise<number> {
  await tx.query('UPDATE workspaces SET sso_required = $2 WHERE id = $1', [owner.workspaceId, next.required]);
  // Another domain starts pending: nobody joins by it until it is proven (sso-domains.ts).
  await setJoinDomain(tx, owner.workspaceId, next.joinDomain);
  const ended = next.required
    ? (
        await tx.query(
          `UPDATE member_sessions SET ended_at = $2
            WHERE workspace_id = $1 AND ended_at IS NULL AND method <> 'oidc'`,
          [owner.workspaceId, clock.now()],
        )
      ).rowCount
    : 0;
  await recordMemberAction(tx, clock, owner, client, 'workspace.sso_changed', {
    required: next.required,
    joinDomain: next.joinDomain,
    ...(next.required ? { sessionsEnded: ended } : {}),
  });
  return ended;
}
