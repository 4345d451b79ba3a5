// Text tags (issue 33 item 1), the module alone: every {{…}} in a PDF's text becomes a field where
// the tag was, the tag's text leaves the PDF (pdftotext finds no {{) while every other word stays
// exactly where it was, and a malformed tag is a problem naming the document, page and tag. PDFs made
// by pdf-lib (a standard font, an embedded one, a tag alone in its show operator, sharing one, split
// over several) and by LibreOffice from an OpenDocument and a Word file whose tags are cut into runs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, PDFName, type PDFPage, StandardFonts } from '../src/platform/pdf.ts';
import { fieldBox, parseTag, takeTags } from '../src/templates/found-fields/tags.ts';
import { fitText } from '../src/templates/render/fit.ts';
import { boxPad } from '../src/templates/render/fit-rule.ts';
import { convert, libreOffice, pdfText, pdfWords, renderPages, type Word } from './found-fields-support.ts';

const OPTIONS = { document: 'document "Lease"', roles: ['Tenant', 'Landlord'] };

async function pdfWith(draw: (page: PDFPage, font: PDFFont) => void, embedded = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  let font: PDFFont;
  if (embedded) {
    doc.registerFontkit(fontkit);
    const dir = path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
    font = await doc.embedFont(readFileSync(path.join(dir, 'ttf', 'DejaVuSans.ttf')), { subset: true });
  } else font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  draw(page, font);
  doc.addPage([595, 842]);
  return doc.save();
}

/** Words that are not tags (nor pieces of one) keep their boxes to a hundredth of a point. */
function assertOtherWordsKept(before: Word[], after: Word[]): void {
  const kept = before.filter((w) => !/[{}]/.test(w.text) && !/[;=]/.test(w.text));
  const key = (w: Word) =>
    `${w.page}:${w.text}:${w.xMin.toFixed(2)}:${w.yMin.toFixed(2)}:${w.xMax.toFixed(2)}`;
  assert.deepEqual(after.map(key).sort(), kept.map(key).sort());
}

async function taken(pdf: Uint8Array, options = OPTIONS) {
  const problems: string[] = [];
  const result = await takeTags(pdf, options, problems);
  return { ...result, problems };
}

