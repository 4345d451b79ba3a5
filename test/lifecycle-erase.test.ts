// Erasing one request (issue 21 items 1–3): DELETE /api/v1/esign/submissions/{id} turns an ended
// request into a tombstone; from then on it is 404 everywhere, its signing links say it was removed,
// its idempotency key stays spent, the allowance is not refunded, nothing personal is left in any
// table, and the executed PDF a signer kept still verifies, naming the request and its erasure.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startWorker, type Worker } from '../src/worker.ts';
import {
  declineAsPerson,
  distinctivePerson,
  needlesOf,
  PROBE_TEMPLATE,
  probeSend,
  searchDatabase,
  sendToPerson,
  signAsPerson,
} from './erasure-support.ts';
import { verifyRaw } from './evidence-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, waitFor } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

const SUBMISSIONS = '/api/v1/esign/submissions';
let t: TestApp;
let tenant: Tenant;
let worker: Worker;
let templateId: string;

const api = (method: string, path: string, body?: unknown) =>
  request(t.url, method, path, { token: tenant.apiKey, body });
const usedThisMonth = async () => (await api('GET', '/api/v1/esign/usage')).body.signatureRequests.used;

before(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
  tenant = await createTenant(t, 'team_premium');
  templateId = await publishedTemplate(t.url, tenant.apiKey, PROBE_TEMPLATE);
  worker = startWorker(t.services, { pollMs: 20 });
});
after(async () => {
  await worker?.stop();
  await t?.close();
});

