// What the CLI prints: JSON for scripts (`--json`, and every single object, as the API answered it),
// one property as plain text (`--print id`), and plain aligned tables for people reading a list.
import { CliError, UsageError } from './errors.ts';

/** `--print <property>`: the one property of the answer to print, as plain text (for `$(…)`). */
let printed: string | undefined;

export function printOnly(property: string) {
  if (!/^[A-Za-z][\w]*$/.test(property))
    throw new UsageError(
      `--print takes the name of a property of the answer, such as id, not ${JSON.stringify(property)}`,
    );
  printed = property;
}

/** The API's JSON, indented; with --print, its one property alone (a failure prints nothing). */
export function printJson(value: unknown) {
  if (printed === undefined) {
    process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    return;
  }
  const answer = value as Record<string, unknown> | null;
  if (answer === null || typeof answer !== 'object' || !Object.hasOwn(answer, printed)) {
    throw new CliError(`The answer has no property ${JSON.stringify(printed)} to print`);
  }
  const property = answer[printed];
  process.stdout.write(`${typeof property === 'string' ? property : JSON.stringify(property)}\n`);
}

export interface Column<T> {
  title: string;
  value: (row: T) => unknown;
}

/** A cell as text: dates as ISO strings to the second, empty for null, no line breaks. */
function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // ISO timestamps from the API are shortened to the second: a table is read, not parsed.
  const short = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(text) ? `${text.slice(0, 19)}Z` : text;
  return short.replace(/[\r\n\t]+/g, ' ');
}

/** Rows as an aligned table with a header line; a sentence when there are none. */
export function formatTable<T>(rows: T[], columns: Array<Column<T>>, empty: string): string {
  if (!rows.length) return `${empty}\n`;
  const cells = [columns.map((c) => c.title), ...rows.map((r) => columns.map((c) => cell(c.value(r))))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  return `${cells
    .map((line) =>
      line
        .map((text, i) => (i === line.length - 1 ? text : text.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

export function printTable<T>(rows: T[], columns: Array<Column<T>>, empty: string) {
  process.stdout.write(formatTable(rows, columns, empty));
}
