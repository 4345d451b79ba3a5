// The end of the load: every node up, every send answered, and the outbox empty. A node killed in
// the middle of handing messages to the SMTP server keeps its claim on them for the lease
// (CLAIM_LEASE_MS, five minutes) and a message whose delivery failed waits for its backoff; rather than
// wait for them in real time, the drain moves the service's test clock on (every node reads it from
// the database) when the outbox has not moved for a while.
import type pg from 'pg';
import { CLAIM_LEASE_MS } from '../../src/mail/delivery.ts';
import { request } from '../../test/helpers.ts';
import type { Load } from './load.ts';
import { ADMIN, type Topology } from './topology.ts';

export interface DrainResult {
  /** How many times the clock was moved on by a lease. */
  clockAdvances: number;
  ms: number;
}

const STALL_MS = 15_000;

export async function drain(topology: Topology, load: Load, db: pg.Client, workspaceId: string) {
  const began = Date.now();
  for (const node of topology.nodes) if (!node.up()) await node.start();
  await load.settleSends(180_000);
  let clockAdvances = 0;
  let last = -1;
  let lastMoved = Date.now();
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_messages WHERE workspace_id = $1 AND status = 'pending'",
      [workspaceId],
    );
    const pending = rows[0].n;
    const { rows: jobs } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM document_jobs WHERE status <> 'done'",
    );
    const working = jobs[0].n;
    if (pending === 0 && working === 0) break;
    if (Date.now() > deadline) {
      throw new Error(`${pending} e-mails pending and ${working} document jobs open after the drain`);
    }
    if (pending !== last) {
      last = pending;
      lastMoved = Date.now();
    } else if (pending > 0 && Date.now() - lastMoved > STALL_MS) {
      const moved = await request(topology.nodes[0].url, 'POST', '/admin/v1/clock', {
        token: ADMIN,
        body: { advanceSeconds: CLAIM_LEASE_MS / 1000 },
      });
      if (moved.status !== 200) throw new Error(`moving the clock: ${moved.status}`);
      clockAdvances++;
      lastMoved = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { clockAdvances, ms: Date.now() - began } satisfies DrainResult;
}
