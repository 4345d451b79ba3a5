// The executed document as its readers get it (issue 12, CONTRACT §8), judged by poppler: the whole
// file numbered "Page N of M" with the request id on every page; each signature stamped with the
// signer's name and the date; the certificate naming the member who sent it and their workspace,
// how each signer signed and the SHA-256 of the consent they accepted; the timeline in causal
// order; fonts embedded as named subsets. And the last signer keeps a copy through their own link.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { request } from './helpers.ts';
import {
  clientSigns,
  complete,
  downloadExecuted,
  run,
  type SentRequest,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  TINY_PNG,
  typed,
} from './signing-support.ts';

let app: SigningApp;
let dir: string;
let sent: SentRequest;
let executed: Buffer;
let file: string;

before(async () => {
  app = await startSigningApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-executed-'));
  sent = await sendForSignature(app);
  const drawn = await complete(app.t.url, sent.tokens[0], {
    consent: true,
    signature: { type: 'drawn', image: TINY_PNG },
    values: { clientReference: 'PO-4471' },
  });
  assert.equal(drawn.status, 200, JSON.stringify(drawn.body));
  const last = await complete(app.t.url, sent.tokens[1], { consent: true, signature: typed('Łukasz Żółć') });
  assert.equal(last.status, 200, JSON.stringify(last.body));
  executed = (await downloadExecuted(app, sent.id)).body;
  file = path.join(dir, 'executed.pdf');
  await writeFile(file, executed);
});

after(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const pdftext = async (args: string[] = []) =>
  (await run('pdftotext', ['-enc', 'UTF-8', ...args, file, '-'])).output;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function submitters() {
  const { rows } = await app.t.services.db.query<Record<string, any>>(
    'SELECT * FROM submitters WHERE request_id = $1 ORDER BY position',
    [sent.id],
  );
  return rows;
}

describe('the whole file', () => {
  test('every page says "Page N of M" of the whole file, certificate included, and names the request', async (t) => {
    const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [file])).output)?.[1]);
    assert.ok(pages >= 2, `a document page and the certificate: ${pages}`);
    for (let n = 1; n <= pages; n += 1) {
      const text = flat(await pdftext(['-f', String(n), '-l', String(n)]));
      assert.ok(text.includes(`Page ${n} of ${pages}`), `page ${n}: ${text.slice(-160)}`);
      assert.ok(text.includes(sent.id), `page ${n} names the request`);
    }
    assert.ok(!flat(await pdftext()).includes('Page 1 of 1'), 'no page counts only its own part');
    t.diagnostic(`the executed document of two signers weighs ${executed.length} bytes (${pages} pages)`);
  });

  test('every embedded font is a subset named as readers expect (ABCDEF+Name), the handwriting face among them', async () => {
    const lines = (await run('pdffonts', [file])).output.trim().split('\n').slice(2);
    assert.ok(lines.length >= 3, lines.join('\n'));
    for (const line of lines) {
      const [, name, emb, sub, uni] =
        /^(\S+)\s.*\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/.exec(line) ?? [];
      assert.match(name ?? '', /^[A-Z]{6}\+/, line);
      assert.deepEqual(
        [emb, sub, uni],
        ['yes', 'yes', 'yes'],
        `embedded, subset, with a ToUnicode map: ${line}`,
      );
    }
    const names = lines.map((line) => line.split(/\s+/)[0]);
    assert.ok(
      names.some((name) => name.endsWith('+DancingScript-Regular')),
      names.join(', '),
    );
    assert.equal(new Set(names).size, names.length, 'two subsets of one font never share a tag');
  });
});

