// Single sign-on's rules holding (issue 31): a removed member stays removed after the lifecycle sweep
// blanks their row (item 1); turning "Require single sign-on" on ends the sessions started by link or
// passkey, audited (item 5); and opening someone else's callback spends nothing of the visitor's own
// attempt (item 8). Against a real OpenID Provider on loopback, like oidc.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { erasePerson } from '../src/lifecycle/erase-person.ts';
import { lifecycleSweep } from '../src/lifecycle/sweep.ts';
import { signedIn } from '../src/members/sign-in.ts';
import { AppClient, signIn } from './app-support.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { ssoCallbackFor, startTestProvider, type TestProvider } from './oidc-support.ts';

let t: TestApp;
let op: TestProvider;
let tenant: Tenant;

before(async () => {
  op = await startTestProvider();
  t = await startTestApp({ TEST_CLOCK: '1', ...op.env });
  op.configure(t.url);
  tenant = await createTenant(t);
});
after(async () => {
  await t?.close();
  await op?.close();
});

async function addMember(workspaceId: string, email: string, name = 'Someone') {
  const member = await t.admin('POST', `/workspaces/${workspaceId}/members`, { email, name });
  assert.equal(member.status, 201, JSON.stringify(member.body));
  return member.body.id as string;
}

async function ssoSignIn(client: AppClient, accountId: string) {
  return client.get(await ssoCallbackFor(op, t.url, client, accountId));
}

/** A workspace whose people at `domain` join by single sign-on (the domain proven). */
async function joinableWorkspace(name: string, domain: string) {
  const ws = await t.admin('POST', '/workspaces', { name, plan: 'professional' });
  assert.equal(ws.status, 201);
  await t.services.db.query(
    `UPDATE workspaces SET sso_join_domain = $2, sso_join_domain_token = 'test-token',
            sso_join_domain_verified_at = now(), sso_join_domain_verified_by = 'dns' WHERE id = $1`,
    [ws.body.id, domain],
  );
  return ws.body.id as string;
}

const membersWith = async (workspaceId: string, email: string) =>
  (
    await t.services.db.query<{ status: string }>(
      `SELECT status FROM members WHERE workspace_id = $1 AND lower(email) = lower($2) ORDER BY id`,
      [workspaceId, email],
    )
  ).rows.map((r) => r.status);

describe('a removal stays a removal (item 1)', () => {
  test('a removed member does not come back through the auto-join domain after the sweep blanks her row', async () => {
    const workspaceId = await joinableWorkspace('Acme Sweep', 'sweep.test');
    const kimId = await addMember(workspaceId, 'kim@sweep.test', 'Kim');
    assert.equal((await t.admin('DELETE', `/workspaces/${workspaceId}/members/${kimId}`)).status, 204);
    // The lifecycle sweep runs once a minute of service time: move past it, then let it run.
    assert.equal((await t.admin('POST', '/clock', { advanceSeconds: 120 })).status, 200);
    await lifecycleSweep(t.services);
    const { rows } = await t.services.db.query<{ email: string; erased: boolean }>(
      'SELECT email, erased_at IS NOT NULL AS erased FROM members WHERE id = $1',
      [kimId],
    );
    assert.deepEqual(rows, [{ email: '', erased: true }], 'the sweep blanked her row');

    op.accounts.set('kim', { email: 'Kim@Sweep.test', email_verified: true, name: 'Kim' });
    const kim = new AppClient(t.url);
    const page = await ssoSignIn(kim, 'kim');
    assert.equal(page.status, 403, page.text);
    assert.equal(kim.cookies.get('cs_session'), undefined);
    assert.deepEqual(await membersWith(workspaceId, 'kim@sweep.test'), []);
    const joined = await t.services.db.query(
      `SELECT 1 FROM audit_log WHERE workspace_id = $1 AND action = 'member.joined'`,
      [workspaceId],
    );
    assert.equal(joined.rowCount, 0);
    // A newcomer at the domain still joins.
    op.accounts.set('lee', { email: 'lee@sweep.test', email_verified: true, name: 'Lee' });
    assert.equal((await ssoSignIn(new AppClient(t.url), 'lee')).status, 303);
    assert.deepEqual(await membersWith(workspaceId, 'lee@sweep.test'), ['active']);
  });

  test('what keeps her out is forgotten by erase-person (and nothing of her address stays)', async () => {
    const workspaceId = await joinableWorkspace('Acme Erase', 'erase.test');
    const kimId = await addMember(workspaceId, 'kim@erase.test', 'Kim');
    await t.admin('DELETE', `/workspaces/${workspaceId}/members/${kimId}`);
    await t.admin('POST', '/clock', { advanceSeconds: 120 });
    await lifecycleSweep(t.services);
    const kept = async () =>
      (
        await t.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM removed_member_addresses WHERE workspace_id = $1',
          [workspaceId],
        )
      ).rows[0].n;
    assert.equal(await kept(), 1);
    await erasePerson(t.services, {
      workspaceId,
      email: 'KIM@erase.test',
      actor: { type: 'operator' },
    });
    assert.equal(await kept(), 0);
  });
});

