// Documents in object storage (DOCUMENT_STORE_URL=s3://…), against a real S3-compatible server on
// loopback (s3rver): objects are content-addressed and written before the commit that refers to them;
// a store that is unreachable during a completion answers the signer 503 and records nothing, and the
// retry succeeds once it is back; objects no row refers to are swept after the grace period.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/platform/config.ts';
import { sha256Hex } from '../src/platform/storage.ts';
import { parseLocation } from '../src/platform/storage-s3.ts';
import { request } from './helpers.ts';
import { type S3Peer, startS3Peer } from './s3-peer.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  poll,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

const GRACE_SECONDS = 3600;
let peer: S3Peer;
let app: SigningApp;
let bucket: string;

before(async () => {
  peer = await startS3Peer();
  const created = await peer.bucket('documents');
  bucket = created.name;
  app = await startSigningApp({
    env: {
      DOCUMENT_STORE_URL: created.storeUrl,
      DOCUMENT_STORE_GRACE_SECONDS: String(GRACE_SECONDS),
      TEST_CLOCK: '1',
    },
  });
});
after(async () => {
  await app?.close();
  await peer?.close();
});

interface DocumentRow {
  id: string;
  sha256: string;
  size: number;
  store: string;
  location: string | null;
  has_bytes: boolean;
}

async function documentRows(ids: Array<string | null>): Promise<DocumentRow[]> {
  const { rows } = await app.t.services.db.query<DocumentRow>(
    `SELECT id, sha256, size, store, location, bytes IS NOT NULL AS has_bytes FROM documents
      WHERE id = ANY($1) ORDER BY id`,
    [ids.filter(Boolean)],
  );
  return rows;
}

async function requestRow(id: string) {
  const { rows } = await app.t.services.db.query<{
    status: string;
    signed_document_id: string | null;
    executed_pages_document_id: string | null;
    sent_document_id: string | null;
  }>(
    'SELECT status, signed_document_id, executed_pages_document_id, sent_document_id FROM signature_requests WHERE id = $1',
    [id],
  );
  return rows[0];
}

const keysIn = () => peer.keys(bucket);
const advanceClock = (seconds: number) => app.t.admin('POST', '/clock', { advanceSeconds: seconds });

