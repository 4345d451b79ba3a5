// Which way a text runs: the Unicode bidirectional algorithm (bidi-js) for the PDF renderer's lines
// (templates/render/script-runs.ts) and for anything else that must place a text by its own
// direction rather than its reader's language (a quoted note in an e-mail).
import bidiModule from 'bidi-js';

export const bidi = (bidiModule as unknown as typeof import('bidi-js').default)();

/** Any character of a right-to-left script: without one, a text is left to right throughout. */
export const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** The paragraph direction of a text: that of its first strong character (UAX #9 P2–P3). */
export function directionOf(text: string): 'ltr' | 'rtl' {
  if (!STRONG_RTL.test(text)) return 'ltr';
  const { paragraphs } = bidi.getEmbeddingLevels(text, 'auto');
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}
