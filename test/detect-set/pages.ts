// More of the detection set (issue 33 item 5): a turned page, an image-only page and a dense page
// that must yield nothing, a PDF form's own widgets, boxes, initials on every page, a contents page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Book, LOREM, type SetDocument } from './sheet.ts';

export async function rotatedPage(): Promise<SetDocument> {
  const book = await Book.create();
  const first = book.page();
  first.text('Schedule A (turned page follows)', 60, 70, 14);
  first.underscores('Reference:', 60, 110, 20, 'text');
  const s = book.page(90);
  s.text('Landscape schedule — acknowledgement', 60, 60, 14);
  s.prose(LOREM, 60, 90, 700);
  s.underscores('Signature:', 60, 220, 30, 'signature');
  s.underscores('Date:', 380, 220, 16, 'date');
  s.ruleOver('Printed name', 60, 300, 300, 'text');
  s.square('Copy received', 380, 300);
  return book.done('rotated-page', 'a page with /Rotate 90 drawn to read upright');
}

export async function imageOnly(scanOf: Uint8Array): Promise<SetDocument> {
  // A scan: the lease's page rasterised and placed as an image, with nothing else on the page.
  const dir = mkdtempSync(path.join(tmpdir(), 'detect-scan-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), scanOf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'page'),
    ]);
    const png = readFileSync(path.join(dir, 'page-1.png'));
    const book = await Book.create();
    const s = book.page();
    const image = await book.doc.embedPng(png);
    s.page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
    return book.done('image-only', 'a scanned form, an image only: nothing to find');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function denseText(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Terms and conditions', 60, 60, 14);
  s.rule(60, 60 + s.widthOf('Terms and conditions', 14), 63, 0.6); // the heading underlined
  let y = 95;
  for (let i = 0; i < 7; i += 1) y = s.prose(`${i + 1}. ${LOREM}`, 60, y, 475, 9) + 6;
  s.text('Page 1 of 1', 270, 810, 8);
  return book.done('dense-text', 'a page dense with text mentioning signature and date, no blanks');
}

export async function acroForm(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  const form = book.doc.getForm();
  s.text('Registration (fillable form)', 60, 70, 15);
  const place = (name: string, label: string, y: number, width: number, type: 'text' | 'date') => {
    s.text(label, 60, y + 14, 10);
    const field = form.createTextField(name);
    field.addToPage(s.page, { x: 180, y: 842 - y - 20, width, height: 20, borderWidth: 0 });
    s.field(type, 180, y, width, 20);
  };
  place('applicant.fullName', 'Full name', 110, 250, 'text');
  place('applicant.email', 'E-mail', 140, 250, 'text');
  place('applicant.date', 'Date', 170, 120, 'date');
  s.text('I accept the terms', 80, 224, 10);
  form
    .createCheckBox('accept')
    .addToPage(s.page, { x: 60, y: 842 - 214 - 12, width: 12, height: 12, borderWidth: 0 });
  s.field('checkbox', 60, 214, 12, 12);
  s.text('Plan', 60, 264, 10);
  const plan = form.createDropdown('plan');
  plan.addOptions(['Basic', 'Pro']);
  plan.addToPage(s.page, { x: 180, y: 842 - 250 - 20, width: 120, height: 20, borderWidth: 0 });
  s.field('select', 180, 250, 120, 20);
  return book.done('acroform', "a PDF form's own text fields, check box and list");
}

export async function signatureBoxes(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Purchase order approval', 60, 70, 15);
  s.prose(LOREM, 60, 100, 470);
  s.text('Signature of the buyer', 60, 270, 9);
  s.rectangle(60, 276, 220, 50);
  s.field('signature', 60, 276, 220, 50);
  s.text('Signature of the seller', 310, 270, 9);
  s.rectangle(310, 276, 220, 50);
  s.field('signature', 310, 276, 220, 50);
  s.rectangle(60, 350, 140, 30);
  s.text('Date', 64, 360, 7);
  s.field('date', 60, 350, 140, 30);
  return book.done('signature-boxes', 'drawn boxes captioned above or inside');
}

export async function initialsOnEveryPage(): Promise<SetDocument> {
  const book = await Book.create();
  for (let i = 0; i < 3; i += 1) {
    const s = book.page();
    let y = 70;
    for (let p = 0; p < 4; p += 1) y = s.prose(`${3 * i + p + 1}. ${LOREM}`, 60, y, 475) + 8;
    s.underscores('Initials:', 420, 800, 8, 'initials', 9);
    if (i === 2) {
      s.labelRule('By:', 60, 300, y + 60, 'signature');
      s.labelRule('Title:', 60, 300, y + 95, 'text');
      s.labelRule('Date:', 60, 220, y + 130, 'date');
    }
  }
  return book.done('initials-every-page', 'three pages initialled at the foot, "By:" signature block');
}

export async function filledRules(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Parcel collection', 60, 70, 15);
  s.prose('Collect your parcel at the counter with an identity document.', 60, 100, 470);
  s.labelRule('Sign here', 60, 330, 180, 'signature', true);
  s.labelRule('Date signed', 60, 260, 220, 'date', true);
  s.labelRule('Telephone', 60, 260, 260, 'text', true);
  return book.done('filled-rules', 'rules drawn as thin filled rectangles');
}

export async function contentsPage(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Contents', 60, 70, 16);
  const chapters = ['Definitions', 'Services', 'Fees and payment', 'Term and termination', 'Signatures'];
  chapters.forEach((title, i) => {
    const end = s.text(`${i + 1}. ${title} `, 60, 110 + i * 22, 11);
    s.text('.'.repeat(Math.floor((470 - (end - 60)) / s.widthOf('.', 11)) - 4), end, 110 + i * 22, 11);
    s.text(String(i + 2), 520, 110 + i * 22, 11);
  });
  s.underscores('Signature of the reviewer:', 60, 300, 26, 'signature');
  return book.done('contents-page', 'a contents page whose leaders run to page numbers, one signature');
}

export async function letterWithUnderline(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('ACME Ltd · 1 High Street · Springfield', 60, 60, 9);
  s.rule(60, 535, 68, 0.5); // the letterhead's rule
  s.text('Re: Renewal of your contract', 60, 130, 11);
  s.rule(60, 60 + s.widthOf('Re: Renewal of your contract', 11), 133, 0.6);
  let y = s.prose(LOREM, 60, 160, 470);
  y = s.prose(LOREM, 60, y + 10, 470);
  s.text('Please sign and return one copy.', 60, y + 10, 10);
  s.labelRule('Signature', 60, 300, y + 70, 'signature');
  s.labelRule('Date', 330, 500, y + 70, 'date');
  return book.done('letter-underlines', 'a letter: letterhead rule and an underlined heading are no fields');
}

export async function letterClosing(): Promise<SetDocument> {
  // A signature line known only by its place: under "Yours sincerely", over the signatory's name.
  const book = await Book.create();
  const s = book.page();
  s.text('Dear Ms Smith,', 60, 120, 10);
  const y = s.prose(LOREM, 60, 145, 470);
  s.text('Yours sincerely,', 60, y + 20, 10);
  s.ruleOver('Jane Doe, Managing Director', 60, 250, y + 75, 'signature');
  return book.done(
    'letter-closing',
    'a letter\'s closing: a line under "Yours sincerely" over the signatory\'s name',
  );
}
