// What a label says a blank is for, in every language of words/ (issue 33 item 4, issue 48 item 3):
// a date label wins over a signature one ("Date of signature", "Ort und Datum"), initials over a
// signature, a signature over a name ("Name and signature"), a name over a title or a place. A
// name, title or place is a text field; a check column's header ("Yes/No", "✓") asks for a tick.
import { cs } from './words/cs.ts';
import { da } from './words/da.ts';
import { de } from './words/de.ts';
import { en } from './words/en.ts';
import { es } from './words/es.ts';
import { fi } from './words/fi.ts';
import { fr } from './words/fr.ts';
import { it } from './words/it.ts';
import { fold, type LabelWords, patternOf } from './words/label-words.ts';
import { more } from './words/more.ts';
import { nb } from './words/nb.ts';
import { nl } from './words/nl.ts';
import { pl } from './words/pl.ts';
import { pt } from './words/pt.ts';
import { sv } from './words/sv.ts';
import { tr } from './words/tr.ts';

export type Kind = keyof LabelWords | 'text';

const LANGUAGES: LabelWords[] = [en, de, fr, es, it, pt, nl, pl, sv, da, nb, fi, cs, tr, more];
const ORDER: Array<keyof LabelWords> = ['date', 'initials', 'signature', 'name', 'title', 'place', 'check'];
const RULES = ORDER.map((kind): [keyof LabelWords, RegExp] => [
  kind,
  patternOf(LANGUAGES.flatMap((words) => words[kind])),
]);
/** A date's pattern written as the label: dd.mm.yy, tt/mm/jjjj, … */
const DATE_PATTERN = /\b(dd|jj|tt|gg)[./-]mm[./-](yy|aa|jj|rr)/i;

export function kindOf(label: string): Kind {
  const folded = fold(label).replace(/\s+/g, ' ').trim();
  const clean = cleanLabel(folded);
  if (DATE_PATTERN.test(folded)) return 'date';
  for (const [kind, pattern] of RULES) if (pattern.test(folded) || pattern.test(clean)) return kind;
  return 'text';
}

/** A label as a person would read it: no leader dots, colons or brackets left around it. */
export function cleanLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:.,;*(–-]+|[\s:.,;*–-]+$/g, '')
    .replace(/^([^()]*)\)$/, '$1')
    .slice(0, 80);
}
