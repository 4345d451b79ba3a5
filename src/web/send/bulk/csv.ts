// Bulk send's spreadsheet (issue 24 item 5): the CSV header made for a template, and an uploaded
// file read into rows. Reading is csv-parse's (quoted fields, quotes doubled inside them, line
// breaks inside quotes); what is ours is the decoding (UTF-8 only, with or without a byte-order
// mark, as spreadsheet programs export it), choosing the delimiter from the header line (commas or
// semicolons: a spreadsheet in a language that writes decimal commas exports semicolons), and
// matching the header against the template's columns. Cells are text as given: nothing is
// evaluated, so `=1+1` stays those four characters. Besides the signers' names and addresses and the
// sender's inputs, a sheet may have the send form's other choices (issue 31 item 13): each signer's
// language, access code or e-mailed code, the people copied and the expiry date. Those columns are optional: a
// file made from an older header is read as before, the choices left as a new form has them.
import { parse } from 'csv-parse/sync';
import { isStorableText } from '../../../platform/http/storable-text.ts';
import type { Role, Template, TemplateInput } from '../../../templates/types.ts';
import { senderInputs } from '../form.ts';

/** The most data rows one file may hold. */
export const MAX_ROWS = 1000;
/**
 * The most bytes one file may hold (a thousand rows with long values fit easily). The one size the
 * reader, the upload's limit, the page's words and docs/application.md give (issue 31 item 7).
 */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** A signer's column: their name, e-mail address, language, access code or e-mailed code. */
export type SignerColumnKind = 'name' | 'email' | 'locale' | 'accessCode' | 'emailCode';

/**
 * A column of the template's sheet: a signer's, one sender input, or one of the request's options
 * (the people copied, the expiry date).
 */
export type Column =
  | { kind: SignerColumnKind; header: string; role: Role; position: number }
  | { kind: 'value'; header: string; input: TemplateInput }
  | { kind: 'cc' | 'expires'; header: string };

/** Headings of the request's own columns. A sender input's key has no space, so none is one of these. */
export const CC_HEADER = 'CC recipients';
export const EXPIRES_HEADER = 'Expiry date';

const SIGNER_HEADING: Record<SignerColumnKind, string> = {
  name: 'name',
  email: 'email',
  locale: 'language',
  accessCode: 'access code',
  emailCode: 'e-mailed code',
};

/** A column a file may leave out (it then reads as blank in every row). */
export const isOptionalColumn = (column: Column) =>
  column.kind === 'locale' ||
  column.kind === 'accessCode' ||
  column.kind === 'emailCode' ||
  column.kind === 'cc' ||
  column.kind === 'expires';

/**
 * The template's columns, in the order of the header: the signers' names and addresses by role, the
 * inputs, then the optional ones: each signer's language, access code and e-mailed code, the copies,
 * the expiry.
 */
export function columnsOf(template: Template): Column[] {
  const signers = (kinds: SignerColumnKind[]) =>
    template.roles.flatMap((role, position): Column[] =>
      kinds.map((kind) => ({ kind, header: `${role.name} ${SIGNER_HEADING[kind]}`, role, position })),
    );
  return [
    ...signers(['name', 'email']),
    ...senderInputs(template).map((input): Column => ({ kind: 'value', header: input.key, input })),
    ...signers(['locale', 'accessCode', 'emailCode']),
    { kind: 'cc', header: CC_HEADER },
    { kind: 'expires', header: EXPIRES_HEADER },
  ];
}

/** One cell as a CSV field: quoted when it holds a delimiter, a quote or a line break. */
function csvField(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The header line to download: UTF-8 with a byte-order mark (so that spreadsheet programs read
 * accents right), comma-separated, CRLF-terminated.
 */
export function headerCsv(template: Template): string {
  return `\uFEFF${columnsOf(template)
    .map((c) => csvField(c.header))
    .join(',')}\r\n`;
}

/** A data row: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export interface SheetRow {
  number: number;
  /** By the column's header as columnsOf names it. */
  cells: Map<string, string>;
  /** Cells beyond the header's columns that hold something. */
  extraCells: number;
}

/** Why a file cannot be read at all; the route words it. */
export type FileProblem =
  | { problem: 'empty' }
  | { problem: 'tooLarge' }
  | { problem: 'notText' }
  | { problem: 'unreadable'; line: number }
  | {
      problem: 'columns';
      missing: string[];
      /** Headings the template has no column for ('' for a column without one), with their place (1…). */
      unknown: Array<{ heading: string; place: number }>;
      repeated: string[];
    }
  | { problem: 'noRows' }
  | { problem: 'tooManyRows'; rows: number };

export type Sheet = { rows: SheetRow[] } | FileProblem;

const BOM = '\uFEFF';

/** The header line's delimiter: the more frequent of ';' and ',' outside quotes (',' on a tie). */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas += 1;
    else if (!quoted && ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** A header cell as it is compared: trimmed, one form of each accented letter, any case. */
const headerKey = (text: string) => text.trim().normalize('NFC').toLowerCase();

/** Reads an uploaded file against the template's columns. */
export function readSheet(template: Template, bytes: Buffer): Sheet {
  if (bytes.length > MAX_FILE_BYTES) return { problem: 'tooLarge' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { problem: 'notText' };
  }
  if (text.startsWith(BOM)) text = text.slice(1);
  if (!isStorableText(text)) return { problem: 'notText' };
  if (text.trim() === '') return { problem: 'empty' };

  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      // Every field stays a string: no casting, no dates, nothing evaluated.
      cast: false,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    return { problem: 'unreadable', line: Number((error as { lines?: number }).lines) || 1 };
  }

  const [header = [], ...data] = records;
  const columns = columnsOf(template);
  const byHeader = new Map(columns.map((c) => [headerKey(c.header), c]));
  const at: Array<Column | null> = [];
  const seen = new Set<Column>();
  const unknown: Array<{ heading: string; place: number }> = [];
  const repeated: string[] = [];
  header.forEach((cell, i) => {
    const column = byHeader.get(headerKey(cell));
    at[i] = null;
    if (!column) {
      // A column without a heading is tolerated when nothing is in it (a spreadsheet's stray cells).
      if (cell.trim() !== '' || data.some((r) => (r[i] ?? '').trim() !== ''))
        unknown.push({ heading: cell.trim(), place: i + 1 });
    } else if (seen.has(column)) repeated.push(column.header);
    else {
      seen.add(column);
      at[i] = column;
    }
  });
  const missing = columns.filter((c) => !seen.has(c) && !isOptionalColumn(c)).map((c) => c.header);
  if (missing.length || unknown.length || repeated.length)
    return { problem: 'columns', missing, unknown, repeated };

  const rows: SheetRow[] = [];
  data.forEach((record, index) => {
    // A row with nothing in it (a blank line, or only delimiters) is no one to send to.
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = new Map<string, string>();
    let extraCells = 0;
    record.forEach((cell, i) => {
      const column = at[i];
      if (column) cells.set(column.header, cell);
      else if (i >= header.length && cell.trim() !== '') extraCells += 1;
    });
    rows.push({ number: index + 2, cells, extraCells });
  });
  if (rows.length === 0) return { problem: 'noRows' };
  if (rows.length > MAX_ROWS) return { problem: 'tooManyRows', rows: rows.length };
  return { rows };
}
