// Spec §4.1 rules 1 and 2 with CONTRACT §5: a used idempotencyKey (scoped to the workspace)
// answers 200 with the original as it is now and the header Idempotent-Replayed, charges nothing and
// e-mails nobody again — also for concurrent sends with one key. The replay is checked before the body.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTenant, request, usageOf } from './helpers.ts';
import {
  type MailApp,
  outboxSettled,
  publishedTemplate,
  SUBMISSIONS,
  send,
  sendBody,
  startMailApp,
} from './requests-fixtures.ts';

let m: MailApp;
before(async () => {
  m = await startMailApp({}, 'team_premium');
});
after(() => m.close());

const usage = (apiKey = m.tenant.apiKey) => usageOf(m.t.url, apiKey);

describe('send: idempotency (rules 1 and 2)', () => {
  test('a replayed idempotencyKey returns the original and charges nothing', async () => {
    const body = sendBody(m.templateId, { idempotencyKey: `key-${Date.now()}` });
    const first = await send(m.t.url, m.tenant.apiKey, body);
    assert.equal(first.status, 201);
    const used = (await usage()).used;
    const again = await send(m.t.url, m.tenant.apiKey, body);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body, first.body);
    assert.equal((await usage()).used, used, 'not charged again');
  });

  test('a replay sends no new round of e-mails', async () => {
    const body = sendBody(m.templateId, { idempotencyKey: `mail-${Date.now()}` });
    const first = await send(m.t.url, m.tenant.apiKey, body);
    const email = first.body.submitters[0].email;
    await m.smtp.waitForMessage((x) => x.to.includes(email), 'the invitation');
    for (let i = 0; i < 3; i++) assert.equal((await send(m.t.url, m.tenant.apiKey, body)).status, 200);
    const rows = await outboxSettled(m.t, first.body.id);
    assert.equal(rows.length, 1);
    assert.equal(m.smtp.to(email).length, 1);
  });

  test('a replay answers the original even when the body differs or would not validate', async () => {
    const key = `lost-${Date.now()}`;
    const first = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody(m.templateId, { idempotencyKey: key, sendEmail: false }),
    );
    const different = await send(m.t.url, m.tenant.apiKey, {
      ...sendBody(m.templateId, { idempotencyKey: key }),
      message: 'another message',
    });
    assert.equal(different.status, 200);
    assert.equal(different.body.id, first.body.id);
    const invalid = await send(m.t.url, m.tenant.apiKey, { idempotencyKey: key, sendEmails: true });
    assert.equal(invalid.status, 200);
    assert.equal(invalid.body.id, first.body.id);
  });

  test('a replay answers the original whatever the send would refuse now: values, roles, an archived template', async () => {
    const templateId = await publishedTemplate(m.t.url, m.tenant.apiKey);
    const key = `refused-${Date.now()}`;
    const first = await send(m.t.url, m.tenant.apiKey, sendBody(templateId, { idempotencyKey: key }));
    assert.equal(first.status, 201);
    const used = (await usage()).used;
    const badValues = await send(m.t.url, m.tenant.apiKey, {
      ...sendBody(templateId, { idempotencyKey: key }),
      values: { nope: 1 },
    });
    const badRoles = await send(m.t.url, m.tenant.apiKey, {
      ...sendBody(templateId, { idempotencyKey: key }),
      submitters: [{ role: 'Nobody', name: 'N', email: 'n@example.com' }],
    });
    await request(m.t.url, 'POST', `/api/v1/templates/${templateId}/archive`, { token: m.tenant.apiKey });
    const archived = await send(m.t.url, m.tenant.apiKey, sendBody(templateId, { idempotencyKey: key }));
    for (const reply of [badValues, badRoles, archived]) {
      assert.equal(reply.status, 200);
      assert.equal(reply.headers.get('idempotent-replayed'), 'true');
      assert.equal(reply.body.id, first.body.id);
    }
    assert.equal((await usage()).used, used, 'replays charge nothing');
  });

  test('a replay answers the request as it is now', async () => {
    const key = `now-${Date.now()}`;
    const first = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody(m.templateId, { idempotencyKey: key, sendEmail: false }),
    );
    await request(m.t.url, 'POST', `${SUBMISSIONS}/${first.body.id}/void`, {
      token: m.tenant.apiKey,
      body: {},
    });
    const again = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { idempotencyKey: key }));
    assert.equal(again.status, 200);
    assert.equal(again.body.status, 'voided');
  });

  test('idempotency keys are scoped to the workspace', async () => {
    const key = `shared-${Date.now()}`;
    const other = await createTenant(m.t);
    const otherTemplate = await publishedTemplate(m.t.url, other.apiKey);
    const mine = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody(m.templateId, { idempotencyKey: key, sendEmail: false }),
    );
    const theirs = await send(
      m.t.url,
      other.apiKey,
      sendBody(otherTemplate, { idempotencyKey: key, sendEmail: false }),
    );
    assert.equal(mine.status, 201);
    assert.equal(theirs.status, 201);
    assert.notEqual(mine.body.id, theirs.body.id);
  });

  test('concurrent sends with one key create one request, charge once and invite once', async () => {
    const body = sendBody(m.templateId, { idempotencyKey: `race-${Date.now()}` });
    const used = (await usage()).used;
    const replies = await Promise.all(Array.from({ length: 10 }, () => send(m.t.url, m.tenant.apiKey, body)));
    const created = replies.filter((r) => r.status === 201);
    const replayed = replies.filter(
      (r) => r.status === 200 && r.headers.get('idempotent-replayed') === 'true',
    );
    assert.equal(created.length, 1);
    assert.equal(replayed.length, 9);
    assert.equal(new Set(replies.map((r) => r.body.id)).size, 1);
    assert.equal((await usage()).used, used + 1);
    const rows = await outboxSettled(m.t, created[0].body.id);
    assert.equal(rows.length, 1);
    assert.equal(m.smtp.to(body.submitters[0].email).length, 1);
  });
});
