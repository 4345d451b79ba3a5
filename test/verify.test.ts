// Public verification (issue 13, CONTRACT §10): POST /verify judges an uploaded PDF — valid, modified,
// not_ours, not_sealed — with the request it executes, for anyone, without a key; GET /verify is the
// page. Foreign seals come from another identity and from a third-party tool (openssl cms).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { Signer, SignPdf } from '@signpdf/signpdf';
import { PDFArray, PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { loadSigningIdentity, sealPdf } from '../src/seal/index.ts';
import { signingIdentity } from '../src/signing/signing-identity.ts';
import { executeRequest, verifyForm, verifyRaw } from './evidence-support.ts';
import { run, type SentRequest, SIGNERS, type SigningApp, startSigningApp } from './signing-support.ts';
import { words } from './tsa-server.ts';

const exec = promisify(execFile);

let app: SigningApp;
let dir: string;
let sent: SentRequest;
let executed: Buffer;
let unsigned: Uint8Array;

async function plainPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 56, y: 700, size: 12, font });
  return doc.save();
}

/** A PDF signed by a third-party tool: pdf-lib placeholder, `openssl cms -sign` for the CMS. */
async function signedWithOpensslCms(): Promise<Buffer> {
  const request = words('req -x509 -newkey rsa:2048 -nodes -keyout other.key -out other.crt -days 30');
  await exec('openssl', [...request, '-subj', '/CN=Someone Else/O=Elsewhere Ltd'], { cwd: dir });
  const doc = await PDFDocument.load(await plainPdf('Signed elsewhere.'));
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: 'Third-party signature',
    contactInfo: '',
    name: 'Someone Else',
    location: '',
    signatureLength: 8192,
    subFilter: 'adbe.pkcs7.detached',
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  class OpensslCms extends Signer {
    override async sign(content: Buffer): Promise<Buffer> {
      await writeFile(path.join(dir, 'content.bin'), content);
      const sign = 'cms -sign -binary -md sha256 -in content.bin -signer other.crt -inkey other.key';
      await exec('openssl', words(`${sign} -outform DER -out content.p7s`), { cwd: dir });
      return readFile(path.join(dir, 'content.p7s'));
    }
  }
  return new SignPdf().sign(prepared, new OpensslCms());
}

before(async () => {
  app = await startSigningApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-verify-'));
  ({ sent, pdf: executed } = await executeRequest(app));
  unsigned = await plainPdf('An unsigned letter.');
});

