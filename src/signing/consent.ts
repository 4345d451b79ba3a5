// The notice a signer consents to before signing electronically (ESIGN-style disclosure: electronic
// records, paper copies, withdrawal, what is needed), in the language of the page, naming the member
// who sent the request and how to reach them. The page shows exactly these paragraphs; signing
// stores this exact text with its SHA-256, which the audit certificate quotes.
import { createHash } from 'node:crypto';
import type { Translator } from '../i18n/catalogue.ts';
import type { SigningRequest } from './signing-context.ts';

export interface ConsentNotice {
  intro: string;
  items: string[];
  agree: string;
  /** The whole notice as one plain text: what is stored and hashed. */
  text: string;
  sha256: string;
}

/** The workspace as signers read it: its display name (issue 31), else its name. */
const workspaceLabel = (request: Pick<SigningRequest, 'workspaceName' | 'brand'>) =>
  request.brand?.displayName?.trim() || request.workspaceName;

/** "Ops at Acme", or the workspace alone once the member has left it. */
export function senderLabel(
  t: Translator,
  request: Pick<SigningRequest, 'sender' | 'workspaceName' | 'brand'>,
): string {
  const workspace = workspaceLabel(request);
  return request.sender ? t.t('sender.memberAt', { member: request.sender.name, workspace }) : workspace;
}

/** "Ops at Acme (ops@acme.test)": who to contact, and how. */
export function senderContact(
  t: Translator,
  request: Pick<SigningRequest, 'sender' | 'workspaceName' | 'brand'>,
): string {
  const workspace = workspaceLabel(request);
  return request.sender
    ? t.t('sender.contact', { member: request.sender.name, workspace, email: request.sender.email })
    : workspace;
}

export function consentNotice(
  t: Translator,
  request: Pick<SigningRequest, 'sender' | 'workspaceName' | 'brand' | 'sendEmail'>,
  signer: { email: string },
): ConsentNotice {
  const contact = senderContact(t, request);
  const intro = t.t('consent.intro', { sender: senderLabel(t, request) });
  const items = [
    t.t('consent.electronic'),
    t.t(request.sendEmail ? 'consent.paper' : 'consent.paperNoEmail', { contact, email: signer.email }),
    t.t('consent.withdraw', { contact }),
    t.t('consent.requirements', { contact, email: signer.email }),
  ];
  const agree = t.t('consent.agree');
  const text = [intro, ...items.map((item) => `- ${item}`), agree].join('\n');
  return { intro, items, agree, text, sha256: createHash('sha256').update(text, 'utf8').digest('hex') };
}
