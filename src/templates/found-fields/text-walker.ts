// The text of one page read from its content streams (and the form XObjects they draw), glyph by
// glyph, with where each glyph is on the page as displayed (CONTRACT §4 points, top-left origin,
// templates/geometry.ts) and which bytes of which stream drew it, so that chosen glyphs can be taken
// out of the page again (removeGlyphs): their text-show operator is rewritten with the glyphs left
// out and a TJ adjustment of exactly their advance in their place, so every other glyph stays where
// it was and nothing else of the stream changes. Found by reading the operators ourselves, not with
// pdf.js, because only then is what we find exactly what we can remove.
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from '../../platform/pdf.ts';
import { fromPdfPoint, type PageGeometry, pageGeometry } from '../geometry.ts';
import { hexString, type Token, tokenize } from './content-tokens.ts';
import { type FontReader, fontReader, resolve, streamBytes } from './fonts.ts';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => ({
  x: x * m[0] + y * m[2] + m[4],
  y: x * m[1] + y * m[3] + m[5],
});
/** Deeper than any writer nests forms; each form is read once (Walker.forms), so depth costs no time. */
const MAX_FORM_DEPTH = 16;

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One text-show operator as read: where it is, what state it drew with. */
interface ShowOp {
  stream: StreamEdits;
  start: number;
  end: number;
  operator: string;
  prefix: string;
  elements: Array<number | { bytes: Uint8Array; codes: Array<{ code: number; length: number }> }>;
  font: FontReader;
  size: number;
  charSpacing: number;
  wordSpacing: number;
}

export interface Glyph {
  /** The glyph's Unicode text ('' when none); virtual separators have no op. */
  text: string;
  /** Displayed box of the glyph. */
  box: Rect;
  /** The font size on the page, in points. */
  size: number;
  op?: ShowOp;
  element?: number;
  index?: number;
}

interface StreamEdits {
  ref: PDFRef;
  stream: PDFRawStream;
  bytes: Uint8Array;
  edits: Map<ShowOp, Set<string>>;
}

export interface PageText {
  /** The page's glyphs in drawing order, with ' ' and '\n' put in where the layout shows a gap or a new line. */
  glyphs: Glyph[];
  geometry: PageGeometry;
}

/** Reads one page's text. */
export function readPageText(doc: PDFDocument, page: PDFPage): PageText {
  const { x, y, width, height } = page.getCropBox();
  const geometry = pageGeometry([x, y, x + width, y + height], page.getRotation().angle);
  const glyphs: Glyph[] = [];
  const streams = new Map<PDFRef, StreamEdits>();
  const fonts = new Map<PDFObject, FontReader>();
  const walker = { doc, geometry, glyphs, streams, fonts, forms: new Set<PDFRef>() };
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFRef ? [contents] : [];
  const array = resolve(doc, contents);
  if (array instanceof PDFArray)
    for (const item of array.asArray()) if (item instanceof PDFRef) refs.push(item);
  const state = initialState();
  for (const ref of refs) walkStream(walker, ref, page.node.Resources(), state, 0);
  return { glyphs: separated(glyphs), geometry };
}

interface Walker {
  doc: PDFDocument;
  geometry: PageGeometry;
  glyphs: Glyph[];
  streams: Map<PDFRef, StreamEdits>;
  fonts: Map<PDFObject, FontReader>;
  /** Forms already read on this page: each is read once, however often or deeply it is drawn. */
  forms: Set<PDFRef>;
}

interface GraphicsState {
  ctm: Matrix;
  font?: FontReader;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
  rise: number;
}

interface State {
  g: GraphicsState;
  stack: GraphicsState[];
  tm: Matrix;
  tlm: Matrix;
}

const initialState = (ctm: Matrix = IDENTITY): State => ({
  g: { ctm, size: 0, charSpacing: 0, wordSpacing: 0, scale: 1, leading: 0, rise: 0 },
  stack: [],
  tm: IDENTITY,
  tlm: IDENTITY,
});

type Operand = Token | { kind: 'array'; items: Token[] } | { kind: 'dict' };

