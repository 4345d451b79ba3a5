// The executed document's evidence (CONTRACT §8): the audit certificate, the PAdES seal and the
// signing identity, judged by independent tools (poppler's pdfsig and pdftotext, qpdf).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import forge from 'node-forge';
import { PageSizes, PDFDocument, StandardFonts } from 'pdf-lib';
import {
  type AuditCertificateData,
  appendAuditCertificate,
  loadSigningIdentity,
  type SigningIdentity,
  sealPdf,
  sha256Hex,
} from '../src/seal/index.ts';

interface ToolResult {
  code: number;
  output: string;
}

// pdfsig reports an invalid signature on stdout and may exit non-zero; the test wants the words.
function run(command: string, args: string[]): Promise<ToolResult> {
  return new Promise((resolve) => {
    execFile(command, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

const LONG_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 ' +
  'Safari/537.36 Edg/124.0.2478.80 OPR/109.0.0.0 CountersignTestHarness/1.0 (compatible; fixture build 42)';

const SIGNERS: AuditCertificateData['signers'] = [
  {
    role: 'Client',
    name: 'Zoë Ångström',
    email: 'zoe.angstrom@example.com',
    ipAddress: '203.0.113.7',
    userAgent: LONG_USER_AGENT,
    invitedAt: new Date('2025-03-01T09:00:00Z'),
    openedAt: new Date('2025-03-01T09:05:10Z'),
    signedAt: new Date('2025-03-01T09:07:00Z'),
  },
  {
    role: 'Chief financial officer',
    name: 'Łukasz Żółć',
    email: 'lukasz.zolc@example.pl',
    ipAddress: '2001:db8::17',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    invitedAt: new Date('2025-03-01T09:07:01Z'),
    openedAt: new Date('2025-03-01T09:30:00Z'),
    signedAt: new Date('2025-03-01T09:31:45Z'),
  },
  {
    role: 'Witness',
    name: 'Nguyễn Văn An',
    email: 'an.nguyen@example.vn',
    ipAddress: '198.51.100.23',
    userAgent: null,
    invitedAt: new Date('2025-03-01T09:31:46Z'),
    openedAt: null,
    signedAt: new Date('2025-03-01T10:00:00Z'),
  },
  {
    role: 'Office manager',
    name: 'Ђорђе',
    email: 'djordje@example.rs',
    ipAddress: '192.0.2.200',
    userAgent: 'curl/8.5.0',
    invitedAt: new Date('2025-03-01T10:00:01Z'),
    openedAt: new Date('2025-03-01T10:01:00Z'),
    signedAt: new Date('2025-03-01T10:02:00Z'),
  },
];

const REASON = 'Executed by all parties';
const SIGNED_AT = new Date('2025-03-01T10:02:05Z');

let workDir: string;
let identity: SigningIdentity;
let data: AuditCertificateData;
let sealedPath: string;
let sealed: Buffer;

async function basePdf(size: [number, number] = PageSizes.A4): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(size).drawText('Services agreement between the parties.', { x: 56, y: 700, size: 12, font });
  return doc.save();
}

before(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'countersign-seal-'));
  identity = await loadSigningIdentity({ dataDir: path.join(workDir, 'data') });
  const sent = await basePdf();
  data = {
    requestId: 'req_7f3k2m9q4x8w1z6b',
    templateName: 'Services agreement (2025 edition)',
    sentDocumentSha256: sha256Hex(sent),
    executedPagesSha256: sha256Hex(new TextEncoder().encode('the executed pages')),
    completedAt: SIGNED_AT,
    signers: SIGNERS,
    events: SIGNERS.flatMap((signer) => [
      { at: signer.invitedAt!, action: 'invited', actor: signer.email },
      { at: signer.signedAt!, action: 'signed', actor: signer.name, ip: signer.ipAddress },
    ]),
  };
  const withCertificate = await appendAuditCertificate(sent, data);
  sealed = await sealPdf(withCertificate, identity, {
    reason: REASON,
    location: 'Łódź',
    signedAt: SIGNED_AT,
  });
  sealedPath = path.join(workDir, 'sealed.pdf');
  await writeFile(sealedPath, sealed);
});

