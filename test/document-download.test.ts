// GET /api/v1/esign/submissions/{id}/document (spec §4.6, CONTRACT §3 and §5): 404 until the signed
// document exists, then the PDF as an attachment; every download recorded in the workspace audit log
// with the API key's identity and the caller's IP before the bytes go out; never metered.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, test } from 'node:test';
import { createTenant, request, usageOf } from './helpers.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  type SentRequest,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

let app: SigningApp;
let sent: SentRequest;

before(async () => {
  app = await startSigningApp();
  sent = await sendForSignature(app);
});
after(() => app.close());

const auditLog = async () =>
  (await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/audit-log?limit=100`)).body
    .entries as Array<Record<string, any>>;
const downloads = async (requestId: string) =>
  (await auditLog()).filter((e) => e.action === 'document.downloaded' && e.requestId === requestId);

test('the document is a 404 while hasSignedDocument is false, and a download of it is not recorded', async () => {
  const pending = await downloadExecuted(app, sent.id);
  assert.equal(pending.status, 404);
  assert.deepEqual(Object.keys(pending.body).sort(), ['error', 'message', 'statusCode']);
  assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
  assert.equal((await downloadExecuted(app, sent.id)).status, 404, 'one signer of two: still no document');
  assert.equal((await downloadExecuted(app, 'sr_unknown')).status, 404);
  assert.deepEqual(await downloads(sent.id), []);
});

test("another workspace's request is a 404 even once its document exists", async () => {
  assert.equal((await consultantSigns(app.t.url, sent.tokens[1])).status, 200);
  const stranger = await createTenant(app.t, 'professional');
  const answer = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${sent.id}/document`, {
    token: stranger.apiKey,
  });
  assert.equal(answer.status, 404);
  assert.equal((await app.t.admin('GET', `/workspaces/${stranger.workspaceId}/audit-log`)).body.total, 0);
});

test('once completed, the executed PDF downloads as an attachment and each download is audited', async () => {
  const first = await downloadExecuted(app, sent.id);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('content-type'), 'application/pdf');
  assert.equal(
    first.headers.get('content-disposition'),
    'attachment; filename="Consulting-agreement-signed.pdf"',
  );
  assert.equal(first.body.subarray(0, 5).toString('latin1'), '%PDF-');
  const { rows } = await app.t.services.db.query<{ signed_document_id: string }>(
    'SELECT signed_document_id FROM signature_requests WHERE id = $1',
    [sent.id],
  );
  const stored = await app.t.services.documents.get(rows[0].signed_document_id);
  assert.ok(stored && first.body.equals(Buffer.from(stored)), 'the stored executed document, byte for byte');

  const second = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${sent.id}/document`, {
    token: app.tenant.apiKey,
    headers: { 'user-agent': 'ArchiveBot/2' },
  });
  assert.ok(second.body.equals(first.body));

  const entries = await downloads(sent.id);
  assert.equal(entries.length, 2, 'one entry per download');
  for (const entry of entries) {
    // CONTRACT §3's entry shape, actor as CONTRACT §3 defines it for downloads.
    for (const key of ['id', 'at', 'action', 'requestId', 'actor', 'ip']) assert.ok(key in entry, key);
    assert.deepEqual(entry.actor, {
      type: 'api_key',
      apiKeyId: app.tenant.apiKeyId,
      memberId: app.tenant.memberId,
    });
    assert.equal(entry.ip, '127.0.0.1');
  }
  assert.equal(entries[0].userAgent, 'ArchiveBot/2', 'newest first');
});

test('the download is in the audit log by the time its first byte arrives', async () => {
  const before = (await downloads(sent.id)).length;
  const response = await fetch(`${app.t.url}/api/v1/esign/submissions/${sent.id}/document`, {
    headers: { authorization: `Bearer ${app.tenant.apiKey}` },
  });
  assert.equal(response.status, 200);
  // Headers are in, the body not yet read: the entry must already be committed.
  assert.equal((await downloads(sent.id)).length, before + 1);
  await response.arrayBuffer();
});

test('downloading is never metered', async () => {
  const usage = () => usageOf(app.t.url, app.tenant.apiKey);
  const beforeUsage = await usage();
  for (let i = 0; i < 3; i++) assert.equal((await downloadExecuted(app, sent.id)).status, 200);
  assert.deepEqual(await usage(), beforeUsage);
});

test('the operator sees the completion notification in the shape of CONTRACT §3', async () => {
  const answer = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/notifications`);
  assert.equal(answer.status, 200);
  const [notification] = answer.body.notifications;
  assert.deepEqual(Object.keys(notification).sort(), ['createdAt', 'id', 'readAt', 'requestId', 'type']);
  assert.equal(notification.type, 'signature_request.completed');
  assert.equal(notification.requestId, sent.id);
  assert.match(notification.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

test('the executed file is streamed from the store: the response is under way before the store has given every byte', async () => {
  const { rows } = await app.t.services.db.query<{ signed_document_id: string }>(
    'SELECT signed_document_id FROM signature_requests WHERE id = $1',
    [sent.id],
  );
  const id = rows[0].signed_document_id;
  const stored = Buffer.from((await app.t.services.documents.get(id)) ?? []);
  const store = app.t.services.documents;
  const gate = new PassThrough();
  // The store hands out the first half only; the rest is held until the client has read that half.
  app.t.services.documents = {
    ...store,
    get: async (documentId, tx) => {
      if (documentId === id) throw new Error('the executed document was read whole');
      return store.get(documentId, tx);
    },
    open: async (documentId, tx) => {
      const opened = await store.open(documentId, tx);
      if (documentId !== id || !opened) return opened;
      opened.destroy();
      return gate;
    },
  };
  try {
    const half = Math.floor(stored.byteLength / 2);
    gate.write(stored.subarray(0, half));
    const response = await fetch(`${app.t.url}/api/v1/esign/submissions/${sent.id}/document`, {
      headers: { authorization: `Bearer ${app.tenant.apiKey}` },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-length'), String(stored.byteLength));
    const reader = response.body!.getReader();
    const received: Uint8Array[] = [];
    let length = 0;
    while (length < half) {
      const { value, done } = await reader.read();
      assert.ok(!done && value, 'the first half arrives while the store still holds the rest');
      received.push(value);
      length += value.byteLength;
    }
    gate.end(stored.subarray(half));
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received.push(value);
    }
    assert.ok(Buffer.concat(received).equals(stored), 'every byte, in order');
  } finally {
    app.t.services.documents = store;
  }
});
