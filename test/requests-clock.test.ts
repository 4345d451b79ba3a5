// Time-based rules proved with the test clock (CONTRACT §9): the reminder cooldown running out
// (spec §4.3), a request expiring (CONTRACT §5: on every read, then recorded by the sweep), and the
// allowance resetting at the start of the next UTC month (spec §8). Each stands at an edge of seconds,
// so each freezes the clock first (issue 31 item 14): a slow machine must not carry it across.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWorker } from '../src/worker.ts';
import { freezeClock } from './clock-support.ts';
import { createTenant, request, startTestApp, type TestApp, usageOf, waitFor } from './helpers.ts';
import {
  type MailApp,
  publishedTemplate,
  SUBMISSIONS,
  send,
  sendBody,
  startMailApp,
} from './requests-fixtures.ts';

const cleanup: Array<() => Promise<void>> = [];
after(async () => {
  for (const close of cleanup.reverse()) await close();
});

async function mailApp(plan = 'team_premium'): Promise<MailApp> {
  const m = await startMailApp({ TEST_CLOCK: '1' }, plan);
  cleanup.push(() => m.close());
  return m;
}

const clockNow = async (t: TestApp) => new Date((await t.admin('GET', '/clock')).body.now);
const advance = async (t: TestApp, seconds: number) => {
  const reply = await t.admin('POST', '/clock', { advanceSeconds: seconds });
  assert.equal(reply.status, 200);
};

