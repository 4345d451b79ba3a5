// The workspace application's sign-in (issue 9): e-mailed links (single use, 15 minutes, hashed,
// rate limited, no membership disclosure), sessions (cookie attributes, fresh token per sign-in,
// idle and absolute expiry, sign-out on the server, removal ends them at once), roles and invitations.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signInMailSettled } from '../src/members/sign-in-mail.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { AppClient, EVERY_SCOPE, memberLinkFor, pathOf, signIn } from './app-support.ts';
import { freezeClock } from './clock-support.ts';
import { createTenant, type Reply, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
const OWNER = 'owner@acme.test';

before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t);
});
after(async () => {
  await t?.close();
});

const sessionCookie = (client: AppClient) => client.cookies.get('cs_session');
const countLinks = async (memberId: string) => {
  await signInMailSettled(t.services.db);
  return (
    await t.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_links WHERE member_id = $1',
      [memberId],
    )
  ).rows[0].n;
};
const auditActions = async (action: string) =>
  (
    await t.services.db.query<{ details: Record<string, unknown> }>(
      'SELECT details FROM audit_log WHERE workspace_id = $1 AND action = $2 ORDER BY at, id',
      [tenant.workspaceId, action],
    )
  ).rows.map((r) => r.details);

describe('sign-in links', () => {
  test('a link signs in once: a second use is refused, audited, and starts no session', async () => {
    const first = new AppClient(t.url);
    await signIn(t, first, OWNER);
    assert.ok(sessionCookie(first));
    assert.equal((await first.get('/app/requests')).status, 200);

    const link = await memberLinkFor(t, OWNER);
    const second = new AppClient(t.url);
    const reused = await second.post(pathOf(link!));
    assert.equal(reused.status, 410);
    assert.match(reused.text, /used already/);
    assert.equal(sessionCookie(second), undefined);
    assert.equal((await second.get('/app/requests')).status, 303);
    const failures = await auditActions('member.sign_in_failed');
    assert.equal(failures.at(-1)?.reason, 'used');
    const signIns = await auditActions('member.signed_in');
    assert.equal(signIns.at(-1)?.method, 'link');
  });

  test('only the SHA-256 of a link token is stored, and the outbox holds the link id, never the token', async () => {
    const client = new AppClient(t.url);
    await client.post('/app/sign-in', { email: OWNER });
    const link = (await memberLinkFor(t, OWNER))!;
    const token = pathOf(link).split('/').pop()!;
    const { rows } = await t.services.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM member_links WHERE id = $1',
      [token.split('.')[0]],
    );
    assert.match(rows[0].token_hash, /^[0-9a-f]{64}$/);
    assert.notEqual(rows[0].token_hash, token);
    const outbox = await t.services.db.query<{ params: unknown }>(
      `SELECT params FROM outbox_messages WHERE kind = 'member_sign_in'`,
    );
    for (const row of outbox.rows) assert.ok(!JSON.stringify(row.params).includes(token.split('.')[1]));
  });

  test('a link expires after 15 minutes', async () => {
    const client = new AppClient(t.url);
    await client.post('/app/sign-in', { email: OWNER });
    const link = (await memberLinkFor(t, OWNER))!;
    await t.admin('POST', '/clock', { advanceSeconds: 15 * 60 + 1 });
    const opened = await client.get(pathOf(link));
    assert.equal(opened.status, 410);
    assert.match(opened.text, /expired/);
    const used = await client.post(pathOf(link));
    assert.equal(used.status, 410);
    assert.equal(sessionCookie(client), undefined);
    assert.equal((await auditActions('member.sign_in_failed')).at(-1)?.reason, 'expired');
  });

  test('opening a link changes nothing (mail scanners fetch links); its Sign in button posts', async () => {
    const client = new AppClient(t.url);
    await client.post('/app/sign-in', { email: OWNER });
    const link = (await memberLinkFor(t, OWNER))!;
    for (let i = 0; i < 3; i++) {
      const opened = await client.get(pathOf(link));
      assert.equal(opened.status, 200);
      assert.match(opened.text, /Sign in to Acme/);
      assert.match(opened.text, new RegExp(`<form method="post" action="${pathOf(link)}"`));
    }
    assert.equal(sessionCookie(client), undefined);
    assert.equal((await client.post(pathOf(link))).status, 303);
    assert.ok(sessionCookie(client));
  });

  test('the sign-in page answers a member and a stranger alike', async () => {
    const ask = async (email: string) => {
      const client = new AppClient(t.url);
      await client.get('/app/sign-in');
      const answer = await client.post('/app/sign-in', { email });
      return {
        status: answer.status,
        text: answer.text.replaceAll(email, '<address>'),
        cookies: client.cookies.size,
      };
    };
    const member = await ask(OWNER);
    const stranger = await ask('nobody@elsewhere.test');
    assert.equal(member.status, 200);
    assert.deepEqual(stranger, member);
    assert.match(member.text, /If <address> belongs to a member/);
    // Only the member was sent anything.
    assert.equal(await memberLinkFor(t, 'nobody@elsewhere.test'), undefined);
  });

  test('a malformed address is pointed out next to the field and kept', async () => {
    const client = new AppClient(t.url);
    const answer = await client.post('/app/sign-in', { email: 'not an address' });
    assert.equal(answer.status, 400);
    assert.match(answer.text, /aria-invalid="true"/);
    assert.match(answer.text, /value="not an address"/);
    assert.match(answer.text, /Enter an e-mail address/);
  });
});

