// The island's words: the page hands them over in its language (page.ts `clientWords`), with their
// {placeholders} left open, and plural forms chosen here by the language's own rules, as the
// server's translator chooses them.

export interface WordsData {
  language: string;
  messages: Record<string, string>;
  plurals: Record<string, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
}

export class Words {
  private readonly rules: Intl.PluralRules;
  private readonly numbers: Intl.NumberFormat;

  constructor(private readonly data: WordsData) {
    this.rules = new Intl.PluralRules(data.language);
    this.numbers = new Intl.NumberFormat(data.language);
  }

  /** A message with its {placeholders} filled. */
  t(key: string, values: Record<string, string | number> = {}): string {
    return fill(this.data.messages[key] ?? key, values);
  }

  /** The plural form of `key` for `count`, with {count} written as the language writes numbers. */
  n(key: string, count: number, values: Record<string, string | number> = {}): string {
    const forms = this.data.plurals[key];
    if (!forms) return key;
    const form = count === 0 && forms.zero ? forms.zero : (forms[this.rules.select(count)] ?? forms.other);
    return fill(form, { count: this.numbers.format(count), ...values });
  }

  /** Page numbers as a list ("1, 2"). */
  list(items: Array<string | number>): string {
    return items.join(', ');
  }
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
