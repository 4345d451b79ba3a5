// Bulk send's rows (issue 24 item 5): each row of a read spreadsheet becomes the API's send body
// and is checked by the API's own rules before anything is sent: the send form's own reading
// (form.ts sendBodyOf, bodyProblems: names, e-mail addresses, lengths, languages, access codes, the
// copies, the expiry date) and the template's values (templates/values.ts validateValues). Nothing
// here restates a rule; it only turns cells into the form and places each problem at its column.
// Each row's idempotency key is its own content (issue 31 item 7): the template, the row's signers,
// values, copies and expiry (bulkRowKey), so the same row sent again, in this file or a corrected one, replays
// instead of sending twice, and a corrected row is a new row, sent once.
import { createHash } from 'node:crypto';
import type { Translator } from '../../../i18n/catalogue.ts';
import type { Language } from '../../../i18n/locales.ts';
import type { SendBody } from '../../../requests/schemas.ts';
import type { Template } from '../../../templates/types.ts';
import { validateValues } from '../../../templates/values.ts';
import { CC_ID } from '../cc-field.ts';
import {
  bodyProblems,
  EXPIRES_ID,
  emptySendForm,
  type SendForm,
  sendBodyOf,
  senderInputs,
  submitterId,
} from '../form.ts';
import { accessCodeId } from '../verification-field.ts';
import { type Column, columnsOf, type SheetRow } from './csv.ts';

/** What applies to every row: the file it came from and the options chosen on the upload form. */
export interface BulkOptions {
  /** Lowercase hex SHA-256 of the uploaded bytes (the keys of files sent before issue 31). */
  fileHash: string;
  message: string;
  sendEmail: boolean;
  /** The language of a signer whose language cell is blank: the member's, as the single send form starts it. */
  language: Language;
}

