// Where a coordinate template's fields sit (issue 32): a field names its `document` (1-based,
// default 1) and its `page` within that document; stored, its page is absolute (across the combined
// PDF). A field on a document or page that does not exist, or whose box (or one of its option boxes)
// overflows its page, is a problem naming it.
import { optionBoxesOutside } from './choices.ts';
import { absolutePage } from './documents.ts';
import { boxOf, type FieldBox, type TemplateInput } from './types.ts';
import type { PageSize } from './uploaded-pdf.ts';

/** A field as parsed, before placing: `document` as given (unset: 1). */
export type UnplacedField = TemplateInput & Partial<FieldBox> & { document?: number };

/**
 * Checks each field against its document's pages, then sets its `page` to the absolute page and
 * drops `document`. `pages[d]` are document d+1's page sizes; `names` its names (for messages);
 * `single` the template was given as one `pdf` (its messages speak of "the PDF").
 */
export function placeFields(
  inputs: UnplacedField[],
  pages: PageSize[][],
  names: string[],
  single: boolean,
  problems: string[],
): void {
  const counts = pages.map((list) => ({ pages: list.length }));
  inputs.forEach((input, index) => {
    const document = input.document ?? 1;
    delete input.document;
    const box = boxOf(input);
    if (!box) return;
    const at = `fields[${index}]`;
    const { page, x, y, width, height } = box;
    if (document > pages.length) {
      const n = pages.length;
      problems.push(`${at}.document ${document} is beyond the template's ${n} document${n === 1 ? '' : 's'}`);
      return;
    }
    const list = pages[document - 1];
    const size = list[page - 1];
    const n = list.length;
    if (!size) {
      const whose = single ? "the PDF's" : `document ${document} ("${names[document - 1]}")'s`;
      problems.push(`${at}.page ${page} is beyond ${whose} ${n} page${n === 1 ? '' : 's'}`);
      return;
    }
    const overflow: string[] = [];
    if (x + width > size.width) overflow.push(`x + width = ${round(x + width)}`);
    if (y + height > size.height) overflow.push(`y + height = ${round(y + height)}`);
    if (overflow.length > 0) {
      const where = single ? `page ${page}` : `page ${page} of document ${document}`;
      problems.push(
        `${at} does not fit ${where} (${round(size.width)} x ${round(size.height)} pt): ${overflow.join(', ')}`,
      );
    }
    if (input.optionBoxes) {
      const where = single ? `page ${page}` : `page ${page} of document ${document}`;
      problems.push(...optionBoxesOutside(input.optionBoxes, size, at, where));
    }
    input.page = absolutePage(counts, document, page);
  });
}

function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}
