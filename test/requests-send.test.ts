// Spec §4.1 send, rules 3 and 4 (rules 1–2 are in requests-idempotency, 5–6 in requests-allowance),
// and CONTRACT §5: 201 with the resource, the order of checks, expiresAt, message, the same e-mail in
// two roles, signing links; the first signer's invitation arrives at a real SMTP server on loopback.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resolveSigningToken, signingToken } from '../src/requests/signing-tokens.ts';
import { createTenant, request, usageOf } from './helpers.ts';
import {
  type MailApp,
  NDA,
  outboxOf,
  outboxSettled,
  publishedTemplate,
  send,
  sendBody,
  signers,
  startMailApp,
  tokenOf,
} from './requests-fixtures.ts';

let m: MailApp;
before(async () => {
  m = await startMailApp({}, 'team_premium');
});
after(() => m.close());

const usage = (apiKey = m.tenant.apiKey) => usageOf(m.t.url, apiKey);

describe('send: creation', () => {
  test('a valid send answers 201 with the request, pending, one awaiting submitter per role in role order', async () => {
    const body = sendBody(m.templateId);
    body.submitters.reverse(); // order in the body does not matter; the template's role order does
    const reply = await send(m.t.url, m.tenant.apiKey, body);
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    const r = reply.body;
    assert.match(r.id, /^sr_[0-9a-z]{26}$/);
    assert.equal(r.templateId, m.templateId);
    assert.equal(r.templateName, 'Mutual NDA');
    assert.equal(r.status, 'pending');
    assert.equal(r.hasSignedDocument, false);
    assert.equal(r.completedAt, null);
    assert.match(r.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.deepEqual(
      r.submitters.map((s: Record<string, unknown>) => [s.role, s.status, s.completedAt]),
      [
        ['Client', 'awaiting', null],
        ['Company', 'awaiting', null],
      ],
    );
    assert.equal(reply.headers.get('idempotent-replayed'), null);
  });

  test('expiresAt defaults to REQUEST_TTL_DAYS (30) after creation and may be set up to 365 days ahead', async () => {
    const byDefault = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId));
    assert.equal(
      Date.parse(byDefault.body.expiresAt) - Date.parse(byDefault.body.createdAt),
      30 * 86_400_000,
    );
    const at = new Date(Date.now() + 364 * 86_400_000).toISOString();
    const chosen = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { expiresAt: at }));
    assert.equal(chosen.status, 201);
    assert.equal(chosen.body.expiresAt, at);
  });

  test('each submitter carries a signingUrl whose token has at least 128 bits and resolves to that submitter only', async () => {
    const reply = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }));
    const [client, company] = reply.body.submitters;
    assert.ok(client.signingUrl.startsWith(`${m.t.url}/sign/`));
    const token = tokenOf(client.signingUrl);
    const mac = token.split('.')[1];
    assert.ok(Buffer.from(mac, 'base64url').length * 8 >= 128);
    const { db } = m.t.services;
    const secret = m.t.services.tokenSecret;
    const resolved = await resolveSigningToken(db, secret, token);
    assert.equal(resolved?.requestId, reply.body.id);
    assert.equal(resolved?.workspaceId, m.tenant.workspaceId);
    assert.equal(signingToken(secret, resolved!.submitterId), token);
    assert.notEqual(tokenOf(company.signingUrl), token);
    // Tampering with either half, or a token minted with another secret, resolves to nothing.
    assert.equal(
      await resolveSigningToken(db, secret, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
      null,
    );
    const other = tokenOf(company.signingUrl).split('.')[0];
    assert.equal(await resolveSigningToken(db, secret, `${other}.${mac}`), null);
    assert.equal(await resolveSigningToken(db, Buffer.alloc(32, 7), token), null);
    assert.equal(await resolveSigningToken(db, secret, 'garbage'), null);
  });

  test('the same e-mail may hold two roles', async () => {
    const [a, b] = signers();
    const reply = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody(m.templateId, { submitters: [a, { ...b, email: a.email }] }),
    );
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.equal(reply.body.submitters[0].email, reply.body.submitters[1].email);
    assert.notEqual(reply.body.submitters[0].signingUrl, reply.body.submitters[1].signingUrl);
  });

  test('a send counts one request against the allowance and is recorded in the audit log', async () => {
    const before = await usage();
    const reply = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }));
    assert.equal((await usage()).used, before.used + 1);
    const log = await m.t.admin('GET', `/workspaces/${m.tenant.workspaceId}/audit-log?limit=100`);
    const entry = log.body.entries.find(
      (e: { requestId: string; action: string }) =>
        e.requestId === reply.body.id && e.action === 'signature_request.sent',
    );
    assert.ok(entry, 'audit entry signature_request.sent');
    assert.deepEqual(entry.actor, {
      type: 'api_key',
      apiKeyId: m.tenant.apiKeyId,
      memberId: m.tenant.memberId,
    });
    assert.equal(entry.ip, '127.0.0.1');
  });
});

