// A fair limiter (issue 43 item 2): at most `slots` tasks run at once, the others wait in one queue
// per tenant (a workspace, or a signing link), and a freed slot goes to the tenants in turn, round
// robin, so one tenant's burst waits behind its own tasks and never behind everyone's. A tenant may
// hold at most `perTenant` tasks running and waiting together; one more is refused at once with a 429
// and Retry-After (`tooBusy`), as is a task that waited longer than `maxWaitMs` for its slot.
import { AppError } from '../errors.ts';

export interface FairLimits {
  /** Tasks that run at once. */
  slots: number;
  /** Tasks one tenant may have running and waiting together. */
  perTenant: number;
  /** How long a task may wait for a slot before it is answered 429 (undefined: as long as it takes). */
  maxWaitMs?: number;
}

/** The 429 of a tenant at its cap or a task that waited too long: no code, as the spec's rate limits. */
export function tooBusy(what: string, retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    `${what}; retry in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`,
    undefined,
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );
}

interface Waiting {
  start: () => void;
  fail: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

export interface TenantLoad {
  running: number;
  waiting: number;
}

export class FairLimiter {
  private running = 0;
  /** Each tenant's waiting tasks; the Map's order is the round's order. */
  private readonly queues = new Map<string, Waiting[]>();
  private readonly held = new Map<string, TenantLoad>();

  constructor(
    private readonly limits: FairLimits,
    /** How the 429 names what is busy: "conversions", "document jobs". */
    private readonly what: string,
  ) {}

  /** Runs `task` in the tenant's turn; 429 when the tenant is at its cap or its turn did not come in time. */
  async run<T>(tenant: string, task: () => Promise<T>): Promise<T> {
    const load = this.held.get(tenant) ?? { running: 0, waiting: 0 };
    if (load.running + load.waiting >= this.limits.perTenant) {
      throw tooBusy(
        `This workspace already has ${this.limits.perTenant} ${this.what} running or waiting`,
        this.retryAfter(),
      );
    }
    this.held.set(tenant, load);
    if (this.running < this.limits.slots && !this.queues.size) {
      this.running++;
      load.running++;
    } else {
      load.waiting++;
      await new Promise<void>((resolve, reject) => {
        const waiting: Waiting = {
          start: () => {
            clearTimeout(waiting.timer);
            resolve();
          },
          fail: reject,
        };
        if (this.limits.maxWaitMs !== undefined) {
          waiting.timer = setTimeout(() => {
            this.drop(tenant, waiting);
            reject(tooBusy(`The server is busy with ${this.what}`, this.retryAfter()));
          }, this.limits.maxWaitMs);
        }
        const queue = this.queues.get(tenant) ?? [];
        queue.push(waiting);
        this.queues.set(tenant, queue);
      });
    }
    try {
      return await task();
    } finally {
      load.running--;
      this.release(tenant, load);
      this.running--;
      this.startNext();
    }
  }

  /** What each tenant holds now (for metrics and tests). */
  load(): Map<string, TenantLoad> {
    return new Map([...this.held].map(([tenant, load]) => [tenant, { ...load }]));
  }

  get active(): number {
    return this.running;
  }

  /** Fails every waiting task (at shutdown). */
  rejectWaiting(error: Error): void {
    for (const [tenant, queue] of this.queues) {
      for (const waiting of [...queue]) {
        this.drop(tenant, waiting);
        waiting.fail(error);
      }
    }
  }

  private startNext(): void {
    while (this.running < this.limits.slots) {
      // The first tenant in the round gives one task and goes to the end of the round.
      const next = this.queues.entries().next();
      if (next.done) return;
      const [tenant, queue] = next.value;
      const waiting = queue.shift()!;
      this.queues.delete(tenant);
      if (queue.length > 0) this.queues.set(tenant, queue);
      const load = this.held.get(tenant)!;
      load.waiting--;
      load.running++;
      this.running++;
      waiting.start();
    }
  }

  private drop(tenant: string, waiting: Waiting): void {
    clearTimeout(waiting.timer);
    const queue = this.queues.get(tenant);
    const at = queue?.indexOf(waiting) ?? -1;
    if (!queue || at === -1) return;
    queue.splice(at, 1);
    if (queue.length === 0) this.queues.delete(tenant);
    const load = this.held.get(tenant)!;
    load.waiting--;
    this.release(tenant, load);
  }

  private release(tenant: string, load: TenantLoad): void {
    if (load.running === 0 && load.waiting === 0) this.held.delete(tenant);
  }

  /** Seconds a refused caller is asked to wait: about one task's turn per slot. */
  private retryAfter(): number {
    const waiting = [...this.held.values()].reduce((sum, load) => sum + load.waiting, 0);
    return Math.min(60, Math.max(1, Math.ceil(waiting / Math.max(1, this.limits.slots))));
  }
}
