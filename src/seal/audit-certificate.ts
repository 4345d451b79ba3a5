// The audit certificate (CONTRACT §8): pages appended to the executed document recording who sent it
// and who signed, from where, when and how, the document hashes and the event timeline. Everything
// is drawn as real text in embedded DejaVu subsets so the record survives text extraction in any
// script we support. Each signer's block is labelled in that signer's language, and shows the
// signature (and initials) they made beside their evidence; times are written as people read them
// with the exact ISO 8601 value beside. Each section is a function of its own, so
// a new section (the seal, a timestamp) is one more call in `layoutCertificate`. The pages are
// numbered as part of the whole file ("Page 3 of 3"), with the request id on every one.
import { createHash } from 'node:crypto';
import { type MessageKey, type Translator, translator } from '../i18n/catalogue.ts';
import { formatDateTime } from '../i18n/format.ts';
import { LANGUAGE_NAMES, languageOf, textDirection } from '../i18n/locales.ts';
import { PDFDocument, rgb } from '../platform/pdf.ts';
import { ScriptText } from '../templates/render/script-text.ts';
import { attachmentsSection, type CertificateAttachments } from './certificate-attachments.ts';
import { hashLines, heading } from './certificate-blocks.ts';
import { type CertificateDocuments, documentsSection } from './certificate-documents.ts';
import { type MarkLabels, MarkPainter, marksHeight, type SignerMarks } from './signer-marks.ts';
import { flowFont, lineHeight, pageSizeLike, TextFlow, type TextStyle, wrapText } from './text-flow.ts';

export interface AuditSigner {
  role: string;
  /** Issue 45: an approver, a viewer or a witness (unset: a signer). */
  kind?: 'approver' | 'viewer' | 'witness';
  /** A witness's: whose signature they witnessed. */
  witnessFor?: { name: string; role: string };
  name: string;
  email: string;
  /** The signer's language (BCP 47): their block's labels and dates use it. Default en. */
  locale?: string;
  ipAddress: string | null;
  userAgent: string | null;
  invitedAt: Date | null;
  openedAt: Date | null;
  signedAt: Date | null;
  declinedAt?: Date | null;
  /** How they signed. */
  method?: 'typed' | 'drawn' | null;
  /** What they signed with, shown beside the evidence; none for a signer who did not sign. */
  marks?: SignerMarks | null;
  /** The notice on signing electronically they accepted: its language and the SHA-256 of its text. */
  consent?: { language: string; sha256: string } | null;
  /** Issue 24: the code they had to enter before the document opened, and when they did. */
  verification?: { method: 'access_code' | 'email_code'; verifiedAt: Date | null } | null;
  /** Issue 45: the turn was taken on a member's device: in person, hosted by them, or as themselves. */
  hosted?: { mode: 'in_person' | 'own_session'; by: string };
}

export interface AuditEvent {
  at: Date;
  action: string;
  actor: string;
  ip?: string | null;
}

export interface AuditCertificateData {
  /** The language of the certificate's frame (the workspace's default, issue 46); English if absent. */
  locale?: string;
  requestId: string;
  templateName: string;
  /** The member who sent the request, and their workspace. */
  sender?: { name: string; email: string } | null;
  workspaceName?: string;
  sentAt?: Date;
  sentDocumentSha256: string;
  executedPagesSha256: string;
  completedAt: Date;
  /** Issue 32: the documents in the file, listed before the signers; omitted, no section. */
  documents?: CertificateDocuments;
  /** Issue 34: the files signers attached (embedded in the file), after the documents; none: no section. */
  attachments?: CertificateAttachments;
  signers: AuditSigner[];
  /** The people copied on the request (issue 24), listed after the signers; none: no section. */
  copied?: CopiedPeople;
  events: AuditEvent[];
  /** The seal's certificate and where anyone can verify the file; omitted, the section is too. */
  seal?: SealVerification;
  /** The workspace's branding (issue 25 item 3): its logo and name head the certificate. */
  brand?: CertificateBrand | null;
}

