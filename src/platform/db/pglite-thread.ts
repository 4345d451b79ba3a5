// Embedded PostgreSQL (PGlite) on a thread of its own (issue 36): a worker thread (pglite-worker.ts)
// owns the database, and this side is the `Db` the features use, sending statements and receiving
// rows through a small protocol (pglite-protocol.ts). The SQL's work (parse, plan, execute, all in
// WebAssembly) then no longer holds up the HTTP handling on the service's thread. The data directory's
// lock stays here (data-dir-lock.ts: one process per DATA_DIR) and is released once the thread ends.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DataDirLock } from './data-dir-lock.ts';
import {
  errorFromWire,
  outbox,
  outgoingParams,
  type Reply,
  type Request,
  type Started,
  type WorkerStart,
} from './pglite-protocol.ts';
import type { Db, Queryable, QueryResult } from './types.ts';
import { translateDatabaseError } from './unavailable.ts';

/** How long close() waits for the database to close before ending its thread regardless. */
const CLOSE_LIMIT_MS = 5_000;

type Outgoing = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The worker's entry. Built (scripts/build.mjs), it is the bundle's pglite-worker.mjs beside this
 * chunk (the build leaves import.meta.filename alone). From the sources (tests, tsx), a worker thread
 * does not inherit the TypeScript loader, so it registers tsx itself before importing the .ts file,
 * unless `entry` names a built pglite-worker.mjs to run instead (the test runner's build: the worker's
 * start then costs no TypeScript loader, 0.6 s of CPU per test file).
 */
function newWorker(start: WorkerStart, transfer: ArrayBuffer[], entry?: string): Worker {
  const here = import.meta.filename;
  const options = { workerData: start, transferList: transfer, name: 'pglite' };
  if (entry) return new Worker(entry, options);
  if (!here.endsWith('.ts')) return new Worker(path.join(path.dirname(here), 'pglite-worker.mjs'), options);
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * The worker's first message: whether PGlite started. Only these listeners come off afterwards (not
 * removeAllListeners: the Worker's own keep its messages flowing).
 */
function firstMessage(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const message = (first: Started) => {
      done();
      if (first.started) resolve();
      else reject(errorFromWire(first.error));
    };
    const error = (failure: Error) => {
      done();
      reject(failure);
    };
    const exit = (code: number) => {
      done();
      reject(new Error(`PGlite is closed: its thread ended (${code}) at start`));
    };
    const done = () => worker.off('message', message).off('error', error).off('exit', exit);
    worker.on('message', message).on('error', error).on('exit', exit);
  });
}

/** The statements of one connection: outside a transaction (tx undefined) or inside one. */
function queryable(
  call: (request: Outgoing, transfer?: ArrayBuffer[]) => Promise<unknown>,
  tx?: number,
): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const out = outgoingParams(params);
      return (await call({ op: 'query', sql, params: out.params, tx }, out.transfer)) as QueryResult<T>;
    },
    async exec(sql: string): Promise<void> {
      await call({ op: 'exec', sql, tx });
    },
  };
}

/**
 * dataDir undefined: an in-memory database (tests), empty or loaded from `snapshot` (a dumpDataDir).
 * `lock` is released when the database closes.
 */
export async function createPgliteThreadDb(
  dataDir: string | undefined,
  lock?: DataDirLock,
  snapshot?: Blob,
  workerEntry?: string,
): Promise<Db> {
  const image = snapshot ? await snapshot.arrayBuffer() : undefined;
  const worker = newWorker({ dataDir, snapshot: image }, image ? [image] : [], workerEntry);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  const listeners = new Map<number, (payload: string | null) => void>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  // The thread keeps the process alive only while a request waits for it, as PGlite on the service's
  // thread never kept it alive itself.
  worker.unref();
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };

  const started = firstMessage(worker);
  worker.ref();
  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    worker.unref();
  }

  worker.on('message', (replies: Reply[]) => {
    for (const reply of replies) {
      if ('notify' in reply) listeners.get(reply.notify)?.(reply.payload);
      else if (reply.ok) settle(reply.id)?.resolve(reply.value);
      else settle(reply.id)?.reject(errorFromWire(reply.error));
    }
  });
  const send = outbox<Request>((requests, transfer) => worker.postMessage(requests, transfer));
  // An error the thread did not catch ends it: every statement still waiting fails as an outage (503).
  const end = (why: string) => {
    closed = true;
    stopped ??= new Error(`PGlite is closed: its thread ${why}`);
    for (const id of [...pending.keys()]) settle(id)?.reject(stopped);
  };
  worker.on('error', (error) => end(`failed (${error.message})`));
  worker.on('exit', (code) => end(`ended (${code})`));

  const call = async (request: Outgoing, transfer: ArrayBuffer[] = []): Promise<unknown> => {
    try {
      if (stopped) throw stopped;
      const id = nextId++;
      const answer = new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
      if (pending.size === 1) worker.ref();
      send({ ...request, id } as Request, transfer);
      return await answer;
    } catch (error) {
      return translateDatabaseError(error);
    }
  };

  const base = queryable(call);
  const inTransaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const tx = (await call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await fn(queryable(call, tx));
    } catch (error) {
      await call({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
    await call({ op: 'commit', tx });
    return result;
  };

  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: inTransaction,
    withConnection: (fn) => fn(base),
    async ready() {
      return !closed;
    },
    poolStats: () => ({ total: 1, max: 1 }),
    async listen(channel, onNotify) {
      const listener = (await call({ op: 'listen', channel })) as number;
      listeners.set(listener, onNotify);
      return async () => {
        listeners.delete(listener);
        if (!closed) await call({ op: 'unlisten', listener });
      };
    },
    async dumpDataDir(alongside) {
      // As on the service's thread (pglite.ts): in a transaction that writes nothing, between two others.
      const tx = (await call({ op: 'begin' })) as number;
      try {
        await alongside?.(queryable(call, tx));
        const tar = (await call({ op: 'dump', tx })) as ArrayBuffer;
        await call({ op: 'commit', tx });
        return new Blob([tar]);
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => {});
        throw error;
      }
    },
    async close() {
      if (!closed) {
        const limit = new Promise((resolve) => setTimeout(resolve, CLOSE_LIMIT_MS).unref());
        await Promise.race([call({ op: 'close' }).catch(() => {}), limit]);
        closed = true;
        await worker.terminate();
      }
      await lock?.release();
    },
  };
}
