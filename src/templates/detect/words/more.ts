import type { LabelWords } from './label-words.ts';

/** Romanian, Hungarian and Slovak: cheap to add, the same few words each. */
export const more: LabelWords = {
  signature: ['semnătura', 'semnătură', 'aláírás', 'podpis'],
  initials: ['inițiale', 'kézjegy', 'parafa'],
  date: ['data', 'dátum', 'kelt'],
  name: ['nume', 'prenume', 'név', 'meno', 'priezvisko'],
  title: ['funcția', 'beosztás', 'funkcia'],
  place: ['localitatea', 'helység', 'miesto'],
  check: ['^da/nu', '^igen/nem', '^áno/nie'],
};
