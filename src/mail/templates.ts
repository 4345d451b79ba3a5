// The e-mails Countersign sends (CONTRACT §7), each as a subject, a text part and an HTML part.
// Pure functions of the outbox row's params: user content (template names, the sender's message,
// names, reasons) is HTML-escaped in the HTML part, and line breaks never reach a header.

export const MAIL_KINDS = ['invitation', 'reminder', 'voided', 'declined', 'completed'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What the outbox stores for rendering; every field is plain text supplied by users or the service. */
export interface MailParams {
  templateName: string;
  workspaceName: string;
  recipientName?: string;
  /** The sender's note (invitation and reminder). */
  message?: string | null;
  /** Why the request was voided or declined. */
  reason?: string | null;
  /** Who declined (declined notice). */
  declinedBy?: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One line, for headers: control characters and line breaks become spaces. */
function oneLine(value: string, max = 200): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

interface Block {
  text: string;
  /** Already-safe HTML for this block. */
  html: string;
}

const paragraph = (text: string): Block => ({
  text,
  html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
});

const quote = (text: string): Block => ({
  text: text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n'),
  html: `<blockquote style="border-left:3px solid #ccc;margin:0 0 1em;padding:0 0 0 12px;color:#333">${escapeHtml(
    text,
  ).replace(/\n/g, '<br>')}</blockquote>`,
});

const button = (label: string, url: string): Block => ({
  text: `${label}: ${url}`,
  html: `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(
    label,
  )}</a></p><p style="font-size:12px;color:#555">Or open this link: ${escapeHtml(url)}</p>`,
});

function compose(subject: string, blocks: Block[]): RenderedMail {
  const footer =
    'Sent by Countersign on behalf of the sender. Your signing link is personal: do not forward it.';
  return {
    subject: oneLine(subject, 250),
    text: `${blocks.map((b) => b.text).join('\n\n')}\n\n-- \n${footer}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;font-size:15px;line-height:1.5">${blocks
      .map((b) => b.html)
      .join('')}<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)}</p></body></html>`,
  };
}

const greeting = (p: MailParams) => paragraph(p.recipientName ? `Hello ${p.recipientName},` : 'Hello,');

/** Renders one message; `link` is the recipient's signing link where the kind carries one. */
export function renderMail(kind: MailKind, p: MailParams, link?: string): RenderedMail {
  const name = oneLine(p.templateName);
  const from = oneLine(p.workspaceName);
  const note = p.message?.trim() ? [paragraph(`Message from ${from}:`), quote(p.message.trim())] : [];
  const reason = p.reason?.trim() ? [paragraph('Reason given:'), quote(p.reason.trim())] : [];
  switch (kind) {
    case 'invitation':
      return compose(`Please sign: ${name}`, [
        greeting(p),
        paragraph(`${from} has sent you "${name}" to sign electronically.`),
        ...note,
        ...(link ? [button('Review and sign', link)] : []),
      ]);
    case 'reminder':
      return compose(`Reminder: please sign ${name}`, [
        greeting(p),
        paragraph(`This is a reminder that "${name}" from ${from} is waiting for your signature.`),
        ...note,
        ...(link ? [button('Review and sign', link)] : []),
      ]);
    case 'voided':
      return compose(`Cancelled: ${name}`, [
        greeting(p),
        paragraph(
          `${from} has cancelled the signature request for "${name}". There is nothing more for you to do.`,
        ),
        ...reason,
      ]);
    case 'declined':
      return compose(`Declined: ${name}`, [
        greeting(p),
        paragraph(
          `${p.declinedBy ? oneLine(p.declinedBy) : 'A signer'} declined to sign "${name}", so the request from ${from} has ended.`,
        ),
        ...reason,
      ]);
    case 'completed':
      return compose(`Completed: ${name}`, [
        greeting(p),
        paragraph(`Everyone has signed "${name}". The executed document is attached for your records.`),
      ]);
  }
}
