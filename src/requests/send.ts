// Sending a published template for signature (spec §4.1, CONTRACT §5). The route has already
// authenticated the caller and answered replays; here come, in the contract's order, the body rules
// a schema cannot state (400), the template (404), the submitters against its roles (400), the
// values (400 invalid_values), then one transaction that claims the idempotency key, charges the
// allowance (403 limit_reached), writes the request and its submitters, and queues the first
// signer's invitation and the audit entry with the same commit.
import type { AuditActor } from '../audit/audit.ts';
import { type ApiKeyIdentity, apiKeyActor } from '../auth/api-keys.ts';
import { supportedLocale } from '../i18n/locales.ts';
import { SENDER_PARAMS_SQL, signerMailParams } from '../mail/outbox.ts';
import type { MailParams } from '../mail/templates.ts';
import { type Clock, monthStart } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import { badRequest, invalidValues, notFound, planMissingFeature } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { findTemplate } from '../templates/repository.ts';
import type { Template, Values } from '../templates/types.ts';
import { normaliseValues, validateValues } from '../templates/values.ts';
import { monthlyAllowance, planIncludesESignatures } from '../workspaces/plans.ts';
import { allowanceRefusal, chargeSql } from './allowance.ts';
import { requestSearchText } from './browse.ts';
import type { RequestRow, SubmitterRow } from './read.ts';
import type { SendBody } from './schemas.ts';

const DAY_MS = 86_400_000;
export const MAX_EXPIRY_DAYS = 365;

/** Who sends: an API key (the API), or a member in the application (`apiKeyId` null). */
export type Sender = Pick<ApiKeyIdentity, 'workspaceId' | 'memberId' | 'plan'> & { apiKeyId: string | null };

function senderActor(sender: Sender): AuditActor {
  return sender.apiKeyId
    ? apiKeyActor({ apiKeyId: sender.apiKeyId, memberId: sender.memberId })
    : { type: 'member', memberId: sender.memberId };
}

export interface SendInput {
  auth: Sender;
  body: SendBody;
  /** REQUEST_TTL_DAYS: the life of a request sent without expiresAt. */
  ttlDays: number;
  ip?: string;
  userAgent?: string;
}

/** The outcome: the new request's id, or the id of the original a concurrent twin created first. */
export type SendOutcome =
  | { created: true; id: string; request: RequestRow; submitters: SubmitterRow[] }
  | { created: false; id: string };

/** Body rules beyond the schema; throws one 400 that lists them. Returns the chosen expiry, if any. */
function checkBody(body: SendBody, now: Date): Date | undefined {
  const problems = body.submitters.flatMap((s, i) => [
    ...(s.name.trim() === '' ? [`body/submitters/${i}/name must not be blank`] : []),
    ...(s.locale !== undefined && !supportedLocale(s.locale)
      ? [
          `body/submitters/${i}/locale must be a BCP 47 tag of a supported language: en, de, fr or es (a region such as de-AT is accepted)`,
        ]
      : []),
  ]);
  if (problems.length > 0) throw badRequest(problems.join('; '));
  if (body.expiresAt === undefined) return undefined;
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw badRequest('body/expiresAt must be in the future');
  if (expiresAt.getTime() > now.getTime() + MAX_EXPIRY_DAYS * DAY_MS) {
    throw badRequest(`body/expiresAt must be at most ${MAX_EXPIRY_DAYS} days from now`);
  }
  return expiresAt;
}

/** Exactly one submitter per role of the template; the message names every mismatch. */
export function checkSubmittersAgainstRoles(template: Template, submitters: SendBody['submitters']): void {
  const roles = template.roles.map((r) => r.name);
  const problems: string[] = [];
  const seen = new Set<string>();
  submitters.forEach((s, i) => {
    if (!roles.includes(s.role)) {
      problems.push(
        `body/submitters/${i}/role "${s.role}" is not a role of this template (roles: ${roles.join(', ')})`,
      );
    } else if (seen.has(s.role)) {
      problems.push(`body/submitters/${i}/role "${s.role}" is given more than once`);
    }
    seen.add(s.role);
  });
  for (const role of roles) {
    if (!seen.has(role)) problems.push(`body/submitters must include a submitter for role "${role}"`);
  }
  if (problems.length > 0) throw badRequest(problems.join('; '));
}

/** A send that was refused by the allowance inside the statement (migration 0021's SQLSTATE). */
const REFUSED = 'CS403';

/**
 * Published templates by workspace and id. A published template never changes (a change is a new
 * draft), so its definition is read once per process; whether it is still published is checked by
 * the send statement itself, so an archive takes effect on the very next send on every process.
 */
const publishedTemplates = new Map<string, { template: Template; size: number }>();
/** At most this many templates, and about this many characters of them (bodies can be long). */
const KEPT_TEMPLATES = 500;
const KEPT_CHARACTERS = 8 * 1024 * 1024;
let keptCharacters = 0;

