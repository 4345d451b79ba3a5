// POST /sign/{token}/complete (CONTRACT §6, §8): the signer whose turn it is signs. For an earlier
// signer that is one guarded change plus the next signer's invitation; for the last signer it is
// the completion of the request, which keeps two rules:
//
// - A request never reads `completed` without its document. The executed document is rendered,
//   certified and sealed first, outside any transaction; then ONE transaction stores it and sets
//   completed, hasSignedDocument, completedAt, with the signature, the audit entries, the workspace
//   notification and the completion e-mails. Pollers see the request before or after that commit,
//   never between. If sealing fails nothing has been written: the signer gets a 503 and may retry.
// - A double submit records one signature. Every signer action takes the request row FOR UPDATE
//   and re-checks the state under it; the submitter's change is guarded (WHERE status IN
//   ('awaiting','opened')). The second of two submits finds the signer completed: 409
//   already_completed. The document was rendered from a snapshot read before the lock, so under the
//   lock the completion also checks that the snapshot (request, submitters, audit trail) is
//   unchanged — a concurrent open or reminder would make the certificate stale — and renders again
//   from the new state when it is not.
import {
  type AuditEntry,
  type AuditEntryInput,
  notifyWorkspace,
  recordAudit,
  requestAuditTrail,
} from '../audit/audit.ts';
import { certificateBrand } from '../branding/brand.ts';
import { translator } from '../i18n/catalogue.ts';
import { isLanguage, LANGUAGES, type Language, pageLanguage } from '../i18n/locales.ts';
import { enqueueCompletionToObservers } from '../mail/observers.ts';
import { enqueueCompletedNotices, enqueueInvitation } from '../mail/outbox.ts';
import type { Queryable } from '../platform/db/index.ts';
import { AppError, badRequest, notFound } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import { observeExecutedDocument } from '../platform/metrics.ts';
import type { Services } from '../platform/services.ts';
import { releaseStaged, type StagedDocument } from '../platform/storage.ts';
import { valueAttachments } from '../requests/attachments.ts';
import type { RequestStatus } from '../requests/read.ts';
import { templatePdf } from '../templates/repository.ts';
import type { SignatureInput, Values } from '../templates/types.ts';
import { assertValidValuesIn, signingDateValues, type ValuesScope } from '../templates/values.ts';
import { assertOwnAttachments, attachedFiles, settleAttachments } from './attachments.ts';
import {
  certificateDocuments,
  certificateSigners,
  copiedOf,
  membersOf,
  timeline,
} from './certificate-data.ts';
import { type ConsentNotice, consentNotice } from './consent.ts';
import { sealExecutedTask } from './document-tasks.ts';
import { scheduleDocumentTimestamp } from './document-timestamps.ts';
import { EXECUTED_PAGES_ATTACHMENT, executedFilename, SENT_ATTACHMENT } from './executed-filename.ts';
import { hostingOf } from './hosting.ts';
import type { ExecutedDocument } from './seal-executed-document.ts';
import { sentDocumentBytes, storeSentDocument } from './sent-document.ts';
import { parseSignature, type SignatureBody } from './signature.ts';
import { contributions, loadSigningContext, type Signer, type SigningContext } from './signing-context.ts';
import { signingIdentity } from './signing-identity.ts';
import { assertTurnCall, completedAction, isTurnWithoutSignature } from './turn-kinds.ts';
import { assertSignerMayAct, nextSigner, signerActor } from './turns.ts';

export interface CompleteInput {
  /** A signer and a witness: must be true. */
  consent?: boolean;
  /** A signer and a witness: required. */
  signature?: SignatureBody;
  /** An approver: must be true (issue 45). */
  approve?: boolean;
  /** A viewer: must be true, after opening (issue 45). */
  read?: boolean;
  /** Initials captured apart from the signature; absent: the initials of the typed name. */
  initials?: SignatureBody;
  values?: unknown;
  /** The language the page showed, so the consent is recorded as it was read. */
  locale?: string;
}

export interface CompleteOutcome {
  status: 'completed';
  requestStatus: RequestStatus;
  /** Set when this signature completed the request: how long the executed document took. */
  timings?: ExecutedDocument['timings'];
}

type SigningServices = Pick<
  Services,
  'db' | 'clock' | 'tokenSecret' | 'documents' | 'config' | 'log' | 'metrics' | 'work'
>;

/** Renders made from a snapshot that changed before the lock; then the completion gives up. */
const MAX_ATTEMPTS = 3;

interface Signing {
  /** Null for an approver or a viewer, who sign nothing. */
  signature: SignatureInput | null;
  initials: SignatureInput | null;
  values: Values;
  client: ClientInfo;
  at: Date;
  /** The notice the signer consented to, in the language of their page (none: nothing was signed). */
  consent: (ConsentNotice & { language: Language }) | null;
  /** Issue 45: the turn was taken in a member's session bound to it (in person, or their own). */
  hosted: Signer['hosted'];
}

