// A real S3-compatible server on loopback for the document-storage tests: s3rver (the S3 REST API
// over a directory), started in this test process. `stop()` and `restart()` (same port, same
// directory) make the store unreachable and bring it back. With TEST_DOCUMENT_STORE=s3, every test
// app and spawned server keeps its documents in a bucket of one shared peer (see helpers.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type S3rver from 's3rver';

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Peer {
  endpoint: string;
  directory: string;
  /** A fresh bucket; returns the DOCUMENT_STORE_URL that stores documents in it. */
  bucket(prefix?: string): Promise<{ name: string; storeUrl: string }>;
  /** The keys in a bucket, read from the server's directory. */
  keys(bucket: string): Promise<string[]>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Peer(options: { unref?: boolean } = {}): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cs-s3-'));
  let server: S3rver | undefined;
  let port = 0;
  // Loaded here, not at the top: every test file imports this module through helpers.ts, and s3rver
  // took a quarter of a second of each file's start for the few that use a bucket.
  const { default: S3rverServer } = await import('s3rver');
  const start = async () => {
    server = new S3rverServer({ port, address: '127.0.0.1', silent: true, directory });
    const address = await server.run();
    port = address.port;
    // A peer shared by a whole test file must not keep its process alive.
    if (options.unref) (server as unknown as { httpServer: Server }).httpServer.unref();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const http = (running as unknown as { httpServer: Server }).httpServer;
    http.closeAllConnections();
    await running.close();
  };
  return {
    endpoint,
    directory,
    async bucket(prefix = '') {
      const name = `cs-${randomBytes(6).toString('hex')}`;
      const reply = await fetch(`${endpoint}/${name}`, { method: 'PUT' });
      if (!reply.ok) throw new Error(`creating bucket ${name}: ${reply.status} ${await reply.text()}`);
      const { accessKeyId, secretAccessKey } = S3_CREDENTIALS;
      const folder = prefix ? `/${prefix}` : '';
      return {
        name,
        storeUrl: `s3://${accessKeyId}:${secretAccessKey}@${name}${folder}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
      };
    },
    async keys(bucket) {
      const found: string[] = [];
      const walk = async (dir: string, prefix: string) => {
        for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
          else if (entry.name.endsWith('._S3rver_object')) {
            found.push(`${prefix}${entry.name.slice(0, -'._S3rver_object'.length)}`);
          }
        }
      };
      await walk(path.join(directory, bucket), '');
      return found.sort();
    },
    stop,
    restart: start,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

let shared: Promise<S3Peer> | undefined;

/** One peer per test process, for TEST_DOCUMENT_STORE=s3; it never holds the process open. */
export function sharedS3Peer(): Promise<S3Peer> {
  shared ??= startS3Peer({ unref: true });
  return shared;
}