export interface CertificateBrand {
  name: string;
  logo?: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg'; width: number; height: number } | null;
}

export interface CopiedPeople {
  people: Array<{ name: string | null; email: string }>;
  /** The language the section is written in: the document's (its first signer's). */
  locale: string;
}

export interface SealVerification {
  /** The sealing certificate's subject, e.g. "CN=Countersign Document Signing, O=Countersign". */
  certificateSubject: string;
  /** Lowercase hex SHA-256 of the sealing certificate (DER). */
  certificateSha256: string;
  /** The public verification page, $PUBLIC_URL/verify. */
  verifyUrl: string;
}

/** Lowercase hex SHA-256, the form every hash in the certificate takes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The time as people read it in `locale`, then the exact ISO 8601 value. */
function readableTime(date: Date | null | undefined, locale = 'en'): string {
  return date ? `${formatDateTime(date, locale)} (${date.toISOString()})` : '—';
}

const MARGIN = 56;
const FOOTER_HEIGHT = 18;
const LABEL_WIDTH = 110;
const TIME_WIDTH = 140;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

type Styles = Record<'title' | 'heading' | 'subheading' | 'label' | 'value' | 'note', TextStyle>;

interface Layout {
  /** The certificate's language, and its words. */
  locale: string;
  t: Translator;
  flow: TextFlow;
  styles: Styles;
  valueX: number;
  /** Draws the signers' marks; absent when only counting pages. */
  marks?: MarkPainter;
}

/**
 * Appends the certificate to `pdf`. Its pages are numbered after the document's, out of the whole
 * file's count, so the document's own pages must already say "of" that count
 * (`certificatePageCount` tells it beforehand).
 */
export async function appendAuditCertificate(
  pdf: Uint8Array,
  data: AuditCertificateData,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  await addAuditCertificate(doc, data);
  return doc.save();
}

/** The same pages added to a document already loaded (the executed document is then written once). */
export async function addAuditCertificate(doc: PDFDocument, data: AuditCertificateData): Promise<void> {
  const before = doc.getPageCount();
  const layout = await layoutCertificate(doc, data, pageSizeLike(doc));
  const total = before + layout.flow.pages.length;
  layout.flow.pages.forEach((page, index) => {
    const text = layout.t.t('certFrame.footer', {
      id: data.requestId,
      page: before + index + 1,
      pages: total,
    });
    const { font, size } = layout.styles.note;
    font.draw(
      page,
      text,
      { x: (page.getWidth() - font.widthOfTextAtSize(text, size)) / 2, y: MARGIN / 2 },
      size,
      MUTED,
    );
  });
}

/**
 * How many pages the certificate of `data` takes on pages of `pageSize`. The hashes do not change
 * the layout (they are drawn on lines of their own, at a fixed length), so placeholders will do.
 */
export async function certificatePageCount(
  pageSize: [number, number],
  data: Omit<AuditCertificateData, 'sentDocumentSha256' | 'executedPagesSha256'>,
): Promise<number> {
  const placeholder = '0'.repeat(64);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const layout = await layoutCertificate(
    doc,
    { ...data, sentDocumentSha256: placeholder, executedPagesSha256: placeholder },
    pageSize,
    { countOnly: true },
  );
  return layout.flow.pageCount;
}

