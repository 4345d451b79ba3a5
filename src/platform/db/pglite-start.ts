// How the embedded database (PGlite) starts, wherever it runs: on the service's thread (pglite.ts)
// or on a thread of its own (pglite-worker.ts). One place for its options, so both run the same.
import { Buffer } from 'node:buffer';
import { PGlite } from '@electric-sql/pglite';

/**
 * bytea (OID 17) to and from PostgreSQL's hex text by node's own codec. PGlite's serializer builds
 * an array of one two-character string per byte (`Array.from(x).map(...).join('')`): a 9 MB PDF took
 * about 600 MB of JavaScript heap for an instant, which the process then kept as RSS — the growth a
 * probe saw across hostile uploads (issue 26 item 9). Here a document costs its hex text, once.
 * (The parser's `new Uint8Array(buffer)` copies into an array buffer of its own, never node's shared
 * pool, so the thread can hand it over with a transfer list.)
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

/** dataDir undefined: in memory, empty or loaded from `snapshot` (a dumpDataDir). */
export async function startPglite(dataDir: string | undefined, snapshot?: Blob): Promise<PGlite> {
  const options = {
    ...BYTEA_AS_HEX,
    startParams: SMALL_BUFFERS,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  };
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  return pglite;
}
