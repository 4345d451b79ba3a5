// The faces for scripts DejaVu Sans does not cover well, all Noto under the SIL Open Font License
// 1.1: Noto Naskh Arabic and Noto Sans Hebrew (@embedpdf/fonts-arabic, -hebrew: TrueType, regular
// and bold), and Noto Sans JP, SC, TC and KR (@expo-google-fonts/noto-sans-*: Google Fonts' static
// TrueType instances; their OpenType/CFF builds elsewhere do not survive fontkit's subsetter).
// Only the regular and bold files are read, each once per process, and only when a text needs them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export type ScriptFace = 'arabic' | 'hebrew' | 'jp' | 'sc' | 'tc' | 'kr';
export type Weight = 'regular' | 'bold';

interface FaceFile {
  file: () => string;
  postscriptName: string;
}

/** The folder a package keeps its files in (some export no `package.json`, so resolve its main). */
function packageDir(name: string): string {
  const main = require.resolve(name);
  let dir = path.dirname(main);
  while (!dir.endsWith(path.join(...name.split('/')))) dir = path.dirname(dir);
  return dir;
}

const embedpdf = (pkg: string, file: string) => () =>
  path.join(packageDir(`@embedpdf/${pkg}`), 'fonts', file);
const google = (family: string, weight: Weight) => () => {
  const folder = weight === 'bold' ? '700Bold' : '400Regular';
  return path.join(
    packageDir(`@expo-google-fonts/noto-sans-${family}`),
    folder,
    `NotoSans${family.toUpperCase()}_${folder}.ttf`,
  );
};

const FILES: Record<ScriptFace, Record<Weight, FaceFile>> = {
  arabic: {
    regular: {
      file: embedpdf('fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
      postscriptName: 'NotoNaskhArabic',
    },
    bold: {
      file: embedpdf('fonts-arabic', 'NotoNaskhArabic-Bold.ttf'),
      postscriptName: 'NotoNaskhArabic-Bold',
    },
  },
  hebrew: {
    regular: {
      file: embedpdf('fonts-hebrew', 'NotoSansHebrew-Regular.ttf'),
      postscriptName: 'NotoSansHebrew',
    },
    bold: {
      file: embedpdf('fonts-hebrew', 'NotoSansHebrew-Bold.ttf'),
      postscriptName: 'NotoSansHebrew-Bold',
    },
  },
  jp: {
    regular: { file: google('jp', 'regular'), postscriptName: 'NotoSansJP-Regular' },
    bold: { file: google('jp', 'bold'), postscriptName: 'NotoSansJP-Bold' },
  },
  sc: {
    regular: { file: google('sc', 'regular'), postscriptName: 'NotoSansSC-Regular' },
    bold: { file: google('sc', 'bold'), postscriptName: 'NotoSansSC-Bold' },
  },
  tc: {
    regular: { file: google('tc', 'regular'), postscriptName: 'NotoSansTC-Regular' },
    bold: { file: google('tc', 'bold'), postscriptName: 'NotoSansTC-Bold' },
  },
  kr: {
    regular: { file: google('kr', 'regular'), postscriptName: 'NotoSansKR-Regular' },
    bold: { file: google('kr', 'bold'), postscriptName: 'NotoSansKR-Bold' },
  },
};

const cache = new Map<string, Uint8Array>();

/** The TTF bytes of a script face, read once per process. */
export function scriptFontBytes(face: ScriptFace, weight: Weight): Uint8Array {
  const key = `${face}-${weight}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(FILES[face][weight].file()));
    cache.set(key, bytes);
  }
  return bytes;
}

export function scriptPostscriptName(face: ScriptFace, weight: Weight): string {
  return FILES[face][weight].postscriptName;
}

let strict: boolean | undefined;

/**
 * Whether a character no face has is an error (tests, so a missing font fails loudly) or drawn as
 * U+FFFD (production, so a signer's exotic name never stops a document). Read once, when the first
 * text is set, from COUNTERSIGN_STRICT_GLYPHS ("1" or "0"; unset is "0").
 */
export function strictGlyphs(): boolean {
  strict ??= readStrict(process.env.COUNTERSIGN_STRICT_GLYPHS);
  return strict;
}

function readStrict(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`COUNTERSIGN_STRICT_GLYPHS must be "1" or "0", not ${JSON.stringify(value)}`);
}
