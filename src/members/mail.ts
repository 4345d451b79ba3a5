// The workspace application's e-mails: a sign-in link, and an invitation to join a workspace. Like
// every outbox message they are rendered at delivery from stored params, which hold the link's id
// only; the link itself (a credential) is derived then and never stored. Texts are in the app's
// string catalogue.
import { escapeHtml } from '../platform/http/html.ts';
import { en } from '../web/strings/en.ts';
import { memberLinkUrl } from './links.ts';

export const MEMBER_MAIL_KINDS = ['member_sign_in', 'member_invitation'] as const;
export type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number];

export interface MemberMailParams {
  workspaceName: string;
  recipientName: string;
  linkId: string;
  /** Invitation: the owner who invited. */
  invitedBy?: string;
}

export function isMemberMailKind(kind: string): kind is MemberMailKind {
  return (MEMBER_MAIL_KINDS as readonly string[]).includes(kind);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** One line, for the subject: control characters become spaces. */
function oneLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 200);
}

export function renderMemberMail(
  kind: MemberMailKind,
  params: MemberMailParams,
  links: { publicUrl: string; tokenSecret: Buffer },
): { subject: string; text: string; html: string; link: string } {
  const link = memberLinkUrl(links.publicUrl, links.tokenSecret, params.linkId);
  const texts =
    kind === 'member_sign_in'
      ? en.mail.signIn(params)
      : en.mail.invitation({ ...params, signInUrl: `${links.publicUrl}/app/sign-in` });
  const paragraphs = [en.mail.greeting(params.recipientName), ...texts.body];
  const text = [...paragraphs, `${texts.button}: ${link}`, texts.after, `-- \n${en.mail.footer}`].join(
    '\n\n',
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif;font-size:15px;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b3d91;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(
    texts.button,
  )}</a></p><p style="font-size:12px;color:#555">${escapeHtml(en.mail.orOpen)} ${escapeHtml(link)}</p><p>${escapeHtml(
    texts.after,
  )}</p><hr><p style="font-size:12px;color:#555">${escapeHtml(en.mail.footer)}</p></body></html>`;
  return { subject: oneLine(texts.subject), text: `${text}\n`, html, link };
}
