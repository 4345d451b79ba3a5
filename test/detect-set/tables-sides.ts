// The detection set's forms of issue 48: ruled tables whose header row types their empty cells, in
// several languages and with a narrow check column, and lines whose label stands after, above or
// under them rather than before.
import { Book, LOREM, type SetDocument } from './sheet.ts';

const TABLE = 'table, header row';
const SIDES = 'label after, above, under';

export async function tableHeaderEnglish(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Attendance sheet', 60, 70, 15);
  s.prose('Each participant signs and dates a row of the table below.', 60, 100, 470);
  const empty = ['', '', ''];
  s.table(
    60,
    130,
    [170, 180, 120],
    28,
    [['Name', 'Signature', 'Date'], empty, empty],
    ['text', 'signature', 'date'],
  );
  return book.done('table-header-en', 'Name | Signature | Date, empty ruled rows', TABLE);
}

export async function tableHeaderGerman(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Unterweisungsnachweis', 60, 70, 15);
  s.prose(LOREM, 60, 100, 470);
  const empty = ['', '', ''];
  s.table(
    60,
    260,
    [180, 170, 120],
    26,
    [['Name, Vorname', 'Unterschrift', 'Datum'], empty, empty, empty],
    ['text', 'signature', 'date'],
  );
  return book.done('table-header-de', 'Name, Vorname | Unterschrift | Datum, three empty rows', TABLE);
}

export async function tableRosterFrench(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Feuille d’émargement', 60, 70, 15);
  const rows = [
    ['Nom', 'Paraphe', 'Signature', 'Date'],
    ['Martin', '', '', ''],
    ['Bernard', '', '', ''],
  ];
  s.table(60, 110, [150, 80, 150, 90], 30, rows, [null, 'initials', 'signature', 'date']);
  return book.done('table-roster-fr', 'names filled in, Paraphe | Signature | Date empty', TABLE);
}

export async function tableChecks(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Vehicle inspection', 60, 70, 15);
  const rows = [
    ['Item', 'Yes/No', 'Initials'],
    ['Brakes', '', ''],
    ['Lights', '', ''],
    ['Tyres', '', ''],
  ];
  s.table(60, 110, [200, 44, 90], 24, rows, [null, 'checkbox', 'initials']);
  const ticks = [
    ['Document', '✓', 'Date'],
    ['Registration', '', ''],
    ['Insurance', '', ''],
  ];
  s.table(60, 260, [200, 30, 120], 24, ticks, [null, 'checkbox', 'date']);
  s.labelRule('Inspector’s signature:', 60, 330, 380, 'signature');
  return book.done('table-checks', 'narrow Yes/No and ✓ columns beside initials and dates', TABLE);
}

export async function tableHeaderDutch(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Presentielijst', 60, 70, 15);
  const empty = ['', '', '', ''];
  s.table(
    60,
    110,
    [150, 110, 140, 80],
    28,
    [['Naam', 'Functie', 'Handtekening', 'Datum'], empty, empty],
    ['text', 'text', 'signature', 'date'],
  );
  return book.done('table-header-nl', 'Naam | Functie | Handtekening | Datum', TABLE);
}

export async function tableHeaderItalianPortuguese(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Registro presenze / Lista de presença', 60, 70, 15);
  const it = [
    ['Nome e cognome', 'Firma', 'Data'],
    ['', '', ''],
  ];
  s.table(60, 110, [180, 170, 110], 30, it, ['text', 'signature', 'date']);
  const pt = [
    ['Nome', 'Assinatura', 'Rubrica', 'Data'],
    ['', '', '', ''],
  ];
  s.table(60, 220, [150, 150, 70, 90], 30, pt, ['text', 'signature', 'initials', 'date']);
  return book.done('table-header-it-pt', 'an Italian and a Portuguese table, one empty row each', TABLE);
}

