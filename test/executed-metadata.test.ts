// The executed PDF says what it is (issue 23, item 8), judged by poppler: its title is the template's
// name, its producer Countersign and the package's version, its dates the sealing time on the
// service's (test) clock, and nothing of the upload's own description is left; the seal still
// covers it all. Its audit certificate shows, beside each signer's evidence, the signature they made
// (the drawn image, or the typed name in the handwriting face) and, where the template asks for
// initials from their role, their initials: captured, or made from the typed name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { PageSizes, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import {
  type AuditSigner,
  addAuditCertificate,
  certificatePageCount,
} from '../src/seal/audit-certificate.ts';
import { withSignerMarks } from '../src/signing/certificate-data.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import {
  AGREEMENT,
  complete,
  downloadExecuted,
  poll,
  run,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  typed,
} from './signing-support.ts';

const VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
/** How far the service's clock runs ahead of the wall clock when the requests complete. */
const AHEAD_SECONDS = 45 * 86_400 + 17;

/** A PNG of `width`×`height` with a wave drawn across it, as a data URL: a drawn mark. */
function drawnPng(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const wave = height / 2 + (height / 3) * Math.sin((x / width) * Math.PI * 4);
      if (Math.abs(y - wave) < 3) raw.set([10, 20, 90, 255], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

// Sizes no other image in the file has, so each is recognised by them.
const SIGNATURE = { width: 412, height: 122 };
const INITIALS = { width: 126, height: 86 };

/** An upload describing itself as its author's tools do: title, author, producer, old dates, XMP. */
async function uploadedLease(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(PageSizes.A4).drawText('Residential lease', { x: 72, y: 760, size: 14, font });
  doc.setTitle('Lease draft v7 (upload)');
  doc.setAuthor('Upload Author');
  doc.setCreator('Upload Word Processor');
  doc.setProducer('Upload PDF Library');
  doc.setCreationDate(new Date('2001-02-03T04:05:06Z'));
  doc.setModificationDate(new Date('2002-03-04T05:06:07Z'));
  const xmp = doc.context.stream(
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
      'xmlns:pdf="http://ns.adobe.com/pdf/1.3/" pdf:Producer="Upload XMP Producer"/></rdf:RDF>' +
      '</x:xmpmeta><?xpacket end="w"?>',
    { Type: 'Metadata', Subtype: 'XML' },
  );
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
  return Buffer.from(await doc.save()).toString('base64');
}

const box = (page: number, y: number, width: number, height: number) => ({ page, x: 72, y, width, height });

let app: SigningApp;
let dir: string;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-metadata-'));
  app = await startSigningApp({
    env: { TEST_CLOCK: '1' },
    template: {
      name: 'Residential lease',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
      pdf: await uploadedLease(),
      fields: [
        {
          name: 'tenantSig',
          label: 'Tenant signature',
          type: 'signature',
          role: 'Tenant',
          ...box(1, 200, 180, 48),
        },
        {
          name: 'tenantInitials',
          label: 'Tenant initials',
          type: 'initials',
          role: 'Tenant',
          ...box(1, 300, 60, 30),
        },
        {
          name: 'landlordSig',
          label: 'Landlord signature',
          type: 'signature',
          role: 'Landlord',
          ...box(1, 400, 180, 48),
        },
      ],
    },
  });
});

after(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Executed {
  file: string;
  completedAt: Date;
}

/** Sends, lets each signer complete with their body, and keeps the executed PDF. */
async function executeRequest(
  name: string,
  overrides: Record<string, unknown>,
  bodies: Array<Record<string, unknown>>,
): Promise<Executed> {
  const clock = await app.t.admin('POST', '/clock', { advanceSeconds: AHEAD_SECONDS });
  assert.equal(clock.status, 200, JSON.stringify(clock.body));
  const sent = await sendForSignature(app, overrides);
  for (const [index, body] of bodies.entries()) {
    const signed = await complete(app.t.url, sent.tokens[index], { consent: true, ...body });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
  }
  const resource = await poll(app, sent.id);
  assert.equal(resource.body.status, 'completed');
  const download = await downloadExecuted(app, sent.id);
  assert.equal(download.status, 200);
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, download.body);
  return { file, completedAt: new Date(resource.body.completedAt) };
}

