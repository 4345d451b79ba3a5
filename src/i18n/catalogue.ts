// One catalogue per language (src/i18n/<language>.ts), all with English's key set, and the one way
// to read them: `translator(language)` gives `t(key, values)`, which fills {placeholders} with plain
// text, and `tHtml(key, values)`, which escapes the catalogue text and the plain values and inserts
// SafeHtml values as they are (a link, a <strong> name). Strings a person reads live here, never in
// the markup or the e-mail templates.
import { html, type SafeHtml } from '../platform/http/html.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { Language } from './locales.ts';

export type MessageKey = keyof typeof en;
/** Every language must say everything English says: a missing key is a type error. */
export type Catalogue = Record<MessageKey, string>;

const CATALOGUES: Record<Language, Catalogue> = { en, de, fr, es };

type Values = Record<string, string | number>;
type HtmlValues = Record<string, string | number | SafeHtml>;

const PLACEHOLDER = /\{(\w+)\}/g;

export interface Translator {
  language: Language;
  t(key: MessageKey, values?: Values): string;
  tHtml(key: MessageKey, values?: HtmlValues): SafeHtml;
  /** A `|`-separated list entry (ordinals, number words). */
  list(key: MessageKey): string[];
}

export function catalogue(language: Language): Catalogue {
  return CATALOGUES[language];
}

export function translator(language: Language): Translator {
  const messages = CATALOGUES[language];
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
      parts.push(Object.hasOwn(values, name) ? (values[name] as string | SafeHtml) : match[0]);
      last = match.index + match[0].length;
    }
    parts.push(messages[key].slice(last));
    return html`${parts.map((part) => (typeof part === 'number' ? String(part) : part))}`;
  };
  return { language, t, tHtml, list: (key) => messages[key].split('|') };
}

/** The {placeholders} of a catalogue text, for the test that keeps every language in step. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
}
