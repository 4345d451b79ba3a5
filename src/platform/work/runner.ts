// A documents node's loop (WORKER_ROLE=documents, issue 43 item 4): it claims the jobs API nodes
// queued in PostgreSQL (jobs.ts), as many as its pool has threads, runs each on its own pool
// (pool.ts: the same budgets as in one process), and writes the reply, which wakes the waiting API
// node. While a job runs the node renews its lease every few seconds; killed, it renews nothing, and
// another node claims the job once the lease has run out. Every half minute it also answers the jobs
// whose nodes died under them too often and forgets what nobody will read.
import { hostname } from 'node:os';
import { deserialize } from 'node:v8';
import type { Logger } from 'pino';
import type { Db } from '../db/index.ts';
import { randomToken } from '../ids.ts';
import {
  type ClaimedJob,
  claimJobs,
  finishAbandoned,
  finishJob,
  forgetStaleJobs,
  LEASE_SECONDS,
  QUEUED_CHANNEL,
  renewLeases,
} from './jobs.ts';
import type { DocumentWork } from './pool.ts';
import { registeredTask, type Task } from './task.ts';
import { errorToWire, type TaskReply } from './wire.ts';

const IDLE_LOOK_MS = 1_000;
const SWEEP_MS = 30_000;

export interface DocumentRunner {
  /** This node's name in the jobs it claims. */
  readonly node: string;
  /** Jobs running now. */
  readonly running: number;
  /** Stops claiming and waits for the running jobs (their leases lapse if the process dies first). */
  stop(): Promise<void>;
}

export function startDocumentRunner(options: {
  db: Db;
  /** The node's own pool, which runs what is claimed. */
  work: DocumentWork;
  /** Jobs run at once: the pool's threads. */
  slots: number;
  log: Pick<Logger, 'warn' | 'info'>;
}): DocumentRunner {
  const { db, work, slots, log } = options;
  const node = `${hostname()}:${process.pid}:${randomToken(4)}`;
  const running = new Map<string, Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  const nudge = () => wake?.();
  const listening = db.listen(QUEUED_CHANNEL, nudge).catch((error) => {
    log.warn({ err: error }, 'documents node: not woken by new jobs; looking every second instead');
    return undefined;
  });

  const run = async (job: ClaimedJob) => {
    const task: Task<unknown, unknown> = registeredTask(job.task) ?? {
      name: job.task,
      load: () => Promise.reject(new Error(`No document task is named ${job.task}`)),
    };
    let reply: TaskReply;
    try {
      const value = await work.run(task, deserialize(job.input), {
        tenant: job.tenant,
        timeoutMs: job.timeout_ms,
      });
      reply = { ok: true, value };
    } catch (error) {
      reply = { ok: false, error: errorToWire(error) };
    }
    // Unwritten (the database away): the lease runs out and the job is done again, by this node or another.
    const written = await finishJob(db, node, job.id, reply).catch((error) => {
      log.warn({ err: error, job: job.id }, 'documents node: the reply could not be written');
      return true;
    });
    if (!written) {
      log.warn(
        { job: job.id },
        'documents node: a job it ran was taken from it (its lease ran out) or withdrawn',
      );
    }
  };

  const loop = (async () => {
    let lastSweep = 0;
    while (!stopping) {
      try {
        if (Date.now() - lastSweep > SWEEP_MS) {
          lastSweep = Date.now();
          await finishAbandoned(db, {
            ok: false,
            error: { message: 'The document work failed: the nodes doing it stopped' },
          } satisfies TaskReply);
          await forgetStaleJobs(db);
        }
        const free = slots - running.size;
        const claimed = free > 0 ? await claimJobs(db, node, free) : [];
        for (const job of claimed) {
          const done = run(job).finally(() => {
            running.delete(job.id);
            nudge();
          });
          running.set(job.id, done);
        }
        if (claimed.length > 0 && claimed.length === free) continue;
      } catch (error) {
        log.warn({ err: error }, 'documents node: claiming jobs failed; trying again');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, IDLE_LOOK_MS);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  })();

  const heartbeat = setInterval(
    () => {
      renewLeases(db, node, [...running.keys()]).catch((error) =>
        log.warn({ err: error }, 'documents node: renewing leases failed'),
      );
    },
    (LEASE_SECONDS * 1000) / 4,
  );
  heartbeat.unref();

  return {
    node,
    get running() {
      return running.size;
    },
    async stop() {
      stopping = true;
      nudge();
      await loop;
      await Promise.allSettled(running.values());
      clearInterval(heartbeat);
      const stop = await listening;
      await stop?.();
    },
  };
}
