// Sending a published template for signature (spec §4.1, CONTRACT §5). The route has already
// authenticated the caller and answered replays; here come, in the contract's order, the body rules
// a schema cannot state (400), the template (404), the submitters against its roles (400), the
// values (400 invalid_values), then one transaction that claims the idempotency key, charges the
// allowance (403 limit_reached), writes the request and its submitters, and queues the first
// signer's invitation and the audit entry with the same commit.
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { type ApiKeyIdentity, apiKeyActor } from '../auth/api-keys.ts';
import { supportedLocale } from '../i18n/locales.ts';
import { enqueueInvitation } from '../mail/outbox.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { badRequest, invalidValues, notFound, planMissingFeature } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { findTemplate } from '../templates/repository.ts';
import type { Template, Values } from '../templates/types.ts';
import { normaliseValues, validateValues } from '../templates/values.ts';
import { planIncludesESignatures } from '../workspaces/plans.ts';
import { chargeAllowance } from './allowance.ts';
import { requestSearchText } from './browse.ts';
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
export type SendOutcome = { created: true; id: string } | { created: false; id: string };

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

export async function sendRequest(db: Db, clock: Clock, input: SendInput): Promise<SendOutcome> {
  const { auth, body } = input;
  // The API refuses such a plan when it authenticates the key; the application gets here.
  if (!planIncludesESignatures(auth.plan)) throw planMissingFeature();
  const expiresAt = checkBody(body, clock.now());

  const template = await findTemplate(db, auth.workspaceId, body.templateId);
  if (template?.status !== 'published') throw notFound('Template');
  checkSubmittersAgainstRoles(template, body.submitters);
  const details = validateValues(template, body.values, {});
  if (details.length > 0) throw invalidValues(details);
  const values = normaliseValues(template, body.values, {});

  return db.transaction((tx) => createRequest(tx, clock, { ...input, template, values, expiresAt }));
}

async function createRequest(
  tx: Queryable,
  clock: Clock,
  input: SendInput & { template: Template; values: Values; expiresAt: Date | undefined },
): Promise<SendOutcome> {
  const { auth, body, template } = input;
  const now = clock.now();
  const id = newId('sr', now);
  const sendEmail = body.sendEmail ?? true;
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + input.ttlDays * DAY_MS);

  // The key is claimed first: a concurrent send with the same key waits here for this transaction
  // and, once it commits, finds the key taken and answers with the original (charging nothing).
  const inserted = await tx.query(
    `INSERT INTO signature_requests (id, workspace_id, template_id, template_name, status, sender_values, message,
                                     send_email, idempotency_key, api_key_id, member_id, created_at, expires_at,
                                     search_text)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (workspace_id, idempotency_key) DO NOTHING`,
    [
      id,
      auth.workspaceId,
      template.id,
      template.name,
      JSON.stringify(input.values),
      body.message ?? null,
      sendEmail,
      body.idempotencyKey ?? null,
      auth.apiKeyId,
      auth.memberId,
      now,
      expiresAt,
      requestSearchText(template.name, body.submitters),
    ],
  );
  if (inserted.rowCount === 0) {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM signature_requests WHERE workspace_id = $1 AND idempotency_key = $2',
      [auth.workspaceId, body.idempotencyKey],
    );
    return { created: false, id: rows[0].id };
  }

  await chargeAllowance(tx, clock, auth.workspaceId, auth.plan);

  // Submitters in the template's role order: that is the signing order.
  const byRole = new Map(body.submitters.map((s) => [s.role, s]));
  const submitterIds: string[] = [];
  for (const [position, role] of template.roles.entries()) {
    const s = byRole.get(role.name)!;
    const submitterId = newId('sub', now);
    submitterIds.push(submitterId);
    await tx.query(
      `INSERT INTO submitters (id, request_id, position, role, name, email, status, locale)
       VALUES ($1, $2, $3, $4, $5, $6, 'awaiting', $7)`,
      [
        submitterId,
        id,
        position,
        role.name,
        s.name.trim(),
        s.email.trim(),
        supportedLocale(s.locale ?? 'en'),
      ],
    );
  }
  // The send and the first signer's invitation happen at one instant, in that order: the
  // certificate's timeline reads "Sent for signature" before "Invited to sign".
  await recordAudit(tx, clock, {
    workspaceId: auth.workspaceId,
    requestId: id,
    action: 'signature_request.sent',
    actor: senderActor(auth),
    ip: input.ip,
    userAgent: input.userAgent,
    details: {
      templateId: template.id,
      sendEmail,
      submitters: template.roles.map((r) => ({ role: r.name, email: byRole.get(r.name)!.email })),
      ...(body.idempotencyKey ? { idempotencyKey: body.idempotencyKey } : {}),
    },
    at: now,
  });
  await enqueueInvitation(tx, clock, { requestId: id, submitterId: submitterIds[0], at: now });
  return { created: true, id };
}
