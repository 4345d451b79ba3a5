// Embedded PostgreSQL (PGlite) for the zero-configuration default. One process owns the data
// directory (data-dir-lock.ts); PGlite serialises transactions itself, so the same SQL keeps its
// meaning.
import { Buffer } from 'node:buffer';
import { PGlite } from '@electric-sql/pglite';
import type { DataDirLock } from './data-dir-lock.ts';
import type { Db, Queryable, QueryResult } from './types.ts';
import { translateDatabaseError } from './unavailable.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

/**
 * bytea (OID 17) to and from PostgreSQL's hex text by node's own codec. PGlite's serializer builds
 * an array of one two-character string per byte (`Array.from(x).map(...).join('')`): a 9 MB PDF took
 * about 600 MB of JavaScript heap for an instant, which the process then kept as RSS — the growth a
 * probe saw across hostile uploads (issue 26 item 9). Here a document costs its hex text, once.
 */
const BYTEA_AS_HEX = {
  serializers: {
    17: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
  },
  parsers: { 17: (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
};

/**
 * PGlite's own start parameters and a 32 MB buffer pool instead of its default 160 MB: the pool lives
 * in the WebAssembly memory and is touched at start, so it was most of the resident memory of a
 * service on the embedded database (issue 26 item 10: 445 MB after start, 297 MB for PGlite alone,
 * 171 MB with 32 MB). Pages beyond it are read from the operating system's file cache.
 */
const SMALL_BUFFERS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

function wrap(client: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      try {
        const result = await client.query<T>(sql, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      } catch (error) {
        return translateDatabaseError(error);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await client.exec(sql);
      } catch (error) {
        translateDatabaseError(error);
      }
    },
  };
}

/**
 * dataDir undefined: an in-memory database (tests), empty or loaded from `snapshot` (a dumpDataDir).
 * `lock` is released when the database closes.
 */
export async function createPgliteDb(
  dataDir: string | undefined,
  lock?: DataDirLock,
  snapshot?: Blob,
): Promise<Db> {
  const options = {
    ...BYTEA_AS_HEX,
    startParams: SMALL_BUFFERS,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  };
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(wrap(tx)));
    },
    withConnection<T>(fn: (conn: Queryable) => Promise<T>): Promise<T> {
      return fn(base);
    },
    async ready() {
      return !pglite.closed;
    },
    poolStats: () => ({ total: 1, max: 1 }),
    async listen(channel, onNotify) {
      // The embedded database lives in this process alone: its notifications are all there is.
      const stop = await pglite.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    dumpDataDir(alongside) {
      // Inside a transaction that writes nothing: PGlite runs one at a time, so the copy is taken
      // between two of ours, never halfway through one; the checkpoint keeps the WAL replayed on load short.
      // Uncompressed: compressing inside the copy held every other statement about 8 times longer.
      // (The statement goes through `tx`: a top-level one would wait for this transaction forever.)
      return pglite.transaction(async (tx) => {
        await alongside?.(wrap(tx));
        await tx.exec('CHECKPOINT');
        return pglite.dumpDataDir('none');
      });
    },
    async close() {
      await pglite.close();
      await lock?.release();
    },
  };
}