describe('DELETE /api/v1/esign/submissions/{id}', () => {
  test('a request in flight is refused with 409 request_not_terminal and stays as it was', async () => {
    const person = distinctivePerson();
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, person);
    const refused = await api('DELETE', `${SUBMISSIONS}/${probed.id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'request_not_terminal');
    assert.equal(refused.body.status, 'pending');
    assert.match(refused.body.message, /void it first/);
    const polled = await api('GET', `${SUBMISSIONS}/${probed.id}`);
    assert.equal(polled.status, 200);
    assert.equal(polled.body.submitters[0].name, person.name);
  });

  test('an unknown id, and another workspace’s request, are 404', async () => {
    assert.equal((await api('DELETE', `${SUBMISSIONS}/sr_unknown`)).status, 404);
    const other = await createTenant(t, 'team_premium');
    const otherTemplate = await publishedTemplate(t.url, other.apiKey, PROBE_TEMPLATE);
    const theirs = await sendToPerson(t.url, other.apiKey, otherTemplate, distinctivePerson());
    await request(t.url, 'POST', `${SUBMISSIONS}/${theirs.id}/void`, { token: other.apiKey });
    assert.equal((await api('DELETE', `${SUBMISSIONS}/${theirs.id}`)).status, 404);
    const still = await request(t.url, 'GET', `${SUBMISSIONS}/${theirs.id}`, { token: other.apiKey });
    assert.equal(still.status, 200);
  });

  test('a completed request is erased: 404 everywhere, the key stays spent, usage unchanged, nothing personal left', async () => {
    const person = distinctivePerson();
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, person, {
      idempotencyKey: `key-${person.email}`,
    });
    await signAsPerson(t.url, probed, person);
    const executed = await api('GET', `${SUBMISSIONS}/${probed.id}/document`);
    assert.equal(executed.status, 200);
    // Its e-mails are delivered to the local mailbox before the erasure.
    await waitFor(async () => {
      const { rows } = await t.services.db.query(
        `SELECT 1 FROM outbox_messages WHERE request_id = $1 AND kind = 'completed' AND status = 'sent'`,
        [probed.id],
      );
      return rows.length > 0;
    }, 'the completion e-mails');
    const listed = await api('GET', `${SUBMISSIONS}?limit=100`);
    const usedBefore = await usedThisMonth();
    assert.ok(
      (await searchDatabase(t.services.db, needlesOf(person))).length > 0,
      'the probe finds the person before',
    );
    assert.ok(
      (await searchDatabase(t.services.db, [person.initials.toLowerCase()])).length > 0,
      'their initials are stored before (submitters.initials)',
    );

    const erased = await api('DELETE', `${SUBMISSIONS}/${probed.id}`);
    assert.equal(erased.status, 204, JSON.stringify(erased.body));
    assert.equal(erased.body, '');

    assert.equal((await api('GET', `${SUBMISSIONS}/${probed.id}`)).status, 404);
    assert.equal((await api('GET', `${SUBMISSIONS}/${probed.id}/document`)).status, 404);
    assert.equal((await api('POST', `${SUBMISSIONS}/${probed.id}/remind`)).status, 404);
    assert.equal((await api('POST', `${SUBMISSIONS}/${probed.id}/void`)).status, 404);
    assert.equal((await api('DELETE', `${SUBMISSIONS}/${probed.id}`)).status, 404, 'a second DELETE is 404');
    const after = await api('GET', `${SUBMISSIONS}?limit=100`);
    assert.equal(after.body.total, listed.body.total - 1);
    assert.ok(!after.body.submissions.some((s: { id: string }) => s.id === probed.id));
    const completed = await api('GET', `${SUBMISSIONS}?status=completed&limit=100`);
    assert.ok(!completed.body.submissions.some((s: { id: string }) => s.id === probed.id));

    // The replay of its idempotency key charges nothing and creates nothing.
    const replay = await api(
      'POST',
      SUBMISSIONS,
      probeSend(templateId, person, { idempotencyKey: `key-${person.email}` }),
    );
    assert.equal(replay.status, 404, JSON.stringify(replay.body));
    assert.equal(await usedThisMonth(), usedBefore, 'erasure and replay leave usage as it was');
    const invalidReplay = await api('POST', SUBMISSIONS, { idempotencyKey: `key-${person.email}` });
    assert.equal(invalidReplay.status, 404);

    // Signing links lead to a page that says the request was removed.
    for (const token of probed.tokens) {
      const page = await request(t.url, 'GET', `/sign/${token}`);
      assert.equal(page.status, 404);
      assert.match(page.body, /This request was removed/);
      assert.doesNotMatch(page.body, /Vandersloot/);
      assert.equal((await request(t.url, 'GET', `/sign/${token}/document`)).status, 404);
      assert.equal((await request(t.url, 'POST', `/sign/${token}/open`)).status, 404);
    }

    // What stays is the tombstone: nothing personal anywhere.
    assert.deepEqual(await searchDatabase(t.services.db, needlesOf(person)), []);
    const { rows } = await t.services.db.query<Record<string, unknown>>(
      'SELECT status, erased_at, erased_by, executed_sha256, template_id, completed_at FROM signature_requests WHERE id = $1',
      [probed.id],
    );
    assert.equal(rows[0].status, 'completed');
    assert.ok(rows[0].erased_at instanceof Date);
    assert.deepEqual(rows[0].erased_by, {
      type: 'api_key',
      apiKeyId: tenant.apiKeyId,
      memberId: tenant.memberId,
    });
    assert.match(String(rows[0].executed_sha256), /^[0-9a-f]{64}$/);
    assert.equal(rows[0].template_id, templateId);
    const trail = await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=100`);
    const ofRequest = trail.body.entries.filter((e: { requestId: string }) => e.requestId === probed.id);
    assert.deepEqual(ofRequest.map((e: { action: string }) => e.action).sort(), [
      'document.downloaded',
      'signature_request.completed',
      'signature_request.erased',
      'signature_request.opened',
      'signature_request.sent',
      'signature_request.signed',
      'signature_request.signed',
    ]);
    const signed = ofRequest.find((e: { action: string }) => e.action === 'signature_request.signed');
    assert.deepEqual(signed.actor, { type: 'signer', role: signed.actor.role });
    assert.equal(signed.ip, null);

    // The executed PDF a signer kept still verifies, and names the request and its erasure.
    const verified = await verifyRaw(t.url, executed.body);
    assert.equal(verified.status, 200);
    assert.equal(verified.body.result, 'valid');
    assert.equal(verified.body.request.id, probed.id);
    assert.equal(verified.body.request.erasedAt, (rows[0].erased_at as Date).toISOString());
    assert.equal(verified.body.request.completedAt, (rows[0].completed_at as Date).toISOString());
    assert.equal(verified.body.request.submitters, undefined);
    assert.ok(!JSON.stringify(verified.body).includes('Vandersloot'));
  });

  test('a declined request is erased with its reason and the decliner’s address', async () => {
    const person = distinctivePerson();
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, person);
    await declineAsPerson(t.url, probed, person);
    assert.equal((await api('DELETE', `${SUBMISSIONS}/${probed.id}`)).status, 204);
    assert.deepEqual(await searchDatabase(t.services.db, needlesOf(person)), []);
  });

  test('a voided request, and one past its expiry, can be erased', async () => {
    const voided = await sendToPerson(t.url, tenant.apiKey, templateId, distinctivePerson());
    assert.equal((await api('POST', `${SUBMISSIONS}/${voided.id}/void`)).status, 200);
    assert.equal((await api('DELETE', `${SUBMISSIONS}/${voided.id}`)).status, 204);
  });
});