after(async () => {
  await rm(workDir, { recursive: true, force: true });
});

function byteRange(pdf: Buffer): [number, number, number, number] {
  const match = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(pdf.toString('latin1'));
  assert.ok(match, 'the sealed PDF has a /ByteRange');
  return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
}

async function pdftotext(file: string): Promise<string> {
  const result = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  assert.equal(result.code, 0, result.output);
  return result.output;
}

test('the sealed PDF is reported valid by pdfsig and covers the whole document', async () => {
  const result = await run('pdfsig', [sealedPath]);
  assert.match(result.output, /Signature Validation: Signature is Valid\./);
  assert.match(result.output, /Total document signed/);
  assert.match(result.output, /Signature Type: ETSI\.CAdES\.detached/);
  assert.match(result.output, /Signer Certificate Common Name: Countersign Document Signing/);
  assert.match(result.output, /Signing Hash Algorithm: SHA-256/);
  const [start, gapStart, gapEnd, tail] = byteRange(sealed);
  assert.equal(start, 0);
  assert.equal(gapEnd + tail, sealed.length, 'the second signed range ends at the end of the file');
  assert.equal(sealed[gapStart], '<'.charCodeAt(0), 'only the /Contents hex string is left out');
  assert.equal(sealed[gapEnd - 1], '>'.charCodeAt(0));
});

test('qpdf finds no errors in the sealed PDF', async () => {
  const result = await run('qpdf', ['--check', sealedPath]);
  assert.equal(result.code, 0, result.output);
  assert.match(result.output, /No syntax or stream encoding errors found/);
});

test('changing one signed byte outside /Contents makes pdfsig report the signature invalid', async () => {
  const [, gapStart, gapEnd] = byteRange(sealed);
  // One change in each signed range: the header's version digit before the gap, a letter of the
  // signature's /Reason after it. Both leave the file well-formed, so only the digest can object.
  const headerDigit = sealed.indexOf('%PDF-1.') + 7;
  const reasonLetter = sealed.indexOf(`(${REASON})`) + 1;
  assert.ok(headerDigit < gapStart, 'the header byte is in the first signed range');
  assert.ok(reasonLetter >= gapEnd, 'the /Reason byte is in the second signed range');

  for (const offset of [headerDigit, reasonLetter]) {
    const tampered = Buffer.from(sealed);
    tampered[offset] ^= 0x01;
    const tamperedPath = path.join(workDir, `tampered-${offset}.pdf`);
    await writeFile(tamperedPath, tampered);
    const result = await run('pdfsig', [tamperedPath]);
    assert.doesNotMatch(result.output, /Signature is Valid/, `byte ${offset} changed: ${result.output}`);
    assert.match(result.output, /Digest Mismatch|Signature is Invalid/, result.output);
  }
});

test('the audit certificate extracts exactly: names, e-mails, roles, IPs, request id and both hashes', async () => {
  const text = await pdftotext(sealedPath);
  const lines = text.split('\n').map((line) => line.trim());
  assert.ok(lines.includes('Audit certificate'), 'the certificate has its title');
  assert.ok(text.includes(data.requestId));
  assert.ok(text.includes(data.templateName));
  // A verifier copies a hash from one line; it must never be wrapped.
  assert.ok(lines.includes(data.sentDocumentSha256), 'the sent document hash is on a line of its own');
  assert.ok(lines.includes(data.executedPagesSha256), 'the executed pages hash is on a line of its own');
  for (const signer of SIGNERS) {
    for (const value of [signer.name, signer.email, signer.role, signer.ipAddress!]) {
      assert.ok(text.includes(value), `"${value}" is in the extracted text`);
    }
    for (const time of [signer.invitedAt, signer.signedAt]) assert.ok(text.includes(time!.toISOString()));
  }
  assert.ok(text.includes(SIGNERS[0].openedAt!.toISOString()), 'times are ISO 8601 UTC');
});

