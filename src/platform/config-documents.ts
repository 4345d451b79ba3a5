// Where document work runs and what it may cost (issue 43): WORKER_ROLE says what a process does
// (`all`: serve and do document work, the default; `api`: serve and hand document work to documents
// nodes through PostgreSQL; `documents`: only take that work), and the pool's budgets: threads, wall
// time and heap of one task, tasks one workspace may hold at once.
import { availableParallelism } from 'node:os';

export type WorkerRole = 'all' | 'api' | 'documents';

export interface DocumentWorkConfig {
  role: WorkerRole;
  /** Worker threads of the pool (DOCUMENT_THREADS); 0 runs document work on the service's thread. */
  threads: number;
  /** Wall time of one task (DOCUMENT_JOB_TIMEOUT_MS). */
  timeoutMs: number;
  /** Heap of one worker thread (DOCUMENT_JOB_HEAP_MB). */
  heapMb: number;
  /** Document tasks one workspace (or signing link) may have running and waiting (DOCUMENT_JOBS_PER_WORKSPACE). */
  perTenant: number;
}

/** DOCUMENT_THREADS' default: one core left to the service's own thread, at most four. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

type Env = Record<string, string | undefined>;
type IntegerReader = (env: Env, name: string, fallback: number, min: number, max: number) => number;

/** `fail` throws config.ts's ConfigError and `integer` reads as config.ts does (passed in: config.ts imports this). */
export function documentWorkConfig(
  env: Env,
  integer: IntegerReader,
  fail: (variable: string, problem: string) => never,
): DocumentWorkConfig {
  const role = (env.WORKER_ROLE || 'all').trim();
  if (role !== 'all' && role !== 'api' && role !== 'documents') {
    fail('WORKER_ROLE', `must be all, api or documents, got "${role}"`);
  }
  if (role !== 'all' && !env.DATABASE_URL) {
    fail(
      'WORKER_ROLE',
      `${role} needs DATABASE_URL: document work is handed between processes through PostgreSQL`,
    );
  }
  return {
    role,
    threads: integer(env, 'DOCUMENT_THREADS', defaultThreads(), 0, 64),
    timeoutMs: integer(env, 'DOCUMENT_JOB_TIMEOUT_MS', 30_000, 1_000, 600_000),
    heapMb: integer(env, 'DOCUMENT_JOB_HEAP_MB', 512, 64, 16_384),
    perTenant: integer(env, 'DOCUMENT_JOBS_PER_WORKSPACE', 8, 1, 10_000),
  };
}
