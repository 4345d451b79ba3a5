// What the text walker needs of a PDF font: how its string bytes split into character codes, the
// Unicode text of each code (its /ToUnicode CMap, else its simple encoding read as Windows-1252 with
// its /Differences), and each code's advance in thousandths of the font size (/Widths, a CID font's
// /W and /DW, or the metrics of the 14 standard fonts). Good enough to find `{{…}}` tags and anchor
// words, which are ASCII in the documents people write; a code we cannot read yields U+FFFD.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  StandardFontEmbedder,
  StandardFonts,
} from '../../platform/pdf.ts';
import { latin1, tokenize } from './content-tokens.ts';

export interface FontReader {
  /** Character codes of a string operand, each with its byte length. */
  codes(bytes: Uint8Array): Array<{ code: number; length: number }>;
  unicode(code: number): string;
  /** Advance in glyph space (thousandths of the size). */
  width(code: number): number;
  ascent: number;
  descent: number;
}

/** Windows-1252, code by code: what a simple font's bytes mean without a map of its own. */
const WIN_ANSI = Array.from({ length: 256 }, (_, code) =>
  new TextDecoder('windows-1252').decode(Uint8Array.of(code)),
);
const GLYPH_NAMES: Record<string, string> = {
  space: ' ',
  braceleft: '{',
  braceright: '}',
  semicolon: ';',
  equal: '=',
  bar: '|',
  period: '.',
  comma: ',',
  hyphen: '-',
  underscore: '_',
  colon: ':',
  slash: '/',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const STANDARD = new Set<string>(Object.values(StandardFonts));

export function resolve(doc: PDFDocument, value: PDFObject | undefined): PDFObject | undefined {
  let object = value;
  for (let hops = 0; object instanceof PDFRef && hops < 32; hops++) object = doc.context.lookup(object);
  return object;
}

export function streamBytes(doc: PDFDocument, value: PDFObject | undefined): Uint8Array | undefined {
  const stream = resolve(doc, value);
  if (!(stream instanceof PDFRawStream)) return undefined;
  try {
    return decodePDFRawStream(stream).decode();
  } catch {
    return undefined;
  }
}

const num = (doc: PDFDocument, value: PDFObject | undefined): number | undefined => {
  const n = resolve(doc, value);
  return n instanceof PDFNumber ? n.asNumber() : undefined;
};

/** A font dictionary read once. */
export function fontReader(doc: PDFDocument, dict: PDFDict): FontReader {
  const get = (d: PDFDict, key: string) => resolve(doc, d.get(PDFName.of(key)));
  const subtype = get(dict, 'Subtype');
  const composite = subtype instanceof PDFName && subtype.asString() === '/Type0';
  const toUnicode = parseToUnicode(streamBytes(doc, dict.get(PDFName.of('ToUnicode'))));
  const descendant = composite
    ? resolve(doc, (get(dict, 'DescendantFonts') as PDFArray | undefined)?.get(0))
    : undefined;
  const described = descendant instanceof PDFDict ? descendant : dict;
  const descriptor = get(described, 'FontDescriptor');
  let ascent = 0.8;
  let descent = -0.2;
  if (descriptor instanceof PDFDict) {
    const a = num(doc, descriptor.get(PDFName.of('Ascent')));
    const d = num(doc, descriptor.get(PDFName.of('Descent')));
    if (a !== undefined && a > 0) ascent = Math.min(1.1, Math.max(0.5, a / 1000));
    if (d !== undefined && d < 0) descent = Math.max(-0.5, d / 1000);
  }

  if (composite) {
    const widths = new Map<number, number>();
    const dw = (descendant instanceof PDFDict && num(doc, descendant.get(PDFName.of('DW')))) || 1000;
    const w = descendant instanceof PDFDict ? resolve(doc, descendant.get(PDFName.of('W'))) : undefined;
    if (w instanceof PDFArray) {
      const items = w.asArray().map((item) => resolve(doc, item));
      for (let i = 0; i < items.length; ) {
        const first = items[i] instanceof PDFNumber ? (items[i] as PDFNumber).asNumber() : 0;
        const next = items[i + 1];
        if (next instanceof PDFArray) {
          next.asArray().forEach((width, k) => {
            widths.set(first + k, num(doc, width) ?? dw);
          });
          i += 2;
        } else {
          const last = next instanceof PDFNumber ? next.asNumber() : first;
          const width = num(doc, items[i + 2]) ?? dw;
          for (let c = first; c <= last && c - first < 65536; c++) widths.set(c, width);
          i += 3;
        }
      }
    }
    return {
      codes: (bytes) => {
        const out = [];
        for (let i = 0; i + 1 < bytes.length; i += 2)
          out.push({ code: bytes[i] * 256 + bytes[i + 1], length: 2 });
        return out;
      },
      unicode: (code) => toUnicode.get(code) ?? '\uFFFD',
      width: (code) => widths.get(code) ?? dw,
      ascent,
      descent,
    };
  }

  const encoding = simpleEncoding(doc, get(dict, 'Encoding'));
  const firstChar = num(doc, dict.get(PDFName.of('FirstChar'))) ?? 0;
  const widthArray = get(dict, 'Widths');
  const widths =
    widthArray instanceof PDFArray ? widthArray.asArray().map((w) => num(doc, w) ?? 0) : undefined;
  const base = get(dict, 'BaseFont');
  const baseName = base instanceof PDFName ? base.asString().slice(1) : '';
  const standard =
    !widths && STANDARD.has(baseName)
      ? StandardFontEmbedder.for(baseName as Parameters<typeof StandardFontEmbedder.for>[0])
      : undefined;
  const standardWidths = new Map<number, number>();
  const unicode = (code: number) => toUnicode.get(code) ?? encoding.get(code) ?? WIN_ANSI[code];
  return {
    codes: (bytes) => Array.from(bytes, (code) => ({ code, length: 1 })),
    unicode,
    width: (code) => {
      if (widths) return widths[code - firstChar] ?? 0;
      let width = standardWidths.get(code);
      if (width === undefined) {
        try {
          width = standard ? standard.widthOfTextAtSize(unicode(code), 1000) : 500;
        } catch {
          width = 500;
        }
        standardWidths.set(code, width);
      }
      return width;
    },
    ascent,
    descent,
  };
}

/** A simple font's /Differences, as Unicode by glyph name (what we can name of them). */
function simpleEncoding(doc: PDFDocument, value: PDFObject | undefined): Map<number, string> {
  const map = new Map<number, string>();
  if (!(value instanceof PDFDict)) return map;
  const differences = resolve(doc, value.get(PDFName.of('Differences')));
  if (!(differences instanceof PDFArray)) return map;
  let code = 0;
  for (const item of differences.asArray()) {
    const entry = resolve(doc, item);
    if (entry instanceof PDFNumber) code = entry.asNumber();
    else if (entry instanceof PDFName) {
      const glyph = entry.asString().slice(1);
      const text =
        GLYPH_NAMES[glyph] ??
        (/^[A-Za-z]$/.test(glyph) ? glyph : undefined) ??
        (/^uni[0-9A-F]{4}$/.test(glyph)
          ? String.fromCharCode(Number.parseInt(glyph.slice(3), 16))
          : undefined);
      if (text !== undefined) map.set(code, text);
      code++;
    }
  }
  return map;
}

/** A /ToUnicode CMap's bfchar and bfrange entries. */
export function parseToUnicode(data: Uint8Array | undefined): Map<number, string> {
  const map = new Map<number, string>();
  if (!data) return map;
  const tokens = tokenize(data);
  const codeOf = (bytes: Uint8Array) => bytes.reduce((value, b) => value * 256 + b, 0);
  const text = (bytes: Uint8Array) => {
    let s = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode(bytes[i] * 256 + bytes[i + 1]);
    return bytes.length === 1 ? latin1(bytes) : s;
  };
  let mode: 'char' | 'range' | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'operator') {
      if (t.value === 'beginbfchar') mode = 'char';
      else if (t.value === 'beginbfrange') mode = 'range';
      else if (t.value.startsWith('end')) mode = undefined;
      continue;
    }
    if (mode === 'char' && t.kind === 'string') {
      const dst = tokens[i + 1];
      if (dst?.kind === 'string') map.set(codeOf(t.bytes), text(dst.bytes));
      i++;
    } else if (mode === 'range' && t.kind === 'string') {
      const hi = tokens[i + 1];
      const dst = tokens[i + 2];
      if (hi?.kind !== 'string') continue;
      const lo = codeOf(t.bytes);
      const last = Math.min(codeOf(hi.bytes), lo + 65535);
      if (dst?.kind === 'string') {
        const start = text(dst.bytes);
        const head = start.slice(0, -1);
        const tail = start.charCodeAt(start.length - 1);
        for (let c = lo; c <= last; c++) map.set(c, head + String.fromCharCode(tail + c - lo));
        i += 2;
      } else if (dst?.kind === 'open') {
        let k = i + 3;
        for (let c = lo; k < tokens.length && tokens[k].kind === 'string'; c++, k++) {
          map.set(c, text((tokens[k] as { bytes: Uint8Array }).bytes));
        }
        i = k;
      }
    }
  }
  return map;
}
