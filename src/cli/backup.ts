// `countersign backup FILE` and `countersign restore FILE --data-dir DIR` (issue 26 item 3). The
// embedded database belongs to the running process, so the backup is asked of it (GET
// /admin/v1/backup, src/admin/backup-routes.ts) rather than copied from DATA_DIR; the restore writes
// a NEW data directory, which the operator then starts the service on.
import { createHash } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  type BackupObject,
  DATABASE_ENTRY,
  MANIFEST,
} from '../admin/backup-routes.ts';
import { LOCK_FILE_NAME } from '../platform/db/data-dir-lock.ts';
import { DataDirInUseError } from '../platform/db/index.ts';
import type { ObjectStore } from '../platform/storage.ts';
import { readTarIndex, readTarMember } from '../platform/tar.ts';
import { checkArchiveContents, checkUniqueMembers } from './backup-contents.ts';
import { adminFetch, type Target } from './client.ts';
import { CliError, UsageError } from './errors.ts';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The archive's members and manifest; a CliError when the file is not a complete backup. */
async function readArchive(file: string) {
  const handle = await open(file, 'r').catch(() => {
    throw new CliError(`Cannot read ${file}: no such file, or it is not readable`);
  });
  try {
    const members = await readTarIndex(handle).catch((error: Error) => {
      throw new CliError(`${file} is not a Countersign backup: ${error.message}`);
    });
    // Two members of one name: whichever this read took, the other would be ignored without a word.
    checkUniqueMembers(file, members);
    const manifestMember = members.find((m) => m.name === MANIFEST);
    const database = members.find((m) => m.name === DATABASE_ENTRY);
    if (!manifestMember || !database)
      throw new CliError(`${file} is not a Countersign backup (no ${MANIFEST})`);
    const manifest = JSON.parse(
      (await readTarMember(handle, manifestMember)).toString('utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new CliError(
        `${file} is a backup of format ${manifest.format}; this version reads format ${BACKUP_FORMAT}`,
      );
    const names = [...manifest.files, ...(manifest.objects ?? []).map((o) => `objects/${o.sha256}`)];
    for (const name of names) {
      if (!members.some((m) => m.name === name))
        throw new CliError(`${file} is incomplete: ${name} is missing`);
    }
    await checkArchiveContents(file, handle, members, manifest);
    return { handle, members, manifest, database };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export async function backup(target: Target, file: string | undefined) {
  if (!file)
    throw new UsageError('Missing the file to write the backup to, e.g. countersign backup backup.tar');
  if (await exists(file)) throw new CliError(`${file} already exists: choose a new file name for the backup`);
  const res = await adminFetch(target, '/backup');
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(partial, { mode: 0o600 }));
    // Read back before it takes its name: a file called FILE is a whole backup.
    const { handle, manifest } = await readArchive(partial);
    await handle.close();
    await rename(partial, file);
    const { size } = await stat(file);
    const objects = manifest.objects ? [`${manifest.objects.length} documents from the bucket`] : [];
    const parts = [...manifest.files, ...objects];
    process.stdout.write(
      `Backup written to ${file} (${(size / 1048576).toFixed(1)} MB): the embedded database as of ` +
        `${manifest.createdAt}${parts.length ? ` and ${parts.join(', ')}` : ''}.\n`,
    );
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof CliError) throw error;
    throw new CliError(`The backup could not be written to ${file}: ${(error as Error).message}`);
  }
}

/** The bucket the documents go back into: the one DOCUMENT_STORE_URL names, as the service will run. */
async function bucketFor(file: string, count: number): Promise<ObjectStore> {
  const { loadConfig } = await import('../platform/config.ts');
  const { documentStore } = loadConfig();
  if (documentStore.kind !== 's3')
    throw new CliError(
      `${file} holds ${count} documents kept in a bucket: set DOCUMENT_STORE_URL as the service will run, so restore can put them back`,
    );
  const { s3ObjectStore } = await import('../platform/storage-s3.ts');
  const { pino } = await import('pino');
  return s3ObjectStore(documentStore, pino({ level: 'silent' }));
}

/** How the store names an object: its SHA-256 in lower-case hex, and nothing else. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Every object must go back exactly where the configured store keeps that content, which is where the
 * restored rows will look for it. The manifest's locations come from the archive, so one naming any
 * other key (a crafted archive, or one taken with another bucket or prefix) is refused before anything
 * is written. Restoring into another bucket or prefix is not supported: the rows in the database keep
 * the old location, so objects put anywhere else would be unreachable to the restored service.
 */
