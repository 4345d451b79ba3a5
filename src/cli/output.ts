// What the CLI prints: JSON for scripts (`--json`, and every single object, as the API answered it),
// and plain aligned tables for people reading a list.

/** The API's JSON, indented. */
export function printJson(value: unknown) {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
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
