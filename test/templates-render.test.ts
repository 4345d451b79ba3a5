// Rendering (CONTRACT §4, the acceptance list): flow documents laid out with real wrapping
// and page breaks, coordinate PDFs stamped in their boxes, Unicode names surviving pdftotext, and
// every rendered file passing `qpdf --check`. Poppler and qpdf are the independent judges.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { AppError } from '../src/platform/errors.ts';
import { decodePngDataUrl, initialsOf, renderDocument } from '../src/templates/render/index.ts';
import type { SignerContribution, TemplateInput } from '../src/templates/types.ts';

const run = promisify(execFile);
const NAMES = ['Zoë Ångström', 'Łukasz Żółć', 'Nguyễn Văn An', 'Ђорђе'];
let dir: string;
let fileCount = 0;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'templates-render-'));
});
after(() => rm(dir, { recursive: true, force: true }));

/** Writes a rendered PDF and holds it to `qpdf --check`: every rendered PDF must be clean. */
async function saved(bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, `render-${++fileCount}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('qpdf', ['--check', file]); // non-zero exit (errors, warnings) rejects
  assert.match(stdout, /No syntax or stream encoding errors found/);
  return file;
}

async function textOf(file: string, page?: number): Promise<string> {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', ...range, file, '-']);
  return stdout;
}

async function pageCount(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)![1]);
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Words with their boxes in points from the page's top-left, as poppler sees them. */
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
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [
    ...stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({ xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4], text: decode(m[5]) }));
}

/** Page numbers holding images, from `pdfimages -list`. */
async function imagePages(file: string): Promise<number[]> {
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() && !/smask/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

async function pagesContaining(file: string, needle: string): Promise<number[]> {
  const pages: number[] = [];
  for (let page = 1; page <= (await pageCount(file)); page += 1) {
    if ((await textOf(file, page)).includes(needle)) pages.push(page);
  }
  return pages;
}

function assertInside(words: Word[], box: { x: number; y: number; width: number; height: number }) {
  assert.ok(words.length > 0, 'expected words in the box');
  for (const word of words) {
    const inside =
      word.xMin >= box.x - 0.5 &&
      word.yMin >= box.y - 0.5 &&
      word.xMax <= box.x + box.width + 0.5 &&
      word.yMax <= box.y + box.height + 0.5;
    assert.ok(inside, `"${word.text}" at ${JSON.stringify(word)} is outside ${JSON.stringify(box)}`);
  }
}

/** A small RGBA PNG with a diagonal stroke, as a signature pad would send. */
function pngDataUrl(width = 120, height = 40): string {
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
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const on = Math.abs(x / width - y / height) < 0.05;
      raw.set(on ? [10, 20, 90, 255] : [0, 0, 0, 0], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const variable = (key: string, extra: Partial<TemplateInput> = {}): TemplateInput => ({
  key,
  label: key,
  type: 'text',
  required: true,
  ...extra,
});

function flowTemplate(body: string, inputs: TemplateInput[], roles = ['Client', 'Company']) {
  return { name: 'NDA', kind: 'flow' as const, roles: roles.map((name) => ({ name })), body, inputs };
}

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';

describe('flow documents', () => {
  test('Unicode names come out of pdftotext exactly as they went in, in every face', async () => {
    const body = NAMES.map(
      (_, i) => `- Plain {{n${i}}}\n- **Bold {{n${i}}}**\n- *Italic {{n${i}}}*\n- ***Both {{n${i}}}***`,
    ).join('\n');
    const inputs = NAMES.map((_, i) => variable(`n${i}`));
    const values = Object.fromEntries(NAMES.map((name, i) => [`n${i}`, name]));
    const file = await saved(await renderDocument(flowTemplate(body, inputs), undefined, { values }));
    const text = await textOf(file);
    for (const name of NAMES) {
      for (const prefix of ['Plain', 'Bold', 'Italic', 'Both'])
        assert.ok(text.includes(`${prefix} ${name}`), `${prefix} ${name}`);
    }
  });

  test('a name typed with combining marks is printed in its composed (NFC) form', async () => {
    const decomposed = NAMES.map((name) => name.normalize('NFD'));
    const body = decomposed.map((_, i) => `Name {{n${i}}}.`).join('\n\n');
    const inputs = decomposed.map((_, i) => variable(`n${i}`));
    const values = Object.fromEntries(decomposed.map((name, i) => [`n${i}`, name]));
    const text = await textOf(
      await saved(await renderDocument(flowTemplate(body, inputs), undefined, { values })),
    );
    for (const name of NAMES) assert.ok(text.includes(`Name ${name}.`), name);
  });

  test('every character stays extractable after an earlier render used it only inside an accented letter', async () => {
    // "ć" is drawn from the glyphs of "c" and an accent; the fonts are shared across renders.
    await saved(await renderDocument(flowTemplate('Żółć ŻÓŁĆ ǅ', []), undefined, { values: {} }));
    const text = await textOf(
      await saved(await renderDocument(flowTemplate('second cZOLC', []), undefined, { values: {} })),
    );
    assert.match(text, /second cZOLC/);
  });

  test('a long document really paginates, with "Page N of M" on every page', async () => {
    const body = Array.from({ length: 60 }, (_, i) => `## Clause ${i + 1}\n\n${LOREM} ${LOREM}`).join('\n\n');
    const file = await saved(await renderDocument(flowTemplate(body, []), undefined, { values: {} }));
    const pages = await pageCount(file);
    assert.ok(pages >= 5, `expected at least 5 pages, got ${pages}`);
    for (let page = 1; page <= pages; page += 1) {
      assert.match(await textOf(file, page), new RegExp(`Page ${page} of ${pages}`));
    }
    // Each clause heading appears once, in order, across the pages.
    const all = await textOf(file);
    let at = -1;
    for (let i = 1; i <= 60; i += 1) {
      const next = all.indexOf(`Clause ${i}\n`);
      assert.ok(next > at, `Clause ${i} in order`);
      at = next;
    }
  });

  test('a value lands on the page its paragraph was laid out on, and only there', async () => {
    const body = `${Array.from({ length: 70 }, (_, i) => `Paragraph ${i + 1}. ${LOREM}`).join('\n\n')}\n\nMarker paragraph: {{marker}} ends here.`;
    const file = await saved(
      await renderDocument(flowTemplate(body, [variable('marker')]), undefined, {
        values: { marker: 'Łukasz Żółć' },
      }),
    );
    const valuePages = await pagesContaining(file, 'Łukasz Żółć');
    assert.equal(valuePages.length, 1);
    assert.ok(valuePages[0] >= 3, `expected the value after page breaks, on page ${valuePages[0]}`);
    assert.deepEqual(await pagesContaining(file, 'Paragraph 70.'), valuePages);
    assert.match(await textOf(file, valuePages[0]), /Marker paragraph: Łukasz Żółć ends here\./);
  });

  test('lines wrap within the margins, and a word longer than a line is split', async () => {
    const long = 'x'.repeat(200);
    const body = `${LOREM} ${LOREM} ${LOREM}\n\n${long}`;
    const file = await saved(await renderDocument(flowTemplate(body, []), undefined, { values: {} }));
    const words = await wordsOn(file, 1);
    const lines = new Set(words.filter((w) => w.text === 'Lorem').map((w) => Math.round(w.yMin)));
    assert.ok(lines.size >= 1 && words.filter((w) => w.text === 'Lorem').length === 3);
    const rows = new Set(words.map((w) => Math.round(w.yMin)));
    assert.ok(rows.size >= 6, 'three paragraphs of lorem and the long word take several lines');
    for (const word of words)
      assert.ok(word.xMax <= 595.28 - 64 + 0.5, `"${word.text}" overflows the right margin`);
    const xs = words.filter((w) => /^x+$/.test(w.text));
    assert.ok(xs.length >= 2, 'the long word is split across lines');
    assert.equal(xs.map((w) => w.text).join(''), long);
  });

  test('headings, numbered and bulleted lists, bold and italic runs are laid out', async () => {
    const body =
      '# Title\n\nIntro with **bold** and _italic_.\n\n1. first\n1. second\n   - nested\n1. third\n\n- bullet';
    const text = await textOf(
      await saved(await renderDocument(flowTemplate(body, []), undefined, { values: {} })),
    );
    for (const expected of [
      'Title',
      'Intro with bold and italic.',
      '1. first',
      '2. second',
      '• nested',
      '3. third',
      '• bullet',
    ]) {
      assert.ok(text.replace(/\s+/g, ' ').includes(expected), expected);
    }
  });

  test('a missing optional value renders as a blank line to write on', async () => {
    const inputs = [
      variable('name'),
      variable('notes', { required: false }),
      variable('agree', { type: 'checkbox' }),
    ];
    const body = 'Name: {{name}}. Notes: {{notes}}. Agreed: {{agree}}.';
    const file = await saved(
      await renderDocument(flowTemplate(body, inputs), undefined, { values: { name: 'Ђорђе', agree: true } }),
    );
    assert.match(await textOf(file), /Name: Ђорђе\. Notes: ________\. Agreed: Yes\./);
  });

  test('one signature block per role, in role order, with who signed and when', async () => {
    const roles = ['Client', 'Company', 'Witness'];
    const signers: SignerContribution[] = [
      {
        role: 'Company',
        name: 'Łukasz Żółć',
        email: 'lukasz@example.com',
        values: {},
        signature: { type: 'typed', text: 'Łukasz Żółć' },
        signedAt: new Date('2026-11-21T10:00:00.000Z'),
      },
      { role: 'Client', name: 'Zoë Ångström', email: 'zoe@example.com', values: {} },
    ];
    const file = await saved(
      await renderDocument(flowTemplate('# Agreement', [], roles), undefined, { values: {}, signers }),
    );
    const text = await textOf(file);
    const positions = roles.map((role) => text.indexOf(`${role}\n`));
    assert.ok(
      positions.every((p) => p >= 0) && positions[0] < positions[1] && positions[1] < positions[2],
      text,
    );
    assert.ok(text.includes('Name: Zoë Ångström') && text.includes('Email: zoe@example.com'));
    assert.ok(text.includes('Name: Łukasz Żółć') && text.includes('Email: lukasz@example.com'));
    assert.ok(text.includes('Signed 21 November 2026, 10:00 UTC'), 'the time as people read it');
    assert.equal(text.match(/Signed \d+ \w+ \d{4}/g)?.length, 1, 'only the signer who signed shows a time');
    assert.equal(text.match(/Łukasz Żółć/g)?.length, 2, 'the typed signature and the name line');
    assert.match(text, /Name: ________/, 'the Witness is not known yet');
  });

  test('signature blocks are never split across a page break', async () => {
    const roles = Array.from({ length: 10 }, (_, i) => `Role ${i + 1}`);
    const signers = roles.map((role, i) => ({
      role,
      name: `Signer ${i + 1}`,
      email: `s${i + 1}@example.com`,
      values: {},
    }));
    const body = Array.from({ length: 9 }, () => LOREM).join('\n\n');
    const file = await saved(
      await renderDocument(flowTemplate(body, [], roles), undefined, { values: {}, signers }),
    );
    assert.ok((await pageCount(file)) >= 3);
    for (let i = 1; i <= 10; i += 1) {
      const rolePages = await pagesContaining(file, `Role ${i}\n`);
      assert.equal(rolePages.length, 1);
      assert.deepEqual(await pagesContaining(file, `Name: Signer ${i}\n`), rolePages, `block ${i}`);
      assert.deepEqual(await pagesContaining(file, `Email: s${i}@example.com`), rolePages, `block ${i}`);
    }
  });

  test("a drawn signature is embedded as an image in its role's block", async () => {
    const signers: SignerContribution[] = [
      {
        role: 'Company',
        name: 'Nguyễn Văn An',
        email: 'an@example.com',
        values: {},
        signature: { type: 'drawn', image: pngDataUrl() },
        signedAt: new Date('2026-11-22T08:30:00.000Z'),
      },
    ];
    const body = Array.from({ length: 14 }, () => LOREM).join('\n\n');
    const file = await saved(
      await renderDocument(flowTemplate(body, []), undefined, { values: {}, signers }),
    );
    const pages = await pagesContaining(file, 'Name: Nguyễn Văn An');
    assert.deepEqual(await imagePages(file), pages);
    assert.ok((await textOf(file)).includes('Signed 22 November 2026, 08:30 UTC'));
  });

  test("signer variables in the body take the signer's values once given", async () => {
    const inputs = [variable('phone', { role: 'Client' })];
    const template = flowTemplate('Phone: {{phone}}.', inputs);
    const before = await textOf(await saved(await renderDocument(template, undefined, { values: {} })));
    assert.match(before, /Phone: ________\./);
    const signers = [
      { role: 'Client', name: 'Zoë', email: 'z@example.com', values: { phone: '+33 1 23 45 67 89' } },
    ];
    const afterText = await textOf(
      await saved(await renderDocument(template, undefined, { values: {}, signers })),
    );
    assert.match(afterText, /Phone: \+33 1 23 45 67 89\./);
  });
});

