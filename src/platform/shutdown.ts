// What a Countersign process does on SIGTERM or SIGINT, within SHUTDOWN_LIMIT_MS: the HTTP side
// drains (http/shutdown.ts: no new connections, 503 + Retry-After on open ones, in-flight requests
// finished) while the background work stops beside it (the e-mail worker finishes the messages it
// has handed to the SMTP server and gives back the claims of those it has not; the sweeps do not
// start again; the metrics listener closes); then the document store's client and the database pool
// close. Nothing here logs above info unless something had to be cut short.
import type { FastifyInstance } from 'fastify';
import { drainHttp } from './http/shutdown.ts';
import type { Services } from './services.ts';

/** A process still running this long after the signal is stopped with exit code 1. */
export const SHUTDOWN_LIMIT_MS = 9_000;
/** Silent keep-alive connections are kept this long, so a request on its way gets a 503, not a reset. */
const GRACE_MS = 1_000;
/** In-flight requests and the worker's deliveries get this long before they are cut. */
const WORK_DEADLINE_MS = 7_000;

export interface Stoppable {
  stop(): Promise<void>;
}

// Timers here keep the process alive on purpose: it ends by process.exit, never by running dry
// (a stop awaiting something that holds no handle would otherwise end it silently with code 0).
const after = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms));

/**
 * Stops everything and resolves with the exit code: 0 when every part stopped in time, 1 when a part
 * had to be cut or failed (said at warn level). A hard timer exits 1 if even that hangs.
 */
export async function shutDown(parts: {
  app: FastifyInstance;
  background: Stoppable[];
  services: Services;
}): Promise<number> {
  const { app, background, services } = parts;
  const log = services.log.child({ component: 'shutdown' });
  const started = Date.now();
  setTimeout(() => {
    log.warn({ ms: Date.now() - started }, 'shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  let clean = true;
  const http = drainHttp(app, { graceMs: GRACE_MS, deadlineMs: WORK_DEADLINE_MS }).then(({ cut }) => {
    if (cut > 0) {
      clean = false;
      log.warn({ connections: cut }, 'requests still running at the deadline were cut');
    }
  });
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
  services.documents.close();
  await services.db.close().catch((error) => {
    clean = false;
    log.warn({ err: error }, 'the database did not close cleanly');
  });
  log.info({ ms: Date.now() - started, clean }, 'shut down');
  return clean ? 0 : 1;
}
