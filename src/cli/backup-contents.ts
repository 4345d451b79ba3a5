// What a backup archive may hold (issue 31 item 8): exactly what GET /admin/v1/backup writes
// (src/admin/backup-routes.ts) and nothing else, each member once. Restore checks it before it writes
// anything: an archive with two members of one name (the first would be taken, the second silently
// ignored) or one that carries anything a backup never writes, outside the database member or inside
// it, is refused with a sentence naming that member.
import type { FileHandle } from 'node:fs/promises';
import { type BackupManifest, DATABASE_ENTRY, MANIFEST } from '../admin/backup-routes.ts';
import { readTarIndex, type TarMember } from '../platform/tar.ts';
import { CliError } from './errors.ts';

const HEX = '[0-9A-F]';
/** A relation's file in a database directory: its filenode, fork and 1 GB segment number. */
const RELATION = '\\d+(?:_(?:fsm|vm|init))?(?:\\.\\d+)?';

/**
 * A PostgreSQL data directory as PGlite's dumpDataDir() writes it: its fixed folders, and in them
 * only the files PostgreSQL keeps there (relations, transaction status, write-ahead log, control
 * and configuration files). Paths as the dump names them, from the directory's root.
 */
const DATABASE_FOLDERS = new RegExp(
  `^/(?:${[
    'base',
    'base/\\d+',
    'global',
    'pg_commit_ts',
    'pg_dynshmem',
    'pg_logical',
    'pg_logical/mappings',
    'pg_logical/snapshots',
    'pg_multixact',
    'pg_multixact/members',
    'pg_multixact/offsets',
    'pg_notify',
    'pg_replslot',
    'pg_serial',
    'pg_snapshots',
    'pg_stat',
    'pg_stat_tmp',
    'pg_subtrans',
    'pg_tblspc',
    'pg_twophase',
    'pg_wal',
    'pg_wal/archive_status',
    'pg_wal/summaries',
    'pg_xact',
  ].join('|')})/?$`,
);
const DATABASE_FILES = new RegExp(
  `^/(?:${[
    'PG_VERSION',
    'pg_hba\\.conf',
    'pg_ident\\.conf',
    'postgresql\\.conf',
    'postgresql\\.auto\\.conf',
    'postmaster\\.pid',
    'postmaster\\.opts',
    `base/\\d+/(?:${RELATION}|PG_VERSION|pg_filenode\\.map|pg_internal\\.init)`,
    `global/(?:${RELATION}|pg_control|pg_filenode\\.map|pg_internal\\.init)`,
    `pg_(?:xact|subtrans|commit_ts|notify|serial)/${HEX}{4,}`,
    `pg_multixact/(?:members|offsets)/${HEX}{4,}`,
    `pg_wal/${HEX}{24}(?:\\.partial)?`,
    `pg_wal/${HEX}{8}\\.history`,
    `pg_wal/archive_status/${HEX}{24}\\.(?:ready|done)`,
    `pg_wal/summaries/${HEX}{40}\\.summary`,
    'pg_logical/replorigin_checkpoint',
    `pg_logical/snapshots/${HEX}+-${HEX}+\\.snap`,
    'pg_stat/pgstat\\.stat',
    `pg_twophase/${HEX}{8,16}`,
  ].join('|')})$`,
);

const REGULAR = '0';
const FOLDER = '5';

/** The first name met twice, if any. */
function repeated(members: TarMember[]): string | undefined {
  const seen = new Set<string>();
  for (const { name } of members) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/** Refuses an archive that has two members of one name; before its manifest is even read. */
export function checkUniqueMembers(file: string, members: TarMember[]) {
  const twice = repeated(members);
  if (twice !== undefined)
    throw new CliError(
      `${file} holds two members named ${JSON.stringify(twice)}: a backup writes each member once, so it is not restored`,
    );
}

/**
 * Refuses an archive holding anything its manifest does not account for, or a database member
 * holding anything a PostgreSQL data directory does not.
 */
export async function checkArchiveContents(
  file: string,
  handle: FileHandle,
  members: TarMember[],
  manifest: BackupManifest,
) {
  const expected = new Set([
    MANIFEST,
    DATABASE_ENTRY,
    ...manifest.files,
    ...(manifest.objects ?? []).map((o) => `objects/${o.sha256}`),
  ]);
  for (const member of members) {
    if (member.type !== REGULAR || !expected.has(member.name))
      throw new CliError(
        `${file} holds ${JSON.stringify(member.name)}, which a backup never writes, so it is not restored`,
      );
  }
  const database = members.find((m) => m.name === DATABASE_ENTRY) as TarMember;
  const entries = await readTarIndex(handle, database).catch((error: Error) => {
    throw new CliError(`${file} is damaged: its ${DATABASE_ENTRY} is not a database copy (${error.message})`);
  });
  const twice = repeated(entries);
  if (twice !== undefined)
    throw new CliError(
      `${file} holds two entries named ${JSON.stringify(twice)} inside ${DATABASE_ENTRY}: a backup writes each once, so it is not restored`,
    );
  for (const entry of entries) {
    const allowed =
      (entry.type === REGULAR && DATABASE_FILES.test(entry.name)) ||
      (entry.type === FOLDER && DATABASE_FOLDERS.test(entry.name));
    if (!allowed)
      throw new CliError(
        `${file} holds ${JSON.stringify(entry.name)} inside ${DATABASE_ENTRY}, which a backup of the database never writes, so it is not restored`,
      );
  }
}
