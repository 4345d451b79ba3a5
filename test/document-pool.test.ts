// Issue 43 item 1 and 2: the document-work pool. Tasks run on worker threads (never the service's),
// within their budgets of time and heap (a thread past either ends alone and the next task runs on a
// new one), queued per tenant with round robin between tenants and a cap per tenant answered 429, and
// an idle pool holds no thread. The pool's own probe task (src/platform/work/probe-task.ts) stands in
// for document work whose cost the test chooses.
import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, test } from 'node:test';
import { threadId } from 'node:worker_threads';
import { loadConfig } from '../src/platform/config.ts';
import { AppError } from '../src/platform/errors.ts';
import { FairLimiter } from '../src/platform/work/fair-queue.ts';
import { createLocalWork, type DocumentWork, type WorkLimits } from '../src/platform/work/pool.ts';
import { probeTask } from '../src/platform/work/probe-task.ts';

const config = loadConfig({ DATA_DIR: '/tmp/countersign-pool-test', LOG_LEVEL: 'silent' });
const pools: DocumentWork[] = [];
after(() => Promise.all(pools.map((pool) => pool.close())));

function pool(limits: Partial<WorkLimits> = {}): DocumentWork {
  const work = createLocalWork({
    limits: { threads: 1, timeoutMs: 10_000, heapMb: 128, perTenant: 8, ...limits },
    context: { config, log: console },
  });
  pools.push(work);
  return work;
}

function isTooComplex(pattern: RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof AppError, `an AppError, not ${error}`);
    assert.equal(error.statusCode, 400);
    assert.equal(error.code, 'document_too_complex');
    assert.match(error.message, pattern);
    return true;
  };
}

test('a task runs on a worker thread, started on first use', async () => {
  const work = pool();
  assert.equal(work.stats().threads, 0, 'an idle pool that never worked holds no thread');
  const answer = await work.run(probeTask, {}, { tenant: 'ws_a' });
  assert.notEqual(answer.threadId, threadId, 'not the calling thread');
  assert.ok(work.stats().threads >= 1);
});

test('a task past its wall time ends with document_too_complex, and the next task runs on a new thread', async () => {
  const work = pool();
  const first = await work.run(probeTask, {}, { tenant: 'ws_a' });
  await assert.rejects(
    work.run(probeTask, { busyMs: 20_000 }, { tenant: 'ws_a', timeoutMs: 300 }),
    isTooComplex(/took longer than 0.3 seconds/),
  );
  const next = await work.run(probeTask, {}, { tenant: 'ws_a' });
  assert.notEqual(next.threadId, first.threadId, 'the thread that ran over was ended');
});

test('a task past its heap ends with document_too_complex; the pool goes on', async () => {
  const work = pool({ heapMb: 64 });
  await assert.rejects(
    work.run(probeTask, { holdMb: 400 }, { tenant: 'ws_a' }),
    isTooComplex(/more than 64 MB of memory/),
  );
  assert.equal((await work.run(probeTask, { holdMb: 8 }, { tenant: 'ws_a' })).held, 8);
});

test("a task's own error reaches the caller with its message", async () => {
  const work = pool();
  await assert.rejects(work.run(probeTask, { fail: 'the PDF is odd' }, { tenant: 'ws_a' }), /the PDF is odd/);
});

test('the service thread keeps answering while every thread of the pool is busy', async () => {
  const work = pool({ threads: 1 });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await Promise.all([1, 2, 3].map(() => work.run(probeTask, { busyMs: 400 }, { tenant: 'ws_b' })));
  delay.disable();
  const worstMs = delay.max / 1e6;
  process.stdout.write(`event loop delay while the pool spun 1.2 s: max ${worstMs.toFixed(1)} ms\n`);
  assert.ok(worstMs < 200, `the event loop was held ${worstMs} ms`);
});

test("tenants take turns: another tenant's task runs before the rest of a burst", async () => {
  const work = pool({ threads: 1 });
  const order: string[] = [];
  const run = (tenant: string, i: number) =>
    work.run(probeTask, { busyMs: 50 }, { tenant }).then(() => order.push(`${tenant}${i}`));
  const burst = [1, 2, 3, 4].map((i) => run('B', i));
  const a = run('A', 1);
  await Promise.all([...burst, a]);
  // B1 was running when A1 came; then A1 and B2 alternate, and B's burst waits behind A's one task.
  assert.ok(order.indexOf('A1') <= 2, `A's task ran at turn ${order.indexOf('A1') + 1}: ${order.join(' ')}`);
});

test('a tenant at its cap is answered 429 with Retry-After at once; others are not', async () => {
  const work = pool({ threads: 1, perTenant: 3 });
  const held = [1, 2, 3].map(() => work.run(probeTask, { busyMs: 200 }, { tenant: 'B' }));
  await assert.rejects(work.run(probeTask, {}, { tenant: 'B' }), (error: unknown) => {
    assert.ok(error instanceof AppError);
    assert.equal(error.statusCode, 429);
    assert.equal(error.code, undefined, 'a rate limit carries no code (spec §7)');
    assert.match(error.headers['retry-after'] ?? '', /^\d+$/);
    return true;
  });
  await work.run(probeTask, {}, { tenant: 'A' });
  await Promise.all(held);
});

test('with no threads (DOCUMENT_THREADS=0) tasks run on the calling thread, still queued', async () => {
  const work = pool({ threads: 0 });
  assert.equal((await work.run(probeTask, {}, { tenant: 'A' })).threadId, threadId);
});

test('the fair limiter gives a freed slot to the tenants in turn and refuses a task that waited too long', async () => {
  const limiter = new FairLimiter({ slots: 1, perTenant: 10, maxWaitMs: 100 }, 'jobs');
  let release: () => void = () => {};
  const blocker = limiter.run('A', () => new Promise<void>((resolve) => (release = resolve)));
  const waiting = limiter.run('B', async () => 'ran');
  await assert.rejects(waiting, (error: unknown) => error instanceof AppError && error.statusCode === 429);
  release();
  await blocker;
  assert.deepEqual([...limiter.load()], [], 'nothing is held once all is done');
});