async function info(file: string): Promise<Record<string, string>> {
  const { output } = await run('pdfinfo', ['-isodates', file]);
  return Object.fromEntries(
    output
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

/** The numbers of the pages that belong to the audit certificate. */
async function certificatePages(file: string): Promise<number[]> {
  const pages = Number((await info(file)).Pages);
  const found: number[] = [];
  for (let n = 1; n <= pages; n += 1) {
    const text = (await run('pdftotext', ['-f', String(n), '-l', String(n), file, '-'])).output;
    if (text.includes('Audit certificate · Request')) found.push(n);
  }
  assert.ok(found.length > 0, 'the file has certificate pages');
  return found;
}

async function certificateText(file: string): Promise<string> {
  const pages = await certificatePages(file);
  const range = ['-f', String(pages[0]), '-l', String(pages.at(-1))];
  return (await run('pdftotext', ['-enc', 'UTF-8', ...range, file, '-'])).output.replace(/\s+/g, ' ');
}

/** `[width, height]` of every image (not soft mask) drawn on the certificate's pages. */
async function certificateImages(file: string): Promise<Array<[number, number]>> {
  const pages = await certificatePages(file);
  const range = ['-f', String(pages[0]), '-l', String(pages.at(-1))];
  const { output } = await run('pdfimages', ['-list', ...range, file]);
  return output
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => [Number(cols[3]), Number(cols[4])]);
}

/** A signer's block in the certificate's text: from their name to the next name (or the timeline). */
function block(text: string, name: string, next: string): string {
  const start = text.indexOf(`${name} E-mail`);
  assert.ok(start >= 0, `${name}'s block: ${text}`);
  return text.slice(start, text.indexOf(next, start + name.length));
}

const secondsOf = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

describe('a coordinate template: the upload described itself', () => {
  let lease: Executed;

  before(async () => {
    lease = await executeRequest(
      'lease',
      {
        submitters: [
          { role: 'Tenant', name: 'Zoë Ångström', email: 'zoe@tenant.test' },
          { role: 'Landlord', name: 'Morgan Lee', email: 'morgan@landlord.test' },
        ],
        values: {},
      },
      [
        {
          signature: { type: 'drawn', image: drawnPng(SIGNATURE.width, SIGNATURE.height) },
          initials: { type: 'drawn', image: drawnPng(INITIALS.width, INITIALS.height) },
        },
        { signature: typed('M. Lee') },
      ],
    );
  });

  test("pdfinfo: the template's name, Countersign and its version, dated at the completion on the service's clock", async () => {
    const described = await info(lease.file);
    assert.equal(described.Title, 'Residential lease');
    assert.equal(described.Producer, `Countersign ${VERSION}`);
    assert.equal(described.Creator, 'Countersign');
    // The completion happened on the test clock, far from the wall clock: its own time is the one.
    assert.ok(Math.abs(lease.completedAt.getTime() - Date.now()) > 40 * 86_400_000, 'the clock ran ahead');
    assert.equal(described.ModDate, secondsOf(lease.completedAt));
    assert.equal(described.CreationDate, secondsOf(lease.completedAt));
  });

  test("nothing of the upload's own description is left: title, author, producer, dates, XMP", async () => {
    const described = await info(lease.file);
    const all = JSON.stringify(described);
    for (const stale of [
      'Lease draft v7',
      'Upload Author',
      'Upload Word Processor',
      'Upload PDF Library',
      '2001-',
      '2002-',
    ]) {
      assert.ok(!all.includes(stale), `${stale} survived: ${all}`);
    }
    assert.ok(!all.includes('pdf-lib'), all);
    assert.equal(described['Metadata Stream'], 'no');
    const xmp = (await run('pdfinfo', ['-meta', lease.file])).output;
    assert.ok(!xmp.includes('Upload XMP Producer'), xmp);
  });

  test('pdfsig still reports the seal valid over the whole file', async () => {
    const sig = await run('pdfsig', [lease.file]);
    assert.match(sig.output, /Signature Validation: Signature is Valid\./, sig.output);
    assert.match(sig.output, /Total document signed/, sig.output);
  });

  test("the certificate shows the tenant's drawn signature and captured initials as images", async () => {
    const images = await certificateImages(lease.file);
    assert.deepEqual(
      images.filter(
        ([w, h]) =>
          (w === SIGNATURE.width && h === SIGNATURE.height) ||
          (w === INITIALS.width && h === INITIALS.height),
      ),
      [
        [SIGNATURE.width, SIGNATURE.height],
        [INITIALS.width, INITIALS.height],
      ],
      JSON.stringify(images),
    );
    const tenant = block(await certificateText(lease.file), 'Zoë Ångström', 'Morgan Lee E-mail');
    assert.match(tenant, /Signature .*Initials/, tenant);
    assert.ok(tenant.includes('Drawn by hand'), tenant);
  });

  test("the landlord's typed signature is in the certificate as text; no initials, the template asks none of them", async () => {
    const text = await certificateText(lease.file);
    const landlord = block(text, 'Morgan Lee', 'Event timeline');
    assert.ok(landlord.includes('M. Lee'), landlord);
    assert.ok(landlord.includes('Typed name'), landlord);
    assert.ok(!landlord.includes('Initials'), landlord);
    assert.ok(!landlord.includes('ML'), 'no initials made from the name either');
    const fonts = (await run('pdffonts', ['-f', String((await certificatePages(lease.file))[0]), lease.file]))
      .output;
    assert.match(fonts, /\+DancingScript-Regular/, 'the handwriting face is on the certificate');
  });
});

describe('a flow template', () => {
  let flow: Executed;

  before(async () => {
    const templateId = await publishedTemplate(app.t.url, app.tenant.apiKey, {
      ...AGREEMENT,
      name: 'Consulting agreement with initials',
      body: `${AGREEMENT.body}\n\nInitialled by the Client: {{clientInitials}}`,
      variables: [
        ...AGREEMENT.variables,
        { key: 'clientInitials', label: 'Client initials', type: 'initials', role: 'Client' },
      ],
    });
    flow = await executeRequest('flow', { templateId }, [
      { signature: typed('Zoë Ångström'), values: { clientReference: 'PO-4471' } },
      { signature: typed('Łukasz Żółć') },
    ]);
  });

  test('pdfinfo: its name and Countersign, dated at the completion; the seal is valid', async () => {
    const described = await info(flow.file);
    assert.equal(described.Title, 'Consulting agreement with initials');
    assert.equal(described.Producer, `Countersign ${VERSION}`);
    assert.equal(described.ModDate, secondsOf(flow.completedAt));
    assert.match((await run('pdfsig', [flow.file])).output, /Signature is Valid\./);
  });

  test('initials not captured are those of the typed name; a role without an initials field shows none', async () => {
    const text = await certificateText(flow.file);
    const client = block(text, 'Zoë Ångström', 'Łukasz Żółć E-mail');
    assert.match(client, /Signature .*Initials/, client);
    assert.ok(client.includes('ZÅ'), client);
    const consultant = block(text, 'Łukasz Żółć', 'Event timeline');
    assert.ok(!consultant.includes('Initials'), consultant);
    assert.ok(!consultant.includes('ŁŻ'), consultant);
  });
});

describe('the marks in the certificate', () => {
  const at = new Date('2026-11-24T11:23:00Z');
  const signer = (name: string, extra: Partial<AuditSigner> = {}): AuditSigner => ({
    role: name,
    name,
    email: `${name.toLowerCase()}@example.test`,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    invitedAt: at,
    openedAt: at,
    signedAt: at,
    method: 'typed',
    ...extra,
  });

  test('a signer who declined or has not signed shows no mark', () => {
    const template = {
      inputs: [{ key: 'i', label: 'I', type: 'initials' as const, required: true, role: 'Ann' }],
    };
    const contributions = ['Ann', 'Bea'].map((role) => ({
      role,
      name: role,
      email: '',
      values: {},
      signature: { type: 'typed' as const, text: `${role} Signed` },
    }));
    const [ann, bea, cleo] = withSignerMarks(
      [
        signer('Ann'),
        signer('Bea', { signedAt: null, declinedAt: at, method: null }),
        signer('Cleo', { signedAt: null }),
      ],
      template,
      contributions,
    );
    assert.deepEqual(ann.marks, {
      signature: { type: 'typed', text: 'Ann Signed' },
      initials: { type: 'typed', text: 'AS' },
    });
    assert.equal(bea.marks, null);
    assert.equal(cleo.marks, null);
  });

  test('take the pages counted beforehand, however many signers show them', async () => {
    const image = drawnPng(40, 20);
    for (const count of [1, 5, 9, 14]) {
      const data = {
        requestId: 'sr_marks',
        templateName: 'Marks',
        sentDocumentSha256: '0'.repeat(64),
        executedPagesSha256: '0'.repeat(64),
        completedAt: at,
        events: [],
        signers: Array.from({ length: count }, (_, i) =>
          signer(`Signer${i}`, {
            method: i % 2 ? 'typed' : 'drawn',
            marks: {
              signature: i % 2 ? { type: 'typed', text: `Signer ${i}` } : { type: 'drawn', image },
              initials: i % 3 ? { type: 'typed', text: 'S' } : undefined,
            },
          }),
        ),
      };
      const counted = await certificatePageCount([PageSizes.A4[0], PageSizes.A4[1]], data);
      const doc = await PDFDocument.create();
      doc.addPage(PageSizes.A4);
      await addAuditCertificate(doc, data);
      assert.equal(counted, doc.getPageCount() - 1, `${count} signers`);
    }
  });
});
