// The detection set's documents written as a person would, in a word processor (issue 33 item 5):
// HTML pages turned into Word (.docx) and OpenDocument (.odt) files by LibreOffice, then into PDFs by
// it, as the service's own conversion does. Where LibreOffice put each blank is not known in advance:
// poppler's pdftotext (not pdf.js, which detection reads with) finds each run of underscores, leader
// dots or ☐, in reading order, and its type is the one written down here in that order.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LINE_TRUTH_HEIGHT, type SetDocument, type Truth, type TruthType } from './sheet.ts';

interface OfficeSource {
  name: string;
  about: string;
  /** The word-processor format it goes through on its way to PDF. */
  via: 'docx' | 'odt';
  html: string;
  /** The blanks' types in reading order. */
  types: TruthType[];
}

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:'DejaVu Sans';font-size:11pt}</style></head><body>${body}</body></html>`;
const line = (n: number) => '_'.repeat(n);
const prose =
  '<p>This agreement is made between the parties named below. Each party confirms that the information ' +
  'given is accurate and that it has read and accepts the terms set out in the attached schedule.</p>';

const SOURCES: OfficeSource[] = [
  {
    name: 'office-form-docx',
    about: 'a Word file: underscores after labels, ☐ options',
    via: 'docx',
    html: page(
      `<h2>Customer agreement</h2>${prose}<p>Name: ${line(34)}</p><p>Signature: ${line(30)} Date: ${line(14)}</p>` +
        '<p>☐ I agree to the terms</p><p>☐ Send me the newsletter</p>',
    ),
    types: ['text', 'signature', 'date', 'checkbox', 'checkbox'],
  },
  {
    name: 'office-german-docx',
    about: 'a Word file in German: Ort, Datum; Unterschrift with leader dots',
    via: 'docx',
    html: page(
      '<h2>Einverständniserklärung</h2><p>Hiermit erkläre ich mich mit der Verarbeitung meiner Daten einverstanden. ' +
        'Die Einwilligung kann jederzeit widerrufen werden.</p>' +
        `<p>Name in Druckbuchstaben: ${line(30)}</p><p>Ort, Datum: ${line(26)}</p>` +
        `<p>Unterschrift: ${'.'.repeat(60)}</p>`,
    ),
    types: ['text', 'date', 'signature'],
  },
  {
    name: 'office-french-odt',
    about: 'an OpenDocument file in French: Nom, Fait à … le, Signature du, Paraphe',
    via: 'odt',
    html: page(
      '<h2>Bon de commande</h2><p>Le client déclare avoir pris connaissance des conditions générales de vente.</p>' +
        `<p>Nom : ${line(34)}</p><p>Fait à ${line(18)} le ${line(14)}</p>` +
        `<p>Signature du client : ${line(30)}</p><p>Paraphe : ${line(8)}</p>`,
    ),
    types: ['text', 'text', 'date', 'signature', 'initials'],
  },
  {
    name: 'office-two-blocks-docx',
    about: 'a Word file with a borderless table: two signature blocks side by side',
    via: 'docx',
    html: page(
      `<h2>Mutual release</h2>${prose}<table width="100%"><tr>` +
        `<td><p>For the company</p><p>Signature: ${line(22)}</p><p>Date: ${line(16)}</p></td>` +
        `<td><p>For the contractor</p><p>Signature: ${line(22)}</p><p>Date: ${line(16)}</p></td>` +
        '</tr></table>',
    ),
    types: ['signature', 'signature', 'date', 'date'],
  },
];

/** LibreOffice run headless in `dir`, with its own profile there. */
export function officeIn(dir: string): (args: string[]) => void {
  const profile = `-env:UserInstallation=file://${path.join(dir, 'profile')}`;
  return (args) =>
    void execFileSync(
      process.env.SOFFICE_PATH ?? 'soffice',
      [profile, '--headless', '--norestore', ...args],
      {
        cwd: dir,
        stdio: 'ignore',
        timeout: 120_000,
      },
    );
}

/** Every office document, converted in two LibreOffice runs (to Word/ODT, then to PDF). */
export function officeDocuments(): SetDocument[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'detect-office-'));
  try {
    const soffice = officeIn(dir);
    for (const source of SOURCES) writeFileSync(path.join(dir, `${source.name}.html`), source.html);
    for (const via of ['docx', 'odt'] as const) {
      const names = SOURCES.filter((s) => s.via === via).map((s) => `${s.name}.html`);
      const filter = via === 'docx' ? 'docx:MS Word 2007 XML' : 'odt:writer8';
      soffice(['--infilter=HTML (StarWriter)', '--convert-to', filter, '--outdir', dir, ...names]);
    }
    soffice([
      '--convert-to',
      'pdf',
      '--outdir',
      path.join(dir, 'pdf'),
      ...SOURCES.map((s) => `${s.name}.${s.via}`),
    ]);
    return SOURCES.map((source) => {
      const file = path.join(dir, 'pdf', `${source.name}.pdf`);
      return {
        name: source.name,
        about: source.about,
        layout: 'word processor',
        pdf: new Uint8Array(readFileSync(file)),
        truth: blanksOf(file, source),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The set's first office document as the Word file a person would upload (for the API's tests). */
export function wordForm(): { docx: Uint8Array; types: TruthType[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'detect-word-'));
  try {
    const [source] = SOURCES;
    writeFileSync(path.join(dir, `${source.name}.html`), source.html);
    execFileSync(
      process.env.SOFFICE_PATH ?? 'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--infilter=HTML (StarWriter)',
        '--convert-to',
        'docx:MS Word 2007 XML',
        '--outdir',
        dir,
        `${source.name}.html`,
      ],
      { cwd: dir, stdio: 'ignore', timeout: 120_000 },
    );
    return { docx: new Uint8Array(readFileSync(path.join(dir, `${source.name}.docx`))), types: source.types };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each blank pdftotext finds, page by page in reading order, given its written-down type. */
function blanksOf(file: string, source: OfficeSource): Truth[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const truth: Truth[] = [];
  let pageNumber = 0;
  for (const match of html.matchAll(
    /<page [^>]*>|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0].startsWith('<page')) {
      pageNumber += 1;
      continue;
    }
    const [x0, y0, x1, y1] = match.slice(1, 5).map(Number);
    const text = match[5];
    const type = source.types[truth.length];
    if (/^☐$/.test(text)) {
      truth.push({ type, page: pageNumber, x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
    } else if (/^(_{3,}|\.{4,})$/.test(text)) {
      truth.push({
        type,
        page: pageNumber,
        x: x0,
        y: y1 - LINE_TRUTH_HEIGHT,
        width: x1 - x0,
        height: LINE_TRUTH_HEIGHT,
      });
    }
  }
  if (truth.length !== source.types.length || truth.some((t) => t.type === undefined)) {
    throw new Error(
      `${source.name}: pdftotext found ${truth.length} blanks, ${source.types.length} are written down`,
    );
  }
  return truth;
}
