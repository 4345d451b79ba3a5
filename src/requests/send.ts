// Sending a published template for signature (spec §4.1, CONTRACT §5). The route has already
// authenticated the caller and answered replays; here come, in the contract's order, the body rules
// a schema cannot state (400), the template (404), the submitters against its roles (400), the
// values (400 invalid_values), then one statement (send-writer.ts) that claims the idempotency key,
// charges the allowance (403 limit_reached), writes the request and its submitters, and queues the
// first signer's invitation and the audit entry with the same commit.
import type { AuditActor } from '../audit/audit.ts';
import { type ApiKeyIdentity, apiKeyActor } from '../auth/api-keys.ts';
import { DEFAULT_LOCALE, LANGUAGES, supportedLocale } from '../i18n/locales.ts';
import { deleteAttachments } from '../lifecycle/attachments.ts';
import { signerMailParams } from '../mail/outbox.ts';
import type { MailParams } from '../mail/templates.ts';
import { type Clock, monthStart } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import { badRequest, invalidValues, notFound, planMissingFeature } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { DocumentStore } from '../platform/storage.ts';
import { inlineWork, type TenantWork } from '../platform/work/pool.ts';
import { findTemplate } from '../templates/repository.ts';
import type { Template, Values } from '../templates/types.ts';
import { checkValuesIn, type ValuesScope } from '../templates/values.ts';
import { workspaceDefaultLocale } from '../workspaces/language.ts';
import { monthlyAllowance, planIncludesESignatures } from '../workspaces/plans.ts';
import { allowanceRefusal } from './allowance.ts';
import { storeSenderImages } from './attachments.ts';
import { requestSearchText } from './browse.ts';
import { ccProblems, ccRecipients } from './cc.ts';
import { idempotencyKeyHash, type RequestRow, type RequestSource, type SubmitterRow } from './read.ts';
import { sendSchedule } from './reminders.ts';
import type { SendBody } from './schemas.ts';
import { REFUSED, type SendRow, writeSend } from './send-writer.ts';
import { verificationProblems } from './verification-schema.ts';
import { type SignerVerification, signerVerifications } from './verification-send.ts';

const DAY_MS = 86_400_000;
export const MAX_EXPIRY_DAYS = 365;

/** Who sends: an API key (the API), or a member in the application (`apiKeyId` null). */
export type Sender = Pick<ApiKeyIdentity, 'workspaceId' | 'memberId' | 'plan'> & {
  apiKeyId: string | null;
  /**
   * The workspace's default language, when the caller read it with the sender (an API key's
   * authentication does); otherwise a send naming a signer without a language reads it itself.
   */
  defaultLocale?: string;
  /**
   * A member sending from the application (issue 45 item 3): a submitter at this address is their own
   * turn, taken in their session ("Sign now"), and nothing is mailed to them.
   */
  memberEmail?: string;
  /**
   * A public link (issue 45 item 4): the request's source is `public_link`, and its first signer is
   * the visitor already on the page, so no invitation is mailed to them.
   */
  publicLink?: boolean;
};

function sourceOf(sender: Sender): RequestSource {
  return sender.publicLink ? 'public_link' : sender.apiKeyId ? 'api' : 'application';
}

/** Whether a submitter is the sending member's own turn (sent from the application to their address). */
function ownTurn(sender: Sender, email: string): boolean {
  return !sender.apiKeyId && !!sender.memberEmail && sender.memberEmail.toLowerCase() === email.toLowerCase();
}

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
  /** Where a sender's images (issue 34) are stored; needed only when the values carry one. */
  documents?: DocumentStore;
  /**
   * The pool, in the sender's workspace's queue, for patterns too costly to check on the service's
   * thread; unit tests may leave it out (then they run on the calling thread).
   */
  work?: TenantWork;
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
          `body/submitters/${i}/locale must be a BCP 47 tag of a supported language: ${LANGUAGES.join(', ')} (a region such as de-AT is accepted)`,
        ]
      : []),
  ]);
  problems.push(...ccProblems(body.cc, body.submitters));
  problems.push(...verificationProblems(body.submitters));
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

/**
 * The languages the values at send are read in (a phone number without a country code): the
 * sender's in the document's language (the first signer's), each signer's starting values in theirs.
 */
export function sendValuesScope(template: Template, submitters: SendBody['submitters']): ValuesScope {
  const roleLocales = Object.fromEntries(
    submitters.map((s) => [s.role, supportedLocale(s.locale ?? 'en') ?? 'en']),
  );
  return { locale: roleLocales[template.roles[0]?.name], roleLocales };
}

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
  const scope = sendValuesScope(template, body.submitters);
  // One pass that checks and normalises; a pattern too costly for this thread is checked in the pool.
  const { details, values } = await checkValuesIn(input.work ?? inlineWork, template, body.values, scope);
  if (details.length > 0) throw invalidValues(details);

  const verifications = await signerVerifications(template, body.submitters);
  // A signer the sender chose no language for reads the workspace's default (issue 46 item 4).
  const defaultLocale = body.submitters.some((s) => s.locale === undefined)
    ? (auth.defaultLocale ?? (await workspaceDefaultLocale(db, auth.workspaceId)))
    : DEFAULT_LOCALE;
  const request = newRequest(clock, { ...input, template, values, expiresAt, verifications, defaultLocale });
  // Images given as data URLs are stored first, and the values written refer to them by id.
  const images = await storeSenderImages(
    db,
    { clock, documents: input.documents },
    template,
    { workspaceId: auth.workspaceId, requestId: request.row.id },
    values,
  );
  request.values = images.values;
  const written = await writeSend(db, sendRow(request), monthlyAllowance(auth.plan))
    .catch(async (error) => {
      await discardImages(db, input.documents, images.stored);
      if ((error as { code?: string }).code !== REFUSED) throw error;
      throw await allowanceRefusal(db, auth.workspaceId, auth.plan, request.periodStart);
    })
    .then(async (outcome) => {
      if (!outcome.created || !outcome.published) await discardImages(db, input.documents, images.stored);
      return outcome;
    });
  if (!written.published) {
    forgetTemplate(`${auth.workspaceId}/${template.id}`);
    throw notFound('Template');
  }
  if (written.created) {
    // The statement chose the schedule (the workspace's default when the body had none).
    Object.assign(request.row, written.reminders);
    return { created: true, id: request.row.id, request: request.row, submitters: request.submitters };
  }
  // A concurrent twin with the same idempotency key committed first: answer with its request.
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM signature_requests WHERE workspace_id = $1 AND idempotency_key = $2',
    [auth.workspaceId, request.row.idempotency_key],
  );
  return { created: false, id: rows[0].id };
}

