// What a signing link leads to: the request, its template, every submitter in signing order and the
// one holding the link, read in one place for the pages and the actions. Inside a transaction the
// request row is taken FOR UPDATE first; every signer action does so, so actions on one request take
// turns and each sees the state the previous one committed.
import { type Brand, brandColumnsSql, brandFromRow } from '../branding/brand.ts';
import type { Queryable } from '../platform/db/index.ts';
import {
  effectiveStatus,
  type RequestStatus,
  type SubmitterStatus,
  turnSubmitter,
} from '../requests/read.ts';
import { resolveSigningToken } from '../requests/signing-tokens.ts';
import { lockedUntilReminded } from '../requests/verification-lock.ts';
import { findTemplate } from '../templates/repository.ts';
import {
  kindSigns,
  type Role,
  type RoleKind,
  type SignatureInput,
  type SignerContribution,
  type Template,
  type Values,
} from '../templates/types.ts';

/** The member who sent a request (while still a member of its workspace). */
export interface Sender {
  name: string;
  email: string;
}

export interface SigningRequest {
  id: string;
  workspaceId: string;
  workspaceName: string;
  /** The workspace's default language (issue 46): the audit certificate's frame is written in it. */
  workspaceLocale: string;
  /** The member who sent it (for API sends, the key's creator). */
  memberId: string | null;
  /** That member while they belong to the workspace (named on pages and e-mails); else null. */
  sender: Sender | null;
  templateName: string;
  /** As it reads now: `expired` from expiresAt on, even before the sweep records it. */
  status: RequestStatus;
  senderValues: Values;
  sendEmail: boolean;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
  hasSignedDocument: boolean;
  signedDocumentId: string | null;
  sentDocumentId: string | null;
  /** The workspace's branding (issue 25 item 3): its pages and certificate show it. */
  brand: Brand;
}

export interface Signer {
  id: string;
  position: number;
  role: string;
  /** What their turn is (issue 45): sign, approve, read, or witness the role in `witnessFor`. */
  kind: RoleKind;
  witnessFor?: string;
  name: string;
  email: string;
  /** Their language as given at send (BCP 47), or the workspace's default when none was. */
  locale: string;
  /** Whether the sender chose `locale`; when not, their page follows their browser (issue 46). */
  localeChosen: boolean;
  status: SubmitterStatus;
  invitedAt: Date | null;
  openedAt: Date | null;
  completedAt: Date | null;
  declinedAt: Date | null;
  values: Values;
  signature: SignatureInput | null;
  /** Captured apart from the signature (issue 23); null: the initials of the typed name. */
  initials: SignatureInput | null;
  declineReason: string | null;
  openedIp: string | null;
  openedUserAgent: string | null;
  actedIp: string | null;
  actedUserAgent: string | null;
  /** What they accepted when signing: the SHA-256 of the consent text, and its language. */
  consentSha256: string | null;
  consentLocale: string | null;
  /** Issue 24: the code they must enter before the document opens, if any (verification/). */
  verification: SignerVerificationState | null;
  /** Issue 45: the member whose own turn this is (a send to the sender's address); null: nobody's. */
  memberId: string | null;
  /** Issue 45: how their completed turn was taken on a member's device, and by whose session. */
  hosted: { mode: 'in_person' | 'own_session'; memberId: string | null } | null;
}

export interface SignerVerificationState {
  method: 'access_code' | 'email_code';
  /** When they last passed it. */
  verifiedAt: Date | null;
  /** Locked after too many wrong codes, until then. */
  lockedUntil: Date | null;
  /** Issue 31: locked after 20 wrong codes until the sender reminds them. */
  lockedUntilReminded: boolean;
  /** When the current e-mailed code was sent (null: none waiting to be entered). */
  codeSentAt: Date | null;
}

export interface SigningContext {
  request: SigningRequest;
  template: Template;
  /** Every submitter, in signing order. */
  signers: Signer[];
  /** The submitter holding the link. */
  signer: Signer;
  /** The submitter whose turn it is, if anyone's. */
  turn: Signer | null;
}

type RequestRow = {
  id: string;
  workspace_id: string;
  workspace_name: string;
  workspace_locale: string;
  template_id: string;
  template_name: string;
  status: RequestStatus;
  sender_values: Values;
  send_email: boolean;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  has_signed_document: boolean;
  signed_document_id: string | null;
  sent_document_id: string | null;
  member_id: string | null;
  member_name: string | null;
  member_email: string | null;
} & Record<`brand_${string}`, unknown>;

type SignerRow = {
  id: string;
  position: number;
  role: string;
  name: string;
  email: string;
  locale: string;
  locale_chosen: boolean;
  status: SubmitterStatus;
  invited_at: Date | null;
  opened_at: Date | null;
  completed_at: Date | null;
  declined_at: Date | null;
  signer_values: Values | null;
  signature: SignatureInput | null;
  initials: SignatureInput | null;
  decline_reason: string | null;
  opened_ip: string | null;
  opened_user_agent: string | null;
  acted_ip: string | null;
  acted_user_agent: string | null;
  consent_sha256: string | null;
  consent_locale: string | null;
  verification_method: 'access_code' | 'email_code' | null;
  verified_at: Date | null;
  verification_locked_until: Date | null;
  verification_failures: number;
  verification_code_sent_at: Date | null;
  has_code: boolean;
  member_id: string | null;
  hosted_mode: 'in_person' | 'own_session' | null;
  hosted_by_member_id: string | null;
};

