// The e-mails to members of a workspace: a sign-in link, and an invitation to join it. Like every
// outbox message they are rendered at delivery from stored params, which hold the link's id only; the
// link itself (a credential) is derived then and never stored. In the member's language (src/i18n),
// laid out like every other message (templates.ts).
import { memberLinkUrl } from '../auth/member-link-tokens.ts';
import { translator } from '../i18n/catalogue.ts';
import { languageOf } from '../i18n/locales.ts';
import { button, compose, oneLine, paragraph, type RenderedMail } from './templates.ts';

export const MEMBER_MAIL_KINDS = ['member_sign_in', 'member_invitation'] as const;
export type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number];

export interface MemberMailParams {
  workspaceName: string;
  recipientName: string;
  linkId: string;
  /** Invitation: the owner who invited. */
  invitedBy?: string;
  /** The member's language (one of LANGUAGES); English when absent (messages queued before it). */
  locale?: string;
}

export function isMemberMailKind(kind: string): kind is MemberMailKind {
  return (MEMBER_MAIL_KINDS as readonly string[]).includes(kind);
}

export function renderMemberMail(
  kind: MemberMailKind,
  params: MemberMailParams,
  links: { publicUrl: string; tokenSecret: Buffer },
): RenderedMail & { link: string } {
  const t = translator(languageOf(params.locale));
  const link = memberLinkUrl(links.publicUrl, links.tokenSecret, params.linkId);
  const workspace = oneLine(params.workspaceName);
  const signIn = kind === 'member_sign_in';
  const body = signIn
    ? t.t('memberMail.signIn.body', { workspace })
    : params.invitedBy
      ? t.t('memberMail.invitation.body', { inviter: oneLine(params.invitedBy), workspace })
      : t.t('memberMail.invitation.bodyNoInviter', { workspace });
  const mail = compose(
    t.language,
    t.t(signIn ? 'memberMail.signIn.subject' : 'memberMail.invitation.subject', { workspace }),
    [
      paragraph(t.t('memberMail.greeting', { name: oneLine(params.recipientName) })),
      paragraph(body),
      button(
        t.t(signIn ? 'memberMail.signIn.button' : 'memberMail.invitation.button'),
        link,
        t.t('memberMail.orOpen', { url: link }),
      ),
      paragraph(
        signIn
          ? t.t('memberMail.signIn.after')
          : t.t('memberMail.invitation.after', { url: `${links.publicUrl}/app/sign-in` }),
      ),
    ],
    [t.t('memberMail.footer')],
  );
  return { ...mail, link };
}
