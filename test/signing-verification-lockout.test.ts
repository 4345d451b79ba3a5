// Wrong codes lock a signing link longer each time (issue 31 item 4): every fifth locks it, for 15
// minutes, then 1 hour, then 24 hours, and the twentieth until the sender reminds the signer, which
// the sender hears by e-mail. The sender's reminder (the API's remind call) unlocks it; a code that
// is right but for its capital letters is the right code, and the form and the e-mails of a signer
// with an access code say what they need (issue 31 item 11).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Reply, request, waitFor } from './helpers.ts';
import { SIGNERS, type SigningApp, sendForSignature, startSigningApp } from './signing-support.ts';

const ACCESS_CODE = 'Blue-Falcon-42';
const SENDER = 'owner@acme.test';
const [CLIENT, CONSULTANT] = SIGNERS;

let app: SigningApp;
before(async () => {
  app = await startSigningApp({ env: { TEST_CLOCK: '1' }, worker: true });
});
after(async () => {
  await app?.close();
});

const base = () => app.t.url;
const verify = (token: string, code: string) =>
  request(base(), 'POST', `/sign/${token}/verify`, { body: { code } });
const advance = async (seconds: number) =>
  assert.equal((await app.t.admin('POST', '/clock', { advanceSeconds: seconds })).status, 200);

function assertRefused(reply: Reply, status: number, code: string) {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body.code, code, JSON.stringify(reply.body));
}

/** Five wrong codes: four counted down, the fifth locks for `seconds`. */
async function fiveWrong(token: string, seconds: number) {
  for (const left of [4, 3, 2, 1]) {
    const wrong = await verify(token, `wrong-${left}`);
    assertRefused(wrong, 400, 'verification_failed');
    assert.equal(wrong.body.attemptsLeft, left);
  }
  const locked = await verify(token, 'wrong-5');
  assertRefused(locked, 429, 'verification_locked');
  assert.equal(locked.body.retryAfterSeconds, seconds);
  assert.equal(locked.headers.get('retry-after'), String(seconds));
  assertRefused(await verify(token, ACCESS_CODE), 429, 'verification_locked');
  await advance(seconds + 1);
}

async function mailTo(email: string, subject: RegExp) {
  return waitFor(async () => {
    const box = await app.t.admin('GET', `/mailbox?to=${encodeURIComponent(email)}`);
    return box.body.messages.find((m: { subject: string }) => subject.test(m.subject));
  }, `an e-mail to ${email}: ${subject}`);
}

describe('locks after wrong codes', () => {
  test('15 minutes, 1 hour, 24 hours, then locked until the sender reminds the signer (the sender is e-mailed)', async () => {
    const sent = await sendForSignature(app, {
      submitters: [{ ...CLIENT, verification: { method: 'access_code', code: ACCESS_CODE } }, CONSULTANT],
    });
    const [client] = sent.tokens;
    await fiveWrong(client, 15 * 60);
    await fiveWrong(client, 60 * 60);
    await fiveWrong(client, 24 * 60 * 60);
    for (const left of [4, 3, 2, 1])
      assert.equal((await verify(client, `again-${left}`)).body.attemptsLeft, left);
    assertRefused(await verify(client, 'the-twentieth'), 403, 'verification_link_locked');

    // Days later, the right code still does not open it, nor does the page offer more tries.
    await advance(3 * 24 * 3600);
    assertRefused(await verify(client, ACCESS_CODE), 403, 'verification_link_locked');
    const page = await request<string>(base(), 'GET', `/sign/${client}`);
    assert.match(
      page.body,
      /This link stays locked until <strong>|This link stays locked until Owner at Acme/,
    );

    const notice = await mailTo(SENDER, /^Signing link locked/);
    assert.equal(notice.subject, `Signing link locked: ${CLIENT.name}, Consulting agreement`);
    assert.match(
      notice.text,
      new RegExp(`20 wrong codes were entered on the signing link of ${CLIENT.name}`),
    );
    assert.match(notice.text, /reminder unlocks the link/);
    assert.match(notice.text, new RegExp(`/app/requests/${sent.id}`));

    // The sender's reminder sends the link again and unlocks it.
    const reminded = await request(base(), 'POST', `/api/v1/esign/submissions/${sent.id}/remind`, {
      token: app.tenant.apiKey,
    });
    assert.deepEqual(reminded.body, { reminded: true, recipient: { email: CLIENT.email } });
    const wrong = await verify(client, 'still-wrong');
    assertRefused(wrong, 400, 'verification_failed');
    assert.equal(wrong.body.attemptsLeft, 4, 'the count starts again');
    assert.equal((await verify(client, ACCESS_CODE)).status, 200);
    const { rows } = await app.t.services.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE request_id = $1 AND action = 'signature_request.reminded'`,
      [sent.id],
    );
    assert.equal(rows[0]?.details.unlocked, true);
  });

  test('an access code is compared without regard to capital letters, and the form says so', async () => {
    const sent = await sendForSignature(app, {
      submitters: [
        { ...CLIENT, verification: { method: 'access_code', code: 'blue-falcon-42' } },
        CONSULTANT,
      ],
    });
    const page = await request<string>(base(), 'GET', `/sign/${sent.tokens[0]}`);
    assert.match(page.body, /Capital and small letters count as the same\./);
    assert.match(page.body, /aria-describedby="code-help code-case verification-code-error"/);
    const upper = await verify(sent.tokens[0], 'BLUE-FALCON-42');
    assert.equal(upper.status, 200, JSON.stringify(upper.body));
  });

  test('the invitation and the reminder of a signer with an access code say the sender gives it', async () => {
    const signer = { ...CLIENT, email: 'coded@client.test' };
    const sent = await sendForSignature(app, {
      submitters: [{ ...signer, verification: { method: 'access_code', code: ACCESS_CODE } }, CONSULTANT],
    });
    const needed =
      /To open the document you need the access code Owner at Acme gives you separately\. It is not in this e-mail/;
    assert.match((await mailTo(signer.email, /^Please sign/)).text, needed);
    const reminded = await request(base(), 'POST', `/api/v1/esign/submissions/${sent.id}/remind`, {
      token: app.tenant.apiKey,
    });
    assert.equal(reminded.status, 200);
    const reminder = await mailTo(signer.email, /^Reminder/);
    assert.match(reminder.text, needed);
    assert.ok(!reminder.text.includes(ACCESS_CODE), 'the code itself is in no e-mail');
  });

  test('a signer without an access code is not told of one', async () => {
    const signer = { ...CLIENT, email: 'plain@client.test' };
    await sendForSignature(app, { submitters: [signer, CONSULTANT] });
    assert.doesNotMatch((await mailTo(signer.email, /^Please sign/)).text, /access code/);
  });
});
