import type { LabelWords } from './label-words.ts';

/** Czech. */
export const cs: LabelWords = {
  signature: ['podpis', 'podpisy'],
  initials: ['iniciály', 'parafa'],
  date: ['datum', 'dne'],
  name: ['jméno', 'příjmení', 'jméno a příjmení'],
  title: ['funkce', 'titul'],
  place: ['místo', '^v'],
  check: ['^ano/ne', '^a/n'],
};
