// The e-mails around signing as their readers get them from a real SMTP peer (issue 12): every one
// names the member who sent the request and their workspace, and replies reach that member;
// invitations say by when to sign and where the signer stands in the order; a decline reaches the
// sender (by e-mail and in the application) and the decliner gets a confirmation addressed to them;
// footers fit the message; a German signer reads all of it in German.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request, waitFor } from './helpers.ts';
import { decodeWords, type ReceivedMail, type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import { complete, type SigningApp, sendForSignature, startSigningApp, typed } from './signing-support.ts';

const THREE_PARTY = {
  name: 'Three-party agreement',
  kind: 'flow',
  roles: [{ name: 'Buyer' }, { name: 'Seller' }, { name: 'Witness' }],
  body: '# Three-party agreement\n\nThe Buyer buys, the Seller sells, the Witness watches.',
  variables: [],
};
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

let smtp: SmtpPeer;
let app: SigningApp;
let run = 0;

before(async () => {
  smtp = await startSmtpPeer();
  app = await startSigningApp({ env: { SMTP_URL: smtp.url }, worker: true, template: THREE_PARTY });
});
after(async () => {
  await app?.close();
  await smtp?.close();
});

/** Three signers with addresses of their own to this test, the first in `locale` if given. */
function signers(locale?: string) {
  run += 1;
  return [
    { role: 'Buyer', name: 'Zoë Ångström', email: `buyer${run}@example.test`, ...(locale ? { locale } : {}) },
    { role: 'Seller', name: 'Łukasz Żółć', email: `seller${run}@example.test` },
    { role: 'Witness', name: 'Nguyễn Văn An', email: `witness${run}@example.test` },
  ];
}

const mailTo = (email: string, subject: RegExp | string) =>
  smtp.waitForMessage(
    (m) =>
      m.to.includes(email) &&
      (typeof subject === 'string' ? m.subject.startsWith(subject) : subject.test(m.subject)),
    `"${subject}" to ${email}`,
  );

const sign = (token: string, name: string) =>
  complete(app.t.url, token, { consent: true, signature: typed(name) });

/** "15 January 2027, 09:30 UTC", computed here independently of the service's formatter. */
function readable(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}

function assertFromTheSender(mail: ReceivedMail) {
  assert.match(
    mail.headers.from,
    /^"?Owner at Acme via Countersign"? <no-reply@localhost>$/,
    mail.headers.from,
  );
  assert.match(
    mail.headers['reply-to'] ?? '',
    /^"?Owner"? <owner@acme\.test>$/,
    'replies reach the member who sent it',
  );
}

describe('invitations', () => {
  test('each invitation names the sender, gives the deadline and the place in the order; replies reach the sender', async () => {
    const expiresAt = new Date(Date.now() + 10 * 86_400_000);
    expiresAt.setUTCSeconds(0, 0);
    const people = signers();
    const sent = await sendForSignature(app, {
      submitters: people,
      values: {},
      expiresAt: expiresAt.toISOString(),
      message: 'Please sign before the board meets.',
    });

    const first = await mailTo(people[0].email, 'Please sign:');
    assert.equal(first.subject, 'Please sign: Three-party agreement, from Owner at Acme');
    assertFromTheSender(first);
    assert.equal(first.from, 'no-reply@localhost', 'MAIL_FROM stays the envelope sender');
    assert.ok(first.text.includes('Hello Zoë Ångström,'));
    assert.ok(
      first.text.includes('Owner at Acme has sent you "Three-party agreement" to sign electronically.'),
    );
    assert.ok(first.text.includes('You sign first of three; the others sign after you.'));
    assert.ok(first.text.includes(`Please sign by ${readable(expiresAt)}.`), first.text);
    assert.ok(first.text.includes('Message from Owner at Acme:'));
    assert.ok(first.text.includes('This signing link is personal: do not forward it.'));
    assert.ok(first.text.includes('Replies to this e-mail go to Owner (owner@acme.test).'));
    assert.ok(first.html.includes(`Please sign by ${readable(expiresAt)}.`));

    assert.equal((await sign(sent.tokens[0], 'Zoë Ångström')).status, 200);
    const second = await mailTo(people[1].email, 'Please sign:');
    assert.ok(second.text.includes('You sign second of three; the first signer has signed.'), second.text);
    assertFromTheSender(second);

    assert.equal((await sign(sent.tokens[1], 'Łukasz Żółć')).status, 200);
    const third = await mailTo(people[2].email, 'Please sign:');
    assert.ok(third.text.includes('You sign third of three; the first two signers have signed.'), third.text);
  });

  test('a reminder carries the deadline, the order and the sender too', async () => {
    const people = signers();
    const sent = await sendForSignature(app, { submitters: people, values: {} });
    await mailTo(people[0].email, 'Please sign:');
    const reminded = await request(app.t.url, 'POST', `/api/v1/esign/submissions/${sent.id}/remind`, {
      token: app.tenant.apiKey,
    });
    assert.equal(reminded.status, 200, JSON.stringify(reminded.body));
    const reminder = await mailTo(people[0].email, 'Reminder:');
    assert.equal(reminder.subject, 'Reminder: please sign Three-party agreement, from Owner at Acme');
    assertFromTheSender(reminder);
    assert.ok(reminder.text.includes('You sign first of three'));
    assert.match(reminder.text, /Please sign by \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\./);
    assert.ok(reminder.text.includes('do not forward it'));
  });
});

describe('declining', () => {
  test('the sender is told by e-mail and in the application; the decliner gets a confirmation addressed to them', async () => {
    const people = signers();
    const sent = await sendForSignature(app, { submitters: people, values: {} });
    await mailTo(people[0].email, 'Please sign:');
    assert.equal((await sign(sent.tokens[0], 'Zoë Ångström')).status, 200);
    await mailTo(people[1].email, 'Please sign:');
    const declined = await request(app.t.url, 'POST', `/sign/${sent.tokens[1]}/decline`, {
      body: { reason: 'The price is not what we agreed.' },
    });
    assert.equal(declined.status, 200, JSON.stringify(declined.body));

    // The member who sent the request.
    const toSender = await mailTo('owner@acme.test', /^Declined by Łukasz Żółć: Three-party agreement$/);
    assert.ok(toSender.text.includes('Hello Owner,'));
    assert.ok(
      toSender.text.includes(
        `Łukasz Żółć (${people[1].email}), signing as Seller, declined to sign "Three-party agreement".`,
      ),
      toSender.text,
    );
    assert.ok(toSender.text.includes('> The price is not what we agreed.'));
    assert.match(toSender.text, new RegExp(`Open the request: http\\S+/app/requests/${sent.id}\r?\n`));
    assert.ok(!toSender.text.includes(`Request: ${sent.id}`), 'a link, not an id to look up');
    assert.match(
      toSender.headers['reply-to'] ?? '',
      new RegExp(`<${people[1].email}>$`),
      'replies reach the decliner',
    );
    assert.ok(!toSender.text.includes('do not forward'), 'the link needs a sign-in: no warning about it');

    // The decliner, in the second person.
    const confirmation = await mailTo(people[1].email, 'You declined:');
    assert.equal(confirmation.subject, 'You declined: Three-party agreement');
    assert.ok(confirmation.text.includes('Hello Łukasz Żółć,'));
    assert.ok(
      confirmation.text.includes(
        'You declined to sign "Three-party agreement". The request from Owner at Acme has ended, and they have been told.',
      ),
      confirmation.text,
    );
    assert.ok(!/Łukasz Żółć declined/.test(confirmation.text), 'not in the third person');
    assert.ok(!confirmation.text.includes('do not forward'));
    assertFromTheSender(confirmation);

    // The signer already e-mailed learns the request ended; the witness, never invited, hears nothing.
    const other = await mailTo(people[0].email, 'Declined:');
    assert.ok(other.text.includes('Łukasz Żółć declined to sign "Three-party agreement"'));
    assert.equal(smtp.to(people[2].email).length, 0);

    // The workspace's in-app notification, beside completions.
    const { body } = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/notifications`);
    const notice = body.notifications.find(
      (n: { requestId: string; type: string }) =>
        n.requestId === sent.id && n.type === 'signature_request.declined',
    );
    assert.ok(notice, JSON.stringify(body.notifications));
  });

  test('with sendEmail false the sender is still told, and no signer is e-mailed', async () => {
    const people = signers();
    const sent = await sendForSignature(app, { submitters: people, values: {}, sendEmail: false });
    assert.equal(
      (await request(app.t.url, 'POST', `/sign/${sent.tokens[0]}/decline`, { body: {} })).status,
      200,
    );
    const toSender = await mailTo('owner@acme.test', /^Declined by Zoë Ångström: /);
    assert.match(toSender.text, new RegExp(`/app/requests/${sent.id}\r?\n`));
    for (const person of people) assert.equal(smtp.to(person.email).length, 0, person.email);
  });
});

describe('completion', () => {
  test('the completion notice names the sender, carries the document and no warning about a link', async () => {
    const people = signers();
    const sent = await sendForSignature(app, { submitters: people, values: {} });
    for (const [i, person] of people.entries())
      assert.equal((await sign(sent.tokens[i], person.name)).status, 200);
    const done = await mailTo(people[2].email, 'Completed:');
    assert.ok(done.text.includes('Everyone has signed "Three-party agreement", sent by Owner at Acme.'));
    assert.ok(!done.text.includes('do not forward'));
    assertFromTheSender(done);
    assert.equal(done.attachments.length, 1);
  });
});

describe('a German signer', () => {
  test('is invited, reminded and told of the end in German; the other signers keep English', async () => {
    const people = signers('de-AT');
    const sent = await sendForSignature(app, { submitters: people, values: {} });
    const invitation = await mailTo(people[0].email, 'Bitte unterschreiben:');
    assert.equal(invitation.subject, 'Bitte unterschreiben: Three-party agreement, von Owner von Acme');
    assert.match(
      decodeWords(invitation.headers.from),
      /^"?Owner von Acme über Countersign"? <no-reply@localhost>$/,
    );
    assert.ok(invitation.text.includes('Guten Tag Zoë Ångström,'));
    assert.ok(
      invitation.text.includes(
        'Owner von Acme hat Ihnen „Three-party agreement“ zur elektronischen Unterschrift gesendet.',
      ),
    );
    assert.ok(invitation.text.includes('Sie unterschreiben an erster Stelle von drei'));
    assert.match(
      invitation.text,
      /Bitte unterschreiben Sie bis \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, \d\d:\d\d UTC\./,
    );
    assert.ok(invitation.text.includes('Prüfen und unterschreiben'));
    assert.ok(invitation.text.includes('Bitte leiten Sie ihn nicht weiter.'));

    await request(app.t.url, 'POST', `/api/v1/esign/submissions/${sent.id}/remind`, {
      token: app.tenant.apiKey,
    });
    const reminder = await mailTo(people[0].email, 'Erinnerung:');
    assert.ok(reminder.text.includes('auf Ihre Unterschrift wartet'));

    assert.equal(
      (await request(app.t.url, 'POST', `/sign/${sent.tokens[0]}/decline`, { body: {} })).status,
      200,
    );
    const confirmation = await mailTo(people[0].email, 'Sie haben abgelehnt:');
    assert.ok(
      confirmation.text.includes('Sie haben die Unterschrift von „Three-party agreement“ abgelehnt.'),
    );
    // The member's e-mail stays in English: a member's language is not known.
    await mailTo('owner@acme.test', /^Declined by Zoë Ångström: /);
  });

  test('receives the executed document with a German notice', async () => {
    const people = signers('de');
    const sent = await sendForSignature(app, { submitters: people, values: {} });
    for (const [i, person] of people.entries())
      assert.equal((await sign(sent.tokens[i], person.name)).status, 200);
    const done = await mailTo(people[0].email, 'Abgeschlossen:');
    assert.ok(
      done.text.includes('Alle haben „Three-party agreement“ unterschrieben, gesendet von Owner von Acme.'),
    );
    const english = await mailTo(people[1].email, 'Completed:');
    assert.ok(english.text.includes('Everyone has signed'));
  });
});

describe('the verification code', () => {
  test('an e-mailed verification code leaves its sealed copy in the outbox once it is sent (issue 31 item 8)', async () => {
    const [buyer, ...others] = signers();
    const sent = await sendForSignature(app, {
      submitters: [{ ...buyer, verification: { method: 'email_code' } }, ...others],
      values: {},
    });
    const asked = await request(app.t.url, 'POST', `/sign/${sent.tokens[0]}/verify/send`);
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const mail = await mailTo(buyer.email, 'Your code');
    assert.match(mail.text, /^\s+\d{6}\r?$/m, 'the code reached the signer');
    const row = await waitFor(async () => {
      const { rows } = await app.t.services.db.query<{ status: string; params: Record<string, unknown> }>(
        `SELECT status, params FROM outbox_messages WHERE request_id = $1 AND kind = 'verification_code'`,
        [sent.id],
      );
      return rows[0]?.status === 'sent' ? rows[0] : null;
    }, 'the code message recorded as sent');
    assert.equal('sealedCode' in (row?.params ?? {}), false, JSON.stringify(row?.params));
  });
});