async function layoutCertificate(
  doc: PDFDocument,
  data: AuditCertificateData,
  pageSize: [number, number],
  { countOnly = false } = {},
): Promise<Layout> {
  // Latin, Greek and Cyrillic are drawn unshaped, glyph by glyph through the cmap
  // (templates/render/fonts.ts): no ligatures, so searching and extracting a name or address does not
  // depend on a reader mapping one "ffi" glyph back to three letters. A signer's name in Arabic or
  // Hebrew is shaped, in Japanese or Chinese set in a CJK face (templates/render/script-text.ts).
  const text = new ScriptText(doc, 'certificate');

  const locale = data.locale ?? 'en';
  const t = translator(languageOf(locale));
  const rtl = textDirection(locale) === 'rtl';
  const [regular, bold] = [flowFont(text, 'regular', rtl), flowFont(text, 'bold', rtl)];
  const styles: Styles = {
    title: { font: bold, size: 18, color: INK },
    heading: { font: bold, size: 12, color: INK },
    subheading: { font: bold, size: 10.5, color: INK },
    label: { font: regular, size: 9, color: MUTED },
    value: { font: regular, size: 9, color: INK },
    note: { font: regular, size: 8, color: MUTED },
  };
  const flow = new TextFlow(doc, { pageSize, margin: MARGIN, footerHeight: FOOTER_HEIGHT, countOnly, rtl });
  const marks = countOnly ? undefined : new MarkPainter(doc);
  const layout: Layout = { locale, t, flow, styles, valueX: flow.left + LABEL_WIDTH, marks };

  if (data.brand) await brandSection(layout, doc, data.brand);
  titleSection(layout);
  requestSection(layout, data);
  if (data.seal) sealSection(layout, data.seal);
  if (data.documents && data.documents.list.length > 0) {
    documentsSection(layout.flow, data.documents, layout.styles, layout.valueX);
  }
  if (data.attachments && data.attachments.list.length > 0) {
    attachmentsSection(layout.flow, data.attachments, layout.styles, layout.valueX);
  }
  signersSection(layout, data.signers);
  if (data.copied && data.copied.people.length > 0) copiedSection(layout, data.copied);
  timelineSection(layout, data.events);
  await marks?.finish();
  return layout;
}

const LOGO_HEIGHT = 40;
const LOGO_MAX_WIDTH = 200;

/**
 * The workspace's logo (scaled into 200×40 pt, its proportions kept) and name above the title. The
 * block has the same height whether drawn or counted, so the page count is known beforehand.
 */
async function brandSection({ flow, styles, marks }: Layout, doc: PDFDocument, brand: CertificateBrand) {
  const logo = brand.logo;
  if (logo && logo.width > 0 && logo.height > 0) {
    const scale = Math.min(LOGO_HEIGHT / logo.height, LOGO_MAX_WIDTH / logo.width);
    const [width, height] = [logo.width * scale, logo.height * scale];
    // Embedded only when drawing (marks is absent when only counting pages).
    const image = marks
      ? logo.type === 'image/png'
        ? await doc.embedPng(logo.bytes)
        : await doc.embedJpg(logo.bytes)
      : undefined;
    flow.block(LOGO_HEIGHT + 6, (page, top) => {
      if (image) page.drawImage(image, { x: flow.mirror(flow.left, width), y: top - height, width, height });
    });
  }
  flow.line(brand.name, styles.heading);
  flow.gap(6);
}

function titleSection({ flow, styles, t }: Layout): void {
  flow.line(t.t('certFrame.title'), styles.title);
  flow.paragraph(t.t('certFrame.lead'), styles.note);
  flow.gap(10);
}

function requestSection({ flow, styles, valueX, t, locale }: Layout, data: AuditCertificateData): void {
  heading(flow, t.t('certFrame.request'), styles.heading);
  const row = (label: string, value: string) => flow.row(label, value, styles.label, styles.value, valueX);
  row(t.t('certFrame.requestId'), data.requestId);
  row(t.t('certFrame.document'), data.templateName);
  if (data.sender !== undefined) {
    row(t.t('certFrame.sentBy'), data.sender ? `${data.sender.name} <${data.sender.email}>` : '—');
  }
  if (data.workspaceName !== undefined) row(t.t('certFrame.workspace'), data.workspaceName);
  if (data.sentAt) row(t.t('certFrame.sent'), readableTime(data.sentAt, locale));
  row(t.t('certFrame.completed'), readableTime(data.completedAt, locale));
  flow.gap(4);
  hashLines(flow, t.t('certFrame.sentSha'), data.sentDocumentSha256, styles.label, styles.value);
  hashLines(flow, t.t('certFrame.executedSha'), data.executedPagesSha256, styles.label, styles.value);
  flow.gap(10);
}

