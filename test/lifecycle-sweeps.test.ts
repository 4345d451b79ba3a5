// What the lifecycle sweep forgets by itself, and the operator's erasures (issue 21 items 4–7): retention
// erases ended requests once their workspace's days have passed (the test clock moves time), an
// erasure request for one person erases every ended request they sign and lists those in flight,
// delivered e-mails and ended sessions keep their personal parts for OPERATIONAL_DATA_DAYS only, a
// removed member is erased once nothing in flight refers to them, and a workspace's deletion leaves
// nothing of it but tombstones.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { lifecycleSweep } from '../src/lifecycle/sweep.ts';
import { startSession } from '../src/members/sessions.ts';
import { startWorker, type Worker } from '../src/worker.ts';
import {
  declineAsPerson,
  distinctivePerson,
  needlesOf,
  PROBE_TEMPLATE,
  searchDatabase,
  sendToPerson,
  signAsPerson,
} from './erasure-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, waitFor } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

const SUBMISSIONS = '/api/v1/esign/submissions';
const DAY = 86_400;
let t: TestApp;
let worker: Worker;

before(async () => {
  t = await startTestApp({ TRUST_PROXY: '1', TEST_CLOCK: '1', OPERATIONAL_DATA_DAYS: '30' });
  worker = startWorker(t.services, { pollMs: 20 });
});
after(async () => {
  await worker?.stop();
  await t?.close();
});

let templates = 0;
async function tenantWithTemplate(): Promise<Tenant & { templateId: string; templateName: string }> {
  const tenant = await createTenant(t, 'enterprise');
  const templateName = `Probe agreement ${process.pid}-${++templates}`;
  return {
    ...tenant,
    templateName,
    templateId: await publishedTemplate(t.url, tenant.apiKey, { ...PROBE_TEMPLATE, name: templateName }),
  };
}

const advance = (seconds: number) => t.admin('POST', '/clock', { advanceSeconds: seconds });
const poll = (tenant: Tenant, id: string) =>
  request(t.url, 'GET', `${SUBMISSIONS}/${id}`, { token: tenant.apiKey });
const settled = () =>
  waitFor(async () => {
    const { rows } = await t.services.db.query(`SELECT 1 FROM outbox_messages WHERE status = 'pending'`);
    return rows.length === 0;
  }, 'the outbox to be delivered');

describe('retention', () => {
  test('the operator sets it (1–3650 days, or null), and a bad value is a 400 that says why', async () => {
    const tenant = await tenantWithTemplate();
    const set = await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: 90 });
    assert.equal(set.status, 200);
    assert.equal(set.body.retentionDays, 90);
    assert.equal((await t.admin('GET', `/workspaces/${tenant.workspaceId}`)).body.retentionDays, 90);
    for (const bad of [0, 3651, 1.5, '30']) {
      const refused = await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: bad });
      assert.equal(refused.status, 400, String(bad));
      assert.match(refused.body.message, /retentionDays/);
    }
    const cleared = await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: null });
    assert.equal(cleared.body.retentionDays, null);
    const renamed = await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { name: 'Renamed' });
    assert.equal(renamed.body.retentionDays, null, 'a patch without it leaves it as it was');
  });

  test('the sweep erases ended requests once their days have passed, and nothing else', async () => {
    const tenant = await tenantWithTemplate();
    await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: 10 });
    const kept = await tenantWithTemplate();
    const completedPerson = distinctivePerson();
    const completed = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, completedPerson);
    await signAsPerson(t.url, completed, completedPerson);
    const declinedPerson = distinctivePerson();
    const declined = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, declinedPerson);
    await declineAsPerson(t.url, declined, declinedPerson);
    const inFlight = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, distinctivePerson(), {
      expiresAt: new Date(Date.now() + 300 * DAY * 1000).toISOString(),
    });
    const elsewhere = await sendToPerson(t.url, kept.apiKey, kept.templateId, distinctivePerson());
    await request(t.url, 'POST', `${SUBMISSIONS}/${elsewhere.id}/void`, { token: kept.apiKey });
    await settled();

    await advance(9 * DAY);
    await lifecycleSweep(t.services);
    assert.equal((await poll(tenant, completed.id)).status, 200, 'nine days after it ended, it stays');

    await advance(2 * DAY);
    await waitFor(async () => (await poll(tenant, completed.id)).status === 404, 'the worker to erase it');
    await waitFor(async () => (await poll(tenant, declined.id)).status === 404, 'the declined one too');
    assert.equal(
      (await poll(tenant, inFlight.id)).status,
      200,
      'a request in flight is never erased by retention',
    );
    assert.equal(
      (await poll(kept, elsewhere.id)).status,
      200,
      'a workspace without retention keeps its requests',
    );
    const hits = await searchDatabase(t.services.db, [
      ...needlesOf(completedPerson),
      ...needlesOf(declinedPerson),
    ]);
    assert.deepEqual(hits, []);
    const { rows } = await t.services.db.query<{ erased_by: unknown; details: unknown }>(
      `SELECT r.erased_by, a.details FROM signature_requests r
         JOIN audit_log a ON a.request_id = r.id AND a.action = 'signature_request.erased' WHERE r.id = $1`,
      [completed.id],
    );
    assert.deepEqual(rows[0], {
      erased_by: { type: 'system' },
      details: { status: 'completed', cause: 'retention' },
    });
  });
});

