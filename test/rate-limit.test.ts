// Spec §8 / CONTRACT §5: per-IP and per-key limits in fixed 60 s windows, the tighter one in the
// headers, Redis-shared across processes, and a bounded fallback when Redis is away.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { openRateLimits } from '../src/platform/rate-limit.ts';
import {
  createTenant,
  DB_KIND,
  freePort,
  freshPostgresDatabase,
  request,
  spawnServer,
  startTestApp,
  type TestApp,
  waitFor,
} from './helpers.ts';

const USAGE = '/api/v1/esign/usage';
const apps: TestApp[] = [];
after(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function app(env: Record<string, string>) {
  const t = await startTestApp(env);
  apps.push(t);
  return t;
}

const headers = (h: Headers) => ({
  limit: Number(h.get('x-ratelimit-limit')),
  remaining: Number(h.get('x-ratelimit-remaining')),
  reset: Number(h.get('x-ratelimit-reset')),
});

describe('rate limits', () => {
  test('the per-key limit refuses the call past its budget with 429 and retry-after', async () => {
    const t = await app({ RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_KEY: '5' });
    const tenant = await createTenant(t);
    for (let i = 0; i < 5; i++) {
      const reply = await request(t.url, 'GET', USAGE, { token: tenant.apiKey });
      assert.equal(reply.status, 200);
      assert.deepEqual(headers(reply.headers).limit, 5, 'the key limit is the tighter one');
      assert.equal(headers(reply.headers).remaining, 4 - i);
    }
    const refused = await request(t.url, 'GET', USAGE, { token: tenant.apiKey });
    assert.equal(refused.status, 429);
    assert.deepEqual(refused.body.statusCode, 429);
    assert.equal(refused.body.error, 'Too Many Requests');
    assert.equal(refused.body.code, undefined);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`);
    assert.equal(headers(refused.headers).remaining, 0);
    assert.ok(headers(refused.headers).reset >= 1 && headers(refused.headers).reset <= 60);
  });

  test('the per-IP limit covers unauthenticated calls and operator calls alike', async () => {
    const t = await app({ RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_KEY: '100' });
    assert.equal((await t.admin('GET', '/workspaces/ws_none')).status, 404);
    assert.equal((await request(t.url, 'GET', USAGE)).status, 401);
    const third = await request(t.url, 'GET', '/nowhere');
    assert.equal(headers(third.headers).limit, 4);
    assert.equal(headers(third.headers).remaining, 1);
    await request(t.url, 'GET', USAGE);
    const refused = await request(t.url, 'GET', USAGE);
    assert.equal(refused.status, 429);
    assert.ok(refused.headers.get('retry-after'));
    // Health probes are exempt.
    assert.equal((await request(t.url, 'GET', '/healthz')).status, 200);
    assert.equal((await request(t.url, 'GET', '/readyz')).status, 200);
  });

  test('the headers show whichever limit is tighter', async () => {
    const t = await app({ RATE_LIMIT_PER_IP: '50', RATE_LIMIT_PER_KEY: '10' });
    const tenant = await createTenant(t); // spends 3 of the IP's 50
    const keyTighter = await request(t.url, 'GET', USAGE, { token: tenant.apiKey });
    assert.deepEqual([headers(keyTighter.headers).limit, headers(keyTighter.headers).remaining], [10, 9]);

    const u = await app({ RATE_LIMIT_PER_IP: '10', RATE_LIMIT_PER_KEY: '50' });
    const other = await createTenant(u); // 3 of 10
    const ipTighter = await request(u.url, 'GET', USAGE, { token: other.apiKey });
    assert.deepEqual([headers(ipTighter.headers).limit, headers(ipTighter.headers).remaining], [10, 6]);
  });

  test("a call refused by the IP limit does not spend the key's budget", async () => {
    const t = await app({ RATE_LIMIT_PER_IP: '6', RATE_LIMIT_PER_KEY: '8', TRUST_PROXY: '1' });
    const tenant = await createTenant(t); // 3 calls from 127.0.0.1
    const from = (ip: string) => ({ token: tenant.apiKey, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 6; i++) await request(t.url, 'GET', USAGE, from('203.0.113.7'));
    for (let i = 0; i < 5; i++)
      assert.equal((await request(t.url, 'GET', USAGE, from('203.0.113.7'))).status, 429);
    const elsewhere = await request(t.url, 'GET', USAGE, from('198.51.100.9'));
    assert.equal(elsewhere.status, 200);
    // 6 accepted calls spent the key's budget; had the 5 refused ones too, the key (8) would be
    // exhausted. Key: 8 - 7 = 1 left, tighter than the fresh IP's 5.
    assert.deepEqual([headers(elsewhere.headers).limit, headers(elsewhere.headers).remaining], [8, 1]);
  });

  test('a process counts in Redis from its first request: the budget is shared from the start', async () => {
    const prefix = `cs-test-${randomBytes(4).toString('hex')}`;
    const limits = await openRateLimits({
      perIp: 1000,
      perKey: 10,
      redisUrl: 'redis://127.0.0.1:6379',
      prefix,
      log: pino({ level: 'silent' }),
    });
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      // The very first call once the limits are open, with no pause for a connection to come up.
      await limits.apiKey.consume('key_first');
      const named = await redis.keys(`${prefix}:key:*`);
      assert.equal(named.length, 1, 'counted in Redis, not in the process');
      assert.equal(await redis.get(named[0]), '1');
      assert.ok(!named[0].includes('key_first'), 'named by a digest of what it counts');
    } finally {
      redis.disconnect();
      await limits.close();
    }
  });

  test('two processes on one Redis share a key budget', {
    skip: DB_KIND !== 'postgres' && 'needs PostgreSQL shared by two processes',
  }, async () => {
    const database = await freshPostgresDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: `cs-test-${randomBytes(4).toString('hex')}`,
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_KEY: '10',
      ADMIN_TOKEN: 'shared-admin-token-0123456789',
      DATA_DIR: `/tmp/cs-rl-${randomBytes(4).toString('hex')}`,
    };
    const a = await spawnServer(env);
    const b = await spawnServer(env);
    try {
      const tenant = await createTenant({
        admin: (m, p, body) => request(a.url, m, `/admin/v1${p}`, { token: env.ADMIN_TOKEN, body }),
      });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await request(i % 2 ? b.url : a.url, 'GET', USAGE, { token: tenant.apiKey })).status);
      }
      assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429]);
    } finally {
      await a.stop();
      await b.stop();
      await database.drop();
    }
  });

  test('with Redis unreachable the limits fall back to per-process counters and recover when it returns', async () => {
    const port = await freePort();
    const t = await app({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_KEY: '1000',
    });
    const tenant = await createTenant(t);
    const timed = async () => {
      const started = Date.now();
      const reply = await request(t.url, 'GET', USAGE, { token: tenant.apiKey });
      return {
        status: reply.status,
        ms: Date.now() - started,
        limit: reply.headers.get('x-ratelimit-limit'),
      };
    };
    const down = await timed();
    assert.equal(down.status, 200);
    assert.ok(down.ms < 2000, `answered in ${down.ms} ms without Redis`);
    assert.equal(down.limit, '1000');

    let redis: ChildProcess | undefined;
    const client = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 100,
    });
    client.on('error', () => {});
    try {
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await client.connect().catch(() => {});
      // Back on Redis: calls leave counters there, the IP's and the key's (each limit finds Redis again
      // on its own, so one may come back a call later than the other).
      await waitFor(
        async () => {
          await timed();
          const names = await client.keys('countersign:rl:*');
          return names.some((k) => k.includes(':key:')) && names.some((k) => k.includes(':ip:'));
        },
        'counters to reach Redis',
        15_000,
      );
      // The shared counters are named by digests: Redis holds no IP address (issue 21).
      const names = await client.keys('countersign:rl:*');
      assert.ok(
        names.some((k) => k.startsWith('countersign:rl:ip:')),
        names.join(' '),
      );
      assert.ok(!names.some((k) => /\d+\.\d+\.\d+\.\d+|::1|key_/.test(k)), names.join(' '));
      redis.kill('SIGKILL');
      await new Promise((r) => redis?.once('exit', r));
      const again = await timed();
      assert.equal(again.status, 200);
      assert.ok(again.ms < 2000, `answered in ${again.ms} ms after Redis died`);
    } finally {
      client.disconnect();
      redis?.kill('SIGKILL');
    }
  });
});