function walkStream(
  walker: Walker,
  ref: PDFRef,
  resources: PDFDict | undefined,
  state: State,
  depth: number,
): void {
  const { doc } = walker;
  const stream = doc.context.lookup(ref);
  const bytes = streamBytes(doc, ref);
  if (!(stream instanceof PDFRawStream) || !bytes) return;
  let edits = walker.streams.get(ref);
  if (!edits) {
    edits = { ref, stream, bytes, edits: new Map() };
    walker.streams.set(ref, edits);
  }
  const tokens = tokenize(bytes);
  let operands: Operand[] = [];
  let operandStart = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (operandStart < 0) operandStart = t.start;
    if (t.kind === 'open') {
      const items: Token[] = [];
      while (i + 1 < tokens.length && tokens[i + 1].kind !== 'close') items.push(tokens[++i]);
      i++;
      operands.push({ kind: 'array', items });
      continue;
    }
    if (t.kind === 'dictOpen') {
      let level = 1;
      while (i + 1 < tokens.length && level > 0) {
        const k = tokens[++i].kind;
        if (k === 'dictOpen') level++;
        else if (k === 'dictClose') level--;
      }
      operands.push({ kind: 'dict' });
      continue;
    }
    if (t.kind !== 'operator') {
      operands.push(t);
      continue;
    }
    operate(walker, edits, resources, state, t.value, operands, operandStart, t.end, depth);
    operands = [];
    operandStart = -1;
  }
}

const numbers = (operands: Operand[]) => operands.map((o) => (o.kind === 'number' ? o.value : Number.NaN));

function operate(
  walker: Walker,
  stream: StreamEdits,
  resources: PDFDict | undefined,
  state: State,
  op: string,
  operands: Operand[],
  start: number,
  end: number,
  depth: number,
): void {
  const n = numbers(operands);
  const g = state.g;
  const moveText = (tx: number, ty: number) => {
    state.tlm = multiply([1, 0, 0, 1, tx, ty], state.tlm);
    state.tm = state.tlm;
  };
  switch (op) {
    case 'q':
      state.stack.push({ ...g });
      break;
    case 'Q':
      if (state.stack.length > 0) state.g = state.stack.pop()!;
      break;
    case 'cm':
      if (n.length === 6 && n.every(Number.isFinite)) g.ctm = multiply(n as Matrix, g.ctm);
      break;
    case 'BT':
      state.tm = IDENTITY;
      state.tlm = IDENTITY;
      break;
    case 'Tf': {
      const name = operands[0];
      g.size = n[1] ?? 0;
      g.font = name?.kind === 'name' ? fontNamed(walker, resources, name.value) : undefined;
      break;
    }
    case 'Tc':
      g.charSpacing = n[0] || 0;
      break;
    case 'Tw':
      g.wordSpacing = n[0] || 0;
      break;
    case 'Tz':
      g.scale = (n[0] ?? 100) / 100;
      break;
    case 'TL':
      g.leading = n[0] || 0;
      break;
    case 'Ts':
      g.rise = n[0] || 0;
      break;
    case 'Td':
      moveText(n[0] || 0, n[1] || 0);
      break;
    case 'TD':
      g.leading = -(n[1] || 0);
      moveText(n[0] || 0, n[1] || 0);
      break;
    case 'Tm':
      if (n.length === 6 && n.every(Number.isFinite)) {
        state.tm = n as Matrix;
        state.tlm = n as Matrix;
      }
      break;
    case 'T*':
      moveText(0, -g.leading);
      break;
    case 'Tj':
    case 'TJ':
    case "'":
    case '"': {
      let prefix = '';
      if (op !== 'Tj' && op !== 'TJ') {
        if (op === '"') {
          g.wordSpacing = n[0] || 0;
          g.charSpacing = n[1] || 0;
          prefix = `${n[0] || 0} Tw ${n[1] || 0} Tc `;
        }
        prefix += 'T* ';
        moveText(0, -g.leading);
      }
      const last = operands[operands.length - 1];
      const items = last?.kind === 'array' ? last.items : last && last.kind !== 'dict' ? [last] : [];
      show(walker, stream, state, { start, end, operator: op, prefix, items });
      break;
    }
    case 'Do': {
      const name = operands[0];
      if (name?.kind === 'name' && depth < MAX_FORM_DEPTH)
        drawForm(walker, resources, name.value, state, depth);
      break;
    }
  }
}

