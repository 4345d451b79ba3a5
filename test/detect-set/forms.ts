// The detection set's forms drawn with pdf-lib (issue 33 item 5), each with its true fields written
// down as it is drawn (sheet.ts). Lines, underscores, leader dots, labels beside and under, four
// languages, two columns, tables.
import { Book, LOREM, type SetDocument } from './sheet.ts';

export async function leaseWithUnderscores(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Residential Lease Agreement', 60, 70, 16);
  let y = s.prose(LOREM, 60, 110, 470);
  for (const party of ['Landlord', 'Tenant']) {
    y += 20;
    s.text(party, 60, y, 11);
    y += 26;
    const end = s.underscores('Signature:', 60, y, 28, 'signature');
    s.underscores('Date:', end + 24, y, 14, 'date');
    y += 26;
    s.underscores('Printed name:', 60, y, 26, 'text');
  }
  return book.done('lease-underscores', 'underscores after labels, two parties');
}

export async function rulesWithLabelsUnder(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Employment Offer — Acceptance', 60, 70, 15);
  s.prose(LOREM, 60, 110, 470);
  const columns: Array<[number, number]> = [
    [60, 270],
    [320, 530],
  ];
  for (const [x0, x1] of columns) {
    s.text(x0 === 60 ? 'For the Employer' : 'Employee', x0, 300, 11);
    s.ruleOver('Signature', x0, x1, 350, 'signature');
    s.ruleOver('Printed name', x0, x1, 400, 'text');
    s.ruleOver('Date', x0, x0 + 120, 450, 'date');
  }
  return book.done('rules-labels-under', 'drawn rules with the label printed under them, two columns');
}

export async function dottedLeaders(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Consent form', 60, 70, 15);
  s.prose(LOREM, 60, 100, 470);
  s.dots('Name of the patient', 60, 280, 50, 'text');
  s.dots('Date of birth', 60, 310, 30, 'date');
  s.dots('Signature', 60, 380, 45, 'signature');
  s.dots('Date', 340, 380, 28, 'date');
  s.dots('Signature of the witness', 60, 430, 24, 'signature', true);
  s.dots('Date', 340, 430, 16, 'date', true);
  return book.done('dotted-leaders', 'leader dots, solid and spaced');
}

export async function germanForm(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Mietvertrag für Wohnräume', 60, 70, 15);
  s.prose(
    'Zwischen den unten genannten Parteien wird folgender Mietvertrag geschlossen. Die Miete ist monatlich im ' +
      'Voraus zu zahlen. Der Mieter bestätigt mit seiner Unterschrift, die Bedingungen gelesen zu haben.',
    60,
    100,
    470,
  );
  s.underscores('Name, Vorname:', 60, 200, 40, 'text');
  s.underscores('Anschrift:', 60, 230, 46, 'text');
  s.underscores('Ort, Datum:', 60, 300, 30, 'date');
  s.ruleOver('Unterschrift Vermieter', 60, 260, 370, 'signature');
  s.ruleOver('Unterschrift Mieter', 320, 520, 370, 'signature');
  s.underscores('Kürzel:', 60, 440, 8, 'initials');
  s.dots('Datum', 320, 440, 24, 'date');
  return book.done('german-form', 'German labels: Ort, Datum; Unterschrift under rules; Kürzel');
}

export async function frenchForm(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Contrat de prestation de services', 60, 70, 15);
  s.prose(
    'Le présent contrat est conclu entre les parties désignées ci-dessous. Le client reconnaît avoir pris ' +
      'connaissance des conditions générales et les accepter sans réserve.',
    60,
    100,
    470,
  );
  s.underscores('Nom :', 60, 190, 36, 'text');
  s.underscores('Prénom :', 60, 220, 34, 'text');
  const place = s.underscores('Fait à', 60, 290, 20, 'text');
  s.underscores(', le', place + 2, 290, 16, 'date');
  s.dots('Signature du client :', 60, 340, 40, 'signature');
  s.underscores('Paraphe :', 60, 390, 8, 'initials');
  s.boxGlyph("J'accepte les conditions générales", 60, 430);
  s.boxGlyph('Je souhaite recevoir la lettre d’information', 60, 450);
  return book.done('french-form', 'French labels: Nom, Fait à … le, Signature du, Paraphe, ☐');
}

