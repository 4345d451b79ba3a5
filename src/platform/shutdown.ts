// What a Countersign process does on SIGTERM or SIGINT, within SHUTDOWN_LIMIT_MS: the HTTP side
// drains (http/shutdown.ts: no new connections, 503 + Retry-After on open ones, in-flight requests
// finished) while the background work stops beside it (the e-mail worker finishes the messages it
// has handed to the SMTP server and gives back the claims of those it has not; the sweeps do not
// start again; the metrics listener closes); then the document store's client and the database pool
// close, and last what is still buffered for elsewhere (the traces) is flushed in what is left of the
// time. `countersign worker` stops the same way, without the HTTP side. Nothing here logs above info
// unless something had to be cut short.
import type { FastifyInstance } from 'fastify';
import { drainHttp } from './http/shutdown.ts';
import type { Services } from './services.ts';

/** A process still running this long after the signal is stopped with exit code 1. */
export const SHUTDOWN_LIMIT_MS = 9_000;
/** Silent keep-alive connections are kept this long, so a request on its way gets a 503, not a reset. */
const GRACE_MS = 1_000;
/** In-flight requests and the worker's deliveries get this long before they are cut. */
const WORK_DEADLINE_MS = 7_000;
/** Kept back from the flush's share, for the steps after it and the exit itself. */
const EXIT_MARGIN_MS = 500;

export interface Stoppable {
  stop(): Promise<void>;
}

/** Runs `step` and forgets whatever it throws: used on the way out, where nothing may stop the exit. */
export function bestEffort(step: () => unknown): void {
  try {
    step();
  } catch {}
}

/**
 * On SIGTERM or SIGINT (the first of them; later ones are ignored): logs it, runs `stop` (a
 * shutDown of the process's parts) and exits with its code, or 1 when the stop itself failed.
 */
export function exitOnStopSignal(log: Services['log'], stop: () => Promise<number>): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    bestEffort(() => log.info({ signal }, 'shutting down'));
    let code = 1;
    try {
      code = await stop();
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
  process.on('SIGINT', () => void onSignal('SIGINT'));
}

// Timers here keep the process alive on purpose: it ends by process.exit, never by running dry
// (a stop awaiting something that holds no handle would otherwise end it silently with code 0).
const after = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms));

/**
 * Stops everything and resolves with the exit code: 0 when every part stopped in time, 1 when a part
 * had to be cut or failed (said at warn level). A hard timer exits 1 if even that hangs; the caller
 * exits with the code at once.
 */
export async function shutDown(parts: {
  /** The HTTP side, drained first; none for `countersign worker`. */
  app?: FastifyInstance;
  background: Stoppable[];
  services: Services;
  /**
   * Sends what is still buffered (the last spans, this shutdown's requests included) within
   * `timeoutMs`, resolving false when it had to give up. Never throws.
   */
  flush?: (timeoutMs: number) => Promise<boolean>;
}): Promise<number> {
  const { app, background, services, flush } = parts;
  const log = services.log.child({ component: 'shutdown' });
  const started = Date.now();
  const hardStop = setTimeout(() => {
    // The exit must not depend on the log: the line is best effort (log-destination.ts never waits).
    bestEffort(() => log.warn({ ms: Date.now() - started }, 'shutdown took too long; exiting'));
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  let clean = true;
  const http = app
    ? drainHttp(app, { graceMs: GRACE_MS, deadlineMs: WORK_DEADLINE_MS }).then(({ cut }) => {
        if (cut > 0) {
          clean = false;
          log.warn({ connections: cut }, 'requests still running at the deadline were cut');
        }
      })
    : Promise.resolve();
  const work = background.map(async (part) => {
    if (
      (await Promise.race([part.stop().then(() => 'stopped' as const), after(WORK_DEADLINE_MS)])) === 'late'
    ) {
      clean = false;
      log.warn('background work still running at the deadline; claimed e-mails return after their lease');
    }
  });
  const settled = await Promise.allSettled([http, ...work]);
  for (const result of settled) {
    if (result.status === 'rejected') {
      clean = false;
      log.warn({ err: result.reason }, 'a part of the service failed to stop cleanly');
    }
  }
  // A document store that is gone is no reason to stay: its client is dropped whatever it says.
  bestEffort(() => services.documents.close());
  // The document threads end with the requests they served (a task still running is cut).
  await services.work.close().catch((error) => {
    clean = false;
    log.warn({ err: error }, 'the document threads did not stop cleanly');
  });
  await services.db.close().catch((error) => {
    clean = false;
    log.warn({ err: error }, 'the database did not close cleanly');
  });
  // Inside the budget, never after it: a slow collector costs some spans, not a clean stop's exit code
  // (the service itself stopped cleanly; the spans are only its telemetry).
  const flushBudget = Math.max(0, SHUTDOWN_LIMIT_MS - EXIT_MARGIN_MS - (Date.now() - started));
  if (flush && !(await flush(flushBudget).catch(() => false)))
    log.warn({ ms: flushBudget }, 'traces not yet sent when the time ran out were dropped');
  clearTimeout(hardStop);
  log.info({ ms: Date.now() - started, clean }, 'shut down');
  return clean ? 0 : 1;
}
