// The catalogues (src/i18n): every language says everything English says, with the same
// placeholders; locales resolve by language; dates read as people read them, with the zone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogue, type MessageKey, placeholdersOf, translator } from '../src/i18n/catalogue.ts';
import { formatDateTime, orderText } from '../src/i18n/format.ts';
import {
  LANGUAGES,
  languageOf,
  negotiateLanguage,
  pageLanguage,
  supportedLocale,
  textDirection,
} from '../src/i18n/locales.ts';

/** The message a plural form belongs to ("nav.unread.few" → "nav.unread"), if the key is one. */
const countedBase = (key: string) => /^(.+)\.(zero|one|two|few|many|other)$/.exec(key)?.[1];

test('every catalogue has the English keys, each with the same {placeholders} and no empty text', () => {
  const en = catalogue('en');
  const counted = new Set(
    Object.keys(en)
      .filter((key) => key.endsWith('.one'))
      .map((key) => countedBase(key)!),
  );
  /** A counted message's forms may use any placeholder of its English forms (Ukrainian's "one" counts 21). */
  const allowed = (base: string) =>
    new Set(
      Object.keys(en)
        .filter((key) => countedBase(key) === base)
        .flatMap((key) => placeholdersOf(en[key as MessageKey])),
    );
  for (const language of LANGUAGES) {
    const messages = catalogue(language) as Record<string, string>;
    const further = Object.keys(messages).filter((key) => !Object.hasOwn(en, key));
    assert.deepEqual(
      further.filter((key) => !counted.has(countedBase(key) ?? '')),
      [],
      `${language}: keys beyond English are only further plural forms`,
    );
    for (const key of Object.keys(en)) assert.ok(Object.hasOwn(messages, key), `${language} has ${key}`);
    for (const key of Object.keys(messages)) {
      const base = countedBase(key);
      if (base && counted.has(base) && !key.endsWith('.other')) {
        const extra = placeholdersOf(messages[key]).filter((name) => !allowed(base).has(name));
        assert.deepEqual(extra, [], `${language} ${key}`);
      } else {
        assert.deepEqual(
          placeholdersOf(messages[key]),
          placeholdersOf(en[key as MessageKey]),
          `${language} ${key}`,
        );
      }
      assert.ok(messages[key].trim().length > 0, `${language} ${key} is not empty`);
    }
    assert.equal(messages['order.ordinals'].split('|').length, 10, `${language}: ten ordinals`);
    assert.equal(messages['order.numbers'].split('|').length, 10, `${language}: ten numbers`);
  }
});

/**
 * Texts a language writes exactly as English does: names, codes, loanwords. Anything else equal to
 * English is a sentence nobody translated.
 */
