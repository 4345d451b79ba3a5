// Issue 26 item 3: back up a live instance, restore it somewhere new, start a node on the copy. On
// PostgreSQL as docs/operations.md says (pg_dump -Fc while it runs, DATA_DIR/signing copied; pg_restore into a
// new database); on the embedded database with `countersign backup` asked of the running service and
// `countersign restore` into a new DATA_DIR. Either way the executed document downloads and verifies,
// the pending request's signing link opens and signs, and the allowance is what it was at the backup.
// With a bucket, restore puts documents back only where the configured store keeps them.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, open, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { type BackupManifest, type BackupObject, MANIFEST } from '../src/admin/backup-routes.ts';
import { LOCK_FILE_NAME } from '../src/platform/db/data-dir-lock.ts';
import { readTarIndex, readTarMember, tarStream } from '../src/platform/tar.ts';
import { verifyRaw } from './evidence-support.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  DB_KIND,
  freePort,
  freshPostgresDatabase,
  operatorApi,
  ROOT,
  request,
  type ServerProcess,
  spawnServer,
  usageOf,
} from './helpers.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { startS3Peer } from './s3-peer.ts';
import { AGREEMENT, run, SIGNERS } from './signing-support.ts';

const exec = promisify(execFile);
const cleanup = cleanupAtEnd();

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer({ ADMIN_TOKEN, RATE_LIMIT_PER_IP: '100000', ...env });
  cleanup.push(() => server.stop('SIGKILL'));
  return server;
}

const sign = (base: string, signingUrl: string, text: string, values: Record<string, string>) =>
  request(base, 'POST', `${new URL(signingUrl).pathname}/complete`, {
    body: { consent: true, signature: { type: 'typed', text }, values },
  });

const send = (base: string, apiKey: string, templateId: string, clientName: string) =>
  request(base, 'POST', '/api/v1/esign/submissions', {
    token: apiKey,
    body: { templateId, submitters: SIGNERS, values: { clientName, rate: 100 }, sendEmail: false },
  });

/** What the live instance holds at the backup: an executed request, a pending one, some allowance used. */
async function populate(base: string) {
  const tenant = await createTenant({ admin: operatorApi(base) }, 'max');
  const templateId = await publishedTemplate(base, tenant.apiKey, AGREEMENT);
  const done = await send(base, tenant.apiKey, templateId, 'Executed Ltd');
  assert.equal(done.status, 201);
  assert.equal(
    (await sign(base, done.body.submitters[0].signingUrl, 'Zoë Ångström', { clientReference: 'PO-1' }))
      .status,
    200,
  );
  assert.equal((await sign(base, done.body.submitters[1].signingUrl, 'Łukasz Żółć', {})).status, 200);
  const document = await request(base, 'GET', `/api/v1/esign/submissions/${done.body.id}/document`, {
    token: tenant.apiKey,
  });
  assert.equal(document.status, 200);
  const pending = await send(base, tenant.apiKey, templateId, 'Pending Ltd');
  assert.equal(pending.status, 201);
  const usage = await usageOf(base, tenant.apiKey);
  assert.equal(usage.used, 2);
  return {
    tenant,
    templateId,
    executedId: done.body.id as string,
    executed: document.body as Buffer,
    pending: pending.body,
  };
}

type Live = Awaited<ReturnType<typeof populate>>;

/** A live node started on `env` and populated, with its allowance as the backup will find it. */
async function liveNode(env: Record<string, string>) {
  const live = await started(env);
  const state = await populate(live.url);
  return { live, state, usageAtBackup: await usageOf(live.url, state.tenant.apiKey) };
}

/** The restored node: the same executed document (that verifies), a link that signs, the same allowance. */
async function checkRestored(base: string, live: Live, usageAtBackup: unknown) {
  const { apiKey } = live.tenant;
  assert.deepEqual(await usageOf(base, apiKey), usageAtBackup);
  const document = await request(base, 'GET', `/api/v1/esign/submissions/${live.executedId}/document`, {
    token: apiKey,
  });
  assert.equal(document.status, 200);
  assert.ok(Buffer.compare(document.body, live.executed) === 0, 'the very executed document');
  const verdict = await verifyRaw(base, document.body);
  assert.equal(verdict.status, 200);
  assert.equal(verdict.body.result, 'valid');
  const dir = await cleanup.tempDir('cs-restored-pdf-');
  const file = path.join(dir, 'executed.pdf');
  await writeFile(file, document.body);
  assert.match((await run('pdfsig', [file])).output, /Signature Validation: Signature is Valid\./);

  const link = live.pending.submitters[0].signingUrl as string;
  const page = await request<string>(base, 'GET', new URL(link).pathname);
  assert.equal(page.status, 200);
  assert.equal((await sign(base, link, 'Zoë Ångström', { clientReference: 'PO-2' })).status, 200);
  const read = await request(base, 'GET', `/api/v1/esign/submissions/${live.pending.id}`, { token: apiKey });
  assert.equal(read.body.submitters[0].status, 'completed');
  // Signing spends no allowance: still what it was when the backup was taken.
  assert.deepEqual(await usageOf(base, apiKey), usageAtBackup);
}

