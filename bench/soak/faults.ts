// The faults, spread over the run in cycles of about three minutes (one cycle for short runs): a node
// killed with SIGKILL and started again (the nodes take turns), a documents node killed with SIGKILL
// while it holds a job (issue 43: the job must be done once, by the other), PostgreSQL stopped and
// started (fast shutdown, as `pg_ctl stop` does), and Redis stopped for a while then started. They
// run one at a time; each is logged with when it began and how long it took.
import pg from 'pg';
import type { ServiceNode, Topology } from './topology.ts';

export interface FaultEvent {
  what: string;
  at: number;
  ms: number;
}

export interface Window {
  from: number;
  to: number;
}

/** After PostgreSQL is back, its pools reconnect: answers during this long still count as the restart. */
export const RESTART_GRACE_MS = 30_000;

export class Faults {
  readonly events: FaultEvent[] = [];
  /** When PostgreSQL was down or just back (503s are expected then). */
  readonly postgresWindows: Window[] = [];
  /** When a node was dead or starting (its callers see cut connections then). */
  readonly nodeWindows: Array<Window & { node: string }> = [];
  /** The jobs a documents node held when it was killed. */
  readonly cutJobs: string[] = [];
  readonly errors: string[] = [];
  private done: Promise<void> = Promise.resolve();
  private cancelled = false;

  constructor(private readonly topology: Topology) {}

  private async event(what: string, work: () => Promise<void>) {
    const at = Date.now();
    try {
      await work();
    } catch (error) {
      this.errors.push(`${what}: ${(error as Error).message}`);
    }
    this.events.push({ what, at, ms: Date.now() - at });
  }

  private async until(time: number) {
    while (!this.cancelled && Date.now() < time) await new Promise((r) => setTimeout(r, 200));
  }

  /** Plans the faults over `durationMs` from now. */
  start(durationMs: number) {
    const began = Date.now();
    const cycles = Math.max(1, Math.floor(durationMs / 180_000));
    const cycle = durationMs / cycles;
    const { nodes, postgres, redis } = this.topology;
    this.done = (async () => {
      for (let c = 0; c < cycles && !this.cancelled; c++) {
        const base = began + c * cycle;
        const node = nodes[(c + 1) % nodes.length];
        await this.until(base + 0.15 * cycle);
        if (this.cancelled) return;
        const dead = { node: node.name, from: Date.now(), to: Number.POSITIVE_INFINITY };
        this.nodeWindows.push(dead);
        await this.event(`SIGKILL node ${node.name}, start it again`, async () => {
          await node.kill();
          await new Promise((r) => setTimeout(r, 2000));
          await node.start();
        });
        dead.to = Date.now();
        await this.until(base + 0.3 * cycle);
        if (this.cancelled) return;
        await this.event('SIGKILL a documents node in the middle of a job, start it again', async () => {
          await this.killDocumentsNodeMidJob();
        });
        await this.until(base + 0.4 * cycle);
        if (this.cancelled) return;
        const window: Window = { from: Date.now(), to: Number.POSITIVE_INFINITY };
        this.postgresWindows.push(window);
        await this.event('PostgreSQL stop, 3 s down, start', async () => {
          await postgres.stop();
          await new Promise((r) => setTimeout(r, 3000));
          await postgres.start();
        });
        window.to = Date.now() + RESTART_GRACE_MS;
        await this.until(base + 0.65 * cycle);
        if (this.cancelled) return;
        const down = Math.min(20_000, 0.15 * cycle);
        await this.event(`Redis stop, ${Math.round(down / 1000)} s down, start`, async () => {
          await redis.stop();
          await new Promise((r) => setTimeout(r, down));
          await redis.start();
        });
      }
    })();
  }

  /**
   * Waits (up to 30 s) until a documents node holds a running job, kills that node, and starts it
   * again after 2 s. Its job is left to the other node once its lease runs out.
   */
  private async killDocumentsNodeMidJob() {
    const db = new pg.Client({ connectionString: this.topology.postgres.url });
    await db.connect();
    try {
      const deadline = Date.now() + 30_000;
      let holder: ServiceNode | undefined;
      let jobs: string[] = [];
      while (!holder && Date.now() < deadline && !this.cancelled) {
        const { rows } = await db.query<{ id: string; claimed_by: string }>(
          `SELECT id, claimed_by FROM document_jobs WHERE status = 'running'`,
        );
        for (const node of this.topology.documentsNodes) {
          const held = rows.filter((r) => r.claimed_by.split(':')[1] === String(node.pid()));
          if (held.length > 0) {
            holder = node;
            jobs = held.map((r) => r.id);
            break;
          }
        }
        if (!holder) await new Promise((r) => setTimeout(r, 10));
      }
      if (!holder) throw new Error('no documents node held a job within 30 s');
      await holder.kill();
      this.cutJobs.push(...jobs);
      await new Promise((r) => setTimeout(r, 2000));
      await holder.start();
    } finally {
      await db.end();
    }
  }

  /** Waits for the fault in progress (none is begun after this). */
  async finish() {
    this.cancelled = true;
    await this.done;
  }
}
