// Spreadsheets for the bulk-send tests and bench (issue 24 item 5): rows of the SERVICES template
// (test/app-support.ts) as CSV text.

/** The columns every file has (a file made before issue 31's optional columns is just these). */
export const HEADER =
  'Client name,Client email,Provider name,Provider email,clientName,clientEmail,startDate,fee,billing,rush';

/**
 * The optional columns (issue 31 item 13): each signer's language, access code and e-mailed code, the
 * copies, the expiry.
 */
export const OPTIONAL_HEADER =
  'Client language,Client access code,Client e-mailed code,Provider language,Provider access code,Provider e-mailed code,CC recipients,Expiry date';

/** The header the page offers for download: every column. */
export const FULL_HEADER = `${HEADER},${OPTIONAL_HEADER}`;

/** A valid row of the SERVICES template; `n` makes its client distinct. */
export function row(n: number, tag = 'a'): string[] {
  return [
    `Client ${n}`,
    `client-${tag}-${n}@example.test`,
    'Priya Provider',
    'priya@acme.test',
    `Customer ${n} Ltd`,
    `billing-${n}@example.test`,
    '2026-12-01',
    String(1000 + n),
    n % 2 ? 'monthly' : 'quarterly',
    n % 3 ? '' : 'yes',
  ];
}

export const csv = (rows: string[][], delimiter = ',', header = HEADER) =>
  `${[header.replaceAll(',', delimiter), ...rows.map((r) => r.join(delimiter))].join('\r\n')}\r\n`;

/** Sheet rows (the header is row 1) that `badSheet` spoils: a bad e-mail, a blank name, a bad value. */
export const BAD_ROWS = { badEmail: 12, blankName: 78, badValue: 150 };

/** `count` rows of which the three of BAD_ROWS are refused, each for one reason. */
export function badSheet(count: number, tag = 'a'): string {
  return csv(
    Array.from({ length: count }, (_, i) => {
      const cells = row(i + 1, tag);
      const number = i + 2;
      if (number === BAD_ROWS.badEmail) cells[1] = 'not-an-address';
      if (number === BAD_ROWS.blankName) cells[2] = '  ';
      if (number === BAD_ROWS.badValue) cells[7] = 'twelve';
      return cells;
    }),
  );
}