interface Prepared {
  fingerprint: string;
  sent: Uint8Array;
  executed: ExecutedDocument;
  /** The three documents, already durable in the document store; the transaction adds their rows. */
  staged: { sent: StagedDocument | undefined; pages: StagedDocument; pdf: StagedDocument };
  /** The audit entry of the completion, which the certificate's timeline already shows. */
  completed: AuditEntryInput;
}

export async function completeSigning(
  services: SigningServices,
  token: string,
  input: CompleteInput,
  client: ClientInfo,
  /** The application session of the browser that calls, if any: a turn bound to it was hosted. */
  sessionId?: string,
): Promise<CompleteOutcome> {
  const { db, clock, tokenSecret } = services;
  // Whether the call carries what a signer's must, and only that, is checked once the link says
  // whose turn it is (assertTurnCall). A drawn picture is read before the link is: the link is its
  // turn in the image limiter.
  const signs = !isTurnWithoutSignature(input);
  const signature =
    signs && input.signature ? await parseSignature(input.signature, 'signature', token) : null;
  const initials = signs && input.initials ? await parseSignature(input.initials, 'initials', token) : null;
  if (input.locale !== undefined && !isLanguage(input.locale)) {
    throw badRequest(`body/locale must be one of ${LANGUAGES.join(', ')}`);
  }

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const at = clock.now();
    const snapshot = await loadSigningContext(db, tokenSecret, token, at);
    if (!snapshot) throw notFound('Signing link');
    assertSignerMayAct(snapshot);
    // An approver approves, a viewer confirms reading, and neither signs (issue 45).
    assertTurnCall(snapshot.signer, input);
    const role = snapshot.signer.role;
    const page = pageLanguage(snapshot.signer.locale, input.locale);
    const language = page.language;
    // A date fixed to the signing date is filled with it when left blank, and must be it when given.
    const values = await assertValidValuesIn(
      services.work.for(snapshot.request.workspaceId),
      snapshot.template,
      signingDateValues(snapshot.template, role, input.values ?? {}, at),
      signerValuesScope(snapshot, at, page.locale),
    );
    await assertOwnAttachments(db, snapshot, values);
    const consent = signature
      ? { ...consentNotice(translator(language), snapshot.request, snapshot.signer), language }
      : null;
    const hosted = sessionId ? await hostingOf(db, snapshot.signer.id, sessionId) : null;
    const signing: Signing = { signature, initials, values, client, at, consent, hosted };
    const prepared = isLastSigner(snapshot)
      ? await prepareCompletion(services, snapshot, signing)
      : undefined;

    const outcome = await db
      .transaction(async (tx) => {
        const ctx = await loadSigningContext(tx, tokenSecret, token, at, { lock: true });
        if (!ctx) throw notFound('Signing link');
        assertSignerMayAct(ctx);
        if (isLastSigner(ctx) !== Boolean(prepared)) return undefined;
        if (
          prepared &&
          fingerprint(ctx, await requestAuditTrail(tx, ctx.request.id)) !== prepared.fingerprint
        ) {
          return undefined;
        }
        await recordSignature(tx, services, ctx, signing);
        if (!prepared) return inviteNext(tx, services, ctx, signing);
        await completeRequest(tx, services, ctx, prepared);
        return {
          status: 'completed' as const,
          requestStatus: 'completed' as const,
          timings: prepared.executed.timings,
        };
      })
      .catch(async (error) => {
        await abandon(services, prepared);
        throw error;
      });
    if (!outcome) await abandon(services, prepared);
    if (outcome?.timings) observeExecutedDocument(services.metrics, outcome.timings);
    if (outcome) return outcome;
  }
  throw new AppError(409, 'The request changed while you were signing; please sign again');
}

/**
 * The documents staged for a completion that did not commit (the request changed, or ended, under
 * the lock) are released at once rather than left for the orphan sweep: they hold the signer's data.
 */
async function abandon(services: SigningServices, prepared: Prepared | undefined) {
  if (!prepared) return;
  const { sent, pages, pdf } = prepared.staged;
  await releaseStaged(services, [sent, pages, pdf]);
}

/**
 * What a signer's values are checked against: the values given before them (which conditions read),
 * the sender's starting values for their fields, and their page's language (for phone numbers).
 */
function signerValuesScope(ctx: SigningContext, signingDate: Date, locale: string): ValuesScope {
  const known: Values = { ...ctx.request.senderValues };
  for (const signer of ctx.signers) {
    if (signer.status === 'completed' && signer.id !== ctx.signer.id) Object.assign(known, signer.values);
  }
  return { role: ctx.signer.role, signingDate, known, starting: ctx.request.senderValues, locale };
}

