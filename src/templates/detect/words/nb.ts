import type { LabelWords } from './label-words.ts';

/** Norwegian (Bokmål). */
export const nb: LabelWords = {
  signature: ['underskrift', 'signatur', 'signert'],
  initials: ['initialer'],
  date: ['dato'],
  name: ['navn', 'fornavn', 'etternavn'],
  title: ['tittel', 'stilling'],
  place: ['sted'],
  check: ['^ja/nei'],
};
