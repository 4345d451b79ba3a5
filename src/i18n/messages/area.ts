// The shape of one area of a language's catalogue: every key English has, and, for each counted
// message (`x.one` / `x.other`), the further plural forms a language needs beyond English's two
// ("2 dni", "5 dni" in Polish; Arabic's six). Intl.PluralRules picks the form; a form a language
// never selects may be left out, and test/i18n.test.ts proves every form it does select is there.
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type FurtherForms<Key> = Key extends `${infer Base}.other`
  ? `${Base}.${Exclude<PluralForm, 'one' | 'other'>}`
  : never;

export type Area<English> = Record<keyof English, string> &
  Partial<Record<FurtherForms<keyof English>, string>>;
