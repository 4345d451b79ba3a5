import type { LabelWords } from './label-words.ts';

/** English. "By:" alone is the signature line of a contract's signature block. */
export const en: LabelWords = {
  signature: ['signature', 'signatures', 'signed', 'sign here', 'sign', 'sig.', 'sgd', '^by', '^sig'],
  initials: ['initials', 'initial', 'init.'],
  date: ['date', 'dated', 'signed on', 'signed this', '^on', 'dd/mm/yyyy', 'mm/dd/yyyy', 'dd/mm/yy'],
  name: ['name', 'names', 'printed name', 'print name', 'full name', 'surname', 'first name'],
  title: ['title', 'job title', 'position', 'capacity', 'role'],
  place: ['place', 'city', 'location'],
  check: ['^yes/no', '^y/n', '^✓', '^✔', '^tick'],
};
