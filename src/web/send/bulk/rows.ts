// Bulk send's rows (issue 24 item 5): each row of a read spreadsheet becomes the API's send body
// and is checked by the API's own rules before anything is sent: the send schema and the form's
// body rules (form.ts bodyProblems: names, e-mail addresses, lengths) and the template's values
// (templates/values.ts validateValues). Nothing here restates a rule; it only turns cells into the
// body and places each problem at its column. Each row's idempotency key is the file's SHA-256 and
// the row's number, so the same file sent again replays instead of sending twice.
import { createHash } from 'node:crypto';
import type { Translator } from '../../../i18n/catalogue.ts';
import type { Language } from '../../../i18n/locales.ts';
import type { SendBody } from '../../../requests/schemas.ts';
import type { Template } from '../../../templates/types.ts';
import { validateValues } from '../../../templates/values.ts';
import { bodyProblems, emptySendForm, type SendForm, senderInputs, submitterId, valuesOf } from '../form.ts';
import { type Column, columnsOf, type SheetRow } from './csv.ts';

/** What applies to every row: the file it came from and the options chosen on the upload form. */
export interface BulkOptions {
  /** Lowercase hex SHA-256 of the uploaded bytes. */
  fileHash: string;
  message: string;
  sendEmail: boolean;
  /** Each signer's language: the member's, as the single send form starts it. */
  language: Language;
}

export interface PlannedRow {
  number: number;
  idempotencyKey: string;
  body: SendBody;
  /** Every problem of the row in plain words, each naming its column; empty when it can be sent. */
  problems: string[];
}

export const fileHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One row's key: the same file sent again replays; the same bytes for another template do not. */
export const bulkIdempotencyKey = (templateId: string, fileHash: string, row: number) =>
  `bulk:${templateId}:${fileHash}:${row}`;

const TICKED = new Set(['1', 'true', 'yes', 'y', 'x', '✓', '✔']);
const UNTICKED = new Set(['', '0', 'false', 'no', 'n']);

/**
 * A checkbox cell as the send form's text ('1' ticked, '' not), or undefined when it is neither:
 * the cell's text then goes to validation as it is, which refuses it as not true or false.
 */
function checkboxText(cell: string): string | undefined {
  const word = cell.trim().toLowerCase();
  if (TICKED.has(word)) return '1';
  if (UNTICKED.has(word)) return '';
  return undefined;
}

/** One row as the send form would hold it, and its body as the API takes it. */
function bodyOf(template: Template, row: SheetRow, columns: Column[], options: BulkOptions) {
  const cell = (column: Column | undefined) => (column ? (row.cells.get(column.header) ?? '') : '');
  const columnOf = (kind: 'name' | 'email', position: number) =>
    columns.find((c) => c.kind === kind && c.position === position);
  // The send form as a member would have filled it (every option the sheet does not set left as a
  // new form has it).
  const form: SendForm = {
    ...emptySendForm(
      template,
      bulkIdempotencyKey(template.id, options.fileHash, row.number),
      options.language,
    ),
    submitters: template.roles.map((_, i) => ({
      name: cell(columnOf('name', i)).trim(),
      email: cell(columnOf('email', i)).trim(),
      locale: options.language,
    })),
    values: {},
    message: options.message,
    sendEmail: options.sendEmail,
  };
  const unread: Record<string, string> = {};
  for (const input of senderInputs(template)) {
    const text = cell(columns.find((c) => c.kind === 'value' && c.input.key === input.key));
    if (input.type !== 'checkbox') form.values[input.key] = text;
    else {
      const ticked = checkboxText(text);
      if (ticked === undefined) unread[input.key] = text;
      else form.values[input.key] = ticked;
    }
  }
  const values = { ...valuesOf(template, form), ...unread };
  const body: SendBody = {
    templateId: template.id,
    submitters: template.roles.map((role, i) => ({ role: role.name, ...form.submitters[i] })),
    values,
    ...(form.message.trim() ? { message: form.message.trim() } : {}),
    sendEmail: form.sendEmail,
    idempotencyKey: form.idempotencyKey,
  };
  return { form, body };
}

/** Every row of the sheet with its body and its problems, in the file's order. */
export function planRows(
  template: Template,
  rows: SheetRow[],
  options: BulkOptions,
  now: Date,
  t: Translator,
): PlannedRow[] {
  const columns = columnsOf(template);
  // The header of each field the form's rules name, so each problem says which cell to fix.
  const headerOfField = new Map<string, string>();
  for (const c of columns)
    if (c.kind !== 'value') headerOfField.set(submitterId(c.position, c.kind), c.header);
  const cellProblem = (column: string, problem: string) => t.t('bulk.cellProblem', { column, problem });

  return rows.map((row) => {
    const { form, body } = bodyOf(template, row, columns, options);
    const problems: string[] = [];
    // The message is the upload form's and checked there; a row's own problems are its cells'.
    const { message: _message, ...fields } = bodyProblems(body, form, now, t);
    for (const [field, problem] of Object.entries(fields)) {
      const header = headerOfField.get(field);
      problems.push(header ? cellProblem(header, problem) : problem);
    }
    for (const d of validateValues(template, body.values)) {
      problems.push(cellProblem(d.key, t.t('send.invalidValue', { label: d.label, reason: d.reason })));
    }
    if (row.extraCells > 0) problems.push(t.n('bulk.extraCells', row.extraCells));
    return { number: row.number, idempotencyKey: form.idempotencyKey, body, problems };
  });
}
