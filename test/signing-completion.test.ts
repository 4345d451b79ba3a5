// Completion (spec §3, CONTRACT §8): the last signature renders the executed document, appends the
// audit certificate, seals the file and stores it in the operation that sets completed — judged by
// pdfsig, qpdf and pdftotext, with the certificate's hashes recomputed here.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { renderDocument } from '../src/templates/render/index.ts';
import { findTemplate } from '../src/templates/repository.ts';
import { request } from './helpers.ts';
import { type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  poll,
  run,
  type SentRequest,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const AGENTS = ['Mozilla/5.0 (Client laptop) Firefox/133.0', 'Mozilla/5.0 (Consultant phone) Safari/18.1'];

let app: SigningApp;
let smtp: SmtpPeer;
let dir: string;
let sent: SentRequest;
/** The PDF the first signer was shown before anyone signed: the document as sent. */
let shownToFirstSigner: Buffer;
let executed: Buffer;
let executedPath: string;
let completionMs: number;

before(async () => {
  smtp = await startSmtpPeer();
  app = await startSigningApp({ env: { SMTP_URL: smtp.url }, worker: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-completion-'));
  sent = await sendForSignature(app);
  const [client, consultant] = sent.tokens;
  const shown = await request(app.t.url, 'GET', `/sign/${client}/document`);
  assert.equal(shown.status, 200);
  shownToFirstSigner = shown.body;

  const asClient = { 'user-agent': AGENTS[0] };
  assert.equal((await request(app.t.url, 'POST', `/sign/${client}/open`, { headers: asClient })).status, 200);
  assert.equal((await clientSigns(app.t.url, client, asClient)).status, 200);
  const asConsultant = { 'user-agent': AGENTS[1] };
  assert.equal(
    (await request(app.t.url, 'POST', `/sign/${consultant}/open`, { headers: asConsultant })).status,
    200,
  );
  const started = performance.now();
  const last = await consultantSigns(app.t.url, consultant, asConsultant);
  completionMs = performance.now() - started;
  assert.equal(last.status, 200, JSON.stringify(last.body));
  assert.deepEqual(last.body, { status: 'completed', requestStatus: 'completed' });

  const download = await downloadExecuted(app, sent.id);
  assert.equal(download.status, 200);
  executed = download.body;
  executedPath = path.join(dir, 'executed.pdf');
  await writeFile(executedPath, executed);
});

after(async () => {
  await app?.close();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function requestRow(id: string) {
  const { rows } = await app.t.services.db.query<Record<string, any>>(
    'SELECT * FROM signature_requests WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function storedDocument(id: string): Promise<Uint8Array> {
  const bytes = await app.t.services.documents.get(id);
  assert.ok(bytes, `document ${id} is stored`);
  return bytes;
}

async function attachment(name: string): Promise<Buffer> {
  const result = await run('qpdf', [`--show-attachment=${name}`, executedPath]);
  assert.equal(result.code, 0, result.output);
  return result.stdout;
}

describe('the completed request', () => {
  test('the last signature completes the request with its document, completedAt and the workspace notified', async (t) => {
    t.diagnostic(
      `completion (render + certificate + seal + commit) took ${completionMs.toFixed(0)} ms over HTTP`,
    );
    const polled = (await poll(app, sent.id)).body;
    assert.equal(polled.status, 'completed');
    assert.equal(polled.hasSignedDocument, true);
    assert.equal(
      polled.completedAt,
      polled.submitters[1].completedAt,
      'completed when the last signer signed',
    );

    const notifications = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/notifications`);
    assert.equal(notifications.status, 200);
    const mine = notifications.body.notifications.filter(
      (n: { requestId: string }) => n.requestId === sent.id,
    );
    assert.equal(mine.length, 1);
    assert.equal(mine[0].type, 'signature_request.completed');
    assert.equal(mine[0].readAt, null);

    const audit = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/audit-log?limit=100`);
    const actions = audit.body.entries
      .filter((e: { requestId: string }) => e.requestId === sent.id)
      .map((e: { action: string }) => e.action)
      .sort();
    assert.deepEqual(actions, [
      'document.downloaded',
      'signature_request.completed',
      'signature_request.opened',
      'signature_request.opened',
      'signature_request.sent',
      'signature_request.signed',
      'signature_request.signed',
    ]);
  });

  test('pdfsig reports the signature valid over the total document and qpdf finds no errors', async () => {
    const sig = await run('pdfsig', [executedPath]);
    assert.match(sig.output, /Signature Validation: Signature is Valid\./, sig.output);
    assert.match(sig.output, /Total document signed/);
    assert.match(sig.output, /Signature Type: ETSI\.CAdES\.detached/);
    const check = await run('qpdf', ['--check', executedPath]);
    assert.equal(check.code, 0, check.output);
    assert.match(check.output, /No syntax or stream encoding errors found/);
  });

  test('changing one byte of the executed PDF makes pdfsig report the signature invalid', async () => {
    const range = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(executed.toString('latin1'));
    assert.ok(range);
    const gapStart = Number(range[2]);
    // The header's version digit, and a byte inside the first page's content stream: either change
    // leaves a well-formed file, so only the signature's digest can object.
    const headerDigit = executed.indexOf('%PDF-1.') + 7;
    const streamByte = executed.indexOf('stream\n') + 'stream\n'.length + 10;
    for (const offset of [headerDigit, streamByte]) {
      assert.ok(offset > 0 && offset < gapStart, 'the byte is inside the signed range');
      const tampered = Buffer.from(executed);
      tampered[offset] ^= 0x01;
      const tamperedPath = path.join(dir, `tampered-${offset}.pdf`);
      await writeFile(tamperedPath, tampered);
      const sig = await run('pdfsig', [tamperedPath]);
      assert.doesNotMatch(sig.output, /Signature is Valid/, sig.output);
      assert.match(sig.output, /Digest Mismatch|Signature is Invalid/, sig.output);
    }
  });

  test("the audit certificate shows each signer's name, e-mail, role, IP, user agent and times, and the request id", async () => {
    const text = (await run('pdftotext', ['-enc', 'UTF-8', executedPath, '-'])).output;
    const flat = text.replace(/\s+/g, ' ');
    assert.ok(text.includes('Audit certificate'));
    assert.ok(text.includes(sent.id));
    const { rows } = await app.t.services.db.query<Record<string, any>>(
      'SELECT * FROM submitters WHERE request_id = $1 ORDER BY position',
      [sent.id],
    );
    rows.forEach((row, i) => {
      for (const value of [SIGNERS[i].name, SIGNERS[i].email, SIGNERS[i].role, '127.0.0.1']) {
        assert.ok(text.includes(value), `"${value}" is on the certificate`);
      }
      assert.ok(flat.includes(AGENTS[i]), `the user agent "${AGENTS[i]}" is on the certificate`);
      for (const time of [row.invited_at, row.opened_at, row.completed_at]) {
        assert.ok(text.includes(time.toISOString()), `${time.toISOString()} is on the certificate`);
      }
    });
  });

  test('the SHA-256 of the document as sent is that of the PDF the first signer was shown', async () => {
    const text = (await run('pdftotext', ['-enc', 'UTF-8', executedPath, '-'])).output;
    const lines = text.split('\n').map((line) => line.trim());
    const hash = lines[lines.indexOf('SHA-256 of the document as sent') + 1];
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.equal(sha256(shownToFirstSigner), hash);
    assert.equal(sha256(await attachment('document-as-sent.pdf')), hash, 'the attached copy is that PDF');
    const row = await requestRow(sent.id);
    assert.equal(sha256(await storedDocument(row.sent_document_id)), hash, 'the stored copy is that PDF');
  });

  test('the SHA-256 of the executed pages is that of the filled and signed pages, re-rendered here', async () => {
    const text = (await run('pdftotext', ['-enc', 'UTF-8', executedPath, '-'])).output;
    const lines = text.split('\n').map((line) => line.trim());
    const hash = lines[lines.indexOf('SHA-256 of the executed pages') + 1];
    assert.match(hash, /^[0-9a-f]{64}$/);

    // The definition: the template rendered with the sender's values and each signer's values,
    // signature and time — everything the certificate is then appended to.
    const row = await requestRow(sent.id);
    const template = await findTemplate(app.t.services.db, row.workspace_id, row.template_id);
    assert.ok(template);
    const { rows: signers } = await app.t.services.db.query<Record<string, any>>(
      'SELECT * FROM submitters WHERE request_id = $1 ORDER BY position',
      [sent.id],
    );
    // Its pages are numbered as pages of the whole executed file, certificate included.
    const total = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [executedPath])).output)?.[1]);
    const pages = await renderDocument(
      template,
      undefined,
      {
        values: row.sender_values,
        signers: signers.map((s) => ({
          role: s.role,
          name: s.name,
          email: s.email,
          values: s.signer_values,
          signature: s.signature,
          signedAt: s.completed_at,
        })),
      },
      { footer: (page) => `Request ${sent.id} · Page ${page} of ${total}` },
    );
    assert.equal(sha256(pages), hash);
    assert.equal(sha256(await attachment('executed-pages.pdf')), hash, 'the attached copy is those pages');
    assert.equal(sha256(await storedDocument(row.executed_pages_document_id)), hash);
    for (const value of ['PO-4471', '1 December 2026', 'Northwind Traders'])
      assert.ok(text.includes(value), value);
  });

  test('every signer is e-mailed the executed PDF when the request completes', async () => {
    for (const signer of SIGNERS) {
      const mail = await smtp.waitForMessage(
        (m) => m.to.includes(signer.email) && m.subject.startsWith('Completed:'),
        `the completion e-mail to ${signer.email}`,
      );
      assert.equal(mail.attachments.length, 1);
      assert.equal(mail.attachments[0].contentType, 'application/pdf');
      assert.equal(mail.attachments[0].filename, 'Consulting-agreement-signed.pdf');
      assert.ok(mail.attachments[0].content.equals(executed), 'the attachment is the executed document');
    }
  });
});

describe('completion as one operation', () => {
  test('polling in a tight loop while the last signer signs never sees completed without a document', async (t) => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    const seen: string[] = [];
    let signing = true;
    const poller = (async () => {
      while (signing || seen.at(-1) !== 'completed') {
        const polled = (await poll(app, sent.id)).body;
        seen.push(polled.status);
        if (polled.status === 'completed') {
          assert.equal(polled.hasSignedDocument, true);
          const document = await downloadExecuted(app, sent.id);
          assert.equal(document.status, 200, 'completed, so the document downloads at once');
          assert.equal(document.headers.get('content-type'), 'application/pdf');
        } else {
          assert.equal(polled.hasSignedDocument, false);
        }
      }
    })();
    const started = performance.now();
    const signed = await consultantSigns(app.t.url, sent.tokens[1]);
    const tookMs = performance.now() - started;
    signing = false;
    await poller;
    assert.equal(signed.status, 200);
    t.diagnostic(
      `completion (identity loaded) took ${tookMs.toFixed(0)} ms over HTTP; ${seen.length} polls: ` +
        `${seen.filter((s) => s === 'opened').length} opened, then completed`,
    );
    assert.ok(seen.includes('opened'), 'some polls ran while the completion was under way');
    assert.equal(seen.at(-1), 'completed');
    assert.deepEqual([...new Set(seen)], ['opened', 'completed'], 'never back, never anything else');
  });

  test('when sealing fails, the completion fails cleanly, records nothing, and succeeds when retried', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    const { config } = app.t.services;
    config.signingCertFile = path.join(dir, 'missing.p12');
    let failed: Awaited<ReturnType<typeof consultantSigns>>;
    try {
      failed = await consultantSigns(app.t.url, sent.tokens[1]);
    } finally {
      config.signingCertFile = undefined;
    }
    assert.equal(failed.status, 503, JSON.stringify(failed.body));
    assert.match(failed.body.message, /nothing was signed/);

    const polled = (await poll(app, sent.id)).body;
    assert.equal(polled.status, 'opened');
    assert.equal(polled.hasSignedDocument, false);
    assert.equal(polled.submitters[1].status, 'awaiting');
    const row = await requestRow(sent.id);
    assert.equal(row.signed_document_id, null);
    const { rows } = await app.t.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE request_id = $1 AND action IN
         ('signature_request.completed', 'signature_request.signed')`,
      [sent.id],
    );
    assert.equal(rows[0].n, 1, "only the first signer's signature is recorded");

    const retried = await consultantSigns(app.t.url, sent.tokens[1]);
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    assert.equal((await poll(app, sent.id)).body.status, 'completed');
    assert.equal((await downloadExecuted(app, sent.id)).status, 200);
  });

  test('a page opened while the last signer completes never leaves the certificate behind the record', async () => {
    // The executed document is made before the row lock is taken; an opening committed meanwhile
    // changes what the certificate must say, so the completion notices and renders again.
    for (let round = 0; round < 3; round++) {
      const sent = await sendForSignature(app);
      assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
      const [opened, signed] = await Promise.all([
        request(app.t.url, 'POST', `/sign/${sent.tokens[1]}/open`),
        consultantSigns(app.t.url, sent.tokens[1]),
      ]);
      assert.equal(signed.status, 200, JSON.stringify(signed.body));
      assert.ok([200, 409].includes(opened.status), JSON.stringify(opened.body));
      const { rows } = await app.t.services.db.query<{ opened_at: Date | null }>(
        "SELECT opened_at FROM submitters WHERE request_id = $1 AND role = 'Consultant'",
        [sent.id],
      );
      assert.equal(rows[0].opened_at !== null, opened.status === 200);
      const file = path.join(dir, `race-${round}.pdf`);
      await writeFile(file, (await downloadExecuted(app, sent.id)).body);
      const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output;
      if (rows[0].opened_at)
        assert.ok(text.includes(rows[0].opened_at.toISOString()), 'the opening is certified');
      assert.equal(text.includes('Opened the signing page · Łukasz Żółć'), opened.status === 200);
    }
  });

  test('a double submit by the last signer records one signature and one executed document', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => consultantSigns(app.t.url, sent.tokens[1])),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409]);
    const { rows } = await app.t.services.db.query<{ action: string; n: number }>(
      'SELECT action, count(*)::int AS n FROM audit_log WHERE request_id = $1 GROUP BY action ORDER BY action',
      [sent.id],
    );
    assert.deepEqual(Object.fromEntries(rows.map((r) => [r.action, r.n])), {
      'signature_request.completed': 1,
      'signature_request.sent': 1,
      'signature_request.signed': 2,
    });
    const notices = await app.t.services.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_messages WHERE request_id = $1 AND kind = 'completed'",
      [sent.id],
    );
    assert.equal(notices.rows[0].n, 2, 'one completion e-mail per signer');
  });
});
