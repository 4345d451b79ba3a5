// Which face draws each character of a text, and in which order the pieces go on the line.
//
// A character's script picks the faces it tries first (Arabic → Noto Naskh Arabic, Hebrew → Noto
// Sans Hebrew, kana → Noto Sans JP, Hangul → Noto Sans KR, Han → the CJK face of the document's
// language first, anything else → DejaVu); the first face with a glyph of its own draws it, and a
// character of no script of its own (a space, a digit, a full stop) stays in the face of the character
// before it when that face has it, so an Arabic phrase is one run to shape. The Unicode bidirectional
// algorithm (bidi-js) gives each character its level; a run is one face at one level, and runs are
// put in visual order by rule L2 of UAX #9. Right-to-left runs are reversed by the shaper (or, in a
// face drawn unshaped, here), so the text layer keeps each word's characters in logical order.
import { fontBytes, postscriptName } from '../../platform/fonts.ts';
import { type ScriptFace, scriptFontBytes, scriptPostscriptName } from '../../platform/script-fonts.ts';
import { bidi, STRONG_RTL } from '../../platform/text-direction.ts';
import { type FontStyle, hasGlyph } from './fonts.ts';

// A UMD module: its types declare the factory as the default export, node hands it over as the module.

export interface Face {
  key: string;
  bytes: () => Uint8Array;
  postscriptName: string;
  /** The OpenType script tag the face is shaped with; unset: drawn glyph by glyph, unshaped. */
  shapedAs?: 'arab' | 'hebr';
}

export interface Run {
  face: Face;
  text: string;
  /** The bidi level: odd is right to left. */
  level: number;
}

export type Direction = 'ltr' | 'rtl' | 'auto';

const faces = new Map<string, Face>();

function dejavu(style: FontStyle): Face {
  let face = faces.get(style);
  if (!face) {
    face = { key: style, bytes: () => fontBytes(style), postscriptName: postscriptName(style) };
    faces.set(style, face);
  }
  return face;
}

function script(name: ScriptFace, style: FontStyle): Face {
  const weight = style === 'bold' || style === 'boldItalic' ? 'bold' : 'regular';
  const key = `${name}-${weight}`;
  let face = faces.get(key);
  if (!face) {
    const shapedAs = name === 'arabic' ? 'arab' : name === 'hebrew' ? 'hebr' : undefined;
    face = {
      key,
      bytes: () => scriptFontBytes(name, weight),
      postscriptName: scriptPostscriptName(name, weight),
      ...(shapedAs ? { shapedAs } : {}),
    };
    faces.set(key, face);
  }
  return face;
}

/** The CJK faces in the order Han characters try them, by the document's language. */
export function cjkOrder(locale: string | undefined): ScriptFace[] {
  const tag = (locale ?? '').toLowerCase();
  if (tag.startsWith('ko')) return ['kr', 'jp', 'sc', 'tc'];
  if (/^zh-(hant|tw|hk|mo)/.test(tag)) return ['tc', 'sc', 'jp', 'kr'];
  if (tag.startsWith('zh')) return ['sc', 'tc', 'jp', 'kr'];
  return ['jp', 'sc', 'tc', 'kr'];
}

type Kind = 'arabic' | 'hebrew' | 'kana' | 'hangul' | 'han' | 'neutral' | 'other';

const KINDS: Array<[RegExp, Kind]> = [
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'kana'],
  [/\p{Script=Hangul}/u, 'hangul'],
  [/\p{Script=Han}/u, 'han'],
  [/[\p{Script=Common}\p{Script=Inherited}]/u, 'neutral'],
];

const kinds = new Map<number, Kind>();

function kindOf(char: string): Kind {
  const codePoint = char.codePointAt(0)!;
  let kind = kinds.get(codePoint);
  if (!kind) {
    kind = KINDS.find(([pattern]) => pattern.test(char))?.[1] ?? 'other';
    kinds.set(codePoint, kind);
  }
  return kind;
}

