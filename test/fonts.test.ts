// The handwriting face of typed signatures is handed to pdf-lib as the plain font its WOFF files wrap
// (platform/fonts.ts, issue 10: fontkit re-inflates a WOFF table on every access). The font made from
// each WOFF must be the same font: the same glyphs, metrics and outlines as fontkit reads from the
// WOFF itself, and a malformed file is refused rather than turned into a broken font.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import fontkit from '@pdf-lib/fontkit';
import { fontBytes, signatureFaceBytes, signatureFaces, woffToSfnt } from '../src/platform/fonts.ts';
import { fontkitFacade } from '../src/templates/render/fonts.ts';

interface Font {
  numGlyphs: number;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  postscriptName: string;
  characterSet: number[];
  glyphForCodePoint(c: number): { advanceWidth: number; path: { toSVG(): string } };
}
const open = (bytes: Uint8Array) => fontkit.create(bytes) as unknown as Font;

describe('the handwriting face', () => {
  for (const face of signatureFaces()) {
    test(`the ${face.subset} WOFF becomes the same font, glyph for glyph`, () => {
      const woff = open(readFileSync(face.woff));
      const sfnt = open(signatureFaceBytes(face));
      assert.equal(
        Buffer.from(signatureFaceBytes(face)).toString('latin1', 0, 4),
        '\u0000\u0001\u0000\u0000',
      );
      for (const key of ['numGlyphs', 'unitsPerEm', 'ascent', 'descent', 'postscriptName'] as const) {
        assert.equal(sfnt[key], woff[key], key);
      }
      assert.deepEqual(sfnt.characterSet, woff.characterSet);
      // From the space on: fontkit's WOFF reader itself fails on the face's U+0000 (an empty glyph).
      for (const codePoint of woff.characterSet.filter((c) => c >= 0x20)) {
        const a = woff.glyphForCodePoint(codePoint);
        const b = sfnt.glyphForCodePoint(codePoint);
        assert.equal(b.advanceWidth, a.advanceWidth, `advance of U+${codePoint.toString(16)}`);
        assert.equal(b.path.toSVG(), a.path.toSVG(), `outline of U+${codePoint.toString(16)}`);
      }
    });
  }

  test('a file that is not a WOFF, or whose tables do not inflate to their length, is refused', () => {
    assert.throws(() => woffToSfnt(new TextEncoder().encode('%PDF-1.7 not a font')), /not a WOFF/);
    const woff = Buffer.from(readFileSync(signatureFaces()[0].woff));
    woff.writeUInt32BE(woff.readUInt32BE(44 + 12) + 1, 44 + 12); // the first table's original length
    assert.throws(() => woffToSfnt(woff), /inflate|length|header/i);
  });
});

interface Emitter {
  on(event: 'data', listener: (bytes: Uint8Array) => void): Emitter;
  on(event: 'end', listener: () => void): Emitter;
}

interface Subsetting {
  glyphForCodePoint(c: number): { id: number };
  createSubset(): { includeGlyph(id: number): number; encodeStream(): Emitter };
}

/** The font program a subset of `font` writes for the glyphs of `text`, as pdf-lib embeds it. */
async function subsetProgram(font: Subsetting, text: string): Promise<Buffer> {
  const subset = font.createSubset();
  for (const char of text) subset.includeGlyph(font.glyphForCodePoint(char.codePointAt(0)!).id);
  const parts: Buffer[] = [];
  await new Promise<void>((resolve) => {
    subset
      .encodeStream()
      .on('data', (bytes) => parts.push(Buffer.from(bytes)))
      .on('end', resolve);
  });
  return Buffer.concat(parts);
}

// The render facade decodes each glyph once per process (templates/render/fonts.ts): the subsets it
// writes must be those fontkit writes from a fresh parse, composite glyphs and their parts included.
describe('subsets written through the render facade', () => {
  const texts = [
    'Audit certificate · Request req_0123 · Page 1 of 6',
    'Zoë Ångström, Łukasz Żółć, Nguyễn Văn An, Ђорђе, ćĉčċ ǺǻǼǽ',
    'Nguyễn then plain c and A: the parts of the composites above, after them',
  ];
  for (const style of ['regular', 'bold'] as const) {
    test(`${style}: the same font program, byte for byte, the first time and again`, async () => {
      const facade = fontkitFacade.create(fontBytes(style)) as unknown as Subsetting;
      for (const text of [...texts, ...texts]) {
        const fresh = fontkit.create(fontBytes(style)) as unknown as Subsetting;
        assert.deepEqual(await subsetProgram(facade, text), await subsetProgram(fresh, text), text);
      }
    });
  }
});