async function publishedTemplate(db: Db, workspaceId: string, id: string): Promise<Template | null> {
  const key = `${workspaceId}/${id}`;
  const kept = publishedTemplates.get(key);
  if (kept) return kept.template;
  const template = await findTemplate(db, workspaceId, id);
  if (template?.status !== 'published') return null;
  // A concurrent send may have kept it meanwhile.
  const keptMeanwhile = publishedTemplates.get(key);
  if (keptMeanwhile) return keptMeanwhile.template;
  const size = JSON.stringify(template).length;
  publishedTemplates.set(key, { template, size });
  keptCharacters += size;
  for (const [oldest, entry] of publishedTemplates) {
    if (publishedTemplates.size <= KEPT_TEMPLATES && keptCharacters <= KEPT_CHARACTERS) break;
    publishedTemplates.delete(oldest);
    keptCharacters -= entry.size;
  }
  return template;
}

/** Forgets a template the send statement found no longer published. */
function forgetTemplate(key: string): void {
  const entry = publishedTemplates.get(key);
  if (!entry) return;
  publishedTemplates.delete(key);
  keptCharacters -= entry.size;
}

export async function sendRequest(db: Db, clock: Clock, input: SendInput): Promise<SendOutcome> {
  const { auth, body } = input;
  // The API refuses such a plan when it authenticates the key; the application gets here.
  if (!planIncludesESignatures(auth.plan)) throw planMissingFeature();
  const expiresAt = checkBody(body, clock.now());

  const template = await publishedTemplate(db, auth.workspaceId, body.templateId);
  if (!template) throw notFound('Template');
  checkSubmittersAgainstRoles(template, body.submitters);
  const details = validateValues(template, body.values, {});
  if (details.length > 0) throw invalidValues(details);
  const values = normaliseValues(template, body.values, {});

  const request = newRequest(clock, { ...input, template, values, expiresAt });
  const written = await writeRequest(db, auth, request).catch(async (error) => {
    if ((error as { code?: string }).code !== REFUSED) throw error;
    throw await allowanceRefusal(db, auth.workspaceId, auth.plan, request.periodStart);
  });
  if (!written.published) {
    forgetTemplate(`${auth.workspaceId}/${template.id}`);
    throw notFound('Template');
  }
  if (written.created)
    return { created: true, id: request.row.id, request: request.row, submitters: request.submitters };
  // A concurrent twin with the same idempotency key committed first: answer with its request.
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM signature_requests WHERE workspace_id = $1 AND idempotency_key = $2',
    [auth.workspaceId, body.idempotencyKey],
  );
  return { created: false, id: rows[0].id };
}

/** Everything a send writes, made in memory first: the rows, the audit entry and the invitation. */
interface NewRequest {
  row: RequestRow;
  submitters: SubmitterRow[];
  values: Values;
  apiKeyId: string | null;
  memberId: string;
  searchText: string;
  periodStart: Date;
  audit: { id: string; actor: AuditActor; ip: string | null; userAgent: string | null; details: object };
  /** The first signer's invitation, when the request is sent with e-mail. */
  invitation: { id: string; params: MailParams } | null;
}

function newRequest(
  clock: Clock,
  input: SendInput & { template: Template; values: Values; expiresAt: Date | undefined },
): NewRequest {
  const { auth, body, template } = input;
  const now = clock.now();
  const id = newId('sr', now);
  const sendEmail = body.sendEmail ?? true;
  const byRole = new Map(body.submitters.map((s) => [s.role, s]));
  // Submitters in the template's role order: that is the signing order. The first one's turn starts
  // with the send (invited_at), e-mailed or not.
  const submitters: SubmitterRow[] = template.roles.map((role, position) => {
    const s = byRole.get(role.name)!;
    return {
      id: newId('sub', now),
      request_id: id,
      position,
      role: role.name,
      name: s.name.trim(),
      email: s.email.trim(),
      status: 'awaiting',
      invited_at: position === 0 ? now : null,
      completed_at: null,
      last_reminded_at: null,
      locale: supportedLocale(s.locale ?? 'en') ?? 'en',
    };
  });
  const row: RequestRow = {
    id,
    workspace_id: auth.workspaceId,
    template_id: template.id,
    template_name: template.name,
    status: 'pending',
    message: body.message ?? null,
    send_email: sendEmail,
    idempotency_key: body.idempotencyKey ?? null,
    has_signed_document: false,
    created_at: now,
    expires_at: input.expiresAt ?? new Date(now.getTime() + input.ttlDays * DAY_MS),
    completed_at: null,
  };
  const first = submitters[0];
  return {
    row,
    submitters,
    values: input.values,
    apiKeyId: auth.apiKeyId,
    memberId: auth.memberId,
    searchText: requestSearchText(template.name, body.submitters),
    periodStart: monthStart(now),
    audit: {
      id: newId('aud', now),
      actor: senderActor(auth),
      ip: input.ip ?? null,
      userAgent: input.userAgent ?? null,
      details: {
        templateId: template.id,
        sendEmail,
        submitters: submitters.map((s) => ({ role: s.role, email: byRole.get(s.role)!.email })),
        ...(body.idempotencyKey ? { idempotencyKey: body.idempotencyKey } : {}),
      },
    },
    invitation: sendEmail
      ? {
          id: newId('msg', now),
          // workspaceName and sender are read by the statement (SENDER_PARAMS_SQL).
          params: signerMailParams(
            {
              workspaceId: auth.workspaceId,
              workspaceName: '',
              templateName: template.name,
              message: row.message,
              sendEmail,
              expiresAt: row.expires_at,
              sender: null,
              signerCount: submitters.length,
            },
            first,
          ),
        }
      : null,
  };
}