describe('"Require single sign-on" ends sessions not started by it (item 5)', () => {
  test('turning it on ends link and passkey sessions, keeps single sign-on ones, and is audited', async () => {
    const ws = tenant.workspaceId;
    const linkMember = await addMember(ws, 'link@acme.test', 'Link Person');
    const passkeyMember = await addMember(ws, 'pass@acme.test', 'Pass Person');
    const linked = new AppClient(t.url);
    await signIn(t, linked, 'link@acme.test');
    assert.equal((await linked.get('/app/requests')).status, 200);
    const passkeySession = await t.services.db.transaction((tx) =>
      signedIn(
        tx,
        t.services.clock,
        { idleDays: 7, absoluteDays: 30 },
        { workspaceId: ws, memberId: passkeyMember },
        { ip: '127.0.0.1', userAgent: null },
        { method: 'passkey' },
      ),
    );
    op.accounts.set('owner', { email: 'owner@acme.test', email_verified: true });
    const owner = new AppClient(t.url);
    assert.equal((await ssoSignIn(owner, 'owner')).status, 303);
    await owner.get('/app/settings');
    const saved = await owner.post('/app/settings/sso', { required: 'on' });
    assert.equal(saved.status, 303, saved.text);

    const ended = await t.services.db.query<{ member_id: string; ended: boolean }>(
      `SELECT member_id, ended_at IS NOT NULL AS ended FROM member_sessions
        WHERE workspace_id = $1 AND member_id = ANY($2) ORDER BY member_id`,
      [ws, [linkMember, passkeyMember]],
    );
    assert.ok(ended.rows.length >= 2);
    assert.ok(
      ended.rows.every((r) => r.ended),
      JSON.stringify(ended.rows),
    );
    assert.ok(passkeySession.sessionId);
    const next = await linked.get('/app/requests');
    assert.equal(next.status, 303);
    assert.match(next.location ?? '', /^\/app\/sign-in/);
    // The owner's single sign-on session goes on.
    assert.equal((await owner.get('/app/requests')).status, 200);
    const { rows } = await t.services.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE workspace_id = $1 AND action = 'workspace.sso_changed'
        ORDER BY at DESC, id DESC LIMIT 1`,
      [ws],
    );
    assert.equal(rows[0]?.details.required, true);
    assert.equal(rows[0]?.details.sessionsEnded, 2);
    await t.services.db.query('UPDATE workspaces SET sso_required = false WHERE id = $1', [ws]);
  });
});

describe('a callback belongs to the browser that started it (item 8)', () => {
  test("opening someone else's callback spends nothing of the visitor's own attempt", async () => {
    op.accounts.set('owner', { email: 'owner@acme.test', email_verified: true });
    op.accounts.set('mallory', { email: 'owner@acme.test', email_verified: true });
    const visitor = new AppClient(t.url);
    const own = await ssoCallbackFor(op, t.url, visitor, 'owner');
    const foreign = await ssoCallbackFor(op, t.url, new AppClient(t.url), 'mallory');
    const opened = await visitor.get(foreign);
    assert.equal(opened.status, 400, opened.text);
    assert.match(opened.text, /belongs to another sign-in/);
    assert.equal(visitor.cookies.get('cs_session'), undefined);
    assert.ok(visitor.cookies.get('cs_oidc'), "the visitor's attempt is still bound to the browser");
    const finished = await visitor.get(own);
    assert.equal(finished.status, 303, finished.text);
    assert.equal(finished.location, '/app/requests');
    assert.ok(visitor.cookies.get('cs_session'));
  });
});