/** The images of a send that wrote no request. */
async function discardImages(db: Db, documents: DocumentStore | undefined, ids: string[]) {
  if (ids.length === 0 || !documents) return;
  await db.transaction((tx) => deleteAttachments(tx, documents, 'id = ANY($1::text[])', [ids]));
  await documents.purgeReleased().catch(() => undefined);
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
  /** Each submitter's verification (issue 24), in signing order. */
  verifications: SignerVerification[];
  /** Whether each submitter (in signing order) is the sending member's own turn (issue 45). */
  ownTurns: boolean[];
  /** Whether the sender chose each submitter's language (in signing order; issue 46). */
  localesChosen: boolean[];
  /** The body's automatic reminders: absent takes the workspace's default, null is none. */
  reminders: SendBody['reminders'];
}

function newRequest(
  clock: Clock,
  input: SendInput & {
    template: Template;
    values: Values;
    expiresAt: Date | undefined;
    verifications: SignerVerification[];
    defaultLocale: string;
  },
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
      locale: s.locale === undefined ? input.defaultLocale : (supportedLocale(s.locale) ?? DEFAULT_LOCALE),
      link_version: 0,
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
    idempotency_key: body.idempotencyKey === undefined ? null : idempotencyKeyHash(body.idempotencyKey),
    has_signed_document: false,
    created_at: now,
    expires_at: input.expiresAt ?? new Date(now.getTime() + input.ttlDays * DAY_MS),
    completed_at: null,
    cc: ccRecipients(body.cc),
    remind_every_days: body.reminders?.everyDays ?? null,
    remind_max: body.reminders?.max ?? null,
    source: sourceOf(auth),
  };
  const first = submitters[0];
  return {
    row,
    submitters,
    reminders: body.reminders,
    values: input.values,
    apiKeyId: auth.apiKeyId,
    memberId: auth.memberId,
    // The people copied are found by search too (and by a person's erasure, which searches first).
    searchText: requestSearchText(template.name, [
      ...body.submitters,
      ...row.cc.map((c) => ({ name: c.name ?? '', email: c.email })),
    ]),
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
        ...(row.cc.length > 0 ? { cc: row.cc.map((c) => c.email) } : {}),
        ...(body.idempotencyKey ? { idempotencyKey: body.idempotencyKey } : {}),
        ...(auth.publicLink ? { source: 'public_link' } : {}),
      },
    },
    verifications: input.verifications,
    ownTurns: submitters.map((s) => ownTurn(auth, s.email)),
    localesChosen: submitters.map((s) => byRole.get(s.role)!.locale !== undefined),
    invitation:
      sendEmail && !ownTurn(auth, first.email) && !auth.publicLink
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
                senderLocale: null,
                signerCount: submitters.length,
                roles: template.roles,
              },
              { ...first, verification_method: input.verifications[0]?.method },
            ),
          }
        : null,
  };
}

/** The send as one row of the send statement (send-writer.ts). */
function sendRow(r: NewRequest): SendRow {
  const { row } = r;
  const first = r.submitters[0];
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    template_id: row.template_id,
    template_name: row.template_name,
    source: row.source,
    sender_values: r.values,
    message: row.message,
    send_email: row.send_email,
    idempotency_key: row.idempotency_key,
    api_key_id: r.apiKeyId,
    member_id: r.memberId,
    created_at: row.created_at,
    expires_at: row.expires_at,
    search_text: r.searchText,
    cc: row.cc,
    period_start: r.periodStart,
    audit_id: r.audit.id,
    actor: r.audit.actor,
    ip: r.audit.ip,
    user_agent: r.audit.userAgent,
    details: r.audit.details,
    submitters: r.submitters.map((s) => ({
      id: s.id,
      position: s.position,
      role: s.role,
      name: s.name,
      email: s.email,
      locale: s.locale,
      verification_method: r.verifications[s.position].method,
      verification_secret: r.verifications[s.position].secret,
      member_id: r.ownTurns[s.position] ? r.memberId : null,
      locale_chosen: r.localesChosen[s.position],
    })),
    invitation: r.invitation
      ? {
          id: r.invitation.id,
          submitter_id: first.id,
          to_email: first.email,
          to_name: first.name,
          params: r.invitation.params,
        }
      : null,
    ...sendSchedule(r.reminders),
  };
}
