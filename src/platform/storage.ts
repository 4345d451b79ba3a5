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
//
// Erasure deletes objects at once instead (issue 21): the transaction that deletes the document rows
// asks for their objects to be released (`releaseObjects`), and after its commit `purgeReleased()`
// deletes every released object no row refers to (the worker retries while the bucket is away). A
// content-addressed object may be written again by another upload of the same bytes at that very
// moment, so every writer confirms its object after inserting its row: the confirmation takes the
// object's row lock, and finding that row gone means a purge deleted the object meanwhile, so the
// writer puts it again. A purge holds that lock while it checks for rows and deletes the object.
import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
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
  /**
   * The bytes as a stream read a piece at a time (large exports), checked against the SHA-256 as they
   * pass; null when there is no such document. Without `tx`, the bytes of a database document are
   * read as the stream is consumed. Inside `tx`, they are all read in it, a piece at a time, before
   * this resolves: an erasure deletes them with the row, so a stream read after the transaction's
   * commit could find them gone halfway (a download is the whole file or none). A bucket's object
   * outlives its row by the purge's grace period, so it is streamed either way.
   */
  open(id: string, tx?: Queryable): Promise<Readable | null>;
  describe(id: string, tx?: Queryable): Promise<StoredDocument | null>;
  /** Deletes objects no row refers to once older than the grace period; returns how many. */
  sweepOrphans(): Promise<number>;
  /**
   * Asks for the objects at these locations to be deleted as soon as no row refers to them; call it
   * in the transaction that deletes (or gives up) the rows. Nothing to do for the database store.
   */
  releaseObjects(tx: Queryable, locations: Array<string | undefined | null>): Promise<void>;
  /** Deletes the released objects no row refers to; returns how many. */
  purgeReleased(): Promise<number>;
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
  /** The object's bytes as a stream, or null when there is no such object. */
  open(location: string): Promise<Readable | null>;
  delete(location: string): Promise<void>;
  close(): void;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const isStaged = (value: Uint8Array | StagedDocument): value is StagedDocument =>
  (value as StagedDocument).staged === true;

/**
 * Bytes read per statement when a document in the database is streamed: the first read small (kept
 * out of V8's large-object space, as most documents are a few of them), then twice the last, up to
 * the largest, so a large file costs tens of statements rather than hundreds (issue 36: each is a
 * round trip, and on a busy server the round trips, not the bytes, set the download's pace).
 */
const CHUNK = { first: 32 * 1024, largest: 1024 * 1024 };

