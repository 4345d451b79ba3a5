// A real SMTP server on loopback (smtp-server) that the service under test delivers to, with a
// small MIME reader for what nodemailer writes: headers (RFC 2047 words decoded), the text and HTML
// parts, attachments. Each DATA may be accepted, refused with a code, or left hanging (a crash
// mid-delivery); every DATA is kept in `attempts`, the accepted ones in `messages`.
import { SMTPServer } from 'smtp-server';
import { waitFor } from './helpers.ts';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  from: string;
  messageId: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** `acceptAfterMs`: accepted, but only that long after the data arrived (a slow server mid-DATA). */
export type Verdict = 'accept' | 'stall' | { acceptAfterMs: number } | { code: number; message: string };

export interface SmtpPeer {
  url: string;
  /** Accepted messages, in order of arrival. */
  messages: ReceivedMail[];
  /** Every DATA received, whatever the verdict. */
  attempts: ReceivedMail[];
  /** Decides each DATA's fate; default: accept. */
  verdict: (mail: ReceivedMail, attempt: number) => Verdict;
  to(address: string): ReceivedMail[];
  waitForMessage(
    match: (m: ReceivedMail) => boolean,
    what: string,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const stalled: Array<() => void> = [];
  const peer: SmtpPeer = {
    url: '',
    messages: [],
    attempts: [],
    verdict: () => 'accept',
    to: (address) => peer.messages.filter((m) => m.to.includes(address.toLowerCase())),
    waitForMessage: (match, what, timeoutMs = 15_000) =>
      waitFor(() => peer.messages.find(match), what, timeoutMs) as Promise<ReceivedMail>,
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of stalled) release();
        server.close(() => resolve());
      }),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'));
        mail.to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mail.from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        peer.attempts.push(mail);
        const verdict = peer.verdict(mail, peer.attempts.length);
        if (verdict === 'accept') {
          peer.messages.push(mail);
          callback();
        } else if (verdict === 'stall') {
          stalled.push(() => callback(Object.assign(new Error('closing'), { responseCode: 421 })));
        } else if ('acceptAfterMs' in verdict) {
          setTimeout(() => {
            peer.messages.push(mail);
            callback();
          }, verdict.acceptAfterMs);
        } else {
          callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
        }
      });
    },
  });
  // A sender killed mid-conversation resets its connection; that is the sender's
  // fault the tests provoke, not the peer's, so it must not crash the process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  peer.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return peer;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body, 'latin1');
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects and names. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_all, _charset, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function boundaryOf(contentType: string): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
}

function leaves(part: Part, into: Part[]): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = boundaryOf(type);
  if (!/^multipart\//i.test(type) || !boundary) {
    into.push(part);
    return into;
  }
  const sections = part.body.split(`--${boundary}`);
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    leaves(splitPart(section.replace(/^\r\n/, '').replace(/\r\n$/, '')), into);
  }
  return into;
}

function parseMail(raw: string): ReceivedMail {
  const top = splitPart(raw);
  const mail: ReceivedMail = {
    to: [],
    from: '',
    messageId: top.headers['message-id'] ?? '',
    subject: decodeWords(top.headers.subject ?? ''),
    headers: top.headers,
    text: '',
    html: '',
    attachments: [],
  };
  for (const leaf of leaves(top, [])) {
    const type = (leaf.headers['content-type'] ?? 'text/plain').toLowerCase();
    const disposition = leaf.headers['content-disposition'] ?? '';
    if (/attachment/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
      mail.attachments.push({ filename, contentType: type.split(';')[0], content: decodeBody(leaf) });
    } else if (type.startsWith('text/html')) mail.html = decodeBody(leaf).toString('utf8');
    else if (type.startsWith('text/plain')) mail.text = decodeBody(leaf).toString('utf8');
  }
  return mail;
}
