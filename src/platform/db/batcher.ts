// Statements shared by the calls that need them at the same moment (issue 10). A call hands in its
// item and gets its own answer back; the items handed in while earlier statements are still running
// (or during the same turn of the event loop) leave together as the rows of one statement. At low
// load a call waits for nothing: its statement leaves on the next turn, alone, as it would have
// without the batcher. Under load, one statement (one round trip, one plan, one transaction, one
// commit) serves many calls instead of one each, which is most of what a busy database spends.
//
// A batch never reuses anything: every statement starts after every call it answers was made, so
// it reads (or writes) the database as it is then, exactly as a statement of the call's own would.
import { isDatabaseUnavailable } from './unavailable.ts';

export interface BatcherOptions<I, O> {
  /** Runs one statement for these items; answers in the same order. */
  run(items: I[]): Promise<O[]>;
  /** At most this many items in one statement. */
  maxBatch: number;
  /** At most this many statements running at once; later items wait and leave together. */
  maxInFlight: number;
  /** Whether an item may join a batch already holding these (by default, any may). */
  fits?(item: I, batch: readonly I[]): boolean;
  /**
   * When a statement of several items fails for a reason that may concern one of them alone (a
   * refusal, a constraint), each item is run again in a statement of its own, so that every call gets
   * the outcome it would have had alone. An outage fails them all at once.
   */
  retryAlone?: boolean;
  /** Told the size of every statement run, whether it answered or failed (metrics, tests). */
  observe?(size: number): void;
}

export type Batched<I, O> = (item: I) => Promise<O>;

interface Pending<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/** An outage says nothing about any one item: a 503 already translated, or the driver's own error. */
const isOutage = (error: unknown) =>
  (error as { statusCode?: number } | null)?.statusCode === 503 || isDatabaseUnavailable(error);

export function createBatcher<I, O>(options: BatcherOptions<I, O>): Batched<I, O> {
  const queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= options.maxInFlight || queue.length === 0) return;
    scheduled = true;
    // The items of this turn of the event loop leave together.
    setImmediate(() => {
      scheduled = false;
      flush();
    });
  };

  /** The next batch: the oldest item, then every queued item that fits beside those taken. */
  const take = (): Pending<I, O>[] => {
    const batch: Pending<I, O>[] = [];
    const items: I[] = [];
    const left: Pending<I, O>[] = [];
    for (const p of queue) {
      if (
        batch.length < options.maxBatch &&
        (items.length === 0 || (options.fits?.(p.item, items) ?? true))
      ) {
        batch.push(p);
        items.push(p.item);
      } else {
        left.push(p);
      }
    }
    queue.splice(0, queue.length, ...left);
    return batch;
  };

  const settle = async (batch: Pending<I, O>[]) => {
    try {
      const answers = await options
        .run(batch.map((p) => p.item))
        .finally(() => options.observe?.(batch.length));
      for (const [i, p] of batch.entries()) p.resolve(answers[i]);
    } catch (error) {
      if (batch.length === 1 || !options.retryAlone || isOutage(error)) {
        for (const p of batch) p.reject(error);
        return;
      }
      await Promise.all(batch.map((p) => settle([p])));
    }
  };

  const flush = () => {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      inFlight += 1;
      settle(take()).finally(() => {
        inFlight -= 1;
        schedule();
      });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}

/**
 * One batcher per database handle, made on first use (a feature's module keeps its batchers here
 * rather than in the services, so tests and several apps in one process never share one).
 */
export function perDatabase<D extends object, T>(make: (db: D) => T): (db: D) => T {
  const made = new WeakMap<D, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
