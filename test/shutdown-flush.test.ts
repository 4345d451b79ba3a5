// Issue 26 item 2 with tracing on: the last spans are sent inside the shutdown's limit, in whatever
// time the stop has left, so a collector that never answers costs those spans, never the exit code of
// a stop that was otherwise clean (the hard timer's exit 1 is for a stop that hangs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pino } from 'pino';
import type { Services } from '../src/platform/services.ts';
import { shutDown } from '../src/platform/shutdown.ts';

test('after a stop that used most of its time, a collector that never answers leaves the exit code 0 and the hard timer unfired', async (t) => {
  const exits: unknown[] = [];
  t.mock.method(process, 'exit', ((code?: number) => {
    exits.push(code);
  }) as typeof process.exit);
  const lines: Array<{ level: number; msg: string; clean?: boolean }> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const services = {
    log,
    documents: { close() {} },
    work: { close: async () => {} },
    db: { close: async () => {} },
  } as unknown as Services;
  // Work that finishes just inside its 7-second deadline: clean, with little of the limit left.
  const slowWork = { stop: () => new Promise<void>((resolve) => setTimeout(resolve, 6_500)) };
  // An exporter whose collector never answers gives up when its time is up.
  const flush = (timeoutMs: number) =>
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));

  const code = await shutDown({ background: [slowWork], services, flush });

  assert.equal(code, 0);
  assert.deepEqual(exits, [], 'the hard timer (exit 1) did not fire');
  assert.deepEqual(
    lines.filter((l) => l.level >= 40).map((l) => l.msg),
    ['traces not yet sent when the time ran out were dropped'],
  );
  assert.deepEqual(
    lines.filter((l) => l.msg === 'shut down').map((l) => l.clean),
    [true],
  );
});
