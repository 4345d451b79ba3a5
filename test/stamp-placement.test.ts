// Stamps that never cover the page (issue 23, items 4 and 6): a signature's caption — who signed and
// when, at 6 pt or more — goes on blank paper outside its box, below it, else above, right, left, and
// only as a last resort in a strip inside the box; it and every stamped date read in the signer's
// language. Poppler is the judge: each page is rendered with pdftoppm, before and after stamping,
// and no pixel the stamps changed outside the field boxes may be one the template had printed on.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  degrees,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { renderDocument } from '../src/templates/render/index.ts';
import { templateInk } from '../src/templates/render/page-ink.ts';
import type { FieldBox, SignerContribution, TemplateInput } from '../src/templates/types.ts';
import { request } from './helpers.ts';
import {
  complete,
  downloadExecuted,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  typed,
} from './signing-support.ts';

const run = promisify(execFile);
/** A coordinate template's field: an input with its box. */
type Field = TemplateInput & FieldBox;
let dir: string;
let fileCount = 0;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stamp-placement-'));
});
after(() => rm(dir, { recursive: true, force: true }));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Word extends Box {
  text: string;
}

async function saved(bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, `file-${++fileCount}.pdf`);
  await writeFile(file, bytes);
  return file;
}

/** A page rendered by poppler at 72 dpi in grey: one pixel per point, 0 black to 255 white. */
async function rendered(
  file: string,
  page: number,
): Promise<{ width: number; height: number; at: (x: number, y: number) => number }> {
  const prefix = path.join(dir, `page-${++fileCount}`);
  await run('pdftoppm', [
    '-r',
    '72',
    '-gray',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    prefix,
  ]);
  const pgm = await readFile(`${prefix}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const offset = header[0].length;
  return { width, height, at: (x, y) => pgm[offset + y * width + x] };
}

const WHITE = 250;
const inside = (x: number, y: number, box: Box) =>
  x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;

/**
 * The pixels the stamping changed outside every field box that were not white in the template:
 * stamps over the template's own printing. Empty when nothing covers the page.
 */
async function stampsOverInk(templateFile: string, stampedFile: string, page: number, boxes: Box[]) {
  const before = await rendered(templateFile, page);
  const after = await rendered(stampedFile, page);
  assert.deepEqual([after.width, after.height], [before.width, before.height]);
  const covered: Array<{ x: number; y: number }> = [];
  let changed = 0;
  for (let y = 0; y < before.height; y += 1) {
    for (let x = 0; x < before.width; x += 1) {
      if (Math.abs(before.at(x, y) - after.at(x, y)) <= 8) continue;
      if (boxes.some((box) => inside(x + 0.5, y + 0.5, box))) continue;
      changed += 1;
      if (before.at(x, y) < WHITE) covered.push({ x, y });
    }
  }
  return { covered, changed };
}

async function wordsOn(file: string, page: number): Promise<Word[]> {
  const { stdout } = await run('pdftotext', [
    '-enc',
    'UTF-8',
    '-bbox',
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    '-',
  ]);
  return [
    ...stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    x: +m[1],
    y: +m[2],
    width: +m[3] - +m[1],
    height: +m[4] - +m[2],
    text: m[5].replace(/&amp;/g, '&'),
  }));
}

async function textOf(file: string): Promise<string> {
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
}

/**
 * The words a render added around a box (within `across` points of it sideways and 60 up or down,
 * outside every field box of the page): its caption.
 */
async function captionNear(
  templateFile: string,
  stampedFile: string,
  page: number,
  box: Box,
  boxes: Box[],
  across = 60,
) {
  const key = (w: Word) => `${w.text}@${Math.round(w.x)},${Math.round(w.y)}`;
  const printed = new Set((await wordsOn(templateFile, page)).map(key));
  return (await wordsOn(stampedFile, page)).filter((w) => {
    const [x, y] = [w.x + w.width / 2, w.y + w.height / 2];
    return (
      !printed.has(key(w)) &&
      !boxes.some((other) => inside(x, y, other)) &&
      x > box.x - across &&
      x < box.x + box.width + across &&
      y > box.y - 60 &&
      y < box.y + box.height + 60
    );
  });
}

const joined = (words: Word[]) => words.map((w) => w.text).join(' ');
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** An RGB PNG: dark pixels where `ink(x, y)`, white elsewhere. */
function png(width: number, height: number, ink: (x: number, y: number) => boolean): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height, 255);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x += 1)
      if (ink(x, y)) raw.fill(20, y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const drawnSignature = () =>
  `data:image/png;base64,${png(150, 50, (x, y) => Math.abs(y - 25 - 15 * Math.sin(x / 12)) < 2).toString('base64')}`;

// --- The template: a form whose signature boxes have the printing real forms have around them ---

const PAGE = { width: 612, height: 792 };
const LOREM = 'The parties agree to the terms above and sign this lease as of the date written below.';

/** Text written at a top-left-origin position (the baseline `size` below `top`). */
function write(page: PDFPage, font: PDFFont, text: string, x: number, top: number, size = 10) {
  page.drawText(text, { x, y: PAGE.height - top - size * 0.8, size, font, color: rgb(0, 0, 0) });
}

/** The line a form prints to sign on, `below` points under a box's bottom edge, with "Signature" under it. */
function signatureLine(page: PDFPage, font: PDFFont, box: Box, below: number) {
  const y = PAGE.height - (box.y + box.height + below);
  page.drawLine({ start: { x: box.x, y }, end: { x: box.x + box.width, y }, thickness: 0.8 });
  write(page, font, 'Signature', box.x, box.y + box.height + below + 2, 8);
}

const BOXES = {
  // Page 1: a label to the left, the line along the box's own bottom edge, paper under it.
  tenant: { page: 1, x: 150, y: 200, width: 220, height: 44 },
  // Page 1: the line and "Signature" right under the box, paper above it.
  landlord: { page: 1, x: 72, y: 460, width: 200, height: 44 },
  // Page 2: the line and "Signature" under the box, "Witnessed by" right above it: only the right is free.
  witness: { page: 2, x: 72, y: 300, width: 200, height: 44 },
  // Page 3: printing on every side of the box: the caption goes inside it.
  guarantor: { page: 3, x: 200, y: 300, width: 190, height: 48 },
};

async function formPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [p1, p2, p3] = [
    doc.addPage([PAGE.width, PAGE.height]),
    doc.addPage([PAGE.width, PAGE.height]),
    doc.addPage([PAGE.width, PAGE.height]),
  ];
  write(p1, font, 'Residential lease', 72, 60, 18);
  for (let i = 0; i < 4; i += 1) write(p1, font, LOREM, 72, 100 + i * 14);
  const { tenant, landlord, witness, guarantor } = BOXES;
  write(p1, font, 'Tenant:', 72, tenant.y + 26, 11);
  const edge = PAGE.height - (tenant.y + tenant.height - 1);
  p1.drawLine({
    start: { x: tenant.x, y: edge },
    end: { x: tenant.x + tenant.width, y: edge },
    thickness: 0.8,
  });
  write(p1, font, LOREM, 72, tenant.y + tenant.height + 40);
  signatureLine(p1, font, landlord, 1);
  write(p1, font, LOREM, 72, landlord.y + landlord.height + 40);

  write(p2, font, 'Witnessed by the undersigned, who saw both parties sign', 72, witness.y - 13);
  signatureLine(p2, font, witness, 1);
  write(p2, font, LOREM, 72, witness.y + witness.height + 40);

  for (let i = 0; i < 6; i += 1) write(p3, font, LOREM, 40, guarantor.y - 86 + i * 14);
  const beside = ['The guarantor', 'is jointly and', 'severally liable', 'with the tenant'];
  beside.forEach((line, i) => {
    write(p3, font, line, 40, guarantor.y + i * 14);
    write(p3, font, line, guarantor.x + guarantor.width + 6, guarantor.y + i * 14);
  });
  signatureLine(p3, font, guarantor, 1);
  for (let i = 0; i < 6; i += 1) write(p3, font, LOREM, 40, guarantor.y + guarantor.height + 16 + i * 14);
  return doc.save();
}

const ROLES = ['Tenant', 'Landlord', 'Witness', 'Guarantor'];

function leaseTemplate(extra: Field[] = []) {
  const signatureField = (key: keyof typeof BOXES, role: string): Field => ({
    key,
    label: `${role} signature`,
    type: 'signature',
    role,
    required: true,
    ...BOXES[key],
  });
  return {
    name: 'Lease',
    kind: 'coordinate' as const,
    roles: ROLES.map((name) => ({ name })),
    inputs: [
      signatureField('tenant', 'Tenant'),
      signatureField('landlord', 'Landlord'),
      signatureField('witness', 'Witness'),
      signatureField('guarantor', 'Guarantor'),
      ...extra,
    ],
  };
}

const SIGNED_AT = new Date('2026-11-24T11:23:00.000Z');

const signer = (
  role: string,
  name: string,
  locale: string,
  signature: SignerContribution['signature'],
  values = {},
) => ({
  role,
  name,
  email: `${role.toLowerCase()}@example.com`,
  values,
  signature,
  signedAt: SIGNED_AT,
  locale,
});

describe('captions on a coordinate template', () => {
  let templateFile: string;
  let stampedFile: string;
  const allBoxes = Object.values(BOXES);
  const onPage = (page: number) => allBoxes.filter((box) => box.page === page);

  before(async () => {
    const pdf = await formPdf();
    templateFile = await saved(pdf);
    const signers = [
      signer('Tenant', 'Zoë Ångström', 'en', { type: 'typed', text: 'Zoë Ångström' }),
      signer('Landlord', 'Lars Vermieter', 'de', { type: 'drawn', image: drawnSignature() }),
      signer('Witness', 'Wanda Témoin', 'fr', { type: 'typed', text: 'Wanda Témoin' }),
      signer('Guarantor', 'Gael Garante', 'es', { type: 'typed', text: 'Gael Garante' }),
    ];
    stampedFile = await saved(await renderDocument(leaseTemplate(), pdf, { values: {}, signers }));
  });

  test('no stamp touches a pixel the template printed, on any page', async () => {
    for (const page of [1, 2, 3]) {
      const { covered, changed } = await stampsOverInk(templateFile, stampedFile, page, onPage(page));
      assert.deepEqual(covered.slice(0, 5), [], `page ${page}: ${covered.length} printed pixels covered`);
      if (page < 3) assert.ok(changed > 50, `page ${page}: a caption was drawn outside the box`);
    }
  });

  test('the checker sees a caption laid over the printing (it can fail)', async () => {
    const doc = await PDFDocument.load(await readFile(templateFile));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const { landlord } = BOXES;
    write(doc.getPage(0), font, 'Lars · signed', landlord.x, landlord.y + landlord.height + 2, 6);
    const { covered } = await stampsOverInk(templateFile, await saved(await doc.save()), 1, onPage(1));
    assert.ok(covered.length > 10, `${covered.length} covered pixels found`);
  });

  test('with paper under the box, the caption goes below it, at 6 pt or more, in the signer’s language', async () => {
    const box = BOXES.tenant;
    const words = await captionNear(templateFile, stampedFile, 1, box, onPage(1));
    assert.equal(joined(words), 'Zoë Ångström · signed 24 November 2026, 11:23 UTC');
    for (const word of words) {
      assert.ok(word.y >= box.y + box.height, `"${word.text}" is below the box`);
      assert.ok(word.height >= 6, `"${word.text}" is ${word.height} pt high`);
    }
  });

  test('with the line and "Signature" printed under the box, the caption goes above it', async () => {
    const box = BOXES.landlord;
    const words = await captionNear(templateFile, stampedFile, 1, box, onPage(1));
    assert.equal(joined(words), 'Lars Vermieter · unterschrieben am 24. November 2026, 11:23 UTC');
    for (const word of words) {
      assert.ok(word.y + word.height <= box.y, `"${word.text}" is above the box`);
      assert.ok(word.height >= 6, `"${word.text}" is ${word.height} pt high`);
    }
  });

  test('with printing above and below, the caption goes to the right of the box', async () => {
    const box = BOXES.witness;
    const words = await captionNear(templateFile, stampedFile, 2, box, onPage(2), 300);
    assert.equal(joined(words), 'Wanda Témoin · signé le 24 novembre 2026, 11:23 UTC');
    for (const word of words) {
      assert.ok(word.x >= box.x + box.width, `"${word.text}" is right of the box`);
      assert.ok(word.height >= 6, `"${word.text}" is ${word.height} pt high`);
    }
  });

  test('boxed in on every side, the caption takes a strip at the foot of the box and the signature the rest', async () => {
    const box = BOXES.guarantor;
    const words = (await wordsOn(stampedFile, 3)).filter((w) => overlaps(w, box));
    const caption = words.filter((w) => w.height < 10);
    const signature = words.filter((w) => w.height >= 10);
    assert.equal(joined(caption), 'Gael Garante · firmado el 24 de noviembre de 2026, 11:23 UTC');
    assert.equal(joined(signature), 'Gael Garante', 'the typed signature, in the handwriting face');
    const captionTop = Math.min(...caption.map((w) => w.y));
    for (const word of caption) {
      assert.ok(word.height >= 6, `"${word.text}" is ${word.height} pt high`);
      assert.ok(
        word.x >= box.x && word.x + word.width <= box.x + box.width + 0.5,
        `"${word.text}" within the box`,
      );
      assert.ok(word.y + word.height <= box.y + box.height + 0.5, `"${word.text}" within the box`);
    }
    // The signature's glyphs (poppler's box is the font's whole height) end above the strip.
    for (const word of signature) assert.ok(word.y + word.height * 0.8 <= captionTop, JSON.stringify(word));
  });

  test('captions keep clear of each other and of other fields', async () => {
    // A date field just where the landlord's caption would go above its box.
    const date: Field = {
      key: 'day',
      label: 'Date',
      type: 'date',
      required: true,
      page: 1,
      x: 72,
      y: 446,
      width: 120,
      height: 12,
    };
    const pdf = await readFile(templateFile);
    const signers = [
      signer('Tenant', 'Zoë Ångström', 'en', { type: 'typed', text: 'Zoë' }),
      signer('Landlord', 'Lars Vermieter', 'de', { type: 'typed', text: 'Lars' }),
    ];
    const file = await saved(
      await renderDocument(leaseTemplate([date]), pdf, { values: { day: '2026-11-24' }, signers }),
    );
    const landlord = await captionNear(templateFile, file, 1, BOXES.landlord, [...onPage(1), date], 300);
    assert.match(joined(landlord), /^Lars Vermieter · unterschrieben am/);
    for (const word of landlord) assert.ok(!overlaps(word, date), `"${word.text}" clear of the date field`);
    const { covered } = await stampsOverInk(templateFile, file, 1, [...onPage(1), date]);
    assert.deepEqual(covered.slice(0, 5), []);
  });
});

describe('dates in the signer’s language', () => {
  test('a signer’s date in their locale, the sender’s in the first signer’s, through the catalogue', async () => {
    const pdf = await formPdf();
    const dateField = (key: string, role: string | undefined, y: number): Field => ({
      key,
      label: key,
      type: 'date',
      required: true,
      ...(role ? { role } : {}),
      page: 2,
      x: 72,
      y,
      width: 200,
      height: 18,
    });
    const template = leaseTemplate([
      dateField('start', undefined, 100),
      dateField('moveIn', 'Tenant', 140),
      dateField('handover', 'Landlord', 180),
    ]);
    const signers = [
      signer('Tenant', 'Zoë Ångström', 'de-AT', { type: 'typed', text: 'Zoë' }, { moveIn: '2027-01-15' }),
      signer(
        'Landlord',
        'Lars Landlord',
        'en-GB',
        { type: 'typed', text: 'Lars' },
        { handover: '2027-01-31' },
      ),
    ];
    const file = await saved(
      await renderDocument(template, pdf, { values: { start: '2027-02-01' }, signers }),
    );
    const text = await textOf(file);
    assert.ok(text.includes('1. Februar 2027'), 'the sender’s date, in the first signer’s language');
    assert.ok(text.includes('15. Jänner 2027'), 'the tenant’s date as Austrian German writes it');
    assert.ok(text.includes('31 January 2027'), 'the landlord’s in British English');
    assert.ok(text.includes('Zoë Ångström · unterschrieben am 24. November 2026, 11:23 UTC'));
    assert.ok(text.includes('Lars Landlord · signed 24 November 2026, 11:23 UTC'));
    assert.doesNotMatch(text, /2027-0\d-\d\d/, 'no date is stamped as stored');

    const alone = await saved(
      await renderDocument(template, pdf, { values: { start: '2027-02-01' }, locale: 'fr' }),
    );
    assert.ok((await textOf(alone)).includes('1 février 2027'), 'the document’s locale, before anyone signs');
  });

  test('a flow document writes the caption, dates and checkboxes in the language of whoever gave them', async () => {
    const inputs: TemplateInput[] = [
      { key: 'start', label: 'Start', type: 'date', required: true },
      { key: 'pets', label: 'Pets', type: 'checkbox', required: true },
      { key: 'moveIn', label: 'Move-in', type: 'date', role: 'Tenant', required: true },
    ];
    const template = {
      name: 'Lease',
      kind: 'flow' as const,
      roles: [{ name: 'Tenant' }],
      inputs,
      body: 'Start {{start}}. Pets {{pets}}. Move-in {{moveIn}}.',
    };
    const signers = [
      signer('Tenant', 'Zoë Ångström', 'de', { type: 'typed', text: 'Zoë' }, { moveIn: '2027-01-15' }),
    ];
    const text = await textOf(
      await saved(
        await renderDocument(template, undefined, { values: { start: '2027-02-01', pets: true }, signers }),
      ),
    );
    assert.ok(text.includes('Start 1. Februar 2027. Pets Ja. Move-in 15. Januar 2027.'), text);
    assert.ok(text.includes('Unterschrieben am 24. November 2026, 11:23 UTC'), text);
  });
});

describe('the ink map', () => {
  test('covers every pixel poppler prints, on a page with text, lines, shapes, an image and a turned page', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.HelveticaOblique);
    const page = doc.addPage([PAGE.width, PAGE.height]);
    write(page, font, 'Jiffy quilt jog: fjords & glyphs', 72, 60, 24);
    page.drawText('Turned text', { x: 400, y: 500, size: 14, font, rotate: degrees(30) });
    page.drawRectangle({
      x: 72,
      y: 300,
      width: 150,
      height: 60,
      borderColor: rgb(0.2, 0.2, 0.6),
      borderWidth: 3,
    });
    page.drawEllipse({ x: 400, y: 300, xScale: 40, yScale: 20, color: rgb(0.8, 0.1, 0.1) });
    page.drawRectangle({ x: 300, y: 600, width: 200, height: 100, color: rgb(1, 1, 1) }); // white: no ink
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(0.5, 0, 0, 0.5, 100, 100));
    page.drawText('Scaled down', { x: 0, y: 0, size: 30, font });
    page.pushOperators(popGraphicsState());
    const image = await doc.embedPng(png(100, 40, (x, y) => (x > 10 && x < 30) || (y > 30 && y < 36)));
    page.drawImage(image, { x: 300, y: 150, width: 200, height: 80 });
    const turned = doc.addPage([PAGE.height, PAGE.width]);
    turned.setRotation(degrees(90));
    turned.drawText('On a page turned a quarter', { x: 100, y: 300, size: 16, font });
    const pdf = await doc.save();
    const file = await saved(pdf);

    const maps = await templateInk(pdf, [1, 2]);
    for (const number of [1, 2]) {
      const map = maps.get(number)!;
      const pageImage = await rendered(file, number);
      let printed = 0;
      const missed: string[] = [];
      for (let y = 0; y < pageImage.height; y += 1) {
        for (let x = 0; x < pageImage.width; x += 1) {
          if (pageImage.at(x, y) >= WHITE) continue;
          printed += 1;
          if (!map.isInked(x + 0.5, y + 0.5)) missed.push(`${x},${y}`);
        }
      }
      assert.ok(printed > 100, `page ${number} has printing`);
      assert.deepEqual(
        missed.slice(0, 5),
        [],
        `page ${number}: ${missed.length} printed pixels outside the map`,
      );
    }
    const first = maps.get(1)!;
    assert.ok(first.isFree({ x: 310, y: 100, width: 180, height: 80 }), 'a white fill is paper');
    assert.ok(first.isFree({ x: 72, y: 510, width: 200, height: 90 }), 'blank paper is free');
    assert.ok(!first.isFree({ x: 330, y: 570, width: 20, height: 20 }), 'the image’s dark bar is ink');
    assert.ok(first.isFree({ x: 370, y: 565, width: 100, height: 50 }), 'its white pixels are not');
    assert.equal(await templateInk(pdf, [1]).then((again) => again.get(1)), first, 'read once, then kept');
    const unreadable = await templateInk(new TextEncoder().encode('%PDF-1.7 not really'), [1]);
    assert.equal(unreadable.get(1), null, 'no map for a file pdf.js cannot read: the page counts as ink');
  });
});

describe('the executed document', () => {
  let app: SigningApp;
  let templatePdf: Uint8Array;

  before(async () => {
    templatePdf = await formPdf();
    const field = (name: string, role: string, type: string, box: Box & { page: number }) => ({
      name,
      label: name,
      type,
      role,
      ...box,
    });
    app = await startSigningApp({
      template: {
        name: 'Lease',
        kind: 'coordinate',
        roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
        pdf: Buffer.from(templatePdf).toString('base64'),
        fields: [
          field('tenantSig', 'Tenant', 'signature', BOXES.tenant),
          field('landlordSig', 'Landlord', 'signature', BOXES.landlord),
          field('moveIn', 'Tenant', 'date', { page: 2, x: 72, y: 100, width: 200, height: 18 }),
        ],
      },
    });
  });

  after(async () => {
    await app?.close();
  });

  test('signed through the signing pages, its captions stay off the printing and read in each signer’s language', async () => {
    const sent = await sendForSignature(app, {
      submitters: [
        { role: 'Tenant', name: 'Zoë Ångström', email: 'zoe@tenant.test', locale: 'de' },
        { role: 'Landlord', name: 'Lars Landlord', email: 'lars@landlord.test' },
      ],
      values: {},
    });
    const opened = await request(app.t.url, 'POST', `/sign/${sent.tokens[0]}/open`);
    assert.ok(opened.status < 300, JSON.stringify(opened.body));
    const tenant = await complete(app.t.url, sent.tokens[0], {
      consent: true,
      signature: { type: 'drawn', image: drawnSignature() },
      values: { moveIn: '2027-01-15' },
    });
    assert.equal(tenant.status, 200, JSON.stringify(tenant.body));
    const landlord = await complete(app.t.url, sent.tokens[1], {
      consent: true,
      signature: typed('Lars Landlord'),
    });
    assert.equal(landlord.status, 200, JSON.stringify(landlord.body));

    const executed = await saved((await downloadExecuted(app, sent.id)).body);
    const templateFile = await saved(templatePdf);
    const { covered, changed } = await stampsOverInk(templateFile, executed, 1, [
      BOXES.tenant,
      BOXES.landlord,
    ]);
    assert.deepEqual(covered.slice(0, 5), [], `${covered.length} printed pixels covered`);
    assert.ok(changed > 50, 'captions (and the footer) were drawn');
    const text = await textOf(executed);
    assert.match(text, /Zoë Ångström · unterschrieben am \d{1,2}\. \p{L}+ \d{4}, \d\d:\d\d UTC/u);
    assert.match(text, /Lars Landlord · signed \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC/);
    assert.ok(text.includes('15. Januar 2027'), 'the tenant’s date, in German');
  });
});