describe('tags in a PDF made by pdf-lib', () => {
  test('a tag alone in its show operator and one sharing it become fields, and their text leaves the PDF', async () => {
    const pdf = await pdfWith((page, font) => {
      page.drawText('Lease agreement between the parties.', { x: 72, y: 760, size: 12, font });
      page.drawText('{{tenantSig;type=signature;role=Tenant;label=Tenant signature}}', {
        x: 72,
        y: 640,
        size: 10,
        font,
      });
      page.drawText('Rent: {{rent;type=number;min=1;max=9000}} per month, paid on time.', {
        x: 72,
        y: 600,
        size: 12,
        font,
      });
    });
    const { pdf: out, fields, problems } = await taken(pdf);
    assert.deepEqual(problems, []);
    assert.equal(fields.length, 2);
    const [sig, rent] = fields;
    assert.deepEqual(
      {
        name: sig.name,
        type: sig.type,
        role: sig.role,
        label: sig.label,
        required: sig.required,
        page: sig.page,
      },
      {
        name: 'tenantSig',
        type: 'signature',
        role: 'Tenant',
        label: 'Tenant signature',
        required: true,
        page: 1,
      },
    );
    assert.deepEqual(
      { name: rent.name, type: rent.type, min: rent.min, max: rent.max, label: rent.label, role: rent.role },
      { name: 'rent', type: 'number', min: 1, max: 9000, label: 'rent', role: undefined },
    );
    const words = await pdfWords(pdf);
    const tagWord = words.find((w) => w.text.startsWith('{{rent'))!;
    // The box is where the tag was: its left edge, at least its width, on its line.
    assert.ok(Math.abs(rent.x - tagWord.xMin) < 1, `rent x ${rent.x} vs ${tagWord.xMin}`);
    assert.ok(rent.width >= tagWord.xMax - tagWord.xMin - 1);
    assert.ok(rent.y < tagWord.yMax && rent.y + rent.height > tagWord.yMin);
    // Its value is stamped at the tag's own 12 pt, as the sentence around it, not shrunk to the
    // height of the tag's glyphs less the box's padding (the newcomer's 8 pt number).
    const pad = boxPad(rent.width, rent.height);
    const stamped = fitText('regular', '1250', rent.width - 2 * pad, rent.height - 2 * pad);
    assert.ok(Math.abs(stamped.size - 12) < 0.01, `the rent is stamped at ${stamped.size} pt`);
    const middle = (tagWord.yMin + tagWord.yMax) / 2;
    assert.ok(
      Math.abs(rent.y + rent.height / 2 - middle) < 1,
      'centred on the tag’s line, near its baseline',
    );
    // A signature grows upward to the builder's 48 points from the tag's bottom, under the text above.
    const sigWord = words.find((w) => w.text.startsWith('{{tenantSig'))!;
    assert.equal(sig.height, 48);
    assert.ok(Math.abs(sig.y + sig.height - sigWord.yMax) < 2.5, `${sig.y + sig.height} vs ${sigWord.yMax}`);
    assert.ok(sig.width >= sigWord.xMax - sigWord.xMin - 1);

    const text = await pdfText(out);
    assert.ok(!text.includes('{{') && !text.includes('}}'), text);
    assert.match(text, /Rent:\s+per month, paid on time\./);
    assertOtherWordsKept(words, await pdfWords(out));
  });

  test('a tag drawn in pieces by several show operators is found whole and removed whole', async () => {
    const pdf = await pdfWith((page, font) => {
      const size = 11;
      let x = 72;
      for (const piece of ['Date: ', '{{', 'start', ';type=date', '}}', ' (first day)']) {
        page.drawText(piece, { x, y: 700, size, font });
        x += font.widthOfTextAtSize(piece, size);
      }
    });
    const { pdf: out, fields, problems } = await taken(pdf);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      fields.map((f) => [f.name, f.type]),
      [['start', 'date']],
    );
    const text = await pdfText(out);
    assert.ok(!text.includes('{{') && !text.includes('start'), text);
    assert.match(text, /Date:\s+\(first day\)/);
    assertOtherWordsKept(await pdfWords(pdf), await pdfWords(out));
  });

  test('tags in an embedded (Identity-H) font are read through its ToUnicode map and removed', async () => {
    const pdf = await pdfWith((page, font) => {
      page.drawText('Größe: {{size;type=select;options=S|M|L;required=false}} Ende', {
        x: 72,
        y: 700,
        size: 12,
        font,
      });
    }, true);
    const { pdf: out, fields, problems } = await taken(pdf);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      fields.map((f) => [f.name, f.type, f.options, f.required]),
      [['size', 'select', ['S', 'M', 'L'], false]],
    );
    const text = await pdfText(out);
    assert.ok(!text.includes('{{'), text);
    assert.match(text, /Größe:\s+Ende/);
    assertOtherWordsKept(await pdfWords(pdf), await pdfWords(out));
  });

  /** A page drawing forms `levels` deep, each drawing the next ten times, the last the tagged page. */
  async function nestedForms(levels: number): Promise<Uint8Array> {
    const source = await pdfWith((page, font) => {
      page.drawText('Initials: {{ini;type=initials;role=Tenant}}', { x: 72, y: 800, size: 10, font });
    });
    const doc = await PDFDocument.create();
    const [embedded] = await doc.embedPdf(source, [0]);
    const page = doc.addPage([595, 842]);
    let inner = embedded.ref;
    for (let level = 0; level < levels; level++) {
      const draws = Array.from({ length: 10 }, (_, i) => `q 1 0 0 1 0 ${-i} cm /F Do Q`).join('\n');
      inner = doc.context.register(
        doc.context.flateStream(draws, {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, 595, 842],
          Resources: { XObject: { F: inner } },
        }),
      );
    }
    page.node.setXObject(PDFName.of('Outer'), inner);
    page.node.addContentStream(doc.context.register(doc.context.flateStream('/Outer Do')));
    return doc.save();
  }

  test('a tag inside a form XObject drawn many times is found once and removed', async () => {
    const { pdf: out, fields, problems } = await taken(await nestedForms(2));
    assert.deepEqual(problems, []);
    assert.deepEqual(
      fields.map((f) => f.name),
      ['ini'],
    );
    const text = await pdfText(out);
    assert.ok(!text.includes('{{'), text);
    assert.match(text, /Initials:/);
  });

  test('forms nested ten deep, each drawn ten times, are read once each, not a billion times', async () => {
    const started = performance.now();
    const { fields } = await taken(await nestedForms(9));
    assert.ok(performance.now() - started < 5000);
    assert.deepEqual(
      fields.map((f) => f.name),
      ['ini'],
    );
  });

  test('a PDF without tags comes back byte for byte', async () => {
    const pdf = await pdfWith((page, font) =>
      page.drawText('No tags { here } at all', { x: 72, y: 700, font }),
    );
    const { pdf: out, fields } = await taken(pdf);
    assert.equal(out, pdf);
    assert.deepEqual(fields, []);
  });

  test('the page otherwise renders the same', async () => {
    const pdf = await pdfWith((page, font) => {
      page.drawText('Signed by the tenant', { x: 72, y: 700, size: 12, font });
      page.drawRectangle({ x: 72, y: 500, width: 200, height: 1 });
    });
    const tagged = await pdfWith((page, font) => {
      page.drawText('Signed by the tenant', { x: 72, y: 700, size: 12, font });
      page.drawRectangle({ x: 72, y: 500, width: 200, height: 1 });
      page.drawText('{{sig;type=signature;role=Tenant}}', { x: 72, y: 510, size: 10, font });
    });
    const { pdf: out } = await taken(tagged);
    const [plain, cleaned] = await Promise.all([renderPages(pdf), renderPages(out)]);
    assert.ok(plain[0].equals(cleaned[0]), 'the page without its tag renders as the page never tagged');
  });
});