describe('documents in an S3-compatible bucket', () => {
  test('a completed request keeps its documents as objects named by their SHA-256, and the rows keep the metadata', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    assert.equal((await consultantSigns(app.t.url, sent.tokens[1])).status, 200);
    const row = await requestRow(sent.id);
    const docs = await documentRows([
      row.signed_document_id,
      row.executed_pages_document_id,
      row.sent_document_id,
    ]);
    assert.equal(docs.length, 3);
    const keys = await keysIn();
    for (const doc of docs) {
      assert.equal(doc.store, 's3');
      assert.equal(doc.has_bytes, false, 'the bytes are not in the database');
      assert.equal(doc.location, `s3://${bucket}/documents/${doc.sha256}`);
      assert.ok(keys.includes(`documents/${doc.sha256}`), `${doc.sha256} is in the bucket`);
    }

    const download = await downloadExecuted(app, sent.id);
    assert.equal(download.status, 200);
    const signed = docs.find((d) => d.id === row.signed_document_id)!;
    assert.equal(sha256Hex(download.body), signed.sha256);
    assert.equal(download.body.byteLength, signed.size);
  });

  test('with the store unreachable, the last signer gets 503 with Retry-After, nothing is recorded, and the retry completes', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    const before = await requestRow(sent.id);

    await peer.stop();
    let failed: Awaited<ReturnType<typeof consultantSigns>>;
    try {
      failed = await consultantSigns(app.t.url, sent.tokens[1]);
      assert.equal(failed.status, 503, JSON.stringify(failed.body));
      assert.equal(failed.body.code, 'service_unavailable');
      assert.ok(Number(failed.headers.get('retry-after')) > 0, 'Retry-After tells when to try again');
      const polled = (await poll(app, sent.id)).body;
      assert.equal(polled.status, 'opened');
      assert.equal(polled.hasSignedDocument, false);
      assert.equal(polled.submitters[1].status, 'awaiting', 'the signature was not recorded');
      assert.deepEqual(await requestRow(sent.id), before, 'the request row is unchanged');
      const { rows } = await app.t.services.db.query<{ action: string }>(
        'SELECT action FROM audit_log WHERE request_id = $1 ORDER BY at, id',
        [sent.id],
      );
      assert.deepEqual(
        rows.map((r) => r.action),
        ['signature_request.sent', 'signature_request.signed'],
        "only the send and the first signer's signature",
      );
    } finally {
      await peer.restart();
    }

    const retried = await consultantSigns(app.t.url, sent.tokens[1]);
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    assert.equal((await poll(app, sent.id)).body.status, 'completed');
    assert.equal((await downloadExecuted(app, sent.id)).status, 200);
  });

  test('a download while the store is unreachable is a 503 and is not recorded as a download', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    assert.equal((await consultantSigns(app.t.url, sent.tokens[1])).status, 200);
    await peer.stop();
    try {
      const failed = await downloadExecuted(app, sent.id);
      assert.equal(failed.status, 503);
      assert.equal(failed.body.code, 'service_unavailable');
    } finally {
      await peer.restart();
    }
    const log = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/audit-log?limit=100`);
    const downloads = log.body.entries.filter(
      (e: { action: string; requestId: string }) =>
        e.action === 'document.downloaded' && e.requestId === sent.id,
    );
    assert.equal(downloads.length, 0);
    assert.equal((await downloadExecuted(app, sent.id)).status, 200);
  });

  test('objects no row refers to are deleted once older than the grace period; referenced ones stay', async () => {
    const { documents, db } = app.t.services;
    const orphanBytes = new TextEncoder().encode(`orphan ${Date.now()}`);
    const orphan = await documents.stage(orphanBytes);
    // An upload whose transaction rolled back: the object exists, no row refers to it.
    const rolledBack = new TextEncoder().encode(`rolled back ${Date.now()}`);
    await assert.rejects(
      db.transaction(async (tx) => {
        await documents.put(rolledBack, { contentType: 'text/plain', tx });
        throw new Error('abandoned');
      }),
      /abandoned/,
    );
    const kept = await documents.put(new TextEncoder().encode(`kept ${Date.now()}`), {
      contentType: 'text/plain',
    });
    const key = (sha: string) => `documents/${sha}`;
    assert.ok((await keysIn()).includes(key(orphan.sha256)));
    assert.ok((await keysIn()).includes(key(sha256Hex(rolledBack))));

    assert.equal(await documents.sweepOrphans(), 0, 'nothing is swept within the grace period');
    const referenced = (await keysIn()).length;
    await advanceClock(GRACE_SECONDS + 1);
    // Also counted: intents of uploads that never happened (the store was down in the test above).
    assert.ok((await documents.sweepOrphans()) >= 2);
    const keys = await keysIn();
    assert.ok(!keys.includes(key(orphan.sha256)), 'the orphan is gone');
    assert.ok(!keys.includes(key(sha256Hex(rolledBack))), 'the rolled-back upload is gone');
    assert.ok(keys.includes(key(kept.sha256)), 'a referenced object stays');
    // Exactly the referenced objects are left: earlier tests may have left orphans of their own
    // (an upload cut off by the store going down), and those go too.
    const { rows: storedRows } = await db.query<{ location: string }>(
      "SELECT location FROM documents WHERE store = 's3'",
    );
    const wanted = new Set(storedRows.map((d) => parseLocation(d.location).key));
    assert.deepEqual([...keys].sort(), [...wanted].sort());
    assert.ok(keys.length <= referenced - 2);

    // Every completed request's documents still download.
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM signature_requests WHERE has_signed_document',
    );
    for (const { id } of rows) assert.equal((await downloadExecuted(app, id)).status, 200);
  });

  test('writing bytes that were swept as an orphan stores them again', async () => {
    const { documents } = app.t.services;
    const bytes = new TextEncoder().encode(`again ${Date.now()}`);
    await documents.stage(bytes);
    await advanceClock(GRACE_SECONDS + 1);
    await documents.sweepOrphans();
    assert.ok(!(await keysIn()).includes(`documents/${sha256Hex(bytes)}`));
    const stored = await documents.put(bytes, { contentType: 'text/plain' });
    assert.deepEqual(await documents.get(stored.id), bytes);
  });

  test('released objects go at once unless a row refers to them; a writer whose object was purged after staging puts it again', async () => {
    const { documents, db } = app.t.services;
    const shared = new TextEncoder().encode(`shared ${Date.now()}`);
    const first = await documents.put(shared, { contentType: 'text/plain' });
    const location = (await documentRows([first.id]))[0].location!;
    // Released while a row still refers to it (another request with the same bytes): it stays.
    await db.transaction((tx) => documents.releaseObjects(tx, [location]));
    await documents.purgeReleased();
    assert.ok((await keysIn()).includes(parseLocation(location).key));
    assert.deepEqual(await documents.get(first.id), shared);

    // A second upload of other bytes is staged; its object is released and purged before its row is
    // written (an erasure of an identical document committing at that moment).
    const racing = new TextEncoder().encode(`racing ${Date.now()}`);
    const staged = await documents.stage(racing);
    await db.transaction((tx) => documents.releaseObjects(tx, [staged.location]));
    assert.equal(await documents.purgeReleased(), 1);
    assert.ok(!(await keysIn()).includes(`documents/${staged.sha256}`), 'the purge deleted it');
    // The writer's confirmation finds the object's row gone and puts the bytes again.
    const stored = await db.transaction((tx) => documents.put(staged, { contentType: 'text/plain', tx }));
    assert.ok((await keysIn()).includes(`documents/${staged.sha256}`));
    assert.deepEqual(await documents.get(stored.id), racing);
    assert.equal(await documents.purgeReleased(), 0, 'and it is no longer released');
    assert.ok((await keysIn()).includes(`documents/${staged.sha256}`));
  });

  test('a document streams from the bucket in pieces, checked against its SHA-256', async () => {
    const { documents } = app.t.services;
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    const stored = await documents.put(bytes, { contentType: 'application/octet-stream' });
    const stream = await documents.open(stored.id);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk);
    assert.deepEqual(new Uint8Array(Buffer.concat(chunks)), bytes);
    assert.equal(await documents.open('doc_unknown'), null);
  });
});

describe('DOCUMENT_STORE_URL', () => {
  const base = { DATA_DIR: '/tmp/x' };
  test('is parsed into bucket, prefix, endpoint, region and credentials', () => {
    const config = loadConfig({
      ...base,
      DOCUMENT_STORE_URL:
        's3://AK:S%2Fecret@my-bucket/deep/folder/?endpoint=http://127.0.0.1:9000&region=eu-west-3',
    });
    assert.deepEqual(config.documentStore, {
      kind: 's3',
      bucket: 'my-bucket',
      prefix: 'deep/folder/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'S/ecret' },
    });
    const fromEnv = loadConfig({
      ...base,
      DOCUMENT_STORE_URL: 's3://bucket-two',
      AWS_ACCESS_KEY_ID: 'K',
      AWS_SECRET_ACCESS_KEY: 'S',
      AWS_REGION: 'us-west-2',
    });
    assert.deepEqual(fromEnv.documentStore, {
      kind: 's3',
      bucket: 'bucket-two',
      prefix: '',
      endpoint: undefined,
      region: 'us-west-2',
      forcePathStyle: false,
      credentials: { accessKeyId: 'K', secretAccessKey: 'S', sessionToken: undefined },
    });
    assert.deepEqual(loadConfig(base).documentStore, { kind: 'database' });
  });

  test('a malformed value stops the start with a message naming the variable', () => {
    for (const value of [
      'ftp://bucket',
      's3://UPPER',
      's3://ok-bucket?endpoint=nope',
      's3://key@ok-bucket',
    ]) {
      assert.throws(() => loadConfig({ ...base, DOCUMENT_STORE_URL: value }), /DOCUMENT_STORE_URL/, value);
    }
    assert.throws(
      () => loadConfig({ ...base, DOCUMENT_STORE_URL: 's3://ok-bucket', AWS_ACCESS_KEY_ID: 'only-the-key' }),
      /AWS_SECRET_ACCESS_KEY/,
    );
  });
});

test('the service answers while the store is down for everything that needs no document', async () => {
  await peer.stop();
  try {
    const sent = await sendForSignature(app);
    assert.equal((await poll(app, sent.id)).status, 200);
    const usage = await request(app.t.url, 'GET', '/api/v1/esign/usage', { token: app.tenant.apiKey });
    assert.equal(usage.status, 200);
  } finally {
    await peer.restart();
  }
});