const toSigner = (r: SignerRow, roles: readonly Role[]): Signer => ({
  id: r.id,
  position: r.position,
  role: r.role,
  ...roleOf(roles, r.role),
  name: r.name,
  email: r.email,
  locale: r.locale,
  localeChosen: r.locale_chosen,
  status: r.status,
  invitedAt: r.invited_at,
  openedAt: r.opened_at,
  completedAt: r.completed_at,
  declinedAt: r.declined_at,
  values: r.signer_values ?? {},
  signature: r.signature,
  initials: r.initials,
  declineReason: r.decline_reason,
  openedIp: r.opened_ip,
  openedUserAgent: r.opened_user_agent,
  actedIp: r.acted_ip,
  actedUserAgent: r.acted_user_agent,
  consentSha256: r.consent_sha256,
  consentLocale: r.consent_locale,
  verification: r.verification_method
    ? {
        method: r.verification_method,
        verifiedAt: r.verified_at,
        lockedUntil: r.verification_locked_until,
        lockedUntilReminded: lockedUntilReminded(r.verification_failures),
        codeSentAt: r.has_code ? r.verification_code_sent_at : null,
      }
    : null,
  memberId: r.member_id,
  hosted: r.hosted_mode ? { mode: r.hosted_mode, memberId: r.hosted_by_member_id } : null,
});

/**
 * The context of a signing link, or null when the token is not one of ours or its request was
 * erased. With `lock`, call it inside a transaction: the request row stays locked until that
 * transaction ends (`share`: against erasure only, for reading its documents).
 */
export async function loadSigningContext(
  q: Queryable,
  tokenSecret: Buffer,
  token: string,
  now: Date,
  options: { lock?: boolean | 'share' } = {},
): Promise<SigningContext | null> {
  const subject = await resolveSigningToken(q, tokenSecret, token);
  if (!subject || subject.erased) return null;
  if (options.lock) {
    const { rows } = await q.query(
      `SELECT id FROM signature_requests WHERE id = $1 AND erased_at IS NULL
       ${options.lock === 'share' ? 'FOR SHARE' : 'FOR UPDATE'}`,
      [subject.requestId],
    );
    if (rows.length === 0) return null;
  }
  const { rows } = await q.query<RequestRow>(
    `SELECT r.id, r.workspace_id, w.name AS workspace_name, w.default_locale AS workspace_locale, r.template_id, r.template_name, r.status,
            r.sender_values, r.send_email, r.created_at, r.expires_at, r.completed_at, r.has_signed_document,
            r.signed_document_id, r.sent_document_id, r.member_id, m.name AS member_name, m.email AS member_email,
            ${brandColumnsSql('w')}
       FROM signature_requests r JOIN workspaces w ON w.id = r.workspace_id
       LEFT JOIN members m ON m.id = r.member_id AND m.status = 'active'
      WHERE r.id = $1 AND r.erased_at IS NULL`,
    [subject.requestId],
  );
  const r = rows[0];
  if (!r) return null;
  const template = await findTemplate(q, r.workspace_id, r.template_id);
  if (!template) throw new Error(`Signature request ${r.id} has lost its template ${r.template_id}`);
  const signers = (
    await q.query<SignerRow>(
      `SELECT id, position, role, name, email, locale, locale_chosen, status, invited_at, opened_at, completed_at, declined_at,
              signer_values, signature, initials, decline_reason, opened_ip, opened_user_agent, acted_ip, acted_user_agent,
              consent_sha256, consent_locale, verification_method, verified_at, verification_locked_until, verification_failures,
              verification_code_sent_at, verification_secret IS NOT NULL AS has_code, member_id, hosted_mode,
              hosted_by_member_id
         FROM submitters WHERE request_id = $1 ORDER BY position`,
      [r.id],
    )
  ).rows.map((row) => toSigner(row, template.roles));
  const signer = signers.find((s) => s.id === subject.submitterId)!;
  const request: SigningRequest = {
    id: r.id,
    workspaceId: r.workspace_id,
    workspaceName: r.workspace_name,
    workspaceLocale: r.workspace_locale,
    memberId: r.member_id,
    sender: r.member_email ? { name: r.member_name ?? r.member_email, email: r.member_email } : null,
    templateName: r.template_name,
    status: effectiveStatus(r, now),
    senderValues: r.sender_values,
    sendEmail: r.send_email,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    completedAt: r.completed_at,
    hasSignedDocument: r.has_signed_document,
    signedDocumentId: r.signed_document_id,
    sentDocumentId: r.sent_document_id,
    brand: brandFromRow(r),
  };
  return { request, template, signers, signer, turn: turnSubmitter(signers) };
}

/** The person a witness witnesses, by the witnessed role (issue 45): their name and role. */
export function witnessedOf(signers: readonly Signer[], role: string): { name: string; role: string } {
  return { name: signers.find((s) => s.role === role)?.name ?? role, role };
}

/** A role's kind, and the role a witness witnesses. */
function roleOf(roles: readonly Role[], name: string): Pick<Signer, 'kind' | 'witnessFor'> {
  const role = roles.find((r) => r.name === name);
  return { kind: role?.kind ?? 'signer', ...(role?.witnessFor ? { witnessFor: role.witnessFor } : {}) };
}

/**
 * What the participants who have completed their turn contribute to the document so far: their values,
 * and the signature of those who sign (an approver's values count without one).
 */
export function contributions(signers: Signer[]): SignerContribution[] {
  return signers
    .filter((s) => s.status === 'completed' && (s.signature || !kindSigns(s.kind)))
    .map((s) => ({
      role: s.role,
      name: s.name,
      email: s.email,
      values: s.values,
      ...(s.signature ? { signature: s.signature } : {}),
      initials: s.initials ?? undefined,
      signedAt: s.completedAt ?? undefined,
      locale: s.locale,
    }));
}
