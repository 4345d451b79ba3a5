// A fair limiter (issue 43 item 2): at most `slots` tasks run at once, the others wait in one queue
// per tenant (a workspace, or a signing link), and a freed slot goes to the tenants in turn: to the
// waiting tenant whose last task started longest ago (one that has none running goes first), so one
// tenant's burst waits behind its own tasks and never behind everyone's. A tenant may
// hold at most `perTenant` tasks running and waiting together; one more is refused at once with a 429
// and Retry-After (`tooBusy`), as is a task that waited longer than `maxWaitMs` for its slot. With
// `runningPerTenant`, a tenant runs at most that many at once even when slots are free, so that tasks
// that cannot be stopped midway (LibreOffice conversions) never hold every slot when another comes.
import { AppError } from '../errors.ts';

export interface FairLimits {
  /** Tasks that run at once. */
  slots: number;
  /** Tasks one tenant may have running and waiting together. */
  perTenant: number;
  /** How long a task may wait for a slot before it is answered 429 (undefined: as long as it takes). */
  maxWaitMs?: number;
  /** Tasks one tenant may run at once (undefined: as many as there are slots). */
  runningPerTenant?: number;
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
  /** When each tenant holding something last started a task (a count of starts). */
  private readonly lastStarted = new Map<string, number>();
  private starts = 0;

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
    load.waiting++;
    // Queued even when a slot is free: startNext decides, by turn and by each tenant's running cap.
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
      this.startNext();
    });
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
    const cap = this.limits.runningPerTenant ?? this.limits.slots;
    while (this.running < this.limits.slots) {
      // Of the tenants that may run one more, the one whose last start is oldest (or who has none).
      let next: [string, Waiting[]] | undefined;
      for (const entry of this.queues) {
        if (this.held.get(entry[0])!.running >= cap) continue;
        if (!next || (this.lastStarted.get(entry[0]) ?? -1) < (this.lastStarted.get(next[0]) ?? -1)) {
          next = entry;
        }
      }
      if (!next) return;
      const [tenant, queue] = next;
      const waiting = queue.shift()!;
      if (queue.length === 0) this.queues.delete(tenant);
      const load = this.held.get(tenant)!;
      load.waiting--;
      load.running++;
      this.running++;
      this.lastStarted.set(tenant, this.starts++);
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
    if (load.running > 0 || load.waiting > 0) return;
    this.held.delete(tenant);
    this.lastStarted.delete(tenant);
  }

  /** Seconds a refused caller is asked to wait: about one task's turn per slot. */
  private retryAfter(): number {
    const waiting = [...this.held.values()].reduce((sum, load) => sum + load.waiting, 0);
    return Math.min(60, Math.max(1, Math.ceil(waiting / Math.max(1, this.limits.slots))));
  }
}
