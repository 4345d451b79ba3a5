// Trusted timestamps and long-term validation (issue 13): with TSA_URL, the seal carries an RFC 3161
// signature timestamp and the file a DSS with both chains under a document timestamp — judged by
// `openssl ts -verify` against a real authority on loopback, pdfsig and qpdf. With the authority
// down, signers still complete, the request reads completed with its document, and the worker adds
// the timestamp once the authority is back (recorded in the audit log), once however many claim it.
import assert from 'node:assert/strict';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { requestTimestamp, TimestampError } from '../src/seal/index.ts';
import { addPendingTimestamps } from '../src/signing/document-timestamps.ts';
import { startWorker } from '../src/worker.ts';
import { executeRequest, sealTimestamp, signaturesOf, verifyRaw } from './evidence-support.ts';
import { waitFor } from './helpers.ts';
import { downloadExecuted, poll, run, type SigningApp, startSigningApp } from './signing-support.ts';
import { startTestTsa, type TestTsa } from './tsa-server.ts';

let tsa: TestTsa;
let app: SigningApp;
let dir: string;

before(async () => {
  tsa = await startTestTsa();
  app = await startSigningApp({ env: { TSA_URL: tsa.url, TSA_DEADLINE_MS: '1500', TEST_CLOCK: '1' } });
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-timestamps-'));
});

after(async () => {
  await app.close();
  await tsa.close();
  await rm(dir, { recursive: true, force: true });
});

async function opensslTsVerify(args: string[]) {
  return run('openssl', ['ts', '-verify', ...args, '-CAfile', tsa.caFile, '-untrusted', tsa.tsaCertFile]);
}

/** The DER of every certificate in the file's DSS. */
async function dssCertificates(pdf: Buffer): Promise<Buffer[]> {
  const doc = await PDFDocument.load(pdf);
  const certs = doc.catalog.lookup(PDFName.of('DSS'), PDFDict).lookup(PDFName.of('Certs'), PDFArray);
  return certs
    .asArray()
    .map((ref) => Buffer.from(decodePDFRawStream(doc.context.lookup(ref) as PDFRawStream).decode()));
}

const pemDer = async (file: string) => Buffer.from(new X509Certificate(await readFile(file)).raw);

