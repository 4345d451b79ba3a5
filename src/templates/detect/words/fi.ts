import type { LabelWords } from './label-words.ts';

/** Finnish. "Nimen selvennys" is the printed name under a signature, "Paikka ja aika" place and date. */
export const fi: LabelWords = {
  signature: ['allekirjoitus', 'allekirjoitukset'],
  initials: ['nimikirjaimet', 'puumerkki'],
  date: ['päivämäärä', 'päiväys', 'pvm', 'pvm.', 'paikka ja aika'],
  name: ['nimi', 'nimen selvennys', 'etunimi', 'sukunimi'],
  title: ['titteli', 'asema', 'tehtävä'],
  place: ['paikka', 'paikkakunta'],
  check: ['^kyllä/ei', '^k/e'],
};
