// What a caller may ask of a render besides the content: the footer of each page (the executed
// document numbers the whole file and names its request), and the caption printed under a stamped
// signature (who signed, and when, as people read dates).
import { formatDateTime } from '../../i18n/format.ts';

export interface RenderOptions {
  /**
   * The footer of page `page` of the `pages` pages rendered. Flow documents default to
   * "Page N of M"; coordinate documents have none unless asked (their PDF is the sender's).
   */
  footer?: (page: number, pages: number) => string;
}

/** "Signed 22 November 2026, 03:09 UTC", or with the signer's name first. */
export function signatureCaption(name: string | undefined, signedAt: Date): string {
  const when = formatDateTime(signedAt, 'en');
  return name ? `${name} · signed ${when}` : `Signed ${when}`;
}
