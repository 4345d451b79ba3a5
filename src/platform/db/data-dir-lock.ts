// The embedded database belongs to one process at a time: two processes opening the same PGlite
// directory would each see only their own writes and lose one side's data. The lock is a local
// socket named after the directory — on Linux in the abstract namespace, on Windows a named pipe —
// which the operating system releases the moment its process dies, so a SIGKILLed process never
// leaves a lock behind. (Elsewhere it is a socket file in DATA_DIR; one left by a crash refuses
// connections and is replaced.) Whoever connects to it is told which process holds it.
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** What the holder says about itself (e.g. the port it serves). */
  note?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host}${holder.note ? ` (${holder.note})` : ''}, started ${holder.startedAt}`
      : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${who}. It serves one process at a time: stop that ` +
        'process first, or, to run several processes, use PostgreSQL by setting DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * The lock's own entry in DATA_DIR where it is a socket file (not Linux or Windows): whoever reads the
 * directory while holding the lock (countersign restore) finds it there and must leave it alone.
 */
export const LOCK_FILE_NAME = '.countersign.lock.sock';

export interface DataDirLock {
  release(): Promise<void>;
}

function lockAddress(dir: string): { address: string; file: boolean } {
  const id = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return { address: `\0countersign-pglite-${id}`, file: false };
  if (process.platform === 'win32') return { address: `\\\\?\\pipe\\countersign-pglite-${id}`, file: false };
  return { address: path.join(dir, LOCK_FILE_NAME), file: true };
}

/** Asks the holder of the lock who it is; null when nobody answers. */
function askHolder(address: string): Promise<LockHolder | null | 'refused'> {
  return new Promise((resolve) => {
    let text = '';
    const socket = createConnection(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'refused' : null),
    );
    socket.on('close', () => {
      try {
        resolve(JSON.parse(text) as LockHolder);
      } catch {
        resolve(null);
      }
    });
  });
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Takes the directory's lock, or throws DataDirInUseError naming the process that holds it. */
export async function lockDataDir(dataDir: string, note?: string): Promise<DataDirLock> {
  const dir = realpathSync(dataDir);
  const { address, file } = lockAddress(dir);
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), note };
  const server = createServer((socket) => socket.end(JSON.stringify(me)));
  server.unref();
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, address);
      return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await askHolder(address);
      // A socket file left by a crashed process: nobody listens on it any more.
      if (holder === 'refused' && file && attempt === 0) {
        await unlink(address).catch(() => {});
        continue;
      }
      throw new DataDirInUseError(dir, holder === 'refused' ? null : holder);
    }
  }
}
