// Text as it leaves us for a place that cannot isolate it.

/**
 * Bidirectional and zero-width control characters: in a name they can make "invoice\u202Efdp.exe"
 * read as "…exe.pdf". HTML isolates user text with <bdi>; plain text (a page title, an e-mail
 * header, a file name) has them removed.
 */
const CONTROLS = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** User text for a place that cannot isolate it (a page title, an e-mail header, a file name). */
export function plainText(value: string): string {
  return value.replace(CONTROLS, '');
}
