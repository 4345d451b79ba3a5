// Public links (issue 45 item 4): a published template anyone can sign from. An owner turns one on
// for a template, naming the people the roles after the first go to; whoever opens the link is the
// first role. The link's URL carries a random token; turning the link off forgets the token, so the
// old URL answers 404 at once, and turning it on again makes a new one. Turning it on again while it
// is on changes its settings and keeps its URL.
import { type Brand, brandColumnsSql, brandFromRow } from '../branding/brand.ts';
import { LANGUAGES, supportedLocale } from '../i18n/locales.ts';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { badRequest, coded, notFound } from '../platform/errors.ts';
import { randomToken } from '../platform/ids.ts';
import type { Actor } from '../workspaces/roles.ts';
import { findTemplate } from './repository.ts';
import type { Template } from './types.ts';

export interface FixedSubmitter {
  role: string;
  name: string;
  email: string;
  locale?: string;
}

export interface PublicLink {
  templateId: string;
  /** The link's address; null while it is off. */
  url: string | null;
  enabled: boolean;
  /** Whether the visitor proves their address with an e-mailed code before signing (default). */
  verifyEmail: boolean;
  fixedSubmitters: FixedSubmitter[];
}

interface LinkRow {
  template_id: string;
  token: string | null;
  verify_email: boolean;
  fixed_submitters: FixedSubmitter[];
}

export const publicLinkPath = (token: string) => `/sign/public/${token}`;

function toLink(row: LinkRow, publicUrl: string): PublicLink {
  return {
    templateId: row.template_id,
    url: row.token ? `${publicUrl}${publicLinkPath(row.token)}` : null,
    enabled: row.token !== null,
    verifyEmail: row.verify_email,
    fixedSubmitters: row.fixed_submitters,
  };
}

/** The problems of the people named for the roles after the first: every such role, once, no other. */
export function fixedSubmitterProblems(template: Template, fixed: FixedSubmitter[]): string[] {
  const [first, ...later] = template.roles.map((r) => r.name);
  const problems: string[] = [];
  const seen = new Set<string>();
  fixed.forEach((s, i) => {
    const where = `body/fixedSubmitters/${i}`;
    if (s.role === first) {
      problems.push(`${where}/role "${s.role}" is the first role, taken by whoever opens the link`);
    } else if (!later.includes(s.role)) {
      problems.push(
        `${where}/role "${s.role}" is not a role of this template (roles: ${template.roles.map((r) => r.name).join(', ')})`,
      );
    } else if (seen.has(s.role)) {
      problems.push(`${where}/role "${s.role}" is given more than once`);
    }
    seen.add(s.role);
    if (s.name.trim() === '') problems.push(`${where}/name must not be blank`);
    if (!/^[^\s@]+@[^\s@]+$/.test(s.email.trim())) problems.push(`${where}/email must be an e-mail address`);
    if (s.locale !== undefined && !supportedLocale(s.locale)) {
      problems.push(`${where}/locale must be a BCP 47 tag of a supported language: ${LANGUAGES.join(', ')}`);
    }
  });
  for (const role of later) {
    if (!seen.has(role)) problems.push(`body/fixedSubmitters must name the person for role "${role}"`);
  }
  return problems;
}

interface Services {
  db: Queryable;
  clock: Clock;
  publicUrl: string;
}

/** Only an owner turns a workspace's public links on or off: a link sends in the workspace's name. */
function assertOwner(actor: Actor): void {
  if (actor.role !== 'owner') {
    throw coded(
      'not_permitted',
      'Only an owner of the workspace may turn a template’s public link on or off',
    );
  }
}

/**
 * Turns the template's public link on (or changes the settings of the one that is on). `checkValues`
 * refuses a template whose sender must give values at send (invalid_values): a link gives none.
 */
export async function turnOnPublicLink(
  services: Services,
  actor: Actor & { workspaceId: string },
  templateId: string,
  input: { fixedSubmitters: FixedSubmitter[]; verifyEmail?: boolean },
  checkValues: (template: Template) => Promise<void>,
): Promise<{ link: PublicLink; created: boolean }> {
  const template = await findTemplate(services.db, actor.workspaceId, templateId);
  if (!template) throw notFound('Template');
  assertOwner(actor);
  if (template.status !== 'published') {
    throw coded('template_not_published', 'A public link is for a published template: publish it first');
  }
  const fixed = input.fixedSubmitters.map((s) => ({
    role: s.role,
    name: s.name.trim(),
    email: s.email.trim(),
    ...(s.locale !== undefined ? { locale: supportedLocale(s.locale) ?? s.locale } : {}),
  }));
  const problems = fixedSubmitterProblems(template, fixed);
  if (problems.length > 0) throw badRequest(problems.join('; '));
  await checkValues(template);
  const now = services.clock.now();
  const { rows } = await services.db.query<LinkRow & { created: boolean }>(
    `INSERT INTO public_links (template_id, workspace_id, token, verify_email, fixed_submitters, member_id,
                               created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $7)
     ON CONFLICT (template_id) DO UPDATE
       SET token = coalesce(public_links.token, EXCLUDED.token), verify_email = EXCLUDED.verify_email,
           fixed_submitters = EXCLUDED.fixed_submitters,
           member_id = CASE WHEN public_links.token IS NULL THEN EXCLUDED.member_id ELSE public_links.member_id END,
           updated_at = EXCLUDED.updated_at
     RETURNING template_id, token, verify_email, fixed_submitters, (token = $3) AS created`,
    [
      templateId,
      actor.workspaceId,
      randomToken(24),
      input.verifyEmail ?? true,
      JSON.stringify(fixed),
      actor.memberId,
      now,
    ],
  );
  return { link: toLink(rows[0], services.publicUrl), created: rows[0].created };
}

