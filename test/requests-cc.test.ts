// People copied on a request and the sender's completion e-mail (issue 24 items 1 and 4): `cc` is
// checked like the rest of the send body (400 without code), shown on the resource and its replay;
// the copied people get no invitation and no link, the executed PDF on completion and the notice on a
// decline, void or expiry (with sendEmail true); the sender gets the executed PDF unless they turned
// it off or have left; nobody gets two e-mails for one event; erasure leaves no copied address.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expireDueRequests } from '../src/requests/expiry.ts';
import { pdfText, searchDatabase } from './erasure-support.ts';
import { request } from './helpers.ts';
import { type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import { outboxSettled, SUBMISSIONS } from './requests-fixtures.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  poll,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

let app: SigningApp;
let smtp: SmtpPeer;
const SENDER = 'owner@acme.test';
const DOCUMENT = 'Consulting agreement';

before(async () => {
  smtp = await startSmtpPeer();
  app = await startSigningApp({ env: { SMTP_URL: smtp.url, TEST_CLOCK: '1' }, worker: true });
});
after(async () => {
  await app?.close();
  await smtp?.close();
});

const api = (method: string, path: string, body?: unknown, token = app.tenant.apiKey) =>
  request(app.t.url, method, path, { token, body });
const sendBody = (extra: Record<string, unknown> = {}) => ({
  templateId: app.templateId,
  submitters: SIGNERS,
  values: { clientName: 'Northwind Traders', rate: 950 },
  ...extra,
});

let tags = 0;
/** Two people to copy, unique to the calling test: one with a name, one without. */
function copies() {
  tags += 1;
  return [
    { email: `wanda-${tags}@observer.test`, name: 'Wanda Watcher' },
    { email: `audit-${tags}@observer.test` },
  ];
}

/** Both signers sign: the request completes. */
async function signBoth(tokens: string[]) {
  assert.equal((await clientSigns(app.t.url, tokens[0])).status, 200);
  assert.equal((await consultantSigns(app.t.url, tokens[1])).status, 200);
}

/** The request's messages to `address` of these kinds (any case). */
async function messagesTo(requestId: string, address: string, kinds: string[]) {
  const { rows } = await app.t.services.db.query<{ kind: string; submitter_id: string | null }>(
    `SELECT kind, submitter_id FROM outbox_messages
      WHERE request_id = $1 AND lower(to_email) = lower($2) AND kind = ANY($3::text[])`,
    [requestId, address, kinds],
  );
  return rows;
}

const COMPLETION = ['completed', 'sender_completed'];

describe('cc at send', () => {
  test('is checked like the rest of the body: 400 without code, saying what to fix; nothing is charged', async () => {
    const used = async () => (await api('GET', '/api/v1/esign/usage')).body.signatureRequests.used;
    const before = await used();
    const cases: Array<[unknown, RegExp]> = [
      [Array.from({ length: 11 }, (_, i) => ({ email: `p${i}@observer.test` })), /body\/cc .*10/],
      [[{ email: 'not-an-address' }], /body\/cc\/0\/email/],
      [
        [{ email: 'twice@observer.test' }, { email: 'TWICE@Observer.test' }],
        /body\/cc\/1\/email TWICE@Observer\.test is given more than once/,
      ],
      [
        [{ email: 'ZOE@client.test' }],
        /body\/cc\/0\/email ZOE@client\.test is a signer's address \(role "Client"\)/,
      ],
      [[{ email: 'x@observer.test', role: 'Client' }], /body\/cc\/0/],
    ];
    for (const [cc, message] of cases) {
      const refused = await api('POST', SUBMISSIONS, sendBody({ cc }));
      assert.equal(refused.status, 400, JSON.stringify(refused.body));
      assert.equal(refused.body.code, undefined, JSON.stringify(refused.body));
      assert.match(refused.body.message, message);
    }
    assert.equal(await used(), before);
  });

  test('the resource shows cc ({email, name}, name null when not given; [] when none), and so does a replay', async () => {
    const cc = copies();
    const expected = [
      { email: cc[0].email, name: 'Wanda Watcher' },
      { email: cc[1].email, name: null },
    ];
    const idempotencyKey = `cc-replay-${process.pid}-${tags}`;
    const body = sendBody({ cc, idempotencyKey, sendEmail: false });
    const sent = await api('POST', SUBMISSIONS, body);
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.deepEqual(sent.body.cc, expected);
    assert.deepEqual((await poll(app, sent.body.id)).body.cc, expected);
    const listed = await api('GET', `${SUBMISSIONS}?limit=100`);
    assert.deepEqual(listed.body.submissions.find((r: { id: string }) => r.id === sent.body.id).cc, expected);

    const replayed = await api('POST', SUBMISSIONS, body);
    assert.equal(replayed.status, 200);
    assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
    assert.equal(replayed.body.id, sent.body.id);
    assert.deepEqual(replayed.body.cc, expected);

    const none = await api('POST', SUBMISSIONS, sendBody({ sendEmail: false }));
    assert.equal(none.status, 201);
    assert.deepEqual(none.body.cc, []);
  });
});

describe('e-mails to the copied people and the sender', () => {
  test('the copied get no invitation and no link; on completion they and the sender get the executed PDF', async () => {
    const cc = copies();
    const sent = await sendForSignature(app, { cc });
    await smtp.waitForMessage(
      (m) => m.to.includes(SIGNERS[0].email) && m.text.includes(sent.tokens[0]),
      'the first signer’s invitation',
    );
    await signBoth(sent.tokens);
    const executed = (await downloadExecuted(app, sent.id)).body as Buffer;
    assert.ok(Buffer.isBuffer(executed));

    for (const person of cc) {
      const mail = await smtp.waitForMessage(
        (m) => m.to.includes(person.email) && m.subject === `Completed: ${DOCUMENT}`,
        `the completion e-mail to ${person.email}`,
      );
      assert.equal(mail.attachments.length, 1);
      assert.equal(mail.attachments[0].contentType, 'application/pdf');
      assert.ok(mail.attachments[0].content.equals(executed), 'the attachment is the executed document');
      assert.ok(mail.text.includes('Owner at Acme copied you on this request'), mail.text);
    }
    assert.ok(smtp.to(cc[0].email)[0].text.includes('Hello Wanda Watcher,'));
    assert.ok(smtp.to(cc[1].email)[0].text.includes('Hello,'));

    const toSender = await smtp.waitForMessage(
      (m) =>
        m.to.includes(SENDER) &&
        m.subject === `Completed: ${DOCUMENT}` &&
        m.text.includes(`/app/requests/${sent.id}`),
      'the sender’s completion e-mail',
    );
    assert.equal(toSender.attachments.length, 1);
    assert.ok(toSender.attachments[0].content.equals(executed));
    assert.ok(toSender.text.includes('To stop these e-mails'));

    // Every message of the request has left: none to a copied person carries a signing link.
    await outboxSettled(app.t, sent.id);
    for (const person of cc) {
      const rows = await messagesTo(sent.id, person.email, ['invitation', 'reminder', 'completed']);
      assert.deepEqual(
        rows.map((r) => [r.kind, r.submitter_id]),
        [['completed', null]],
      );
      for (const mail of smtp.to(person.email)) {
        assert.ok(!mail.text.includes('/sign/') && !mail.html.includes('/sign/'), mail.text);
      }
    }

    // The certificate lists them as copied, after the signers.
    const text = await pdfText(executed);
    const copiedAt = text.indexOf('copied');
    assert.ok(copiedAt > text.indexOf(SIGNERS[1].email.toLowerCase()), 'after the signers');
    assert.ok(text.includes(`wanda watcher <${cc[0].email}>`), text);
    assert.ok(text.includes(cc[1].email));
  });

  test('a decline, a void and an expiry reach the copied people as they reach the signers', async () => {
    const declined = await sendForSignature(app, { cc: copies() });
    const voided = await sendForSignature(app, { cc: copies() });
    const expiring = await sendForSignature(app, { cc: copies() });
    const reply = await request(app.t.url, 'POST', `/sign/${declined.tokens[0]}/decline`, {
      body: { reason: 'The rate is wrong' },
    });
    assert.equal(reply.status, 200);
    assert.equal(
      (await api('POST', `${SUBMISSIONS}/${voided.id}/void`, { reason: 'Sent twice' })).status,
      200,
    );

    for (const person of declined.body.cc) {
      const mail = await smtp.waitForMessage(
        (m) => m.to.includes(person.email) && m.subject === `Declined: ${DOCUMENT}`,
        `the declined notice to ${person.email}`,
      );
      assert.ok(mail.text.includes(`Zoë Ångström declined to sign "${DOCUMENT}"`), mail.text);
      assert.ok(mail.text.includes('The rate is wrong'));
      assert.ok(!mail.text.includes('/sign/'));
    }
    for (const person of voided.body.cc) {
      const mail = await smtp.waitForMessage(
        (m) => m.to.includes(person.email) && m.subject === `Voided: ${DOCUMENT}`,
        `the voided notice to ${person.email}`,
      );
      assert.ok(mail.text.includes('Sent twice'));
    }

    // Past its expiry (30 days by default), the sweep records it and the copied people are told.
    assert.equal((await app.t.admin('POST', '/clock', { advanceSeconds: 31 * 86_400 })).status, 200);
    await expireDueRequests(app.t.services.db, app.t.services.clock);
    for (const person of expiring.body.cc) {
      const mail = await smtp.waitForMessage(
        (m) => m.to.includes(person.email) && m.subject === `Expired: ${DOCUMENT}`,
        `the expired notice to ${person.email}`,
      );
      assert.ok(!mail.text.includes('/sign/'));
    }
    assert.equal((await poll(app, expiring.id)).body.status, 'expired');
  });

  test('with sendEmail false the copied hear nothing; the sender still gets the document', async () => {
    const cc = copies();
    const sent = await sendForSignature(app, { cc, sendEmail: false });
    await signBoth(sent.tokens);
    await outboxSettled(app.t, sent.id);
    for (const person of cc) assert.deepEqual(await messagesTo(sent.id, person.email, COMPLETION), []);
    assert.equal((await messagesTo(sent.id, SENDER, ['sender_completed'])).length, 1);
  });

  test('one e-mail per person: a sender who is copied, or signs, gets one completion e-mail', async () => {
    const copied = await sendForSignature(app, { cc: [{ email: 'OWNER@acme.test', name: 'Owner' }] });
    await signBoth(copied.tokens);
    await outboxSettled(app.t, copied.id);
    assert.deepEqual(
      (await messagesTo(copied.id, SENDER, COMPLETION)).map((r) => r.kind),
      ['completed'],
    );

    const signing = await sendForSignature(app, {
      submitters: [SIGNERS[0], { role: 'Consultant', name: 'Owner', email: SENDER }],
    });
    await signBoth(signing.tokens);
    await outboxSettled(app.t, signing.id);
    assert.deepEqual(
      (await messagesTo(signing.id, SENDER, COMPLETION)).map((r) => r.kind),
      ['completed'],
    );
  });

  test('the sender gets nothing once they turned the setting off, or left the workspace', async () => {
    const { db } = app.t.services;
    await db.query('UPDATE members SET notify_on_completion = false WHERE id = $1', [app.tenant.memberId]);
    try {
      const off = await sendForSignature(app);
      await signBoth(off.tokens);
      await outboxSettled(app.t, off.id);
      assert.deepEqual(await messagesTo(off.id, SENDER, ['sender_completed']), []);
    } finally {
      await db.query('UPDATE members SET notify_on_completion = true WHERE id = $1', [app.tenant.memberId]);
    }

    // A second member sends, then is removed before the request completes.
    const ws = app.tenant.workspaceId;
    const member = await app.t.admin('POST', `/workspaces/${ws}/members`, {
      email: 'leaver@acme.test',
      name: 'Leaver',
    });
    const key = await app.t.admin('POST', `/workspaces/${ws}/api-keys`, { memberId: member.body.id });
    const sent = await api('POST', SUBMISSIONS, sendBody(), key.body.key);
    assert.equal(sent.status, 201);
    assert.equal((await app.t.admin('DELETE', `/workspaces/${ws}/members/${member.body.id}`)).status, 204);
    const tokens = sent.body.submitters.map((s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1]);
    await signBoth(tokens);
    await outboxSettled(app.t, sent.body.id);
    assert.deepEqual(await messagesTo(sent.body.id, 'leaver@acme.test', COMPLETION), []);
  });
});

describe('erasure', () => {
  test('erasing the request, or the copied person, leaves no copied address or name anywhere', async () => {
    const person = {
      email: `ignatius.copyholder.${process.pid}@observer.test`,
      name: `Ignatius Copyholder ${process.pid}`,
    };
    const completed = await sendForSignature(app, { cc: [person] });
    await signBoth(completed.tokens);
    await outboxSettled(app.t, completed.id);
    assert.equal((await api('DELETE', `${SUBMISSIONS}/${completed.id}`)).status, 204);

    // A person's erasure finds the requests they were copied on (case-insensitively).
    const voided = await sendForSignature(app, { cc: [person], sendEmail: false });
    assert.equal((await api('POST', `${SUBMISSIONS}/${voided.id}/void`, {})).status, 200);
    const erased = await app.t.admin('POST', `/workspaces/${app.tenant.workspaceId}/erase-person`, {
      email: person.email.toUpperCase(),
    });
    assert.equal(erased.status, 200, JSON.stringify(erased.body));
    assert.deepEqual(erased.body.erased, [voided.id]);

    const { rows } = await app.t.services.db.query<{ cc: unknown }>(
      'SELECT cc FROM signature_requests WHERE id = ANY($1::text[])',
      [[completed.id, voided.id]],
    );
    assert.deepEqual(
      rows.map((r) => r.cc),
      [[], []],
    );
    assert.deepEqual(
      await searchDatabase(app.t.services.db, [person.email.toLowerCase(), person.name.toLowerCase()]),
      [],
    );
  });
});
