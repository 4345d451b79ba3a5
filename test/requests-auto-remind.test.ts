// Automatic reminders (issue 24 item 3), proved with the test clock (CONTRACT §9): a request sent with
// `reminders: {everyDays, max}` (or taking the workspace's default) has the signer whose turn it is
// reminded everyDays after their invitation or their last reminder, at most max times each, through
// the path of POST …/remind (the same e-mail, cooldown and audit entry); nothing once the request has
// ended or when sendEmail is false; one e-mail however many sweeps or processes race for it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { testClock } from '../src/platform/clock.ts';
import { openDb } from '../src/platform/db/index.ts';
import { sendDueReminders } from '../src/requests/auto-remind.ts';
import { setWorkspaceReminderDefault } from '../src/requests/reminders.ts';
import { freezeClock } from './clock-support.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  DB_KIND,
  operatorApi,
  request,
  spawnServer,
  startTestApp,
  type Tenant,
  type TestApp,
  waitFor,
} from './helpers.ts';
import { startSmtpPeer } from './mail-smtp-peer.ts';
import { serviceEnv } from './process-support.ts';
import { publishedTemplate, SUBMISSIONS, send, sendBody, sign } from './requests-fixtures.ts';

const DAY = 86_400;
let t: TestApp;
let tenant: Tenant;
let templateId: string;

before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t, 'enterprise');
  templateId = await publishedTemplate(t.url, tenant.apiKey);
});
after(() => t.close());

const advance = async (seconds: number) => {
  const reply = await t.admin('POST', '/clock', { advanceSeconds: seconds });
  assert.equal(reply.status, 200);
};
/** One pass of the worker's sweep, as it runs after a clock refresh. */
const sweep = async () => {
  await t.services.clock.refresh();
  return sendDueReminders(t.services.db, t.services.clock);
};
const sendOne = async (overrides: Record<string, unknown>) => {
  const reply = await send(t.url, tenant.apiKey, sendBody(templateId, overrides));
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body;
};
/** The reminders queued for a request, oldest first: to whom. */
const remindersOf = async (requestId: string) =>
  (
    await t.services.db.query<{ to_email: string }>(
      `SELECT to_email FROM outbox_messages WHERE request_id = $1 AND kind = 'reminder' ORDER BY created_at, id`,
      [requestId],
    )
  ).rows.map((r) => r.to_email);
const poll = async (id: string) =>
  (await request(t.url, 'GET', `${SUBMISSIONS}/${id}`, { token: tenant.apiKey })).body;