describe('tag problems name the document, the page and the tag', () => {
  test('a name used twice, an unknown role or type, and malformed tags', async () => {
    const pdf = await pdfWith((page, font) => {
      page.drawText('{{a}} and {{a;type=date}}', { x: 72, y: 760, size: 10, font });
      page.drawText('{{b;role=Guest}} {{c;type=colour}} {{1d}} {{e;colour=red}} {{f;oops}}', {
        x: 72,
        y: 700,
        size: 10,
        font,
      });
      page.drawText('{{g;type=signature}} {{h;required=maybe}} {{i;min=x}}', {
        x: 72,
        y: 660,
        size: 10,
        font,
      });
      page.drawText('{{unclosed;type=text', { x: 72, y: 620, size: 10, font });
    });
    const { problems } = await taken(pdf);
    const at = 'document "Lease", page 1: tag';
    const expected = [
      `${at} {{a;type=date}} uses the name "a" already used by document "Lease", page 1: tag {{a}}`,
      `${at} {{b;role=Guest}} names the role "Guest", which is not one of the template's roles (Tenant, Landlord)`,
      `${at} {{c;type=colour}} has an unknown type "colour" (one of text, number, date, email, checkbox, select, signature, initials, radio, multiple, phone)`,
      `${at} {{1d}} must start with the field's name`,
      `${at} {{e;colour=red}} has an unknown attribute "colour"`,
      `${at} {{f;oops}} has "oops" where an attribute such as type=signature belongs`,
      `${at} {{g;type=signature}} is a signature and needs role=`,
      `${at} {{h;required=maybe}} has required=maybe`,
      `${at} {{i;min=x}} has min=x: it must be a number`,
      `${at} {{unclosed;type=text is not closed with }}`,
    ];
    assert.equal(problems.length, expected.length, problems.join('\n'));
    for (const start of expected) {
      assert.ok(
        problems.some((p) => p.startsWith(start)),
        `missing: ${start}\n${problems.join('\n')}`,
      );
    }
  });

  test('a tag on a later page is named by that page', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([595, 842]);
    doc.addPage([595, 842]).drawText('{{x;type=nope}}', { x: 72, y: 700, font });
    const { problems } = await taken(await doc.save());
    assert.match(problems[0], /^document "Lease", page 2: tag \{\{x;type=nope\}\} has an unknown type/);
  });
});

describe('parseTag and fieldBox', () => {
  test('defaults: type text, required, label the name, the sender’s field', () => {
    const problems: string[] = [];
    assert.deepEqual(parseTag('{{ clientName }}', 'at', [], problems), {
      name: 'clientName',
      label: 'clientName',
      type: 'text',
      required: true,
    });
    assert.deepEqual(problems, []);
  });

  test('a signature grows downward when growing up would cover text and the page has room below', () => {
    const tag = { x0: 72, y0: 100, x1: 200, y1: 112 };
    const above = { x0: 72, y0: 84, x1: 300, y1: 96 };
    const box = fieldBox(tag, 'signature', [above], { width: 595, height: 842 });
    assert.deepEqual(box, { x: 72, y: 100, width: 128, height: 48 });
    const free = fieldBox(tag, 'signature', [], { width: 595, height: 842 });
    assert.deepEqual(free, { x: 72, y: 64, width: 128, height: 48 });
  });

  test('with text above and below, a signature stops under the text above and takes the room below to 36 pt', () => {
    const tag = { x0: 72, y0: 100, x1: 200, y1: 112 };
    const above = { x0: 72, y0: 70, x1: 300, y1: 80 };
    const below = { x0: 72, y0: 116, x1: 300, y1: 128 };
    // Issue 44 item 20: at least 36 pt where the page allows: 32 above the tag's line, 4 more below it.
    assert.deepEqual(fieldBox(tag, 'signature', [above, below], { width: 595, height: 842 }), {
      x: 72,
      y: 80,
      width: 128,
      height: 36,
    });
  });
});