export async function spanishForm(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Solicitud de alta', 60, 70, 15);
  s.prose('Por favor complete todos los campos y firme al final del documento.', 60, 100, 470);
  s.underscores('Nombre:', 60, 150, 40, 'text');
  s.underscores('Dirección:', 60, 180, 40, 'text');
  s.labelRule('Firma:', 60, 300, 260, 'signature');
  s.labelRule('Fecha:', 330, 500, 260, 'date');
  s.underscores('Iniciales:', 60, 320, 6, 'initials');
  return book.done('spanish-form', 'Spanish labels with rules beside them');
}

export async function checkboxGlyphs(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Preferences', 60, 70, 15);
  s.text('How should we contact you?', 60, 110, 11);
  let x = 60;
  for (const option of ['E-mail', 'Telephone', 'Post']) x = s.boxGlyph(option, x, 135) + 24;
  s.text('Do you agree to the terms?', 60, 175, 11);
  const after = s.boxGlyph('Yes', 60, 200);
  s.boxGlyph('No', after + 30, 200);
  s.boxGlyph('I have read the privacy notice', 60, 240);
  s.boxGlyph('I am over 18 years old', 60, 260);
  s.underscores('Signature:', 60, 320, 30, 'signature');
  return book.done('checkbox-glyphs', '☐ glyphs, several on a line');
}

export async function checkboxSquares(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Medical questionnaire', 60, 70, 15);
  const questions = [
    'Allergies',
    'Asthma',
    'Diabetes',
    'Heart condition',
    'High blood pressure',
    'None of these',
  ];
  for (const [i, q] of questions.entries()) s.square(q, 60 + (i % 2) * 240, 120 + Math.floor(i / 2) * 24);
  s.text('Smoker?', 60, 220, 10);
  s.square('Yes', 120, 220, 10);
  s.square('No', 170, 220, 10);
  s.labelRule('Signature of the patient', 60, 330, 300, 'signature');
  s.labelRule('Date', 350, 520, 300, 'date');
  return book.done('checkbox-squares', 'drawn squares as check boxes');
}

export async function tableForm(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Delivery acceptance', 60, 70, 15);
  // A data table first: filled cells are no fields.
  const grid = (top: number, rows: string[][], widths: number[], rowHeight: number) => {
    const xs = [60];
    for (const w of widths) xs.push(xs[xs.length - 1] + w);
    rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell) s.text(cell, xs[c] + 5, top + r * rowHeight + 15, 10);
      });
    });
    for (let r = 0; r <= rows.length; r += 1) s.rule(xs[0], xs[xs.length - 1], top + r * rowHeight);
    for (const x of xs) s.vrule(x, top, top + rows.length * rowHeight);
    return xs;
  };
  grid(
    100,
    [
      ['Item', 'Quantity', 'Price'],
      ['Desk', '2', '240.00'],
      ['Chair', '4', '320.00'],
    ],
    [200, 120, 150],
    22,
  );
  const rows = [
    ['Received by (name)', ''],
    ['Date', ''],
    ['Signature', ''],
    ['Initials of the driver', ''],
  ];
  const xs = grid(220, rows, [180, 290], 30);
  const types = ['text', 'date', 'signature', 'initials'] as const;
  for (const [r, type] of types.entries()) s.field(type, xs[1], 220 + r * 30, 290, 30);
  return book.done('table-form', 'a data table, then label cells beside empty cells');
}

export async function twoColumns(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Mutual non-disclosure agreement', 60, 60, 15);
  const left = s.prose(`${LOREM} ${LOREM}`, 60, 100, 220, 9);
  s.prose(`${LOREM} ${LOREM}`, 315, 100, 220, 9);
  for (const x of [60, 315]) {
    s.labelRule('Signed:', x, x + 215, left + 40, 'signature');
    s.labelRule('Name:', x, x + 215, left + 75, 'text');
    s.labelRule('Date:', x, x + 140, left + 110, 'date');
  }
  return book.done('two-columns', 'two columns of text, each ending in its own signature block');
}