test('a long user agent is wrapped between words and still reads in full', async () => {
  const text = await pdftotext(sealedPath);
  const lines = text.split('\n').map((line) => line.trim());
  assert.ok(!lines.includes(LONG_USER_AGENT), 'the user agent does not fit on one line, so it wraps');
  for (const word of LONG_USER_AGENT.split(' ')) {
    assert.ok(
      lines.some((line) => line.split(/\s+/).includes(word)),
      `"${word}" survives whole`,
    );
  }
  const flattened = text.replace(/\s+/g, ' ');
  assert.ok(flattened.includes(LONG_USER_AGENT), 'the wrapped lines read back in order');
});

test('an overflowing audit certificate continues on further pages of the document size', async () => {
  const letter = await basePdf(PageSizes.Letter);
  const events = Array.from({ length: 150 }, (_, i) => ({
    at: new Date(Date.UTC(2025, 2, 1, 9, 0, i)),
    action: `reminder ${i + 1} sent`,
    actor: 'system',
  }));
  const pdf = await appendAuditCertificate(letter, { ...data, events });
  const doc = await PDFDocument.load(pdf);
  const auditPages = doc.getPages().slice(1);
  assert.ok(auditPages.length >= 3, `150 events need several pages, got ${auditPages.length}`);
  for (const page of auditPages) assert.deepEqual(Object.values(page.getSize()), PageSizes.Letter);

  const file = path.join(workDir, 'overflow.pdf');
  await writeFile(file, pdf);
  const text = await pdftotext(file);
  // Numbered as pages of the whole file: the document's one page comes first.
  const total = auditPages.length + 1;
  assert.ok(text.includes(`Request ${data.requestId} · Page ${total} of ${total}`));
  assert.ok(text.includes(`Request ${data.requestId} · Page 2 of ${total}`));
  for (const event of events) assert.ok(text.includes(event.action), `${event.action} is on some page`);
  // The page break falls between rows, never through a hash or a signer's name.
  assert.ok(text.split('\n').includes(data.sentDocumentSha256));
});

test('loading the identity twice from one data directory yields the same certificate', async () => {
  const dataDir = path.join(workDir, 'twice');
  const first = await loadSigningIdentity({ dataDir });
  const second = await loadSigningIdentity({ dataDir });
  assert.equal(second.fingerprintSha256, first.fingerprintSha256);
  assert.match(first.fingerprintSha256, /^[0-9a-f]{64}$/);
  assert.equal(first.subject, 'CN=Countersign Document Signing, O=Countersign');

  const signingDir = path.join(dataDir, 'signing');
  assert.deepEqual((await readdir(signingDir)).sort(), ['root-ca.pem', 'signing.p12', 'signing.password']);
  assert.equal((await stat(path.join(signingDir, 'signing.password'))).mode & 0o777, 0o600);
  const root = forge.pki.certificateFromPem(await readFile(path.join(signingDir, 'root-ca.pem'), 'utf8'));
  const leaf = forge.pki.certificateFromPem(first.certificatePem);
  assert.equal(root.subject.getField('CN').value, 'Countersign Local Root CA');
  assert.ok(root.verify(leaf), 'the signing certificate is issued by the local root');
  const years = leaf.validity.notAfter.getUTCFullYear() - leaf.validity.notBefore.getUTCFullYear();
  assert.ok(years >= 10, `valid for ten years, got ${years}`);
});

test('loads racing on a fresh data directory all end up with one identity', async () => {
  const dataDir = path.join(workDir, 'race');
  const identities = await Promise.all(Array.from({ length: 4 }, () => loadSigningIdentity({ dataDir })));
  assert.equal(new Set(identities.map((id) => id.fingerprintSha256)).size, 1);
  assert.deepEqual(await readdir(dataDir), ['signing'], 'the losers leave no staging directories behind');
});

