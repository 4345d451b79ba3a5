// The audit certificate (CONTRACT §8): pages appended to the executed document recording who signed,
// from where and when, the document hashes and the event timeline. Everything is drawn as real text
// in embedded DejaVu fonts so the record survives text extraction in any script we support.
import { createHash } from 'node:crypto';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { fontBytes } from '../platform/fonts.ts';
import { lineHeight, pageSizeLike, TextFlow, type TextStyle } from './text-flow.ts';

export interface AuditSigner {
  role: string;
  name: string;
  email: string;
  ipAddress: string | null;
  userAgent: string | null;
  invitedAt: Date | null;
  openedAt: Date | null;
  signedAt: Date | null;
  declinedAt?: Date | null;
}

export interface AuditEvent {
  at: Date;
  action: string;
  actor: string;
  ip?: string | null;
}

export interface AuditCertificateData {
  requestId: string;
  templateName: string;
  sentDocumentSha256: string;
  executedPagesSha256: string;
  completedAt: Date;
  signers: AuditSigner[];
  events: AuditEvent[];
}

export const AUDIT_CERTIFICATE_TITLE = 'Audit certificate';

/** Lowercase hex SHA-256, the form every hash in the certificate takes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** ISO 8601 in UTC: the one time format of the certificate, whatever the server's time zone. */
function isoTime(date: Date | null | undefined): string {
  return date ? date.toISOString() : '—';
}

const MARGIN = 56;
const FOOTER_HEIGHT = 18;
const LABEL_WIDTH = 110;
const TIME_WIDTH = 140;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.75, 0.75, 0.8);

export async function appendAuditCertificate(
  pdf: Uint8Array,
  data: AuditCertificateData,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.registerFontkit(fontkit);
  // Ligatures off: a ligature glyph can come out of text extraction as one "ﬁ" code point, and a
  // name or address on this page must extract exactly as it was given.
  const features = { liga: false, clig: false, dlig: false, rlig: false };
  const regular = await doc.embedFont(fontBytes('regular'), { subset: true, features });
  const bold = await doc.embedFont(fontBytes('bold'), { subset: true, features });

  const styles = {
    title: { font: bold, size: 18, color: INK },
    heading: { font: bold, size: 12, color: INK },
    subheading: { font: bold, size: 10.5, color: INK },
    label: { font: regular, size: 9, color: MUTED },
    value: { font: regular, size: 9, color: INK },
    note: { font: regular, size: 8, color: MUTED },
  } satisfies Record<string, TextStyle>;

  const flow = new TextFlow(doc, {
    pageSize: pageSizeLike(doc),
    margin: MARGIN,
    footerHeight: FOOTER_HEIGHT,
  });
  const valueX = flow.left + LABEL_WIDTH;

  flow.line(AUDIT_CERTIFICATE_TITLE, styles.title);
  flow.paragraph(
    'This certificate is part of the executed document. The whole file, these pages included, carries ' +
      'the digital signature of the service that recorded the signing.',
    styles.note,
  );
  flow.gap(10);

  heading(flow, 'Request', styles.heading);
  flow.row('Request ID', data.requestId, styles.label, styles.value, valueX);
  flow.row('Template', data.templateName, styles.label, styles.value, valueX);
  flow.row('Completed', isoTime(data.completedAt), styles.label, styles.value, valueX);
  flow.gap(4);
  hashLines(flow, 'SHA-256 of the document as sent', data.sentDocumentSha256, styles.label, styles.value);
  hashLines(flow, 'SHA-256 of the executed pages', data.executedPagesSha256, styles.label, styles.value);
  flow.gap(10);

  heading(flow, 'Signers', styles.heading);
  for (const signer of data.signers) {
    const rows = signerRows(signer);
    const height =
      lineHeight(styles.subheading) +
      rows.reduce((total, [, value]) => total + flow.rowHeight(value, styles.label, styles.value, valueX), 0);
    flow.keepTogether(height);
    flow.paragraph(signer.name, styles.subheading);
    for (const [label, value] of rows) flow.row(label, value, styles.label, styles.value, valueX);
    flow.gap(8);
  }
  flow.gap(2);

  heading(flow, 'Event timeline', styles.heading);
  flow.row('Time (UTC)', 'Event', styles.label, styles.label, flow.left + TIME_WIDTH);
  for (const event of [...data.events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const description = [event.action, event.actor, event.ip ? `IP ${event.ip}` : '']
      .filter(Boolean)
      .join(' · ');
    flow.row(isoTime(event.at), description, styles.value, styles.value, flow.left + TIME_WIDTH);
  }

  const total = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const text = `${AUDIT_CERTIFICATE_TITLE} · request ${data.requestId} · page ${index + 1} of ${total}`;
    const width = styles.note.font.widthOfTextAtSize(text, styles.note.size);
    page.drawText(text, {
      x: (page.getWidth() - width) / 2,
      y: MARGIN / 2,
      font: styles.note.font,
      size: styles.note.size,
      color: MUTED,
    });
  });

  return doc.save();
}

function heading(flow: TextFlow, text: string, style: TextStyle): void {
  // Room for the heading and a couple of lines, so a heading never ends a page.
  flow.ensure(lineHeight(style) * 3);
  flow.line(text, style);
  flow.rule(RULE);
}

/**
 * A label, then the hash alone on the next line. A hash is never wrapped (a verifier copies it
 * whole), so on a narrow page the font shrinks until it fits instead.
 */
function hashLines(
  flow: TextFlow,
  label: string,
  hash: string,
  labelStyle: TextStyle,
  style: TextStyle,
): void {
  flow.ensure(lineHeight(labelStyle) + lineHeight(style));
  flow.line(label, labelStyle);
  const width = style.font.widthOfTextAtSize(hash, style.size);
  const size = width > flow.width ? (style.size * flow.width) / width : style.size;
  flow.line(hash, { ...style, size });
}

function signerRows(signer: AuditSigner): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['E-mail', signer.email],
    ['Role', signer.role],
    ['IP address', signer.ipAddress ?? '—'],
    ['User agent', signer.userAgent ?? '—'],
    ['Invited', isoTime(signer.invitedAt)],
    ['Opened', isoTime(signer.openedAt)],
  ];
  if (signer.declinedAt) rows.push(['Declined', isoTime(signer.declinedAt)]);
  else rows.push(['Signed', isoTime(signer.signedAt)]);
  return rows;
}
