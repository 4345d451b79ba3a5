// Issue 26 item 2, the e-mail worker's part of a shutdown: told to stop after it has claimed
// messages but before handing them to the SMTP server, it gives the claims back (due again at once,
// the attempt uncounted) instead of leaving them locked for the lease; the next worker sends each
// once. (test/shutdown.test.ts covers a message already on the wire: it is finished, once.) And
// `countersign worker`, the worker in a process of its own, stops the way npm start does.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { MailTransport, OutgoingMail } from '../src/mail/transport.ts';
import type { Db } from '../src/platform/db/index.ts';
import { startWorker, type Worker } from '../src/worker.ts';
import { createTenant, ROOT, request, startTestApp, type Tenant, type TestApp, waitFor } from './helpers.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';
import { outboxOf, publishedTemplate, SUBMISSIONS, sendBody } from './requests-fixtures.ts';

const cleanup = cleanupAtEnd();

let t: TestApp;
let tenant: Tenant;
let templateId: string;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
  templateId = await publishedTemplate(t.url, tenant.apiKey);
});
after(async () => {
  await t?.close();
});

function recordingTransport(sent: OutgoingMail[]): MailTransport {
  return { kind: 'smtp', send: async (mail) => void sent.push(mail), close: () => {} };
}

test('a worker stopped between claiming and sending gives the claims back; the next one sends each once', async () => {
  const sent: OutgoingMail[] = [];
  const db = t.services.db as Db & { query: Db['query'] };
  const query = db.query;
  let worker: Worker | undefined;
  let stopping: Promise<void> | undefined;
  // The stop arrives just as the claim returns: the worker holds claimed messages it has not sent.
  db.query = (async (sql: string, params?: unknown[], options?: object) => {
    const result = await query.call(db, sql, params, options);
    if (
      !stopping &&
      worker &&
      /SET locked_until = \$2, attempts = o\.attempts \+ 1/.test(sql) &&
      result.rows.length > 0
    ) {
      stopping = worker.stop();
    }
    return result;
  }) as Db['query'];
  let requestId: string;
  try {
    const send = await request(t.url, 'POST', SUBMISSIONS, {
      token: tenant.apiKey,
      body: sendBody(templateId),
    });
    assert.equal(send.status, 201, JSON.stringify(send.body));
    requestId = send.body.id;
    worker = startWorker(t.services, { pollMs: 20, transport: recordingTransport(sent) });
    await waitFor(() => stopping !== undefined, 'the worker to claim the invitation');
    await stopping;
  } finally {
    db.query = query;
  }
  assert.equal(sent.length, 0, 'nothing was handed to the SMTP server');
  const released = await outboxOf(t, requestId);
  assert.ok(released.length >= 1);
  for (const row of released) {
    assert.equal(row.status, 'pending');
    assert.equal(row.locked_until, null, 'the claim was given back, not left to its lease');
    assert.equal(row.attempts, 0, 'the attempt that sent nothing is not counted');
  }

  const next = startWorker(t.services, { pollMs: 20, transport: recordingTransport(sent) });
  try {
    await waitFor(
      async () => (await outboxOf(t, requestId)).every((r) => r.status === 'sent'),
      'the invitation to be sent',
    );
  } finally {
    await next.stop();
  }
  const rows = await outboxOf(t, requestId);
  assert.deepEqual(
    rows.map((r) => r.attempts),
    rows.map(() => 1),
  );
  assert.equal(sent.length, rows.length, 'each message sent once');
  assert.equal(new Set(sent.map((m) => m.messageId)).size, sent.length);
});

test('countersign worker given SIGTERM stops as npm start does: through the same shutdown, cleanly, exit 0 within the limit', async () => {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/countersign.mjs'), 'worker'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...(await serviceEnv(cleanup, 'cs-worker-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanup.push(async () => child.exitCode === null && child.kill('SIGKILL'));
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the worker exited ${child.exitCode}: ${output}`);
      return output.includes('"msg":"worker running"');
    },
    'the worker to start',
    60_000,
  );
  child.kill('SIGTERM');

  // Past SHUTDOWN_LIMIT_MS, the shutdown's hard timer would have exited 1.
  assert.equal(await exited, 0, output);
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; clean?: boolean; signal?: string });
  assert.deepEqual(
    lines.filter((l) => l.msg === 'shutting down').map((l) => l.signal),
    ['SIGTERM'],
  );
  assert.deepEqual(
    lines.filter((l) => l.msg === 'shut down').map((l) => l.clean),
    [true],
  );
  assert.deepEqual(
    lines.filter((l) => l.level >= 40).map((l) => l.msg),
    [],
    'nothing cut short, nothing failed',
  );
});
