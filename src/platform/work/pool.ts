// The document-work pool (issue 43 item 1): CPU-heavy document work (parsing, rendering, sealing,
// detecting, reading a PDF's form) runs on worker threads (piscina), never on the thread that answers
// everyone. Each task has a budget: wall time (past it the thread is ended and the caller gets a 400
// document_too_complex, or the caller's own answer), heap (`resourceLimits`: a thread that runs out
// ends alone, and the pool starts another), and whatever input bound its caller checked first. In
// front of the threads, a fair limiter (fair-queue.ts): one queue per tenant, round robin, a cap per
// tenant answered 429. Threads start on first use and end after a minute idle; an idle pool holds none.
// With `threads: 0` (DOCUMENT_THREADS=0) tasks run on the service's own thread, still queued fairly:
// a way to compare, or to debug, never to serve strangers.
import path from 'node:path';
import type { Piscina } from 'piscina';
import { type AppError, coded, serviceUnavailable } from '../errors.ts';
import { activeTraceparent } from '../tracing-state.ts';
import { FairLimiter, type TenantLoad } from './fair-queue.ts';
import type { Task, TaskContext } from './task.ts';
import { errorFromWire, type TaskMessage, type TaskReply } from './wire.ts';
import { runTaskMessage } from './worker-side.ts';

export interface WorkLimits {
  /** Worker threads at most; 0 runs tasks on the calling thread. */
  threads: number;
  /** Wall time of one task. */
  timeoutMs: number;
  /** Old-generation heap of one worker thread. */
  heapMb: number;
  /** Tasks one tenant may have running and waiting together. */
  perTenant: number;
}

export interface RunOptions {
  /** Whose queue the task waits in: a workspace id, or `link:<id>` for a signer's upload. */
  tenant: string;
  /** A shorter (or longer) wall-time budget for this task. */
  timeoutMs?: number;
}

/** The pool as one tenant uses it: what a feature passes down to the functions that need document work. */
export interface TenantWork {
  readonly tenant: string;
  run<I, O>(task: Task<I, O>, input: I, options?: { timeoutMs?: number }): Promise<O>;
}

export interface DocumentWork {
  run<I, O>(task: Task<I, O>, input: I, options: RunOptions): Promise<O>;
  /** The same pool, with every task queued as `tenant`'s. */
  for(tenant: string): TenantWork;
  /** Threads alive now, and what each tenant holds. */
  stats(): { threads: number; tenants: Map<string, TenantLoad> };
  close(): Promise<void>;
}

const IDLE_MS = 60_000;

/** The worker's entry: beside this chunk when built (the service's or the tests' bundle), or the sources. */
function workerEntry(): string {
  const here = import.meta.filename;
  if (!here.endsWith('.ts')) return path.join(path.dirname(here), 'document-worker.mjs');
  // From the sources: a thread registers tsx's loader itself before the entry (and what it imports) loads.
  return new URL('../../../scripts/document-worker-from-sources.mjs', import.meta.url).href;
}

export function documentTooComplex(why: string): AppError {
  return coded(
    'document_too_complex',
    `The document could not be processed: ${why}. Nothing was stored; simplify or split the document and try again`,
  );
}

export function createLocalWork(options: { limits: WorkLimits; context: TaskContext }): DocumentWork {
  const { limits, context } = options;
  const limiter = new FairLimiter(
    { slots: Math.max(1, limits.threads), perTenant: limits.perTenant, maxWaitMs: 2 * limits.timeoutMs },
    'document jobs',
  );
  let pool: Promise<Piscina> | undefined;
  let live: Piscina | undefined;
  const started = () => {
    pool ??= import('piscina').then(({ Piscina }) => {
      live = new Piscina({
        filename: workerEntry(),
        minThreads: 0,
        maxThreads: limits.threads,
        idleTimeout: IDLE_MS,
        // Our limiter queues; piscina only ever gets as many tasks as it has threads.
        maxQueue: limits.threads,
        resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
        workerData: { config: context.config },
      });
      return live;
    });
    return pool;
  };

  const inThread = async (message: TaskMessage, timeoutMs: number): Promise<TaskReply> => {
    // No thread to end: the budget is only checked once the task is done.
    const began = performance.now();
    const reply = await runTaskMessage(message, context);
    if (performance.now() - began > timeoutMs) throw documentTooComplex(tookTooLong(timeoutMs));
    return reply;
  };

  const onThread = async (message: TaskMessage, timeoutMs: number): Promise<TaskReply> => {
    const piscina = await started();
    try {
      return (await piscina.run(message, { signal: AbortSignal.timeout(timeoutMs) })) as TaskReply;
    } catch (error) {
      const failure = error as Error & { code?: string };
      if (failure.name === 'AbortError' || failure.name === 'TimeoutError') {
        throw documentTooComplex(tookTooLong(timeoutMs));
      }
      if (failure.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw documentTooComplex(`it needed more than ${limits.heapMb} MB of memory`);
      }
      throw error;
    }
  };

  const work: DocumentWork = {
    for: (tenant) => ({
      tenant,
      run: (task, input, options) => work.run(task, input, { ...options, tenant }),
    }),
    async run<I, O>(task: Task<I, O>, input: I, run: RunOptions): Promise<O> {
      const timeoutMs = run.timeoutMs ?? limits.timeoutMs;
      const message: TaskMessage = { task: task.name, input, trace: activeTraceparent() };
      const reply = await limiter.run(run.tenant, () =>
        limits.threads === 0 ? inThread(message, timeoutMs) : onThread(message, timeoutMs),
      );
      if (!reply.ok) throw errorFromWire(reply.error);
      return reply.value as O;
    },
    stats() {
      return { threads: live?.threads.length ?? 0, tenants: limiter.load() };
    },
    async close() {
      limiter.rejectWaiting(serviceUnavailable({ message: 'The service is shutting down' }));
      const piscina = await pool;
      pool = undefined;
      live = undefined;
      await piscina?.destroy();
    },
  };
  return work;
}

const tookTooLong = (ms: number) => `it took longer than ${ms / 1000} seconds`;

/**
 * Tasks run on the calling thread, without queue or budget: for unit tests and tools that call a
 * domain function directly. The service always hands its pool (`services.work.for(tenant)`).
 */
export const inlineWork: TenantWork = {
  tenant: 'inline',
  async run(task, input) {
    const run = await task.load();
    return run(input, {
      get config(): never {
        throw new Error(
          `The document task ${task.name} needs the service's configuration: run it in the pool`,
        );
      },
      log: console,
    });
  },
};
