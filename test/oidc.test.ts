// Single sign-on with OpenID Connect (issue 25 item 2) against a real OpenID Provider (oidc-provider)
// on loopback: a verified address of an active member signs in (one workspace: at once; several: a
// chooser), and each refusal is a page in the reader's language, never a 5xx: a wrong nonce, a
// replayed code, an unverified or unknown address, an expired ID token (the service clock moved past
// it, so the library's own expiry check refuses it). A workspace that requires single sign-on refuses
// e-mailed links (and passkeys, which share the sign-in path); an allowed domain joins as a member.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedIn } from '../src/members/sign-in.ts';
import { SsoRequiredError } from '../src/members/sso-policy.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { AppClient, memberLinkFor, pathOf, signIn } from './app-support.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { providerLogin, startTestProvider, type TestProvider } from './oidc-support.ts';

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

const sessionCookie = (client: AppClient) => client.cookies.get('cs_session');

/** Starts at the app, goes through the provider as `accountId`, and returns the app's answer. */
async function ssoSignIn(client: AppClient, accountId: string, beforeCallback?: () => Promise<void>) {
  const start = await client.get('/app/sign-in/oidc');
  assert.equal(start.status, 303, start.text);
  assert.ok(start.location?.startsWith(op.issuer), start.location ?? '');
  const authorization = new URL(start.location!);
  assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorization.searchParams.get('state'));
  assert.ok(authorization.searchParams.get('nonce'));
  const callback = await providerLogin(op, start.location!, accountId);
  assert.ok(callback.startsWith(`${t.url}/app/sign-in/oidc/callback?`), callback);
  await beforeCallback?.();
  const url = new URL(callback);
  return { page: await client.get(`${url.pathname}${url.search}`), callback: `${url.pathname}${url.search}` };
}

async function addMember(workspaceId: string, email: string, name = 'Someone') {
  const member = await t.admin('POST', `/workspaces/${workspaceId}/members`, { email, name });
  assert.equal(member.status, 201, JSON.stringify(member.body));
  return member.body.id as string;
}

describe('configuration', () => {
  test('the four OIDC variables are set together or not at all, and the issuer is https (or localhost)', () => {
    assert.equal(loadConfig({}).oidc, undefined);
    assert.throws(
      () => loadConfig({ OIDC_ISSUER: 'https://id.example.com' }),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.equal(e.variable, 'OIDC_CLIENT_ID');
        return true;
      },
    );
    const all = { OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's', OIDC_NAME: 'Acme ID' };
    assert.throws(
      () => loadConfig({ ...all, OIDC_ISSUER: 'http://id.example.com' }),
      /OIDC_ISSUER must use https/,
    );
    assert.deepEqual(loadConfig({ ...all, OIDC_ISSUER: 'https://id.example.com' }).oidc, {
      issuer: 'https://id.example.com',
      clientId: 'c',
      clientSecret: 's',
      name: 'Acme ID',
    });
  });
});

