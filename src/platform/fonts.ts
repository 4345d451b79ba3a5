// The Unicode fonts embedded in every PDF we produce (DejaVu covers Latin, Vietnamese, Greek and
// Cyrillic, so signer names survive a round-trip through pdftotext).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const FILES: Record<FontStyle, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
};

const cache = new Map<FontStyle, Uint8Array>();

/** The TTF bytes of a style, read once per process. */
export function fontBytes(style: FontStyle = 'regular'): Uint8Array {
  let bytes = cache.get(style);
  if (!bytes) {
    bytes = readFileSync(path.join(fontDir, FILES[style]));
    cache.set(style, bytes);
  }
  return bytes;
}
