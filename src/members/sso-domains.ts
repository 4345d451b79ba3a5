// A workspace's auto-join domain must be proven before anyone joins by it (issue 31 item 2). An owner
// names a domain: it is `pending` and the workspace is given a TXT record value
// (`countersign-verification=<token>`) to publish at `_countersign.<domain>` (or at the domain
// itself). It becomes `verified` when that record is found through node:dns (DNS_SERVERS, when set,
// names the servers asked), or when the operator confirms it (operator API, CLI) and an owner's own
// address is at that domain. A public mail domain (a maintained list) is never accepted, and a domain
// another workspace has verified is refused (a unique index holds it under races too).
import { Resolver } from 'node:dns/promises';
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import type { Clock } from '../platform/clock.ts';
import { type Db, isUniqueViolation, type Queryable } from '../platform/db/index.ts';
import { randomToken } from '../platform/ids.ts';

/** Domains anyone can have an address at: proving one would let strangers in. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.de',
  'outlook.fr',
  'outlook.es',
  'hotmail.com',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.co.uk',
  'live.com',
  'live.de',
  'live.fr',
  'msn.com',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'posteo.de',
  'mailbox.org',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'wanadoo.fr',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'mail.com',
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'rediffmail.com',
  'telefonica.net',
  'terra.es',
]);

export type JoinDomainState = 'pending' | 'verified';

export interface JoinDomain {
  domain: string;
  state: JoinDomainState;
  /** The TXT record value that proves it (`countersign-verification=<token>`). */
  record: string;
  verifiedAt: Date | null;
  verifiedBy: 'dns' | 'operator' | null;
}

/** Why a domain cannot be an auto-join domain: a public mail domain, or another workspace's. */
export type DomainRefusal = 'public' | 'taken';

export const verificationRecord = (token: string) => `countersign-verification=${token}`;
export const VERIFICATION_HOST_PREFIX = '_countersign.';

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase());
}

export async function joinDomainOf(db: Queryable, workspaceId: string): Promise<JoinDomain | null> {
  const { rows } = await db.query<{
    sso_join_domain: string | null;
    sso_join_domain_token: string | null;
    sso_join_domain_verified_at: Date | null;
    sso_join_domain_verified_by: 'dns' | 'operator' | null;
  }>(
    `SELECT sso_join_domain, sso_join_domain_token, sso_join_domain_verified_at, sso_join_domain_verified_by
       FROM workspaces WHERE id = $1`,
    [workspaceId],
  );
  const row = rows[0];
  if (!row?.sso_join_domain || !row.sso_join_domain_token) return null;
  return {
    domain: row.sso_join_domain,
    state: row.sso_join_domain_verified_at ? 'verified' : 'pending',
    record: verificationRecord(row.sso_join_domain_token),
    verifiedAt: row.sso_join_domain_verified_at,
    verifiedBy: row.sso_join_domain_verified_by,
  };
}

/** A refusal for this domain in this workspace, or undefined when it may be named. */
export async function domainRefusal(
  db: Queryable,
  workspaceId: string,
  domain: string,
): Promise<DomainRefusal | undefined> {
  if (isPublicMailDomain(domain)) return 'public';
  const { rows } = await db.query(
    `SELECT 1 FROM workspaces
      WHERE sso_join_domain = $1 AND sso_join_domain_verified_at IS NOT NULL AND id <> $2`,
    [domain, workspaceId],
  );
  return rows.length > 0 ? 'taken' : undefined;
}

/**
 * Names the workspace's join domain: the same domain keeps its proof; another starts pending with a
 * new token; null removes it with its proof.
 */
