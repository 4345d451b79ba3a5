// The audit certificate (CONTRACT §8): pages appended to the executed document recording who signed,
// from where and when, the document hashes and the event timeline. Everything is drawn as real text
// in embedded DejaVu fonts so the record survives text extraction in any script we support.
import { createHash } from 'node:crypto';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { fontBytes } from '../platform/fonts.ts';
import { lineHeight, pageSizeLike, RULE_HEIGHT, TextFlow, type TextStyle, wrapText } from './text-flow.ts';

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
  /** The seal's certificate and where anyone can verify the file; omitted, the section is too. */
  seal?: SealVerification;
}

export interface SealVerification {
  /** The sealing certificate's subject, e.g. "CN=Countersign Document Signing, O=Countersign". */
  certificateSubject: string;
  /** Lowercase hex SHA-256 of the sealing certificate (DER). */
  certificateSha256: string;
  /** The public verification page, $PUBLIC_URL/verify. */
  verifyUrl: string;
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
  // Ligatures off: every character keeps a glyph of its own, so searching and extracting a name
  // or address does not depend on a reader mapping one "ffi" glyph back to three letters.
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
  if (data.seal) sealSection(flow, data.seal, styles, valueX);

  const signerHeight = (signer: AuditSigner) =>
    wrapText(signer.name, styles.subheading, flow.width).length * lineHeight(styles.subheading) +
    signerRows(signer).reduce(
      (total, [, value]) => total + flow.rowHeight(value, styles.label, styles.value, valueX),
      0,
    );
  heading(flow, 'Signers', styles.heading, data.signers.length > 0 ? signerHeight(data.signers[0]) : 0);
  flow.onContinuation = () => heading(flow, 'Signers (continued)', styles.heading);
  for (const signer of data.signers) {
    flow.keepTogether(signerHeight(signer));
    flow.paragraph(signer.name, styles.subheading);
    for (const [label, value] of signerRows(signer))
      flow.row(label, value, styles.label, styles.value, valueX);
    flow.gap(8);
  }
  flow.onContinuation = undefined;
  flow.gap(2);

  const timeX = flow.left + TIME_WIDTH;
  const timeline = [...data.events]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event): [string, string] => [
      isoTime(event.at),
      [event.action, event.actor, event.ip ? `IP ${event.ip}` : ''].filter(Boolean).join(' · '),
    ]);
  const timelineHeader = () => flow.row('Time (UTC)', 'Event', styles.label, styles.label, timeX);
  const firstRow =
    timeline.length > 0 ? flow.rowHeight(timeline[0][1], styles.value, styles.value, timeX) : 0;
  heading(flow, 'Event timeline', styles.heading, lineHeight(styles.label) + firstRow);
  timelineHeader();
  flow.onContinuation = () => {
    heading(flow, 'Event timeline (continued)', styles.heading);
    timelineHeader();
  };
  for (const [time, description] of timeline) flow.row(time, description, styles.value, styles.value, timeX);
  flow.onContinuation = undefined;

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

/** Who sealed the file, the certificate's fingerprint, and how anyone can check the file. */
function sealSection(
  flow: TextFlow,
  seal: SealVerification,
  styles: Record<'heading' | 'label' | 'value' | 'note', TextStyle>,
  valueX: number,
): void {
  heading(flow, 'Seal and verification', styles.heading, 4 * lineHeight(styles.value));
  flow.row('Sealed by', seal.certificateSubject, styles.label, styles.value, valueX);
  hashLines(
    flow,
    'SHA-256 fingerprint of the sealing certificate',
    seal.certificateSha256,
    styles.label,
    styles.value,
  );
  flow.gap(4);
  flow.paragraph(
    `To verify this file, upload it at ${seal.verifyUrl} (no account needed). The page says whether ` +
      'the seal is intact, whether anything was changed or added after it, and when it was dated.',
    styles.value,
  );
  flow.gap(10);
}

/** A section heading, moved to the next page unless `following` (its first block) fits under it. */
function heading(flow: TextFlow, text: string, style: TextStyle, following = 0): void {
  flow.keepTogether(lineHeight(style) + RULE_HEIGHT + following);
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