function signersSection(layout: Layout, signers: AuditSigner[]): void {
  const { flow, styles, valueX, t } = layout;
  const signerHeight = (signer: AuditSigner) =>
    wrapText(signer.name, styles.subheading, flow.width).length * lineHeight(styles.subheading) +
    signerRows(signer).reduce(
      (total, row) =>
        total +
        (row.kind === 'marks'
          ? marksHeight(styles.label)
          : flow.rowHeight(row.value, styles.label, styles.value, valueX)),
      0,
    );
  heading(flow, t.t('certFrame.signers'), styles.heading, signers.length > 0 ? signerHeight(signers[0]) : 0);
  flow.onContinuation = () => heading(flow, t.t('certFrame.signersContinued'), styles.heading);
  const columns = {
    left: flow.left,
    valueX,
    right: flow.left + flow.width,
    mirror: (x: number, width: number) => flow.mirror(x, width),
  };
  for (const signer of signers) {
    flow.keepTogether(signerHeight(signer));
    flow.paragraph(signer.name, styles.subheading);
    for (const row of signerRows(signer)) {
      if (row.kind === 'text') flow.row(row.label, row.value, styles.label, styles.value, valueX);
      else
        flow.block(marksHeight(styles.label), (page, top) =>
          layout.marks?.strip(page, top, columns, row.marks, row.labels, styles),
        );
    }
    flow.gap(8);
  }
  flow.onContinuation = undefined;
  flow.gap(2);
}

/** The people copied: sent the outcome, never asked to sign; in the document's language. */
function copiedSection({ flow, styles }: Layout, copied: CopiedPeople): void {
  const t = translator(languageOf(copied.locale));
  heading(flow, t.t('cert.copied'), styles.heading, lineHeight(styles.note) + lineHeight(styles.value));
  flow.paragraph(t.t('cert.copiedNote'), styles.note);
  for (const person of copied.people) {
    flow.paragraph(person.name ? `${person.name} <${person.email}>` : person.email, styles.value);
  }
  flow.gap(10);
}

function timelineSection({ flow, styles, t }: Layout, events: AuditEvent[]): void {
  const timeX = flow.left + TIME_WIDTH;
  // Oldest first; the sort is stable, so events of one instant keep the caller's (causal) order.
  const timeline = [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event): [string, string] => [
      event.at.toISOString(),
      [event.action, event.actor, event.ip ? t.t('certFrame.ip', { ip: event.ip }) : '']
        .filter(Boolean)
        .join(' · '),
    ]);
  const timelineHeader = () =>
    flow.row(t.t('certFrame.time'), t.t('certFrame.event'), styles.label, styles.label, timeX);
  const firstRow =
    timeline.length > 0 ? flow.rowHeight(timeline[0][1], styles.value, styles.value, timeX) : 0;
  heading(flow, t.t('certFrame.timeline'), styles.heading, lineHeight(styles.label) + firstRow);
  timelineHeader();
  flow.onContinuation = () => {
    heading(flow, t.t('certFrame.timelineContinued'), styles.heading);
    timelineHeader();
  };
  for (const [time, description] of timeline) flow.row(time, description, styles.value, styles.value, timeX);
  flow.onContinuation = undefined;
}

/** Who sealed the file, the certificate's fingerprint, and how anyone can check the file. */
function sealSection({ flow, styles, valueX, t }: Layout, seal: SealVerification): void {
  heading(flow, t.t('certFrame.seal'), styles.heading, 4 * lineHeight(styles.value));
  flow.row(t.t('certFrame.sealedBy'), seal.certificateSubject, styles.label, styles.value, valueX);
  hashLines(flow, t.t('certFrame.fingerprint'), seal.certificateSha256, styles.label, styles.value);
  flow.gap(4);
  flow.paragraph(t.t('certFrame.verify', { url: seal.verifyUrl }), styles.value);
  flow.gap(10);
}