describe('send: e-mail', () => {
  test('with sendEmail true only the first signer is invited, with the template name, the message and their link', async () => {
    const body = sendBody(m.templateId, { message: 'Please sign by Friday.\nThanks!' });
    const reply = await send(m.t.url, m.tenant.apiKey, body);
    const [client, company] = reply.body.submitters;
    const mail = await m.smtp.waitForMessage((x) => x.to.includes(client.email), 'the invitation');
    assert.match(mail.subject, /Mutual NDA/);
    assert.ok(mail.text.includes('Please sign by Friday.'));
    assert.ok(mail.text.includes(client.signingUrl), 'the text part carries the signing link');
    assert.ok(mail.html.includes(client.signingUrl), 'the HTML part carries the signing link');
    assert.ok(mail.html.includes('Please sign by Friday.<br>'));
    assert.match(mail.messageId, /^<msg_[0-9a-z]{26}@localhost>$/);
    assert.equal(mail.from, 'no-reply@localhost');
    const rows = await outboxSettled(m.t, reply.body.id);
    assert.deepEqual(
      rows.map((r) => [r.kind, r.to_email, r.status]),
      [['invitation', client.email, 'sent']],
    );
    assert.equal(m.smtp.to(company.email).length, 0, 'the second signer waits for their turn');
  });

  test('user content is HTML-escaped in the HTML part', async () => {
    const templateId = await publishedTemplate(m.t.url, m.tenant.apiKey, {
      ...NDA,
      name: 'Deal <b>&</b> "Co"',
    });
    const reply = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody(templateId, { message: '<script>alert(1)</script> & more' }),
    );
    const email = reply.body.submitters[0].email;
    const mail = await m.smtp.waitForMessage((x) => x.to.includes(email), 'the invitation');
    assert.equal(mail.subject, 'Please sign: Deal <b>&</b> "Co", from Owner at Acme');
    assert.ok(mail.text.includes('<script>alert(1)</script> & more'), 'the text part is plain text');
    assert.ok(!mail.html.includes('<script>'));
    assert.ok(mail.html.includes('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more'));
    assert.ok(mail.html.includes('Deal &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;'));
  });

  test('with sendEmail false nobody is e-mailed', async () => {
    const quiet = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { sendEmail: false }));
    assert.equal(quiet.status, 201);
    // A later send's invitation is delivered after anything the quiet one could have queued.
    const loud = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId));
    await m.smtp.waitForMessage((x) => x.to.includes(loud.body.submitters[0].email), 'the later invitation');
    await outboxSettled(m.t, loud.body.id);
    assert.deepEqual(await outboxOf(m.t, quiet.body.id), []);
    for (const s of quiet.body.submitters) assert.equal(m.smtp.to(s.email).length, 0);
  });
});

