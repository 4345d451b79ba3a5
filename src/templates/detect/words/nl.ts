import type { LabelWords } from './label-words.ts';

/** Dutch. */
export const nl: LabelWords = {
  signature: ['handtekening', 'handtekeningen', 'ondertekend', 'getekend', 'w.g.'],
  initials: ['paraaf', 'parafen', 'initialen', 'voorletters'],
  date: ['datum', 'dd-mm-jjjj'],
  name: ['naam', 'voornaam', 'achternaam', 'naam en voorletters'],
  title: ['functie', 'titel'],
  place: ['plaats', 'woonplaats'],
  check: ['^ja/nee', '^j/n'],
};
