// The frozen test clock (issue 31 item 14) for the tests that stand near an edge of seconds: an
// expiry, a cool-down, a lock, a month's end, a session's lifetime. A running test clock keeps moving
// with real time, so on a slow machine such a test could land on the other side of its edge.
import assert from 'node:assert/strict';
import type { TestApp } from './helpers.ts';

/** A test's context: the clock runs again when the test ends. */
interface During {
  after(fn: () => Promise<void>): void;
}

/**
 * Freezes the service's test clock (`advanceSeconds` still moves it, by exactly that much) and answers
 * the frozen instant. Given a test's context, unfreezes it when that test ends, for an app the file's
 * other tests share.
 */
export async function freezeClock(admin: TestApp['admin'], during?: During): Promise<Date> {
  const reply = await admin('POST', '/clock', { freeze: true });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.frozen, true);
  during?.after(async () => {
    assert.equal((await admin('POST', '/clock', { freeze: false })).status, 200);
  });
  return new Date(reply.body.now);
}