describe('erase-person', () => {
  test('erases every ended request the address signs, whatever its case, and lists those in flight', async () => {
    const tenant = await tenantWithTemplate();
    const person = distinctivePerson();
    const done = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, person);
    await signAsPerson(t.url, done, person);
    const voided = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, person);
    await request(t.url, 'POST', `${SUBMISSIONS}/${voided.id}/void`, { token: tenant.apiKey });
    const open = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, person);
    const someoneElse = distinctivePerson();
    const theirs = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, someoneElse);
    await request(t.url, 'POST', `${SUBMISSIONS}/${theirs.id}/void`, { token: tenant.apiKey });
    await settled();

    const answer = await t.admin('POST', `/workspaces/${tenant.workspaceId}/erase-person`, {
      email: person.email.toUpperCase(),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.erased.sort(), [done.id, voided.id].sort());
    assert.deepEqual(answer.body.inFlight, [{ id: open.id, status: 'pending' }]);
    assert.deepEqual(answer.body.members, []);
    assert.equal((await poll(tenant, theirs.id)).status, 200, 'another signer’s request stays');
    // What is left of the person is the request still in flight; voided, it goes too.
    await request(t.url, 'POST', `${SUBMISSIONS}/${open.id}/void`, { token: tenant.apiKey });
    const again = await t.admin('POST', `/workspaces/${tenant.workspaceId}/erase-person`, {
      email: person.email,
    });
    assert.deepEqual(again.body, { erased: [open.id], inFlight: [], members: [], publicLinksOff: [] });
    const owner = await t.admin('POST', `/workspaces/${tenant.workspaceId}/erase-person`, {
      email: 'OWNER@acme.test',
    });
    assert.deepEqual(owner.body, {
      erased: [],
      inFlight: [],
      members: [{ id: tenant.memberId, status: 'active' }],
      publicLinksOff: [],
    });
    await settled();
    assert.deepEqual(await searchDatabase(t.services.db, needlesOf(person)), []);
    const unknown = await t.admin('POST', '/workspaces/ws_unknown/erase-person', { email: person.email });
    assert.equal(unknown.status, 404);
  });
});

