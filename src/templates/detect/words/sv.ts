import type { LabelWords } from './label-words.ts';

/** Swedish. "Namnförtydligande" is the printed name under a signature. */
export const sv: LabelWords = {
  signature: ['underskrift', 'namnteckning', 'signatur', 'undertecknad'],
  initials: ['initialer', 'signum'],
  date: ['datum', 'ort och datum', 'åååå-mm-dd'],
  name: ['namn', 'namnförtydligande', 'förnamn', 'efternamn'],
  title: ['titel', 'befattning'],
  place: ['ort'],
  check: ['^ja/nej'],
};
