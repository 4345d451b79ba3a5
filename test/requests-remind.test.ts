// Spec §4.3 and CONTRACT §5: a reminder goes to the signer whose turn it is; the same signer cannot
// be reminded again within 15 minutes (429 reminder_cooldown, Retry-After, retryAfterSeconds), even
// by concurrent calls; a request with no pending signer answers reminded false.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { freezeClock } from './clock-support.ts';
import { request, usageOf } from './helpers.ts';
import {
  decline,
  type MailApp,
  outboxSettled,
  SUBMISSIONS,
  send,
  sendBody,
  sign,
  startMailApp,
} from './requests-fixtures.ts';

let m: MailApp;
before(async () => {
  m = await startMailApp({ TEST_CLOCK: '1' }, 'team_premium');
});
after(() => m.close());

const remind = (id: string) =>
  request(m.t.url, 'POST', `${SUBMISSIONS}/${id}/remind`, { token: m.tenant.apiKey });
const sendOne = async (overrides: Record<string, unknown> = {}) => {
  const reply = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, overrides));
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body;
};

describe('remind', () => {
  test('the reminder goes to the signer whose turn it is, by e-mail with their link', async () => {
    const r = await sendOne();
    const [client, company] = r.submitters;
    const reply = await remind(r.id);
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { reminded: true, recipient: { email: client.email } });
    const mail = await m.smtp.waitForMessage(
      (x) => x.to.includes(client.email) && x.subject.startsWith('Reminder:'),
      'the reminder',
    );
    assert.match(mail.subject, /^Reminder: .*Mutual NDA/);
    assert.ok(mail.text.includes(client.signingUrl));
    assert.ok(mail.html.includes(client.signingUrl));
    assert.equal(m.smtp.to(company.email).length, 0);
    const log = await m.t.admin('GET', `/workspaces/${m.tenant.workspaceId}/audit-log?limit=100`);
    const entry = log.body.entries.find(
      (e: { requestId: string; action: string }) =>
        e.requestId === r.id && e.action === 'signature_request.reminded',
    );
    assert.deepEqual(entry?.actor, {
      type: 'api_key',
      apiKeyId: m.tenant.apiKeyId,
      memberId: m.tenant.memberId,
    });
  });

  test('the same signer reminded again within 15 minutes is a 429 reminder_cooldown with Retry-After', async (context) => {
    // The whole 15 minutes are left only on a clock that stands still between the calls (issue 31 item 14).
    await freezeClock(m.t.admin, context);
    const r = await sendOne({ sendEmail: false });
    assert.equal((await remind(r.id)).status, 200);
    const again = await remind(r.id);
    assert.equal(again.status, 429);
    assert.equal(again.body.statusCode, 429);
    assert.equal(again.body.error, 'Too Many Requests');
    assert.equal(again.body.code, 'reminder_cooldown');
    assert.equal(again.body.retryAfterSeconds, 900);
    assert.equal(again.headers.get('retry-after'), String(again.body.retryAfterSeconds));
  });

  test('ten concurrent reminds send one e-mail', async () => {
    const r = await sendOne();
    const replies = await Promise.all(Array.from({ length: 10 }, () => remind(r.id)));
    assert.equal(replies.filter((x) => x.status === 200 && x.body.reminded === true).length, 1);
    assert.equal(replies.filter((x) => x.status === 429 && x.body.code === 'reminder_cooldown').length, 9);
    const rows = await outboxSettled(m.t, r.id);
    assert.equal(rows.filter((row) => row.kind === 'reminder').length, 1);
    const email = r.submitters[0].email;
    assert.equal(m.smtp.to(email).filter((x) => x.subject.startsWith('Reminder:')).length, 1);
  });

  test('a request sent with sendEmail false is still reminded by e-mail, without the message', async () => {
    const r = await sendOne({ sendEmail: false, message: 'Only for e-mailed requests' });
    const reply = await remind(r.id);
    assert.equal(reply.body.reminded, true);
    const email = r.submitters[0].email;
    const mail = await m.smtp.waitForMessage(
      (x) => x.to.includes(email) && x.subject.startsWith('Reminder:'),
      'the reminder',
    );
    // Spec §4.1: message "applies only when sendEmail is true".
    assert.ok(!mail.text.includes('Only for e-mailed requests'));
    const rows = await outboxSettled(m.t, r.id);
    assert.deepEqual(
      rows.map((row) => row.kind),
      ['reminder'],
    );
  });

  test('once the first signer has signed, the reminder goes to the next; the cooldown is per signer', async () => {
    const r = await sendOne({ sendEmail: false });
    const [client, company] = r.submitters;
    assert.deepEqual((await remind(r.id)).body.recipient, { email: client.email });
    await sign(m.t.url, client.signingUrl);
    const next = await remind(r.id);
    assert.equal(next.status, 200);
    assert.deepEqual(next.body, { reminded: true, recipient: { email: company.email } });
    await m.smtp.waitForMessage(
      (x) => x.to.includes(company.email) && x.subject.startsWith('Reminder:'),
      "the second signer's reminder",
    );
  });

  test('a voided request answers reminded false, no_pending_signer', async () => {
    const r = await sendOne({ sendEmail: false });
    await request(m.t.url, 'POST', `${SUBMISSIONS}/${r.id}/void`, { token: m.tenant.apiKey });
    const reply = await remind(r.id);
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { reminded: false, reason: 'no_pending_signer' });
  });

  test('a declined request answers reminded false, no_pending_signer', async () => {
    const r = await sendOne({ sendEmail: false });
    await decline(m.t.url, r.submitters[0].signingUrl);
    assert.deepEqual((await remind(r.id)).body, { reminded: false, reason: 'no_pending_signer' });
  });

  test('a completed request, where every submitter has acted, answers reminded false, no_pending_signer', async () => {
    const r = await sendOne({ sendEmail: false });
    for (const s of r.submitters) await sign(m.t.url, s.signingUrl);
    const polled = await request(m.t.url, 'GET', `${SUBMISSIONS}/${r.id}`, { token: m.tenant.apiKey });
    assert.equal(polled.body.status, 'completed');
    assert.deepEqual((await remind(r.id)).body, { reminded: false, reason: 'no_pending_signer' });
  });

  test('reminding does not count against the allowance', async () => {
    const r = await sendOne({ sendEmail: false });
    const usage = async () => (await usageOf(m.t.url, m.tenant.apiKey)).used;
    const before = await usage();
    await remind(r.id);
    assert.equal(await usage(), before);
  });

  test('an unknown request is a 404', async () => {
    const reply = await remind('sr_unknown');
    assert.equal(reply.status, 404);
    assert.equal(reply.body.message, 'Signature request not found');
  });
});