/** The faces a character tries, in order. */
function chain(kind: Kind, style: FontStyle, cjk: ScriptFace[]): Face[] {
  const east = (first?: ScriptFace) =>
    (first ? [first, ...cjk.filter((name) => name !== first)] : cjk).map((name) => script(name, style));
  switch (kind) {
    case 'arabic':
      return [script('arabic', style), dejavu(style)];
    case 'hebrew':
      return [script('hebrew', style), dejavu(style)];
    case 'kana':
      return east('jp');
    case 'hangul':
      return east('kr');
    case 'han':
      return east();
    default:
      return [dejavu(style), script('arabic', style), script('hebrew', style), ...east()];
  }
}

/** A character that no face has. */
export class MissingGlyphError extends Error {
  constructor(readonly char: string) {
    super(`no font has a glyph for U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  }
}

const REPLACEMENT = '\ufffd';

/** The first face of a character's chain with its glyph, remembered per style and CJK order. */
const chosen = new Map<string, Map<number, Face | null>>();

function firstWithGlyph(char: string, kind: Kind, style: FontStyle, cjk: ScriptFace[]): Face | undefined {
  const setting = `${style}/${cjk[0]}`;
  let byChar = chosen.get(setting);
  if (!byChar) {
    byChar = new Map();
    chosen.set(setting, byChar);
  }
  const codePoint = char.codePointAt(0)!;
  let face = byChar.get(codePoint);
  if (face === undefined) {
    face = chain(kind, style, cjk).find((candidate) => hasGlyph(candidate.bytes(), codePoint)) ?? null;
    byChar.set(codePoint, face);
  }
  return face ?? undefined;
}

/**
 * The text split into runs of one face each, in logical order. A character no face has throws
 * (`strict`) or becomes U+FFFD, which DejaVu draws as a question mark in a diamond: never a box.
 */
export function faceRuns(
  text: string,
  style: FontStyle,
  { cjk, strict }: { cjk: ScriptFace[]; strict: boolean },
): Array<{ face: Face; text: string }> {
  const runs: Array<{ face: Face; text: string }> = [];
  let last: Face | undefined;
  for (let char of text) {
    const kind = kindOf(char);
    let face =
      kind === 'neutral' && last && hasGlyph(last.bytes(), char.codePointAt(0)!)
        ? last
        : firstWithGlyph(char, kind, style, cjk);
    if (!face) {
      if (strict) throw new MissingGlyphError(char);
      face = dejavu(style);
      char = REPLACEMENT;
    }
    if (face === last) runs[runs.length - 1].text += char;
    else runs.push({ face, text: char });
    last = face;
  }
  return runs;
}

/** A character as a right-to-left run shows it: "(" as ")" and the like (UAX #9 rule L4). */
export function mirrored(char: string): string {
  return bidi.getMirroredCharacter(char) ?? char;
}

/**
 * One line of pieces (each with its style) as runs in visual order, left to right. `direction` is
 * the paragraph's; a line with no right-to-left character skips the algorithm.
 */
export function visualRuns(
  pieces: Array<{ text: string; style: FontStyle }>,
  direction: Direction,
  options: { cjk: ScriptFace[]; strict: boolean },
): Run[] {
  const logical = pieces.flatMap((piece) => faceRuns(piece.text, piece.style, options));
  const line = logical.map((run) => run.text).join('');
  if (direction !== 'rtl' && !STRONG_RTL.test(line)) return logical.map((run) => ({ ...run, level: 0 }));
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  // Split each face run where its level changes.
  const runs: Run[] = [];
  let offset = 0;
  for (const run of logical) {
    let start = 0;
    for (let i = 1; i <= run.text.length; i++) {
      if (i === run.text.length || levels[offset + i] !== levels[offset + start]) {
        runs.push({ face: run.face, text: run.text.slice(start, i), level: levels[offset + start] });
        start = i;
      }
    }
    offset += run.text.length;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at
  // that level or higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(
    ...runs.map((run) => (run.level % 2 === 1 ? run.level : Number.POSITIVE_INFINITY)),
  );
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i].level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end].level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs;
}
