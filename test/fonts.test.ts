// The handwriting face of typed signatures is handed to pdf-lib as the plain font its WOFF files wrap
// (platform/fonts.ts, issue 10: fontkit re-inflates a WOFF table on every access). The font made from
// each WOFF must be the same font: the same glyphs, metrics and outlines as fontkit reads from the
// WOFF itself, and a malformed file is refused rather than turned into a broken font.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import fontkit from '@pdf-lib/fontkit';
import { signatureFaceBytes, signatureFaces, woffToSfnt } from '../src/platform/fonts.ts';

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
