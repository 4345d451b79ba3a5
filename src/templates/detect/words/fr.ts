import type { LabelWords } from './label-words.ts';

/** French. "le" alone is the date of "Fait à … le …". */
export const fr: LabelWords = {
  signature: ['signature', 'signatures', 'signé', 'signée', 'lu et approuvé'],
  initials: ['paraphe', 'paraphes', 'initiales'],
  date: ['date', '^le', 'jj/mm/aaaa', 'jj/mm/aa'],
  name: ['nom', 'prénom', 'nom et prénom', 'nom de famille'],
  title: ['titre', 'fonction', 'qualité'],
  place: ['lieu', 'fait à', 'ville'],
  check: ['^oui/non', '^o/n'],
};
