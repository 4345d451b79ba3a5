// Issue 26 item 2: a clean shutdown. The built service runs as its own process (embedded database or
// PostgreSQL, shared rate limits in Redis, e-mail over SMTP to a loopback peer) under load — polls,
// sends, executed-document downloads and document renders over keep-alive connections, a send whose
// body is still uploading, and an invitation the SMTP server is slow to accept — and gets SIGTERM.
// Proven: every request in flight got its normal answer; requests that arrived after the signal got
// 503 with Retry-After and `connection: close`, or found the port closed, never a reset mid-answer;
// the process exited 0 within 10 seconds; nothing was logged at error level; the invitation being
// sent was delivered exactly once, and one still queued was delivered once by the next process.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { test } from 'node:test';
import { createTenant, DB_KIND, operatorApi, request, spawnServer, waitFor } from './helpers.ts';
import { type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';
import { publishedTemplate, SUBMISSIONS, sendBody, sign } from './requests-fixtures.ts';

/** A request started this close before the server took the signal may cross it (503 or refused). */
const CROSSING_MS = 1000;
const EXIT_BOUND_MS = 10_000;

const cleanup = cleanupAtEnd();

interface Call {
  name: string;
  startedAt: number;
  endedAt: number;
  /** answer: a whole response; refused: no response at all; broken: the response broke off. */
  outcome: 'answer' | 'refused' | 'broken';
  status?: number;
  retryAfter?: string | null;
  connection?: string | null;
  code?: string;
  /** The body is whole: a PDF that ends in %%EOF, or JSON that parses. */
  whole?: boolean;
  detail?: string;
}

const expected: Record<string, number> = { poll: 200, send: 201, download: 200, render: 200, upload: 201 };

async function call(name: string, url: string, init: RequestInit = {}): Promise<Call> {
  const startedAt = Date.now();
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      name,
      startedAt,
      endedAt: Date.now(),
      outcome: 'refused',
      detail: cause?.code ?? cause?.message,
    };
  }
  try {
    const body = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    let whole = false;
    let code: string | undefined;
    if (type.includes('pdf')) whole = body.subarray(-1024).toString('latin1').includes('%%EOF');
    else if (type.includes('json')) {
      const parsed = JSON.parse(body.toString('utf8'));
      code = parsed.code;
      whole = true;
    }
    return {
      name,
      startedAt,
      endedAt: Date.now(),
      outcome: 'answer',
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      connection: res.headers.get('connection'),
      code,
      whole,
    };
  } catch (error) {
    return { name, startedAt, endedAt: Date.now(), outcome: 'broken', detail: String(error) };
  }
}

/**
 * One call over node:http, for what fetch does not let a test choose: the connection (an agent that
 * keeps one alive) and a body whose rest is sent only once `release` settles.
 */
function rawCall(
  name: string,
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    release?: Promise<void>;
    agent?: http.Agent;
  } = {},
): Promise<Call> {
  const startedAt = Date.now();
  const { body, release } = options;
  return new Promise((resolve) => {
    let answered = false;
    const failed = (error: Error) =>
      resolve({
        name,
        startedAt,
        endedAt: Date.now(),
        outcome: answered ? 'broken' : 'refused',
        detail: String(error),
      });
    const req = http.request(url, {
      method: options.method ?? 'GET',
      agent: options.agent,
      headers: {
        ...options.headers,
        ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      },
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('error', failed);
      res.on('end', () => {
        let whole = false;
        let code: string | undefined;
        try {
          code = JSON.parse(text).code;
          whole = true;
        } catch {}
        resolve({
          name,
          startedAt,
          endedAt: Date.now(),
          outcome: res.complete ? 'answer' : 'broken',
          status: res.statusCode,
          retryAfter: res.headers['retry-after'] ?? null,
          connection: res.headers.connection ?? null,
          code,
          whole,
          detail: text.slice(0, 300),
        });
      });
    });
    req.on('error', failed);
    if (body === undefined) req.end();
    else if (!release) req.end(body);
    else {
      req.write(body.slice(0, 10));
      void release.then(() => req.end(body.slice(10)));
    }
  });
}

const isRefusal503 = (c: Call) =>
  c.outcome === 'answer' &&
  c.status === 503 &&
  c.code === 'service_unavailable' &&
  Number(c.retryAfter) > 0 &&
  c.connection === 'close';

const isNormal = (c: Call) => c.outcome === 'answer' && c.status === expected[c.name] && c.whole === true;

const describeCall = (c: Call, at: number) =>
  `${c.name} started ${c.startedAt - at} ms from the signal: ${c.outcome} ${c.status ?? ''} ${c.detail ?? ''}`;

