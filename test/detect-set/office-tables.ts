// The detection set's Word and OpenDocument files with ruled tables (issue 48 item 5): a header row
// over empty rows, converted by LibreOffice as office.ts converts its documents. Where LibreOffice
// puts each empty cell is learnt from two twins of each file, converted alongside it, whose empty
// cells hold a "§" set left in one and right in the other: poppler's pdftotext (not pdf.js, which
// detection reads with) gives each mark's box, so the cell runs from the left mark to the right one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { officeIn } from './office.ts';
import type { SetDocument, Truth, TruthType } from './sheet.ts';

interface TableSource {
  name: string;
  about: string;
  via: 'docx' | 'odt';
  /** The header row, then the rows: '' an empty cell, each written down as its column's type. */
  rows: string[][];
  widths: number[];
  types: Array<TruthType | null>;
}

const MARK = '§';
/** The cell's padding and border, between a mark and the cell's edge. */
const PAD = 3;

const SOURCES: TableSource[] = [
  {
    name: 'office-table-en-docx',
    about: 'a Word table: Name | Signature | Date over three empty rows',
    via: 'docx',
    rows: [['Name', 'Signature', 'Date'], ...Array(3).fill(['', '', ''])],
    widths: [200, 200, 120],
    types: ['text', 'signature', 'date'],
  },
  {
    name: 'office-table-de-odt',
    about: 'an OpenDocument table in German: names filled in, Unterschrift | Datum empty',
    via: 'odt',
    rows: [
      ['Teilnehmer', 'Unterschrift', 'Datum'],
      ['Anna Schmidt', '', ''],
      ['Jonas Weber', '', ''],
    ],
    widths: [200, 200, 120],
    types: [null, 'signature', 'date'],
  },
  {
    name: 'office-table-checks-docx',
    about: 'a Word checklist: Item | Yes/No | Initials, a narrow tick column',
    via: 'docx',
    rows: [
      ['Item', 'Yes/No', 'Initials'],
      ['Fire exits checked', '', ''],
      ['First aid kit stocked', '', ''],
    ],
    widths: [260, 60, 120],
    types: [null, 'checkbox', 'initials'],
  },
  {
    name: 'office-table-nl-pt-docx',
    about: 'a Word file with a Dutch and a Portuguese table',
    via: 'docx',
    rows: [
      ['Naam', 'Handtekening', 'Datum'],
      ['', '', ''],
      ['Nome', 'Assinatura', 'Data'],
      ['', '', ''],
    ],
    widths: [200, 200, 120],
    types: ['text', 'signature', 'date'],
  },
];

function html(source: TableSource, mark: 'none' | 'left' | 'right'): string {
  const cell = (text: string, width: number) => {
    if (text) return `<td width="${width}">${text}</td>`;
    if (mark === 'none') return `<td width="${width}">&nbsp;</td>`;
    return `<td width="${width}" align="${mark}">${MARK}</td>`;
  };
  const rows = source.rows
    .map(
      (row) => `<tr style="height:26pt">${row.map((text, i) => cell(text, source.widths[i])).join('')}</tr>`,
    )
    .join('');
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:'DejaVu Sans';font-size:11pt}</style></head><body>` +
    '<h2>Sign-in sheet</h2><p>Each person signs and dates their own row.</p>' +
    `<table border="1" cellspacing="0" cellpadding="4" style="border-collapse:collapse">${rows}</table></body></html>`
  );
}

/** Every table document, with its twins, converted in two LibreOffice runs. */
export function officeTables(): SetDocument[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'detect-tables-'));
  try {
    const soffice = officeIn(dir);
    const variants = ['none', 'left', 'right'] as const;
    const file = (source: TableSource, mark: string) => `${source.name}-${mark}`;
    for (const source of SOURCES) {
      for (const mark of variants)
        writeFileSync(path.join(dir, `${file(source, mark)}.html`), html(source, mark));
    }
    for (const via of ['docx', 'odt'] as const) {
      const names = SOURCES.filter((s) => s.via === via).flatMap((s) =>
        variants.map((m) => `${file(s, m)}.html`),
      );
      const filter = via === 'docx' ? 'docx:MS Word 2007 XML' : 'odt:writer8';
      soffice(['--infilter=HTML (StarWriter)', '--convert-to', filter, '--outdir', dir, ...names]);
    }
    const all = SOURCES.flatMap((s) => variants.map((m) => `${file(s, m)}.${s.via}`));
    soffice(['--convert-to', 'pdf', '--outdir', path.join(dir, 'pdf'), ...all]);
    const pdf = (source: TableSource, mark: string) => path.join(dir, 'pdf', `${file(source, mark)}.pdf`);
    return SOURCES.map((source) => ({
      name: source.name,
      about: source.about,
      layout: 'word processor, table',
      pdf: new Uint8Array(readFileSync(pdf(source, 'none'))),
      truth: cellsOf(source, marks(pdf(source, 'left')), marks(pdf(source, 'right'))),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Mark {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Each mark pdftotext finds, page by page, row by row, left to right. */
function marks(file: string): Mark[] {
  const text = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const found: Mark[] = [];
  let page = 0;
  for (const match of text.matchAll(
    /<page [^>]*>|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0].startsWith('<page')) page += 1;
    else if (match[5] === MARK) {
      const [x0, y0, x1, y1] = match.slice(1, 5).map(Number);
      found.push({ page, x0, y0, x1, y1 });
    }
  }
  return found.sort((a, b) => a.page - b.page || Math.round(a.y0) - Math.round(b.y0) || a.x0 - b.x0);
}

/** The empty cells, from the left and right marks, typed by their column. */
function cellsOf(source: TableSource, left: Mark[], right: Mark[]): Truth[] {
  const columns = source.rows.flatMap((row, r) =>
    r === 0 || source.rows[r].every((c) => c !== '') ? [] : row.flatMap((c, i) => (c ? [] : [i])),
  );
  // A row of header words further down (a second table) has no empty cells and so no marks.
  if (left.length !== columns.length || right.length !== columns.length) {
    throw new Error(
      `${source.name}: ${left.length} and ${right.length} marks for ${columns.length} empty cells`,
    );
  }
  return columns.flatMap((column, i) => {
    const type = source.types[column];
    const [l, r] = [left[i], right[i]];
    if (!type) return [];
    return [
      {
        type,
        page: l.page,
        x: l.x0 - PAD,
        y: l.y0 - 2,
        width: r.x1 + PAD - (l.x0 - PAD),
        height: l.y1 - l.y0 + 4,
      },
    ];
  });
}
