// File and image fields (issue 34): a signer uploads to POST /sign/{token}/attachments (type by
// content, at most 10 MiB, their turn and their code first), gives the ids at complete (their own
// uploads only, at most maxFiles), and the executed PDF embeds the files under their names
// (pdfdetach -list) with the certificate listing each with its SHA-256; a sender's image comes as a
// data URL and is stored, never kept in the values; erasing the request leaves nothing of them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PDFDocument, PDFString, StandardFonts } from 'pdf-lib';
import { png } from './branding-images.ts';
import { distinctivePerson, pdfText, run, searchDatabase } from './erasure-support.ts';
import { ADMIN_TOKEN, createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;

const TEMPLATE = {
  name: 'Identity check',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Company' }],
  body: '# Identity check\n\nCompany stamp:\n\n{{stamp}}\n\nDocuments: {{idScan}}\n\nPhoto: {{photo}}',
  variables: [
    { key: 'stamp', label: 'Company stamp', type: 'image', required: false },
    { key: 'idScan', label: 'Identity document', type: 'file', role: 'Client', maxFiles: 2 },
    { key: 'photo', label: 'Photo', type: 'image', role: 'Client', required: false },
  ],
};
const stampPng = png(120, 60, { rgb: [200, 30, 30] });
const dataUrl = (bytes: Uint8Array, type = 'png') =>
  `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;

async function pdfSaying(text: string, withScript = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  if (withScript) {
    doc.catalog.set(
      doc.context.obj('OpenAction') as never,
      doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('boo')") }),
    );
  }
  return doc.save();
}

async function upload(
  token: string,
  bytes: Uint8Array,
  filename: string,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), filename);
  const res = await fetch(`${t.url}/sign/${token}/attachments`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

async function send(values: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const person = distinctivePerson();
  const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
    token: tenant.apiKey,
    body: {
      templateId,
      submitters: [
        { role: 'Client', name: person.name, email: person.email, ...extra },
        { role: 'Company', name: 'Cody Company', email: 'cody@company.test' },
      ],
      values,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const tokens: string[] = sent.body.submitters.map(
    (s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1],
  );
  return { id: sent.body.id as string, tokens, person };
}

const complete = (token: string, values: Record<string, unknown>) =>
  request(t.url, 'POST', `/sign/${token}/complete`, {
    body: { consent: true, signature: { type: 'typed', text: 'Signer' }, values },
  });

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  templateId = await publishedTemplate(t.url, tenant.apiKey, TEMPLATE);
});
after(async () => {
  await t?.close();
});

describe('file and image fields in a template', () => {
  test('a file field needs a role and maxFiles is 1 to 5, only on file fields', async () => {
    const bad = await request(t.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: {
        ...TEMPLATE,
        variables: [
          { key: 'stamp', label: 'Stamp', type: 'image', maxFiles: 2 },
          { key: 'idScan', label: 'ID', type: 'file' },
          { key: 'photo', label: 'Photo', type: 'file', role: 'Client', maxFiles: 6 },
        ],
      },
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /variables\[0\]\.maxFiles only applies to file fields/);
    assert.match(bad.body.message, /variables\[1\] is a file field and needs a role/);
    assert.match(bad.body.message, /variables\[2\]\.maxFiles must be a whole number from 1 to 5/);
    const shown = await request(t.url, 'GET', `/api/v1/templates/${templateId}`, { token: tenant.apiKey });
    assert.equal(shown.body.variables[1].maxFiles, 2);
  });
});

describe('POST /sign/{token}/attachments', () => {
  test('a PDF, PNG or JPEG by content, at most 10 MiB, only on the signer’s turn', async () => {
    const { tokens } = await send();
    const notYet = await upload(tokens[1], stampPng, 'x.png');
    assert.equal(notYet.status, 409);
    assert.equal(notYet.body.code, 'not_your_turn');
    const text = await upload(tokens[0], Buffer.from('hello, not a pdf'), 'looks.pdf');
    assert.equal(text.status, 415);
    assert.equal(text.body.code, 'unsupported_attachment');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    const tooLarge = await upload(tokens[0], big, 'big.pdf');
    assert.equal(tooLarge.status, 413, JSON.stringify(tooLarge.body));
    assert.equal(tooLarge.body.code, 'attachment_too_large');
    const image = await upload(tokens[0], stampPng, 'dir/photo.png');
    assert.equal(image.status, 201, JSON.stringify(image.body));
    assert.match(image.body.id, /^att_/);
    assert.equal(image.body.filename, 'photo.png');
    // An image is stored re-encoded (issue 43): the answer names the bytes stored, not those sent.
    const { rows } = await t.services.db.query<{ document_id: string }>(
      'SELECT document_id FROM signer_attachments WHERE id = $1',
      [image.body.id],
    );
    const stored = await t.services.documents.get(rows[0].document_id);
    assert.ok(stored);
    assert.equal(image.body.size, stored.length);
    assert.equal(image.body.sha256, createHash('sha256').update(stored).digest('hex'));
  });

  test('a file is named by what it was judged to be, without control characters (issue 44 items 5, 6)', async () => {
    const { tokens } = await send();
    const named = async (bytes: Uint8Array, given: string) => {
      const answer = await upload(tokens[0], bytes, given);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.filename as string;
    };
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    // A PNG with a page appended, sent as a page: kept (and later embedded) as a PNG.
    assert.equal(await named(Buffer.concat([stampPng, html]), 'p.html'), 'p.png');
    // A PDF that is also a page.
    assert.equal(await named(Buffer.concat([await pdfSaying('poly'), html]), 'poly.html'), 'poly.pdf');
    assert.equal(await named(stampPng, 'Scan.PNG'), 'Scan.png');
    assert.equal(await named(stampPng, 'version 1.2'), 'version 1.2.png');
    // Text-direction and C1 controls go: "invoice\u202Efdp.exe" would read "invoiceexe.pdf".
    assert.equal(await named(await pdfSaying('x'), 'invoice\u202Efdp\u0085.exe'), 'invoicefdp.pdf');
    const long = await named(stampPng, `${'a'.repeat(300)}.png`);
    assert.equal(long.length, 200);
    assert.ok(long.endsWith('.png'));
  });

  test('a PDF is stored without its active content', async () => {
    const { tokens } = await send();
    const scripted = await upload(tokens[0], await pdfSaying('scripted', true), 'scripted.pdf');
    assert.equal(scripted.status, 201, JSON.stringify(scripted.body));
    const { rows } = await t.services.db.query<{ document_id: string }>(
      'SELECT document_id FROM signer_attachments WHERE id = $1',
      [scripted.body.id],
    );
    const stored = await t.services.documents.get(rows[0].document_id);
    assert.ok(stored);
    assert.doesNotMatch(Buffer.from(stored).toString('latin1'), /JavaScript/);
  });

  test('a signer who must enter a code first is refused with 403 verification_required', async () => {
    const { tokens } = await send({}, { verification: { method: 'access_code', code: 'open-sesame' } });
    const refused = await upload(tokens[0], stampPng, 'x.png');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'verification_required');
  });
});

describe('values of file and image fields', () => {
  test('a sender’s image data URL is checked, stored, and kept in the values as an id', async () => {
    const bad = await request(t.url, 'POST', '/api/v1/esign/submissions', {
      token: tenant.apiKey,
      body: {
        templateId,
        submitters: [
          { role: 'Client', name: 'A', email: 'a@example.test' },
          { role: 'Company', name: 'B', email: 'b@example.test' },
        ],
        values: { stamp: 'data:image/png;base64,aGVsbG8=' },
      },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'invalid_values');
    assert.equal(bad.body.details[0].key, 'stamp');
    const { id } = await send({ stamp: dataUrl(stampPng) });
    const { rows } = await t.services.db.query<{ sender_values: Record<string, string> }>(
      'SELECT sender_values FROM signature_requests WHERE id = $1',
      [id],
    );
    assert.match(rows[0].sender_values.stamp, /^att_/);
    assert.doesNotMatch(JSON.stringify(rows[0].sender_values), /data:/);
  });

  test('complete takes only the signer’s own uploads, at most maxFiles, an image for an image', async () => {
    const { tokens } = await send();
    const other = await send();
    const theirs = await upload(other.tokens[0], await pdfSaying('theirs'), 'theirs.pdf');
    const a = await upload(tokens[0], await pdfSaying('a'), 'a.pdf');
    const b = await upload(tokens[0], await pdfSaying('b'), 'b.pdf');
    const c = await upload(tokens[0], stampPng, 'c.png');
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ idScan: [theirs.body.id] }, 'idScan', /did not upload/],
      [{ idScan: [a.body.id, b.body.id, c.body.id] }, 'idScan', /at most 2 files/],
      [{ idScan: ['att_00000000000000000000000000'] }, 'idScan', /did not upload/],
      [{ idScan: 'nope' }, 'idScan', /uploaded file ids/],
      [{ idScan: [a.body.id], photo: b.body.id }, 'photo', /PNG or JPEG image/],
      [{ idScan: [a.body.id], photo: a.body.id }, 'photo', /another field uses/],
    ];
    for (const [values, key, reason] of cases) {
      const refused = await complete(tokens[0], values);
      assert.equal(refused.status, 400, JSON.stringify(values));
      assert.equal(refused.body.code, 'invalid_values');
      const detail = refused.body.details.find((d: { key: string }) => d.key === key);
      assert.match(detail?.reason ?? '', reason, JSON.stringify(refused.body.details));
    }
  });

  test('the executed PDF embeds the files under their names and its certificate lists them', async () => {
    const { id, tokens } = await send({ stamp: dataUrl(stampPng) });
    const scan = await pdfSaying('passport scan');
    const a = await upload(tokens[0], scan, 'passport.pdf');
    const b = await upload(tokens[0], stampPng, 'passport.png');
    const photo = await upload(tokens[0], png(40, 80, { rgb: [20, 160, 40] }), 'me.png');
    const unused = await upload(tokens[0], stampPng, 'forgotten.png');
    const signed = await complete(tokens[0], { idScan: [a.body.id, b.body.id], photo: photo.body.id });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const { rows: left } = await t.services.db.query('SELECT 1 FROM signer_attachments WHERE id = $1', [
      unused.body.id,
    ]);
    assert.equal(left.length, 0, 'an upload no value used is deleted when its signer signs');
    assert.equal((await complete(tokens[1], {})).status, 200);

    const executed = await request(t.url, 'GET', `/api/v1/esign/submissions/${id}/document`, {
      token: tenant.apiKey,
    });
    assert.equal(executed.status, 200);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cs-files-'));
    try {
      const file = path.join(dir, 'executed.pdf');
      await writeFile(file, executed.body);
      const listed = (await run('pdfdetach', ['-list', file])).stdout.toString('utf8');
      assert.match(listed, /passport\.pdf/);
      assert.match(listed, /passport\.png/);
      assert.match(listed, /document-as-sent\.pdf/);
      assert.doesNotMatch(listed, /forgotten/);
      const text = await pdfText(executed.body);
      assert.match(text, /attached files/);
      assert.ok(text.includes(a.body.sha256), 'the certificate quotes the SHA-256 of passport.pdf');
      assert.ok(text.includes(b.body.sha256), 'and of passport.png');
      assert.match(text, new RegExp(`${a.body.size.toLocaleString('en')} bytes`));
      assert.match(text, /passport\.pdf, passport\.png/, 'the body names the files where the field is');
      if (process.env.KEEP_RENDER) await writeFile(process.env.KEEP_RENDER, executed.body);
      // The export holds each attachment's line and its bytes.
      const exported = await fetch(`${t.url}/admin/v1/workspaces/${tenant.workspaceId}/export`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const zip = path.join(dir, 'export.zip');
      await writeFile(zip, Buffer.from(await exported.arrayBuffer()));
      const line = (await run('unzip', ['-p', zip, 'attachments.jsonl'])).stdout
        .toString('utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .find((l) => l.id === a.body.id);
      assert.equal(line?.filename, 'passport.pdf');
      assert.equal(line?.sha256, a.body.sha256);
      assert.equal(line?.field, 'idScan');
      const bytes = (await run('unzip', ['-p', zip, line.file])).stdout;
      assert.equal(createHash('sha256').update(bytes).digest('hex'), a.body.sha256);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('erasing the request leaves nothing of its attachments', async () => {
    const { id, tokens, person } = await send({ stamp: dataUrl(stampPng) });
    const needle = `scan of ${person.name}`.toLowerCase();
    const filename = `${person.reference}.pdf`;
    const a = await upload(tokens[0], await pdfSaying(needle), filename);
    assert.equal((await complete(tokens[0], { idScan: [a.body.id] })).status, 200);
    assert.equal((await complete(tokens[1], {})).status, 200);
    const needles = [needle, person.reference.toLowerCase()];
    assert.ok((await searchDatabase(t.services.db, needles)).length > 0, 'found before');
    const erased = await request(t.url, 'DELETE', `/api/v1/esign/submissions/${id}`, {
      token: tenant.apiKey,
    });
    assert.equal(erased.status, 204);
    assert.deepEqual(await searchDatabase(t.services.db, needles), []);
    const { rows } = await t.services.db.query('SELECT 1 FROM signer_attachments WHERE request_id = $1', [
      id,
    ]);
    assert.equal(rows.length, 0);
  });

  test('a request declined leaves unused uploads to the lifecycle sweep, which deletes them', async () => {
    const { tokens } = await send();
    const a = await upload(tokens[0], stampPng, 'left-behind.png');
    const declined = await request(t.url, 'POST', `/sign/${tokens[0]}/decline`, { body: {} });
    assert.equal(declined.status, 200);
    const { sweepUnusedAttachments } = await import('../src/lifecycle/attachments.ts');
    assert.ok((await sweepUnusedAttachments(t.services)) >= 1);
    const { rows } = await t.services.db.query('SELECT 1 FROM signer_attachments WHERE id = $1', [a.body.id]);
    assert.equal(rows.length, 0);
  });
});
