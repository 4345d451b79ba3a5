// The table through which API nodes hand document work to documents nodes (migration 0046, issue 43
// item 4), and every statement on it. Inputs and replies are V8's structured-clone serialisation (the
// same data a worker thread would be handed). Times are the database's own (now()), so nodes whose
// clocks differ agree on leases.
import { serialize } from 'node:v8';
import type { Queryable } from '../db/index.ts';
import { newId } from '../ids.ts';

/** NOTIFY'd when a job is queued (documents nodes wake) and, with its id, when one is done. */
export const QUEUED_CHANNEL = 'countersign_document_jobs';
export const DONE_CHANNEL = 'countersign_document_done';

/** How long a claim holds without renewal: a node killed mid-task gives its job up this long after. */
export const LEASE_SECONDS = 10;
/** Claims of one job at most (a node died under it each time): then it is answered as failed. */
export const MAX_ATTEMPTS = 3;
/** A reply nobody read (its API node went away) and a job nobody claimed are deleted after this. */
export const FORGET_AFTER_SECONDS = 600;

export interface ClaimedJob {
  id: string;
  tenant: string;
  task: string;
  input: Buffer;
  timeout_ms: number;
  attempts: number;
}

/**
 * Queues a job unless its tenant has `cap` jobs queued or running already (then null); wakes the
 * documents nodes in the same statement.
 */
export async function enqueueJob(
  q: Queryable,
  job: { tenant: string; task: string; input: unknown; timeoutMs: number; cap: number },
): Promise<string | null> {
  const id = newId('job');
  const { rows } = await q.query<{ id: string }>(
    `WITH job AS (
       INSERT INTO document_jobs (id, tenant, task, input, timeout_ms)
       SELECT $1, $2, $3, $4, $5
        WHERE (SELECT count(*) FROM document_jobs WHERE tenant = $2 AND status <> 'done') < $6
       RETURNING id)
     SELECT id, pg_notify('${QUEUED_CHANNEL}', '') FROM job`,
    [id, job.tenant, job.task, serialize(job.input), job.timeoutMs, job.cap],
  );
  return rows[0]?.id ?? null;
}

/**
 * Up to `limit` jobs for `node`: queued ones, and running ones whose lease ran out (their node died),
 * the tenants with the fewest jobs running first, then the oldest. A job whose lease ran out for the
 * last allowed time is not claimed again: finishAbandoned answers it.
 */
export async function claimJobs(q: Queryable, node: string, limit: number): Promise<ClaimedJob[]> {
  const { rows } = await q.query<ClaimedJob>(
    `UPDATE document_jobs j
        SET status = 'running', attempts = j.attempts + 1, claimed_by = $1,
            lease_until = now() + make_interval(secs => $3)
       FROM (SELECT o.id FROM document_jobs o
              WHERE (o.status = 'queued' OR (o.status = 'running' AND o.lease_until < now()))
                AND o.attempts < $4
              ORDER BY (SELECT count(*) FROM document_jobs r WHERE r.tenant = o.tenant AND r.status = 'running'),
                       o.created_at
              LIMIT $2 FOR UPDATE SKIP LOCKED) c
      WHERE j.id = c.id
      RETURNING j.id, j.tenant, j.task, j.input, j.timeout_ms, j.attempts`,
    [node, limit, LEASE_SECONDS, MAX_ATTEMPTS],
  );
  return rows;
}

/** Keeps the node's claim of running jobs alive; returns the ids it still holds. */
export async function renewLeases(q: Queryable, node: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await q.query<{ id: string }>(
    `UPDATE document_jobs SET lease_until = now() + make_interval(secs => $3)
      WHERE id = ANY($2) AND claimed_by = $1 AND status = 'running' RETURNING id`,
    [node, ids, LEASE_SECONDS],
  );
  return new Set(rows.map((r) => r.id));
}

/** Stores the reply of a job the node still holds, and tells the waiting node. */
export async function finishJob(q: Queryable, node: string, id: string, reply: unknown): Promise<boolean> {
  const { rowCount } = await q.query(
    `WITH done AS (
       UPDATE document_jobs SET status = 'done', output = $3, finished_at = now(), lease_until = NULL, input = ''::bytea
        WHERE id = $1 AND claimed_by = $2 AND status = 'running'
       RETURNING id)
     SELECT pg_notify('${DONE_CHANNEL}', id) FROM done`,
    [id, node, serialize(reply)],
  );
  return rowCount > 0;
}

/** Jobs whose nodes died under them MAX_ATTEMPTS times are answered with `reply` (a failure). */
export async function finishAbandoned(q: Queryable, reply: unknown): Promise<number> {
  const { rowCount } = await q.query(
    `WITH done AS (
       UPDATE document_jobs SET status = 'done', output = $2, finished_at = now(), lease_until = NULL, input = ''::bytea
        WHERE status = 'running' AND lease_until < now() AND attempts >= $1
       RETURNING id)
     SELECT pg_notify('${DONE_CHANNEL}', id) FROM done`,
    [MAX_ATTEMPTS, serialize(reply)],
  );
  return rowCount;
}

/** The reply of a done job, taken: the row is deleted as it is read. Undefined while not done. */
export async function takeReply(q: Queryable, id: string): Promise<Buffer | undefined> {
  const { rows } = await q.query<{ output: Buffer }>(
    `DELETE FROM document_jobs WHERE id = $1 AND status = 'done' RETURNING output`,
    [id],
  );
  return rows[0]?.output;
}

/** A job its caller stopped waiting for: deleted whatever its state (a node working on it loses it). */
export async function dropJob(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM document_jobs WHERE id = $1', [id]);
}

/** Deletes what nobody will read: replies and unclaimed jobs older than FORGET_AFTER_SECONDS. */
export async function forgetStaleJobs(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM document_jobs
      WHERE (status = 'done' AND finished_at < now() - make_interval(secs => $1))
         OR (status = 'queued' AND created_at < now() - make_interval(secs => $1))`,
    [FORGET_AFTER_SECONDS],
  );
  return rowCount;
}