describe('coordinate documents', () => {
  let templatePdf: Uint8Array;
  let rotatedPdf: Uint8Array;

  before(async () => {
    const doc = await PDFDocument.create();
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 1; i <= 3; i += 1) {
      doc.addPage([612, 792]).drawText(`Lease page ${i}`, { x: 72, y: 740, size: 14, font: helvetica });
    }
    templatePdf = await doc.save();
    const rotated = await PDFDocument.create();
    rotated.addPage([792, 612]).setRotation(degrees(90));
    rotatedPdf = await rotated.save();
  });

  const field = (
    key: string,
    page: number,
    x: number,
    y: number,
    width: number,
    height: number,
    extra: Partial<TemplateInput> = {},
  ) => ({ ...variable(key), page, x, y, width, height, ...extra });

  function lease(inputs: Array<ReturnType<typeof field>>) {
    return { name: 'Lease', kind: 'coordinate' as const, roles: [{ name: 'Tenant' }], inputs };
  }

  test('sender values are stamped inside their boxes, measured from the top-left', async () => {
    const boxes = {
      rent: field('rent', 1, 72, 200, 120, 18, { type: 'number' }),
      tenant: field('tenant', 1, 300, 200, 200, 18),
      start: field('start', 3, 400, 700, 100, 16, { type: 'date' }),
    };
    const values = { rent: 1200.5, tenant: 'Zoë Ångström', start: '2026-11-21' };
    const file = await saved(await renderDocument(lease(Object.values(boxes)), templatePdf, { values }));
    const page1 = await wordsOn(file, 1);
    assertInside(
      page1.filter((w) => w.text === '1200.5'),
      boxes.rent,
    );
    assertInside(
      page1.filter((w) => w.text === 'Zoë' || w.text === 'Ångström'),
      boxes.tenant,
    );
    // A date reads as people write it (English without a signer), inside its box.
    const date = (await wordsOn(file, 3)).filter((w) => w.yMin > 690 && w.yMax < 720);
    assert.equal(date.map((w) => w.text).join(' '), '21 November 2026');
    assertInside(date, boxes.start);
    const text = await textOf(file);
    for (let i = 1; i <= 3; i += 1)
      assert.ok(text.includes(`Lease page ${i}`), 'the original content is kept');
  });

  test('a value lands on its own page and no other', async () => {
    const inputs = [field('name', 2, 72, 300, 250, 20)];
    const file = await saved(
      await renderDocument(lease(inputs), templatePdf, { values: { name: 'Nguyễn Văn An' } }),
    );
    assert.ok((await textOf(file, 2)).includes('Nguyễn Văn An'));
    assert.ok(!(await textOf(file, 1)).includes('Nguyễn'));
    assert.ok(!(await textOf(file, 3)).includes('Nguyễn'));
  });

  test('Unicode names come out of pdftotext exactly as they went in', async () => {
    const inputs = NAMES.map((_, i) => field(`n${i}`, 1, 72, 100 + i * 30, 300, 20));
    const values = Object.fromEntries(NAMES.map((name, i) => [`n${i}`, name]));
    const text = await textOf(await saved(await renderDocument(lease(inputs), templatePdf, { values })));
    for (const name of NAMES) assert.ok(text.includes(name), name);
  });

  test('text too wide for its box is shrunk to fit rather than overflowing', async () => {
    const short = field('short', 1, 72, 100, 200, 18);
    const long = field('long', 1, 72, 140, 200, 18);
    const values = {
      short: 'Ђорђе',
      long: 'Łukasz Żółć, Nguyễn Văn An and Zoë Ångström, jointly and severally',
    };
    const file = await saved(await renderDocument(lease([short, long]), templatePdf, { values }));
    const words = await wordsOn(file, 1);
    const shortWords = words.filter((w) => w.yMin >= 100 && w.yMax <= 118.5);
    const longWords = words.filter((w) => w.yMin >= 140 && w.yMax <= 158.5);
    assertInside(longWords, long);
    assert.equal(longWords.map((w) => w.text).join(' '), values.long, 'nothing was cut');
    const height = (w: Word) => w.yMax - w.yMin;
    assert.ok(height(longWords[0]) < height(shortWords[0]), 'the long value is set smaller');
  });

  test('a tall box wraps its text onto several lines', async () => {
    const box = field('address', 1, 72, 300, 150, 60);
    const values = { address: 'Zoë Ångström, 12 Rue de la Paix, Apartment 4B, 75002 Paris, France' };
    const words = await wordsOn(await saved(await renderDocument(lease([box]), templatePdf, { values })), 1);
    const inBox = words.filter((w) => w.yMin >= 299);
    assertInside(inBox, box);
    assert.ok(new Set(inBox.map((w) => Math.round(w.yMin))).size >= 2);
  });

  test('only as a last resort is text truncated, with an ellipsis, still inside its box', async () => {
    const box = field('tiny', 1, 72, 400, 60, 8);
    const values = { tiny: `${NAMES.join(' ')} `.repeat(10) };
    const words = await wordsOn(await saved(await renderDocument(lease([box]), templatePdf, { values })), 1);
    const inBox = words.filter((w) => w.yMin >= 399 && w.yMin < 420);
    assertInside(inBox, box);
    assert.ok(inBox[inBox.length - 1].text.endsWith('…'));
  });

  test('a ticked checkbox gets a check mark in its box; an unticked one stays empty', async () => {
    const yes = field('yes', 1, 300, 500, 14, 14, { type: 'checkbox' });
    const no = field('no', 1, 330, 500, 14, 14, { type: 'checkbox' });
    const file = await saved(
      await renderDocument(lease([yes, no]), templatePdf, { values: { yes: true, no: false } }),
    );
    const marks = (await wordsOn(file, 1)).filter((w) => w.text === '✔');
    assert.equal(marks.length, 1);
    // Poppler's word box spans the font's whole ascent and descent, so check the mark's middle.
    const [mark] = marks;
    assert.ok(mark.xMin >= yes.x - 0.5 && mark.xMax <= yes.x + yes.width + 0.5, JSON.stringify(mark));
    const middle = (mark.yMin + mark.yMax) / 2;
    assert.ok(middle > yes.y && middle < yes.y + yes.height, JSON.stringify(mark));
  });

  test("signer fields are left for signing, then carry the signer's values and signature", async () => {
    const inputs = [
      field('rent', 1, 72, 200, 120, 18, { type: 'number' }),
      field('phone', 2, 72, 200, 150, 18, { role: 'Tenant' }),
      field('sig', 2, 72, 600, 180, 48, { type: 'signature', role: 'Tenant' }),
      field('ini', 3, 500, 700, 40, 30, { type: 'initials', role: 'Tenant' }),
    ];
    const unsigned = await saved(await renderDocument(lease(inputs), templatePdf, { values: { rent: 950 } }));
    assert.doesNotMatch(await textOf(unsigned), /Zoë|ZÅ|\+33/);
    const signers: SignerContribution[] = [
      {
        role: 'Tenant',
        name: 'Zoë Ångström',
        email: 'zoe@example.com',
        values: { phone: '+33 1 23 45 67 89' },
        signature: { type: 'typed', text: 'Zoë Ångström' },
        signedAt: new Date('2026-11-21T10:00:00.000Z'),
      },
    ];
    const signed = await saved(
      await renderDocument(lease(inputs), templatePdf, { values: { rent: 950 }, signers }),
    );
    const page2 = await wordsOn(signed, 2);
    assertInside(
      page2.filter((w) => w.yMin > 150 && w.yMin < 250),
      inputs[1],
    );
    assert.ok(page2.some((w) => w.text === '+33'));
    const box = inputs[2] as { y: number; height: number };
    assertInside(
      page2.filter((w) => (w.text === 'Zoë' || w.text === 'Ångström') && w.yMin < box.y + box.height),
      inputs[2],
    );
    // Under the signature: who signed, and when.
    const caption = page2.filter((w) => w.yMin >= box.y + box.height && w.yMin < box.y + box.height + 12);
    assert.equal(caption.map((w) => w.text).join(' '), 'Zoë Ångström · signed 21 November 2026, 10:00 UTC');
    assertInside(
      (await wordsOn(signed, 3)).filter((w) => w.text === 'ZÅ'),
      inputs[3],
    );
  });

  test('a drawn signature is embedded as an image on its page', async () => {
    const inputs = [field('sig', 2, 72, 600, 180, 48, { type: 'signature', role: 'Tenant' })];
    const signers: SignerContribution[] = [
      {
        role: 'Tenant',
        name: 'Ђорђе',
        email: 'd@example.com',
        values: {},
        signature: { type: 'drawn', image: pngDataUrl() },
      },
    ];
    const file = await saved(await renderDocument(lease(inputs), templatePdf, { values: {}, signers }));
    assert.deepEqual(await imagePages(file), [2]);
  });

  test('boxes on a rotated page are placed as the page is displayed, text upright', async () => {
    const box = field('name', 1, 72, 72, 300, 20);
    const file = await saved(
      await renderDocument(lease([box]), rotatedPdf, { values: { name: 'Łukasz Żółć' } }),
    );
    const words = (await wordsOn(file, 1)).filter((w) => w.text === 'Łukasz' || w.text === 'Żółć');
    assert.equal(words.length, 2);
    assertInside(words, box);
    assert.ok(
      words[0].xMin < words[1].xMin && Math.abs(words[0].yMin - words[1].yMin) < 0.5,
      'reads left to right',
    );
  });

  test('a coordinate template cannot render without its PDF', async () => {
    await assert.rejects(renderDocument(lease([]), undefined, { values: {} }));
  });
});

describe('signature helpers', () => {
  test('initials are the first letter of each word of the typed name', () => {
    assert.equal(initialsOf('Zoë Ångström'), 'ZÅ');
    assert.equal(initialsOf('  łukasz   żółć '), 'ŁŻ');
  });

  test('a drawn signature must be a PNG data URL', () => {
    assert.ok(decodePngDataUrl(pngDataUrl()).length > 8);
    for (const bad of ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/png;base64,aGVsbG8=', 'hello']) {
      assert.throws(
        () => decodePngDataUrl(bad),
        (e: unknown) => e instanceof AppError && e.statusCode === 400,
      );
    }
  });
});
