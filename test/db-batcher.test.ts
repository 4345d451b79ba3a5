// Issue 10: statements shared by the calls that need them at the same moment (platform/db/batcher.ts).
// Each call gets its own answer, nothing is answered by a statement that started before the call,
// a batch respects its size and compatibility rules, and a failure that may concern one item alone
// is settled item by item while an outage fails the batch at once.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createBatcher } from '../src/platform/db/batcher.ts';
import { serviceUnavailable } from '../src/platform/errors.ts';

/** A statement the test finishes by hand; records what it was started with. */
function manualStatements<I, O>(answer: (item: I) => O) {
  const started: Array<{ items: I[]; finish(): void; fail(error: unknown): void }> = [];
  const run = (items: I[]) =>
    new Promise<O[]>((resolve, reject) => {
      started.push({ items, finish: () => resolve(items.map(answer)), fail: reject });
    });
  return { started, run };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('batched statements', () => {
  test('the calls of one turn share one statement and each gets its own answer, in order', async () => {
    const sizes: number[] = [];
    const batched = createBatcher<number, string>({
      run: async (items) => items.map((n) => `answer ${n}`),
      maxBatch: 10,
      maxInFlight: 1,
      observe: (size) => sizes.push(size),
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => batched(n)));
    assert.deepEqual(answers, ['answer 1', 'answer 2', 'answer 3', 'answer 4']);
    assert.deepEqual(sizes, [4]);
  });

  test('a call made while a statement runs is never answered by it: it leaves with the next one', async () => {
    const s = manualStatements((n: number) => n * 10);
    const batched = createBatcher<number, number>({ run: s.run, maxBatch: 10, maxInFlight: 1 });
    const first = batched(1);
    await turn();
    assert.deepEqual(
      s.started.map((x) => x.items),
      [[1]],
    );
    // Made while the first statement is in flight: they wait, and then leave together.
    const later = [batched(2), batched(3)];
    await turn();
    assert.equal(s.started.length, 1, 'no second statement while the first runs (maxInFlight 1)');
    s.started[0].finish();
    assert.equal(await first, 10);
    await turn();
    await turn();
    assert.deepEqual(
      s.started.map((x) => x.items),
      [[1], [2, 3]],
    );
    s.started[1].finish();
    assert.deepEqual(await Promise.all(later), [20, 30]);
  });

  test('several statements may run at once, up to maxInFlight, each at most maxBatch items', async () => {
    const s = manualStatements((n: number) => n);
    const batched = createBatcher<number, number>({ run: s.run, maxBatch: 3, maxInFlight: 2 });
    const calls = [1, 2, 3, 4, 5, 6, 7].map((n) => batched(n));
    await turn();
    assert.deepEqual(
      s.started.map((x) => x.items),
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
    );
    s.started[0].finish();
    await turn();
    await turn();
    assert.deepEqual(s.started[2].items, [7]);
    s.started[1].finish();
    s.started[2].finish();
    assert.deepEqual(await Promise.all(calls), [1, 2, 3, 4, 5, 6, 7]);
  });

  test('an item that does not fit beside the others waits for the next statement, in its turn', async () => {
    const s = manualStatements((item: { group: string; n: number }) => item.n);
    const batched = createBatcher({
      run: s.run,
      maxBatch: 10,
      maxInFlight: 1,
      fits: (item: { group: string; n: number }, batch: readonly { group: string }[]) =>
        batch[0].group === item.group,
    });
    const calls = [
      { group: 'a', n: 1 },
      { group: 'b', n: 2 },
      { group: 'a', n: 3 },
    ].map((item) => batched(item));
    await turn();
    assert.deepEqual(
      s.started[0].items.map((i) => i.n),
      [1, 3],
    );
    s.started[0].finish();
    await turn();
    await turn();
    assert.deepEqual(
      s.started[1].items.map((i) => i.n),
      [2],
    );
    s.started[1].finish();
    assert.deepEqual(await Promise.all(calls), [1, 2, 3]);
  });

  test('with retryAlone, a failed statement of several is run again item by item: each call gets its own outcome', async () => {
    const statements: number[][] = [];
    const batched = createBatcher<number, number>({
      async run(items) {
        statements.push(items);
        if (items.includes(13)) throw Object.assign(new Error('13 is refused'), { code: 'CS403' });
        return items;
      },
      maxBatch: 10,
      maxInFlight: 1,
      retryAlone: true,
    });
    const outcomes = await Promise.allSettled([11, 12, 13, 14].map((n) => batched(n)));
    assert.deepEqual(
      outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message)),
      [11, 12, '13 is refused', 14],
    );
    assert.deepEqual(statements, [[11, 12, 13, 14], [11], [12], [13], [14]]);
  });

  test('an outage fails every call of the statement at once, without running them again', async () => {
    let statements = 0;
    const batched = createBatcher<number, number>({
      async run() {
        statements += 1;
        throw serviceUnavailable();
      },
      maxBatch: 10,
      maxInFlight: 1,
      retryAlone: true,
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => batched(n)));
    assert.ok(
      outcomes.every(
        (o) => o.status === 'rejected' && (o.reason as { statusCode: number }).statusCode === 503,
      ),
    );
    assert.equal(statements, 1);
  });

  test('without retryAlone a failure reaches every call of its statement', async () => {
    const batched = createBatcher<number, number>({
      run: async () => {
        throw new Error('boom');
      },
      maxBatch: 10,
      maxInFlight: 1,
    });
    const outcomes = await Promise.allSettled([1, 2].map((n) => batched(n)));
    assert.deepEqual(
      outcomes.map((o) => o.status),
      ['rejected', 'rejected'],
    );
    // The batcher is still usable afterwards.
    const ok = createBatcher<number, number>({ run: async (i) => i, maxBatch: 2, maxInFlight: 1 });
    assert.equal(await ok(5), 5);
  });
});
