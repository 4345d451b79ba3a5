import type { LabelWords } from './label-words.ts';

/** Turkish. */
export const tr: LabelWords = {
  signature: ['imza', 'imzası', 'imzalar'],
  initials: ['paraf'],
  date: ['tarih', 'tarihi', 'gg.aa.yyyy'],
  name: ['adı', 'soyadı', 'ad soyad', 'adı soyadı', 'isim'],
  title: ['unvan', 'unvanı', 'görevi'],
  place: ['yer', 'yeri'],
  check: ['^evet/hayır', '^e/h'],
};
