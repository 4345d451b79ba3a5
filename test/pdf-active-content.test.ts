// Active content in template PDFs (issue 26 item 9): a PDF carrying script, launches, embedded
// files or XFA is accepted on every upload path (API create, the builder's new template, the
// builder's replaced PDF) with that content removed, so the stored template, the PDF the signer
// is shown and the sealed executed document hold none of it, judged by qpdf's QDF text; links to a
// web page stay, our own evidence attachments stay, and pdfsig still validates the seal.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PDFDocument, PDFName, PDFString } from '../src/platform/pdf.ts';
import { removeActiveContent } from '../src/templates/active-content.ts';
import { AppClient, signIn } from './app-support.ts';
import { request } from './helpers.ts';
import { FORBIDDEN_IN_QDF, HOSTILE_KINDS, type HostileKind, hostilePdf, SAFE_LINK } from './hostile-pdfs.ts';
import {
  complete,
  downloadExecuted,
  run,
  type SigningApp,
  startSigningApp,
  typed,
} from './signing-support.ts';

let app: SigningApp;
let client: AppClient;
let dir: string;
let counter = 0;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const coordinate = (pdf: string) => ({
  name: 'Hostile lease',
  kind: 'coordinate',
  roles: [{ name: 'Tenant' }],
  pdf,
  fields: [
    {
      name: 'sig',
      label: 'Signature',
      type: 'signature',
      role: 'Tenant',
      page: 1,
      x: 72,
      y: 300,
      width: 180,
      height: 48,
    },
  ],
});

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-active-'));
  app = await startSigningApp({ template: coordinate(b64(await hostilePdf('everything'))) });
  client = new AppClient(app.t.url);
  await signIn(app.t, client, 'owner@acme.test');
});
after(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The QDF text of a PDF (streams uncompressed, no object streams), as qpdf writes it. */
async function qdf(bytes: Uint8Array): Promise<string> {
  const input = path.join(dir, `in-${++counter}.pdf`);
  const output = path.join(dir, `out-${counter}.pdf`);
  await writeFile(input, bytes);
  const result = await run('qpdf', ['--qdf', '--object-streams=disable', input, output]);
  assert.ok(result.code === 0 || result.code === 3, `qpdf: ${result.output}`); // 3: warnings only
  return (await readFile(output)).toString('latin1');
}

async function assertNoActiveContent(bytes: Uint8Array, where: string): Promise<string> {
  const text = await qdf(bytes);
  for (const [what, pattern] of FORBIDDEN_IN_QDF) {
    assert.doesNotMatch(text, pattern, `${where} still holds ${what}`);
  }
  return text;
}

/** The stored template's bytes, as the builder serves them. */
async function storedPdf(templateId: string): Promise<Uint8Array> {
  const res = await fetch(`${app.t.url}/app/templates/${templateId}/pdf`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  assert.equal(res.status, 200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('removing active content', () => {
  test('each hostile kind is found and named', async () => {
    const expected: Record<HostileKind, string[]> = {
      openActionJavaScript: ['JavaScript'],
      pageAdditionalActions: ['JavaScript'],
      linkJavaScript: ['JavaScript'],
      namesJavaScript: ['JavaScript'],
      launch: ['Launch'],
      embeddedFile: ['embedded files'],
      xfa: ['XFA'],
      indirectTypes: ['JavaScript', 'Launch', 'embedded files'],
      untypedActions: ['JavaScript', 'unknown action'],
      everything: ['JavaScript', 'Launch', 'XFA', 'embedded files', 'unknown action'],
    };
    for (const kind of HOSTILE_KINDS) {
      const doc = await PDFDocument.load(await hostilePdf(kind));
      assert.deepEqual(removeActiveContent(doc), expected[kind], kind);
      await assertNoActiveContent(await doc.save(), kind);
    }
  });

  test('a plain PDF is left as it is', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const loaded = await PDFDocument.load(await doc.save());
    assert.deepEqual(removeActiveContent(loaded), []);
  });

  test("what shares an action's keys is not taken for an unknown action", async () => {
    // Bookmarks chain their items by /Next, a tagged PDF's structure elements carry attributes under
    // /A, and /OpenAction may be a destination: none of them has an /S, and all of them stay.
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const { context, catalog } = doc;
    const outlines = context.nextRef();
    const [first, second] = [context.nextRef(), context.nextRef()];
    const fit = [page.ref, PDFName.of('Fit')];
    context.assign(
      first,
      context.obj({ Title: PDFString.of('One'), Parent: outlines, Next: second, Dest: fit }),
    );
    context.assign(
      second,
      context.obj({ Title: PDFString.of('Two'), Parent: outlines, Prev: first, A: { S: 'GoTo', D: fit } }),
    );
    context.assign(outlines, context.obj({ Type: 'Outlines', First: first, Last: second, Count: 2 }));
    catalog.set(PDFName.of('Outlines'), outlines);
    const tree = context.nextRef();
    const paragraph = context.obj({
      Type: 'StructElem',
      S: 'P',
      P: tree,
      Pg: page.ref,
      K: 0,
      A: { O: 'Layout', Placement: 'Block', TextAlign: 'Justify' },
    });
    context.assign(tree, context.obj({ Type: 'StructTreeRoot', K: context.register(paragraph) }));
    catalog.set(PDFName.of('StructTreeRoot'), tree);
    catalog.set(PDFName.of('OpenAction'), context.obj(fit));
    const loaded = await PDFDocument.load(await doc.save());
    assert.deepEqual(removeActiveContent(loaded), []);
  });
});

describe('every upload path stores the file without it', () => {
  for (const kind of HOSTILE_KINDS) {
    test(`${kind}: the API, the builder's new template and its replaced PDF`, async () => {
      const pdf = b64(await hostilePdf(kind));
      const created = await request(app.t.url, 'POST', '/api/v1/templates', {
        token: app.tenant.apiKey,
        body: coordinate(pdf),
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const viaApi = await assertNoActiveContent(await storedPdf(created.body.id), `${kind} via the API`);
      assert.ok(viaApi.includes(SAFE_LINK), 'the link to a web page is kept');

      const rendered = await request(app.t.url, 'POST', `/api/v1/templates/${created.body.id}/render`, {
        token: app.tenant.apiKey,
        body: { values: {} },
      });
      assert.equal(rendered.status, 200);
      await assertNoActiveContent(rendered.body, `${kind} rendered by the API`);

      await client.get('/app/templates/new');
      const made = await client.postJson('/app/templates', {
        name: `Builder ${kind}`,
        kind: 'coordinate',
        pdf,
      });
      assert.equal(made.status, 200, made.text);
      const { redirect } = JSON.parse(made.text) as { redirect: string };
      const builderId = /\/app\/templates\/([^/]+)\/edit/.exec(redirect)?.[1];
      assert.ok(builderId);
      await assertNoActiveContent(await storedPdf(builderId), `${kind} via the builder`);
      // The member is told, on the builder's page, that something was taken out.
      assert.match(redirect, /\?notice=cleaned$/);
      const told = await client.get(redirect);
      assert.match(told.text, /carried content that could run in a reader/);

      const plain = await PDFDocument.create();
      plain.addPage([595, 842]);
      const base = await client.postJson('/app/templates', {
        name: `Replaced ${kind}`,
        kind: 'coordinate',
        pdf: b64(await plain.save()),
      });
      const replacedId = /\/app\/templates\/([^/]+)\/edit/.exec(JSON.parse(base.text).redirect)?.[1];
      assert.ok(replacedId);
      assert.doesNotMatch(JSON.parse(base.text).redirect, /notice=/, 'a plain PDF brings no notice');
      const replaced = await client.postJson(`/app/templates/${replacedId}/definition`, {
        definition: { name: `Replaced ${kind}`, roles: [{ name: 'Tenant' }], fields: [] },
        pdf,
      });
      assert.equal(replaced.status, 200, replaced.text);
      await assertNoActiveContent(await storedPdf(replacedId), `${kind} via the builder's replaced PDF`);
    });
  }
});

test('the signer is shown, and the seal covers, a document without it; our own attachments stay', async () => {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: {
      templateId: app.templateId,
      submitters: [{ role: 'Tenant', name: 'Tess Tenant', email: 'tess@tenant.test' }],
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const token = sent.body.submitters[0].signingUrl.split('/sign/')[1];

  const shown = await request(app.t.url, 'GET', `/sign/${token}/document`);
  assert.equal(shown.status, 200);
  await assertNoActiveContent(shown.body, "the signing page's PDF");

  const signed = await complete(app.t.url, token, { consent: true, signature: typed('Tess Tenant') });
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  const executed = await downloadExecuted(app, sent.body.id);
  assert.equal(executed.status, 200);
  const text = await assertNoActiveContent(executed.body, 'the sealed executed PDF');
  assert.match(text, /\/EmbeddedFiles/, 'the evidence attachments we make are kept');

  // Our attachments (the document as sent, the executed pages) are clean too.
  const sealedPath = path.join(dir, 'sealed.pdf');
  await writeFile(sealedPath, executed.body);
  const attachments = path.join(dir, 'attachments');
  await mkdir(attachments);
  const detached = await run('pdfdetach', ['-saveall', '-o', attachments, sealedPath]);
  assert.equal(detached.code, 0, detached.output);
  const files = await readdir(attachments);
  assert.ok(files.length >= 2, `attachments: ${files.join(', ')}`);
  for (const file of files.filter((f) => f.endsWith('.pdf'))) {
    await assertNoActiveContent(await readFile(path.join(attachments, file)), `the attachment ${file}`);
  }

  const sig = await run('pdfsig', [sealedPath]);
  assert.match(sig.output, /Signature Validation: Signature is Valid/, sig.output);
  assert.match(sig.output, /Total document signed/, sig.output);
});
