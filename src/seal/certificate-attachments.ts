// The audit certificate's list of the files signers attached (issue 34), after the documents: each
// one's name (the name it is embedded under in this PDF), who attached it for which field, its size
// and its SHA-256, so a copy taken out of the file can be checked. In the document's language.
import { translator } from '../i18n/catalogue.ts';
import { languageOf } from '../i18n/locales.ts';
import { hashLines, heading } from './certificate-blocks.ts';
import { lineHeight, type TextFlow, type TextStyle, wrapText } from './text-flow.ts';

export interface CertificateAttachment {
  /** The name it is embedded under. */
  filename: string;
  role: string;
  /** The label of the field it was attached for. */
  field: string;
  size: number;
  sha256: string;
}

export interface CertificateAttachments {
  list: CertificateAttachment[];
  locale: string;
}

type Styles = Record<'heading' | 'subheading' | 'label' | 'value' | 'note', TextStyle>;

export function attachmentsSection(
  flow: TextFlow,
  attachments: CertificateAttachments,
  styles: Styles,
  valueX: number,
): void {
  const t = translator(languageOf(attachments.locale));
  const size = new Intl.NumberFormat(attachments.locale);
  const rows = (file: CertificateAttachment): Array<[string, string]> => [
    [t.t('cert.attachmentField'), t.t('cert.attachmentFieldValue', { role: file.role, field: file.field })],
    [t.t('cert.attachmentSize'), t.t('cert.attachmentBytes', { size: size.format(file.size) })],
  ];
  const height = (file: CertificateAttachment) =>
    wrapText(file.filename, styles.subheading, flow.width).length * lineHeight(styles.subheading) +
    rows(file).reduce(
      (sum, [, value]) => sum + flow.rowHeight(value, styles.label, styles.value, valueX),
      0,
    ) +
    lineHeight(styles.label) +
    lineHeight(styles.value);
  heading(
    flow,
    t.t('cert.attachments'),
    styles.heading,
    lineHeight(styles.note) + height(attachments.list[0]),
  );
  flow.paragraph(t.t('cert.attachmentsNote'), styles.note);
  flow.gap(4);
  for (const file of attachments.list) {
    flow.keepTogether(height(file));
    flow.paragraph(file.filename, styles.subheading);
    for (const [label, value] of rows(file)) flow.row(label, value, styles.label, styles.value, valueX);
    hashLines(flow, t.t('cert.attachmentSha256'), file.sha256, styles.label, styles.value);
    flow.gap(6);
  }
  flow.gap(4);
}