export async function setJoinDomain(
  tx: Queryable,
  workspaceId: string,
  domain: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE workspaces
        SET sso_join_domain_token = CASE WHEN $2::text IS NULL THEN NULL ELSE $3 END,
            sso_join_domain_verified_at = NULL, sso_join_domain_verified_by = NULL, sso_join_domain = $2
      WHERE id = $1 AND sso_join_domain IS DISTINCT FROM $2`,
    [workspaceId, domain, randomToken(24)],
  );
}

/** The TXT records at the verification host and at the domain itself, joined per record. */
async function txtRecords(resolver: Resolver, domain: string): Promise<string[]> {
  const found: string[] = [];
  for (const host of [`${VERIFICATION_HOST_PREFIX}${domain}`, domain]) {
    try {
      for (const chunks of await resolver.resolveTxt(host)) found.push(chunks.join(''));
    } catch {
      // No such name, no TXT records, or no answer: nothing found there.
    }
  }
  return found;
}

export function dnsResolver(servers: string[] | undefined): Resolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  return resolver;
}

export type VerifyOutcome = 'verified' | 'not_found' | 'taken' | 'none';

/** Marks the pending domain verified; audited. 'taken' when another workspace verified it first. */
async function markVerified(
  tx: Queryable,
  clock: Clock,
  workspaceId: string,
  domain: string,
  by: 'dns' | 'operator',
  actor: AuditActor,
  client: { ip: string | null; userAgent: string | null },
): Promise<VerifyOutcome> {
  if ((await domainRefusal(tx, workspaceId, domain)) === 'taken') return 'taken';
  const { rowCount } = await tx.query(
    `UPDATE workspaces SET sso_join_domain_verified_at = $3, sso_join_domain_verified_by = $4
      WHERE id = $1 AND sso_join_domain = $2 AND sso_join_domain_verified_at IS NULL`,
    [workspaceId, domain, clock.now(), by],
  );
  if (rowCount === 0) return 'none';
  await recordAudit(tx, clock, {
    workspaceId,
    action: 'workspace.sso_domain_verified',
    actor,
    ip: client.ip,
    userAgent: client.userAgent,
    details: { domain, method: by },
  });
  return 'verified';
}

/**
 * An owner asks: is the TXT record there? Verified when it is. The lookup runs outside any
 * transaction; the change and its audit entry are one.
 */
export async function verifyJoinDomainByDns(
  db: Db,
  clock: Clock,
  resolver: Resolver,
  owner: { workspaceId: string; memberId: string },
  client: { ip: string | null; userAgent: string | null },
): Promise<VerifyOutcome> {
  const current = await joinDomainOf(db, owner.workspaceId);
  if (!current) return 'none';
  if (current.state === 'verified') return 'verified';
  if ((await domainRefusal(db, owner.workspaceId, current.domain)) === 'taken') return 'taken';
  const records = await txtRecords(resolver, current.domain);
  if (!records.includes(current.record)) return 'not_found';
  const actor: AuditActor = { type: 'member', memberId: owner.memberId };
  try {
    return await db.transaction((tx) =>
      markVerified(tx, clock, owner.workspaceId, current.domain, 'dns', actor, client),
    );
  } catch (error) {
    // Another workspace verified it between the check and the change (the unique index).
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export type OperatorConfirmation = VerifyOutcome | 'other_domain' | 'no_owner_there' | 'public';

/**
 * The operator confirms the workspace's pending domain, allowed only when one of its active owners
 * has an address at that domain (the operator vouches for the company, the owner's address for the
 * link between them).
 */
export async function confirmJoinDomainByOperator(
  tx: Queryable,
  clock: Clock,
  workspaceId: string,
  domain: string,
  client: { ip: string | null; userAgent: string | null },
): Promise<OperatorConfirmation> {
  const current = await joinDomainOf(tx, workspaceId);
  if (!current || current.domain !== domain) return 'other_domain';
  if (current.state === 'verified') return 'verified';
  if (isPublicMailDomain(domain)) return 'public';
  const owners = await tx.query(
    `SELECT 1 FROM members
      WHERE workspace_id = $1 AND role = 'owner' AND status = 'active'
        AND lower(split_part(email, '@', 2)) = $2`,
    [workspaceId, domain],
  );
  if (owners.rows.length === 0) return 'no_owner_there';
  return markVerified(tx, clock, workspaceId, domain, 'operator', { type: 'operator' }, client);
}
