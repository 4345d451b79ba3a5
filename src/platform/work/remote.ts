// The pool of an API node (WORKER_ROLE=api, issue 43 item 4): it never does document work itself.
// Each task is queued in PostgreSQL (jobs.ts) for the documents nodes (runner.ts), and the call waits
// for the reply: woken by the documents node's NOTIFY, and looking again every second in case a
// notification was missed. A tenant with `perTenant` jobs queued or running is answered 429 at once.
// A job no documents node claimed within twice its budget is withdrawn (503: none is running, or all
// are busy); one claimed keeps its caller waiting until its node answers or, having died MAX_ATTEMPTS
// times under it, is answered as failed by another node.
import { deserialize } from 'node:v8';
import type { Db } from '../db/index.ts';
import { serviceUnavailable } from '../errors.ts';
import { tooBusy } from './fair-queue.ts';
import { DONE_CHANNEL, dropJob, enqueueJob, LEASE_SECONDS, MAX_ATTEMPTS, takeReply } from './jobs.ts';
import type { DocumentWork, RunOptions, WorkLimits } from './pool.ts';
import type { Task } from './task.ts';
import { errorFromWire, type TaskReply } from './wire.ts';

const LOOK_AGAIN_MS = 1_000;

export function createRemoteWork(db: Db, limits: WorkLimits): DocumentWork {
  const wakers = new Map<string, () => void>();
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;
  const listen = () => {
    listening ??= db
      .listen(DONE_CHANNEL, (id) => {
        // null: notifications may have been missed; every waiting call looks again.
        if (id === null) for (const wake of wakers.values()) wake();
        else wakers.get(id)?.();
      })
      .catch((error) => {
        listening = undefined;
        throw error;
      });
    return listening;
  };
  const wakeOrLookAgain = (id: string) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, LOOK_AGAIN_MS);
      function done() {
        clearTimeout(timer);
        wakers.delete(id);
        resolve();
      }
      wakers.set(id, done);
    });

  const work: DocumentWork = {
    for: (tenant) => ({
      tenant,
      run: (task, input, options) => work.run(task, input, { ...options, tenant }),
    }),
    async run<I, O>(task: Task<I, O>, input: I, options: RunOptions): Promise<O> {
      if (closed) throw serviceUnavailable({ message: 'The service is shutting down' });
      const timeoutMs = options.timeoutMs ?? limits.timeoutMs;
      await listen();
      const id = await enqueueJob(db, {
        tenant: options.tenant,
        task: task.name,
        input,
        timeoutMs,
        cap: limits.perTenant,
      });
      if (!id) {
        throw tooBusy(`This workspace already has ${limits.perTenant} document jobs queued or running`, 5);
      }
      const began = Date.now();
      const unclaimedFor = 2 * timeoutMs;
      const givenUpAt = began + unclaimedFor + MAX_ATTEMPTS * (timeoutMs + 2 * LEASE_SECONDS * 1000);
      let taken = false;
      try {
        for (;;) {
          const output = await takeReply(db, id);
          if (output) {
            taken = true;
            const reply = deserialize(output) as TaskReply;
            if (!reply.ok) throw errorFromWire(reply.error);
            return reply.value as O;
          }
          const now = Date.now();
          if (now - began > unclaimedFor && (await stillQueued(db, id))) {
            throw serviceUnavailable({ message: 'No documents node took the work in time; please retry' });
          }
          if (now > givenUpAt)
            throw serviceUnavailable({ message: 'The document work did not finish; please retry' });
          await wakeOrLookAgain(id);
        }
      } finally {
        if (!taken) await dropJob(db, id).catch(() => {});
      }
    },
    stats: () => ({ threads: 0, tenants: new Map() }),
    async close() {
      closed = true;
      for (const wake of wakers.values()) wake();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
  return work;
}

async function stillQueued(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM document_jobs WHERE id = $1 AND status = 'queued'`, [id], {
    readOnly: true,
  });
  return rows.length > 0;
}
