// Auto-join only by a proven domain (issue 31 item 2): a domain an owner names is pending until its
// TXT record is found (through a loopback DNS server, DNS_SERVERS) or the operator confirms it for a
// workspace one of whose owners has an address there; public mail domains and a domain another
// workspace has proven are refused; a person who joined is told which workspace they joined.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { AppClient, signIn } from './app-support.ts';
import { startTestDns, type TestDns } from './dns-support.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { ssoCallbackFor, startTestProvider, type TestProvider } from './oidc-support.ts';

let t: TestApp;
let op: TestProvider;
let dns: TestDns;
let acme: Tenant;

before(async () => {
  op = await startTestProvider();
  dns = await startTestDns();
  t = await startTestApp({ ...op.env, DNS_SERVERS: dns.server });
  op.configure(t.url);
  acme = await createTenant(t);
});
after(async () => {
  await t?.close();
  await op?.close();
  await dns?.close();
});

async function ownerOf(name: string, email: string) {
  const ws = await t.admin('POST', '/workspaces', { name, plan: 'professional' });
  assert.equal(ws.status, 201);
  const owner = await t.admin('POST', `/workspaces/${ws.body.id}/members`, {
    email,
    name: 'Boss',
    role: 'owner',
  });
  assert.equal(owner.status, 201, JSON.stringify(owner.body));
  const client = new AppClient(t.url);
  await signIn(t, client, email);
  return { workspaceId: ws.body.id as string, client };
}

async function setDomain(client: AppClient, joinDomain: string) {
  await client.get('/app/settings');
  return client.post('/app/settings/sso', { joinDomain });
}

const domainRow = async (workspaceId: string) =>
  (
    await t.services.db.query<{ domain: string | null; verified: boolean }>(
      `SELECT sso_join_domain AS domain, sso_join_domain_verified_at IS NOT NULL AS verified
         FROM workspaces WHERE id = $1`,
      [workspaceId],
    )
  ).rows[0];

const membersAt = async (workspaceId: string, email: string) =>
  (
    await t.services.db.query(`SELECT 1 FROM members WHERE workspace_id = $1 AND lower(email) = lower($2)`, [
      workspaceId,
      email,
    ])
  ).rows.length;

