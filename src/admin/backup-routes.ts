// The embedded database's backup (issue 26 item 3): GET /admin/v1/backup streams one tar archive of
// everything the running process holds in DATA_DIR, taken while it keeps serving (the process owns
// the directory, so nothing else may copy it). `countersign backup FILE` calls it and `countersign
// restore FILE --data-dir DIR` unpacks it into a new directory (src/cli/backup.ts). On PostgreSQL the
// answer is a 409 pointing at pg_dump: the server's own tools back it up while it runs.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { errorResponses } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { type TarEntry, tarStream } from '../platform/tar.ts';

/** The archive's table of contents, read first by restore. */
export const MANIFEST = 'countersign-backup.json';
/** The PGlite data directory, as PGlite's dumpDataDir() writes it (a tar). */
export const DATABASE_ENTRY = 'pglite.tar';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** DATA_DIR files copied beside the database, by their path inside DATA_DIR. */
  files: string[];
  documentStore: 'database' | 's3';
  /** With a bucket: every object the database refers to, in the archive as objects/<sha256>. */
  objects?: BackupObject[];
}

export interface BackupObject {
  location: string;
  sha256: string;
  size: number;
  contentType: string;
}

/** Files of DATA_DIR that hold state besides the database: the operator token and the sealing identity. */
async function dataDirFiles(dataDir: string, withSigning: boolean): Promise<string[]> {
  const files: string[] = [];
  const names = await readdir(dataDir).catch(() => [] as string[]);
  if (names.includes('admin-token')) files.push('admin-token');
  if (withSigning && names.includes('signing')) {
    for (const name of (await readdir(path.join(dataDir, 'signing'))).sort()) files.push(`signing/${name}`);
  }
  return files;
}

export async function backupRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { db, config, clock } = services;
  app.get(
    '/backup',
    {
      schema: {
        tags: ['operator'],
        summary: 'A backup of the embedded database and DATA_DIR, taken while the service runs',
        description:
          'A tar archive: countersign-backup.json, pglite.tar (the embedded database, one consistent ' +
          'snapshot), admin-token and signing/* (the generated sealing certificate) from DATA_DIR, and ' +
          'with DOCUMENT_STORE_URL objects/<sha256>, every object in the bucket that snapshot refers to. ' +
          'Restore it with `countersign restore FILE --data-dir NEW_DIR`. On PostgreSQL this is a 409: use pg_dump.',
        response: {
          200: Type.Unsafe({ type: 'string', format: 'binary', description: 'application/x-tar' }),
          ...errorResponses(401, 409),
        },
      },
    },
    async (_request, reply) => {
      if (!db.dumpDataDir) {
        throw new AppError(
          409,
          'This service keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc while it ' +
            'runs, copy the document bucket and DATA_DIR/signing, as docs/operations.md ("Backup and restore") says',
        );
      }
      const files = await dataDirFiles(config.dataDir, !config.signingCertFile);
      // The snapshot first: everything else in the archive is fixed once written (the token, the keys).
      // With a bucket, the objects that snapshot refers to, read in the same transaction.
      let objects: Array<BackupObject & { id: string }> = [];
      const dump = await db.dumpDataDir(async (tx) => {
        if (config.documentStore.kind !== 's3') return;
        const { rows } = await tx.query<{
          id: string;
          location: string;
          sha256: string;
          size: number;
          content_type: string;
        }>(
          `SELECT DISTINCT ON (location) id, location, sha256, size, content_type FROM documents
            WHERE location IS NOT NULL ORDER BY location, id`,
        );
        objects = rows.map((r) => ({
          id: r.id,
          location: r.location,
          sha256: r.sha256,
          size: r.size,
          contentType: r.content_type,
        }));
      });
      const now = clock.now();
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        createdAt: now.toISOString(),
        files,
        documentStore: config.documentStore.kind,
        ...(config.documentStore.kind === 's3'
          ? { objects: objects.map(({ id: _id, ...object }) => object) }
          : {}),
      };
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      const contents = await Promise.all(files.map((f) => readFile(path.join(config.dataDir, f))));
      const entries: TarEntry[] = [
        { name: MANIFEST, size: manifestBytes.byteLength, body: async () => manifestBytes, mode: 0o644 },
        {
          name: DATABASE_ENTRY,
          size: dump.size,
          body: async () => Readable.fromWeb(dump.stream() as ReadableStream),
        },
        ...files.map((name, i) => ({ name, size: contents[i].byteLength, body: async () => contents[i] })),
        // Read one at a time as the archive reaches them, checked against their SHA-256 on the way.
        ...objects.map((object) => ({
          name: `objects/${object.sha256}`,
          size: object.size,
          body: async () => {
            const stream = await services.documents.open(object.id);
            if (!stream) throw new Error(`Document ${object.id} was erased during the backup: run it again`);
            return stream;
          },
        })),
      ];
      const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return reply
        .type('application/x-tar')
        .header('content-disposition', `attachment; filename="countersign-backup-${stamp}.tar"`)
        .header('cache-control', 'private, no-store')
        .send(tarStream(entries, now));
    },
  );
}