describe('rate limits on asking for links', () => {
  let limited: TestApp;
  before(async () => {
    limited = await startTestApp({ SIGN_IN_LIMIT_PER_ADDRESS: '2', SIGN_IN_LIMIT_PER_IP: '5' });
    await createTenant(limited);
  });
  after(async () => {
    await limited?.close();
  });

  test('per address and per IP, members and strangers alike', async () => {
    const client = new AppClient(limited.url);
    const ask = (email: string) => client.post('/app/sign-in', { email });
    const statuses = async (email: string, times: number) => {
      const out: number[] = [];
      for (let i = 0; i < times; i++) out.push((await ask(email)).status);
      return out;
    };
    assert.deepEqual(await statuses(OWNER, 3), [200, 200, 429]);
    assert.deepEqual(await statuses('stranger@elsewhere.test', 3), [200, 200, 429]);
    // Five asks from this IP so far (the refused ones count too): the next address is refused by IP.
    const refused = await ask('third@elsewhere.test');
    assert.equal(refused.status, 429);
    assert.match(refused.text, /Too many attempts/);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });
});

describe('sessions', () => {
  test('the cookie is HttpOnly, SameSite=Lax, Path=/, and carries a fresh random token at every sign-in', async () => {
    const client = new AppClient(t.url);
    await client.get('/app/sign-in');
    await client.post('/app/sign-in', { email: OWNER });
    const link = (await memberLinkFor(t, OWNER))!;
    const res = await fetch(`${t.url}${pathOf(link)}`, { method: 'POST', redirect: 'manual' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cs_session='))!;
    assert.match(cookie, /^cs_session=[\w-]{43};/);
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; SameSite=Lax/);
    assert.match(cookie, /; Path=\//);
    assert.doesNotMatch(cookie, /Secure/);

    const a = new AppClient(t.url);
    await signIn(t, a, OWNER);
    const firstToken = sessionCookie(a);
    await signIn(t, a, OWNER);
    assert.notEqual(sessionCookie(a), firstToken);
    // Signing in again ended the browser's old session.
    const old = new AppClient(t.url);
    old.cookies.set('cs_session', firstToken!);
    assert.equal((await old.get('/app/requests')).status, 303);
    const stored = await t.services.db.query('SELECT 1 FROM member_sessions WHERE token_hash = $1', [
      firstToken,
    ]);
    assert.equal(stored.rowCount, 0, 'the token itself is not stored');
  });

  test('with an https PUBLIC_URL the cookie is Secure and __Host- prefixed', async () => {
    const secure = await startTestApp();
    try {
      await createTenant(secure);
      const publicUrl = secure.services.config.publicUrl;
      secure.services.config.publicUrl = 'https://sign.acme.test';
      const client = new AppClient(secure.url);
      await client.post('/app/sign-in', { email: OWNER });
      const link = (await memberLinkFor(secure, OWNER))!;
      assert.ok(link.startsWith('https://sign.acme.test/app/link/'));
      const res = await fetch(`${secure.url}${pathOf(link)}`, { method: 'POST', redirect: 'manual' });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-cs_session='));
      assert.ok(cookie, res.headers.getSetCookie().join(' | '));
      assert.match(cookie, /; Secure/);
      assert.match(cookie, /; Path=\//);
      assert.doesNotMatch(cookie, /Domain=/i);
      secure.services.config.publicUrl = publicUrl;
    } finally {
      await secure.close();
    }
  });

  test('sign-out ends the session on the server: the cookie no longer works', async () => {
    const client = new AppClient(t.url);
    await signIn(t, client, OWNER);
    const token = sessionCookie(client)!;
    await client.get('/app/requests');
    const out = await client.post('/app/sign-out');
    assert.equal(out.status, 303);
    assert.equal(out.location, '/app/sign-in?notice=signed-out');
    const replayed = new AppClient(t.url);
    replayed.cookies.set('cs_session', token);
    assert.equal((await replayed.get('/app/requests')).status, 303);
    assert.equal((await auditActions('member.signed_out')).length >= 1, true);
  });

  test('the sessions page lists device, IP and last seen, and signs out any one of them', async () => {
    const laptop = new AppClient(t.url, {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/128.0',
    });
    await signIn(t, laptop, OWNER);
    const phone = new AppClient(t.url, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
    });
    await signIn(t, phone, OWNER);
    const listed = await phone.get('/app/sessions');
    assert.match(listed.text, /Firefox on Windows/);
    assert.match(listed.text, /Safari on iOS/);
    assert.match(listed.text, /127\.0\.0\.1/);
    const laptopSession = (
      await t.services.db.query<{ id: string }>(
        `SELECT id FROM member_sessions WHERE user_agent LIKE '%Firefox%' AND ended_at IS NULL ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows[0].id;
    const ended = await phone.post(`/app/sessions/${laptopSession}/end`);
    assert.equal(ended.status, 303);
    assert.equal((await laptop.get('/app/requests')).status, 303, 'the laptop is signed out');
    assert.equal((await phone.get('/app/requests')).status, 200, 'the phone is not');
    assert.equal((await auditActions('member.session_ended')).at(-1)?.sessionId, laptopSession);
  });

  test('a session ends after SESSION_IDLE_DAYS unused; last seen is written at most once a minute', async (context) => {
    // A minute short of the idle limit: the clock stands still, however slow the machine (issue 31 item 14).
    await freezeClock(t.admin, context);
    const client = new AppClient(t.url);
    await signIn(t, client, OWNER);
    const id = async () =>
      (
        await t.services.db.query<{ last_seen_at: Date }>(
          'SELECT last_seen_at FROM member_sessions ORDER BY created_at DESC, id DESC LIMIT 1',
        )
      ).rows[0].last_seen_at.getTime();
    const signedInAt = await id();
    await client.get('/app/requests');
    await client.get('/app/requests');
    assert.equal(await id(), signedInAt, 'not written again within the minute');
    await t.admin('POST', '/clock', { advanceSeconds: 61 });
    await client.get('/app/requests');
    assert.ok((await id()) > signedInAt, 'written once the minute has passed');

    await t.admin('POST', '/clock', { advanceSeconds: 7 * 86400 - 60 });
    assert.equal((await client.get('/app/requests')).status, 200, 'used within 7 days: still signed in');
    await t.admin('POST', '/clock', { advanceSeconds: 7 * 86400 + 1 });
    assert.equal((await client.get('/app/requests')).status, 303, 'unused for 7 days: signed out');
  });

  test('a session ends SESSION_ABSOLUTE_DAYS after sign-in however much it is used', async () => {
    const client = new AppClient(t.url);
    await signIn(t, client, OWNER);
    for (let day = 6; day <= 24; day += 6) {
      await t.admin('POST', '/clock', { advanceSeconds: 6 * 86400 });
      assert.equal((await client.get('/app/requests')).status, 200, `day ${day}`);
    }
    await t.admin('POST', '/clock', { advanceSeconds: 6 * 86400 + 60 });
    assert.equal((await client.get('/app/requests')).status, 303, 'day 30: past the absolute limit');
  });

  test('session lifetimes are configuration, checked at boot', () => {
    const config = loadConfig({ SESSION_IDLE_DAYS: '2', SESSION_ABSOLUTE_DAYS: '14' });
    assert.deepEqual([config.sessionIdleDays, config.sessionAbsoluteDays], [2, 14]);
    assert.deepEqual([loadConfig({}).sessionIdleDays, loadConfig({}).sessionAbsoluteDays], [7, 30]);
    assert.throws(
      () => loadConfig({ SESSION_IDLE_DAYS: '40', SESSION_ABSOLUTE_DAYS: '30' }),
      (e) => e instanceof ConfigError && e.variable === 'SESSION_IDLE_DAYS',
    );
    assert.throws(
      () => loadConfig({ SESSION_ABSOLUTE_DAYS: 'a month' }),
      (e) => e instanceof ConfigError && e.variable === 'SESSION_ABSOLUTE_DAYS',
    );
  });

  test('after sign-in the browser goes where it was headed, inside the application only', async () => {
    const client = new AppClient(t.url);
    const bounced = await client.get('/app/keys');
    assert.equal(bounced.location, '/app/sign-in?next=%2Fapp%2Fkeys');
    const page = await client.get('/app/sign-in?next=https://evil.test/');
    assert.doesNotMatch(page.text, /evil\.test/);
  });
});

describe('members, roles and invitations', () => {
  test("the operator's first member is an owner, later ones members; a role may be given", async () => {
    const ws = await t.admin('POST', '/workspaces', { name: 'Roles', plan: 'starter' });
    const add = (body: object) => t.admin('POST', `/workspaces/${ws.body.id}/members`, body);
    const first = await add({ email: 'a@roles.test', name: 'A' });
    const second = await add({ email: 'b@roles.test', name: 'B' });
    const third = await add({ email: 'c@roles.test', name: 'C', role: 'owner' });
    assert.deepEqual([first.body.role, second.body.role, third.body.role], ['owner', 'member', 'owner']);
    assert.equal(first.status, 201);
    assert.equal(first.body.status, 'active');
    assert.equal((await add({ email: 'd@roles.test', name: 'D', role: 'admin' })).status, 400);
  });

  test('an owner invites a member by e-mail; the link signs them in once; members cannot invite', async () => {
    const owner = new AppClient(t.url);
    await signIn(t, owner, OWNER);
    await owner.get('/app/members');
    const invited = await owner.post('/app/members', {
      name: 'Mia Member',
      email: 'mia@acme.test',
      role: 'member',
    });
    assert.equal(invited.status, 303);
    const again = await owner.post('/app/members', {
      name: 'Mia Again',
      email: 'MIA@acme.test',
      role: 'member',
    });
    assert.equal(again.status, 400);
    assert.match(again.text, /already belongs to a member/);

    const link = await memberLinkFor(t, 'mia@acme.test', 'member_invitation');
    assert.ok(link);
    const mia = new AppClient(t.url);
    const page = await mia.get(pathOf(link));
    assert.match(page.text, /Join Acme/);
    assert.equal((await mia.post(pathOf(link))).status, 303);
    assert.equal((await mia.get('/app/requests')).status, 200);
    assert.equal((await new AppClient(t.url).post(pathOf(link))).status, 410, 'single use');
    const members = await mia.get('/app/members');
    assert.match(members.text, /Only owners can invite or remove members/);
    const refused = await mia.post('/app/members', { name: 'X', email: 'x@acme.test' });
    assert.equal(refused.status, 404);
    const invitedAudit = await auditActions('member.invited');
    assert.equal(invitedAudit.at(-1)?.email, 'mia@acme.test');
  });

  test("a removed member's open session stops at once, and their keys answer 403", async () => {
    const member = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'leaver@acme.test',
      name: 'Leaver',
    });
    const key = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: member.body.id,
    });
    const leaver = new AppClient(t.url);
    await signIn(t, leaver, 'leaver@acme.test');
    assert.equal((await leaver.get('/app/requests')).status, 200);

    const owner = new AppClient(t.url);
    await signIn(t, owner, OWNER);
    assert.equal((await owner.get(`/app/members/${member.body.id}/remove`)).status, 200);
    assert.equal((await owner.post(`/app/members/${member.body.id}/remove`)).status, 303);

    assert.equal((await leaver.get('/app/requests')).status, 303);
    const posted = await leaver.post('/app/keys', { name: 'late', ...EVERY_SCOPE });
    assert.equal(posted.status, 401);
    const api: Reply = await request(t.url, 'GET', '/api/v1/esign/usage', { token: key.body.key });
    assert.equal(api.status, 403);
    assert.equal(api.body.code, 'key_creator_left_organization');
    // A link asked for afterwards is never sent, and one sent before no longer works.
    assert.equal(await countLinks(member.body.id), 1);
    await new AppClient(t.url).post('/app/sign-in', { email: 'leaver@acme.test' });
    assert.equal(await countLinks(member.body.id), 1);
  });

  test('the operator removing a member ends their sessions too', async () => {
    const member = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'gone@acme.test',
      name: 'Gone',
    });
    const client = new AppClient(t.url);
    await signIn(t, client, 'gone@acme.test');
    assert.equal(
      (await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/members/${member.body.id}`)).status,
      204,
    );
    assert.equal((await client.get('/app/requests')).status, 303);
  });

  test('the application is not part of the public OpenAPI document', async () => {
    const doc = await request(t.url, 'GET', '/api/v1/openapi.json');
    assert.equal(doc.status, 200);
    assert.deepEqual(
      Object.keys(doc.body.paths).filter((p) => p.startsWith('/app')),
      [],
    );
  });

  test('an owner re-sends a pending invitation: a fresh link, the earlier one no longer works; 303 each time', async () => {
    const owner = new AppClient(t.url);
    await signIn(t, owner, OWNER);
    await owner.get('/app/members');
    assert.equal(
      (await owner.post('/app/members', { name: 'Pia Pending', email: 'pia@acme.test', role: 'member' }))
        .status,
      303,
    );
    const first = await memberLinkFor(t, 'pia@acme.test', 'member_invitation');
    const { rows } = await t.services.db.query<{ id: string }>(
      `SELECT id FROM members WHERE email = 'pia@acme.test'`,
    );
    const piaId = rows[0].id;
    const page = await owner.get('/app/members');
    assert.match(page.text, new RegExp(`action="/app/members/${piaId}/resend"`));
    assert.match(page.text, /aria-label="Re-send the invitation to Pia Pending">Re-send invitation</);
    const resent = await owner.post(`/app/members/${piaId}/resend`);
    assert.equal(resent.status, 303);
    assert.equal(resent.location, '/app/members?notice=resent');
    assert.match((await owner.get(resent.location!)).text, /The invitation was sent again/);
    assert.equal(await countLinks(piaId), 2);
    const second = await memberLinkFor(t, 'pia@acme.test', 'member_invitation');
    assert.ok(first && second && first !== second);
    assert.equal((await new AppClient(t.url).get(pathOf(first))).status, 410, 'the earlier link is dead');
    assert.deepEqual((await auditActions('member.invitation_resent')).at(-1), {
      memberId: piaId,
      email: 'pia@acme.test',
    });

    // Once they have joined there is nothing to re-send.
    const pia = new AppClient(t.url);
    assert.equal((await pia.post(pathOf(second))).status, 303);
    assert.doesNotMatch((await owner.get('/app/members')).text, new RegExp(`/app/members/${piaId}/resend`));
    assert.equal((await owner.post(`/app/members/${piaId}/resend`)).status, 303);
    assert.equal(await countLinks(piaId), 2, 'no invitation to a member who has signed in');

    // Members cannot re-send.
    await pia.get('/app/members');
    assert.equal((await pia.post(`/app/members/${piaId}/resend`)).status, 404);
  });

  test("an owner changes another member's role (303, audited); not their own, and members cannot", async () => {
    const added = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'rory@acme.test',
      name: 'Rory Role',
    });
    const roryId = added.body.id;
    const owner = new AppClient(t.url);
    await signIn(t, owner, OWNER);
    const page = await owner.get('/app/members');
    assert.match(
      page.text,
      new RegExp(`<label class="visually-hidden" for="role-${roryId}">Role of <bdi>Rory Role</bdi></label>`),
    );
    const changed = await owner.post(`/app/members/${roryId}/role`, { role: 'owner' });
    assert.equal(changed.status, 303);
    assert.equal(changed.location, '/app/members?notice=role');
    assert.match((await owner.get(changed.location!)).text, /The role is changed/);
    const role = async (id: string) =>
      (await t.services.db.query<{ role: string }>('SELECT role FROM members WHERE id = $1', [id])).rows[0]
        .role;
    assert.equal(await role(roryId), 'owner');
    assert.deepEqual((await auditActions('member.role_changed')).at(-1), {
      memberId: roryId,
      from: 'member',
      to: 'owner',
    });
    assert.equal((await owner.post(`/app/members/${roryId}/role`, { role: 'admin' })).status, 400);
    assert.equal((await owner.post(`/app/members/${tenant.memberId}/role`, { role: 'member' })).status, 404);
    assert.equal(await role(tenant.memberId), 'owner');

    assert.equal((await owner.post(`/app/members/${roryId}/role`, { role: 'member' })).status, 303);
    const rory = new AppClient(t.url);
    await signIn(t, rory, 'rory@acme.test');
    await rory.get('/app/members');
    assert.equal((await rory.post(`/app/members/${tenant.memberId}/role`, { role: 'member' })).status, 404);
    assert.equal(await role(tenant.memberId), 'owner');
  });

  test('an owner cannot remove themselves', async () => {
    const owner = new AppClient(t.url);
    await signIn(t, owner, OWNER);
    assert.equal((await owner.get(`/app/members/${tenant.memberId}/remove`)).status, 404);
  });
});
