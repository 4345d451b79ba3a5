import type { LabelWords } from './label-words.ts';

/** German. */
export const de: LabelWords = {
  signature: ['unterschrift', 'unterschriften', 'unterzeichnet', 'unterschr.', 'signatur', 'gez.'],
  initials: ['kürzel', 'initialen', 'handzeichen', 'paraphe'],
  date: ['datum', 'dat.', '^am', '^den', 'tt.mm.jjjj', 'tt.mm.jj'],
  name: ['name', 'vorname', 'nachname', 'familienname', 'name in druckbuchstaben'],
  title: ['titel', 'funktion', 'position', 'stellung'],
  place: ['ort'],
  check: ['^ja/nein', '^j/n'],
};
