// The thread that owns the embedded database (PGlite): the WebAssembly PostgreSQL runs here, so its
// statements' work no longer shares the service's thread with HTTP handling. It answers the requests
// of pglite-thread.ts (the protocol: pglite-protocol.ts). Requests are handled as they arrive, not one
// after another: PGlite itself runs one statement at a time and makes every statement outside a
// transaction wait while one is open, exactly as on the service's thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { collectWhenIdle } from '../idle-collect.ts';
import {
  errorToWire,
  outbox,
  type Reply,
  type Request,
  rowTransferables,
  type Started,
  type WorkerStart,
} from './pglite-protocol.ts';
import { startPglite } from './pglite-start.ts';

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

const port = (() => {
  if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
  return parentPort;
})();

const post = outbox<Reply>((replies, transfer) => port.postMessage(replies, transfer));

/** Thrown inside PGlite's transaction to make it roll back. */
const ROLLBACK = Symbol('rollback');

function serve(pglite: PGlite) {
  const transactions = new Map<number, OpenTransaction>();
  const listeners = new Map<number, () => Promise<void>>();
  let nextId = 1;

  const target = (tx: number | undefined) => {
    if (tx === undefined) return pglite;
    const open = transactions.get(tx);
    if (!open) throw new Error(`The transaction ${tx} has ended`);
    return open.tx;
  };

  /** Opens a transaction that PGlite keeps open until `finish` is called. */
  const begin = async (): Promise<number> => {
    let opened!: (tx: Transaction) => void;
    const ready = new Promise<Transaction>((resolve) => (opened = resolve));
    let finish!: (commit: boolean) => void;
    const decision = new Promise<boolean>((resolve) => (finish = resolve));
    const done = pglite
      .transaction(async (tx) => {
        opened(tx);
        if (!(await decision)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error) => {
          if (error !== ROLLBACK) throw error;
        },
      );
    // BEGIN itself may fail (a closed database): then `done` rejects before the transaction opens.
    const tx = await Promise.race([ready, done.then(() => undefined)]);
    if (!tx) throw new Error('The transaction did not open');
    const id = nextId++;
    transactions.set(id, { tx, finish, done });
    return id;
  };

  const end = async (id: number, commit: boolean) => {
    const open = transactions.get(id);
    if (!open) throw new Error(`The transaction ${id} has ended`);
    transactions.delete(id);
    open.finish(commit);
    await open.done;
  };

  const handle = async (request: Request): Promise<{ value?: unknown; transfer?: ArrayBuffer[] }> => {
    switch (request.op) {
      case 'query': {
        const result = await target(request.tx).query<Record<string, unknown>>(request.sql, request.params);
        const rows = result.rows;
        return {
          value: { rows, rowCount: result.affectedRows ?? rows.length },
          transfer: rowTransferables(rows),
        };
      }
      case 'exec':
        await target(request.tx).exec(request.sql);
        return {};
      case 'begin':
        return { value: await begin() };
      case 'commit':
      case 'rollback':
        await end(request.tx, request.op === 'commit');
        return {};
      case 'dump': {
        // Inside the caller's transaction, between any two others (dumpDataDir in pglite.ts).
        await target(request.tx).exec('CHECKPOINT');
        const tar = await (await pglite.dumpDataDir('none')).arrayBuffer();
        return { value: tar, transfer: [tar] };
      }
      case 'listen': {
        const listener = nextId++;
        const stop = await pglite.listen(request.channel, (payload) => post({ notify: listener, payload }));
        listeners.set(listener, stop);
        return { value: listener };
      }
      case 'unlisten': {
        const stop = listeners.get(request.listener);
        listeners.delete(request.listener);
        if (stop && !pglite.closed) await stop();
        return {};
      }
      case 'close':
        if (!pglite.closed) await pglite.close();
        return {};
    }
  };

  port.on('message', (requests: Request[]) => {
    for (const request of requests) answer(request);
  });
  const answer = (request: Request) =>
    handle(request).then(
      ({ value, transfer }) => post({ id: request.id, ok: true, value }, transfer),
      (error) => post({ id: request.id, ok: false, error: errorToWire(error) }),
    );
}

const start = workerData as WorkerStart;
startPglite(start.dataDir, start.snapshot ? new Blob([start.snapshot]) : undefined).then(
  (pglite) => {
    serve(pglite);
    // This thread's heap, too, goes back to the system once a burst is over (../idle-collect.ts).
    collectWhenIdle();
    port.postMessage({ started: true } satisfies Started);
  },
  (error) => port.postMessage({ started: false, error: errorToWire(error) } satisfies Started),
);