describe('test clock', () => {
  test('the reminder cooldown counts 15 minutes from the last reminder, rounded up to whole seconds', async () => {
    const m = await mailApp();
    await freezeClock(m.t.admin);
    const r = (await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }))).body;
    const remind = () =>
      request(m.t.url, 'POST', `${SUBMISSIONS}/${r.id}/remind`, { token: m.tenant.apiKey });
    assert.equal((await remind()).status, 200);
    await advance(m.t, 60);
    const early = await remind();
    assert.equal(early.status, 429);
    // 900 s minus the 60 s advanced (the clock is frozen: the test's own slowness does not count).
    assert.equal(early.body.retryAfterSeconds, 840);
    assert.equal(early.headers.get('retry-after'), '840');
    await advance(m.t, 839);
    const stillEarly = await remind();
    assert.equal(stillEarly.status, 429);
    assert.equal(stillEarly.body.retryAfterSeconds, 1);
    await advance(m.t, 1);
    const again = await remind();
    assert.equal(again.status, 200);
    assert.equal(again.body.reminded, true);
    const email = r.submitters[0].email;
    await waitFor(
      () => m.smtp.to(email).filter((x) => x.subject.startsWith('Reminder:')).length === 2,
      'two reminders',
    );
  });

  test('a request reads expired from its expiresAt on, and the sweep then records it', async () => {
    const t = await startTestApp({ TEST_CLOCK: '1' });
    cleanup.push(() => t.close());
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    await freezeClock(t.admin);
    const expiresAt = new Date((await clockNow(t)).getTime() + 3600_000).toISOString();
    const r = (await send(t.url, tenant.apiKey, sendBody(templateId, { expiresAt, sendEmail: false }))).body;
    const poll = async () =>
      (await request(t.url, 'GET', `${SUBMISSIONS}/${r.id}`, { token: tenant.apiKey })).body;
    const listed = async (status: string) =>
      (
        await request(t.url, 'GET', `${SUBMISSIONS}?status=${status}`, { token: tenant.apiKey })
      ).body.submissions.map((s: { id: string }) => s.id);

    await advance(t, 3599);
    assert.equal((await poll()).status, 'pending');
    await advance(t, 1);
    // No worker runs yet: the read itself applies the expiry.
    assert.equal((await poll()).status, 'expired');
    assert.deepEqual(await listed('expired'), [r.id]);
    assert.deepEqual(await listed('pending'), []);
    const stored = await t.services.db.query<{ status: string }>(
      'SELECT status FROM signature_requests WHERE id = $1',
      [r.id],
    );
    assert.equal(stored.rows[0].status, 'pending');
    const remind = await request(t.url, 'POST', `${SUBMISSIONS}/${r.id}/remind`, { token: tenant.apiKey });
    assert.deepEqual(remind.body, { reminded: false, reason: 'no_pending_signer' });
    const voided = await request(t.url, 'POST', `${SUBMISSIONS}/${r.id}/void`, { token: tenant.apiKey });
    assert.equal(voided.status, 409);
    assert.equal(voided.body.code, 'request_not_voidable');

    const worker = startWorker(t.services, { pollMs: 20 });
    cleanup.push(() => worker.stop());
    await waitFor(async () => {
      const { rows } = await t.services.db.query<{ status: string }>(
        'SELECT status FROM signature_requests WHERE id = $1',
        [r.id],
      );
      return rows[0].status === 'expired';
    }, 'the sweep to record the expiry');
    const log = await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=100`);
    const entries = log.body.entries.filter(
      (e: { requestId: string; action: string }) =>
        e.requestId === r.id && e.action === 'signature_request.expired',
    );
    assert.equal(entries.length, 1);
    assert.equal(entries[0].at, expiresAt);
    assert.deepEqual(entries[0].actor, { type: 'system' });
    assert.equal((await poll()).status, 'expired');
  });

  test('an invitation still queued when its request expires is withdrawn, not sent', async () => {
    const t = await startTestApp({ TEST_CLOCK: '1', SMTP_URL: 'smtp://127.0.0.1:9' });
    cleanup.push(() => t.close());
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const expiresAt = new Date((await clockNow(t)).getTime() + 60_000).toISOString();
    const r = (await send(t.url, tenant.apiKey, sendBody(templateId, { expiresAt }))).body;
    await advance(t, 60);
    const worker = startWorker(t.services, { pollMs: 20 });
    cleanup.push(() => worker.stop());
    const rows = await waitFor(async () => {
      const { rows } = await t.services.db.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM outbox_messages WHERE request_id = $1',
        [r.id],
      );
      return rows[0].status === 'cancelled' ? rows : null;
    }, 'the invitation to be withdrawn');
    assert.equal(rows?.[0].attempts, 0, 'no delivery was attempted');
  });

  test('the allowance resets at the start of the next UTC month', async () => {
    const m = await mailApp('starter');
    const usage = () => usageOf(m.t.url, m.tenant.apiKey);
    assert.equal(
      (await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }))).status,
      201,
    );
    const refused = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }));
    assert.equal(refused.body.code, 'limit_reached');

    // The clock stands still from here on: a slow send (1.5 s of real time pass below, as on a loaded
    // machine) lands where the clock says, not in the next month.
    const now = await freezeClock(m.t.admin);
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const before = await usage();
    assert.equal(
      before.periodStart,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
    // One second short of the new month the allowance is still used up, however long the send takes.
    await advance(m.t, Math.ceil((nextMonth.getTime() - now.getTime()) / 1000) - 1);
    const lastSecond = await clockNow(m.t);
    assert.ok(nextMonth.getTime() - lastSecond.getTime() <= 1000);
    assert.ok(nextMonth.getTime() - lastSecond.getTime() > 0);
    await sleep(1500);
    assert.equal(
      (await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }))).status,
      403,
    );
    assert.equal((await usage()).periodStart, before.periodStart);
    await advance(m.t, 1);
    assert.ok((await clockNow(m.t)).getTime() >= nextMonth.getTime());
    assert.deepEqual(await usage(), {
      limit: 1,
      used: 0,
      remaining: 1,
      periodStart: nextMonth.toISOString(),
    });
    assert.equal(
      (await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }))).status,
      201,
    );
    assert.deepEqual(await usage(), {
      limit: 1,
      used: 1,
      remaining: 0,
      periodStart: nextMonth.toISOString(),
    });
  });
});
