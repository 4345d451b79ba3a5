// The signature dictionaries of a PDF, read straight from its bytes. A signature's /ByteRange leaves
// out exactly its /Contents hex string, so the dictionary is necessarily written uncompressed in the
// file: a scan for /ByteRange arrays whose gap is a hex string finds every signature without
// trusting the file's structure (object streams, broken cross-references, incremental updates).
// Whatever such a scan picks up that is not genuinely signed fails the cryptographic checks later.

export interface PdfSignature {
  /** [start1, length1, start2, length2] as written in the file. */
  byteRange: [number, number, number, number];
  /** The CMS (or, for a document timestamp, the TimeStampToken) with the zero padding left on. */
  contents: Buffer;
  subFilter: string | null;
  /** `/Type` of the dictionary: `Sig`, `DocTimeStamp`, or null when absent. */
  type: string | null;
  /** The claimed signing time `/M`, when present and readable. */
  claimedTime: Date | null;
}

const HEADER_WINDOW = 1024;
const DICTIONARY_WINDOW = 4096;

/** Whether `bytes` is a PDF: the `%PDF-` header within its first kilobyte (as readers accept it). */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, HEADER_WINDOW)).includes('%PDF-');
}

export function findSignatures(bytes: Buffer): PdfSignature[] {
  const text = bytes.toString('latin1');
  const found: PdfSignature[] = [];
  const pattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const byteRange = match.slice(1, 5).map(Number) as PdfSignature['byteRange'];
    const [start, length, gapEnd] = byteRange;
    const gapStart = start + length;
    if (start !== 0 || gapStart >= gapEnd || gapEnd > bytes.length) continue;
    if (text[gapStart] !== '<' || text[gapEnd - 1] !== '>') continue;
    const hex = text.slice(gapStart + 1, gapEnd - 1);
    if (!/^[0-9a-fA-F\s]*$/.test(hex)) continue;
    const dictionary = dictionaryAround(text, match.index, gapStart, gapEnd);
    found.push({
      byteRange,
      contents: Buffer.from(hex.replace(/\s+/g, ''), 'hex'),
      subFilter: /\/SubFilter\s*\/([^\s/<>[\]()]+)/.exec(dictionary)?.[1] ?? null,
      type: /\/Type\s*\/([^\s/<>[\]()]+)/.exec(dictionary)?.[1] ?? null,
      claimedTime: pdfDate(/\/M\s*\((D:[^)]*)\)/.exec(dictionary)?.[1]),
    });
  }
  return found;
}

/** The text of the object holding a signature dictionary, its /Contents hex left out. */
function dictionaryAround(text: string, at: number, gapStart: number, gapEnd: number): string {
  const objStart = text.lastIndexOf(' obj', at);
  const begin = objStart >= 0 && at - objStart < DICTIONARY_WINDOW ? objStart : Math.max(0, at - 512);
  const endObj = text.indexOf('endobj', gapEnd);
  const end = endObj >= 0 && endObj - gapEnd < DICTIONARY_WINDOW ? endObj : gapEnd + 512;
  const before = begin < gapStart ? text.slice(begin, Math.min(gapStart, begin + DICTIONARY_WINDOW)) : '';
  return `${before} ${text.slice(gapEnd, end)}`;
}

/** A PDF date `D:YYYYMMDDHHmmSSOHH'mm'` as a Date; null when it is not one. */
export function pdfDate(value: string | undefined): Date | null {
  if (!value) return null;
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value);
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', zone = 'Z'] = m;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.replace(/'/g, '').slice(3, 5) || '00'}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
