// The words a form's labels are made of, one module per language beside this one (issue 48 item 3).
// They live with detection, not in the i18n catalogue: the catalogue holds the four languages the
// application speaks, while detection reads forms in many more, and these words are matched, never
// shown. Each entry is a word or phrase found inside a label, matched between non-letters after
// folding (case, accents and the Turkish dotted and dotless i folded away); '^' marks one that counts
// only as the whole label ("By", "le", "✓").
export interface LabelWords {
  signature: string[];
  initials: string[];
  date: string[];
  name: string[];
  /** A signatory's title or position. */
  title: string[];
  place: string[];
  /** A table column's header asking for a tick: "Yes/No", "✓". */
  check: string[];
}

/** Lower case without accents; İ and ı read as i. */
export function fold(text: string): string {
  return text.replace(/İ/g, 'i').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One pattern over the folded label for a kind's words in every language. */
export function patternOf(words: string[]): RegExp {
  const whole = words.filter((w) => w.startsWith('^')).map((w) => literal(fold(w.slice(1))));
  const inside = words.filter((w) => !w.startsWith('^')).map((w) => literal(fold(w)));
  const parts = [
    ...(inside.length > 0 ? [`(?<![\\p{L}\\p{N}])(?:${inside.join('|')})(?![\\p{L}\\p{N}])`] : []),
    ...(whole.length > 0 ? [`^(?:${whole.join('|')})$`] : []),
  ];
  return new RegExp(parts.join('|'), 'u');
}
