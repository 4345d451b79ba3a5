// CONTRACT §5 void (spec §4.7's gap): POST …/void {reason?} voids a request that has not ended,
// answers a voided one unchanged, refuses a completed, declined or expired one with 409
// request_not_voidable, and tells the signers already e-mailed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request } from './helpers.ts';
import {
  decline,
  type MailApp,
  outboxOf,
  outboxSettled,
  SUBMISSIONS,
  send,
  sendBody,
  sign,
  startMailApp,
} from './requests-fixtures.ts';

let m: MailApp;
before(async () => {
  m = await startMailApp({}, 'team_premium');
});
after(() => m.close());

const voidIt = (id: string, body?: unknown) =>
  request(m.t.url, 'POST', `${SUBMISSIONS}/${id}/void`, { token: m.tenant.apiKey, body });
const sendOne = async (overrides: Record<string, unknown> = {}) => {
  const reply = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, overrides));
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body;
};

describe('void', () => {
  test('voiding a pending request answers 200 with the request, voided, and records it', async () => {
    const r = await sendOne({ sendEmail: false });
    const reply = await voidIt(r.id, { reason: 'Sent to the wrong client' });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { ...r, status: 'voided' });
    const polled = await request(m.t.url, 'GET', `${SUBMISSIONS}/${r.id}`, { token: m.tenant.apiKey });
    assert.equal(polled.body.status, 'voided');
    const log = await m.t.admin('GET', `/workspaces/${m.tenant.workspaceId}/audit-log?limit=100`);
    const entry = log.body.entries.find(
      (e: { requestId: string; action: string }) =>
        e.requestId === r.id && e.action === 'signature_request.voided',
    );
    assert.ok(entry);
    assert.deepEqual(entry.actor, {
      type: 'api_key',
      apiKeyId: m.tenant.apiKeyId,
      memberId: m.tenant.memberId,
    });
  });

  test('a bare POST without a body voids too', async () => {
    const r = await sendOne({ sendEmail: false });
    const reply = await request(m.t.url, 'POST', `${SUBMISSIONS}/${r.id}/void`, { token: m.tenant.apiKey });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'voided');
  });

  test('voiding an opened request works', async () => {
    const r = await sendOne({ sendEmail: false });
    const open = await request(m.t.url, 'POST', `${new URL(r.submitters[0].signingUrl).pathname}/open`);
    assert.equal(open.status, 200);
    assert.equal(
      (await request(m.t.url, 'GET', `${SUBMISSIONS}/${r.id}`, { token: m.tenant.apiKey })).body.status,
      'opened',
    );
    assert.equal((await voidIt(r.id, {})).body.status, 'voided');
  });

  test('voiding an already voided request answers 200 unchanged and records nothing more', async () => {
    const r = await sendOne({ sendEmail: false });
    const first = await voidIt(r.id, {});
    const second = await voidIt(r.id, { reason: 'again' });
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, first.body);
    const log = await m.t.admin('GET', `/workspaces/${m.tenant.workspaceId}/audit-log?limit=100`);
    const voids = log.body.entries.filter(
      (e: { requestId: string; action: string }) =>
        e.requestId === r.id && e.action === 'signature_request.voided',
    );
    assert.equal(voids.length, 1);
  });

  test('a declined request cannot be voided: 409 request_not_voidable', async () => {
    const r = await sendOne({ sendEmail: false });
    await decline(m.t.url, r.submitters[0].signingUrl);
    const reply = await voidIt(r.id, {});
    assert.equal(reply.status, 409);
    assert.equal(reply.body.code, 'request_not_voidable');
    assert.equal(reply.body.error, 'Conflict');
  });

  test('a completed request cannot be voided: 409 request_not_voidable', async () => {
    const r = await sendOne({ sendEmail: false });
    for (const s of r.submitters) await sign(m.t.url, s.signingUrl);
    const reply = await voidIt(r.id, {});
    assert.equal(reply.status, 409);
    assert.equal(reply.body.code, 'request_not_voidable');
  });

  test('signers already e-mailed are told; signers never e-mailed are not', async () => {
    const r = await sendOne({ message: 'Here it is' });
    const [client, company] = r.submitters;
    await m.smtp.waitForMessage((x) => x.to.includes(client.email), 'the invitation');
    const reply = await voidIt(r.id, { reason: 'Terms <changed>' });
    assert.equal(reply.status, 200);
    const notice = await m.smtp.waitForMessage(
      (x) => x.to.includes(client.email) && x.subject.startsWith('Voided:'),
      'the voided notice',
    );
    assert.match(notice.subject, /Mutual NDA/);
    assert.ok(notice.text.includes('Terms <changed>'));
    assert.ok(notice.html.includes('Terms &lt;changed&gt;'));
    assert.ok(!notice.text.includes('/sign/'), 'a voided notice carries no signing link');
    const rows = await outboxSettled(m.t, r.id);
    assert.deepEqual(
      rows.map((row) => [row.kind, row.to_email, row.status]),
      [
        ['invitation', client.email, 'sent'],
        ['voided', client.email, 'sent'],
      ],
    );
    assert.equal(m.smtp.to(company.email).length, 0);
  });

  test('a request sent with sendEmail false is voided without e-mails', async () => {
    const r = await sendOne({ sendEmail: false });
    await voidIt(r.id, {});
    assert.deepEqual(await outboxOf(m.t, r.id), []);
  });

  test('the body is strict: unknown fields and over-long reasons are a 400', async () => {
    const r = await sendOne({ sendEmail: false });
    const unknown = await voidIt(r.id, { reasons: 'typo' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /unknown property 'reasons'/);
    assert.equal((await voidIt(r.id, { reason: 'x'.repeat(1001) })).status, 400);
    assert.equal(
      (await request(m.t.url, 'GET', `${SUBMISSIONS}/${r.id}`, { token: m.tenant.apiKey })).body.status,
      'pending',
    );
  });

  test('an unknown request is a 404', async () => {
    assert.equal((await voidIt('sr_unknown', {})).status, 404);
  });
});
