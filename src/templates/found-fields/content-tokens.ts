// A PDF content stream read as tokens (ISO 32000-1 §7.2, §8.9.7), each with where it starts and ends
// in the bytes, so that the text walker (text-walker.ts) can rewrite one operator and keep every
// other byte of the stream as it was. Strings are decoded to their bytes (escapes resolved), hex
// strings too; an inline image's data (BI … ID <binary> EI) is one token, never read as operators.

export type Token =
  | { kind: 'number'; value: number; start: number; end: number }
  | { kind: 'string'; bytes: Uint8Array; start: number; end: number }
  | { kind: 'name'; value: string; start: number; end: number }
  | { kind: 'open' | 'close' | 'dictOpen' | 'dictClose'; start: number; end: number }
  | { kind: 'operator'; value: string; start: number; end: number }
  | { kind: 'inlineImage'; start: number; end: number };

const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDelimiter = (c: number) =>
  c === 40 ||
  c === 41 ||
  c === 60 ||
  c === 62 ||
  c === 91 ||
  c === 93 ||
  c === 123 ||
  c === 125 ||
  c === 47 ||
  c === 37;
const isRegular = (c: number) => !isWhite(c) && !isDelimiter(c);
const HEX = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/** Every token of the stream, in order. Unreadable bytes are skipped one at a time. */
export function tokenize(data: Uint8Array): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = data.length;
  while (i < n) {
    const c = data[i];
    if (isWhite(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c === 37) {
      // A comment runs to the end of its line.
      while (i < n && data[i] !== 10 && data[i] !== 13) i++;
      continue;
    }
    if (c === 40) {
      const { bytes, end } = literalString(data, i);
      tokens.push({ kind: 'string', bytes, start, end });
      i = end;
      continue;
    }
    if (c === 60 && data[i + 1] === 60) {
      tokens.push({ kind: 'dictOpen', start, end: i + 2 });
      i += 2;
      continue;
    }
    if (c === 62 && data[i + 1] === 62) {
      tokens.push({ kind: 'dictClose', start, end: i + 2 });
      i += 2;
      continue;
    }
    if (c === 60) {
      const digits: number[] = [];
      i++;
      while (i < n && data[i] !== 62) {
        const h = HEX(data[i]);
        if (h >= 0) digits.push(h);
        i++;
      }
      i++;
      if (digits.length % 2 === 1) digits.push(0);
      const bytes = new Uint8Array(digits.length / 2);
      for (let k = 0; k < bytes.length; k++) bytes[k] = digits[2 * k] * 16 + digits[2 * k + 1];
      tokens.push({ kind: 'string', bytes, start, end: i });
      continue;
    }
    if (c === 91 || c === 93) {
      tokens.push({ kind: c === 91 ? 'open' : 'close', start, end: i + 1 });
      i++;
      continue;
    }
    if (c === 47) {
      i++;
      while (i < n && isRegular(data[i])) i++;
      tokens.push({ kind: 'name', value: nameOf(data.subarray(start + 1, i)), start, end: i });
      continue;
    }
    if (!isRegular(c)) {
      i++;
      continue;
    }
    while (i < n && isRegular(data[i])) i++;
    const word = latin1(data.subarray(start, i));
    if (/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(word)) {
      tokens.push({ kind: 'number', value: Number(word), start, end: i });
    } else if (word === 'ID') {
      // Inline image data: binary up to whitespace, EI, whitespace (or the end).
      let j = i + 1;
      while (j < n) {
        if (
          data[j] === 69 &&
          data[j + 1] === 73 &&
          isWhite(data[j - 1]) &&
          (j + 2 >= n || isWhite(data[j + 2]))
        )
          break;
        j++;
      }
      tokens.push({ kind: 'inlineImage', start, end: Math.min(n, j + 2) });
      i = Math.min(n, j + 2);
    } else tokens.push({ kind: 'operator', value: word, start, end: i });
  }
  return tokens;
}

function literalString(data: Uint8Array, at: number): { bytes: Uint8Array; end: number } {
  const out: number[] = [];
  let depth = 1;
  let i = at + 1;
  while (i < data.length && depth > 0) {
    const c = data[i];
    if (c === 92) {
      const next = data[i + 1];
      i += 2;
      if (next === 110) out.push(10);
      else if (next === 114) out.push(13);
      else if (next === 116) out.push(9);
      else if (next === 98) out.push(8);
      else if (next === 102) out.push(12);
      else if (next === 13) {
        if (data[i] === 10) i++;
      } else if (next === 10) {
        // A line continuation.
      } else if (next >= 48 && next <= 55) {
        let value = next - 48;
        for (let k = 0; k < 2 && data[i] >= 48 && data[i] <= 55; k++) value = value * 8 + (data[i++] - 48);
        out.push(value & 255);
      } else if (next !== undefined) out.push(next);
      continue;
    }
    if (c === 40) depth++;
    else if (c === 41) {
      depth--;
      if (depth === 0) {
        i++;
        break;
      }
    }
    out.push(c);
    i++;
  }
  return { bytes: Uint8Array.from(out), end: i };
}

function nameOf(raw: Uint8Array): string {
  return latin1(raw).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

export function latin1(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}

/** A string operand written back as a hex string: no escaping to get wrong. */
export function hexString(bytes: Uint8Array): string {
  let s = '<';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return `${s}>`;
}
