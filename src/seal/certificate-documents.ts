// The audit certificate's list of the documents in the file (issue 32), before the signers: each
// one's name, original filename, the pages it takes in this file (numbered across the whole file),
// the SHA-256 of the document as sent and, when it was converted, of the original file. In the
// document's language (its first signer's), like the copied people.
import { translator } from '../i18n/catalogue.ts';
import { languageOf } from '../i18n/locales.ts';
import { hashLines, heading } from './certificate-blocks.ts';
import { lineHeight, type TextFlow, type TextStyle, wrapText } from './text-flow.ts';

export interface CertificateDocument {
  name: string;
  filename?: string;
  /** Its first and last page in this file (1-based, across the whole file). */
  firstPage: number;
  lastPage: number;
  /** Lowercase hex SHA-256 of the document's PDF as sent (as stored). */
  sha256: string;
  /** Lowercase hex SHA-256 of the original file, when it was converted to PDF. */
  originalSha256?: string;
}

export interface CertificateDocuments {
  list: CertificateDocument[];
  /** The language the section is written in: the document's (its first signer's). */
  locale: string;
}

type Styles = Record<'heading' | 'subheading' | 'label' | 'value' | 'note', TextStyle>;

export function documentsSection(
  flow: TextFlow,
  documents: CertificateDocuments,
  styles: Styles,
  valueX: number,
): void {
  const t = translator(languageOf(documents.locale));
  const hashHeight = lineHeight(styles.label) + lineHeight(styles.value);
  const rows = (doc: CertificateDocument): Array<[string, string]> => [
    ...(doc.filename ? [[t.t('cert.documentFile'), doc.filename] as [string, string]] : []),
  ];
  const height = (doc: CertificateDocument) =>
    wrapText(doc.name, styles.subheading, flow.width).length * lineHeight(styles.subheading) +
    lineHeight(styles.value) +
    rows(doc).reduce((sum, [, value]) => sum + flow.rowHeight(value, styles.label, styles.value, valueX), 0) +
    hashHeight * (doc.originalSha256 ? 2 : 1);
  const first = documents.list[0];
  heading(flow, t.t('cert.documents'), styles.heading, lineHeight(styles.note) + height(first));
  flow.paragraph(t.t('cert.documentsNote'), styles.note);
  flow.gap(4);
  for (const doc of documents.list) {
    flow.keepTogether(height(doc));
    flow.paragraph(doc.name, styles.subheading);
    const pages =
      doc.firstPage === doc.lastPage
        ? t.t('cert.documentPage', { first: doc.firstPage })
        : t.t('cert.documentPages', { first: doc.firstPage, last: doc.lastPage });
    flow.line(pages, styles.value);
    for (const [label, value] of rows(doc)) flow.row(label, value, styles.label, styles.value, valueX);
    hashLines(flow, t.t('cert.documentSha256'), doc.sha256, styles.label, styles.value);
    if (doc.originalSha256) {
      hashLines(flow, t.t('cert.originalSha256'), doc.originalSha256, styles.label, styles.value);
    }
    flow.gap(6);
  }
  flow.gap(4);
}
