// Issue 8, defects 5 and 6, under traffic against a PostgreSQL of the test's own: frozen (SIGSTOP)
// and then stopped, the service answers 503 service_unavailable with Retry-After (never 500 and never
// a hang), /readyz says 503 within 2 s, /healthz stays 200 even with the test clock on, the service
// recovers without a restart, and every e-mail of every request that exists is delivered exactly
// once. The figures (answers seen, time to recover) are printed for the closing note.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { ADMIN_TOKEN, createTenant, DB_KIND, operatorApi, request, spawnServer, waitFor } from './helpers.ts';
import { startSmtpPeer } from './mail-smtp-peer.ts';
import { type OwnPostgres, startOwnPostgres } from './own-postgres.ts';
import { cleanupAtEnd } from './process-support.ts';
import { publishedTemplate } from './requests-fixtures.ts';

// It brings its own PostgreSQL, so it runs once, in the PostgreSQL pass; the embedded database cannot
// be down while its own process is up.
const skip = DB_KIND !== 'postgres' && 'a PostgreSQL outage: runs in the PostgreSQL pass';
const cleanup = cleanupAtEnd();

interface Answer {
  at: number;
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  code?: string;
}

test('a frozen and then a stopped database answer 503 quickly, readiness follows, and the service recovers alone', {
  skip,
}, async () => {
  const database: OwnPostgres = await startOwnPostgres();
  cleanup.push(() => database.destroy());
  const smtp = await startSmtpPeer();
  cleanup.push(() => smtp.close());
  const server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: await cleanup.tempDir('cs-outage-'),
    ADMIN_TOKEN,
    TEST_CLOCK: '1',
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '50',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_KEY: '100000',
    DB_STATEMENT_TIMEOUT_MS: '2000',
  });
  cleanup.push(() => server.stop());
  const tenant = await createTenant({ admin: operatorApi(server.url) }, 'enterprise');
  const templateId = await publishedTemplate(server.url, tenant.apiKey);

  // Traffic: a send then a poll, over and over, each recorded.
  const answers: Answer[] = [];
  const started = Date.now();
  let stopTraffic = false;
  let n = 0;
  const call = async (what: string, method: string, p: string, body?: unknown) => {
    const t0 = Date.now();
    const reply = await request(server.url, method, p, { token: tenant.apiKey, body });
    answers.push({
      at: t0 - started,
      what,
      status: reply.status,
      ms: Date.now() - t0,
      retryAfter: reply.headers.get('retry-after'),
      code: reply.body?.code,
    });
    return reply;
  };
  const traffic = (async () => {
    let lastId: string | undefined;
    while (!stopTraffic) {
      n += 1;
      const sent = await call('send', 'POST', '/api/v1/esign/submissions', {
        templateId,
        submitters: [
          { role: 'Client', name: 'C', email: `client-${n}@outage.test` },
          { role: 'Company', name: 'D', email: `company-${n}@outage.test` },
        ],
        values: { clientName: 'Outage Ltd' },
        idempotencyKey: `outage-${n}`,
      });
      if (sent.status === 201) lastId = sent.body.id;
      if (lastId) await call('poll', 'GET', `/api/v1/esign/submissions/${lastId}`);
      await new Promise((r) => setTimeout(r, 40));
    }
  })();

  const probe = async (p: string) => {
    const t0 = Date.now();
    const res = await fetch(`${server.url}${p}`, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, ms: Date.now() - t0, retryAfter: res.headers.get('retry-after') };
  };
  const phase = (name: string) =>
    answers.length && process.stdout.write(`${name} at ${Date.now() - started} ms\n`);
  const serving = () => waitFor(async () => (await probe('/readyz')).status === 200, 'readiness', 30_000);
  const recoveredAfter = async (since: number) => {
    await waitFor(
      () => answers.some((a) => a.at > since - started && a.what === 'send' && a.status === 201),
      'a send to succeed again',
      30_000,
    );
    return (
      answers.find((a) => a.at > since - started && a.what === 'send' && a.status === 201)!.at -
      (since - started)
    );
  };

  await waitFor(() => answers.filter((a) => a.status === 201).length >= 5, 'traffic to flow', 20_000);

  // 1. Frozen: connections stay open, nothing answers.
  phase('freeze');
  await database.freeze();
  const frozenAt = Date.now();
  const readyFrozen = await probe('/readyz');
  assert.equal(readyFrozen.status, 503);
  assert.ok(readyFrozen.ms < 2000, `/readyz took ${readyFrozen.ms} ms while the database was frozen`);
  const healthFrozen = await probe('/healthz');
  assert.equal(healthFrozen.status, 200);
  await waitFor(
    () => answers.filter((a) => a.at > frozenAt - started && a.status === 503).length >= 3,
    '503s while frozen',
    20_000,
  );
  await new Promise((r) => setTimeout(r, 1500));
  const thawedAt = Date.now();
  phase('thaw');
  await database.thaw();
  await serving();
  const recoveryAfterThaw = await recoveredAfter(thawedAt);

  // 2. Stopped: connections refused.
  phase('stop');
  await database.stop();
  const stoppedAt = Date.now();
  const readyStopped = await probe('/readyz');
  assert.equal(readyStopped.status, 503);
  assert.ok(readyStopped.ms < 2000, `/readyz took ${readyStopped.ms} ms while the database was down`);
  assert.equal((await probe('/healthz')).status, 200);
  await waitFor(
    () => answers.filter((a) => a.at > stoppedAt - started && a.status === 503).length >= 3,
    '503s while stopped',
    20_000,
  );
  await new Promise((r) => setTimeout(r, 1500));
  const restartedAt = Date.now();
  phase('restart');
  await database.start();
  await serving();
  const recoveryAfterRestart = await recoveredAfter(restartedAt);
  stopTraffic = true;
  await traffic;

  // Every refusal was a 503 service_unavailable with Retry-After; nothing else failed.
  const failures = answers.filter((a) => a.status >= 400);
  for (const a of failures) {
    assert.equal(a.status, 503, JSON.stringify(a));
    assert.equal(a.code, 'service_unavailable', JSON.stringify(a));
    assert.ok(Number(a.retryAfter) > 0, JSON.stringify(a));
  }
  const outageMs = (from: number, to: number) =>
    answers
      .filter((a) => a.status === 503 && a.at >= from - started && a.at <= to - started)
      .map((a) => a.ms);
  const describe = (ms: number[]) =>
    ms.length
      ? `${ms.length} answers, median ${ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]} ms, max ${Math.max(...ms)} ms`
      : 'none';
  process.stdout.write(
    `${[
      `outage figures: ${answers.length} calls, ${answers.filter((a) => a.status < 400).length} served, ${failures.length} answered 503`,
      `  frozen: /readyz 503 in ${readyFrozen.ms} ms; 503s: ${describe(outageMs(frozenAt, thawedAt))}; recovered ${recoveryAfterThaw} ms after thaw`,
      `  stopped: /readyz 503 in ${readyStopped.ms} ms; 503s: ${describe(outageMs(stoppedAt, restartedAt))}; recovered ${recoveryAfterRestart} ms after restart`,
    ].join('\n')}\n`,
  );

  // Every request that exists got its invitation exactly once (a send answered 503 may still have
  // committed; it then counts like any other), and nothing else was delivered.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  cleanup.push(() => db.end());
  const created = await db.query<{ email: string }>(`SELECT s.email FROM submitters s WHERE s.position = 0`);
  await waitFor(
    async () => (await db.query(`SELECT 1 FROM outbox_messages WHERE status = 'pending'`)).rowCount === 0,
    'the outbox to drain',
    60_000,
  );
  const delivered = new Map<string, number>();
  for (const mail of smtp.messages) {
    for (const to of mail.to) delivered.set(to, (delivered.get(to) ?? 0) + 1);
  }
  for (const { email } of created.rows) assert.equal(delivered.get(email), 1, `invitations to ${email}`);
  assert.equal(smtp.messages.length, created.rowCount, 'one e-mail per request, nothing more');
});