/** Turns the link off: its URL answers 404 from now on. False when no link was on. */
export async function turnOffPublicLink(
  services: Services,
  actor: Actor & { workspaceId: string },
  templateId: string,
): Promise<boolean> {
  const template = await findTemplate(services.db, actor.workspaceId, templateId);
  if (!template) throw notFound('Template');
  assertOwner(actor);
  const { rowCount } = await services.db.query(
    `UPDATE public_links SET token = NULL, updated_at = $3
      WHERE template_id = $1 AND workspace_id = $2 AND token IS NOT NULL`,
    [templateId, actor.workspaceId, services.clock.now()],
  );
  return (rowCount ?? 0) > 0;
}

/** The template's public link, on or off; null when it never had one. */
export async function readPublicLink(
  services: Services,
  workspaceId: string,
  templateId: string,
): Promise<PublicLink | null> {
  const { rows } = await services.db.query<LinkRow>(
    `SELECT template_id, token, verify_email, fixed_submitters FROM public_links
      WHERE template_id = $1 AND workspace_id = $2`,
    [templateId, workspaceId],
  );
  return rows[0] ? toLink(rows[0], services.publicUrl) : null;
}

/** A link that is on, as its visitors use it: whose it is and how its requests are made. */
export interface OpenLink {
  token: string;
  templateId: string;
  templateName: string;
  workspaceId: string;
  /** The workspace's branding, shown on the link's pages (its name stands for the sender). */
  brand: Brand;
  plan: string;
  memberId: string;
  verifyEmail: boolean;
  fixedSubmitters: FixedSubmitter[];
}

const TOKEN = /^[\w-]{32}$/;

/** The link behind a token, while it is on and its template published; else null (404). */
export async function openLink(db: Queryable, token: string): Promise<OpenLink | null> {
  if (!TOKEN.test(token)) return null;
  const { rows } = await db.query<{
    template_id: string;
    template_name: string;
    workspace_id: string;
    plan: string;
    member_id: string;
    verify_email: boolean;
    fixed_submitters: FixedSubmitter[];
  }>(
    `SELECT l.template_id, t.name AS template_name, l.workspace_id, ${brandColumnsSql('w')}, w.plan, l.member_id, l.verify_email, l.fixed_submitters
       FROM public_links l JOIN templates t ON t.id = l.template_id
       JOIN workspaces w ON w.id = l.workspace_id
      WHERE l.token = $1 AND t.status = 'published' AND w.deleting_at IS NULL`,
    [token],
  );
  const row = rows[0];
  return row
    ? {
        token,
        templateId: row.template_id,
        templateName: row.template_name,
        workspaceId: row.workspace_id,
        brand: brandFromRow(row),
        plan: row.plan,
        memberId: row.member_id,
        verifyEmail: row.verify_email,
        fixedSubmitters: row.fixed_submitters,
      }
    : null;
}

/**
 * A person's erasure (lifecycle/erase-person.ts): every link of the workspace that names this address
 * for a role is turned off and forgets them (the role has nobody until an owner names someone and
 * turns it on again). Returns the templates whose links it changed.
 */
export async function forgetFixedSubmitter(
  db: Queryable,
  workspaceId: string,
  address: string,
  now: Date,
): Promise<string[]> {
  const { rows } = await db.query<{ template_id: string }>(
    `UPDATE public_links l
        SET token = NULL, updated_at = $3,
            fixed_submitters = (SELECT coalesce(jsonb_agg(s), '[]'::jsonb) FROM jsonb_array_elements(l.fixed_submitters) s
                                 WHERE lower(normalize(s->>'email', NFC)) <> $2)
      WHERE l.workspace_id = $1
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(l.fixed_submitters) s
                     WHERE lower(normalize(s->>'email', NFC)) = $2)
      RETURNING l.template_id`,
    [workspaceId, address, now],
  );
  return rows.map((r) => r.template_id);
}

/** Each link of the workspace, on or off, for its export. */
export async function workspaceLinks(
  db: Queryable,
  workspaceId: string,
  publicUrl: string,
): Promise<PublicLink[]> {
  const { rows } = await db.query<LinkRow>(
    `SELECT template_id, token, verify_email, fixed_submitters FROM public_links
      WHERE workspace_id = $1 ORDER BY template_id`,
    [workspaceId],
  );
  return rows.map((row) => toLink(row, publicUrl));
}
