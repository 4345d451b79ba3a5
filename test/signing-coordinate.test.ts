// Signing a coordinate template (CONTRACT §4, §6, §8): the uploaded PDF is the document, shown in a
// frame of the signing page; each signer's fields and signature are stamped into their boxes, and
// the executed document is sealed like any other.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { request } from './helpers.ts';
import {
  complete,
  downloadExecuted,
  run,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  TINY_PNG,
  typed,
} from './signing-support.ts';

let app: SigningApp;
let dir: string;

async function leasePdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['Residential lease, page one', 'Residential lease, signatures']) {
    doc.addPage([595, 842]).drawText(text, { x: 72, y: 760, size: 14, font });
  }
  return Buffer.from(await doc.save()).toString('base64');
}

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-coordinate-'));
  app = await startSigningApp({
    template: {
      name: 'Lease',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
      pdf: await leasePdf(),
      fields: [
        {
          name: 'rent',
          label: 'Monthly rent',
          type: 'number',
          page: 1,
          x: 72,
          y: 120,
          width: 120,
          height: 18,
        },
        {
          name: 'moveIn',
          label: 'Move-in date',
          type: 'date',
          role: 'Tenant',
          page: 1,
          x: 72,
          y: 160,
          width: 120,
          height: 18,
        },
        {
          name: 'tenantSig',
          label: 'Tenant signature',
          type: 'signature',
          role: 'Tenant',
          page: 2,
          x: 72,
          y: 600,
          width: 180,
          height: 48,
        },
        {
          name: 'landlordSig',
          label: 'Landlord signature',
          type: 'signature',
          role: 'Landlord',
          page: 2,
          x: 300,
          y: 600,
          width: 180,
          height: 48,
        },
      ],
    },
  });
});

after(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('a coordinate template is signed into its boxes and sealed: the tenant draws, the landlord types', async () => {
  const sent = await sendForSignature(app, {
    submitters: [
      { role: 'Tenant', name: 'Tess Tenant', email: 'tess@tenant.test' },
      { role: 'Landlord', name: 'Lars Landlord', email: 'lars@landlord.test' },
    ],
    values: { rent: 1250 },
  });

  const page = await request<string>(app.t.url, 'GET', `/sign/${sent.tokens[0]}`);
  assert.match(
    page.body,
    new RegExp(
      `<iframe class="document-pdf" title="The document \\(PDF\\)" src="/sign/${sent.tokens[0]}/document"`,
    ),
  );
  assert.match(page.body, /<label for="field-0">Move-in date/);
  assert.doesNotMatch(
    page.body,
    /data-key="tenantSig"/,
    'a signature box is filled by signing, not as a field',
  );

  const tenant = await complete(app.t.url, sent.tokens[0], {
    consent: true,
    signature: { type: 'drawn', image: TINY_PNG },
    values: { moveIn: '2027-01-15' },
  });
  assert.equal(tenant.status, 200, JSON.stringify(tenant.body));
  const landlord = await complete(app.t.url, sent.tokens[1], {
    consent: true,
    signature: typed('Lars Landlord'),
  });
  assert.equal(landlord.status, 200, JSON.stringify(landlord.body));
  assert.equal(landlord.body.requestStatus, 'completed');

  const file = path.join(dir, 'lease.pdf');
  await writeFile(file, (await downloadExecuted(app, sent.id)).body);
  const sig = (await run('pdfsig', [file])).output;
  assert.match(sig, /Signature Validation: Signature is Valid\./);
  assert.match(sig, /Total document signed/);
  assert.equal((await run('qpdf', ['--check', file])).code, 0);
  const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output;
  for (const value of [
    'Residential lease, signatures',
    '1250',
    '15 January 2027', // the tenant's date, as their language (English) writes it
    'Lars Landlord',
    'tess@tenant.test',
  ]) {
    assert.ok(text.includes(value), `"${value}" is in the executed document`);
  }
  const images = (await run('pdfimages', ['-list', file])).output;
  assert.match(images, /^\s+2\s+\d+\s+image/m, "the tenant's drawn signature is on page 2");
  // The sender's pages are numbered as pages of the whole file, and each signature is captioned.
  const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [file])).output)?.[1]);
  for (let n = 1; n <= pages; n += 1) {
    const page = (await run('pdftotext', ['-enc', 'UTF-8', '-f', String(n), '-l', String(n), file, '-']))
      .output;
    assert.ok(
      page.replace(/\s+/g, ' ').includes(`${sent.id} · Page ${n} of ${pages}`),
      `page ${n} of ${pages}`,
    );
  }
  assert.match(text, /Lars Landlord · signed \d{1,2} \w+ \d{4}, \d\d:\d\d UTC/);
  assert.match(text, /Tess Tenant · signed \d{1,2} \w+ \d{4}, \d\d:\d\d UTC/);
});