describe('the signatures on the pages', () => {
  test("each stamped signature has the signer's name and the date, as people read it, under it", async () => {
    const text = await pdftext(['-f', '1', '-l', '1']);
    const [client, consultant] = await submitters();
    const when = (date: Date) =>
      `${date.getUTCDate()} ${date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
    for (const [name, signer] of [
      ['Zoë Ångström', client],
      ['Łukasz Żółć', consultant],
    ] as const) {
      const block = text.slice(text.indexOf(`Name: ${name}`));
      assert.match(
        block,
        new RegExp(
          `^Name: ${name}\\nEmail: [^\\n]+\\nSigned ${when(signer.completed_at)}, \\d\\d:\\d\\d UTC`,
        ),
      );
    }
    // The typed signature is drawn in the handwriting face: its runs extract as the name.
    assert.ok(
      text.includes('Łukasz Żółć\nName: Łukasz Żółć') || flat(text).includes('Łukasz Żółć Name: Łukasz Żółć'),
    );
  });
});

describe('the audit certificate', () => {
  test('names the member who sent the request and the workspace, not an API key alone', async () => {
    const laid = await pdftext(['-layout']);
    assert.match(laid, /Sent by +Owner <owner@acme\.test>\n/);
    assert.match(laid, /Workspace +Acme\n/);
    assert.match(
      flat(await pdftext()),
      /Sent for signature · Owner <owner@acme\.test>, Acme \(API key key_\w+\)/,
    );
  });

  test('says how each signer signed and the SHA-256 of the consent text each accepted', async () => {
    const text = flat(await pdftext());
    const [client, consultant] = await submitters();
    const zoe = text.slice(text.indexOf('Zoë Ångström E-mail'), text.indexOf('Łukasz Żółć E-mail'));
    const lukasz = text.slice(text.indexOf('Łukasz Żółć E-mail'), text.indexOf('Event timeline'));
    assert.ok(zoe.includes('Drawn by hand'), zoe);
    assert.ok(lukasz.includes('Typed name'), lukasz);
    for (const [block, signer] of [
      [zoe, client],
      [lukasz, consultant],
    ] as const) {
      assert.equal(signer.consent_sha256, sha256(signer.consent_text), 'the hash is of the stored text');
      assert.ok(
        block.includes(
          `Accepted the notice on signing electronically (English); SHA-256 of its text: ${signer.consent_sha256}`,
        ),
        block,
      );
      assert.match(
        signer.consent_text,
        /^Owner at Acme uses Countersign to collect signatures electronically/,
      );
      assert.match(signer.consent_text, /contact Owner at Acme \(owner@acme\.test\) to sign on paper/);
    }
  });

  test('keeps the exact ISO time beside the readable one', async () => {
    const text = flat(await pdftext());
    const [client] = await submitters();
    assert.match(
      text,
      new RegExp(`\\d{1,2} \\w+ \\d{4}, \\d\\d:\\d\\d UTC \\(${client.completed_at.toISOString()}\\)`),
    );
  });

  test('the timeline reads "Sent for signature" before "Invited to sign": both at the instant of the send', async () => {
    const text = flat(await pdftext());
    const timeline = text.slice(text.indexOf('Event timeline'));
    const sentAt = timeline.indexOf('Sent for signature');
    const invited = timeline.indexOf('Invited to sign');
    assert.ok(sentAt >= 0 && invited > sentAt, timeline);
    const [client] = await submitters();
    const { rows } = await app.t.services.db.query<{ at: Date }>(
      `SELECT at FROM audit_log WHERE request_id = $1 AND action = 'signature_request.sent'`,
      [sent.id],
    );
    assert.equal(
      client.invited_at.getTime(),
      rows[0].at.getTime(),
      'the invitation is the send’s own instant',
    );
    const actions = [...timeline.matchAll(/(Sent for signature|Invited to sign|Signed|Completed)/g)].map(
      (m) => m[1],
    );
    assert.deepEqual(actions, [
      'Sent for signature',
      'Invited to sign',
      'Signed',
      'Invited to sign',
      'Signed',
      'Completed',
    ]);
  });
});

describe("the last signer's copy", () => {
  test('the completed page thanks the signer and links the executed PDF through their own link', async () => {
    for (const token of sent.tokens) {
      const page = await request<string>(app.t.url, 'GET', `/sign/${token}`);
      assert.match(page.body, /<h1>Everyone has signed<\/h1>/);
      const link = new RegExp(
        `<a class="button-link primary" href="/sign/${token.replace(/[.]/g, '\\.')}/document" download="Consulting-agreement-signed\\.pdf">Download the signed document \\(PDF\\)</a>`,
      );
      assert.match(page.body, link);
      const copy = await request(app.t.url, 'GET', `/sign/${token}/document`);
      assert.equal(copy.status, 200);
      assert.ok(Buffer.compare(copy.body, executed) === 0, 'the very executed document, seal included');
      assert.equal(
        copy.headers.get('content-disposition'),
        'inline; filename="Consulting-agreement-signed.pdf"',
      );
    }
    const sig = (await run('pdfsig', [file])).output;
    assert.match(sig, /Signature Validation: Signature is Valid\./);
  });

  test('a signer who signed before the end sees their own thanks with the date', async () => {
    const other = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, other.tokens[0])).status, 200);
    const page = await request<string>(app.t.url, 'GET', `/sign/${other.tokens[0]}`);
    assert.match(page.body, /Thank you, you have signed/);
    assert.match(page.body, /on <bdi><time datetime="[^"]+">\d{1,2} \w+ \d{4}, \d\d:\d\d UTC<\/time>/);
  });
});
