// What a caller may ask of a render besides the content: the footer of each page (the executed
// document numbers the whole file and names its request), and the caption printed beside a stamped
// signature (who signed, and when), in the signer's language and as that language writes dates.
import { translator } from '../../i18n/catalogue.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { languageOf } from '../../i18n/locales.ts';
import type { PDFDocument } from '../../platform/pdf.ts';

export interface RenderOptions {
  /**
   * The footer of page `page` of the `pages` pages rendered. Flow documents default to
   * "Page N of M"; coordinate documents have none unless asked (their PDF is the sender's).
   */
  footer?: (page: number, pages: number) => string;
  /**
   * A coordinate template's PDF already loaded from the same bytes (the completion reads its page
   * size first): drawn on instead of a second parse of the whole file (issue 36). It is the
   * render's afterwards.
   */
  loaded?: PDFDocument;
}

/**
 * "Zoë Ångström · signed 22 November 2026, 03:09 UTC", "… · unterschrieben am 22. November 2026,
 * 03:09 UTC", or without a name "Signed 22 November 2026, 03:09 UTC". `locale` is a supported tag
 * (content.ts readingLocale).
 */
export function signatureCaption(name: string | undefined, signedAt: Date, locale: string): string {
  const t = translator(languageOf(locale));
  const when = formatDateTime(signedAt, locale);
  return name ? t.t('document.caption.signedBy', { name, when }) : t.t('document.caption.signed', { when });
}
