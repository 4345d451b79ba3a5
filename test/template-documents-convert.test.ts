// Documents in other formats through the API (issue 32 item 2): a template of a Word file and a
// photo, each given as {name, file, filename}, published, sent and signed; the rendered and executed
// files show the Word text and the photo's A4 page, and the certificate shows each original filename
// with the SHA-256 of the file as sent and of the PDF made from it. No LibreOffice (SOFFICE_PATH
// pointing nowhere in the service's configuration, and `npm start`'s build with no soffice on PATH):
// the service runs, takes images and PDFs, and answers a Word file with conversion_unavailable. An
// extension we do not take, a Word file that is not one, a corrupt one: their 400s. Hostile Word
// files through the API: a macro-enabled document renamed .docx and one whose image links to a
// loopback server are taken without the macro running or the server being asked anything. Several
// files of one template are converted one after another (one conversion per workspace at a time), the first failure in order told.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { conversions } from '../src/documents/libreoffice.ts';
import { PDFDocument } from '../src/platform/pdf.ts';
import { countingServer, fakeSoffice, rasterImage, Scratch } from './document-conversion-support.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  DB_KIND,
  freshPostgresDatabase,
  operatorApi,
  request,
  spawnServer,
  startTestApp,
  type Tenant,
  type TestApp,
  waitFor,
} from './helpers.ts';
import { docmWithAutoOpen, docx, docxWithExternalImage } from './office-fixtures.ts';
import {
  complete,
  downloadExecuted,
  run,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  typed,
} from './signing-support.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

const scratch = new Scratch();
let dir: string;
let app: SigningApp;
let offer: Uint8Array;
let photo: Uint8Array;
let executed: string;

const FIELDS = [
  {
    name: 'salary',
    label: 'Salary',
    type: 'text',
    document: 1,
    page: 1,
    x: 72,
    y: 400,
    width: 200,
    height: 20,
  },
  {
    name: 'employeeSig',
    label: 'Signature',
    type: 'signature',
    role: 'Employee',
    document: 2,
    page: 1,
    x: 60,
    y: 500,
    width: 200,
    height: 40,
  },
];

function definition(documents: unknown, fields: unknown[] = FIELDS) {
  return { name: 'Hire', kind: 'coordinate', roles: [{ name: 'Employee' }], documents, fields };
}

const pageText = async (pdf: string, n: number) =>
  flat((await run('pdftotext', ['-enc', 'UTF-8', '-f', String(n), '-l', String(n), pdf, '-'])).output);
const pageSize = async (pdf: string, n: number) => {
  const info = (await run('pdfinfo', ['-f', String(n), '-l', String(n), pdf])).output;
  const [, w, h] = /Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/.exec(info) ?? [];
  return { width: Math.round(Number(w)), height: Math.round(Number(h)) };
};

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-convert-api-'));
  offer = await docx(['OFFER LETTER FOR ADA LOVELACE', 'We are pleased to offer you the position.']);
  photo = await rasterImage('jpeg', 800, 500, scratch);
  app = await startSigningApp({
    template: definition([
      { name: 'Offer letter', file: b64(offer), filename: 'Offer Letter.docx' },
      { name: 'ID photo', file: b64(photo), filename: 'id-photo.JPG' },
    ]),
  });
  const sent = await sendForSignature(app, {
    submitters: [{ role: 'Employee', name: 'Ada Lovelace', email: 'ada@employee.test' }],
    values: { salary: 'SALARY-90000' },
  });
  const signed = await complete(app.t.url, sent.tokens[0], {
    consent: true,
    signature: typed('Ada Lovelace'),
  });
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  const reply = await downloadExecuted(app, sent.id);
  assert.equal(reply.status, 200);
  executed = path.join(dir, 'executed.pdf');
  await writeFile(executed, reply.body);
});

