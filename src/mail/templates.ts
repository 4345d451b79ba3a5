// The e-mails Countersign sends (CONTRACT §7), each as a subject, a text part and an HTML part, plus
// who it is from and who replies reach. Pure functions of the outbox row's params, in the
// recipient's language (src/i18n): every message names the member who sent the request and their
// workspace, and replies go to that member. User content (template names, the sender's message,
// names, reasons) is HTML-escaped in the HTML part, and line breaks never reach a header.
import { mailBrandHeader, mailButtonColour } from '../branding/mail-brand.ts';
import { type MessageKey, type Translator, translator } from '../i18n/catalogue.ts';
import { formatDateTime, orderText } from '../i18n/format.ts';
import { languageOf, textDirection } from '../i18n/locales.ts';
import { escapeHtml } from '../platform/http/html.ts';
import { plainText } from '../platform/text.ts';
import { directionOf } from '../platform/text-direction.ts';

export const MAIL_KINDS = [
  'invitation',
  'reminder',
  'voided',
  'declined',
  'decline_confirmation',
  'sender_declined',
  'completed',
  // Issue 24: the people copied hear of an expiry; the sender gets the executed PDF.
  'expired',
  'sender_completed',
  // Issue 31: the sender hears that a signing link is locked until they remind its signer.
  'sender_link_locked',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface Person {
  name: string;
  email: string;
}

/**
 * What the outbox stores for rendering; every field is plain text supplied by users or the service.
 * Fields added since the first release are optional, so rows queued before them still render.
 */
export interface MailParams {
  templateName: string;
  workspaceName: string;
  recipientName?: string;
  /** The recipient's language (BCP 47); English when absent. */
  locale?: string;
  /** The member who sent the request: named in the message, and where replies go. */
  sender?: Person | null;
  /** The sender's note (invitation and reminder). */
  message?: string | null;
  /** Invitation and reminder: the deadline (ISO 8601) and the recipient's place in the order. */
  expiresAt?: string;
  position?: number;
  signerCount?: number;
  /** Issue 31: the recipient must enter an access code the sender gives them (invitation, reminder). */
  accessCode?: boolean;
  /** Why the request was voided or declined. */
  reason?: string | null;
  /** Who declined (declined notices). */
  declinedBy?: string | null;
  /** The decliner, for the notice to the sender. */
  decliner?: (Person & { role: string }) | null;
  requestId?: string;
  /** The signer whose link is locked after wrong codes, and how many (notice to the sender). */
  lockedSigner?: (Person & { role: string }) | null;
  failures?: number;
  /** The recipient was copied on the request (CC): the notice says why it came to them. */
  copied?: boolean;
  /** Issue 45: the recipient's turn is to approve, to read or to witness (unset: to sign). */
  turn?: 'approver' | 'viewer' | 'witness';
  /** A witness's invitation: the name of the person whose signature they witness. */
  witnessed?: string;
  /** Issue 25: the workspace's branding when it was queued (src/branding/mail-brand.ts). */
  brandName?: string | null;
  brandAccent?: string | null;
  brandLogo?: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The display name of From (its address is always MAIL_FROM's). */
  fromName?: string;
  replyTo?: Person;
}

/**
 * One line, for headers: control characters and line breaks become spaces, and bidirectional and
 * zero-width controls go (a subject cannot isolate a name that would read backwards).
 */
export function oneLine(value: string, max = 200): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const flat = plainText(value.replace(/[\u0000-\u001f\u007f]+/g, ' ')).trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export interface Block {
  text: string;
  /** Already-safe HTML for this block. */
  html: string;
}

export const paragraph = (text: string): Block => ({
  text,
  html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
});

/**
 * A quoted message (the sender's note, a reason), set in its own direction whatever the language
 * around it, its rule on the side it starts from (mail clients ignore logical CSS).
 */
const quote = (text: string): Block => {
  const dir = directionOf(text);
  const side = dir === 'rtl' ? 'right' : 'left';
  return {
    text: text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    html: `<blockquote dir="${dir}" style="border-${side}:3px solid #ccc;margin:0 0 1em;padding-${side}:12px;color:#333">${escapeHtml(
      text,
    ).replace(/\n/g, '<br>')}</blockquote>`,
  };
};

export const button = (label: string, url: string, orOpen: string, colour = '#1a56db'): Block => ({
  text: `${label}: ${url}`,
  html: `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:${colour};color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(
    label,
  )}</a></p><p style="font-size:12px;color:#555;overflow-wrap:anywhere;word-break:break-all">${escapeHtml(orOpen)}</p>`,
});

/**
 * A message in `language` (its lang and direction: an Arabic or Hebrew message reads from the
 * right) from its subject, its blocks and its footer lines (which say why it came).
 */
export function compose(language: string, subject: string, blocks: Block[], footer: string[]): RenderedMail {
  const foot = footer.join(' ');
  const dir = textDirection(language);
  return {
    subject: oneLine(subject, 250),
    text: `${blocks.map((b) => b.text).join('\n\n')}\n\n-- \n${foot}\n`,
    html: `<!doctype html><html lang="${escapeHtml(language)}" dir="${dir}"><body dir="${dir}" style="font-family:sans-serif;font-size:15px;line-height:1.5">${blocks
      .map((b) => b.html)
      .join('')}<hr><p style="font-size:12px;color:#555">${escapeHtml(foot)}</p></body></html>`,
  };
}

type SenderKind = 'sender_declined' | 'sender_completed' | 'sender_link_locked';

const SUBJECTS: Record<Exclude<MailKind, SenderKind>, MessageKey> = {
  invitation: 'mail.invitation.subject',
  reminder: 'mail.reminder.subject',
  voided: 'mail.voided.subject',
  declined: 'mail.declined.subject',
  decline_confirmation: 'mail.declineConfirmation.subject',
  completed: 'mail.completed.subject',
  expired: 'mail.expired.subject',
};

/** Who a request's messages say sent it: the member at the workspace (by its display name), or the workspace. */
function sendingNames(t: Translator, p: MailParams) {
  const document = oneLine(p.templateName);
  // Issue 31: the workspace's display name, where it has one, is the name it signs with.
  const workspace = oneLine(p.brandName?.trim() ? p.brandName : p.workspaceName);
  const member = p.sender ? { name: oneLine(p.sender.name), email: oneLine(p.sender.email) } : null;
  const sender = member ? t.t('sender.memberAt', { member: member.name, workspace }) : workspace;
  return { document, workspace, member, sender };
}

/** Who declined, as the notice to the sender names them. */
function declinerOf(p: MailParams) {
  return p.decliner
    ? { name: oneLine(p.decliner.name), email: oneLine(p.decliner.email), role: oneLine(p.decliner.role) }
    : { name: oneLine(p.declinedBy ?? '—'), email: '—', role: '—' };
}

/** A message's subject, before compose makes it one line. */
function subjectOf(t: Translator, kind: MailKind, p: MailParams): string {
  if (kind === 'sender_declined') {
    return t.t('mail.senderDeclined.subject', {
      decliner: declinerOf(p).name,
      document: oneLine(p.templateName),
    });
  }
  if (kind === 'sender_link_locked') {
    return t.t('mail.senderLinkLocked.subject', {
      signer: oneLine(p.lockedSigner?.name ?? '—'),
      document: oneLine(p.templateName),
    });
  }
  const { document, sender } = sendingNames(t, p);
  if (kind === 'sender_completed') return t.t('mail.completed.subject', { document });
  if (p.turn && (kind === 'invitation' || kind === 'reminder')) {
    return t.t(`mail.${kind}.subject.${p.turn}`, { document, sender });
  }
  return t.t(SUBJECTS[kind], { document, sender });
}

/** Renders one message; `link` is the recipient's signing link where the kind carries one. */
export function renderMail(kind: MailKind, p: MailParams, link?: string, publicUrl?: string): RenderedMail {
  const t = translator(languageOf(p.locale));
  if (kind === 'sender_declined') return senderDeclined(t, p, link);
  if (kind === 'sender_completed') return senderCompleted(t, p, link);
  if (kind === 'sender_link_locked') return senderLinkLocked(t, p, link);
  const { document, member, sender } = sendingNames(t, p);
  const subject = subjectOf(t, kind, p);
  const greeting = paragraph(
    p.recipientName
      ? t.t('mail.greeting', { name: oneLine(p.recipientName) })
      : t.t('mail.greetingAnonymous'),
  );
  const note = p.message?.trim()
    ? [paragraph(t.t('mail.messageFrom', { sender })), quote(p.message.trim())]
    : [];
  const reason = p.reason?.trim() ? [paragraph(t.t('mail.reason')), quote(p.reason.trim())] : [];
  const reply = member ? [t.t('mail.footerReply', { member: member.name, email: member.email })] : [];
  const copied = p.copied ? [t.t('mail.footerCopied', { sender })] : [];
  const plainFooter = [t.t('mail.footer', { sender }), ...copied, ...reply];
  const values = { document, sender };
  // Issue 25: the workspace's logo or name heads the message; its name is who it is from.
  const head = mailBrandHeader(p, oneLine(p.workspaceName), publicUrl);
  const branded = (s: string, blocks: Block[], footer: string[]) =>
    compose(t.language, s, head ? [head, ...blocks] : blocks, footer);

  const witnessed = oneLine(p.witnessed ?? '—');
  // An approver, a viewer or a witness is asked for what their turn is (issue 45); the first two
  // sign nothing, so their turn and its deadline are not a signature's.
  const signsNothing = p.turn === 'approver' || p.turn === 'viewer';
  const signerCall = (body: MessageKey): Block[] => [
    greeting,
    paragraph(p.turn ? t.t(`mail.invitation.body.${p.turn}`, { ...values, witnessed }) : t.t(body, values)),
    ...(p.position !== undefined && p.signerCount
      ? [
          paragraph(
            signsNothing
              ? t.t('turn.position', { position: p.position + 1, count: p.signerCount })
              : orderText(t, p.position, p.signerCount),
          ),
        ]
      : []),
    ...(p.expiresAt
      ? [
          paragraph(
            t.t(signsNothing ? `turn.deadline.${p.turn as 'approver' | 'viewer'}` : 'mail.deadline', {
              deadline: formatDateTime(new Date(p.expiresAt), p.locale ?? 'en'),
            }),
          ),
        ]
      : []),
    ...note,
    ...(p.accessCode ? [paragraph(t.t('mail.accessCodeNeeded', { sender }))] : []),
    ...(link
      ? [
          button(
            t.t(p.turn ? `mail.button.${p.turn}` : 'mail.button'),
            link,
            t.t('mail.orOpen', { url: link }),
            mailButtonColour(p, '#1a56db'),
          ),
        ]
      : []),
  ];

  let mail: RenderedMail;
  switch (kind) {
    case 'invitation':
      mail = branded(subject, signerCall('mail.invitation.body'), [
        t.t(link ? 'mail.footerLink' : 'mail.footer', { sender }),
        ...reply,
      ]);
      break;
    case 'reminder':
      mail = branded(subject, signerCall('mail.reminder.body'), [
        t.t(link ? 'mail.footerLink' : 'mail.footer', { sender }),
        ...reply,
      ]);
      break;
    case 'voided':
      mail = branded(subject, [greeting, paragraph(t.t('mail.voided.body', values)), ...reason], plainFooter);
      break;
    case 'declined': {
      const decliner = p.declinedBy ? oneLine(p.declinedBy) : '—';
      mail = branded(
        subject,
        [greeting, paragraph(t.t('mail.declined.body', { ...values, decliner })), ...reason],
        plainFooter,
      );
      break;
    }
    case 'decline_confirmation':
      mail = branded(
        subject,
        [
          greeting,
          paragraph(t.t('mail.declineConfirmation.body', values)),
          ...reason,
          ...(member ? [paragraph(t.t('mail.declineConfirmation.mistake', { member: member.name }))] : []),
        ],
        plainFooter,
      );
      break;
    case 'completed':
      mail = branded(subject, [greeting, paragraph(t.t('mail.completed.body', values))], plainFooter);
      break;
    case 'expired':
      mail = branded(subject, [greeting, paragraph(t.t('mail.expired.body', values))], plainFooter);
      break;
  }
  return {
    ...mail,
    fromName: oneLine(
      t.t('mail.fromName', { sender: p.brandName?.trim() ? oneLine(p.brandName) : sender }),
      150,
    ),
    ...(member ? { replyTo: member } : {}),
  };
}

/**
 * The notice to the member who sent a request that a signer declined: who, as which role, why,
 * and a link to the request's page in the application. Replies reach the decliner. In the
 * member's language when they chose one.
 */
function senderDeclined(t: Translator, p: MailParams, link?: string): RenderedMail {
  const document = oneLine(p.templateName);
  const workspace = oneLine(p.workspaceName);
  const decliner = declinerOf(p);
  const reason = p.reason?.trim() ? [paragraph(t.t('mail.reason')), quote(p.reason.trim())] : [];
  const mail = compose(
    t.language,
    subjectOf(t, 'sender_declined', p),
    [
      paragraph(
        p.recipientName
          ? t.t('mail.greeting', { name: oneLine(p.recipientName) })
          : t.t('mail.greetingAnonymous'),
      ),
      paragraph(t.t('mail.senderDeclined.body', { ...decliner, decliner: decliner.name, document })),
      ...reason,
      link
        ? button(t.t('mail.senderDeclined.open'), link, t.t('mail.orOpen', { url: link }))
        : paragraph(t.t('mail.senderDeclined.request', { id: p.requestId ?? '—' })),
      ...(p.decliner ? [paragraph(t.t('mail.senderDeclined.reply', { decliner: decliner.name }))] : []),
    ],
    [t.t('mail.senderFooter', { workspace })],
  );
  return {
    ...mail,
    fromName: 'Countersign',
    ...(p.decliner ? { replyTo: { name: decliner.name, email: decliner.email } } : {}),
  };
}

/**
 * The completion notice to the member who sent the request (issue 24 item 4): everyone signed, the
 * executed document is attached, and a link opens the request in the application. In the member's
 * language; the footer says how to stop these e-mails.
 */
function senderCompleted(t: Translator, p: MailParams, link?: string): RenderedMail {
  const document = oneLine(p.templateName);
  const workspace = oneLine(p.workspaceName);
  const mail = compose(
    t.language,
    subjectOf(t, 'sender_completed', p),
    [
      paragraph(
        p.recipientName
          ? t.t('mail.greeting', { name: oneLine(p.recipientName) })
          : t.t('mail.greetingAnonymous'),
      ),
      paragraph(t.t('mail.senderCompleted.body', { document })),
      link
        ? button(t.t('mail.senderDeclined.open'), link, t.t('mail.orOpen', { url: link }))
        : paragraph(t.t('mail.senderDeclined.request', { id: p.requestId ?? '—' })),
    ],
    [t.t('mail.senderFooter', { workspace }), t.t('mail.senderCompleted.optOut')],
  );
  return { ...mail, fromName: 'Countersign' };
}

/**
 * To the member who sent the request (issue 31 item 4): wrong codes locked a signer's link until the
 * member reminds them, which unlocks it; someone else may hold the link. In the member's language.
 */
function senderLinkLocked(t: Translator, p: MailParams, link?: string): RenderedMail {
  const document = oneLine(p.templateName);
  const signer = p.lockedSigner
    ? {
        name: oneLine(p.lockedSigner.name),
        email: oneLine(p.lockedSigner.email),
        role: oneLine(p.lockedSigner.role),
      }
    : { name: '—', email: '—', role: '—' };
  const mail = compose(
    t.language,
    subjectOf(t, 'sender_link_locked', p),
    [
      paragraph(
        p.recipientName
          ? t.t('mail.greeting', { name: oneLine(p.recipientName) })
          : t.t('mail.greetingAnonymous'),
      ),
      paragraph(
        t.t('mail.senderLinkLocked.body', {
          count: p.failures ?? 20,
          signer: signer.name,
          email: signer.email,
          role: signer.role,
          document,
        }),
      ),
      paragraph(t.t('mail.senderLinkLocked.unlock', { signer: signer.name })),
      link
        ? button(t.t('mail.senderDeclined.open'), link, t.t('mail.orOpen', { url: link }))
        : paragraph(t.t('mail.senderDeclined.request', { id: p.requestId ?? '—' })),
    ],
    [t.t('mail.senderFooter', { workspace: oneLine(p.workspaceName) })],
  );
  return { ...mail, fromName: 'Countersign' };
}