test('two processes starting at once on a fresh data directory end up with one identity', async () => {
  const dataDir = path.join(workDir, 'processes');
  const moduleUrl = new URL('../src/seal/identity.ts', import.meta.url).href;
  const script =
    'const { loadSigningIdentity } = await import(process.argv[1]);' +
    'const id = await loadSigningIdentity({ dataDir: process.argv[2] });' +
    'process.stdout.write(id.fingerprintSha256);';
  const args = ['--import', 'tsx', '--input-type=module', '-e', script, moduleUrl, dataDir];
  const results = await Promise.all([run(process.execPath, args), run(process.execPath, args)]);
  for (const result of results) assert.match(result.output, /^[0-9a-f]{64}$/, result.output);
  assert.equal(results[0].output, results[1].output);
  assert.equal((await loadSigningIdentity({ dataDir })).fingerprintSha256, results[0].output);
});

test('a generated PKCS#12 loads as SIGNING_CERT_FILE and seals the same way', async () => {
  const signingDir = path.join(workDir, 'data', 'signing');
  const certPassword = await readFile(path.join(signingDir, 'signing.password'), 'utf8');
  const configured = await loadSigningIdentity({
    dataDir: path.join(workDir, 'unused'),
    certFile: path.join(signingDir, 'signing.p12'),
    certPassword,
  });
  assert.equal(configured.fingerprintSha256, identity.fingerprintSha256);

  const file = path.join(workDir, 'configured.pdf');
  await writeFile(file, await sealPdf(await basePdf(), configured, { reason: 'Test', signedAt: SIGNED_AT }));
  assert.match((await run('pdfsig', [file])).output, /Signature is Valid\./);
});

test('a SIGNING_CERT_FILE that cannot sign is refused with an error naming the variable', async () => {
  const signingDir = path.join(workDir, 'data', 'signing');
  const p12 = path.join(signingDir, 'signing.p12');
  await assert.rejects(
    loadSigningIdentity({ dataDir: workDir, certFile: p12, certPassword: 'not the password' }),
    /SIGNING_CERT_FILE/,
  );
  await assert.rejects(
    loadSigningIdentity({ dataDir: workDir, certFile: path.join(workDir, 'missing.p12') }),
    /SIGNING_CERT_FILE/,
  );

  const certificateOnly = path.join(workDir, 'certificate-only.p12');
  const asn1 = forge.pkcs12.toPkcs12Asn1(null, [forge.pki.certificateFromPem(identity.certificatePem)], 'pw');
  await writeFile(certificateOnly, Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
  await assert.rejects(
    loadSigningIdentity({ dataDir: workDir, certFile: certificateOnly, certPassword: 'pw' }),
    /SIGNING_CERT_FILE .*no private key/,
  );
});

test('a PKCS#12 key is derived natively with the same bytes as node-forge derives it in JavaScript', async () => {
  // src/seal/identity.ts hands PBKDF2 with a digest object to node's crypto (issue 36's start-up).
  const md = forge.md.sha256.create();
  const native = forge.pkcs5.pbkdf2('secret', 'salt-bytes', 2048, 32, md);
  const options = (forge as unknown as { options: { usePureJavaScript: boolean } }).options;
  options.usePureJavaScript = true;
  try {
    assert.equal(native, forge.pkcs5.pbkdf2('secret', 'salt-bytes', 2048, 32, forge.md.sha256.create()));
  } finally {
    options.usePureJavaScript = false;
  }
  // And a file OpenSSL 3 writes (PBES2, AES-256-CBC, HMAC-SHA256) opens with its password only.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-p12-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const p12 = path.join(dir, 'id.p12');
    await new Promise((resolve, reject) =>
      execFile(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-subj',
          '/CN=Test',
          '-days',
          '2',
        ],
        (error) => (error ? reject(error) : resolve(undefined)),
      ),
    );
    await new Promise((resolve, reject) =>
      execFile(
        'openssl',
        ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:right'],
        (error) => (error ? reject(error) : resolve(undefined)),
      ),
    );
    const identity = await loadSigningIdentity({ dataDir: dir, certFile: p12, certPassword: 'right' });
    assert.equal(identity.subject, 'CN=Test');
    await assert.rejects(
      loadSigningIdentity({ dataDir: dir, certFile: p12, certPassword: 'wrong' }),
      /does not open|not a PKCS#12/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
