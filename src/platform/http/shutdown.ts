// A clean stop of the HTTP side on SIGTERM (server.ts composes it with the worker and the pools).
//
// What Fastify 5 gives, read in its source: `app.close()` marks the router closing; with
// `return503OnClosing` (the default) a request arriving after that is answered 503 with a fixed JSON
// body of its own, without Retry-After and outside the error envelope; `forceCloseConnections: 'idle'`
// is the default where the server has closeIdleConnections, but Fastify itself calls it only with a
// serverFactory and otherwise leaves it to Node's `server.close()`, which since Node 19 closes idle
// keep-alive connections at once. Closing them at the very moment of the signal resets a request that
// is already on its way on one of them (sent, not yet read): the client sees a reset, not an answer.
//
// So the order here is: stop accepting connections while keeping the open ones (net.Server's close,
// without http's idle sweep); answer every request that arrives from now on 503 with Retry-After and
// `connection: close` (our envelope; Fastify's own 503 is turned off in app.ts); end every answer
// given meanwhile, in-flight ones included, with `connection: close`; after a short grace close the
// connections that stayed silent; wait for the in-flight requests; then `app.close()` runs the onClose
// hooks (Redis, batchers). A request still running at the deadline has its connection closed.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors.ts';

/** Seconds a client refused during a shutdown is asked to wait: another node, or this one restarted. */
export const SHUTDOWN_RETRY_SECONDS = 2;

const draining = new WeakSet<FastifyInstance>();
/** What must happen the moment a drain starts, by HTTP server (a plugin's instance shares its root's). */
const onDrainStart = new WeakMap<object, Set<() => void>>();

/**
 * Runs `fn` once when the server's drain starts (or `app.close()` begins): calls that would otherwise
 * hold on until their own deadline (the change feed's waiting calls) are answered now.
 */
export function whenDraining(app: FastifyInstance, fn: () => void) {
  const set = onDrainStart.get(app.server) ?? new Set();
  onDrainStart.set(app.server, set.add(fn));
}

function drainStarted(app: FastifyInstance) {
  const set = onDrainStart.get(app.server);
  onDrainStart.delete(app.server);
  for (const fn of set ?? []) fn();
}

/**
 * Registers the answers of a draining server on the root instance, before the other onRequest
 * hooks (nothing else runs for a refused request: no rate-limit count, no database read).
 * `app.close()` alone (tests) drains too.
 */
export function registerDraining(app: FastifyInstance) {
  // Callback hooks, not async ones: every call passes through them and, but in a drain, leaves at once
  // (an async hook costs every call a promise and a turn of the microtask queue).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining.has(app)) return done();
    const error = serviceUnavailable({
      message: `This server is shutting down; retry in ${SHUTDOWN_RETRY_SECONDS} seconds`,
      retryAfterSeconds: SHUTDOWN_RETRY_SECONDS,
    });
    // Answered here: `done` is not called, so nothing after this hook runs.
    reply.code(503).headers(error.headers).header('connection', 'close').send(error.toBody());
  });
  // Every answer given while draining ends its connection, so a keep-alive client moves on.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.has(app)) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    draining.add(app);
    drainStarted(app);
  });
}

export interface DrainOptions {
  /** How long open, silent connections are kept so that a request already on its way gets its 503. */
  graceMs: number;
  /** From the start of the drain: requests still running then have their connections closed. */
  deadlineMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
}

/**
 * Stops the HTTP side: no new connections, 503 on open ones, in-flight requests finished (up to the
 * deadline), then the app's onClose hooks. Resolves whether or not the deadline had to cut requests;
 * the answer says how many connections it closed by force.
 */
export async function drainHttp(app: FastifyInstance, options: DrainOptions): Promise<{ cut: number }> {
  const started = Date.now();
  draining.add(app);
  drainStarted(app);
  const server = app.server;
  // net.Server's own close: no new connections, open ones kept; resolves once the last one has ended.
  const ended = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  while (Date.now() - started < options.graceMs && (await openConnections(server)) > 0) await sleep(50);
  server.closeIdleConnections();
  let cut = 0;
  const left = options.deadlineMs - (Date.now() - started);
  const timedOut = await Promise.race([ended.then(() => false), sleep(Math.max(0, left)).then(() => true)]);
  if (timedOut) {
    cut = await openConnections(server);
    server.closeAllConnections();
    await ended;
  }
  await app.close();
  return { cut };
}
