import type { LabelWords } from './label-words.ts';

/** Polish. */
export const pl: LabelWords = {
  signature: ['podpis', 'podpisy', 'czytelny podpis'],
  initials: ['parafa', 'inicjały'],
  date: ['data', 'dd.mm.rrrr'],
  name: ['imię', 'nazwisko', 'imię i nazwisko'],
  title: ['stanowisko', 'tytuł', 'funkcja'],
  place: ['miejscowość', 'miejsce'],
  check: ['^tak/nie', '^t/n'],
};
