import type { LabelWords } from './label-words.ts';

/** Danish. */
export const da: LabelWords = {
  signature: ['underskrift', 'signatur', 'underskrevet'],
  initials: ['initialer'],
  date: ['dato'],
  name: ['navn', 'fornavn', 'efternavn'],
  title: ['titel', 'stilling'],
  place: ['sted'],
  check: ['^ja/nej'],
};