test('PostgreSQL: pg_dump of the running service, DATA_DIR/signing copied, pg_restore into a new database', {
  skip: DB_KIND !== 'postgres' && 'the PostgreSQL procedure needs PostgreSQL',
}, async () => {
  const database = await freshPostgresDatabase();
  cleanup.push(() => database.drop());
  const dataDir = await cleanup.tempDir('cs-backup-live-');
  const { live, state, usageAtBackup } = await liveNode({ DATABASE_URL: database.url, DATA_DIR: dataDir });

  const backupDir = await cleanup.tempDir('cs-backup-');
  const dump = path.join(backupDir, 'countersign.dump');
  await exec('pg_dump', ['-Fc', '-f', dump, database.url]);
  await cp(path.join(dataDir, 'signing'), path.join(backupDir, 'signing'), { recursive: true });
  // Written after the dump: not in the backup.
  assert.equal((await send(live.url, state.tenant.apiKey, state.templateId, 'After the dump')).status, 201);

  const restoredDb = await freshPostgresDatabase();
  cleanup.push(() => restoredDb.drop());
  await exec('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    '-d',
    restoredDb.url,
    dump,
  ]);
  const restoredDir = await cleanup.tempDir('cs-backup-restored-');
  await cp(path.join(backupDir, 'signing'), path.join(restoredDir, 'signing'), { recursive: true });
  await live.stop();
  const restored = await started({ DATABASE_URL: restoredDb.url, DATA_DIR: restoredDir });
  await checkRestored(restored.url, state, usageAtBackup);
});

const cli = (args: string[], env: Record<string, string> = {}) =>
  exec(process.execPath, [path.join(ROOT, 'bin/countersign.mjs'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });

test('embedded database: countersign backup of the running service, countersign restore into a new DATA_DIR', {
  skip: DB_KIND !== 'pglite' && 'the embedded database is the PGlite pass',
}, async () => {
  const dataDir = await cleanup.tempDir('cs-backup-live-');
  const { live, state, usageAtBackup } = await liveNode({ DATA_DIR: dataDir });

  const backupDir = await cleanup.tempDir('cs-backup-');
  const file = path.join(backupDir, 'countersign.tar');
  const env = { COUNTERSIGN_URL: live.url, ADMIN_TOKEN };
  const made = await cli(['backup', file], env);
  assert.match(made.stdout, /^Backup written to .*countersign\.tar .*signing\/signing\.p12/);
  assert.equal((await send(live.url, state.tenant.apiKey, state.templateId, 'After the backup')).status, 201);
  // The service kept serving, and a second backup to the same name is refused.
  await assert.rejects(cli(['backup', file], env), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /already exists: choose a new file name/);
    return true;
  });

  // Refused: the live directory (its lock is held) and a directory that is not empty.
  await assert.rejects(
    cli(['restore', file, '--data-dir', dataDir]),
    (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(
        error.stderr,
        new RegExp(
          `is in use by a running process \\(${live.child.pid}\\): restore into a new, empty directory`,
        ),
      );
      return true;
    },
  );
  const notEmpty = await cleanup.tempDir('cs-backup-full-');
  await writeFile(path.join(notEmpty, 'something'), 'x');
  await assert.rejects(
    cli(['restore', file, '--data-dir', notEmpty]),
    /is not empty: restore into a new, empty directory/,
  );

  const restoredDir = path.join(await cleanup.tempDir('cs-backup-restored-'), 'data');
  const restoredOut = await cli(['restore', file, '--data-dir', restoredDir]);
  assert.match(
    restoredOut.stdout,
    /^Restored the backup of .* \(1 workspace\) into .*Start the service on it with DATA_DIR=/,
  );
  await live.stop();
  const restored = await started({ DATA_DIR: restoredDir });
  await checkRestored(restored.url, state, usageAtBackup);
});

/** A copy of the archive beside it whose manifest lists each object as `forge` makes it; every other byte as it was. */
async function forgedArchive(file: string, forge: (object: BackupObject) => BackupObject): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const members = await readTarIndex(handle);
    const manifest = JSON.parse(
      (await readTarMember(handle, members.find((m) => m.name === MANIFEST)!)).toString('utf8'),
    ) as BackupManifest;
    const forged = Buffer.from(JSON.stringify({ ...manifest, objects: manifest.objects?.map(forge) }));
    const target = path.join(path.dirname(file), 'forged.tar');
    const entries = members.map(({ name, size, offset }) =>
      name === MANIFEST
        ? { name, size: forged.byteLength, body: async () => forged }
        : {
            name,
            size,
            body: async () => createReadStream(file, { start: offset, end: offset + size - 1 }),
          },
    );
    await pipeline(tarStream(entries), createWriteStream(target));
    return target;
  } finally {
    await handle.close();
  }
}

