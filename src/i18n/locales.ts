// The languages Countersign speaks (CONTRACT §10: a submitter's optional BCP 47 `locale`) and how a
// tag maps to one of them. A tag is kept as the sender gave it, in canonical case ("de-AT"), since
// dates are formatted for it; its language subtag picks the catalogue, so "de-AT" and "de-CH" read
// German. A language we have no catalogue for is refused rather than silently shown in English.

export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt-BR',
  'pt-PT',
  'nl',
  'pl',
  'cs',
  'sk',
  'sv',
  'da',
  'nb',
  'fi',
  'ro',
  'hu',
  'el',
  'tr',
  'uk',
  'ar',
  'he',
  'ja',
  'zh-Hans',
  'zh-Hant',
  'ko',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LOCALE = 'en';

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  nl: 'Nederlands',
  pl: 'Polski',
  cs: 'Čeština',
  sk: 'Slovenčina',
  sv: 'Svenska',
  da: 'Dansk',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  ro: 'Română',
  hu: 'Magyar',
  el: 'Ελληνικά',
  tr: 'Türkçe',
  uk: 'Українська',
  ar: 'العربية',
  he: 'עברית',
  ja: '日本語',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ko: '한국어',
};

/** Chinese regions that write Traditional characters when a tag names no script. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The catalogue a BCP 47 tag reads, or null: its language subtag, except where one language has two
 * catalogues: Portuguese (Brazil's, which a bare "pt" also reads, and Portugal's for every other
 * region) and Chinese (Simplified, unless the tag names Traditional script or a region that writes
 * it). Norwegian ("no", "nn") reads Bokmål.
 */
export function catalogueOf(tag: string): Language | null {
  const [first, ...rest] = tag.toLowerCase().split(/[-_]/);
  switch (first) {
    case 'pt':
      return rest.length === 0 || rest.includes('br') ? 'pt-BR' : 'pt-PT';
    case 'zh':
      if (rest.includes('hant')) return 'zh-Hant';
      if (rest.includes('hans')) return 'zh-Hans';
      return rest.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'zh-Hant' : 'zh-Hans';
    case 'no':
    case 'nn':
      return 'nb';
    default:
      return isLanguage(first) ? first : null;
  }
}

/** Languages written right to left: their pages carry dir="rtl" and lay out from the right. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'yi']);

/** The writing direction of a tag's language ("ar-EG" → "rtl"). */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(tag.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * Tags already read, and their answers: a send reads each signer's tag several times, and
 * Intl.getCanonicalLocales costs a few microseconds each time. Bounded: a caller choosing many
 * distinct tags only empties it.
 */
const readTags = new Map<string, string | null>();
const KEPT_TAGS = 256;

/** The canonical form of a BCP 47 tag whose language we speak, or null (malformed or unsupported). */
export function supportedLocale(tag: string): string | null {
  const known = readTags.get(tag);
  if (known !== undefined) return known;
  const answer = canonicalSupported(tag);
  if (readTags.size >= KEPT_TAGS) readTags.clear();
  readTags.set(tag, answer);
  return answer;
}

function canonicalSupported(tag: string): string | null {
  let canonical: string;
  try {
    [canonical] = Intl.getCanonicalLocales(tag);
  } catch {
    return null;
  }
  if (!canonical) return null;
  return catalogueOf(canonical) ? canonical : null;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The catalogue language of a stored locale ("de-AT" → "de", "zh-TW" → "zh-Hant"); English for anything unexpected. */
export function languageOf(locale: string | null | undefined): Language {
  return catalogueOf(locale ?? '') ?? 'en';
}

/** The first supported language of an Accept-Language header, if any. */
export function negotiateLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = catalogueOf(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language a signer's page is written in, and the tag its dates are formatted for: the one
 * asked for with the page's language switch, else the signer's own (whose region then still
 * shapes the dates).
 */
export function pageLanguage(
  storedLocale: string,
  asked: string | undefined,
): { language: Language; locale: string } {
  const stored = languageOf(storedLocale);
  if (asked && isLanguage(asked) && asked !== stored) return { language: asked, locale: asked };
  return { language: stored, locale: storedLocale };
}