/**
 * Writes a send in ONE statement, so it is atomic without a transaction and costs one round trip:
 * the request row is inserted only while the template is still published and claims the
 * idempotency key (a concurrent twin waits here for the first to commit, then inserts nothing and
 * so charges nothing); the allowance is charged by the conditional upsert of allowance.ts, and when
 * it refuses, countersign_refuse aborts the whole statement. The send and the first invitation
 * happen at one instant, in that order: the certificate reads "Sent" before "Invited to sign".
 */
async function writeRequest(
  db: Db,
  auth: Sender,
  r: NewRequest,
): Promise<{ published: boolean; created: boolean }> {
  const { row, submitters: subs } = r;
  const first = subs[0];
  const { rows } = await db.query<{ published: boolean; created: boolean }>(
    `WITH template AS (
       SELECT id FROM templates WHERE id = $3 AND workspace_id = $2 AND status = 'published'
     ), request AS (
       INSERT INTO signature_requests (id, workspace_id, template_id, template_name, status, sender_values, message,
                                       send_email, idempotency_key, api_key_id, member_id, created_at, expires_at,
                                       search_text)
       SELECT $1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM template
       ON CONFLICT (workspace_id, idempotency_key) DO NOTHING
       RETURNING id
     ), charge AS (
       ${chargeSql({ workspace: '$2', period: '$14', limit: '$15', from: 'request' })}
     ), submitter AS (
       INSERT INTO submitters (id, request_id, position, role, name, email, status, locale, invited_at)
       SELECT s.id, request.id, s.position, s.role, s.name, s.email, 'awaiting', s.locale,
              CASE WHEN s.position = 0 THEN $11::timestamptz END
         FROM request, unnest($16::text[], $17::int[], $18::text[], $19::text[], $20::text[], $21::text[])
              AS s (id, position, role, name, email, locale)
       RETURNING id
     ), audit AS (
       INSERT INTO audit_log (id, workspace_id, request_id, action, actor, ip, user_agent, details, at)
       SELECT $22, $2, request.id, 'signature_request.sent', $23, $24, $25, $26, $11 FROM request
       RETURNING id
     ), invitation AS (
       INSERT INTO outbox_messages (id, workspace_id, request_id, submitter_id, kind, to_email, to_name, params,
                                    attachments, next_attempt_at, created_at)
       SELECT $27, $2, request.id, $28, 'invitation', $29, $30, $31::jsonb || ${SENDER_PARAMS_SQL}, '[]', $11, $11
         FROM request JOIN workspaces w ON w.id = $2
         LEFT JOIN members m ON m.id = $10 AND m.status = 'active'
        WHERE $27::text IS NOT NULL
       RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM template) AS published, EXISTS (SELECT 1 FROM request) AS created,
            CASE WHEN EXISTS (SELECT 1 FROM request) AND NOT EXISTS (SELECT 1 FROM charge)
                 THEN countersign_refuse('limit_reached') END AS refused`,
    [
      row.id,
      row.workspace_id,
      row.template_id,
      row.template_name,
      JSON.stringify(r.values),
      row.message,
      row.send_email,
      row.idempotency_key,
      r.apiKeyId,
      r.memberId,
      row.created_at,
      row.expires_at,
      r.searchText,
      r.periodStart,
      monthlyAllowance(auth.plan),
      subs.map((s) => s.id),
      subs.map((s) => s.position),
      subs.map((s) => s.role),
      subs.map((s) => s.name),
      subs.map((s) => s.email),
      subs.map((s) => s.locale),
      r.audit.id,
      JSON.stringify(r.audit.actor),
      r.audit.ip,
      r.audit.userAgent,
      JSON.stringify(r.audit.details),
      r.invitation?.id ?? null,
      first.id,
      first.email,
      first.name,
      JSON.stringify(r.invitation?.params ?? {}),
    ],
    { name: 'send_request' },
  );
  return { published: rows[0].published, created: rows[0].created };
}
