// A field found in a document rather than given by coordinates (issue 33): a template field with its
// box on a page of the one PDF it was found in (pages from 1, CONTRACT §4 points), and where it came
// from, so the caller can name it in a problem and a member can see why it is where it is.
import type { TemplateInput } from '../types.ts';

export interface FoundField extends Omit<TemplateInput, 'key'> {
  /** The field's key (`name` in the API). */
  name: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  source: { kind: 'tag' | 'form'; text: string; page: number };
}