/** Passes the bytes through, failing the stream when they do not add up to the expected SHA-256. */
function verifiedAgainst(sha256: string, id: string): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const got = hash.digest('hex');
      done(got === sha256 ? null : new Error(`Document ${id} does not match its SHA-256`));
    },
  });
}

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
       ON CONFLICT (location) DO UPDATE SET written_at = EXCLUDED.written_at, release_requested_at = NULL`,
      [location, now],
    );
    if (intent !== db) stagedInTransactions.set(location, now);
    await objects.put(location, bytes, 'application/octet-stream');
    return { staged: true, sha256, size: bytes.byteLength, bytes, location };
  }

  /**
   * Takes the object's row lock for the rest of the writer's transaction (so a purge waits for it and
   * then sees the row that refers to the object); when the row was gone, a purge deleted the object
   * after it was staged, and it is put again.
   */
  async function confirm(q: Queryable, staged: StagedDocument) {
    if (!objects || !staged.location) return;
    const { rows } = await q.query<{ inserted: boolean }>(
      `INSERT INTO document_objects (location, written_at) VALUES ($1, $2)
       ON CONFLICT (location) DO UPDATE SET written_at = EXCLUDED.written_at, release_requested_at = NULL
       RETURNING (xmax = 0) AS inserted`,
      [staged.location, clock.now()],
    );
    if (rows[0]?.inserted) await objects.put(staged.location, staged.bytes, 'application/octet-stream');
  }

  /** Deletes the locked objects no row refers to; the others are no longer released. */
  async function deleteUnreferenced(tx: Queryable, locations: string[]): Promise<number> {
    if (!objects || locations.length === 0) return 0;
    // A statement of its own, after the lock: it sees every row committed before the lock was taken.
    const { rows } = await tx.query<{ location: string }>(
      'SELECT DISTINCT location FROM documents WHERE location = ANY($1::text[])',
      [locations],
    );
    const referenced = new Set(rows.map((r) => r.location));
    let deleted = 0;
    for (const location of locations) {
      if (referenced.has(location)) continue;
      await objects.delete(location);
      await tx.query('DELETE FROM document_objects WHERE location = $1', [location]);
      deleted += 1;
    }
    if (referenced.size > 0) {
      await tx.query(
        'UPDATE document_objects SET release_requested_at = NULL WHERE location = ANY($1::text[])',
        [[...referenced]],
      );
    }
    return deleted;
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
      if (staged.location) await confirm(meta.tx ?? db, staged);
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
    async open(id, tx) {
      const { rows } = await (tx ?? db).query<{
        store: string;
        location: string | null;
        sha256: string;
        size: number;
      }>('SELECT store, location, sha256, size FROM documents WHERE id = $1', [id]);
      const row = rows[0];
      if (!row) return null;
      let source: Readable | null;
      if (row.store === 'database') {
        const pieces = (async function* (q: Queryable) {
          let length = CHUNK.first;
          for (let from = 1; from <= row.size; from += length, length = Math.min(2 * length, CHUNK.largest)) {
            const chunk = await q.query<{ part: Uint8Array | null }>(
              'SELECT substring(bytes FROM $2 FOR $3) AS part FROM documents WHERE id = $1',
              [id, from, length],
            );
            const part = chunk.rows[0]?.part;
            if (!part) throw new Error(`Document ${id} went away while it was read`);
            yield Buffer.from(part.buffer, part.byteOffset, part.byteLength);
          }
        })(tx ?? db);
        if (tx) {
          const read: Buffer[] = [];
          for await (const piece of pieces) read.push(piece);
          source = Readable.from(read);
        } else source = Readable.from(pieces);
      } else if (!objects || !row.location) {
        throw new Error(
          `Document ${id} is in object storage (${row.location}); set DOCUMENT_STORE_URL to read it`,
        );
      } else {
        source = await objects.open(row.location);
      }
      if (!source) return null;
      // pipeline, not pipe: a source that fails fails the stream read, and a reader that stops
      // (a client gone mid-download) closes the source (a bucket's connection, the chunked reads).
      const checked = verifiedAgainst(row.sha256, id);
      pipeline(source, checked, () => {});
      return checked;
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
    async releaseObjects(tx, locations) {
      const wanted = [...new Set(locations.filter((l): l is string => typeof l === 'string'))];
      if (!objects || wanted.length === 0) return;
      await tx.query(
        `INSERT INTO document_objects (location, written_at, release_requested_at)
         SELECT l, $2, $2 FROM unnest($1::text[]) AS l
         ON CONFLICT (location) DO UPDATE SET release_requested_at = EXCLUDED.release_requested_at`,
        [wanted, clock.now()],
      );
    },
    async purgeReleased() {
      if (!objects) return 0;
      let total = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ location: string }>(
            `SELECT location FROM document_objects WHERE release_requested_at IS NOT NULL
              ORDER BY release_requested_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
            [SWEEP_BATCH],
          );
          total += await deleteUnreferenced(
            tx,
            rows.map((r) => r.location),
          );
          return rows.length;
        });
        if (batch < SWEEP_BATCH) break;
      }
      return total;
    },
    close() {
      objects?.close();
    },
  };
}

/**
 * Gives up staged documents whose rows were never written (their transaction did not commit): their
 * objects are released and deleted now, unless some row refers to the same bytes. Failures are left
 * to the orphan sweep.
 */
export async function releaseStaged(
  services: { db: Db; documents: DocumentStore },
  staged: Array<StagedDocument | undefined>,
): Promise<void> {
  const locations = staged.map((s) => s?.location).filter((l): l is string => l !== undefined);
  if (locations.length === 0) return;
  try {
    await services.db.transaction((tx) => services.documents.releaseObjects(tx, locations));
    await services.documents.purgeReleased();
  } catch {
    // The orphan sweep deletes them after the grace period.
  }
}