type SignerRow =
  | { kind: 'text'; label: string; value: string }
  | { kind: 'marks'; marks: SignerMarks; labels: MarkLabels };

/**
 * A signer's rows, labelled in their language. A signer who signed has their marks where the
 * signing method's row would be, the method written under the signature.
 */
function signerRows(signer: AuditSigner): SignerRow[] {
  const locale = signer.locale ?? 'en';
  const t: Translator = translator(languageOf(locale));
  const rows: SignerRow[] = evidenceRows(signer, t, locale).map(([label, value]) => ({
    kind: 'text',
    label,
    value,
  }));
  const method = signer.method ? t.t(signer.method === 'typed' ? 'cert.typed' : 'cert.drawn') : null;
  if (signer.marks && !signer.declinedAt) {
    // The catalogue's word for an initials field, the one the signer saw on their page.
    const labels = { signature: t.t('cert.method'), initials: t.t('cert.initials'), method };
    rows.push({ kind: 'marks', marks: signer.marks, labels });
  } else if (method) {
    rows.push({ kind: 'text', label: t.t('cert.method'), value: method });
  }
  if (signer.consent) {
    const language = languageOf(signer.consent.language);
    rows.push({
      kind: 'text',
      label: t.t('cert.consent'),
      value: `${t.t('cert.consentText', { language: LANGUAGE_NAMES[language] })} ${signer.consent.sha256}`,
    });
  }
  return rows;
}

/** What the time of a completed turn is called, by the participant's kind. */
const COMPLETED_LABEL = {
  signer: 'cert.signed',
  approver: 'cert.approved',
  viewer: 'cert.read',
  witness: 'cert.witnessed',
} as const satisfies Record<string, MessageKey>;

/** "Approver: approved by …", "Witness: witnessed by … for … (role)". */
function partText(signer: AuditSigner, t: Translator): string {
  const { name } = signer;
  if (signer.kind === 'approver') return t.t('cert.part.approver', { name });
  if (signer.kind === 'viewer') return t.t('cert.part.viewer', { name });
  const witnessed = signer.witnessFor ?? { name: '—', role: '—' };
  return t.t('cert.part.witness', { name, witnessed: witnessed.name, witnessedRole: witnessed.role });
}

/** Who the signer is, where they acted from and when. */
function evidenceRows(signer: AuditSigner, t: Translator, locale: string): Array<[string, string]> {
  const time = (date: Date | null | undefined) => readableTime(date, locale);
  const rows: Array<[string, string]> = [
    [t.t('cert.email'), signer.email],
    [t.t('cert.role'), signer.role],
    [t.t('cert.language'), `${LANGUAGE_NAMES[languageOf(locale)]} (${locale})`],
    [t.t('cert.ip'), signer.ipAddress ?? '—'],
    [t.t('cert.userAgent'), signer.userAgent ?? '—'],
    [t.t('cert.invited'), time(signer.invitedAt)],
    [t.t('cert.opened'), time(signer.openedAt)],
  ];
  if (signer.declinedAt) rows.push([t.t('cert.declined'), time(signer.declinedAt)]);
  else rows.push([t.t(COMPLETED_LABEL[signer.kind ?? 'signer']), time(signer.signedAt)]);
  if (signer.kind && !signer.declinedAt) rows.push([t.t('cert.part'), partText(signer, t)]);
  if (signer.hosted) {
    rows.push(
      signer.hosted.mode === 'in_person'
        ? [t.t('cert.inPerson'), t.t('cert.inPersonText', { host: signer.hosted.by })]
        : [t.t('cert.ownSession'), t.t('cert.ownSessionText', { member: signer.hosted.by })],
    );
  }
  const check = signer.verification;
  if (check) {
    const date = time(check.verifiedAt);
    rows.push([
      t.t('cert.verification'),
      !check.verifiedAt
        ? t.t('cert.notVerified')
        : check.method === 'email_code'
          ? t.t('cert.verifiedEmail', { email: signer.email, date })
          : t.t('cert.verifiedAccessCode', { date }),
    ]);
  }
  return rows;
}
