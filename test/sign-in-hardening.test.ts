// Sign-in, hardened (issue 25 item 5): strangers asking for a member's address from their own IPs
// cannot lock the member out of e-mailed sign-in, e-mails per address are capped (silently, the answer
// stays the same), passkey sign-in never looks at those counters, and POST /app/sign-in does the same
// work before answering for a member's address and a stranger's (compared as distributions).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { signInMailSettled } from '../src/members/sign-in-mail.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { AppClient } from './app-support.ts';
import { ADMIN_TOKEN, createTenant, ROOT, startTestApp, type Tenant, type TestApp } from './helpers.ts';

const OWNER = 'owner@acme.test';

const signInMails = async (t: TestApp, email: string) => {
  await signInMailSettled(t.services.db);
  const { rows } = await t.services.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'member_sign_in' AND lower(to_email) = lower($1)`,
    [email],
  );
  return rows[0].n;
};

describe('asking for links from several IPs', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      TRUST_PROXY: '1',
      SIGN_IN_LIMIT_PER_ADDRESS: '2',
      SIGN_IN_LIMIT_PER_IP: '50',
      SIGN_IN_MAILS_PER_ADDRESS: '6',
    });
    await createTenant(t);
  });
  after(async () => {
    await t?.close();
  });

  const from = (ip: string) => {
    const client = new AppClient(t.url, { 'x-forwarded-for': ip });
    return async (email: string) => {
      const answer = await client.post('/app/sign-in', { email });
      return { status: answer.status, text: answer.text };
    };
  };

  test('strangers exhaust only their own (address, IP) budget: the member still gets a link', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      const ask = from(ip);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await ask(OWNER)).status);
      assert.deepEqual(statuses, [200, 200, 429], `asks from ${ip}`);
    }
    assert.equal(await signInMails(t, OWNER), 4);
    const member = await from('203.0.113.5')(OWNER);
    assert.equal(member.status, 200, 'the member, from their own IP, is not locked out');
    assert.equal(await signInMails(t, OWNER), 5, 'and their link is sent');
  });

  test('beyond SIGN_IN_MAILS_PER_ADDRESS an hour nothing more is sent, and the answer is the same', async () => {
    const ask = from('203.0.113.7');
    const sent = await ask(OWNER);
    assert.equal(sent.status, 200);
    assert.equal(await signInMails(t, OWNER), 6);
    const capped = await ask(OWNER);
    assert.equal(capped.status, 200);
    assert.equal(capped.text, sent.text, 'a capped ask reads exactly like one that sent');
    assert.equal(await signInMails(t, OWNER), 6, 'the seventh e-mail is not sent');
  });

  test('a refused IP may still start a passkey sign-in: passkeys never look at these counters', async () => {
    const client = new AppClient(t.url, { 'x-forwarded-for': '198.51.100.1' });
    assert.equal((await client.post('/app/sign-in', { email: OWNER })).status, 429);
    await client.get('/app/sign-in');
    const options = await client.postJson('/app/sign-in/passkey/options', {});
    assert.equal(options.status, 200, options.text);
    assert.equal(JSON.parse(options.text).userVerification, 'required');
  });
});

describe('answering a member and a stranger alike in time', () => {
  let t: TestApp;
  let client: Worker;
  before(async () => {
    t = await startTestApp();
    await createTenant(t);
    // The asking client runs on a thread of its own: in this process's event loop, the work the
    // server defers past its answer would delay the client reading that answer, and the test would
    // measure the server's event loop instead of what a client outside sees.
    client = new Worker(ASKING_CLIENT, { eval: true, workerData: { url: t.url } });
  });
  after(async () => {
    await client?.terminate();
    await t?.close();
  });

  /** Milliseconds from sending the ask to having read the whole answer, measured on the client's thread. */
  async function timedAsk(email: string): Promise<number> {
    client.postMessage({ email });
    const [answer] = (await once(client, 'message')) as [{ took: number; status: number }];
    assert.equal(answer.status, 200);
    // Work deferred past the answer must not spill into the next measurement.
    await signInMailSettled(t.services.db);
    return answer.took;
  }

  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };

  /** Probability that a draw from `a` exceeds one from `b` (ties count half): 0.5 when alike. */
  const superiority = (a: number[], b: number[]) => {
    let wins = 0;
    for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0;
    return wins / (a.length * b.length);
  };

  test('POST /app/sign-in takes as long for a member’s address as for an unknown one', async () => {
    // Unknown addresses as long as the member's, so both pages are the same size.
    const stranger = (i: number) => `n${String(i).padStart(4, '0')}@acme.test`;
    for (let i = 0; i < 10; i++) {
      await timedAsk(OWNER);
      await timedAsk(stranger(1000 + i));
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 60; i++) {
      // Interleaved, the order alternating, so drift in the machine's load hits both alike.
      if (i % 2 === 0) {
        known.push(await timedAsk(OWNER));
        unknown.push(await timedAsk(stranger(i)));
      } else {
        unknown.push(await timedAsk(stranger(i)));
        known.push(await timedAsk(OWNER));
      }
    }
    assert.equal(await signInMails(t, OWNER), 70, 'every ask for the member did send a link');
    const [k, u] = [median(known), median(unknown)];
    const detail = `medians ${k.toFixed(2)} ms (member) and ${u.toFixed(2)} ms (unknown)`;
    assert.ok(Math.abs(k - u) < Math.max(3, 0.5 * Math.min(k, u)), detail);
    // Rank-based, free of the scale: a member's ask is slower than a stranger's in about half the pairs
    // (alike, 0.5 ± 0.05 by chance; writing the link before answering measured 0.87-0.89 here).
    const p = superiority(known, unknown);
    assert.ok(p > 0.25 && p < 0.75, `P(member slower) = ${p.toFixed(2)}; ${detail}`);
  });
});

/** The asking client's thread: posts each address it is given and answers how long the ask took. */
const ASKING_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', async ({ email }) => {
  const started = performance.now();
  const res = await fetch(workerData.url + '/app/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
    redirect: 'manual',
  });
  await res.text();
  parentPort.postMessage({ took: performance.now() - started, status: res.status });
});
`;

describe('one active membership per address per workspace, whatever its case', () => {
  let t: TestApp;
  let tenant: Tenant;
  before(async () => {
    t = await startTestApp();
    tenant = await createTenant(t);
  });
  after(async () => {
    await t?.close();
  });

  test('the operator API answers 409 already_member; a removed member may be added again', async () => {
    const again = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'OWNER@Acme.TEST',
      name: 'Owner again',
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_member');
    assert.match(again.body.message, /already an active member/);
    const leaver = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'leaver@acme.test',
      name: 'Leaver',
    });
    await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/members/${leaver.body.id}`);
    const back = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'Leaver@acme.test',
      name: 'Leaver',
    });
    assert.equal(back.status, 201);
    // Another workspace may have the same address.
    const other = await t.admin('POST', '/workspaces', { name: 'Other', plan: 'professional' });
    const there = await t.admin('POST', `/workspaces/${other.body.id}/members`, {
      email: 'owner@acme.test',
      name: 'Owner',
    });
    assert.equal(there.status, 201);
  });

  test('the CLI says so and exits 1', async () => {
    const cli = promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, 'bin/countersign.mjs'),
        'members',
        'add',
        tenant.workspaceId,
        '--email',
        'Owner@acme.test',
        '--name',
        'Twice',
      ],
      { cwd: ROOT, env: { ...process.env, COUNTERSIGN_URL: t.url, ADMIN_TOKEN } },
    );
    await assert.rejects(cli, (error: { code?: number; stderr?: string }) => {
      assert.equal(error.code, 1);
      assert.match(
        error.stderr ?? '',
        /^409 Owner@acme\.test is already an active member of this workspace \(already_member\)/,
      );
      return true;
    });
  });

  test('migration 0034 keeps the oldest of duplicates, with the highest role, their keys and passkeys', async () => {
    const db = t.services.db;
    await db.query('DROP INDEX members_one_active_address');
    const ws = tenant.workspaceId;
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    const add = (id: string, email: string, role: string, s: number) =>
      db.query(
        `INSERT INTO members (id, workspace_id, email, name, role, status, created_at) VALUES ($1, $2, $3, 'Dup', $4, 'active', $5)`,
        [id, ws, email, role, at(s)],
      );
    await add('mem_dup_first', 'dup@acme.test', 'member', 1);
    await add('mem_dup_second', 'DUP@acme.test', 'owner', 2);
    await add('mem_dup_third', 'Dup@Acme.test', 'member', 3);
    const key = await t.admin('POST', `/workspaces/${ws}/api-keys`, { memberId: 'mem_dup_third' });

    const dir = await mkdtemp(path.join(tmpdir(), 'countersign-0034-'));
    try {
      const sql = await readFile(path.join(ROOT, 'migrations/0034_one_membership_and_creators.sql'), 'utf8');
      // The part before the template column (which exists already), run again as a new migration.
      await writeFile(path.join(dir, '9034_redo.sql'), sql.split('-- The member who created a template')[0]);
      await migrate(db, dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const { rows } = await db.query<{ id: string; status: string; role: string }>(
      `SELECT id, status, role FROM members WHERE id LIKE 'mem_dup_%' ORDER BY id`,
    );
    assert.deepEqual(rows, [
      { id: 'mem_dup_first', status: 'active', role: 'owner' },
      { id: 'mem_dup_second', status: 'removed', role: 'owner' },
      { id: 'mem_dup_third', status: 'removed', role: 'member' },
    ]);
    const moved = await db.query<{ member_id: string }>('SELECT member_id FROM api_keys WHERE id = $1', [
      key.body.id,
    ]);
    assert.equal(moved.rows[0].member_id, 'mem_dup_first');
    const usage = await fetch(`${t.url}/api/v1/esign/usage`, {
      headers: { authorization: `Bearer ${key.body.key}` },
    });
    assert.equal(usage.status, 200, 'the moved key still works');
    // And the index is back in place: a duplicate can no longer be written.
    await assert.rejects(add('mem_dup_fourth', 'dup@ACME.test', 'member', 4));
  });
});