describe('signing in with the identity provider', () => {
  test('the sign-in page offers "Continue with Acme ID"', async () => {
    const page = await new AppClient(t.url).get('/app/sign-in');
    assert.match(
      page.text,
      /<a class="button-link secondary" href="\/app\/sign-in\/oidc">Continue with Acme ID<\/a>/,
    );
  });

  test('a verified address of one active member signs in to its workspace (case ignored)', async () => {
    op.accounts.set('owner', { email: 'Owner@ACME.test', email_verified: true, name: 'Owner' });
    const client = new AppClient(t.url);
    const { page } = await ssoSignIn(client, 'owner');
    assert.equal(page.status, 303, page.text);
    assert.equal(page.location, '/app/requests');
    assert.ok(sessionCookie(client));
    const requests = await client.get('/app/requests');
    assert.equal(requests.status, 200);
    assert.match(requests.text, /Acme/);
    const { rows } = await t.services.db.query<{ method: string; member_id: string }>(
      'SELECT method, member_id FROM member_sessions ORDER BY created_at DESC, id DESC LIMIT 1',
    );
    assert.deepEqual(rows[0], { method: 'oidc', member_id: tenant.memberId });
  });

  test('an address in two workspaces gets a chooser, and signs in to the one chosen', async () => {
    const second = await t.admin('POST', '/workspaces', { name: 'Beta Holdings', plan: 'professional' });
    const memberId = await addMember(second.body.id, 'both@multi.test', 'Both');
    await addMember(tenant.workspaceId, 'both@multi.test', 'Both');
    op.accounts.set('both', { email: 'both@multi.test', email_verified: true });
    const client = new AppClient(t.url);
    const { page } = await ssoSignIn(client, 'both');
    assert.equal(page.status, 303);
    assert.equal(page.location, '/app/sign-in/oidc/choose');
    assert.equal(sessionCookie(client), undefined);
    const chooser = await client.get('/app/sign-in/oidc/choose');
    assert.equal(chooser.status, 200);
    assert.match(chooser.text, /Choose a workspace/);
    assert.match(chooser.text, /Open Acme/);
    assert.match(chooser.text, /Open Beta Holdings/);
    // Another browser cannot use this choice: it is bound to the cookie.
    const stranger = await new AppClient(t.url).post('/app/sign-in/oidc/choose', {
      workspaceId: second.body.id,
    });
    assert.equal(stranger.status, 400);
    const chosen = await client.post('/app/sign-in/oidc/choose', { workspaceId: second.body.id });
    assert.equal(chosen.status, 303, chosen.text);
    assert.equal(chosen.location, '/app/requests');
    const { rows } = await t.services.db.query<{ member_id: string }>(
      `SELECT member_id FROM member_sessions WHERE method = 'oidc' ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    assert.equal(rows[0].member_id, memberId);
    assert.match((await client.get('/app/requests')).text, /Beta Holdings/);
    // The choice is spent.
    assert.equal(
      (await client.post('/app/sign-in/oidc/choose', { workspaceId: tenant.workspaceId })).status,
      400,
    );
  });
});

describe('refusals: a clear page, never a 5xx, and no session', () => {
  test('a wrong nonce (the ID token does not carry the one this attempt expects) is refused', async () => {
    op.accounts.set('owner', { email: 'owner@acme.test', email_verified: true });
    const client = new AppClient(t.url);
    const { page } = await ssoSignIn(client, 'owner', async () => {
      await t.services.db.query(
        `UPDATE oidc_sign_ins SET nonce = 'not-the-nonce-that-was-sent' WHERE used_at IS NULL`,
      );
    });
    assert.equal(page.status, 400);
    assert.match(page.text, /could not be verified/);
    assert.equal(sessionCookie(client), undefined);
  });

  test('a replayed callback is refused: by the attempt (used once) and by the provider (the code)', async () => {
    op.accounts.set('owner', { email: 'owner@acme.test', email_verified: true });
    const client = new AppClient(t.url);
    let binding = '';
    const { page, callback } = await ssoSignIn(client, 'owner', async () => {
      binding = client.cookies.get('cs_oidc') ?? '';
    });
    assert.equal(page.status, 303);
    assert.ok(binding);
    // The same browser state (the attempt's cookie) and the same answer from the provider, again.
    const attacker = new AppClient(t.url);
    attacker.cookies.set('cs_oidc', binding);
    const again = await attacker.get(callback);
    assert.equal(again.status, 400);
    assert.match(again.text, /expired or was finished already/);
    // Even with the attempt made usable again, the provider refuses a code used once.
    const sessions = async () =>
      (await t.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_sessions')).rows[0].n;
    const before = await sessions();
    await t.services.db.query('UPDATE oidc_sign_ins SET used_at = NULL WHERE state = $1', [
      new URL(callback, t.url).searchParams.get('state'),
    ]);
    attacker.cookies.set('cs_oidc', binding); // the refusal cleared it
    const replayed = await attacker.get(callback);
    assert.equal(replayed.status, 400, replayed.text);
    assert.match(replayed.text, /could not be verified/);
    assert.equal(await sessions(), before);
    assert.equal(sessionCookie(attacker), undefined);
  });

  test('an unverified address is refused', async () => {
    op.accounts.set('unverified', { email: 'owner@acme.test', email_verified: false });
    const client = new AppClient(t.url);
    const { page } = await ssoSignIn(client, 'unverified');
    assert.equal(page.status, 403);
    assert.match(page.text, /has not verified your e-mail address/);
    assert.equal(sessionCookie(client), undefined);
  });

  test('an address no member has is refused, in the reader’s language', async () => {
    op.accounts.set('stranger', { email: 'stranger@elsewhere.test', email_verified: true });
    const client = new AppClient(t.url, { 'accept-language': 'de' });
    const { page } = await ssoSignIn(client, 'stranger');
    assert.equal(page.status, 403);
    assert.match(page.text, /Kein Arbeitsbereich hier hat ein Mitglied/);
    assert.equal(sessionCookie(client), undefined);
  });

  test('an expired ID token is refused by the library’s expiry check', async () => {
    op.accounts.set('owner', { email: 'owner@acme.test', email_verified: true });
    const client = new AppClient(t.url);
    try {
      const { page } = await ssoSignIn(client, 'owner', async () => {
        // Two hours later by the service clock (the provider's ID tokens live one): only the token's
        // expiry is past; the attempt itself is kept alive so that its own expiry is not what refuses.
        await t.services.db.query(`UPDATE oidc_sign_ins SET expires_at = expires_at + interval '1 day'`);
        await t.services.clock.advance(2 * 3600);
      });
      assert.equal(page.status, 400, page.text);
      assert.match(page.text, /could not be verified/);
      assert.equal(sessionCookie(client), undefined);
    } finally {
      await t.services.clock.advance(-2 * 3600);
    }
  });

  test('a callback without a started attempt, or with an error from the provider, is refused', async () => {
    const bare = await new AppClient(t.url).get('/app/sign-in/oidc/callback?code=x&state=y');
    assert.equal(bare.status, 400);
    const client = new AppClient(t.url);
    const start = await client.get('/app/sign-in/oidc');
    const state = new URL(start.location!).searchParams.get('state');
    const denied = await client.get(`/app/sign-in/oidc/callback?error=access_denied&state=${state}`);
    assert.equal(denied.status, 400);
    assert.match(denied.text, /did not sign you in/);
  });
});

describe('workspace rules', () => {
  test('a workspace that requires single sign-on refuses e-mailed links, saying why', async () => {
    const ws = await t.admin('POST', '/workspaces', { name: 'Strict Co', plan: 'professional' });
    const memberId = await addMember(ws.body.id, 'strict@strict.test', 'Strict');
    await t.services.db.query('UPDATE workspaces SET sso_required = true WHERE id = $1', [ws.body.id]);
    const client = new AppClient(t.url);
    await client.get('/app/sign-in');
    assert.equal((await client.post('/app/sign-in', { email: 'strict@strict.test' })).status, 200);
    const link = await waitForLink('strict@strict.test');
    const opened = await client.get(pathOf(link));
    assert.equal(opened.status, 403);
    assert.match(opened.text, /Strict Co requires single sign-on: sign in with Acme ID/);
    const used = await client.post(pathOf(link));
    assert.equal(used.status, 403);
    assert.match(used.text, /requires single sign-on/);
    assert.equal(sessionCookie(client), undefined);
    // Passkeys end in the same sign-in step, which refuses them alike (the browser test shows the page).
    await assert.rejects(
      t.services.db.transaction((tx) =>
        signedIn(
          tx,
          t.services.clock,
          { idleDays: 7, absoluteDays: 30 },
          { workspaceId: ws.body.id, memberId },
          {
            ip: '127.0.0.1',
            userAgent: null,
          },
          { method: 'passkey' },
        ),
      ),
      SsoRequiredError,
    );
    // Single sign-on itself still works there.
    op.accounts.set('strict', { email: 'strict@strict.test', email_verified: true });
    const sso = new AppClient(t.url);
    const { page } = await ssoSignIn(sso, 'strict');
    assert.equal(page.status, 303, page.text);
    assert.ok(sessionCookie(sso));
  });

  test('an allowed domain joins as a plain member on first sign-in; a removed member does not come back', async () => {
    const ws = await t.admin('POST', '/workspaces', { name: 'Joinable', plan: 'professional' });
    await addMember(ws.body.id, 'boss@join.test', 'Boss');
    const removedId = await addMember(ws.body.id, 'gone@join.test', 'Gone');
    await t.admin('DELETE', `/workspaces/${ws.body.id}/members/${removedId}`);
    // Named and proven (a TXT record or the operator: oidc-domains.test.ts).
    await t.services.db.query(
      `UPDATE workspaces SET sso_join_domain = 'join.test', sso_join_domain_token = 'test-token',
              sso_join_domain_verified_at = now(), sso_join_domain_verified_by = 'dns' WHERE id = $1`,
      [ws.body.id],
    );

    op.accounts.set('newcomer', { email: 'New.Comer@Join.test', email_verified: true, name: 'New Comer' });
    const client = new AppClient(t.url);
    const { page } = await ssoSignIn(client, 'newcomer');
    assert.equal(page.status, 303, page.text);
    const { rows } = await t.services.db.query<{ role: string; status: string; name: string }>(
      `SELECT role, status, name FROM members WHERE workspace_id = $1 AND lower(email) = 'new.comer@join.test'`,
      [ws.body.id],
    );
    assert.deepEqual(rows, [{ role: 'member', status: 'active', name: 'New Comer' }]);

    op.accounts.set('gone', { email: 'gone@join.test', email_verified: true });
    const gone = await ssoSignIn(new AppClient(t.url), 'gone');
    assert.equal(gone.page.status, 403);
    op.accounts.set('other', { email: 'someone@other.test', email_verified: true });
    assert.equal((await ssoSignIn(new AppClient(t.url), 'other')).page.status, 403);
  });
});

describe('the settings page', () => {
  test('an owner sets the rules (audited); a member may not; a malformed domain is refused', async () => {
    await addMember(tenant.workspaceId, 'mo@acme.test', 'Mo Member');
    const member = new AppClient(t.url);
    await signIn(t, member, 'mo@acme.test');
    await member.get('/app/requests');
    assert.equal((await member.post('/app/settings/sso', { required: 'on' })).status, 403);

    const owner = new AppClient(t.url);
    await signIn(t, owner, 'owner@acme.test');
    await owner.get('/app/requests');
    const bad = await owner.post('/app/settings/sso', { joinDomain: 'not a domain' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Enter a domain name, such as example\.com\./);
    const saved = await owner.post('/app/settings/sso', { required: 'on', joinDomain: '@Acme.TEST' });
    assert.equal(saved.status, 303, saved.text);
    const rules = async () =>
      (
        await t.services.db.query<{ sso_required: boolean; sso_join_domain: string | null }>(
          'SELECT sso_required, sso_join_domain FROM workspaces WHERE id = $1',
          [tenant.workspaceId],
        )
      ).rows[0];
    assert.deepEqual(await rules(), { sso_required: true, sso_join_domain: 'acme.test' });
    const { rows } = await t.services.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE workspace_id = $1 AND action = 'workspace.sso_changed'`,
      [tenant.workspaceId],
    );
    // Both link sessions (the member's and the owner's own) ended with the change.
    assert.deepEqual(rows.at(-1)?.details, { required: true, joinDomain: 'acme.test', sessionsEnded: 2 });
    assert.equal((await owner.get('/app/requests')).status, 303);
    op.accounts.set('owner', { email: 'owner@acme.test', email_verified: true });
    assert.equal((await ssoSignIn(owner, 'owner')).page.status, 303);
    await owner.get('/app/settings');
    assert.equal((await owner.post('/app/settings/sso', { joinDomain: '' })).status, 303);
    assert.deepEqual(await rules(), { sso_required: false, sso_join_domain: null });
  });
});

async function waitForLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = await memberLinkFor(t, email);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no sign-in link for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
