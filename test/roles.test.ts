// Roles (issue 25 item 5): a plain member manages the requests and templates they created and sees
// the workspace's; owners manage all. Enforced in the application (buttons hidden, posts 403) and in
// the API operations the spec does not define (void, template publish and archive; a key acts as its
// member), while the spec's own operations (list, poll, remind) stay workspace-wide.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AppClient, signIn } from './app-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { NDA, publishedTemplate, SUBMISSIONS, send, sendBody } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
/** A plain member of the tenant's workspace, with a key of her own. */
let pia: { memberId: string; apiKey: string };
let templateId: string;

const api = (key: string, method: string, path: string, body?: unknown) =>
  request(t.url, method, path, { token: key, body });
const sent = async (key: string) => {
  const reply = await send(t.url, key, sendBody(templateId));
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body.id as string;
};
const draftOf = async (key: string, name: string) => {
  const created = await api(key, 'POST', '/api/v1/templates', { ...NDA, name });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id as string;
};

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
  const member = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
    email: 'pia@acme.test',
    name: 'Pia Member',
  });
  assert.equal(member.body.role, 'member');
  const key = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
    memberId: member.body.id,
  });
  pia = { memberId: member.body.id, apiKey: key.body.key };
  templateId = await publishedTemplate(t.url, tenant.apiKey);
});
after(async () => {
  await t?.close();
});

describe('in the API, a key acts as its member', () => {
  test("a plain member's key cannot void a request another member sent: 403 not_permitted", async () => {
    const owners = await sent(tenant.apiKey);
    const refused = await api(pia.apiKey, 'POST', `${SUBMISSIONS}/${owners}/void`, { reason: 'mine now' });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'not_permitted');
    const still = await api(tenant.apiKey, 'GET', `${SUBMISSIONS}/${owners}`);
    assert.equal(still.body.status, 'pending');
  });

  test('a plain member voids their own requests; an owner voids anyone’s', async () => {
    const hers = await sent(pia.apiKey);
    assert.equal((await api(pia.apiKey, 'POST', `${SUBMISSIONS}/${hers}/void`, {})).body.status, 'voided');
    const another = await sent(pia.apiKey);
    const byOwner = await api(tenant.apiKey, 'POST', `${SUBMISSIONS}/${another}/void`, {});
    assert.equal(byOwner.status, 200);
    assert.equal(byOwner.body.status, 'voided');
  });

  test("a plain member's key cannot erase another's ended request; an owner's can", async () => {
    const owners = await sent(tenant.apiKey);
    await api(tenant.apiKey, 'POST', `${SUBMISSIONS}/${owners}/void`, {});
    const refused = await api(pia.apiKey, 'DELETE', `${SUBMISSIONS}/${owners}`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'not_permitted');
    assert.equal((await api(tenant.apiKey, 'DELETE', `${SUBMISSIONS}/${owners}`)).status, 204);
  });

  test("the spec's own operations stay workspace-wide: list, poll and remind another's request", async () => {
    const owners = await sent(tenant.apiKey);
    const polled = await api(pia.apiKey, 'GET', `${SUBMISSIONS}/${owners}`);
    assert.equal(polled.status, 200);
    const listed = await api(pia.apiKey, 'GET', `${SUBMISSIONS}?limit=100`);
    assert.equal(listed.status, 200);
    assert.ok(JSON.stringify(listed.body).includes(owners));
    const reminded = await api(pia.apiKey, 'POST', `${SUBMISSIONS}/${owners}/remind`);
    assert.equal(reminded.status, 200, JSON.stringify(reminded.body));
  });

  test("a plain member's key publishes and archives only the templates that member created", async () => {
    const owners = await draftOf(tenant.apiKey, 'Owner draft');
    for (const verb of ['publish', 'archive']) {
      const refused = await api(pia.apiKey, 'POST', `/api/v1/templates/${owners}/${verb}`);
      assert.equal(refused.status, 403, verb);
      assert.equal(refused.body.code, 'not_permitted');
    }
    assert.equal((await api(pia.apiKey, 'GET', `/api/v1/templates/${owners}`)).body.status, 'draft');
    const hers = await draftOf(pia.apiKey, 'Pia draft');
    assert.equal(
      (await api(pia.apiKey, 'POST', `/api/v1/templates/${hers}/publish`)).body.status,
      'published',
    );
    const archivedByOwner = await api(tenant.apiKey, 'POST', `/api/v1/templates/${hers}/archive`);
    assert.equal(archivedByOwner.body.status, 'archived');
    const mine = await draftOf(pia.apiKey, 'Pia second');
    assert.equal(
      (await api(pia.apiKey, 'POST', `/api/v1/templates/${mine}/archive`)).body.status,
      'archived',
    );
  });

  test('a template with no recorded creator (before migration 0034) is owner-managed', async () => {
    const old = await draftOf(pia.apiKey, 'Older');
    await t.services.db.query('UPDATE templates SET created_by = NULL WHERE id = $1', [old]);
    assert.equal((await api(pia.apiKey, 'POST', `/api/v1/templates/${old}/archive`)).status, 403);
    assert.equal((await api(tenant.apiKey, 'POST', `/api/v1/templates/${old}/archive`)).status, 200);
  });
});

