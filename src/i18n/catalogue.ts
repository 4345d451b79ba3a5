// One catalogue per language (src/i18n/messages/<language>/), all with English's key set, and the one way
// to read them: `translator(language)` gives `t(key, values)`, which fills {placeholders} with plain
// text, and `tHtml(key, values)`, which escapes the catalogue text and the plain values, inserts SafeHtml
// values as they are (a link, a <strong> name), and isolates each value in <bdi>. Strings a person reads live here, never in
// the markup or the e-mail templates.
import { html, type SafeHtml } from '../platform/http/html.ts';
import type { Language } from './locales.ts';
import { ar } from './messages/ar/index.ts';
import { cs } from './messages/cs/index.ts';
import { da } from './messages/da/index.ts';
import { de } from './messages/de/index.ts';
import { el } from './messages/el/index.ts';
import { en } from './messages/en/index.ts';
import { es } from './messages/es/index.ts';
import { fi } from './messages/fi/index.ts';
import { fr } from './messages/fr/index.ts';
import { he } from './messages/he/index.ts';
import { hu } from './messages/hu/index.ts';
import { it } from './messages/it/index.ts';
import { ja } from './messages/ja/index.ts';
import { ko } from './messages/ko/index.ts';
import { nb } from './messages/nb/index.ts';
import { nl } from './messages/nl/index.ts';
import { pl } from './messages/pl/index.ts';
import { ptBR } from './messages/pt-BR/index.ts';
import { ptPT } from './messages/pt-PT/index.ts';
import { ro } from './messages/ro/index.ts';
import { sk } from './messages/sk/index.ts';
import { sv } from './messages/sv/index.ts';
import { tr } from './messages/tr/index.ts';
import { uk } from './messages/uk/index.ts';
import { zhHans } from './messages/zh-Hans/index.ts';
import { zhHant } from './messages/zh-Hant/index.ts';

export type MessageKey = keyof typeof en;
/** Every language must say everything English says: a missing key is a type error. */
export type Catalogue = Record<MessageKey, string>;

/**
 * Every other language, read on first use: each is a function that builds its catalogue, so a
 * process holds only the languages it has been asked for (all 26 built at start cost about 18 MB of
 * heap in every thread that translates).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Catalogue> = {
  de,
  fr,
  es,
  it,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  nl,
  pl,
  cs,
  sk,
  sv,
  da,
  nb,
  fi,
  ro,
  hu,
  el,
  tr,
  uk,
  ar,
  he,
  ja,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ko,
};
const LOADED = new Map<Language, Catalogue>([['en', en]]);

type Values = Record<string, string | number>;
type HtmlValues = Record<string, string | number | SafeHtml>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** A message that comes in plural forms: `x.one` and `x.other` (and `x.zero`, `x.few`, … where a language needs them). */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? Base : never }[MessageKey];

export interface Translator {
  language: Language;
  t(key: MessageKey, values?: Values): string;
  tHtml(key: MessageKey, values?: HtmlValues): SafeHtml;
  /**
   * The plural form of `key` for `count` in this language (Intl.PluralRules), with {count} written
   * as the language writes numbers: "1 day", "30 days", "30 Tage".
   */
  n(key: PluralKey, count: number, values?: Values): string;
  /** A `|`-separated list entry (ordinals, number words). */
  list(key: MessageKey): string[];
}

export function catalogue(language: Language): Catalogue {
  let messages = LOADED.get(language);
  if (!messages) {
    messages = LOADERS[language as Exclude<Language, 'en'>]();
    LOADED.set(language, messages);
  }
  return messages;
}

/** One translator per language, made on first use: every application request asks for one. */
const TRANSLATORS = new Map<Language, Translator>();

export function translator(language: Language): Translator {
  let made = TRANSLATORS.get(language);
  if (!made) {
    made = makeTranslator(language);
    TRANSLATORS.set(language, made);
  }
  return made;
}

function makeTranslator(language: Language): Translator {
  const messages = catalogue(language);
  const t = (key: MessageKey, values: Values = {}) =>
    messages[key].replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  const tHtml = (key: MessageKey, values: HtmlValues = {}) => {
    const parts: Array<string | SafeHtml> = [];
    let last = 0;
    for (const match of messages[key].matchAll(PLACEHOLDER)) {
      parts.push(messages[key].slice(last, match.index));
      const name = match[1];
      // Every value is isolated (<bdi>): a name with a right-to-left override or zero-width
      // characters cannot reorder the sentence around it.
      const value = values[name];
      parts.push(
        !Object.hasOwn(values, name)
          ? match[0]
          : typeof value === 'number'
            ? String(value)
            : html`<bdi>${value}</bdi>`,
      );
      last = match.index + match[0].length;
    }
    parts.push(messages[key].slice(last));
    return html`${parts}`;
  };
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  const n = (key: PluralKey, count: number, values: Values = {}) => {
    // An explicit zero ("none unread") where the catalogue has one, else the language's own rule.
    const form = (
      count === 0 && Object.hasOwn(messages, `${key}.zero`)
        ? `${key}.zero`
        : `${key}.${plurals.select(count)}`
    ) as MessageKey;
    const chosen = Object.hasOwn(messages, form) ? form : (`${key}.other` as MessageKey);
    return t(chosen, { count: numbers.format(count), ...values });
  };
  return { language, t, tHtml, n, list: (key) => messages[key].split('|') };
}

/** The {placeholders} of a catalogue text, for the test that keeps every language in step. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
}