describe('send: validation and the order of checks (rules 3, 4)', () => {
  const expect400 = async (body: unknown, pattern: RegExp) => {
    const reply = await send(m.t.url, m.tenant.apiKey, body);
    assert.equal(reply.status, 400, JSON.stringify(reply.body));
    assert.equal(reply.body.code, undefined, 'a body error carries no code');
    assert.equal(reply.body.error, 'Bad Request');
    assert.match(reply.body.message, pattern);
    return reply;
  };

  test('a body failing validation is a 400 without code whose message lists what to fix', async () => {
    const [a, b] = signers();
    await expect400({ templateId: m.templateId, submitters: [{ name: a.name, email: a.email }, b] }, /role/);
    await expect400(
      { templateId: m.templateId, submitters: [{ ...a, email: 'not-an-email' }, b] },
      /body\/submitters\/0\/email must be a valid email address/,
    );
    await expect400({ submitters: [a, b] }, /must have property 'templateId'/);
    await expect400({ ...sendBody(m.templateId), sendEmails: false }, /unknown property 'sendEmails'/);
    await expect400({ ...sendBody(m.templateId), sendEmail: 'no' }, /sendEmail/);
    await expect400({ ...sendBody(m.templateId), values: ['x'] }, /values/);
    await expect400({ ...sendBody(m.templateId), submitters: [] }, /submitters/);
  });

  test('the message lists every problem at once', async () => {
    const reply = await expect400(
      { templateId: m.templateId, submitters: [{ role: 'Client', email: 'x' }], sendEmails: true },
      /name/,
    );
    assert.match(reply.body.message, /email/);
    assert.match(reply.body.message, /sendEmails/);
  });

  test('at most 10 submitters, message at most 2000 characters, idempotencyKey 1 to 255 characters', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({
      role: `R${i}`,
      name: 'N',
      email: `n${i}@example.test`,
    }));
    await expect400(
      sendBody(m.templateId, { submitters: many }),
      /submitters must NOT have more than 10 items/,
    );
    await expect400(sendBody(m.templateId, { message: 'x'.repeat(2001) }), /message/);
    assert.equal(
      (
        await send(
          m.t.url,
          m.tenant.apiKey,
          sendBody(m.templateId, { message: 'x'.repeat(2000), sendEmail: false }),
        )
      ).status,
      201,
    );
    await expect400(sendBody(m.templateId, { idempotencyKey: '' }), /idempotencyKey/);
    await expect400(sendBody(m.templateId, { idempotencyKey: 'k'.repeat(256) }), /idempotencyKey/);
  });

  test('expiresAt must be a future timestamp at most 365 days ahead', async () => {
    await expect400(sendBody(m.templateId, { expiresAt: 'tomorrow' }), /expiresAt must be a valid date-time/);
    await expect400(
      sendBody(m.templateId, { expiresAt: new Date(Date.now() - 1000).toISOString() }),
      /future/,
    );
    await expect400(
      sendBody(m.templateId, { expiresAt: new Date(Date.now() + 366 * 86_400_000).toISOString() }),
      /365 days/,
    );
  });

  test('submitters must match the template roles exactly: one per role, no unknown or repeated role', async () => {
    const [a, b] = signers();
    await expect400(sendBody(m.templateId, { submitters: [a] }), /submitter for role "Company"/);
    await expect400(
      sendBody(m.templateId, { submitters: [a, b, { ...b, role: 'Witness' }] }),
      /"Witness" is not a role of this template/,
    );
    await expect400(
      sendBody(m.templateId, { submitters: [a, { ...a, email: b.email }] }),
      /"Client" is given more than once.*"Company"/,
    );
    await expect400(
      sendBody(m.templateId, { submitters: [a, { ...b, name: '   ' }] }),
      /name must not be blank/,
    );
  });

  test('a missing or malformed values key is a 400 invalid_values naming each key and quoting its label', async () => {
    const missing = await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId, { values: {} }));
    assert.equal(missing.status, 400);
    assert.equal(missing.body.code, 'invalid_values');
    assert.equal(missing.body.error, 'Bad Request');
    assert.deepEqual(missing.body.details, [
      { key: 'clientName', label: 'Client name', reason: 'is required' },
    ]);
    assert.match(missing.body.message, /"Client name" is required/);

    const malformed = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody(m.templateId, { values: { clientName: 'Zoë', fee: 'a lot', nope: 1 } }),
    );
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.code, 'invalid_values');
    assert.deepEqual(
      malformed.body.details.map((d: { key: string }) => d.key),
      ['fee', 'nope'],
    );
    assert.match(malformed.body.message, /"Fee" must be a number/);
  });

  test('the template must be a published template of the workspace, else 404', async () => {
    const draft = await request(m.t.url, 'POST', '/api/v1/templates', { token: m.tenant.apiKey, body: NDA });
    const other = await createTenant(m.t);
    const foreign = await publishedTemplate(m.t.url, other.apiKey);
    const archived = await publishedTemplate(m.t.url, m.tenant.apiKey);
    await request(m.t.url, 'POST', `/api/v1/templates/${archived}/archive`, { token: m.tenant.apiKey });
    for (const templateId of [draft.body.id, foreign, archived, 'tpl_unknown']) {
      const reply = await send(m.t.url, m.tenant.apiKey, sendBody(templateId));
      assert.equal(reply.status, 404, templateId);
      assert.deepEqual(Object.keys(reply.body).sort(), ['error', 'message', 'statusCode']);
    }
  });

  test('a template archived after it was sent from is refused at once, though its definition is kept in memory', async () => {
    const templateId = await publishedTemplate(m.t.url, m.tenant.apiKey);
    assert.equal((await send(m.t.url, m.tenant.apiKey, sendBody(templateId))).status, 201);
    const before = (await usage()).used;
    await request(m.t.url, 'POST', `/api/v1/templates/${templateId}/archive`, { token: m.tenant.apiKey });
    const reply = await send(m.t.url, m.tenant.apiKey, {
      ...sendBody(templateId),
      idempotencyKey: 'after-archive',
    });
    assert.equal(reply.status, 404);
    assert.equal((await usage()).used, before, 'nothing is charged');
    const list = await request(m.t.url, 'GET', `/api/v1/esign/submissions?templateId=${templateId}`, {
      token: m.tenant.apiKey,
    });
    assert.equal(list.body.total, 1, 'only the send before the archive exists');
  });

  test('checks run in the contract order: body, template, submitters, values, allowance', async () => {
    // Body before template: an unknown template with a bad body is a 400.
    await expect400({ ...sendBody('tpl_unknown'), sendEmails: true }, /sendEmails/);
    // Template before submitters and values.
    const wrong = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody('tpl_unknown', { submitters: [signers()[0]], values: {} }),
    );
    assert.equal(wrong.status, 404);
    // Submitters before values.
    const roles = await send(
      m.t.url,
      m.tenant.apiKey,
      sendBody(m.templateId, { submitters: [signers()[0]], values: {} }),
    );
    assert.equal(roles.status, 400);
    assert.equal(roles.body.code, undefined);
    // Values before the allowance: a used-up starter workspace still hears about its values.
    const starter = await createTenant(m.t, 'starter');
    const template = await publishedTemplate(m.t.url, starter.apiKey);
    assert.equal((await send(m.t.url, starter.apiKey, sendBody(template, { sendEmail: false }))).status, 201);
    const values = await send(m.t.url, starter.apiKey, sendBody(template, { values: {} }));
    assert.equal(values.body.code, 'invalid_values');
    const limit = await send(m.t.url, starter.apiKey, sendBody(template));
    assert.equal(limit.body.code, 'limit_reached');
  });
});
