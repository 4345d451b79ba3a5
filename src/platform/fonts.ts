// The fonts embedded in every PDF we produce, and served to the signing page where it must match:
//
// - DejaVu Sans (Latin, Vietnamese, Greek, Cyrillic) for text, so signer names survive a round-trip
//   through pdftotext;
// - Dancing Script (SIL Open Font License 1.1, @fontsource/dancing-script) for typed signatures, in
//   the three files its publisher splits it into (latin, latin-ext, vietnamese), each with the
//   unicode-range it covers. The signing page's preview uses the same files (woff2, woff) as the
//   PDF stamping (woff, which fontkit reads and pdf-lib subsets; its woff2 tables do not subset), so
//   the preview is what gets stamped. A character none of them has falls back to DejaVu Sans
//   Oblique, on the page and in the PDF alike.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const signatureDir = path.dirname(require.resolve('@fontsource/dancing-script/package.json'));

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const FILES: Record<FontStyle, { file: string; postscriptName: string }> = {
  regular: { file: 'DejaVuSans.ttf', postscriptName: 'DejaVuSans' },
  bold: { file: 'DejaVuSans-Bold.ttf', postscriptName: 'DejaVuSans-Bold' },
  italic: { file: 'DejaVuSans-Oblique.ttf', postscriptName: 'DejaVuSans-Oblique' },
  boldItalic: { file: 'DejaVuSans-BoldOblique.ttf', postscriptName: 'DejaVuSans-BoldOblique' },
};

const cache = new Map<string, Uint8Array>();

function read(file: string): Uint8Array {
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    cache.set(file, bytes);
  }
  return bytes;
}

const bytesOfStyle: Partial<Record<FontStyle, Uint8Array>> = {};

/** The TTF bytes of a style, read once per process (text measurement asks for them per string). */
export function fontBytes(style: FontStyle = 'regular'): Uint8Array {
  let bytes = bytesOfStyle[style];
  if (!bytes) {
    bytes = read(path.join(fontDir, FILES[style].file));
    bytesOfStyle[style] = bytes;
  }
  return bytes;
}

export function fontFile(style: FontStyle): string {
  return path.join(fontDir, FILES[style].file);
}

export function postscriptName(style: FontStyle): string {
  return FILES[style].postscriptName;
}

/** The face typed signatures fall back to for characters the handwriting face lacks. */
export const SIGNATURE_FALLBACK: FontStyle = 'italic';

export interface SignatureFace {
  /** The publisher's subset: `latin`, `latin-ext`, `vietnamese`. */
  subset: string;
  postscriptName: string;
  /** CSS unicode-range syntax, as published with the files. */
  unicodeRange: string;
  /** The same range as code point intervals. */
  ranges: Array<[number, number]>;
  woff: string;
  woff2: string;
}

const SUBSETS = ['latin', 'latin-ext', 'vietnamese'];
let faces: SignatureFace[] | undefined;

/** The handwriting face's files, in the order a character looks for its glyph. */
export function signatureFaces(): SignatureFace[] {
  if (faces) return faces;
  const unicode = JSON.parse(readFileSync(path.join(signatureDir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  faces = SUBSETS.map((subset) => {
    const file = path.join(signatureDir, 'files', `dancing-script-${subset}-400-normal`);
    const range = unicode[subset];
    if (!range) throw new Error(`@fontsource/dancing-script has no ${subset} subset`);
    return {
      subset,
      postscriptName: 'DancingScript-Regular',
      unicodeRange: range,
      ranges: range.split(',').map((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as [number, number];
      }),
      woff: `${file}.woff`,
      woff2: `${file}.woff2`,
    };
  });
  return faces;
}

const sfntOfWoff = new Map<string, Uint8Array>();

/**
 * A signature face for pdf-lib: its WOFF file as the plain font (sfnt) it wraps, decompressed once per
 * process. fontkit reads WOFF too, but inflates a table again on every access, and subsetting
 * accesses the glyph table once per glyph: most of a typed signature's cost.
 */
export function signatureFaceBytes(face: SignatureFace): Uint8Array {
  let sfnt = sfntOfWoff.get(face.woff);
  if (!sfnt) {
    sfnt = woffToSfnt(read(face.woff));
    sfntOfWoff.set(face.woff, sfnt);
  }
  return sfnt;
}

/**
 * The font a WOFF 1.0 file wraps (W3C WOFF §3–§5): its header's flavor and tables, each table
 * inflated when it was stored compressed, laid out again as an sfnt (OpenType §5.1) with 4-byte
 * aligned tables in the WOFF's own (tag) order, each keeping the checksum it had.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = input.readUInt32BE(at + 4);
    const compLength = input.readUInt32BE(at + 8);
    const origLength = input.readUInt32BE(at + 12);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not inflate to its stated length');
    return { tag: input.readUInt32BE(at), checksum: input.readUInt32BE(at + 16), data };
  });
  const align = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const size = tables.reduce((total, t) => total + align(t.data.length), headerLength);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  for (const [i, t] of tables.entries()) {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += align(t.data.length);
  }
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

/**
 * The name an embedded subset goes by: six capital letters, '+', the font's PostScript name
 * (PDF 32000 §9.6.4), which is how readers and `pdffonts` recognise a subset. The tag is derived
 * from what the subset is for (`scope`: the document's text, a stamp, the certificate…) so that
 * rendering stays deterministic while two subsets of one font in one file get different tags.
 */
export function subsetName(scope: string, postscript: string): string {
  const digest = createHash('sha256').update(`${scope}\u0000${postscript}`).digest();
  const tag = Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
  return `${tag}+${postscript}`;
}
