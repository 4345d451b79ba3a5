// What the audit certificate says about a request (CONTRACT §8): who sent it (the member and the
// workspace), each signer's identity, language, where they acted from and when, how they signed and
// the consent they gave, and the event timeline — the request's audit log entries plus each signer's
// invitation, oldest first, in words a reader of the PDF understands; beside each signer who signed,
// the marks the pages carry (their signature, and their initials where the template asks for them).
import type { AuditActor, AuditEntry } from '../audit/audit.ts';
import { type MessageKey, type Translator, translator } from '../i18n/catalogue.ts';
import { languageOf } from '../i18n/locales.ts';
import type { Queryable } from '../platform/db/index.ts';
import type { CertificateDocuments } from '../seal/certificate-documents.ts';
import type { AuditCertificateData, AuditEvent, AuditSigner } from '../seal/index.ts';
import { documentRanges } from '../templates/documents.ts';
import { initialsMark, type RenderableTemplate } from '../templates/render/content.ts';
import type { SignerContribution, TemplateDocument } from '../templates/types.ts';
import { type Signer, witnessedOf } from './signing-context.ts';

/** Each logged action as the timeline names it (in the certificate's language). */
const ACTIONS: Record<string, MessageKey> = {
  'signature_request.sent': 'certEvent.sent',
  'signature_request.opened': 'certEvent.opened',
  'signature_request.signed': 'certEvent.signed',
  // Issue 45: the turns that are not (only) a signature.
  'signature_request.approved': 'certEvent.approved',
  'signature_request.viewed': 'certEvent.viewed',
  'signature_request.witnessed': 'certEvent.witnessed',
  'signature_request.declined': 'certEvent.declined',
  'signature_request.reminded': 'certEvent.reminded',
  'signature_request.completed': 'certEvent.completed',
  'signature_request.voided': 'certEvent.voided',
  'signature_request.expired': 'certEvent.expired',
  // Issue 35: the sender corrected a signer's name or address before they signed.
  'signature_request.signer_corrected': 'certEvent.signerCorrected',
  // Issue 24: the signer's check before the document opened.
  'signature_request.verification_sent': 'certEvent.verificationSent',
  'signature_request.verified': 'certEvent.verified',
  'signature_request.verification_failed': 'certEvent.verificationFailed',
  'signature_request.verification_locked': 'certEvent.verificationLocked',
};

/** What a participant was invited to, by kind (issue 45). */
const INVITED_TO = {
  signer: 'certEvent.invitedSigner',
  witness: 'certEvent.invitedWitness',
  approver: 'certEvent.invitedApprover',
  viewer: 'certEvent.invitedViewer',
} as const satisfies Record<string, MessageKey>;

/**
 * Within one instant, the order in which things cause each other: a send (or a signature) makes the
 * next signer's turn, which is their invitation; a completion follows the last signature. Entries
 * of one instant are ordered by this, never by their ids. Anything else ranks 4.
 */
const CAUSAL_RANK: Partial<Record<MessageKey, number>> = {
  'certEvent.sent': 0,
  // A request a visitor started from a template's public link (issue 45 item 4): its sending.
  'certEvent.publicLink': 0,
  'certEvent.opened': 1,
  'certEvent.signed': 2,
  'certEvent.approved': 2,
  'certEvent.viewed': 2,
  'certEvent.witnessed': 2,
  'certEvent.declined': 2,
  'certEvent.invitedSigner': 3,
  'certEvent.invitedWitness': 3,
  'certEvent.invitedApprover': 3,
  'certEvent.invitedViewer': 3,
  'certEvent.reminded': 4,
  'certEvent.completed': 5,
  'certEvent.voided': 5,
  'certEvent.expired': 5,
};

export interface Member {
  name: string;
  email: string;
}

