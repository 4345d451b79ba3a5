// Where e-mail goes: an SMTP server through nodemailer when SMTP_URL is set, else the local mailbox
// of CONTRACT §7 (messages are kept in the database, listed by GET /admin/v1/mailbox, and their
// signing links are written to the log so a self-hoster without SMTP can still hand them out); the
// mailbox's messages can be had as the .eml files the SMTP path would have sent (composeEml).
import type { Transporter } from 'nodemailer';
import type { Config } from '../platform/config.ts';

export interface OutgoingMail {
  /** RFC 5322 Message-ID, stable across retries so receivers can drop duplicates. */
  messageId: string;
  to: { email: string; name?: string | null };
  subject: string;
  text: string;
  html: string;
  /** The display name of From; its address is MAIL_FROM's, which is also the envelope sender. */
  fromName?: string;
  replyTo?: { email: string; name?: string | null };
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** The server refused for good (5xx): retrying cannot help. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  /** Resolves once the message is accepted; throws DeliveryError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of MAIL_FROM, the right-hand side of every Message-ID. */
export function messageIdDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)/.exec(mailFrom);
  return match?.[1] ?? 'countersign.invalid';
}

/** The bare address of MAIL_FROM (`Countersign <no-reply@host>` → `no-reply@host`). */
export function mailFromAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1].trim() ?? mailFrom.trim();
}

const addressOf = (person: { email: string; name?: string | null }) =>
  person.name ? { name: person.name, address: person.email } : person.email;

export function messageIdFor(outboxId: string, mailFrom: string): string {
  return `<${outboxId}@${messageIdDomain(mailFrom)}>`;
}

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport {
  if (!config.smtpUrl) {
    // Delivery to the local mailbox is the outbox row itself being marked delivered (worker.ts).
    return { kind: 'mailbox', send: async () => {}, close: () => {} };
  }
  const smtpUrl = config.smtpUrl;
  // nodemailer is loaded by the first delivery, so a process that never sends e-mail never loads it.
  let transporter: Transporter | undefined;
  const open = async () => {
    const nodemailer = (await import('nodemailer')).default;
    transporter ??= nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return transporter;
  };
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await (transporter ?? (await open())).sendMail(nodemailerMessage(mail, config.mailFrom));
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const reason = (error as Error).message ?? String(error);
        throw new DeliveryError(reason, typeof code === 'number' && code >= 500 && code < 600);
      }
    },
    close: () => transporter?.close(),
  };
}

/** What nodemailer is given for a message: the one shape both the SMTP path and the mailbox's .eml use. */
function nodemailerMessage(mail: OutgoingMail, mailFrom: string) {
  return {
    from: mail.fromName ? { name: mail.fromName, address: mailFromAddress(mailFrom) } : mailFrom,
    to: addressOf(mail.to),
    ...(mail.replyTo ? { replyTo: addressOf(mail.replyTo) } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments,
  };
}

/**
 * The message as the SMTP path would send it (RFC 5322: the HTML with its text alternative, the From
 * name, the attachments), composed by nodemailer's own MailComposer: what the local mailbox offers as
 * an .eml file, so that one without an SMTP server can open the real e-mail.
 */
export async function composeEml(mail: OutgoingMail, mailFrom: string): Promise<Buffer> {
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  return new Promise((resolve, reject) =>
    new MailComposer(nodemailerMessage(mail, mailFrom)).compile().build((error, message) => {
      if (error) reject(error);
      else resolve(message);
    }),
  );
}