describe('automatic reminders', () => {
  test('the first goes everyDays after the invitation, not before, through the remind path', async (context) => {
    // A minute short of the days: the clock stands still, however slow the machine (issue 31 item 14).
    await freezeClock(t.admin, context);
    const r = await sendOne({ reminders: { everyDays: 2, max: 3 } });
    assert.deepEqual(r.reminders, { everyDays: 2, max: 3 });
    assert.deepEqual((await poll(r.id)).reminders, { everyDays: 2, max: 3 });
    await advance(2 * DAY - 60);
    await sweep();
    assert.deepEqual(await remindersOf(r.id), []);
    await advance(60);
    await sweep();
    assert.deepEqual(await remindersOf(r.id), [r.submitters[0].email]);

    // The same audit entry as a caller's reminder, by the service itself.
    const log = await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=100`);
    const entries = log.body.entries.filter(
      (e: { requestId: string; action: string }) =>
        e.requestId === r.id && e.action === 'signature_request.reminded',
    );
    assert.equal(entries.length, 1);
    assert.deepEqual(entries[0].actor, { type: 'system' });
    // The same cooldown: a caller's reminder right after it is refused.
    const manual = await request(t.url, 'POST', `${SUBMISSIONS}/${r.id}/remind`, { token: tenant.apiKey });
    assert.equal(manual.status, 429);
    assert.equal(manual.body.code, 'reminder_cooldown');
  });

  test('at most max per signer, each everyDays after the last', async () => {
    const r = await sendOne({ reminders: { everyDays: 1, max: 2 } });
    const client = r.submitters[0].email;
    await advance(DAY);
    await sweep();
    assert.equal((await remindersOf(r.id)).length, 1);
    await advance(DAY / 2);
    await sweep();
    assert.equal((await remindersOf(r.id)).length, 1, 'not a day after the last reminder yet');
    await advance(DAY / 2);
    await sweep();
    assert.deepEqual(await remindersOf(r.id), [client, client]);
    await advance(5 * DAY);
    await sweep();
    assert.equal((await remindersOf(r.id)).length, 2, 'max reached');
  });

  test("a caller's reminder restarts the days; it does not count against max", async () => {
    const r = await sendOne({ reminders: { everyDays: 1, max: 1 } });
    await advance(DAY - 3600);
    const manual = await request(t.url, 'POST', `${SUBMISSIONS}/${r.id}/remind`, { token: tenant.apiKey });
    assert.equal(manual.body.reminded, true);
    await advance(3600);
    await sweep();
    assert.equal((await remindersOf(r.id)).length, 1, 'a day after the invitation, an hour after the last');
    await advance(DAY - 3600);
    await sweep();
    assert.equal((await remindersOf(r.id)).length, 2);
  });

  test("the next signer's days count from their invitation", async () => {
    const r = await sendOne({ reminders: { everyDays: 2, max: 1 } });
    const [client, company] = r.submitters;
    await advance(2 * DAY);
    await sweep();
    await advance(DAY);
    await sign(t.url, client.signingUrl);
    await advance(DAY);
    await sweep();
    assert.deepEqual(await remindersOf(r.id), [client.email], 'a day after their invitation');
    await advance(DAY);
    await sweep();
    assert.deepEqual(await remindersOf(r.id), [client.email, company.email]);
  });

  test('nothing once the request has completed, been voided, declined or expired', async () => {
    const completed = await sendOne({ reminders: { everyDays: 1, max: 5 } });
    for (const s of completed.submitters) await sign(t.url, s.signingUrl);
    const voided = await sendOne({ reminders: { everyDays: 1, max: 5 } });
    await request(t.url, 'POST', `${SUBMISSIONS}/${voided.id}/void`, { token: tenant.apiKey });
    const declined = await sendOne({ reminders: { everyDays: 1, max: 5 } });
    const declinePath = `${new URL(declined.submitters[0].signingUrl).pathname}/decline`;
    assert.equal((await request(t.url, 'POST', declinePath, { body: {} })).status, 200);
    const now = new Date((await t.admin('GET', '/clock')).body.now);
    // Expires half a day after the send, before its first reminder would be due.
    const expired = await sendOne({
      reminders: { everyDays: 1, max: 5 },
      expiresAt: new Date(now.getTime() + (DAY / 2) * 1000).toISOString(),
    });
    const open = await sendOne({ reminders: { everyDays: 1, max: 5 } });
    await advance(2 * DAY);
    await sweep();
    for (const r of [completed, voided, declined, expired])
      assert.deepEqual(await remindersOf(r.id), [], r.id);
    assert.equal((await remindersOf(open.id)).length, 1, 'an open request beside them is reminded');
  });

  test('nothing when the request was sent without e-mail', async () => {
    const r = await sendOne({ sendEmail: false, reminders: { everyDays: 1, max: 3 } });
    assert.deepEqual(r.reminders, { everyDays: 1, max: 3 });
    await advance(3 * DAY);
    await sweep();
    assert.deepEqual(await remindersOf(r.id), []);
  });

  test("a send without reminders takes the workspace's default; null is none; its own wins", async () => {
    const none = await sendOne({});
    assert.equal(none.reminders, null);
    await setWorkspaceReminderDefault(t.services.db, tenant.workspaceId, { everyDays: 3, max: 2 });
    try {
      const taken = await sendOne({});
      assert.deepEqual(taken.reminders, { everyDays: 3, max: 2 });
      assert.deepEqual((await poll(taken.id)).reminders, { everyDays: 3, max: 2 });
      const optedOut = await sendOne({ reminders: null });
      assert.equal(optedOut.reminders, null);
      const own = await sendOne({ reminders: { everyDays: 5, max: 1 } });
      assert.deepEqual(own.reminders, { everyDays: 5, max: 1 });
      await advance(3 * DAY);
      await sweep();
      assert.equal((await remindersOf(taken.id)).length, 1);
      assert.deepEqual(await remindersOf(optedOut.id), []);
      assert.deepEqual(await remindersOf(own.id), []);
      assert.deepEqual(await remindersOf(none.id), [], 'a request keeps what it was sent with');
    } finally {
      await setWorkspaceReminderDefault(t.services.db, tenant.workspaceId, null);
    }
  });

  test('bad values are a 400 without code that names the field', async () => {
    for (const reminders of [
      { everyDays: 0, max: 1 },
      { everyDays: 31, max: 1 },
      { everyDays: 1.5, max: 1 },
      { everyDays: '2', max: 1 },
      { everyDays: 2, max: 0 },
      { everyDays: 2, max: 11 },
      { everyDays: 2 },
      { everyDays: 2, max: 2, often: true },
      'weekly',
    ]) {
      const reply = await send(t.url, tenant.apiKey, sendBody(templateId, { reminders }));
      assert.equal(reply.status, 400, JSON.stringify(reminders));
      assert.equal(reply.body.code, undefined);
      assert.match(reply.body.message, /body\/reminders/, JSON.stringify(reminders));
      // An object that fails inside is told what is wrong inside, not that it should be null.
      if (typeof reminders === 'object') assert.doesNotMatch(reply.body.message, /must be null/);
    }
  });

  test('sweeps racing from two connections to the database queue one reminder', async () => {
    const sent = await Promise.all(
      Array.from({ length: 6 }, () => sendOne({ reminders: { everyDays: 1, max: 3 } })),
    );
    await advance(DAY);
    await t.services.clock.refresh();
    // A second instance on the same database (PGlite has one connection: the sweeps interleave on it).
    const other = t.databaseUrl ? await openDb({ databaseUrl: t.databaseUrl }) : t.services.db;
    try {
      const otherClock = testClock(other);
      await otherClock.refresh();
      const counts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2 ? sendDueReminders(other, otherClock) : sendDueReminders(t.services.db, t.services.clock),
        ),
      );
      assert.ok(counts.reduce((a, b) => a + b, 0) >= sent.length);
      for (const r of sent) assert.deepEqual(await remindersOf(r.id), [r.submitters[0].email], r.id);
    } finally {
      if (other !== t.services.db) await other.close();
    }
  });
});

describe('two processes on one PostgreSQL', { skip: DB_KIND !== 'postgres' && 'needs PostgreSQL' }, () => {
  test('both workers sweep after the clock moves; each due signer gets one e-mail', async () => {
    const cleanup: Array<() => Promise<unknown>> = [];
    try {
      const smtp = await startSmtpPeer();
      cleanup.push(() => smtp.close());
      const env = {
        ...(await serviceEnv(cleanup, 'cs-auto-remind-')),
        SMTP_URL: smtp.url,
        TEST_CLOCK: '1',
        MAIL_POLL_MS: '20',
        RATE_LIMIT_PER_IP: '100000',
        RATE_LIMIT_PER_KEY: '100000',
      };
      const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
      cleanup.push(() => Promise.all(servers.map((s) => s.stop())));
      const admin = operatorApi(servers[0].url);
      const owner = await createTenant({ admin }, 'enterprise');
      const template = await publishedTemplate(servers[0].url, owner.apiKey);
      const sent = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          send(servers[i % 2].url, owner.apiKey, sendBody(template, { reminders: { everyDays: 1, max: 3 } })),
        ),
      );
      const emails = sent.map((r) => r.body.submitters[0].email as string);
      for (const email of emails) await smtp.waitForMessage((m) => m.to.includes(email), 'the invitation');

      // Each worker counts its expiry passes, and runs the reminder sweep right after one in the
      // same tick: three more passes on each after the clock moved prove a whole tick of each ran.
      const passes = async (url: string) => {
        const text = (await request(url, 'GET', '/metrics', { token: ADMIN_TOKEN })).body as string;
        return Number(/^countersign_expiry_sweeps_total (\d+)/m.exec(text)?.[1] ?? 0);
      };
      assert.equal((await admin('POST', '/clock', { advanceSeconds: DAY })).status, 200);
      const moved = await Promise.all(servers.map((s) => passes(s.url)));
      await waitFor(
        async () =>
          (await Promise.all(servers.map((s, i) => passes(s.url).then((n) => n >= moved[i] + 3)))).every(
            Boolean,
          ),
        'both workers to run after the clock moved',
        20_000,
      );
      for (const email of emails) {
        await smtp.waitForMessage(
          (m) => m.to.includes(email) && m.subject.startsWith('Reminder:'),
          'a reminder',
          20_000,
        );
      }
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      cleanup.push(() => db.end());
      const { rows } = await db.query<{ request_id: string; n: number }>(
        `SELECT request_id, count(*)::int AS n FROM outbox_messages WHERE kind = 'reminder' GROUP BY request_id`,
      );
      assert.equal(rows.length, sent.length);
      for (const row of rows) assert.equal(row.n, 1, row.request_id);
      for (const email of emails) {
        assert.equal(smtp.to(email).filter((m) => m.subject.startsWith('Reminder:')).length, 1, email);
      }
    } finally {
      for (const close of cleanup.reverse()) await close();
    }
  });
});