describe('the size of a tag’s field (issue 44 items 10 and 21)', () => {
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('a tag Word wrapped onto two lines makes its field from the first line, over neither its label nor the next line', async () => {
    const pdf = await pdfWith((page, font) => {
      page.drawText('Name of the applicant: {{applicantName;type=text;', { x: 72, y: 700, size: 11, font });
      page.drawText('label=Applicant}} Address of the applicant, as on the lease', {
        x: 72,
        y: 686,
        size: 11,
        font,
      });
    });
    const words = await pdfWords(pdf);
    const { fields, problems } = await taken(pdf);
    assert.deepEqual(problems, []);
    const [field] = fields;
    const label = words.find((w) => w.text === 'applicant:')!;
    const nextLine = words.find((w) => w.text === 'Address')!;
    assert.ok(
      field.x >= label.xMax - 0.5,
      `the field starts at ${field.x}, over its label (ends ${label.xMax})`,
    );
    assert.ok(
      field.y + field.height <= nextLine.yMin + 0.5,
      `the field reaches ${field.y + field.height}, the next line starts ${nextLine.yMin}`,
    );
    assert.ok(field.width >= 60, `at least the written minimum wide, not ${field.width}`);
  });

  test('a check-box tag is a small square at its start, however long its tag', async () => {
    const pdf = await pdfWith((page, font) => {
      page.drawText(
        '{{agree;type=checkbox;required=false;label=I agree to be contacted about this lease by e-mail}} I agree',
        {
          x: 72,
          y: 700,
          size: 10,
          font,
        },
      );
    });
    const words = await pdfWords(pdf);
    const { fields } = await taken(pdf);
    const [box] = fields;
    const tag = words.find((w) => w.text.startsWith('{{agree'))!;
    assert.ok(box.width <= 16 && box.width >= 11, `a square, not ${box.width} pt wide`);
    assert.ok(Math.abs(box.width - box.height) < 0.5, `square: ${box.width}×${box.height}`);
    assert.ok(Math.abs(box.x - tag.xMin) < 2, `at the tag’s start (${box.x} vs ${tag.xMin})`);
  });

  test('fields of tags on neighbouring lines never overlap, and each keeps its minimum where there is room', async () => {
    const pdf = await pdfWith((page, font) => {
      page.drawText('Date: {{signedOn;type=date;role=Tenant}}', { x: 72, y: 712, size: 10, font });
      page.drawText('Initials: {{tenantInitials;type=initials;role=Tenant}}', {
        x: 72,
        y: 700,
        size: 10,
        font,
      });
      page.drawText('Signature: {{tenantSig;type=signature;role=Tenant}}', { x: 72, y: 600, size: 10, font });
      page.drawText('Tenant', { x: 72, y: 590, size: 10, font });
    });
    const { fields, problems } = await taken(pdf);
    assert.deepEqual(problems, []);
    for (const a of fields)
      for (const b of fields)
        if (a !== b)
          assert.ok(!overlap(a, b), `${a.name} ${JSON.stringify(a)} overlaps ${b.name} ${JSON.stringify(b)}`);
    const sig = fields.find((f) => f.name === 'tenantSig')!;
    assert.ok(sig.height >= 36, `a signature at least 36 pt tall, not ${sig.height}`);
  });
});

describe('tags in documents made by LibreOffice', () => {
  const paragraphs = [
    'Tenancy agreement between the parties named below.',
    '',
    '',
    '',
    '',
    'Signed: {{<text:span text:style-name="B">tenantSig</text:span>;type=signature;<text:span text:style-name="R">role=Tenant</text:span>}}',
    'Move-in date {{moveIn;type=date;label=Move-in date}} and nothing else.',
  ];

  for (const via of ['odt', 'docx'] as const) {
    test(`from ${via === 'odt' ? 'an OpenDocument' : 'a Word'} file whose tag is cut into runs`, async () => {
      const file = await libreOffice(paragraphs, via);
      const pdf = await convert(file, `lease.${via}`, 'pdf');
      const before = await pdfText(pdf);
      assert.match(before, /\{\{tenantSig;type=signature;role=Tenant\}\}/);
      const { pdf: out, fields, problems } = await taken(pdf);
      assert.deepEqual(problems, []);
      assert.deepEqual(
        fields.map((f) => [f.name, f.type, f.role, f.label]),
        [
          ['tenantSig', 'signature', 'Tenant', 'tenantSig'],
          ['moveIn', 'date', undefined, 'Move-in date'],
        ],
      );
      const text = await pdfText(out);
      assert.ok(!text.includes('{{') && !text.includes('}}'), text);
      assert.match(text, /Signed:/);
      assert.match(text, /Move-in date\s+and nothing else\./);
      const words = await pdfWords(pdf);
      assertOtherWordsKept(words, await pdfWords(out));
      // The signature has room above it (four empty paragraphs) and grows into it, not over the title.
      const title = words.find((w) => w.text === 'Tenancy')!;
      assert.equal(fields[0].height, 48);
      assert.ok(fields[0].y >= title.yMax - 1, `${fields[0].y} under ${title.yMax}`);
    });
  }
});