test('SIGTERM under load: in-flight requests answered, later ones 503 or refused, exit 0 within 10 s, no error logged, mail exactly once', async () => {
  const smtp: SmtpPeer = await startSmtpPeer();
  cleanup.push(() => smtp.close());
  const env = {
    ...(await serviceEnv(cleanup, 'cs-shutdown-')),
    LOG_LEVEL: 'info',
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '100',
    REDIS_URL: 'redis://127.0.0.1:6379',
    RATE_LIMIT_PREFIX: `cs-shutdown-${randomBytes(4).toString('hex')}`,
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_KEY: '1000000',
  };
  const server = await spawnServer(env);
  cleanup.push(() => server.stop('SIGKILL'));
  const base = server.url;
  const { apiKey: token } = await createTenant({ admin: operatorApi(base) }, 'enterprise');
  const templateId = await publishedTemplate(base, token);

  // A completed request (its executed document to download) and a pending one (its document to render).
  const done = await request(base, 'POST', SUBMISSIONS, {
    token,
    body: sendBody(templateId, { sendEmail: false }),
  });
  assert.equal(done.status, 201, JSON.stringify(done.body));
  for (const s of done.body.submitters) await sign(base, s.signingUrl);
  const downloadUrl = `${base}${SUBMISSIONS}/${done.body.id}/document`;
  await waitFor(
    async () => (await fetch(downloadUrl, { headers: { authorization: `Bearer ${token}` } })).ok,
    'the executed document',
    30_000,
  );
  const pending = await request(base, 'POST', SUBMISSIONS, {
    token,
    body: sendBody(templateId, { sendEmail: false }),
  });
  assert.equal(pending.status, 201);
  const renderUrl = `${base}${new URL(pending.body.submitters[0].signingUrl).pathname}/document`;

  // The invitation of `slow` is accepted by the SMTP server only 4 s after its data arrived.
  const slowTag = randomBytes(3).toString('hex');
  const slowEmail = `client-${slowTag}@example.test`;
  smtp.verdict = (mail) => (mail.to.includes(slowEmail) ? { acceptAfterMs: 4000 } : 'accept');

  // Load over keep-alive connections until the server is gone.
  const calls: Call[] = [];
  let running = true;
  const loop = async (name: string, make: () => [string, RequestInit]) => {
    while (running) {
      const [url, init] = make();
      const result = await call(name, url, init);
      calls.push(result);
      // After a 503 the connection is closed; the next call finds the port closed and ends the loop.
      if (result.outcome === 'refused') return;
    }
  };
  const auth = { authorization: `Bearer ${token}` };
  let n = 0;
  const loops = [
    loop('poll', () => [`${base}${SUBMISSIONS}/${done.body.id}`, { headers: auth }]),
    loop('poll', () => [`${base}${SUBMISSIONS}/${pending.body.id}`, { headers: auth }]),
    loop('poll', () => [`${base}${SUBMISSIONS}`, { headers: auth }]),
    loop('send', () => [
      `${base}${SUBMISSIONS}`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(sendBody(templateId, { sendEmail: false, idempotencyKey: `load-${++n}` })),
      },
    ]),
    loop('download', () => [downloadUrl, { headers: auth }]),
    loop('download', () => [downloadUrl, { headers: auth }]),
    loop('render', () => [renderUrl, {}]),
  ];

  // The slow invitation reaches the SMTP server; a second one is queued behind it.
  const slow = await request(base, 'POST', SUBMISSIONS, {
    token,
    body: sendBody(templateId, {
      submitters: [
        { role: 'Client', name: 'Slow Client', email: slowEmail },
        { role: 'Company', name: 'Slow Company', email: `company-${slowTag}@example.test` },
      ],
    }),
  });
  assert.equal(slow.status, 201);
  await waitFor(
    () => smtp.attempts.some((m) => m.to.includes(slowEmail)),
    'the slow invitation to be on the wire',
    30_000,
  );
  const queuedEmail = `client-queued-${slowTag}@example.test`;
  const queued = await request(base, 'POST', SUBMISSIONS, {
    token,
    body: sendBody(templateId, {
      submitters: [
        { role: 'Client', name: 'Queued Client', email: queuedEmail },
        { role: 'Company', name: 'Queued Company', email: `company-queued-${slowTag}@example.test` },
      ],
    }),
  });
  assert.equal(queued.status, 201);

  // A send whose body is half uploaded when the signal comes.
  let releaseUpload: () => void = () => {};
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  const upload = rawCall('upload', `${base}${SUBMISSIONS}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(sendBody(templateId, { sendEmail: false })),
    release: uploadReleased,
  });
  // A kept-alive connection that is open and silent when the signal comes.
  const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const pollUrl = `${base}${SUBMISSIONS}/${done.body.id}`;
  const warm = await rawCall('poll', pollUrl, { headers: auth, agent: idle });
  assert.ok(isNormal(warm), JSON.stringify(warm));
  calls.push(warm);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.ok(calls.length > 0, 'the load is running');

  const signalledAt = Date.now();
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  setTimeout(releaseUpload, 600);
  // Once the server has taken the signal, the silent connection carries one more call.
  await waitFor(() => server.output().includes('"msg":"shutting down"'), 'the signal to be taken', 5000);
  const late = await rawCall('poll', pollUrl, { headers: auth, agent: idle });
  calls.push(late);
  idle.destroy();
  const code = await exited;
  const exitMs = Date.now() - signalledAt;
  running = false;
  await Promise.all(loops);
  calls.push(await upload);

  // The log: JSON lines only, none at error level or above, the signal taken and a clean stop.
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string; time: number; clean?: boolean });
  const loud = lines.filter((l) => l.level >= 50);
  assert.deepEqual(loud, [], 'nothing is logged at error level');
  const taken = lines.find((l) => l.msg === 'shutting down');
  assert.ok(taken, 'the signal is logged');
  assert.equal(lines.find((l) => l.msg === 'shut down')?.clean, true, server.output().slice(-2000));
  assert.equal(code, 0, `exit code: ${server.output().slice(-2000)}`);
  assert.ok(exitMs < EXIT_BOUND_MS, `exited ${exitMs} ms after SIGTERM`);

  // Every call, by when it started against when the server took the signal.
  const at = taken.time;
  const broken = calls.filter((c) => c.outcome === 'broken');
  assert.deepEqual(
    broken.map((c) => describeCall(c, at)),
    [],
    'no answer broke off',
  );
  const before = calls.filter((c) => c.endedAt < at);
  const inFlight = calls.filter((c) => c.startedAt < at - CROSSING_MS && c.endedAt >= at);
  const crossing = calls.filter(
    (c) => c.startedAt >= at - CROSSING_MS && c.startedAt < at && c.endedAt >= at,
  );
  const later = calls.filter((c) => c.startedAt >= at);
  const bad = [
    ...before.filter((c) => !isNormal(c)),
    ...inFlight.filter((c) => !isNormal(c)),
    ...crossing.filter((c) => !isNormal(c) && !isRefusal503(c) && c.outcome !== 'refused'),
    ...later.filter((c) => !isRefusal503(c) && c.outcome !== 'refused'),
  ];
  assert.deepEqual(
    bad.map((c) => describeCall(c, at)),
    [],
    'every call ended as its moment allows',
  );
  const uploaded = calls.find((c) => c.name === 'upload');
  assert.ok(
    uploaded && isNormal(uploaded),
    `the half-uploaded send completed: ${uploaded && describeCall(uploaded, at)}`,
  );
  assert.ok(inFlight.length >= 1, 'requests were in flight at the signal');
  assert.ok(
    isRefusal503(late),
    `a call on an open connection after the signal gets 503 with Retry-After: ${describeCall(late, at)}`,
  );
  console.log(
    `# ${DB_KIND}: ${calls.length} calls; ${before.length} ended before the signal, ${inFlight.length} in flight ` +
      `(all answered), ${crossing.length} started < ${CROSSING_MS} ms before it (${crossing.filter(isNormal).length} ` +
      `answered, ${crossing.filter(isRefusal503).length} × 503), ${later.length} after (${later.filter(isRefusal503).length} × 503, ` +
      `${later.filter((c) => c.outcome === 'refused').length} refused); exit 0 after ${exitMs} ms`,
  );

  // The invitation on the wire at the signal was delivered once; the queued one waits for the next
  // process, which delivers it once and does not send the first again.
  const messageOf = (email: string) => smtp.attempts.filter((m) => m.to.includes(email));
  assert.equal(messageOf(slowEmail).length, 1);
  assert.equal(smtp.to(slowEmail).length, 1, 'the invitation being sent was accepted');
  assert.ok(
    lines.some((l) => l.msg === 'e-mail sent' && l.time > at),
    'the worker recorded it after the signal: it was on the wire when the signal came',
  );
  const next = await spawnServer(env);
  cleanup.push(() => next.stop('SIGKILL'));
  await smtp.waitForMessage((m) => m.to.includes(queuedEmail), 'the queued invitation', 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(messageOf(slowEmail).length, 1, 'the invitation is not sent again');
  assert.equal(messageOf(queuedEmail).length, 1, 'the queued invitation is sent once');
  assert.equal(await next.stop(), 0);
});