after(async () => {
  await app?.close();
  await scratch.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a Word file and a photo as documents', () => {
  test('GET shows both documents with their original filenames, one page each', async () => {
    const got = await request(app.t.url, 'GET', `/api/v1/templates/${app.templateId}`, {
      token: app.tenant.apiKey,
    });
    assert.equal(got.status, 200);
    assert.deepEqual(got.body.documents, [
      { name: 'Offer letter', pages: 1, filename: 'Offer Letter.docx' },
      { name: 'ID photo', pages: 1, filename: 'id-photo.JPG' },
    ]);
  });

  test('the rendered file shows the Word text with the value, then the photo on a landscape A4 page', async () => {
    const rendered = await request(app.t.url, 'POST', `/api/v1/templates/${app.templateId}/render`, {
      token: app.tenant.apiKey,
      body: { values: { salary: 'SALARY-1' } },
    });
    assert.equal(rendered.status, 200);
    const out = path.join(dir, 'render.pdf');
    await writeFile(out, rendered.body);
    const first = await pageText(out, 1);
    assert.match(first, /OFFER LETTER FOR ADA LOVELACE We are pleased to offer you the position\./);
    assert.match(first, /SALARY-1/);
    assert.deepEqual(await pageSize(out, 1), { width: 595, height: 842 });
    assert.deepEqual(await pageSize(out, 2), { width: 842, height: 595 });
    const images = (await run('pdfimages', ['-f', '2', '-l', '2', '-list', out])).output;
    assert.match(images, /\s800\s+500\s/, images);
  });

  test('the executed file: the Word text and value, the photo page, and a certificate with each original filename and both hashes, sealed', async () => {
    assert.match(await pageText(executed, 1), /OFFER LETTER FOR ADA LOVELACE.*SALARY-90000/);
    assert.deepEqual(await pageSize(executed, 2), { width: 842, height: 595 });
    const all = flat((await run('pdftotext', ['-enc', 'UTF-8', executed, '-'])).output);
    for (const [name, filename, original] of [
      ['Offer letter', 'Offer Letter.docx', offer],
      ['ID photo', 'id-photo.JPG', photo],
    ] as const) {
      const pattern = new RegExp(
        `${name} Page \\d of this file Original file ${filename.replace('.', '\\.')} ` +
          'SHA-256 of the document as sent ([0-9a-f]{64}) ' +
          `SHA-256 of the original file \\(converted to PDF\\) ${sha256(original)}`,
      );
      const found = pattern.exec(all);
      assert.ok(found, `${name}: ${all}`);
      assert.notEqual(found[1], sha256(original), 'the PDF made is not the file sent');
    }
    assert.match((await run('pdfsig', [executed])).output, /Signature Validation: Signature is Valid\./);
  });
});

describe('the 400s of files', () => {
  const create = (body: unknown) =>
    request(app.t.url, 'POST', '/api/v1/templates', { token: app.tenant.apiKey, body });

  test('an extension we do not take: a 400 without code listing the extensions taken', async () => {
    const reply = await create(
      definition([{ name: 'Budget', file: b64(offer), filename: 'budget.xlsx' }], []),
    );
    assert.equal(reply.status, 400);
    assert.equal(reply.body.code, undefined);
    assert.match(
      reply.body.message,
      /"budget\.xlsx" is not a format we take: .*\.pdf \.docx \.odt \.doc \.rtf \.png \.jpg \.jpeg/,
    );
  });

  test('a Word file that is not one, and a corrupt one: conversion_failed naming the document', async () => {
    const html = new Uint8Array(Buffer.from('<html><body>Not Word</body></html>'));
    const notWord = await create(
      definition([{ name: 'Handbook', file: b64(html), filename: 'handbook.docx' }], []),
    );
    assert.equal(notWord.status, 400);
    assert.equal(notWord.body.code, 'conversion_failed');
    assert.equal(notWord.body.document, 'Handbook');
    assert.match(
      notWord.body.message,
      /Document "Handbook" could not be converted to PDF: the file is not a Word \(\.docx\) document/,
    );
    const corrupt = new Uint8Array(Buffer.from('PK\u0003\u0004 and nothing a ZIP reader can use'));
    const broken = await create(definition([{ name: 'NDA', file: b64(corrupt), filename: 'nda.docx' }], []));
    assert.equal(broken.status, 400);
    assert.equal(broken.body.code, 'conversion_failed');
    assert.match(broken.body.message, /Document "NDA" could not be converted to PDF: LibreOffice/);
  });
});

