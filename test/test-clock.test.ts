// The test clock frozen (issue 31 item 14, CONTRACT §9): `POST /admin/v1/clock {"freeze": true}` stops
// it at the instant it reads, `advanceSeconds` still moves it (by exactly that much) and
// `{"freeze": false}` lets it run again from the instant it was stopped at. The frozen instant lives
// in the database beside the offset: every process on the database reads it, and a restart keeps it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { testClock } from '../src/platform/clock.ts';
import { openDb } from '../src/platform/db/index.ts';
import {
  ADMIN_TOKEN,
  operatorApi,
  ROOT,
  spawnServer,
  startTestApp,
  type TestApp,
  waitFor,
} from './helpers.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';

const cleanup = cleanupAtEnd();
let t: TestApp;
const app = async () => {
  t ??= await startTestApp({ TEST_CLOCK: '1' });
  return t;
};
after(() => t?.close());

const clockOf = async (admin: TestApp['admin']) => {
  const reply = await admin('GET', '/clock');
  assert.equal(reply.status, 200);
  return { now: Date.parse(reply.body.now), frozen: reply.body.frozen as boolean };
};
const post = async (admin: TestApp['admin'], body: Record<string, unknown>) => {
  const reply = await admin('POST', '/clock', body);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return { now: Date.parse(reply.body.now), frozen: reply.body.frozen as boolean };
};

describe('the frozen test clock', () => {
  test('stands still while frozen, moves by exactly advanceSeconds, and runs on from there when unfrozen', async () => {
    const { admin } = await app();
    assert.equal((await clockOf(admin)).frozen, false);
    const frozen = await post(admin, { freeze: true });
    assert.equal(frozen.frozen, true);
    // Real time passes; the clock does not.
    await sleep(1500);
    const first = await clockOf(admin);
    await sleep(100);
    const second = await clockOf(admin);
    assert.deepEqual(first, { now: frozen.now, frozen: true });
    assert.deepEqual(second, first);
    // Freezing a frozen clock keeps its instant.
    assert.deepEqual(await post(admin, { freeze: true }), first);

    const advanced = await post(admin, { advanceSeconds: 90 });
    assert.deepEqual(advanced, { now: frozen.now + 90_000, frozen: true });
    await sleep(200);
    assert.deepEqual(await clockOf(admin), advanced);
    // Both at once: the clock is frozen, then moved.
    assert.deepEqual(await post(admin, { freeze: true, advanceSeconds: 10 }), {
      now: frozen.now + 100_000,
      frozen: true,
    });

    const resumed = await post(admin, { freeze: false });
    assert.equal(resumed.frozen, false);
    assert.ok(resumed.now >= frozen.now + 100_000, 'it resumes from the frozen instant');
    assert.ok(resumed.now < frozen.now + 100_000 + 60_000, 'not from real time plus the old offset');
    await waitFor(async () => (await clockOf(admin)).now > resumed.now, 'the clock to run again');
    // Unfreezing a running clock changes nothing.
    assert.equal((await post(admin, { freeze: false })).frozen, false);
  });

  test('a body with neither advanceSeconds nor freeze is refused', async () => {
    const { admin } = await app();
    for (const body of [{}, { freeze: 'yes' }, { advanceSeconds: -1 }, { stop: true }]) {
      const reply = await admin('POST', '/clock', body);
      assert.equal(reply.status, 400, JSON.stringify(body));
    }
  });

  test('every clock on the database reads the frozen instant (another connection, the next refresh)', async () => {
    const t = await app();
    const frozen = await post(t.admin, { freeze: true });
    const other = t.databaseUrl ? await openDb({ databaseUrl: t.databaseUrl }) : t.services.db;
    try {
      const otherClock = testClock(other);
      await otherClock.refresh();
      assert.equal(otherClock.now().getTime(), frozen.now);
      await sleep(1100);
      assert.equal(otherClock.now().getTime(), frozen.now, 'a frozen clock does not move between refreshes');
      // What one process moves, the other reads on its next refresh.
      await otherClock.advance(5);
      assert.equal(otherClock.now().getTime(), frozen.now + 5000);
      assert.equal((await clockOf(t.admin)).now, frozen.now + 5000);
      await post(t.admin, { freeze: false });
      await otherClock.refresh();
      assert.equal(otherClock.frozen, false);
      assert.ok(Math.abs(otherClock.now().getTime() - (frozen.now + 5000)) < 60_000);
    } finally {
      if (other !== t.services.db) await other.close();
    }
  });

  test('the CLI freezes, moves and unfreezes it: countersign clock --freeze | --unfreeze [--advance N]', async () => {
    const t = await app();
    const cli = async (...args: string[]) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, 'bin/countersign.mjs'), 'clock', ...args],
        { cwd: ROOT, env: { PATH: process.env.PATH ?? '', COUNTERSIGN_URL: t.url, ADMIN_TOKEN } },
      );
      const answer = JSON.parse(stdout);
      return { now: Date.parse(answer.now), frozen: answer.frozen as boolean };
    };
    const frozen = await cli('--freeze');
    assert.equal(frozen.frozen, true);
    assert.deepEqual(await cli(), frozen);
    assert.deepEqual(await cli('--advance', '60'), { now: frozen.now + 60_000, frozen: true });
    const running = await cli('--unfreeze');
    assert.equal(running.frozen, false);
    assert.ok(running.now >= frozen.now + 60_000);
    await assert.rejects(cli('--freeze', '--unfreeze'), /--freeze or --unfreeze, not both/);
  });

  test('a restarted service finds its clock still frozen at the same instant', async () => {
    const env = { ...(await serviceEnv(cleanup, 'cs-clock-')), TEST_CLOCK: '1' };
    const first = await spawnServer(env);
    cleanup.push(() => first.stop());
    const frozen = await post(operatorApi(first.url), { freeze: true, advanceSeconds: 3600 });
    assert.equal(await first.stop(), 0);
    const second = await spawnServer(env);
    cleanup.push(() => second.stop());
    assert.deepEqual(await clockOf(operatorApi(second.url)), frozen);
  });
});