function isLastSigner(ctx: SigningContext): boolean {
  return ctx.signers.every((s) => s.id === ctx.signer.id || s.status === 'completed');
}

/** Everything the executed document is made from; equal fingerprints make equal documents. */
function fingerprint(ctx: SigningContext, trail: AuditEntry[]): string {
  return JSON.stringify([ctx.request, ctx.signers, trail.map((entry) => entry.id)]);
}

function signedSigner(signer: Signer, signing: Signing): Signer {
  return {
    ...signer,
    status: 'completed',
    completedAt: signing.at,
    values: signing.values,
    signature: signing.signature,
    initials: signing.initials,
    actedIp: signing.client.ip,
    actedUserAgent: signing.client.userAgent,
    consentSha256: signing.consent?.sha256 ?? null,
    consentLocale: signing.consent?.language ?? null,
    hosted: signing.hosted,
  };
}

/** The executed document of the request this signature completes, made before any lock is taken. */
async function prepareCompletion(
  services: SigningServices,
  ctx: SigningContext,
  signing: Signing,
): Promise<Prepared> {
  const { db, documents, config } = services;
  const { request, template } = ctx;
  const signers = ctx.signers.map((s) => (s.id === ctx.signer.id ? signedSigner(s, signing) : s));
  const completed: AuditEntryInput = {
    workspaceId: request.workspaceId,
    requestId: request.id,
    action: 'signature_request.completed',
    actor: { type: 'system' },
    at: signing.at,
  };
  const [sent, trail, pdf, attachments] = await Promise.all([
    sentDocumentBytes(db, services, ctx),
    requestAuditTrail(db, request.id),
    templatePdf(documents, template),
    valueAttachments(db, documents, template, request, signers),
  ]);
  const members = await membersOf(db, trail, [
    request.memberId,
    ...signers.map((s) => s.hosted?.memberId ?? null),
  ]);
  // The certificate's frame is in the workspace's language; each signer's block in their own.
  const certificateLocale = request.workspaceLocale;
  const copied = await copiedOf(db, request.id, certificateLocale);
  const brand = await certificateBrand(db, request.brand);
  // The timeline as the log will read once this completion commits.
  const logged = [
    ...trail,
    ...[signedEntry(ctx, signing), completed].map((e) => ({ ...e, at: signing.at, ip: e.ip ?? null })),
  ];
  try {
    const files = attachedFiles(template, signers, attachments, certificateLocale, [
      SENT_ATTACHMENT,
      EXECUTED_PAGES_ATTACHMENT,
    ]);
    // Made (or read) here, once, before a worker thread reads it from DATA_DIR.
    await signingIdentity(config);
    // Rendered, certified and sealed on a worker thread of the pool, in the workspace's queue.
    const executed = await services.work.for(request.workspaceId).run(sealExecutedTask, {
      template: {
        name: template.name,
        kind: template.kind,
        inputs: template.inputs,
        body: template.body,
        roles: template.roles,
      },
      templatePdf: pdf,
      values: request.senderValues,
      signers: contributions(signers),
      sentDocument: sent,
      verifyUrl: `${config.publicUrl}/verify`,
      attachments,
      embedded: files.embedded,
      certificate: {
        requestId: request.id,
        templateName: request.templateName,
        sender: (request.memberId && members.get(request.memberId)) || null,
        workspaceName: request.workspaceName,
        sentAt: request.createdAt,
        completedAt: signing.at,
        locale: certificateLocale,
        documents: certificateDocuments(template.documents, certificateLocale),
        attachments: files.certificate,
        signers: certificateSigners(signers, members),
        copied,
        events: timeline(logged, signers, {
          members,
          workspaceName: request.workspaceName,
          locale: certificateLocale,
        }),
        brand,
      },
    });
    // Written before any lock is taken; a store that cannot take them is a 503 and nothing is signed.
    const [stagedSent, pages, stagedPdf] = await Promise.all([
      request.sentDocumentId ? undefined : documents.stage(sent),
      documents.stage(executed.executedPages),
      documents.stage(executed.pdf),
    ]);
    return {
      fingerprint: fingerprint(ctx, trail),
      sent,
      executed,
      completed,
      staged: { sent: stagedSent, pages, pdf: stagedPdf },
    };
  } catch (error) {
    throw error instanceof AppError ? error : unsealable(services, request.id, error);
  }
}

function unsealable(services: SigningServices, requestId: string, error: unknown): AppError {
  services.log.error({ err: error, requestId }, 'the executed document could not be sealed');
  return new AppError(
    503,
    'The signed document could not be produced, so nothing was signed. Please try again.',
  );
}

