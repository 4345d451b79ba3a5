// POST /api/v1/templates/detect (issue 33 item 4) over HTTP: proposals for a form, with document and
// page, for one PDF and for several documents; nothing stored, nothing metered; the body checked as
// create checks it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { leaseWithUnderscores } from './detect-set/forms.ts';
import { wordForm } from './detect-set/office.ts';
import { denseText, rotatedPage } from './detect-set/pages.ts';
import { matchDocument } from './detect-set/score.ts';
import type { SetDocument } from './detect-set/sheet.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let form: SetDocument;
let rotated: SetDocument;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'starter');
  form = await leaseWithUnderscores();
  rotated = await rotatedPage();
});
after(async () => {
  await t.close();
});

const api = (method: string, p: string, body?: unknown) =>
  request(t.url, method, `/api/v1${p}`, { token: tenant.apiKey, body });
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('detecting fields over HTTP', () => {
  test("a form's signature, date and name lines come back as proposals in create's field shape", async () => {
    const reply = await api('POST', '/templates/detect', { pdf: base64(form.pdf) });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const fields = reply.body.fields as Array<Record<string, unknown>>;
    assert.deepEqual(
      fields.map((f) => [f.type, f.label, f.document, f.page]),
      [
        ['signature', 'Signature', 1, 1],
        ['date', 'Date', 1, 1],
        ['text', 'Printed name', 1, 1],
        ['signature', 'Signature', 1, 1],
        ['date', 'Date', 1, 1],
        ['text', 'Printed name', 1, 1],
      ],
    );
    for (const f of fields) {
      assert.deepEqual(Object.keys(f).sort(), [
        'confidence',
        'document',
        'height',
        'label',
        'page',
        'type',
        'width',
        'x',
        'y',
      ]);
    }
    // Every box lies over the line it was found on.
    const score = matchDocument(form, fields as never);
    assert.deepEqual([score.missed, score.wrong], [[], []]);
  });

  test('with documents, each proposal names its document and its page within it', async () => {
    const reply = await api('POST', '/templates/detect', {
      documents: [
        { name: 'Cover letter', pdf: base64((await denseText()).pdf) },
        { name: 'Lease', pdf: base64(form.pdf) },
        { name: 'Schedule', pdf: base64(rotated.pdf) },
      ],
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const fields = reply.body.fields as Array<{ document: number; page: number; type: string }>;
    // The dense cover letter has none; the lease's six are on its page 1; the schedule's turned page 2.
    assert.deepEqual([...new Set(fields.map((f) => `${f.document}:${f.page}`))], ['2:1', '3:1', '3:2']);
    assert.equal(fields.filter((f) => f.document === 2).length, 6);
    const schedule = fields.filter((f) => f.document === 3);
    const score = matchDocument(rotated, schedule.map((f) => ({ ...f, document: undefined })) as never);
    assert.deepEqual([score.missed, score.wrong], [[], []]);
  });

  test('a Word file among the documents is converted as create converts it, and its blanks are found', async () => {
    const word = wordForm();
    const reply = await api('POST', '/templates/detect', {
      documents: [{ name: 'Agreement', file: base64(word.docx), filename: 'agreement.docx' }],
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const fields = reply.body.fields as Array<{
      document: number;
      page: number;
      type: string;
      label: string;
    }>;
    assert.deepEqual(
      fields.map((f) => [f.type, f.document, f.page]),
      word.types.map((type) => [type, 1, 1]),
    );
    assert.deepEqual(
      fields.map((f) => f.label),
      ['Name', 'Signature', 'Date', 'I agree to the terms', 'Send me the newsletter'],
    );
  });

  test('nothing is stored and nothing is metered', async () => {
    const usage = await request(t.url, 'GET', '/api/v1/esign/usage', { token: tenant.apiKey });
    const listed = await api('GET', '/templates');
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await api('POST', '/templates/detect', { pdf: base64(form.pdf) })).status, 200);
    }
    assert.deepEqual((await api('GET', '/templates')).body.total, listed.body.total);
    assert.deepEqual(
      (await request(t.url, 'GET', '/api/v1/esign/usage', { token: tenant.apiKey })).body,
      usage.body,
    );
  });

  test('a body create would refuse is a 400 saying why', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ pdf: 'not base64!' }, /pdf must be base64-encoded/],
      [{ pdf: Buffer.from('hello, world').toString('base64') }, /not a PDF document/],
      [{}, /pdf or documents is required/],
      [{ pdf: base64(form.pdf), documents: [] }, /exactly one of pdf and documents/],
      [{ documents: [{ name: 'Lease', pdf: 'nope!' }] }, /documents\[0\]\.pdf must be base64/],
      [{ pdf: base64(form.pdf), fields: [] }, /unknown property "fields"/],
    ];
    for (const [body, message] of cases) {
      const reply = await api('POST', '/templates/detect', body);
      assert.equal(reply.status, 400, JSON.stringify(body).slice(0, 80));
      assert.match(reply.body.message, message);
    }
  });

  test('without an API key it is a 401', async () => {
    const reply = await request(t.url, 'POST', '/api/v1/templates/detect', {
      body: { pdf: base64(form.pdf) },
    });
    assert.equal(reply.status, 401);
  });
});
