// Issue 31 item 8: `countersign restore` takes only what `countersign backup` writes. An archive with
// two members of one name (restore took the first and ignored the other), or one carrying anything a
// backup never writes, beside the database or inside its member (restored silently), is refused before
// anything is written, with one sentence naming the member. The archives are made here from a real
// PGlite copy; a whole backup of a running service is restored in test/backup-restore.test.ts.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { before, test } from 'node:test';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_FORMAT, type BackupManifest, DATABASE_ENTRY, MANIFEST } from '../src/admin/backup-routes.ts';
import { LOCK_FILE_NAME } from '../src/platform/db/data-dir-lock.ts';
import { type TarEntry, tarStream } from '../src/platform/tar.ts';
import { ROOT } from './helpers.ts';
import { cleanupAtEnd } from './process-support.ts';

const exec = promisify(execFile);
const cleanup = cleanupAtEnd();

const KEY = 'signing/signing.p12';
const manifest: BackupManifest = {
  format: BACKUP_FORMAT,
  createdAt: '2026-11-27T05:00:00.000Z',
  files: [KEY],
  documentStore: 'database',
};
let database: Buffer;
let dir: string;

before(async () => {
  dir = await cleanup.tempDir('cs-backup-refusals-');
  const pglite = new PGlite(path.join(dir, 'pglite'));
  await pglite.exec('CREATE TABLE workspaces (id text PRIMARY KEY)');
  database = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await pglite.close();
});

const member = (name: string, bytes: Buffer | string): TarEntry => {
  const body = Buffer.from(bytes);
  return { name, size: body.byteLength, body: async () => body };
};

/** The members a backup of this manifest writes, each once. */
const backupMembers = (db = database) => [
  member(MANIFEST, JSON.stringify(manifest)),
  member(DATABASE_ENTRY, db),
  member(KEY, 'the sealing key'),
];

async function archive(name: string, entries: TarEntry[]): Promise<string> {
  const file = path.join(dir, name);
  await pipeline(tarStream(entries), createWriteStream(file));
  return file;
}

/** A tar's bytes without its end marker. */
async function tarBody(entries: TarEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tarStream(entries)) chunks.push(chunk as Buffer);
  const whole = Buffer.concat(chunks);
  return whole.subarray(0, whole.length - 1024);
}

/** The database copy with one more entry before its end marker (two 512-byte blocks of zeros). */
async function databaseWith(entry: TarEntry): Promise<Buffer> {
  let end = database.length;
  while (end >= 512 && database.subarray(end - 512, end).every((b) => b === 0)) end -= 512;
  return Buffer.concat([database.subarray(0, end), await tarBody([entry]), Buffer.alloc(1024)]);
}

async function refused(file: string, sentence: RegExp) {
  const into = await cleanup.tempDir('cs-backup-refused-');
  await assert.rejects(
    exec(process.execPath, [path.join(ROOT, 'bin/countersign.mjs'), 'restore', file, '--data-dir', into], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '' },
    }),
    (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, sentence);
      assert.equal(error.stderr.trim().split('\n').length, 1, error.stderr);
      return true;
    },
  );
  assert.deepEqual(
    (await readdir(into)).filter((name) => name !== LOCK_FILE_NAME),
    [],
    'nothing was written',
  );
}

test('an archive with two members of one name is refused, naming it', async () => {
  const file = await archive('twice.tar', [...backupMembers(), member(KEY, 'another sealing key')]);
  await refused(
    file,
    /twice\.tar holds two members named "signing\/signing\.p12": a backup writes each member once, so it is not restored/,
  );
});

test('a member a backup never writes is refused, naming it', async () => {
  const file = await archive('beside.tar', [...backupMembers(), member('notes.txt', 'not from a backup')]);
  await refused(file, /beside\.tar holds "notes\.txt", which a backup never writes, so it is not restored/);
});

test('a file inside the database member that a copy of the database never holds is refused, naming it', async () => {
  for (const [name, junk] of [
    ['outside.tar', '/base/5/../../../../outside.sh'],
    ['beside-data.tar', '/notes.txt'],
  ]) {
    const db = await databaseWith(member(junk, 'not from a backup'));
    const file = await archive(name, backupMembers(db));
    await refused(
      file,
      new RegExp(
        `holds "${junk.replaceAll('.', '\\.')}" inside pglite\\.tar, which a backup of the database never writes, so it is not restored`,
      ),
    );
  }
  const twice = await archive(
    'twice-inside.tar',
    backupMembers(await databaseWith(member('/PG_VERSION', '17'))),
  );
  await refused(
    twice,
    /holds two entries named "\/PG_VERSION" inside pglite\.tar: a backup writes each once, so it is not restored/,
  );
});