after(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('POST /verify', () => {
  test('a fresh executed PDF is valid, with the request it executes, and needs no key', async () => {
    const reply = await verifyRaw(app.t.url, executed);
    assert.equal(reply.status, 200);
    const body = reply.body;
    assert.equal(body.result, 'valid');
    assert.match(body.sha256, /^[0-9a-f]{64}$/);
    assert.equal(body.seals.length, 1);
    const [seal] = body.seals;
    assert.equal(seal.signer, 'CN=Countersign Document Signing, O=Countersign');
    assert.deepEqual(
      { ours: seal.ours, intact: seal.intact, covers: seal.coversWholeDocument, timestamp: seal.timestamp },
      { ours: true, intact: true, covers: true, timestamp: null },
    );
    assert.ok(!Number.isNaN(Date.parse(seal.signedAt)));
    assert.equal(body.request.id, sent.id);
    assert.equal(body.request.templateName, 'Consulting agreement');
    assert.deepEqual(
      body.request.submitters.map((s: { role: string; name: string }) => [s.role, s.name]),
      SIGNERS.map((s) => [s.role, s.name]),
    );
    // Only what the certificate shows: no e-mail addresses, IPs or user agents.
    assert.doesNotMatch(JSON.stringify(body.request), /@|userAgent|ip/i);
  });

  test('the same file sent as the file field of a form gets the same verdict', async () => {
    const reply = await verifyForm(app.t.url, executed, { json: true });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.result, 'valid');
    assert.equal(reply.body.request.id, sent.id);
  });

  test('one flipped byte inside the signed range is modified', async () => {
    const tampered = Buffer.from(executed);
    const at = 200; // inside the first signed range, before the signature dictionary
    tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
    const reply = await verifyRaw(app.t.url, tampered);
    assert.equal(reply.body.result, 'modified');
    assert.equal(reply.body.seals[0].ours, true);
    assert.equal(reply.body.seals[0].intact, false);
  });

  test('bytes appended after the seal are modified', async () => {
    const appended = Buffer.concat([executed, Buffer.from('\n% an incremental change\n')]);
    const reply = await verifyRaw(app.t.url, appended);
    assert.equal(reply.body.result, 'modified');
    assert.equal(reply.body.seals[0].intact, true);
    assert.equal(reply.body.seals[0].coversWholeDocument, false);
  });

  test('a PDF sealed by another identity is not_ours, and matches no request', async () => {
    const other = await loadSigningIdentity({ dataDir: path.join(dir, 'other') });
    const foreign = await sealPdf(await plainPdf('Sealed by another service.'), other, {
      reason: 'elsewhere',
      signedAt: new Date(),
    });
    const reply = await verifyRaw(app.t.url, foreign);
    assert.equal(reply.body.result, 'not_ours');
    assert.equal(reply.body.seals[0].ours, false);
    assert.equal(reply.body.seals[0].intact, true);
    assert.equal(reply.body.request, null);
  });

  test('a PDF signed by a third-party tool (openssl cms) is not_ours, its signature read as intact', async () => {
    const foreign = await signedWithOpensslCms();
    const file = path.join(dir, 'openssl-signed.pdf');
    await writeFile(file, foreign);
    assert.match((await run('pdfsig', [file])).output, /Signature is Valid/);
    const reply = await verifyRaw(app.t.url, foreign);
    assert.equal(reply.body.result, 'not_ours');
    assert.equal(reply.body.seals[0].signer, 'CN=Someone Else, O=Elsewhere Ltd');
    assert.equal(reply.body.seals[0].intact, true);
    assert.equal(reply.body.request, null);
  });

  test('an unsigned PDF is not_sealed', async () => {
    const reply = await verifyRaw(app.t.url, unsigned);
    assert.deepEqual(
      { result: reply.body.result, seals: reply.body.seals, request: reply.body.request },
      { result: 'not_sealed', seals: [], request: null },
    );
  });

  test('a text file is 400 in the error envelope, and an error page for a browser', async () => {
    const json = await verifyRaw(app.t.url, 'just some text', { contentType: 'application/pdf' });
    assert.equal(json.status, 400);
    assert.deepEqual(json.body, { statusCode: 400, error: 'Bad Request', message: 'The file is not a PDF' });
    const page = await verifyForm(app.t.url, new TextEncoder().encode('just some text'));
    assert.equal(page.status, 400);
    assert.match(page.contentType, /text\/html/);
    assert.match(page.body, /role="alert">The file is not a PDF\.</);
  });

  test('a form that cannot be read, or lacks the file field, is 400', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'no boundary'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="doc"; filename="a.pdf"\r\n\r\n%PDF-1.7\r\n--x--\r\n',
      ],
    ]) {
      const reply = await verifyRaw(app.t.url, body, { contentType: type });
      assert.equal(reply.status, 400, `${type}: ${JSON.stringify(reply.body)}`);
      assert.equal(reply.body.statusCode, 400);
    }
  });

  test('a signature dictionary around garbage is read as a broken signature, not an error', async () => {
    const hex = Buffer.from('3003020101', 'hex').toString('hex').padEnd(64, '0');
    const head =
      '%PDF-1.7\n1 0 obj\n<< /Type /Sig /SubFilter /ETSI.CAdES.detached /ByteRange [0 AAAAAAAAAA BBBBBBBBBB CCCCCCCCCC] /Contents ';
    const start = head.length;
    const gapEnd = start + hex.length + 2;
    const tail = ' >>\nendobj\n%%EOF\n';
    const fill = (n: number) => String(n).padStart(10, '0');
    const pdf = `${head}<${hex}>${tail}`
      .replace('AAAAAAAAAA', fill(start))
      .replace('BBBBBBBBBB', fill(gapEnd))
      .replace('CCCCCCCCCC', fill(tail.length));
    const reply = await verifyRaw(app.t.url, pdf);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.result, 'not_ours');
    assert.deepEqual([reply.body.seals[0].intact, reply.body.seals[0].ours], [false, false]);
  });

  test('without Accept: application/json the verdict is an HTML page in plain words', async () => {
    const page = await verifyRaw(app.t.url, executed, { html: true });
    assert.equal(page.status, 200);
    assert.match(page.contentType, /text\/html/);
    assert.match(page.body, /data-verdict="valid">Authentic and unchanged</);
    assert.match(page.body, new RegExp(sent.id));
    // Dates as people read them (the exact instant in the attribute), a hash that breaks between groups.
    assert.match(
      page.body,
      /<time datetime="\d{4}-\d\d-\d\dT[^"]+Z">\d{1,2} \w+ \d{4}, \d\d:\d\d UTC<\/time>/,
    );
    assert.doesNotMatch(page.body.replace(/datetime="[^"]*"/g, ''), /\d{4}-\d\d-\d\dT\d\d:/);
    assert.match(page.body, /<span class="hash">[0-9a-f]{8}(<wbr>[0-9a-f]{8}){7}<\/span>/);
  });

  test('the verdict page speaks the reader’s language: the switch, else the browser’s', async () => {
    const german = await fetch(`${app.t.url}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'accept-language': 'de-AT, en;q=0.5' },
      body: new Uint8Array(executed),
    });
    const text = await german.text();
    assert.match(text, /<html lang="de" dir="ltr">/);
    assert.match(text, /data-verdict="valid">Echt und unverändert</);
    assert.match(text, /\d{1,2}\. \w+ \d{4}, \d\d:\d\d UTC/);
    const french = await fetch(`${app.t.url}/verify?lang=fr`);
    const page = await french.text();
    assert.match(page, /<html lang="fr" dir="ltr">/);
    assert.match(page, /Vérifier un document signé/);
    assert.match(page, /action="\/verify\?lang=fr"/, 'the form keeps the chosen language');
  });

  test('under a changed verdict the request is what the file claims, set apart', async () => {
    const changed = Buffer.concat([executed, Buffer.from('\n% appended\n')]);
    const page = await verifyRaw(app.t.url, changed, { html: true });
    assert.match(page.body, /data-verdict="modified"/);
    assert.match(page.body, /<section aria-labelledby="request-heading" class="claimed">/);
    assert.match(page.body, /The request this file claims to come from/);
  });

  test('a body over 25 MiB is 413', async () => {
    const reply = await verifyRaw(app.t.url, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20));
    assert.equal(reply.status, 413);
    assert.equal(reply.body.statusCode, 413);
  });
});

describe('the executed document as evidence', () => {
  test('its audit certificate names the sealing certificate, its fingerprint and the /verify page', async () => {
    const file = path.join(dir, 'executed.pdf');
    await writeFile(file, executed);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output;
    const identity = await signingIdentity(app.t.services.config);
    assert.match(text, /Seal and verification/);
    assert.match(text, /CN=Countersign Document Signing, O=Countersign/);
    assert.ok(text.includes(identity.fingerprintSha256), 'the fingerprint is printed whole');
    assert.ok(text.replace(/\s+/g, ' ').includes(`${app.t.url}/verify`), 'the verification URL is printed');
  });

  test('it carries the seal chain in a DSS, passes qpdf --check, and pdfsig reports it valid and whole', async () => {
    const file = path.join(dir, 'executed.pdf');
    await writeFile(file, executed);
    const check = await run('qpdf', ['--check', file]);
    assert.equal(check.code, 0, check.output);
    assert.match(check.output, /No syntax or stream encoding errors/);
    const sig = await run('pdfsig', [file]);
    assert.match(sig.output, /Signature is Valid/);
    assert.match(sig.output, /Total document signed/);
    const doc = await PDFDocument.load(executed);
    const dss = doc.catalog.lookup(PDFName.of('DSS'), PDFDict);
    const certs = dss.lookup(PDFName.of('Certs'), PDFArray);
    assert.equal(certs.size(), 2, 'the signing certificate and the local root');
  });
});

describe('GET /verify', () => {
  test('serves the upload page under the strict CSP, a plain form that works without JavaScript', async () => {
    const res = await fetch(`${app.t.url}/verify`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
    const page = await res.text();
    assert.match(page, /<form method="post" action="\/verify" enctype="multipart\/form-data">/);
    assert.match(page, /<input id="file" name="file" type="file"/);
    assert.doesNotMatch(page, /<script>|style=/);
  });
});