describe('with the authority up', () => {
  let pdf: Buffer;
  let file: string;

  before(async () => {
    ({ pdf } = await executeRequest(app));
    file = path.join(dir, 'timestamped.pdf');
    await writeFile(file, pdf);
  });

  test("the seal carries a signature timestamp that openssl ts -verify accepts against the authority's CA", async () => {
    const [seal] = signaturesOf(pdf);
    assert.equal(seal.subFilter, 'ETSI.CAdES.detached');
    const { signatureValue, token } = sealTimestamp(seal.der);
    assert.ok(token, 'the SignerInfo has a signature-time-stamp-token');
    await writeFile(path.join(dir, 'seal-token.der'), token);
    const digest = createHash('sha256').update(signatureValue).digest('hex');
    const verified = await opensslTsVerify([
      '-digest',
      digest,
      '-in',
      path.join(dir, 'seal-token.der'),
      '-token_in',
    ]);
    assert.match(verified.output, /Verification: OK/);
  });

  test('a document timestamp covers the whole file, and openssl accepts it over the signed bytes', async () => {
    const signatures = signaturesOf(pdf);
    assert.equal(signatures.length, 2);
    const stamp = signatures[1];
    assert.equal(stamp.subFilter, 'ETSI.RFC3161');
    assert.equal(stamp.byteRange[2] + stamp.byteRange[3], pdf.length);
    await writeFile(path.join(dir, 'doc-token.der'), stamp.der);
    await writeFile(path.join(dir, 'doc-signed.bin'), stamp.signedBytes);
    const verified = await opensslTsVerify([
      '-data',
      path.join(dir, 'doc-signed.bin'),
      '-in',
      path.join(dir, 'doc-token.der'),
      '-token_in',
    ]);
    assert.match(verified.output, /Verification: OK/);
  });

  test('pdfsig reports the seal valid and the last signature covering the whole document; qpdf is clean', async () => {
    const sig = await run('pdfsig', [file]);
    const [seal, last] = sig.output.split(/Signature #2:/);
    assert.match(seal, /Signature Type: ETSI\.CAdES\.detached/);
    assert.match(seal, /Signature Validation: Signature is Valid\./);
    assert.match(last, /Total document signed/);
    const check = await run('qpdf', ['--check', file]);
    assert.equal(check.code, 0, check.output);
    assert.match(check.output, /No syntax or stream encoding errors/);
  });

  test("the DSS holds the seal's chain and the authority's chain", async () => {
    const held = (await dssCertificates(pdf)).map((der) => der.toString('hex'));
    for (const der of [await pemDer(tsa.tsaCertFile), await pemDer(tsa.caFile)])
      assert.ok(held.includes(der.toString('hex')));
    assert.equal(held.length, 4, 'signing certificate, local root, TSA certificate, TSA root');
  });

  test('verification reports both timestamps and judges the file valid', async () => {
    const reply = await verifyRaw(app.t.url, pdf);
    assert.equal(reply.body.result, 'valid');
    const [seal, stamp] = reply.body.seals;
    const authority = 'CN=Test Time Stamping Authority, O=Countersign Tests';
    assert.equal(seal.kind, 'signature');
    assert.equal(seal.coversWholeDocument, false);
    assert.equal(seal.timestamp.authority, authority);
    assert.equal(seal.timestamp.intact, true);
    assert.ok(!Number.isNaN(Date.parse(seal.timestamp.time)));
    assert.deepEqual(
      {
        kind: stamp.kind,
        signer: stamp.signer,
        ours: stamp.ours,
        intact: stamp.intact,
        whole: stamp.coversWholeDocument,
      },
      { kind: 'document_timestamp', signer: authority, ours: true, intact: true, whole: true },
    );
  });

  test('a document timestamp added by someone else does not vouch for what it covers', async () => {
    // Bytes appended, then dated by the same authority: the timestamp is genuine but not ours.
    const tampered = Buffer.concat([pdf, Buffer.from('\n% appended\n')]);
    const { addDocumentTimestamp } = await import('../src/seal/index.ts');
    const stamped = await addDocumentTimestamp(
      tampered,
      [],
      async (digest) => (await requestTimestamp({ url: tsa.url }, digest)).der,
    );
    const reply = await verifyRaw(app.t.url, stamped);
    assert.equal(reply.body.result, 'modified');
    assert.equal(reply.body.seals.at(-1).ours, false);
    assert.equal(reply.body.seals.at(-1).intact, true);
  });
});

describe('the time-stamping client', () => {
  test('a refusal from the authority is an error, never a token', async () => {
    tsa.mode = 'reject';
    try {
      await assert.rejects(requestTimestamp({ url: tsa.url }, Buffer.alloc(32, 1)), TimestampError);
    } finally {
      tsa.mode = 'ok';
    }
  });

  test('TSA_USERNAME and TSA_PASSWORD are sent as Basic credentials', async () => {
    const guarded = await startTestTsa({ credentials: { username: 'acme', password: 's3cret' } });
    try {
      await assert.rejects(requestTimestamp({ url: guarded.url }, Buffer.alloc(32, 2)), /HTTP 401/);
      const token = await requestTimestamp(
        { url: guarded.url, username: 'acme', password: 's3cret' },
        Buffer.alloc(32, 2),
      );
      assert.ok(token.der.length > 0);
    } finally {
      await guarded.close();
    }
  });
});

describe('with the authority down', () => {
  test('signers complete, the request reads completed with its document, and the worker dates it once back', async () => {
    tsa.mode = 'hang';
    const { sent, pdf: sealedOnly } = await executeRequest(app);
    const polled = await poll(app, sent.id);
    assert.equal(polled.body.status, 'completed');
    assert.equal(polled.body.hasSignedDocument, true);
    const early = await verifyRaw(app.t.url, sealedOnly);
    assert.equal(early.body.result, 'valid');
    assert.equal(early.body.seals.length, 1);
    assert.equal(early.body.seals[0].timestamp, null);

    // The worker tries while the authority is still down, and backs off.
    const worker = startWorker(app.t.services, { pollMs: 20 });
    try {
      // Settled, not merely claimed: an attempt still in flight would back off from the advanced clock.
      await waitFor(async () => {
        const { rows } = await app.t.services.db.query<{ attempts: number; last_error: string | null }>(
          'SELECT attempts, last_error FROM document_timestamps WHERE request_id = $1 AND locked_until IS NULL',
          [sent.id],
        );
        return rows[0]?.attempts >= 1 && rows[0].last_error !== null;
      }, 'a first failed attempt');
      tsa.mode = 'ok';
      await app.t.admin('POST', '/clock', { advanceSeconds: 3600 });
      const stamped = await waitFor(
        async () => {
          const download = await downloadExecuted(app, sent.id);
          return signaturesOf(download.body).length === 2 ? download.body : null;
        },
        'the timestamped document',
        30_000,
      );

      assert.ok(
        stamped.subarray(0, sealedOnly.length).equals(sealedOnly),
        'an incremental update of the sealed file',
      );
      const reply = await verifyRaw(app.t.url, stamped);
      assert.equal(reply.body.result, 'valid');
      assert.equal(reply.body.seals[1].kind, 'document_timestamp');
      assert.equal(reply.body.seals[1].ours, true);
      const held = (await dssCertificates(stamped)).map((der) => der.toString('hex'));
      assert.ok(held.includes((await pemDer(tsa.caFile)).toString('hex')));
      const file = path.join(dir, 'late.pdf');
      await writeFile(file, stamped);
      assert.match((await run('pdfsig', [file])).output, /Signature is Valid[\s\S]*Total document signed/);

      const log = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/audit-log?limit=100`);
      const entries = log.body.entries.filter(
        (e: { action: string; requestId: string }) =>
          e.action === 'document.timestamped' && e.requestId === sent.id,
      );
      assert.equal(entries.length, 1);
      assert.equal(entries[0].actor.type, 'system');
    } finally {
      tsa.mode = 'ok';
      await worker.stop();
    }
  });

  test('two workers claiming at once add one timestamp', async () => {
    tsa.mode = 'fail';
    const { sent } = await executeRequest(app);
    tsa.mode = 'ok';
    const passes = await Promise.all([
      addPendingTimestamps(app.t.services),
      addPendingTimestamps(app.t.services),
    ]);
    assert.equal(passes[0] + passes[1], 1);
    const { rows } = await app.t.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'document.timestamped' AND request_id = $1`,
      [sent.id],
    );
    assert.equal(rows[0].n, 1);
    assert.equal(signaturesOf((await downloadExecuted(app, sent.id)).body).length, 2);
  });
});