describe('hostile Word files through the API', () => {
  test('a macro-enabled document renamed .docx is taken without its macro running', async () => {
    const marker = path.join(dir, 'macro-ran.txt');
    const file = await docmWithAutoOpen('POLICY WITH A MACRO', marker);
    const made = await request(app.t.url, 'POST', '/api/v1/templates', {
      token: app.tenant.apiKey,
      body: definition([{ name: 'Policy', file: b64(file), filename: 'policy.docx' }], []),
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(existsSync(marker), false, 'Document_Open/AutoOpen did not run');
    const rendered = await request(app.t.url, 'POST', `/api/v1/templates/${made.body.id}/render`, {
      token: app.tenant.apiKey,
      body: { values: {} },
    });
    const out = path.join(dir, 'policy.pdf');
    await writeFile(out, rendered.body);
    assert.match(await pageText(out, 1), /POLICY WITH A MACRO/);
  });

  test('a .docx whose image links to a loopback server is taken without a request to it', async () => {
    const server = await countingServer();
    try {
      const file = await docxWithExternalImage('NDA WITH A LINKED LOGO', `${server.url}/logo.png`);
      const made = await request(app.t.url, 'POST', '/api/v1/templates', {
        token: app.tenant.apiKey,
        body: definition([{ name: 'NDA', file: b64(file), filename: 'nda.docx' }], []),
      });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.deepEqual(server.requests, []);
    } finally {
      await server.close();
    }
  });
});

describe('without LibreOffice', () => {
  let bare: TestApp;
  let tenant: Tenant;
  before(async () => {
    bare = await startTestApp({ SOFFICE_PATH: path.join(os.tmpdir(), 'no-such-dir', 'soffice') });
    tenant = await createTenant(bare);
  });
  after(() => bare?.close());

  test('SOFFICE_PATH pointing nowhere: a Word file is conversion_unavailable naming the package and SOFFICE_PATH; a photo is taken', async () => {
    const word = await request(bare.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: definition([{ name: 'Offer letter', file: b64(offer), filename: 'offer.docx' }], []),
    });
    assert.equal(word.status, 400);
    assert.equal(word.body.code, 'conversion_unavailable');
    assert.match(word.body.message, /libreoffice-writer-nogui/);
    assert.match(word.body.message, /SOFFICE_PATH/);
    const image = await request(bare.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: definition([{ name: 'ID photo', file: b64(photo), filename: 'photo.jpg' }], []),
    });
    assert.equal(image.status, 201, JSON.stringify(image.body));
  });

  test("`npm start`'s build runs with no soffice on PATH, takes a photo and refuses a Word file with conversion_unavailable", async () => {
    const emptyPath = await scratch.dir('cs-no-soffice-');
    const database = DB_KIND === 'postgres' ? await freshPostgresDatabase() : undefined;
    const server = await spawnServer({
      PATH: emptyPath,
      DATA_DIR: await scratch.dir('cs-no-soffice-data-'),
      ADMIN_TOKEN,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    try {
      const owner = await createTenant({ admin: operatorApi(server.url) });
      const word = await request(server.url, 'POST', '/api/v1/templates', {
        token: owner.apiKey,
        body: definition([{ name: 'Offer letter', file: b64(offer), filename: 'offer.docx' }], []),
      });
      assert.equal(word.status, 400, JSON.stringify(word.body));
      assert.equal(word.body.code, 'conversion_unavailable');
      const image = await request(server.url, 'POST', '/api/v1/templates', {
        token: owner.apiKey,
        body: definition([{ name: 'ID photo', file: b64(photo), filename: 'photo.jpg' }], []),
      });
      assert.equal(image.status, 201, JSON.stringify(image.body));
    } finally {
      await server.stop();
      await database?.drop();
    }
  });
});

describe('several files in one template', () => {
  let fake: TestApp;
  let tenant: Tenant;
  let record: string;
  before(async () => {
    record = await scratch.dir('cs-fake-soffice-');
    // A stand-in soffice: marks its start, waits for the test's word, then writes a real PDF (or
    // fails, for a file that ends with FAIL), so the test sees how conversions are scheduled.
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    await writeFile(path.join(record, 'page.pdf'), await doc.save());
    const soffice = await fakeSoffice(
      record,
      [
        'out=""; prev=""; input=""',
        'for a in "$@"; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; input="$a"; done',
        `touch ${record}/started.$$`,
        `while [ ! -e ${record}/release ]; do sleep 0.05; done`,
        `grep -q FAIL "$input" && exit 3`,
        `cp ${record}/page.pdf "$out/document.pdf"`,
      ].join('\n'),
    );
    fake = await startTestApp({ SOFFICE_PATH: soffice });
    tenant = await createTenant(fake);
  });
  after(() => fake?.close());

  const started = async () => (await readdir(record)).filter((name) => name.startsWith('started.'));

  test('are converted one after another (a workspace runs one conversion at a time), and all make the template', async () => {
    const files = await Promise.all([1, 2, 3].map((n) => docx([`Part ${n}`])));
    const reply = request(fake.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: definition(
        files.map((file, i) => ({ name: `Part ${i + 1}`, file: b64(file), filename: `part-${i + 1}.docx` })),
        [],
      ),
    });
    // A template's files ask for two conversions at a time, within the workspace's cap of three; the
    // fair queue runs one of the workspace's at a time (issue 43), so the second waits its turn and
    // the other slot stays free for another workspace's file.
    await waitFor(
      async () => (await started()).length === 1 && conversions.load().get(tenant.workspaceId)?.waiting === 1,
      'one running, one waiting',
    );
    assert.deepEqual(conversions.load().get(tenant.workspaceId), { running: 1, waiting: 1 });
    assert.equal((await started()).length, 1, 'the second has not started');
    await writeFile(path.join(record, 'release'), '');
    const made = await reply;
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(
      made.body.documents.map((d: { name: string }) => d.name),
      ['Part 1', 'Part 2', 'Part 3'],
    );
    assert.equal((await started()).length, 3);
  });

  test('of several that fail, the first in order is the one named', async () => {
    const ok = await docx(['Fine']);
    // Marked for the stand-in by a trailer after the ZIP (still a ZIP by its first bytes).
    const bad = new Uint8Array(Buffer.concat([await docx(['Bad']), Buffer.from('FAIL')]));
    // The second and the third fail; the message names the second, whichever ends first.
    const reply = await request(fake.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: definition(
        [
          { name: 'Fine', file: b64(ok), filename: 'fine.docx' },
          { name: 'Second', file: b64(bad), filename: 'second.docx' },
          { name: 'Third', file: b64(bad), filename: 'third.docx' },
        ],
        [],
      ),
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.code, 'conversion_failed');
    assert.equal(reply.body.document, 'Second');
    assert.match(
      reply.body.message,
      /Document "Second" could not be converted to PDF: LibreOffice stopped with exit code 3/,
    );
  });
});