describe('nothing kept longer than its purpose', () => {
  test('a delivered e-mail keeps only its id, kind, request, times and recipient hash after the period', async () => {
    const tenant = await tenantWithTemplate();
    const person = distinctivePerson();
    const probed = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, person);
    await settled();
    await advance(29 * DAY);
    await lifecycleSweep(t.services);
    const box = await t.admin('GET', `/mailbox?to=${encodeURIComponent(person.email)}`);
    assert.equal(box.body.messages.length, 1, 'within the period the mailbox still shows it');
    await advance(2 * DAY);
    await lifecycleSweep(t.services);
    const { rows } = await t.services.db.query<Record<string, unknown>>(
      `SELECT kind, request_id, to_email, to_name, params, attachments, recipient_sha256, sent_at, redacted_at
         FROM outbox_messages WHERE request_id = $1`,
      [probed.id],
    );
    assert.equal(rows.length, 1);
    const { createHash } = await import('node:crypto');
    assert.deepEqual(
      {
        ...rows[0],
        sent_at: rows[0].sent_at instanceof Date,
        redacted_at: rows[0].redacted_at instanceof Date,
      },
      {
        kind: 'invitation',
        request_id: probed.id,
        to_email: null,
        to_name: null,
        params: {},
        attachments: [],
        recipient_sha256: createHash('sha256').update(person.email.toLowerCase()).digest('hex'),
        sent_at: true,
        redacted_at: true,
      },
    );
    assert.equal(
      (await t.admin('GET', `/mailbox?to=${encodeURIComponent(person.email)}`)).body.messages.length,
      0,
    );
    // The request itself is untouched: its signer can still sign.
    assert.equal((await poll(tenant, probed.id)).body.submitters[0].name, person.name);
  });

  test('an ended session keeps its IP address and user agent for the period, then loses them', async () => {
    const tenant = await tenantWithTemplate();
    const session = await t.services.db.transaction((tx) =>
      startSession(
        tx,
        t.services.clock,
        { idleDays: 7, absoluteDays: 30 },
        {
          workspaceId: tenant.workspaceId,
          memberId: tenant.memberId,
          method: 'link',
          ip: '198.51.100.23',
          userAgent: 'SessionProbe/1.0',
        },
      ),
    );
    const row = async () =>
      (
        await t.services.db.query<{ ip: string | null; user_agent: string | null }>(
          'SELECT ip, user_agent FROM member_sessions WHERE id = $1',
          [session.sessionId],
        )
      ).rows[0];
    await advance(20 * DAY);
    await lifecycleSweep(t.services);
    assert.deepEqual(
      await row(),
      { ip: '198.51.100.23', user_agent: 'SessionProbe/1.0' },
      'idle 7 days: ended 13 days ago',
    );
    await advance(20 * DAY);
    await lifecycleSweep(t.services);
    assert.deepEqual(await row(), { ip: null, user_agent: null });
  });

  test('a removed member’s name and address are erased once nothing in flight refers to them', async () => {
    const tenant = await tenantWithTemplate();
    const leaver = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'leaver.probe@acme.test',
      name: 'Leopold Leaverson',
    });
    const key = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: leaver.body.id,
      name: 'Leopold laptop',
    });
    const sent = await sendToPerson(t.url, key.body.key, tenant.templateId, distinctivePerson());
    await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/members/${leaver.body.id}`);
    await lifecycleSweep(t.services);
    const needles = ['leopold', 'leaver.probe@acme.test'];
    assert.ok((await searchDatabase(t.services.db, needles)).length > 0, 'their request is in flight: kept');
    await request(t.url, 'POST', `${SUBMISSIONS}/${sent.id}/void`, { token: tenant.apiKey });
    await settled();
    await lifecycleSweep(t.services);
    assert.deepEqual(await searchDatabase(t.services.db, needles), []);
    const member = await t.services.db.query<{ name: string; email: string; erased_at: Date | null }>(
      'SELECT name, email, erased_at FROM members WHERE id = $1',
      [leaver.body.id],
    );
    assert.equal(member.rows[0].name, '');
    assert.ok(member.rows[0].erased_at);
    // The key they made answers as before: its creator has left.
    const call = await request(t.url, 'GET', '/api/v1/esign/usage', { token: key.body.key });
    assert.equal(call.body.code, 'key_creator_left_organization');
  });
});

describe('deleting a workspace', () => {
  test('erases everything in it: its keys answer 401, its id is 404, its signing links say removed', async () => {
    const tenant = await tenantWithTemplate();
    const person = distinctivePerson();
    const done = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, person);
    await signAsPerson(t.url, done, person);
    const open = await sendToPerson(t.url, tenant.apiKey, tenant.templateId, person);
    await settled();
    const other = await tenantWithTemplate();
    const kept = await sendToPerson(t.url, other.apiKey, other.templateId, distinctivePerson());

    assert.equal((await t.admin('DELETE', `/workspaces/${tenant.workspaceId}`)).status, 204);
    assert.equal((await t.admin('GET', `/workspaces/${tenant.workspaceId}`)).status, 404);
    assert.equal((await t.admin('DELETE', `/workspaces/${tenant.workspaceId}`)).status, 404);
    assert.equal((await poll(tenant, done.id)).status, 401);
    const page = await request(t.url, 'GET', `/sign/${open.tokens[0]}`);
    assert.equal(page.status, 404);
    assert.match(page.body, /This request was removed/);
    for (const table of [
      'members',
      'api_keys',
      'templates',
      'documents',
      'audit_log',
      'outbox_messages',
      'notifications',
      'usage_counters',
      'request_counts',
      'member_sessions',
    ]) {
      const { rows } = await t.services.db.query(`SELECT 1 FROM ${table} WHERE workspace_id = $1`, [
        tenant.workspaceId,
      ]);
      assert.equal(rows.length, 0, `${table} keeps nothing of the workspace`);
    }
    const needles = [...needlesOf(person), tenant.templateName.toLowerCase()];
    assert.deepEqual(await searchDatabase(t.services.db, needles), []);
    assert.equal((await poll(other, kept.id)).status, 200, 'another workspace is untouched');
  });
});
