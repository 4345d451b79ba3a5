// The catalogues (src/i18n): every language says everything English says, with the same
// placeholders; locales resolve by language; dates read as people read them, with the zone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogue, type MessageKey, placeholdersOf, translator } from '../src/i18n/catalogue.ts';
import { formatDateTime, orderText } from '../src/i18n/format.ts';
import { LANGUAGES, negotiateLanguage, pageLanguage, supportedLocale } from '../src/i18n/locales.ts';

test('every catalogue has the English keys, each with the same {placeholders} and no empty text', () => {
  const en = catalogue('en');
  for (const language of LANGUAGES) {
    const messages = catalogue(language);
    assert.deepEqual(Object.keys(messages).sort(), Object.keys(en).sort(), language);
    for (const key of Object.keys(en) as MessageKey[]) {
      assert.deepEqual(placeholdersOf(messages[key]), placeholdersOf(en[key]), `${language} ${key}`);
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
const SAME_AS_ENGLISH: Record<string, RegExp> = {
  de: /^(document\.block\.name|sign\.(optional|zoomLabel)|nav\.passkeys|passkeys\.(title|defaultName)|fieldType\.text|(requests|templates)\.status|(templates|builder|keys|members|passkeys)\.(name|fieldName)|templates\.flow\.variable|publicLink\.app\.(url|personName))$/,
  fr: /^(certFrame\.document|sign\.zoomLabel|cert\.(email|method)|app\.actionsColumn|request\.actions|nav\.(sessions|notifications|menu)|(sessions|notifications)\.title|wait\.minutes\.\w+|requests\.document|fieldType\.(date|email|signature|image)|templates\.flow\.variables?|builder\.(type|page)|keys\.active|verify\.label\.intact|signDocuments\.pages\.\w+|cert\.documents|sendOnce\.documents|documents\.(heading|pages\.\w+))$/,
  es: /^(sign\.zoomLabel|templates\.flow\.variables?|settings\.plan|cert\.attachmentBytes)$/,
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
        !SAME_AS_ENGLISH[language].test(key),
    );
    assert.deepEqual(untranslated, [], `${language}: the same text as English`);
  }
});

test('a locale is a BCP 47 tag of a supported language; a region falls back to its language', () => {
  assert.equal(supportedLocale('de'), 'de');
  assert.equal(supportedLocale('de-at'), 'de-AT', 'kept, in canonical case');
  assert.equal(supportedLocale('es-419'), 'es-419');
  assert.equal(supportedLocale('ja'), null, 'a language without a catalogue');
  assert.equal(supportedLocale('not a tag'), null);
  assert.equal(supportedLocale(''), null);
  assert.deepEqual(pageLanguage('de-AT', undefined), { language: 'de', locale: 'de-AT' });
  assert.deepEqual(pageLanguage('de-AT', 'fr'), { language: 'fr', locale: 'fr' });
  assert.deepEqual(pageLanguage('de-AT', 'de'), { language: 'de', locale: 'de-AT' });
  assert.deepEqual(pageLanguage('en', 'xx'), { language: 'en', locale: 'en' }, 'an unknown ask is ignored');
  assert.equal(negotiateLanguage('ja, fr-CH;q=0.9, de;q=0.8'), 'fr');
  assert.equal(negotiateLanguage('de;q=0.5, es'), 'es');
  assert.equal(negotiateLanguage('ja'), null);
});

test('dates read as people read them, in the reader’s language, with the time zone named', () => {
  const at = new Date('2026-11-22T02:19:31.409Z');
  assert.equal(formatDateTime(at, 'en'), '22 November 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'de'), '22. November 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'de-AT'), '22. November 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'fr'), '22 novembre 2026, 02:19 UTC');
  assert.equal(formatDateTime(at, 'es'), '22 de noviembre de 2026, 02:19 UTC');
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