function signedEntry(ctx: SigningContext, signing: Signing): AuditEntryInput {
  return {
    workspaceId: ctx.request.workspaceId,
    requestId: ctx.request.id,
    action: completedAction(ctx.signer.kind),
    actor: signerActor(ctx.signer),
    ip: signing.client.ip,
    userAgent: signing.client.userAgent,
    details: {
      role: ctx.signer.role,
      ...(ctx.signer.witnessFor ? { witnessFor: ctx.signer.witnessFor } : {}),
      ...(signing.hosted ? { hosted: signing.hosted.mode, hostMemberId: signing.hosted.memberId } : {}),
      ...(signing.signature && signing.consent
        ? {
            signatureType: signing.signature.type,
            consent: true,
            consentSha256: signing.consent.sha256,
            consentLocale: signing.consent.language,
          }
        : {}),
    },
    at: signing.at,
  };
}

/** The signer's guarded change and its audit entry. */
async function recordSignature(
  tx: Queryable,
  services: SigningServices,
  ctx: SigningContext,
  signing: Signing,
) {
  const signed = await tx.query(
    `UPDATE submitters SET status = 'completed', completed_at = $2, signer_values = $3, signature = $4,
            acted_ip = $5, acted_user_agent = $6, consent_text = $7, consent_sha256 = $8, consent_locale = $9,
            initials = $10, hosted_mode = $11, hosted_by_member_id = $12
      WHERE id = $1 AND status IN ('awaiting', 'opened')`,
    [
      ctx.signer.id,
      signing.at,
      JSON.stringify(signing.values),
      signing.signature && JSON.stringify(signing.signature),
      signing.client.ip,
      signing.client.userAgent,
      signing.consent?.text ?? null,
      signing.consent?.sha256 ?? null,
      signing.consent?.language ?? null,
      signing.initials && JSON.stringify(signing.initials),
      signing.hosted?.mode ?? null,
      signing.hosted?.memberId ?? null,
    ],
  );
  if (signed.rowCount === 0)
    throw new Error(`Submitter ${ctx.signer.id} changed under its request's row lock`);
  await settleAttachments(tx, services.documents, ctx, signing.values);
  await recordAudit(tx, services.clock, signedEntry(ctx, signing));
}

/** An earlier signer signed: the request is under way and the next signer's turn begins. */
async function inviteNext(
  tx: Queryable,
  services: SigningServices,
  ctx: SigningContext,
  signing: Signing,
): Promise<CompleteOutcome> {
  await tx.query(`UPDATE signature_requests SET status = 'opened' WHERE id = $1 AND status = 'pending'`, [
    ctx.request.id,
  ]);
  const next = nextSigner(ctx, ctx.signer);
  if (next) {
    await enqueueInvitation(tx, services.clock, {
      requestId: ctx.request.id,
      submitterId: next.id,
      at: signing.at,
    });
  }
  return { status: 'completed', requestStatus: 'opened' };
}

/** The last signer signed: store the executed document and complete the request, in one commit. */
async function completeRequest(
  tx: Queryable,
  services: SigningServices,
  ctx: SigningContext,
  prepared: Prepared,
) {
  const { clock, documents } = services;
  const { request } = ctx;
  const stored = { contentType: 'application/pdf', workspaceId: request.workspaceId, tx };
  await storeSentDocument(tx, services, ctx, prepared.staged.sent ?? prepared.sent);
  const pages = await documents.put(prepared.staged.pages, stored);
  const executed = await documents.put(prepared.staged.pdf, stored);
  const completed = await tx.query(
    `UPDATE signature_requests SET status = 'completed', has_signed_document = true, completed_at = $2,
            signed_document_id = $3, executed_pages_document_id = $4
      WHERE id = $1 AND status IN ('pending', 'opened')`,
    [request.id, prepared.completed.at, executed.id, pages.id],
  );
  if (completed.rowCount === 0) throw new Error(`Request ${request.id} changed under its row lock`);
  // Sealed without a timestamp because the authority did not answer in time: the worker adds one.
  if (prepared.executed.timestamp === 'pending')
    await scheduleDocumentTimestamp(tx, clock, { requestId: request.id, documentId: executed.id });
  await recordAudit(tx, clock, prepared.completed);
  await notifyWorkspace(tx, clock, {
    workspaceId: request.workspaceId,
    type: 'signature_request.completed',
    requestId: request.id,
  });
  const document = {
    documentId: executed.id,
    filename: executedFilename(request.templateName),
    contentType: 'application/pdf',
  };
  await enqueueCompletedNotices(tx, clock, { requestId: request.id, document });
  // The people copied, and the sender (issue 24): the same document, one e-mail per person.
  await enqueueCompletionToObservers(tx, clock, { requestId: request.id, document });
}