const NAMES = /^(app\.brand|page\.titleSuffix|plans\.\w+|mail\.fromName)$/;
/** A pattern matching exactly these keys (space-separated). */
function exactly(keys: string): RegExp {
  return new RegExp(
    `^(${keys
      .split(' ')
      .map((key) => key.replace(/\./g, '\\.'))
      .join('|')})$`,
  );
}
const SAME_AS_ENGLISH: Record<string, RegExp> = {
  de: /^(document\.block\.name|sign\.(optional|zoomLabel)|nav\.passkeys|passkeys\.(title|defaultName)|fieldType\.text|(requests|templates)\.status|(templates|builder|keys|members|passkeys)\.(name|fieldName)|templates\.flow\.variable|publicLink\.app\.(url|personName))$/,
  fr: /^(certFrame\.document|sign\.zoomLabel|cert\.(email|method)|app\.actionsColumn|request\.actions|nav\.(sessions|notifications|menu)|(sessions|notifications)\.title|wait\.minutes\.\w+|requests\.document|fieldType\.(date|email|signature|image)|templates\.flow\.variables?|builder\.(type|page)|keys\.active|verify\.label\.intact|signDocuments\.pages\.\w+|cert\.documents|sendOnce\.documents|documents\.(heading|pages\.\w+))$/,
  es: /^(sign\.zoomLabel|templates\.flow\.variables?|settings\.plan|cert\.attachmentBytes)$/,
  nl: exactly(
    'certFrame.document cert.email fieldType.email nav.menu requests.document requests.status templates.status templates.flow.label builder.label templates.flow.type builder.type templates.flow.min templates.flow.max builder.min builder.max branding.logo cert.attachmentBytes publicLink.app.url',
  ),
  sv: exactly('sign.zoomLabel requests.status templates.status fieldType.text bulk.type.text'),
  da: exactly(
    'sign.zoomLabel cert.email fieldType.email nav.send templates.send nav.menu requests.status templates.status sendOnce.stepUpload branding.upload members.inviteSubmit templates.flow.type builder.type branding.logo publicLink.app.url',
  ),
  nb: exactly(
    'sign.zoomLabel nav.send templates.send requests.status templates.status templates.flow.type builder.type templates.flow.min builder.min branding.logo',
  ),
  fi: exactly('branding.logo'),
  ro: exactly(
    'certFrame.document sign.zoomLabel cert.email requests.document bulk.type.text fieldType.text fieldType.email verify.label.intact publicLink.app.url',
  ),
  it: exactly(
    'sign.zoomLabel nav.menu cert.email fieldType.email cert.userAgent fieldType.file passkeys.defaultName branding.logo sso.settingsTitle publicLink.app.url',
  ),
  'pt-BR': exactly(
    'sign.zoomLabel nav.menu cert.email fieldType.email requests.status templates.status cert.attachmentBytes publicLink.app.url',
  ),
  'pt-PT': exactly('sign.zoomLabel nav.menu cert.email fieldType.email cert.attachmentBytes'),
  pl: exactly(
    'cert.email fieldType.email nav.menu requests.status templates.status builder.min templates.flow.min settings.plan branding.logo publicLink.app.url',
  ),
  cs: exactly(
    'cert.email fieldType.email cert.role members.role builder.roleN templates.flow.role bulk.type.text fieldType.text builder.min builder.max templates.flow.min templates.flow.max branding.logo',
  ),
  sk: exactly(
    'cert.email fieldType.email bulk.type.text fieldType.text builder.min builder.max templates.flow.min templates.flow.max branding.logo',
  ),
  hu: exactly('fieldType.email publicLink.app.url'),
  tr: exactly('branding.logo'),
};

test('every language translates what English says, beyond names and codes', () => {
  const en = catalogue('en');
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const messages = catalogue(language);
    const untranslated = (Object.keys(en) as MessageKey[]).filter(
      (key) =>
        messages[key] === en[key] &&
        /[a-z]{3}/.test(en[key].replace(/\{\w+\}/g, '')) &&
        !NAMES.test(key) &&
        !SAME_AS_ENGLISH[language]?.test(key),
    );
    assert.deepEqual(untranslated, [], `${language}: the same text as English`);
  }
});

test('a locale is a BCP 47 tag of a supported language; a region falls back to its language', () => {
  assert.equal(supportedLocale('de'), 'de');
  assert.equal(supportedLocale('de-at'), 'de-AT', 'kept, in canonical case');
  assert.equal(supportedLocale('es-419'), 'es-419');
  assert.equal(supportedLocale('ja'), 'ja');
  assert.equal(supportedLocale('zh-hant-tw'), 'zh-Hant-TW');
  assert.equal(supportedLocale('ru'), null, 'a language without a catalogue');
  assert.equal(supportedLocale('not a tag'), null);
  assert.equal(supportedLocale(''), null);
  assert.deepEqual(pageLanguage('de-AT', undefined), { language: 'de', locale: 'de-AT' });
  assert.deepEqual(pageLanguage('de-AT', 'fr'), { language: 'fr', locale: 'fr' });
  assert.deepEqual(pageLanguage('de-AT', 'de'), { language: 'de', locale: 'de-AT' });
  assert.deepEqual(pageLanguage('en', 'xx'), { language: 'en', locale: 'en' }, 'an unknown ask is ignored');
  assert.equal(negotiateLanguage('ru, fr-CH;q=0.9, de;q=0.8'), 'fr');
  assert.equal(negotiateLanguage('de;q=0.5, es'), 'es');
  assert.equal(negotiateLanguage('ru'), null);
  assert.equal(negotiateLanguage('ru, ja;q=0.5'), 'ja');
});