/** The members the trail's actors (and the request's sender) refer to, by id, whatever their status. */
export async function membersOf(
  q: Queryable,
  trail: Array<Pick<AuditEntry, 'actor'>>,
  also: Array<string | null> = [],
): Promise<Map<string, Member>> {
  const ids = new Set(also.filter((id): id is string => Boolean(id)));
  for (const { actor } of trail) {
    const memberId = (actor as { memberId?: unknown }).memberId;
    if (typeof memberId === 'string') ids.add(memberId);
  }
  if (ids.size === 0) return new Map();
  const { rows } = await q.query<{ id: string; name: string; email: string }>(
    'SELECT id, name, email FROM members WHERE id = ANY($1::text[])',
    [[...ids]],
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

function describeActor(
  actor: AuditActor,
  members: Map<string, Member>,
  workspaceName: string,
  t: Translator,
): string {
  const member = (id: unknown) => {
    const found = typeof id === 'string' ? members.get(id) : undefined;
    return found ? `${found.name} <${found.email}>, ${workspaceName}` : workspaceName;
  };
  switch (actor.type) {
    case 'signer':
      return `${actor.name} <${actor.email}> (${actor.role})`;
    case 'api_key':
      return t.t('certFrame.apiKey', { member: member(actor.memberId), id: actor.apiKeyId });
    case 'operator':
      return t.t('certFrame.operator');
    case 'system':
      return 'Countersign';
    default:
      // Actors added later (a member in the workspace application) name the member when they can.
      return member((actor as { memberId?: unknown }).memberId);
  }
}

/** The people copied on the request (issue 24), as the certificate lists them, in its language. */
export async function copiedOf(
  q: Queryable,
  requestId: string,
  locale: string,
): Promise<NonNullable<AuditCertificateData['copied']>> {
  const { rows } = await q.query<{ cc: Array<{ email: string; name: string | null }> | null }>(
    'SELECT cc FROM signature_requests WHERE id = $1',
    [requestId],
  );
  const people = (rows[0]?.cc ?? []).map((c) => ({ name: c.name || null, email: c.email }));
  return { people, locale };
}

/**
 * The documents the certificate lists (issue 32), in the certificate's language (the workspace's),
 * each with its pages in the executed file (the documents come first, from page 1). None for a
 * flow template, nor for a single document given as a PDF: the request's own hashes say all there
 * is about it, so such a certificate looks as it did before documents existed.
 */
export function certificateDocuments(
  documents: TemplateDocument[],
  locale: string,
): CertificateDocuments | undefined {
  const [only] = documents;
  if (documents.length === 0 || (documents.length === 1 && !only.filename && !only.originalSha256)) {
    return undefined;
  }
  const ranges = documentRanges(documents);
  return {
    locale,
    list: documents.map((document, index) => ({
      name: document.name,
      ...(document.filename ? { filename: document.filename } : {}),
      firstPage: ranges[index].first,
      lastPage: ranges[index].last,
      sha256: document.sha256,
      ...(document.originalSha256 ? { originalSha256: document.originalSha256 } : {}),
    })),
  };
}

export function certificateSigners(signers: Signer[], members: Map<string, Member>): AuditSigner[] {
  const person = (id: string | null, locale: string) => {
    const found = id ? members.get(id) : undefined;
    return found
      ? `${found.name} <${found.email}>`
      : translator(languageOf(locale)).t('certFrame.formerMember', { id: id ?? '—' });
  };
  return signers.map((s) => ({
    role: s.role,
    ...(s.kind !== 'signer' ? { kind: s.kind } : {}),
    ...(s.witnessFor ? { witnessFor: witnessedOf(signers, s.witnessFor) } : {}),
    name: s.name,
    email: s.email,
    locale: s.locale,
    // The address and browser of the decisive action (signing or declining), else of the opening.
    ipAddress: s.actedIp ?? s.openedIp,
    userAgent: s.actedUserAgent ?? s.openedUserAgent,
    invitedAt: s.invitedAt,
    openedAt: s.openedAt,
    signedAt: s.status === 'completed' ? s.completedAt : null,
    declinedAt: s.declinedAt,
    method: s.status === 'completed' ? (s.signature?.type ?? null) : null,
    consent:
      s.status === 'completed' && s.consentSha256
        ? { sha256: s.consentSha256, language: s.consentLocale ?? s.locale }
        : null,
    verification: s.verification
      ? { method: s.verification.method, verifiedAt: s.verification.verifiedAt }
      : null,
    // Issue 45: taken on a member's device, in person (hosted by them) or in their own session.
    ...(s.status === 'completed' && s.hosted
      ? { hosted: { mode: s.hosted.mode, by: person(s.hosted.memberId, s.locale) } }
      : {}),
  }));
}

/**
 * The certificate's signers with the marks the pages carry: each signer who signed, their signature
 * and, when the template has an initials field for their role, their initials (captured, or made
 * from the typed name, as `initialsMark` stamps them). A signer who declined or did not sign has none.
 */
export function withSignerMarks(
  signers: AuditSigner[],
  template: Pick<RenderableTemplate, 'inputs'>,
  contributions: SignerContribution[],
): AuditSigner[] {
  return signers.map((signer) => {
    const signed = signer.signedAt && !signer.declinedAt;
    const contribution = signed ? contributions.find((c) => c.role === signer.role) : undefined;
    if (!contribution?.signature) return { ...signer, marks: null };
    const initialled = template.inputs.some(
      (input) => input.type === 'initials' && input.role === signer.role,
    );
    const initials = initialled ? initialsMark(contribution) : undefined;
    return { ...signer, marks: { signature: contribution.signature, initials } };
  });
}

const fromPublicLink = (entry: { action: string; details?: unknown }) =>
  entry.action === 'signature_request.sent' &&
  (entry.details as { source?: string } | null | undefined)?.source === 'public_link';

/**
 * Audit entries as the certificate's timeline, in its language (the workspace's); invitations come
 * from the submitters' turn times.
 */
export function timeline(
  entries: Array<Pick<AuditEntry, 'at' | 'action' | 'actor' | 'ip'> & { details?: unknown }>,
  signers: Signer[],
  context: { members: Map<string, Member>; workspaceName: string; locale: string },
): AuditEvent[] {
  const t = translator(languageOf(context.locale));
  type Entry = { at: Date; key: MessageKey | undefined; logged: string; actor: string; ip?: string | null };
  const invitations: Entry[] = signers
    .filter((s) => s.invitedAt)
    .map((s) => ({
      at: s.invitedAt!,
      key: INVITED_TO[s.kind],
      logged: 'invited',
      actor: `${s.name} <${s.email}> (${s.role})`,
    }));
  const events: Entry[] = entries.map((entry) => ({
    at: entry.at,
    key: fromPublicLink(entry) ? 'certEvent.publicLink' : ACTIONS[entry.action],
    logged: entry.action,
    actor: describeActor(entry.actor, context.members, context.workspaceName, t),
    ip: entry.ip,
  }));
  const rank = (event: Entry) => (event.key && CAUSAL_RANK[event.key]) ?? 4;
  // Stable: events of one instant and one rank keep the log's order.
  return [...events, ...invitations]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a) - rank(b))
    .map(({ at, key, logged, actor, ip }) => ({
      at,
      // An action added later without a name yet shows as logged.
      action: key ? t.t(key) : logged,
      actor,
      ...(ip !== undefined ? { ip } : {}),
    }));
}