function checkLocations(file: string, bucket: ObjectStore, objects: BackupObject[]) {
  for (const { sha256, location } of objects) {
    if (typeof sha256 !== 'string' || !SHA256_HEX.test(sha256))
      throw new CliError(`${file} names a document by something that is not a SHA-256: ${String(sha256)}`);
    const expected = bucket.locationOf(sha256);
    if (location !== expected)
      throw new CliError(
        `${file} puts document ${sha256} at ${String(location)}, not at ${expected} where DOCUMENT_STORE_URL keeps it: ` +
          'restore with the DOCUMENT_STORE_URL the backed-up service ran with (restoring into another bucket or prefix is not supported)',
      );
  }
}

/**
 * Each object back at the location its rows name (checkLocations: the configured bucket and prefix),
 * checked against its SHA-256 first; one already there is written again, unchanged.
 */
async function putObjects(bucket: ObjectStore, archive: Awaited<ReturnType<typeof readArchive>>) {
  try {
    for (const object of archive.manifest.objects ?? []) {
      const member = archive.members.find((m) => m.name === `objects/${object.sha256}`)!;
      const bytes = await readTarMember(archive.handle, member);
      if (createHash('sha256').update(bytes).digest('hex') !== object.sha256)
        throw new CliError(`The backup is damaged: document ${object.sha256} does not match its SHA-256`);
      await bucket.put(object.location, bytes, object.contentType).catch(() => {
        throw new CliError(
          `Could not put ${object.location} back into the bucket of DOCUMENT_STORE_URL: is it reachable and writable?`,
        );
      });
    }
  } finally {
    bucket.close();
  }
}

/**
 * What the directory holds besides the lock this restore takes on it: on macOS and the BSDs that lock
 * is a socket file inside the directory, neither content to refuse nor to take back.
 */
async function dataDirContents(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name !== LOCK_FILE_NAME);
}

/** Only the names a backup writes: nothing may land outside the new data directory. */
const SAFE_NAME = /^(admin-token|signing\/[A-Za-z0-9][\w.-]*)$/;

export async function restore(file: string | undefined, dataDir: string | undefined) {
  if (!file)
    throw new UsageError(
      'Missing the backup file, e.g. countersign restore backup.tar --data-dir ./data-restored',
    );
  if (!dataDir) throw new UsageError('Missing --data-dir: the new, empty directory to restore into');
  const dir = path.resolve(dataDir);
  const archive = await readArchive(file);
  try {
    await mkdir(dir, { recursive: true });
    const { lockDataDir } = await import('../platform/db/data-dir-lock.ts');
    const lock = await lockDataDir(dir, 'countersign restore').catch((error) => {
      if (error instanceof DataDirInUseError)
        throw new CliError(
          `${dir} is in use by a running process${error.holder ? ` (${error.holder.pid})` : ''}: restore into a new, empty directory instead`,
        );
      throw error;
    });
    let writing = false;
    try {
      if ((await dataDirContents(dir)).length)
        throw new CliError(
          `${dir} is not empty: restore into a new, empty directory (its contents would be mixed with the backup)`,
        );
      for (const name of archive.manifest.files) {
        if (!SAFE_NAME.test(name))
          throw new CliError(`${file} names a file outside a data directory: ${name}`);
      }
      const count = archive.manifest.objects?.length ?? 0;
      const bucket = count ? await bucketFor(file, count) : undefined;
      if (bucket) checkLocations(file, bucket, archive.manifest.objects ?? []);
      writing = true;
      // The database member as a slice of a Blob backed by the archive file: this process holds no
      // copy of it (PGlite's loadDataDir then reads it whole, once, into its own memory).
      const { offset, size } = archive.database;
      const dump = (await openAsBlob(file)).slice(offset, offset + size);
      const { PGlite } = await import('@electric-sql/pglite');
      const pglite = new PGlite(path.join(dir, 'pglite'), { loadDataDir: dump });
      await pglite.waitReady;
      const { rows } = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM workspaces');
      await pglite.close();
      if (bucket) await putObjects(bucket, archive);
      for (const name of archive.manifest.files) {
        const member = archive.members.find((m) => m.name === name)!;
        const target = path.join(dir, name);
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await writeFile(target, await readTarMember(archive.handle, member), { mode: 0o600, flag: 'wx' });
        if (name.endsWith('.pem')) await chmod(target, 0o644);
      }
      process.stdout.write(
        `Restored the backup of ${archive.manifest.createdAt} (${rows[0].n} ${rows[0].n === 1 ? 'workspace' : 'workspaces'}${bucket ? `, ${count} documents put back into the bucket` : ''}) into ${dir}. ` +
          `Start the service on it with DATA_DIR=${dir}${bucket ? ' and this DOCUMENT_STORE_URL' : ''} npm start.\n`,
      );
    } catch (error) {
      // A half-written directory must not be started: take back what this restore wrote.
      if (writing)
        for (const name of await dataDirContents(dir))
          await rm(path.join(dir, name), { recursive: true, force: true });
      throw error;
    } finally {
      await lock.release();
    }
  } finally {
    await archive.handle.close();
  }
}
