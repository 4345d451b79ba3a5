// Pages larger than any PDF page may be (issue 26 review): an upload holding one is refused with the
// 400 without code that every unusable PDF gets, naming the page; a template stored before that
// still renders, and its signature captions are placed against an ink map that is all ink and holds
// no bits, instead of a bitmap of the whole page (1.25 GB for a page of 100,000 points) on every render.
import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../src/platform/errors.ts';
import { parseTemplateDefinition } from '../src/templates/definition.ts';
import { renderDocument } from '../src/templates/render/index.ts';
import { InkMap } from '../src/templates/render/ink-map.ts';

async function pdfOfPages(sizes: Array<[number, number]>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const size of sizes) doc.addPage(size);
  return doc.save();
}

const coordinate = (pdf: Uint8Array) => ({
  name: 'Banner',
  kind: 'coordinate',
  roles: [{ name: 'Tenant' }],
  pdf: Buffer.from(pdf).toString('base64'),
  fields: [],
});

test('an upload with a page larger in area than 14,400 points square is a 400 naming the page', async () => {
  const pdf = await pdfOfPages([
    [612, 792],
    [20_000, 20_000],
  ]);
  await assert.rejects(parseTemplateDefinition(coordinate(pdf)), (error) => {
    assert.ok(error instanceof AppError, `expected an AppError, got ${error}`);
    assert.equal(error.statusCode, 400);
    assert.equal(error.code, undefined, 'an unusable PDF is a 400 without code');
    assert.equal(
      error.message,
      'pdf page 2 is 20000 × 20000 points, larger in area than the largest page PDF allows ' +
        '(14,400 × 14,400 points, 200 inches square)',
    );
    return true;
  });
});

test('the largest page PDF allows, and a long narrow page, are accepted', async () => {
  for (const size of [
    [14_400, 14_400],
    [612, 30_000],
  ] as Array<[number, number]>) {
    const { template } = await parseTemplateDefinition(coordinate(await pdfOfPages([size])));
    assert.ok(template.pdf, `${size.join(' × ')}`);
  }
});

test('an all-ink map holds no bits, whatever the size of its page', () => {
  const map = InkMap.everywhere(20_000, 20_000);
  assert.equal(map.byteLength, 0);
  assert.equal(map.isFree({ x: 100, y: 100, width: 50, height: 20 }), false);
  assert.equal(map.isInked(10_000.5, 10_000.5), true);
  map.mark(0, 0, 10, 10);
  assert.equal(map.byteLength, 0, 'marking it allocates nothing either');
});

test('a stored template of a 20,000-point page renders its caption without a bitmap of the page', async () => {
  const pdf = await pdfOfPages([[20_000, 20_000]]);
  const template = {
    name: 'Banner',
    kind: 'coordinate' as const,
    roles: [{ name: 'Tenant' }],
    inputs: [
      {
        key: 'sig',
        label: 'Signature',
        type: 'signature' as const,
        role: 'Tenant',
        required: true,
        page: 1,
        x: 1000,
        y: 1000,
        width: 180,
        height: 48,
      },
    ],
  };
  const signers = [
    {
      role: 'Tenant',
      name: 'Tess Tenant',
      email: 'tess@tenant.test',
      values: {},
      signature: { type: 'typed' as const, text: 'Tess Tenant' },
      signedAt: new Date('2026-11-24T11:23:00.000Z'),
      locale: 'en',
    },
  ];
  // Every map the caption's placement consults: none may hold a bitmap of this page.
  const isFree = mock.method(InkMap.prototype, 'isFree');
  try {
    const rendered = await renderDocument(template, pdf, { values: {}, signers });
    assert.equal((await PDFDocument.load(rendered)).getPageCount(), 1);
    assert.ok(isFree.mock.callCount() > 0, "the caption was placed against the page's ink");
    for (const call of isFree.mock.calls) assert.equal((call.this as InkMap).byteLength, 0);
  } finally {
    isFree.mock.restore();
  }
});