function fontNamed(walker: Walker, resources: PDFDict | undefined, name: string): FontReader | undefined {
  const fonts = resources && resolve(walker.doc, resources.get(PDFName.of('Font')));
  if (!(fonts instanceof PDFDict)) return undefined;
  const entry = fonts.get(PDFName.of(name));
  const dict = resolve(walker.doc, entry);
  if (!(dict instanceof PDFDict) || !entry) return undefined;
  let reader = walker.fonts.get(entry);
  if (!reader) {
    reader = fontReader(walker.doc, dict);
    walker.fonts.set(entry, reader);
  }
  return reader;
}

function drawForm(
  walker: Walker,
  resources: PDFDict | undefined,
  name: string,
  state: State,
  depth: number,
): void {
  const { doc } = walker;
  const xobjects = resources && resolve(doc, resources.get(PDFName.of('XObject')));
  if (!(xobjects instanceof PDFDict)) return;
  const ref = xobjects.get(PDFName.of(name));
  const form = resolve(doc, ref);
  if (!(ref instanceof PDFRef) || !(form instanceof PDFRawStream) || walker.forms.has(ref)) return;
  walker.forms.add(ref);
  const subtype = form.dict.get(PDFName.of('Subtype'));
  if (!(subtype instanceof PDFName) || subtype.asString() !== '/Form') return;
  const matrix = resolve(doc, form.dict.get(PDFName.of('Matrix')));
  const m =
    matrix instanceof PDFArray
      ? (matrix.asArray().map((v) => (resolve(doc, v) as PDFNumber | undefined)?.asNumber?.() ?? 0) as Matrix)
      : IDENTITY;
  const own = resolve(doc, form.dict.get(PDFName.of('Resources')));
  const inner = initialState(multiply(m, state.g.ctm));
  walkStream(walker, ref, own instanceof PDFDict ? own : resources, inner, depth + 1);
}

function show(
  walker: Walker,
  stream: StreamEdits,
  state: State,
  raw: { start: number; end: number; operator: string; prefix: string; items: Token[] },
): void {
  const g = state.g;
  const font = g.font;
  if (!font) return;
  const op: ShowOp = {
    stream,
    start: raw.start,
    end: raw.end,
    operator: raw.operator,
    prefix: raw.prefix,
    elements: [],
    font,
    size: g.size,
    charSpacing: g.charSpacing,
    wordSpacing: g.wordSpacing,
  };
  for (const item of raw.items) {
    if (item.kind === 'number') {
      op.elements.push(item.value);
      state.tm = multiply([1, 0, 0, 1, (-item.value / 1000) * g.size * g.scale, 0], state.tm);
      continue;
    }
    if (item.kind !== 'string') continue;
    const codes = font.codes(item.bytes);
    const element = op.elements.length;
    op.elements.push({ bytes: item.bytes, codes });
    codes.forEach(({ code, length }, index) => {
      const w0 = font.width(code) / 1000;
      const m = multiply(multiply([g.size * g.scale, 0, 0, g.size, 0, g.rise], state.tm), g.ctm);
      const corners = [
        apply(m, 0, font.descent),
        apply(m, w0, font.descent),
        apply(m, w0, font.ascent),
        apply(m, 0, font.ascent),
      ].map((p) => fromPdfPoint(walker.geometry, p.x, p.y));
      const origin = apply(m, 0, 0);
      const up = apply(m, 0, 1);
      walker.glyphs.push({
        text: font.unicode(code),
        box: {
          x0: Math.min(...corners.map((p) => p.x)),
          y0: Math.min(...corners.map((p) => p.y)),
          x1: Math.max(...corners.map((p) => p.x)),
          y1: Math.max(...corners.map((p) => p.y)),
        },
        size: Math.hypot(up.x - origin.x, up.y - origin.y),
        op,
        element,
        index,
      });
      const spacing = g.charSpacing + (length === 1 && code === 32 ? g.wordSpacing : 0);
      state.tm = multiply([1, 0, 0, 1, (w0 * g.size + spacing) * g.scale, 0], state.tm);
    });
  }
}