/** "______ (Label)": a line with its label after it, in parentheses or not. */
function lineThenLabel(s: ReturnType<Book['page']>, x: number, y: number, count: number, label: string) {
  const end = s.text('_'.repeat(count), x, y, 10);
  s.text(label, end + 4, y, 10);
  return end;
}

export async function labelsAfter(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Acknowledgement of receipt', 60, 70, 15);
  s.prose(LOREM, 60, 100, 470);
  const sig = lineThenLabel(s, 60, 280, 28, '(Signature)');
  s.lineField('signature', 60, sig, 281);
  const date = lineThenLabel(s, 330, 280, 16, '(Date)');
  s.lineField('date', 330, date, 281);
  const name = lineThenLabel(s, 60, 330, 30, '(Printed name)');
  s.lineField('text', 60, name, 331);
  const initials = lineThenLabel(s, 60, 380, 8, 'Initials');
  s.lineField('initials', 60, initials, 381);
  return book.done('labels-after', '"______ (Signature)  ____ (Date)", a label after its line', SIDES);
}

export async function labelsAboveAndUnder(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Witness statement', 60, 70, 15);
  s.prose(LOREM, 60, 100, 470);
  s.text('Signature of the witness:', 60, 270, 10);
  s.underscores('', 60, 292, 34, 'signature');
  s.text('Date:', 330, 270, 10);
  s.underscores('', 330, 292, 18, 'date');
  const end = s.underscores('', 60, 350, 30, 'text');
  s.text('Full name', 60, 362, 9);
  s.underscores('', end + 40, 350, 16, 'date');
  s.text('Date', end + 40, 362, 9);
  return book.done('labels-above-under', 'labels on the line above and the line under underscores', SIDES);
}

export async function tableHeaderNordicTurkish(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Närvarolista / Katılım listesi', 60, 70, 15);
  const sv = [
    ['Namn', 'Underskrift', 'Datum'],
    ['', '', ''],
    ['', '', ''],
  ];
  s.table(60, 110, [170, 170, 110], 26, sv, ['text', 'signature', 'date']);
  const tr = [
    ['Adı Soyadı', 'İmza', 'Tarih'],
    ['', '', ''],
    ['', '', ''],
  ];
  s.table(60, 230, [170, 170, 110], 26, tr, ['text', 'signature', 'date']);
  return book.done('table-header-sv-tr', 'a Swedish and a Turkish table, two empty rows each', TABLE);
}

export async function labelsAfterLanguages(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Dichiarazione / Verklaring / Declaração', 60, 70, 15);
  s.prose(LOREM, 60, 100, 470);
  const lines: Array<[number, string, 'signature' | 'date']> = [
    [280, '(Firma)', 'signature'],
    [320, '(Handtekening)', 'signature'],
    [360, '(Assinatura)', 'signature'],
  ];
  for (const [y, label, type] of lines) {
    const end = lineThenLabel(s, 60, y, 26, label);
    s.lineField(type, 60, end, y + 1);
    const date = lineThenLabel(s, 340, y, 14, y === 320 ? '(Datum)' : '(Data)');
    s.lineField('date', 340, date, y + 1);
  }
  return book.done(
    'labels-after-languages',
    'Italian, Dutch and Portuguese labels in parentheses after the line',
    SIDES,
  );
}

export async function labelsUnderLanguages(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Contrato de arrendamiento / Contratto di locazione', 60, 70, 15);
  s.prose(LOREM, 60, 100, 470);
  const blocks: Array<[number, string, string]> = [
    [300, 'Firma del arrendatario', 'Fecha'],
    [380, 'Firma del conduttore', 'Data'],
    [460, 'Podpis najemcy', 'Data'],
  ];
  for (const [y, signature, date] of blocks) {
    s.underscores('', 60, y, 34, 'signature');
    s.text(signature, 60, y + 12, 9);
    s.underscores('', 340, y, 18, 'date');
    s.text(date, 340, y + 12, 9);
  }
  return book.done(
    'labels-under-languages',
    'Spanish, Italian and Polish labels printed under underscores',
    SIDES,
  );
}
