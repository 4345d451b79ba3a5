// Checks one language's catalogue against English before it is wired in: every key, the same
// {placeholders}, no empty text, every plural form the language selects for whole numbers, ten
// ordinals and ten number words, and lists the texts still equal to English (a reviewer decides
// which are names and loanwords). Usage: node --import tsx scripts/i18n-check.ts pt-BR

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const language = process.argv[2];
if (!language) {
  console.error('usage: node --import tsx scripts/i18n-check.ts <language folder, e.g. pt-BR>');
  process.exit(2);
}
const load = async (folder: string): Promise<Record<string, string>> => {
  const module = await import(pathToFileURL(resolve('src/i18n/messages', folder, 'index.ts')).href);
  const values = Object.values(module);
  if (values.length !== 1) throw new Error(`${folder}/index.ts should export exactly one catalogue`);
  // English is an object; every other language a function that builds its catalogue.
  const exported = values[0] as Record<string, string> | (() => Record<string, string>);
  return typeof exported === 'function' ? exported() : exported;
};
const en = await load('en');
const messages = await load(language);
const problems: string[] = [];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const pluralBases = Object.keys(en)
  .filter((key) => key.endsWith('.other'))
  .map((key) => key.slice(0, -'.other'.length))
  .filter((base) => Object.hasOwn(en, `${base}.one`)); // "declined.other" is a reason, not a count
const pluralKey = (key: string) =>
  pluralBases.find(
    (base) =>
      key.startsWith(`${base}.`) && /^(zero|one|two|few|many|other)$/.test(key.slice(base.length + 1)),
  );

for (const key of Object.keys(en)) {
  if (!Object.hasOwn(messages, key)) problems.push(`missing: ${key}`);
}
for (const [key, text] of Object.entries(messages)) {
  const base = pluralKey(key);
  if (!Object.hasOwn(en, key) && !base) {
    problems.push(`not an English key: ${key}`);
    continue;
  }
  if (typeof text !== 'string' || text.trim() === '') problems.push(`empty: ${key}`);
  if (base) {
    // A plural form may use any placeholder of its message's English forms ({count} in Ukrainian's
    // "one", which also counts 21 and 31).
    const allowed = new Set(
      Object.keys(en)
        .filter((k) => pluralKey(k) === base)
        .flatMap((k) => placeholders(en[k])),
    );
    const extra = placeholders(text).filter((p) => !allowed.has(p));
    if (extra.length) problems.push(`placeholders not in English: ${key} ${extra.join(', ')}`);
    if (key.endsWith('.other') && placeholders(text).join() !== placeholders(en[key]).join())
      problems.push(`placeholders differ: ${key} (${placeholders(en[key]).join(', ')})`);
  } else if (placeholders(text).join() !== placeholders(en[key]).join()) {
    problems.push(`placeholders differ: ${key}: English has {${placeholders(en[key]).join('}, {')}}`);
  }
}
const rules = new Intl.PluralRules(language);
const selected = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
for (const base of pluralBases) {
  for (const form of selected) {
    if (!Object.hasOwn(messages, `${base}.${form}`)) problems.push(`plural form missing: ${base}.${form}`);
  }
}
for (const key of ['order.ordinals', 'order.numbers']) {
  if (messages[key] && messages[key].split('|').length !== 10)
    problems.push(`${key}: ten |-separated entries`);
}
const same = Object.keys(en).filter(
  (key) => messages[key] === en[key] && /[a-z]{3}/.test(en[key].replace(/\{\w+\}/g, '')),
);
console.log(
  `${language}: ${Object.keys(messages).length} texts; plural forms selected: ${[...selected].join(', ')}`,
);
if (same.length)
  console.log(`equal to English (names and loanwords only, else translate):\n  ${same.join('\n  ')}`);
if (problems.length) {
  console.log(`${problems.length} problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('no problems');
