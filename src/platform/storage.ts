// Document bytes behind a small interface. A `documents` row always keeps the metadata (sha256,
// size, content type) and says where the bytes are: in the row itself (the default: one store for
// every process, written in the same transaction as the state that refers to it), or in an
// S3-compatible bucket (DOCUMENT_STORE_URL), content-addressed by SHA-256.
//
// With a bucket, bytes are written BEFORE the transaction that inserts the row referring to them
// commits: `stage()` uploads them (callers that can do it before taking any lock, as the completion
// does), `put()` records the row (staging first when handed raw bytes). A request therefore never
// reads `completed` while its document is missing; an upload whose transaction rolled back leaves
// an object no row refers to, which `sweepOrphans()` deletes after a grace period.
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { Db, Queryable } from './db/index.ts';
import { newId } from './ids.ts';

export interface StoredDocument {
  id: string;
  sha256: string;
  size: number;
  contentType: string;
}

/** Bytes made durable ahead of the row that will refer to them. */
export interface StagedDocument {
  readonly staged: true;
  readonly sha256: string;
  readonly size: number;
  readonly bytes: Uint8Array;
  /** Where the object is (s3://bucket/key); undefined when the row will carry the bytes. */
  readonly location: string | undefined;
}

export interface DocumentStore {
  readonly kind: 'database' | 's3';
  /** Makes the bytes durable without writing a row (uploads them to the bucket, if any). */
  stage(bytes: Uint8Array, tx?: Queryable): Promise<StagedDocument>;
  /** Writes the document row (inside `tx` when given), staging raw bytes first. */
  put(
    bytes: Uint8Array | StagedDocument,
    meta: { contentType: string; workspaceId?: string; tx?: Queryable },
  ): Promise<StoredDocument>;
  get(id: string, tx?: Queryable): Promise<Uint8Array | null>;
  describe(id: string, tx?: Queryable): Promise<StoredDocument | null>;
  /** Deletes objects no row refers to once older than the grace period; returns how many. */
  sweepOrphans(): Promise<number>;
  close(): void;
}

/** The bucket behind a document store: content-addressed objects named by location. */
export interface ObjectStore {
  locationOf(sha256: string): string;
  /** Whether a location belongs to this store's bucket and prefix (only those are swept). */
  prefix: string;
  put(location: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(location: string): Promise<Uint8Array | null>;
  delete(location: string): Promise<void>;
  close(): void;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const isStaged = (value: Uint8Array | StagedDocument): value is StagedDocument =>
  (value as StagedDocument).staged === true;

/** Objects deleted per sweep transaction (each one is a call to the bucket). */
const SWEEP_BATCH = 100;

export function databaseDocumentStore(db: Queryable, clock: Clock): DocumentStore {
  return createDocumentStore(db as Db, clock);
}

export function createDocumentStore(
  db: Db,
  clock: Clock,
  options: { objects?: ObjectStore; graceSeconds?: number; log?: Logger } = {},
): DocumentStore {
  const { objects } = options;
  const graceMs = (options.graceSeconds ?? 86_400) * 1000;
  // Objects staged inside a PGlite transaction: their upsert into document_objects rode that
  // transaction, so a rollback took it away; the next sweep records them again (PGlite belongs to
  // one process, so this set sees every such upload).
  const stagedInTransactions = new Map<string, Date>();

  async function stage(bytes: Uint8Array, tx?: Queryable): Promise<StagedDocument> {
    const sha256 = sha256Hex(bytes);
    if (!objects) return { staged: true, sha256, size: bytes.byteLength, bytes, location: undefined };
    const location = objects.locationOf(sha256);
    const now = clock.now();
    // Recorded before the upload and committed on its own (PostgreSQL), so the sweep either sees a
    // fresh write and keeps the object, or holds this row's lock and makes this upsert wait until
    // its deletion is done. PGlite runs one transaction at a time: inside one, the upsert must ride
    // it (a statement outside would wait for it forever).
    const intent = tx && db.kind === 'pglite' ? tx : db;
    await intent.query(
      `INSERT INTO document_objects (location, written_at) VALUES ($1, $2)
       ON CONFLICT (location) DO UPDATE SET written_at = EXCLUDED.written_at`,
      [location, now],
    );
    if (intent !== db) stagedInTransactions.set(location, now);
    await objects.put(location, bytes, 'application/octet-stream');
    return { staged: true, sha256, size: bytes.byteLength, bytes, location };
  }

  return {
    kind: objects ? 's3' : 'database',
    stage,
    async put(input, meta) {
      const staged = isStaged(input) ? input : await stage(input, meta.tx);
      const doc: StoredDocument = {
        id: newId('doc', clock.now()),
        sha256: staged.sha256,
        size: staged.size,
        contentType: meta.contentType,
      };
      await (meta.tx ?? db).query(
        `INSERT INTO documents (id, workspace_id, content_type, sha256, size, bytes, store, location, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          doc.id,
          meta.workspaceId ?? null,
          doc.contentType,
          doc.sha256,
          doc.size,
          staged.location ? null : Buffer.from(staged.bytes),
          staged.location ? 's3' : 'database',
          staged.location ?? null,
          clock.now(),
        ],
      );
      return doc;
    },
    async get(id, tx) {
      const { rows } = await (tx ?? db).query<{
        bytes: Uint8Array | null;
        store: string;
        location: string | null;
        sha256: string;
      }>('SELECT bytes, store, location, sha256 FROM documents WHERE id = $1', [id]);
      const row = rows[0];
      if (!row) return null;
      if (row.store === 'database') return row.bytes ? new Uint8Array(row.bytes) : null;
      if (!objects || !row.location) {
        throw new Error(
          `Document ${id} is in object storage (${row.location}); set DOCUMENT_STORE_URL to read it`,
        );
      }
      const bytes = await objects.get(row.location);
      if (bytes && sha256Hex(bytes) !== row.sha256) {
        throw new Error(`Document ${id} at ${row.location} does not match its SHA-256`);
      }
      return bytes;
    },
    async describe(id, tx) {
      const { rows } = await (tx ?? db).query<{
        id: string;
        sha256: string;
        size: number;
        content_type: string;
      }>('SELECT id, sha256, size, content_type FROM documents WHERE id = $1', [id]);
      const r = rows[0];
      return r ? { id: r.id, sha256: r.sha256, size: r.size, contentType: r.content_type } : null;
    },
    async sweepOrphans() {
      if (!objects) return 0;
      for (const [location, at] of stagedInTransactions) {
        await db.query(
          'INSERT INTO document_objects (location, written_at) VALUES ($1, $2) ON CONFLICT (location) DO NOTHING',
          [location, at],
        );
        stagedInTransactions.delete(location);
      }
      const cutoff = new Date(clock.now().getTime() - graceMs);
      let total = 0;
      for (;;) {
        const swept = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ location: string }>(
            `SELECT o.location FROM document_objects o
              WHERE o.written_at < $1 AND starts_with(o.location, $2)
                AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.location = o.location)
              ORDER BY o.written_at LIMIT $3
              FOR UPDATE OF o SKIP LOCKED`,
            [cutoff, objects.prefix, SWEEP_BATCH],
          );
          for (const { location } of rows) {
            await objects.delete(location);
            await tx.query('DELETE FROM document_objects WHERE location = $1', [location]);
          }
          return rows.length;
        });
        total += swept;
        if (swept < SWEEP_BATCH) break;
      }
      if (total > 0) options.log?.info({ swept: total }, 'orphaned document objects deleted');
      return total;
    },
    close() {
      objects?.close();
    },
  };
}