/** Glyphs with a ' ' where the next starts well after the last ended on its line, a '\n' at a new line. */
function separated(glyphs: Glyph[]): Glyph[] {
  const out: Glyph[] = [];
  let last: Glyph | undefined;
  for (const glyph of glyphs) {
    if (last && glyph.text !== '') {
      const size = Math.max(glyph.size, 1);
      const lineShift = Math.abs((glyph.box.y0 + glyph.box.y1) / 2 - (last.box.y0 + last.box.y1) / 2);
      const gap = glyph.box.x0 - last.box.x1;
      const separator = lineShift > size * 0.5 || gap < -size ? '\n' : gap > size * 0.25 ? ' ' : '';
      if (separator && last.text !== ' ' && glyph.text !== ' ') {
        out.push({ text: separator, box: { ...last.box, x0: last.box.x1 }, size: last.size });
      }
    }
    out.push(glyph);
    if (glyph.text !== '') last = glyph;
  }
  return out;
}

/** Takes the glyphs out of their pages' streams (see the module comment); other glyphs stay put. */
export function removeGlyphs(doc: PDFDocument, glyphs: Glyph[]): void {
  const streams = new Set<StreamEdits>();
  for (const glyph of glyphs) {
    if (!glyph.op || glyph.element === undefined || glyph.index === undefined) continue;
    const { op } = glyph;
    let removed = op.stream.edits.get(op);
    if (!removed) {
      removed = new Set();
      op.stream.edits.set(op, removed);
    }
    removed.add(`${glyph.element}:${glyph.index}`);
    streams.add(op.stream);
  }
  for (const stream of streams) rewriteStream(doc, stream);
}

function rewriteStream(doc: PDFDocument, stream: StreamEdits): void {
  const ops = [...stream.edits.keys()].sort((a, b) => a.start - b.start);
  const parts: Uint8Array[] = [];
  let at = 0;
  const encoder = new TextEncoder();
  for (const op of ops) {
    if (op.start < at) continue; // the same operator reached twice (a form drawn twice)
    parts.push(stream.bytes.subarray(at, op.start));
    parts.push(encoder.encode(rewrittenOp(op, stream.edits.get(op)!)));
    at = op.end;
  }
  parts.push(stream.bytes.subarray(at));
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  const entries: Record<string, PDFObject> = {};
  for (const [key, value] of stream.stream.dict.entries()) {
    const name = key.asString().slice(1);
    if (name !== 'Filter' && name !== 'DecodeParms' && name !== 'Length') entries[name] = value;
  }
  doc.context.assign(stream.ref, doc.context.flateStream(bytes, entries));
  stream.bytes = bytes;
  stream.edits.clear();
}

function rewrittenOp(op: ShowOp, removed: Set<string>): string {
  const out: string[] = [];
  op.elements.forEach((element, e) => {
    if (typeof element === 'number') {
      out.push(String(element));
      return;
    }
    let run: number[] = [];
    const flush = () => {
      if (run.length > 0) out.push(hexString(Uint8Array.from(run)));
      run = [];
    };
    let offset = 0;
    element.codes.forEach(({ code, length }, index) => {
      const bytes = element.bytes.subarray(offset, offset + length);
      offset += length;
      if (!removed.has(`${e}:${index}`)) {
        run.push(...bytes);
        return;
      }
      flush();
      const spacing = op.charSpacing + (length === 1 && code === 32 ? op.wordSpacing : 0);
      const advance = op.font.width(code) + (op.size !== 0 ? (spacing * 1000) / op.size : 0);
      out.push(String(Math.round(-advance * 1000) / 1000));
    });
    flush();
  });
  return `${op.prefix}[${out.join(' ')}] TJ`;
}