describe('a domain is proven before anyone joins by it', () => {
  test('pending until its TXT record is found; then a newcomer joins and is told which workspace', async () => {
    const owner = new AppClient(t.url);
    await signIn(t, owner, 'owner@acme.test');
    assert.equal((await setDomain(owner, 'acme.test')).status, 303);
    assert.deepEqual(await domainRow(acme.workspaceId), { domain: 'acme.test', verified: false });
    const settings = await owner.get('/app/settings');
    const record = /countersign-verification=[\w-]+/.exec(settings.text)?.[0];
    assert.ok(record, 'the settings page shows the TXT record to publish');
    assert.match(settings.text, /_countersign\.acme\.test/);

    op.accounts.set('kim', { email: 'kim@acme.test', email_verified: true, name: 'Kim' });
    const early = new AppClient(t.url);
    assert.equal((await early.get(await ssoCallbackFor(op, t.url, early, 'kim'))).status, 403);
    assert.equal(await membersAt(acme.workspaceId, 'kim@acme.test'), 0);

    // Not there yet: the owner is told so.
    await owner.get('/app/settings');
    const missing = await owner.post('/app/settings/sso/verify');
    assert.equal(missing.status, 400, missing.text);
    assert.match(missing.text, /No TXT record/);
    dns.records.set('_countersign.acme.test', ['v=spf1 -all', record]);
    await owner.get('/app/settings');
    assert.equal((await owner.post('/app/settings/sso/verify')).status, 303);
    assert.deepEqual(await domainRow(acme.workspaceId), { domain: 'acme.test', verified: true });
    const audit = await t.services.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE workspace_id = $1 AND action = 'workspace.sso_domain_verified'`,
      [acme.workspaceId],
    );
    assert.deepEqual(audit.rows[0]?.details, { domain: 'acme.test', method: 'dns' });

    const kim = new AppClient(t.url);
    const joined = await kim.get(await ssoCallbackFor(op, t.url, kim, 'kim'));
    assert.equal(joined.status, 303, joined.text);
    assert.equal(joined.location, '/app/requests?notice=sso-joined');
    const first = await kim.get(joined.location);
    assert.match(first.text, /You joined Acme through single sign-on/);
    assert.equal(await membersAt(acme.workspaceId, 'kim@acme.test'), 1);
  });

  test('a public mail domain is refused, and so is a domain another workspace has proven', async () => {
    const beta = await ownerOf('Beta', 'boss@beta.test');
    const gmail = await setDomain(beta.client, 'gmail.com');
    assert.equal(gmail.status, 400);
    assert.match(gmail.text, /public e-mail domain/);
    const taken = await setDomain(beta.client, 'acme.test');
    assert.equal(taken.status, 400);
    assert.match(taken.text, /Another workspace has already proven this domain/);
    assert.deepEqual(await domainRow(beta.workspaceId), { domain: null, verified: false });
    // Acme's people do not join Beta, whatever Beta's row says.
    await t.services.db.query(`UPDATE workspaces SET sso_join_domain = 'acme.test' WHERE id = $1`, [
      beta.workspaceId,
    ]);
    op.accounts.set('ann', { email: 'ann@acme.test', email_verified: true, name: 'Ann' });
    const ann = new AppClient(t.url);
    assert.equal((await ann.get(await ssoCallbackFor(op, t.url, ann, 'ann'))).status, 303);
    assert.equal(await membersAt(beta.workspaceId, 'ann@acme.test'), 0);
    await assert.rejects(
      t.services.db.query(
        `UPDATE workspaces SET sso_join_domain_verified_at = now(), sso_join_domain_verified_by = 'dns' WHERE id = $1`,
        [beta.workspaceId],
      ),
      'a unique index keeps one verified workspace per domain',
    );
  });
});

describe('the operator confirms a domain', () => {
  test('only the pending domain of a workspace one of whose owners has an address there', async () => {
    const gamma = await ownerOf('Gamma', 'g@gamma.test');
    assert.equal((await setDomain(gamma.client, 'gamma.test')).status, 303);
    const delta = await ownerOf('Delta', 'd@delta.test');
    assert.equal((await setDomain(delta.client, 'elsewhere.test')).status, 303);

    const refused = await t.admin('POST', `/workspaces/${delta.workspaceId}/sso-domain/confirm`, {
      domain: 'elsewhere.test',
    });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'domain_not_confirmable');
    const wrong = await t.admin('POST', `/workspaces/${gamma.workspaceId}/sso-domain/confirm`, {
      domain: 'other.test',
    });
    assert.equal(wrong.status, 409);
    const confirmed = await t.admin('POST', `/workspaces/${gamma.workspaceId}/sso-domain/confirm`, {
      domain: 'Gamma.test',
    });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.domain, 'gamma.test');
    assert.equal(confirmed.body.state, 'verified');
    assert.equal(confirmed.body.verifiedBy, 'operator');
    assert.deepEqual(await domainRow(gamma.workspaceId), { domain: 'gamma.test', verified: true });
    // Naming another domain starts again from pending.
    assert.equal((await setDomain(gamma.client, 'gamma2.test')).status, 303);
    assert.deepEqual(await domainRow(gamma.workspaceId), { domain: 'gamma2.test', verified: false });
  });
});

test('DNS_SERVERS is validated at boot', () => {
  assert.throws(() => loadConfig({ DNS_SERVERS: 'not-an-address' }), ConfigError);
  assert.deepEqual(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, ::1' }).dnsServers, ['127.0.0.1:5353', '::1']);
});