test('embedded database with documents in a bucket: the archive carries them, restore puts them back', {
  skip: DB_KIND !== 'pglite' && 'the embedded database is the PGlite pass',
}, async () => {
  const peer = await startS3Peer();
  cleanup.push(() => peer.close());
  const bucket = await peer.bucket('docs');
  const store = { DOCUMENT_STORE_URL: bucket.storeUrl };
  const { live, state, usageAtBackup } = await liveNode({
    DATA_DIR: await cleanup.tempDir('cs-backup-live-'),
    ...store,
  });
  const keys = await peer.keys(bucket.name);
  assert.ok(keys.length >= 3, `template, sent and executed documents: ${keys}`);

  const file = path.join(await cleanup.tempDir('cs-backup-'), 'countersign.tar');
  const made = await cli(['backup', file], { COUNTERSIGN_URL: live.url, ADMIN_TOKEN });
  assert.match(made.stdout, new RegExp(`, ${keys.length} documents from the bucket\\.\\n$`));
  await live.stop();
  // The bucket is lost.
  for (const key of keys)
    assert.ok((await fetch(`${peer.endpoint}/${bucket.name}/${key}`, { method: 'DELETE' })).ok);
  assert.deepEqual(await peer.keys(bucket.name), []);

  // On macOS and the BSDs the lock restore takes on the directory is this socket file inside it: the
  // restore takes it for its own, neither content to refuse nor to take back (here one a crash left).
  const restoredDir = await cleanup.tempDir('cs-backup-restored-');
  await writeFile(path.join(restoredDir, LOCK_FILE_NAME), '');
  await assert.rejects(
    cli(['restore', file, '--data-dir', restoredDir]),
    /holds \d+ documents kept in a bucket: set DOCUMENT_STORE_URL as the service will run/,
  );
  // Refused before anything is written: another bucket (the restored rows name the backed-up one),
  // and a crafted manifest naming a key of its choosing for bytes that match their SHA-256.
  const elsewhere = await peer.bucket('docs');
  await assert.rejects(
    cli(['restore', file, '--data-dir', restoredDir], { DOCUMENT_STORE_URL: elsewhere.storeUrl }),
    new RegExp(
      `puts document [0-9a-f]{64} at s3://${bucket.name}/docs/[0-9a-f]{64}, not at s3://${elsewhere.name}/docs/[0-9a-f]{64} ` +
        'where DOCUMENT_STORE_URL keeps it: restore with the DOCUMENT_STORE_URL the backed-up service ran with',
    ),
  );
  const forged = await forgedArchive(file, (object) => ({
    ...object,
    location: `s3://${bucket.name}/settings.json`,
  }));
  await assert.rejects(
    cli(['restore', forged, '--data-dir', restoredDir], store),
    new RegExp(`puts document [0-9a-f]{64} at s3://${bucket.name}/settings\\.json, not at`),
  );
  assert.deepEqual(await peer.keys(bucket.name), []);
  assert.deepEqual(await peer.keys(elsewhere.name), []);
  assert.deepEqual(await readdir(restoredDir), [LOCK_FILE_NAME]);
  // A bucket nobody answers fails the restore after the database was written: all of it is taken back.
  const unreachable = bucket.storeUrl.replace(
    encodeURIComponent(peer.endpoint),
    encodeURIComponent(`http://127.0.0.1:${await freePort()}`),
  );
  await assert.rejects(
    cli(['restore', file, '--data-dir', restoredDir], { DOCUMENT_STORE_URL: unreachable }),
    /back into the bucket of DOCUMENT_STORE_URL: is it reachable and writable\?/,
  );
  assert.deepEqual(await readdir(restoredDir), [LOCK_FILE_NAME]);

  const restoredOut = await cli(['restore', file, '--data-dir', restoredDir], store);
  assert.match(restoredOut.stdout, new RegExp(`${keys.length} documents put back into the bucket`));
  assert.deepEqual(await peer.keys(bucket.name), keys);
  const restored = await started({ DATA_DIR: restoredDir, ...store });
  await checkRestored(restored.url, state, usageAtBackup);
});

test('on PostgreSQL, countersign backup refuses with a sentence pointing at pg_dump', {
  skip: DB_KIND !== 'postgres' && 'the refusal is PostgreSQL’s',
}, async () => {
  const live = await started(await serviceEnv(cleanup, 'cs-backup-pg-'));
  const file = path.join(await cleanup.tempDir('cs-backup-'), 'x.tar');
  await assert.rejects(
    cli(['backup', file], { COUNTERSIGN_URL: live.url, ADMIN_TOKEN }),
    (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(
        error.stderr,
        /^409 This service keeps its data in PostgreSQL \(DATABASE_URL\): back it up with pg_dump -Fc/,
      );
      assert.equal(error.stderr.trim().split('\n').length, 1);
      return true;
    },
  );
});
