// Waiting for the change feed (issue 35 item 1): the calls of this process that hold on
// `GET /api/v1/esign/events?wait=` until their workspace has a new event. One listener per process
// hears the database announce every committed event (migration 0043's NOTIFY: PostgreSQL on a
// connection of its own, so a change made by any process wakes the calls of every process; PGlite in
// process) and wakes the calls of that workspace, which then read the feed again. A call subscribes
// before its first read, so an event committed between that read and its wait still wakes it.
// At most `max` calls wait at once, and at most `perWorkspace` of one workspace (issue 43: one
// workspace holding all 200 made every other's wait a 429); beyond either the call is a 429 like a
// rate limit. At shutdown every one is answered.
import type { Db } from '../platform/db/index.ts';
import { AppError } from '../platform/errors.ts';

export const CHANNEL = 'countersign_events';
/** Calls that may wait at once in one process. */
export const MAX_WAITING = 200;
/** Calls of one workspace that may wait at once in one process: a quarter of them. */
export const MAX_WAITING_PER_WORKSPACE = 50;

export type WaitOutcome = 'woken' | 'timeout' | 'closing';

export interface Waiter {
  /** Resolves at the first wake since the last call (at once if one came meanwhile), at `ms`, or at shutdown. */
  next(ms: number): Promise<WaitOutcome>;
  /** Stops waiting (the answer went out, or the caller left). */
  done(): void;
}

class Subscription implements Waiter {
  private pending = false;
  private closed = false;
  private resolve: ((outcome: WaitOutcome) => void) | undefined;

  constructor(private readonly leave: (s: Subscription) => void) {}

  wake() {
    this.pending = true;
    this.resolve?.('woken');
  }

  close() {
    this.closed = true;
    this.resolve?.('closing');
  }

  next(ms: number): Promise<WaitOutcome> {
    if (this.closed) return Promise.resolve('closing');
    if (this.pending) {
      this.pending = false;
      return Promise.resolve('woken');
    }
    let timer: NodeJS.Timeout | undefined;
    return new Promise<WaitOutcome>((resolve) => {
      this.resolve = resolve;
      timer = setTimeout(() => resolve('timeout'), ms);
    }).finally(() => {
      clearTimeout(timer);
      this.resolve = undefined;
      this.pending = false;
    });
  }

  done() {
    this.close();
    this.leave(this);
  }
}

export interface EventWaiters {
  /** A waiter for the workspace's next event; 429 when `max` calls already wait. */
  subscribe(workspaceId: string): Promise<Waiter>;
  /** How many calls wait now. */
  readonly waiting: number;
  /** Answers every waiting call and stops listening; later subscriptions resolve at once. */
  close(): Promise<void>;
}

const tooMany = (what: string) =>
  new AppError(429, `${what}; retry in 1 second`, undefined, {}, { 'retry-after': '1' });

export function createEventWaiters(
  db: Db,
  max = MAX_WAITING,
  perWorkspace = Math.min(max, MAX_WAITING_PER_WORKSPACE),
): EventWaiters {
  const byWorkspace = new Map<string, Set<Subscription>>();
  let waiting = 0;
  let closing = false;
  let listening: Promise<() => Promise<void>> | undefined;

  const wake = (workspaceId: string | null) => {
    // null: notifications may have been missed (the listener reconnected); everyone looks again.
    const targets = workspaceId === null ? [...byWorkspace.values()] : [byWorkspace.get(workspaceId) ?? []];
    for (const set of targets) for (const s of set) s.wake();
  };
  const listen = () => {
    listening ??= db.listen(CHANNEL, wake).catch((error) => {
      listening = undefined;
      throw error;
    });
    return listening;
  };

  return {
    get waiting() {
      return waiting;
    },
    async subscribe(workspaceId) {
      if (waiting >= max) throw tooMany('Too many calls are waiting for events on this server');
      if ((byWorkspace.get(workspaceId)?.size ?? 0) >= perWorkspace) {
        throw tooMany(`This workspace has ${perWorkspace} calls waiting for events on this server already`);
      }
      waiting += 1;
      let left = false;
      const subscription = new Subscription((s) => {
        if (left) return;
        left = true;
        waiting -= 1;
        const set = byWorkspace.get(workspaceId);
        set?.delete(s);
        if (set?.size === 0) byWorkspace.delete(workspaceId);
      });
      if (closing) {
        subscription.close();
        return subscription;
      }
      const set = byWorkspace.get(workspaceId) ?? new Set();
      byWorkspace.set(workspaceId, set.add(subscription));
      try {
        await listen();
      } catch (error) {
        subscription.done();
        throw error;
      }
      return subscription;
    },
    async close() {
      closing = true;
      for (const set of byWorkspace.values()) for (const s of set) s.close();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
