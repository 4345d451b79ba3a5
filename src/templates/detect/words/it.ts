import type { LabelWords } from './label-words.ts';

/** Italian. */
export const it: LabelWords = {
  signature: ['firma', 'firmato', 'firme', 'in fede'],
  initials: ['sigla', 'iniziali'],
  date: ['data', 'gg/mm/aaaa'],
  name: ['nome', 'cognome', 'nome e cognome', 'nominativo'],
  title: ['titolo', 'qualifica', 'carica', 'funzione', 'ruolo'],
  place: ['luogo', 'città'],
  check: ['^sì/no', '^si/no'],
};