export interface PlannedRow {
  number: number;
  idempotencyKey: string;
  /** The key the row had when keys were the file's hash and the row's number (before issue 31). */
  legacyKey: string;
  body: SendBody;
  /** Every problem of the row in plain words, each naming its column; empty when it can be sent. */
  problems: string[];
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

export const fileHashOf = (bytes: Buffer) => sha256(bytes);

/** A row's key before issue 31: a file sent then and uploaded again still replays. */
export const legacyBulkKey = (templateId: string, fileHash: string, row: number) =>
  `bulk:${templateId}:${fileHash}:${row}`;

/**
 * One row's key: its template and what the row itself says (each signer's role, name, address,
 * language cell and whether they have an access code; the values; the copies; the expiry), never
 * where it is in which file, nor the upload form's message and e-mail switch. A blank language is the
 * row's content (blank), not the language of the member who uploads it, so the same file replays for
 * anyone. An access code counts by being there, not by its text: codes are stored only as a slow hash
 * (requests/access-code.ts), and a key holding a fast hash of one would let a copy of the database
 * try guesses at speed. So a row whose only change is its code replays.
 */
export function bulkRowKey(body: SendBody, languageCells: string[]): string {
  const content = JSON.stringify([
    body.templateId,
    body.submitters.map((s, i) => [
      s.role,
      s.name,
      s.email,
      languageCells[i] ?? '',
      s.verification?.method ?? null,
    ]),
    Object.entries(body.values ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    (body.cc ?? []).map((c) => [c.email, c.name ?? null]),
    body.expiresAt ?? null,
  ]);
  return `bulk:${body.templateId}:${sha256(content)}`;
}

// Yes and no in each of the catalogue's languages too, as people type them in a spreadsheet.
const TICKED = new Set(
  '1 true yes y x ✓ ✔ ja oui sí si sì sim tak ano áno kyllä da igen ναι evet так نعم כן はい 是 예 네'.split(
    ' ',
  ),
);
const UNTICKED = new Set([
  '',
  ...'0 false no n nein non nee nej nei não nao nie ne ei nu nem όχι hayır hayir ні لا לא いいえ 否 아니요 아니오'.split(
    ' ',
  ),
]);

/**
 * A checkbox cell as the send form's text ('1' ticked, '' not), or undefined when it is neither:
 * the cell's text then goes to validation as it is, which refuses it as not true or false.
 */
export function checkboxText(cell: string): string | undefined {
  const word = cell.trim().toLowerCase();
  if (TICKED.has(word)) return '1';
  if (UNTICKED.has(word)) return '';
  return undefined;
}

/** The people copied as the send form's field has them: one a line (a cell separates them by `;` too). */
const ccLinesOf = (cell: string) => cell.split(/[;\r\n]+/).join('\n');

const columnOf = (columns: Column[], kind: Column['kind'], position?: number) =>
  columns.find((c) => c.kind === kind && (!('position' in c) || c.position === position));

/** One row as the send form would hold it, its body as the API takes it, and its key. */
function bodyOf(template: Template, row: SheetRow, columns: Column[], options: BulkOptions) {
  const cell = (column: Column | undefined) => (column ? (row.cells.get(column.header) ?? '') : '');
  const languageCells = template.roles.map((_, i) =>
    cell(columnOf(columns, 'locale', i))
      .trim()
      .toLowerCase(),
  );
  const unreadChecks: number[] = [];
  // The send form as a member would have filled it (every option the sheet does not set left as a
  // new form has it).
  const form: SendForm = {
    ...emptySendForm(template, '', options.language),
    submitters: template.roles.map((_, i) => {
      const code = cell(columnOf(columns, 'accessCode', i)).trim();
      const emailed = cell(columnOf(columns, 'emailCode', i));
      const emailCode = checkboxText(emailed);
      // One check per signer, as the send form offers: a code given and an e-mailed code ticked is a
      // problem of the row, as is a cell that is neither ticked nor blank.
      if (emailCode === undefined || (emailCode && code)) unreadChecks.push(i);
      return {
        name: cell(columnOf(columns, 'name', i)).trim(),
        email: cell(columnOf(columns, 'email', i)).trim(),
        locale: languageCells[i] || options.language,
        check: code
          ? { method: 'access_code', code }
          : emailCode
            ? { method: 'email_code', code: '' }
            : undefined,
      };
    }),
    values: {},
    message: options.message,
    sendEmail: options.sendEmail,
    cc: ccLinesOf(cell(columnOf(columns, 'cc'))),
    expiresOn: cell(columnOf(columns, 'expires')).trim(),
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
  const body = sendBodyOf(template, form);
  body.values = { ...body.values, ...unread };
  form.idempotencyKey = bulkRowKey(body, languageCells);
  body.idempotencyKey = form.idempotencyKey;
  return { form, body, unreadChecks };
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
  for (const c of columns) {
    if (c.kind === 'name' || c.kind === 'email' || c.kind === 'locale')
      headerOfField.set(submitterId(c.position, c.kind), c.header);
    else if (c.kind === 'accessCode') headerOfField.set(accessCodeId(c.position), c.header);
    else if (c.kind === 'cc') headerOfField.set(CC_ID, c.header);
    else if (c.kind === 'expires') headerOfField.set(EXPIRES_ID, c.header);
  }
  const cellProblem = (column: string, problem: string) => t.t('bulk.cellProblem', { column, problem });
  /** The first row of the file with each key: a row repeated is sent once. */
  const firstWithKey = new Map<string, number>();

  return rows.map((row) => {
    const { form, body, unreadChecks } = bodyOf(template, row, columns, options);
    const problems: string[] = [];
    for (const i of unreadChecks) {
      const header = columnOf(columns, 'emailCode', i)?.header ?? '';
      problems.push(cellProblem(header, t.t('bulk.emailCodeCell')));
    }
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
    const first = firstWithKey.get(form.idempotencyKey);
    if (first !== undefined) problems.push(t.t('bulk.repeatedRow', { row: first }));
    else firstWithKey.set(form.idempotencyKey, row.number);
    return {
      number: row.number,
      idempotencyKey: form.idempotencyKey,
      legacyKey: legacyBulkKey(template.id, options.fileHash, row.number),
      body,
      problems,
    };
  });
}