describe('in the application', () => {
  let member: AppClient;
  let owner: AppClient;
  before(async () => {
    member = new AppClient(t.url);
    await signIn(t, member, 'pia@acme.test');
    owner = new AppClient(t.url);
    await signIn(t, owner, 'owner@acme.test');
  });

  test("a member sees another's request without Void, and its void page and post answer 403", async () => {
    const owners = await sent(tenant.apiKey);
    const shown = await member.get(`/app/requests/${owners}`);
    assert.equal(shown.status, 200);
    assert.doesNotMatch(shown.text, new RegExp(`/app/requests/${owners}/void`));
    assert.equal((await member.get(`/app/requests/${owners}/void`)).status, 403);
    const posted = await member.post(`/app/requests/${owners}/void`, { reason: 'no' });
    assert.equal(posted.status, 403);
    assert.match(posted.text, /Only the member who created this, or an owner/);
    assert.equal((await api(tenant.apiKey, 'GET', `${SUBMISSIONS}/${owners}`)).body.status, 'pending');
    // The owner sees and uses Void on it.
    const ownerView = await owner.get(`/app/requests/${owners}`);
    assert.match(ownerView.text, new RegExp(`/app/requests/${owners}/void`));
  });

  test('a member voids their own request from its page', async () => {
    const hers = await sent(pia.apiKey);
    const shown = await member.get(`/app/requests/${hers}`);
    assert.match(shown.text, new RegExp(`/app/requests/${hers}/void`));
    await member.get(`/app/requests/${hers}/void`);
    const voided = await member.post(`/app/requests/${hers}/void`, { reason: 'sent too soon' });
    assert.equal(voided.status, 303, voided.text);
    assert.equal((await api(pia.apiKey, 'GET', `${SUBMISSIONS}/${hers}`)).body.status, 'voided');
  });

  test("another's template shows no Edit, Publish or Archive to a member, and its posts answer 403", async () => {
    const owners = await draftOf(tenant.apiKey, 'Owner only draft');
    const list = await member.get('/app/templates');
    assert.equal(list.status, 200);
    assert.doesNotMatch(list.text, new RegExp(`/app/templates/${owners}/(edit|publish|archive)`));
    assert.match(list.text, new RegExp(`/app/templates/${owners}/preview`), 'the template is still seen');
    assert.equal((await member.get(`/app/templates/${owners}/edit`)).status, 403);
    for (const verb of ['publish', 'archive']) {
      const posted = await member.post(`/app/templates/${owners}/${verb}`, { confirmed: 'yes' });
      assert.equal(posted.status, 403, verb);
    }
    assert.equal((await api(tenant.apiKey, 'GET', `/api/v1/templates/${owners}`)).body.status, 'draft');
    const ownerList = await owner.get('/app/templates');
    assert.match(ownerList.text, new RegExp(`/app/templates/${owners}/archive`));
  });

  test('a member archives their own template, and a duplicate of any template is theirs', async () => {
    const owners = await draftOf(tenant.apiKey, 'To copy');
    await member.get('/app/templates');
    const copied = await member.post(`/app/templates/${owners}/duplicate`);
    assert.equal(copied.status, 303, copied.text);
    const { rows } = await t.services.db.query<{ id: string; created_by: string }>(
      `SELECT id, created_by FROM templates WHERE workspace_id = $1 AND name LIKE '%To copy%' AND id <> $2`,
      [tenant.workspaceId, owners],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].created_by, pia.memberId);
    await member.get(`/app/templates/${rows[0].id}/archive`);
    const archived = await member.post(`/app/templates/${rows[0].id}/archive`, { confirmed: 'yes' });
    assert.equal(archived.status, 303, archived.text);
    assert.equal((await api(pia.apiKey, 'GET', `/api/v1/templates/${rows[0].id}`)).body.status, 'archived');
  });
});