test('one language, two catalogues: Portuguese by region, Chinese by script or region; Norwegian reads Bokmål', () => {
  const cases: Array<[string, string]> = [
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['he-IL', 'he'],
  ];
  for (const [tag, language] of cases) {
    assert.equal(languageOf(tag), language, tag);
    assert.equal(negotiateLanguage(`ru, ${tag};q=0.8`), language, `Accept-Language ${tag}`);
  }
  assert.deepEqual(pageLanguage('zh-TW', undefined), { language: 'zh-Hant', locale: 'zh-TW' });
  assert.deepEqual(pageLanguage('en', 'pt-PT'), { language: 'pt-PT', locale: 'pt-PT' });
  assert.equal(textDirection('ar-EG'), 'rtl');
  assert.equal(textDirection('he'), 'rtl');
  assert.equal(textDirection('ja'), 'ltr');
});

test('every counted message has each plural form its language chooses for whole numbers', () => {
  const en = catalogue('en');
  const counted = Object.keys(en)
    .filter((key) => key.endsWith('.other') && Object.hasOwn(en, key.replace(/\.other$/, '.one')))
    .map((key) => key.replace(/\.other$/, ''));
  assert.ok(counted.length > 20, 'the catalogue counts things');
  for (const language of LANGUAGES) {
    const messages = catalogue(language) as Record<string, string>;
    const rules = new Intl.PluralRules(language);
    const forms = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
    for (const base of counted) {
      for (const form of forms) {
        assert.ok(Object.hasOwn(messages, `${base}.${form}`), `${language}: ${base}.${form}`);
      }
    }
  }
  // Polish says 2, 5 and 22 days three ways; Arabic has six forms; Japanese one.
  assert.equal(
    translator('pl').n('settings.remindersEvery', 2) !== translator('pl').n('settings.remindersEvery', 5),
    true,
  );
  assert.equal(new Intl.PluralRules('ar').resolvedOptions().pluralCategories.length, 6);
});

test('dates read as people read them, in the reader’s language, with the time zone named', () => {
  const at = new Date('2026-11-22T02:19:31.409Z');
  assert.equal(formatDateTime(at, 'en'), '22 November 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'de'), '22. November 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'de-AT'), '22. November 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'fr'), '22 novembre 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'es'), '22 de noviembre de 2026, 02:19 UTC');
  assert.equal(
    formatDateTime(at, 'el'),
    '22 Νοεμβρίου 2026, 02:19 (UTC)',
    'the zone’s short name, never its long one',
  );
  assert.equal(formatDateTime(at, 'ja'), '2026年11月22日 02:19 UTC');
  assert.equal(formatDateTime(at, 'ar'), '22 نوفمبر 2026، 02:19 UTC');
});

test('the signing order reads as a sentence: first, second of three, third of three', () => {
  const t = translator('en');
  assert.equal(orderText(t, 0, 1), 'You are the only signer.');
  assert.equal(orderText(t, 0, 3), 'You sign first of three; the others sign after you.');
  assert.equal(orderText(t, 1, 3), 'You sign second of three; the first signer has signed.');
  assert.equal(orderText(t, 2, 3), 'You sign third of three; the first two signers have signed.');
  assert.equal(
    orderText(translator('de'), 1, 3),
    'Sie unterschreiben an zweiter Stelle von drei; die erste Person hat unterschrieben.',
  );
});
