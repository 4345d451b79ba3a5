// Signer verification (issue 24 item 2): a signer sent with an access code or an e-mailed code sees
// only the code form, and cannot open, read or sign the document, until this browser has entered the
// code; wrong codes count down to a 15-minute lock; e-mailed codes are 6 digits, valid 10 minutes,
// replaced by the next one and limited to 5 an hour; the certificate states the check; and an access
// code never comes back in any answer or e-mail.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { markSent } from '../src/mail/delivery.ts';
import { freezeClock } from './clock-support.ts';
import { type Reply, request, waitFor } from './helpers.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  mainOf,
  readableText,
  run,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

const ACCESS_CODE = 'Blue-Heron-7731';
const [CLIENT, CONSULTANT] = SIGNERS;

let app: SigningApp;
let dir: string;
before(async () => {
  app = await startSigningApp({ env: { TEST_CLOCK: '1' }, worker: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-verification-'));
});
after(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const base = () => app.t.url;
const withAccessCode = (code = ACCESS_CODE) => [
  { ...CLIENT, verification: { method: 'access_code', code } },
  { ...CONSULTANT, verification: { method: 'access_code', code: 'another-code' } },
];
const withEmailCode = () => [{ ...CLIENT, verification: { method: 'email_code' } }, CONSULTANT];

const verify = (token: string, code: string) =>
  request(base(), 'POST', `/sign/${token}/verify`, { body: { code } });
const sendCode = (token: string) => request(base(), 'POST', `/sign/${token}/verify/send`);
const withCookie = (cookie: string | undefined): Record<string, string> => (cookie ? { cookie } : {});
const page = (token: string, cookie?: string) =>
  request<string>(base(), 'GET', `/sign/${token}`, { headers: withCookie(cookie) });
const open = (token: string, cookie?: string) =>
  request(base(), 'POST', `/sign/${token}/open`, { headers: withCookie(cookie) });
const documentOf = (token: string, cookie?: string) =>
  request(base(), 'GET', `/sign/${token}/document`, { headers: withCookie(cookie) });
const advance = async (seconds: number) =>
  assert.equal((await app.t.admin('POST', '/clock', { advanceSeconds: seconds })).status, 200);

/** The cookie a successful verify sets, as a browser would send it back. */
function cookieOf(reply: Reply): string {
  const header = reply.headers.get('set-cookie');
  assert.ok(header, 'a cookie is set');
  return header.split(';')[0];
}

function assertRefused(reply: Reply, status: number, code: string) {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body.code, code, JSON.stringify(reply.body));
}

async function mailboxTo(email: string): Promise<Array<{ id: string; subject: string; text: string }>> {
  const box = await app.t.admin('GET', `/mailbox?to=${encodeURIComponent(email)}`);
  assert.equal(box.status, 200);
  return box.body.messages;
}

/**
 * Asks for a code and reads it from the code e-mail this request made: found by being new and by its
 * link to this signer, not by being first. Every test writes to the same address, and an earlier
 * test's code e-mail may be delivered after this one was asked for (or carry a later time: its clock
 * was moved); each code is shown once.
 */
async function emailedCode(token: string): Promise<string> {
  const signer = token.split('.')[0];
  const isCode = (m: { subject: string; text: string }) =>
    m.subject.startsWith('Your code') && m.text.includes(`/sign/${signer}`);
  const before = new Set((await mailboxTo(CLIENT.email)).filter(isCode).map((m) => m.id));
  const asked = await sendCode(token);
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  assert.equal(asked.body.sent, true);
  const fresh = await waitFor(async () => {
    const arrived = (await mailboxTo(CLIENT.email)).filter((m) => isCode(m) && !before.has(m.id));
    return arrived.length > 0 ? arrived : null;
  }, 'the code e-mail');
  assert.equal(fresh?.length, 1, 'one new code e-mail');
  const newest = fresh?.[0]?.text ?? '';
  const code = /^\s+(\d{6})$/m.exec(newest)?.[1];
  assert.ok(code, `a 6-digit code in:\n${newest}`);
  return code;
}

async function certificateText(requestId: string): Promise<string> {
  const executed = await downloadExecuted(app, requestId);
  assert.equal(executed.status, 200);
  const file = path.join(dir, `${requestId}.pdf`);
  await writeFile(file, executed.body);
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output.replace(/\s+/g, ' ');
}

describe('send', () => {
  test('verification is checked: an access code needs its 4 to 64 characters, an e-mailed code takes none', async () => {
    const send = (submitters: unknown) =>
      request(base(), 'POST', '/api/v1/esign/submissions', {
        token: app.tenant.apiKey,
        body: { templateId: app.templateId, submitters, values: { clientName: 'N', rate: 1 } },
      });
    for (const verification of [
      { method: 'access_code' },
      { method: 'access_code', code: 'abc' },
      { method: 'access_code', code: '  ab  ' },
      { method: 'access_code', code: 'x'.repeat(65) },
      { method: 'email_code', code: '123456' },
      { method: 'sms' },
    ]) {
      const refused = await send([{ ...CLIENT, verification }, CONSULTANT]);
      assert.equal(refused.status, 400, JSON.stringify(verification));
      assert.equal(refused.body.code, undefined);
      assert.match(refused.body.message, /submitters\/0\/verification/, refused.body.message);
    }
  });

  test('the access code is stored only as a slow hash and comes back in no answer', async () => {
    const sent = await sendForSignature(app, { submitters: withAccessCode() });
    assert.ok(!JSON.stringify(sent.body).includes(ACCESS_CODE), 'not in the send answer');
    const polled = await request(base(), 'GET', `/api/v1/esign/submissions/${sent.id}`, {
      token: app.tenant.apiKey,
    });
    assert.ok(!JSON.stringify(polled.body).includes(ACCESS_CODE), 'not in the resource');
    const { rows } = await app.t.services.db.query<{
      verification_method: string;
      verification_secret: string;
    }>(
      'SELECT verification_method, verification_secret FROM submitters WHERE request_id = $1 ORDER BY position',
      [sent.id],
    );
    assert.equal(rows[0].verification_method, 'access_code');
    assert.match(rows[0].verification_secret, /^scrypt-nocase\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    assert.notEqual(rows[0].verification_secret, rows[1].verification_secret);
  });
});

describe('access code', () => {
  test('before the code: only the code form, and open, document and complete answer 403 verification_required', async () => {
    const sent = await sendForSignature(app, { submitters: withAccessCode() });
    const [client] = sent.tokens;
    const shown = await page(client);
    assert.equal(shown.status, 200);
    const text = readableText(mainOf(shown.body));
    assert.match(shown.body, /id="verification-code"/);
    assert.match(text, /Consulting agreement/, 'the title names the template');
    assert.match(text, /Owner at Acme/, 'and who asks');
    const main = mainOf(shown.body);
    for (const hidden of [
      'Northwind',
      'daily rate',
      'Your reference',
      CONSULTANT.name,
      'sign-form',
      'document-heading',
    ])
      assert.ok(!main.includes(hidden), `"${hidden}" is not on the page`);
    assertRefused(await open(client), 403, 'verification_required');
    assertRefused(await documentOf(client), 403, 'verification_required');
    assertRefused(await clientSigns(base(), client), 403, 'verification_required');
    const status = await request(base(), 'GET', `/sign/${client}/verify`);
    assert.deepEqual(status.body, { method: 'access_code', verified: false });
  });

  test('a wrong code is 400 with the attempts left; the right one marks this browser for this link only', async () => {
    const sent = await sendForSignature(app, { submitters: withAccessCode() });
    const [client, consultant] = sent.tokens;
    const wrong = await verify(client, 'not-the-code');
    assertRefused(wrong, 400, 'verification_failed');
    assert.equal(wrong.body.attemptsLeft, 4);
    assert.equal(wrong.headers.get('set-cookie'), null);
    assertRefused(await verify(client, `${ACCESS_CODE}x`), 400, 'verification_failed');

    const right = await verify(client, ` ${ACCESS_CODE} `);
    assert.equal(right.status, 200, JSON.stringify(right.body));
    assert.deepEqual(right.body, { verified: true, method: 'access_code' });
    const header = right.headers.get('set-cookie') ?? '';
    assert.match(header, /HttpOnly/);
    assert.match(header, /SameSite=Strict/);
    assert.ok(header.includes(`Path=/sign/${client}`), header);
    assert.doesNotMatch(header, /Secure/, 'plain http: not Secure');
    const cookie = cookieOf(right);

    const shown = await page(client, cookie);
    assert.match(shown.body, /Northwind Traders/, 'the document shows');
    assert.match(shown.body, /id="sign-form"/);
    assert.equal((await open(client, cookie)).status, 200);
    const pdf = await documentOf(client, cookie);
    assert.equal(pdf.status, 200);
    assert.match(pdf.headers.get('content-type') ?? '', /pdf/);

    // The link alone (another browser) still needs the code; the cookie opens no other link.
    assertRefused(await documentOf(client), 403, 'verification_required');
    assert.doesNotMatch((await page(client)).body, /Northwind/);
    assertRefused(await documentOf(consultant, cookie), 403, 'verification_required');
    const forged = cookie.replace(/=(\d+)\./, (_m, ms) => `=${Number(ms) + 1}.`);
    assertRefused(await documentOf(client, forged), 403, 'verification_required');
  });

  test('five wrong codes lock the link for 15 minutes (429 Retry-After), even for the right code', async (context) => {
    // A minute short of the lock's end: the clock stands still, however slow the machine (issue 31 item 14).
    await freezeClock(app.t.admin, context);
    const sent = await sendForSignature(app, { submitters: withAccessCode() });
    const [client] = sent.tokens;
    for (const left of [4, 3, 2, 1]) {
      const wrong = await verify(client, `wrong-${left}`);
      assertRefused(wrong, 400, 'verification_failed');
      assert.equal(wrong.body.attemptsLeft, left);
    }
    const locked = await verify(client, 'wrong-5');
    assertRefused(locked, 429, 'verification_locked');
    assert.equal(locked.headers.get('retry-after'), '900');
    assert.equal(locked.body.retryAfterSeconds, 900);
    const stillLocked = await verify(client, ACCESS_CODE);
    assertRefused(stillLocked, 429, 'verification_locked');
    assert.match((await page(client)).body, /Too many wrong codes/);

    await advance(14 * 60);
    assertRefused(await verify(client, ACCESS_CODE), 429, 'verification_locked');
    await advance(61);
    const after = await verify(client, ACCESS_CODE);
    assert.equal(after.status, 200, JSON.stringify(after.body));
    const actions = (
      await app.t.services.db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE request_id = $1 AND action LIKE 'signature_request.verif%' ORDER BY at, id`,
        [sent.id],
      )
    ).rows.map((r) => r.action);
    assert.deepEqual(actions, [
      ...Array(4).fill('signature_request.verification_failed'),
      'signature_request.verification_locked',
      'signature_request.verified',
    ]);
  });

  test('the certificate says the access code was given by the sender and when it was entered; the code is in no e-mail', async () => {
    const sent = await sendForSignature(app, { submitters: withAccessCode() });
    const [client, consultant] = sent.tokens;
    const clientCookie = cookieOf(await verify(client, ACCESS_CODE));
    assert.equal((await clientSigns(base(), client, { cookie: clientCookie })).status, 200);
    assertRefused(await consultantSigns(base(), consultant), 403, 'verification_required');
    const consultantCookie = cookieOf(await verify(consultant, 'another-code'));
    const done = await consultantSigns(base(), consultant, { cookie: consultantCookie });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.requestStatus, 'completed');

    const { rows } = await app.t.services.db.query<{ verified_at: Date }>(
      'SELECT verified_at FROM submitters WHERE request_id = $1 ORDER BY position',
      [sent.id],
    );
    const text = await certificateText(sent.id);
    assert.ok(text.includes('Access code given by the sender, entered at'), text);
    assert.ok(text.includes(rows[0].verified_at.toISOString()), 'with the time it was entered');
    assert.ok(!text.includes(ACCESS_CODE));

    await waitFor(
      async () => (await mailboxTo(CLIENT.email)).some((m) => m.subject.startsWith('Completed')),
      'the completion e-mail',
    );
    const everything = JSON.stringify((await app.t.admin('GET', '/mailbox?limit=1000')).body);
    assert.ok(!everything.includes(ACCESS_CODE), 'no e-mail carries the access code');
    assert.ok(!everything.includes('another-code'));
  });
});

describe('e-mailed code', () => {
  test('the signing page offers to send a code; a 6-digit code from the mailbox opens the document', async () => {
    const sent = await sendForSignature(app, { submitters: withEmailCode() });
    const [client] = sent.tokens;
    const shown = await page(client);
    assert.match(shown.body, /id="send-code"/);
    assert.match(shown.body, /inputmode="numeric"/);
    assert.match(shown.body, /autocomplete="one-time-code"/);
    assert.ok(!shown.body.includes('Northwind'));

    const code = await emailedCode(client);
    const [mail] = (await mailboxTo(CLIENT.email)).filter((m) => m.subject.startsWith('Your code'));
    assert.equal(mail.subject, 'Your code to open Consulting agreement');
    assert.match(mail.text, /Owner at Acme has asked you to sign "Consulting agreement"/);
    assert.match(mail.text, /valid for 10 minutes/);
    const { rows } = await app.t.services.db.query<{ verification_secret: string }>(
      'SELECT verification_secret FROM submitters WHERE request_id = $1 AND position = 0',
      [sent.id],
    );
    assert.match(rows[0].verification_secret, /^[0-9a-f]{64}$/, 'stored as a hash');
    const params = await app.t.services.db.query<{ params: unknown }>(
      `SELECT params FROM outbox_messages WHERE request_id = $1 AND kind = 'verification_code'`,
      [sent.id],
    );
    assert.ok(!JSON.stringify(params.rows).includes(code), 'the outbox keeps the code sealed');
    // Issue 31 item 8: once the mailbox has shown it, not even the sealed code stays.
    assert.deepEqual(
      params.rows.map((r) => Object.keys(r.params as object).includes('sealedCode')),
      [false],
    );
    const again = (await mailboxTo(CLIENT.email)).find((m) => m.subject.startsWith('Your code'));
    assert.ok(again && !again.text.includes(code), 'a later look at the mailbox shows no code');

    const right = await verify(client, code);
    assert.equal(right.status, 200, JSON.stringify(right.body));
    assert.match((await page(client, cookieOf(right))).body, /Northwind Traders/);
    assertRefused(await verify(client, code), 400, 'verification_failed');
  });

  test('a code e-mail the claim path records as kept in the mailbox still shows its code, once', async () => {
    // The worker's pass puts messages into the local mailbox in one statement, then claims what is
    // due for the transport; a code asked for between the two went through the claim, whose record of
    // the delivery dropped the sealed code, so the mailbox showed dashes (a flake of the tests above).
    const sent = await sendForSignature(app, { submitters: withEmailCode() });
    const [client] = sent.tokens;
    assert.equal((await sendCode(client)).status, 200);
    const codeMail = async () =>
      (
        await app.t.services.db.query<{ id: string; status: string }>(
          `SELECT id, status FROM outbox_messages WHERE request_id = $1 AND kind = 'verification_code'`,
          [sent.id],
        )
      ).rows[0];
    const delivered = await waitFor(async () => {
      const row = await codeMail();
      return row?.status === 'sent' ? row : null;
    }, 'the code e-mail delivered');
    // As the claim path has it: the message claimed (pending), then recorded as kept in the mailbox.
    await app.t.services.db.transaction(async (tx) => {
      await tx.query(`UPDATE outbox_messages SET status = 'pending' WHERE id = $1`, [delivered!.id]);
      await markSent(tx, app.t.services.clock, [delivered!.id], 'mailbox');
    });
    const signer = client.split('.')[0];
    const shown = (await mailboxTo(CLIENT.email)).find((m) => m.text.includes(`/sign/${signer}`));
    assert.match(shown?.text ?? '', /^\s+\d{6}$/m, 'the code is in the message the first time');
    const again = (await mailboxTo(CLIENT.email)).find((m) => m.text.includes(`/sign/${signer}`));
    assert.doesNotMatch(again?.text ?? '', /^\s+\d{6}$/m, 'and only then');
  });

  test('a code expires after 10 minutes, and a new one invalidates the old', async () => {
    const sent = await sendForSignature(app, { submitters: withEmailCode() });
    const [client] = sent.tokens;
    const first = await emailedCode(client);
    await advance(10 * 60 + 1);
    assertRefused(await verify(client, first), 400, 'verification_failed');

    const second = await emailedCode(client);
    const third = await emailedCode(client);
    if (second !== third) assertRefused(await verify(client, second), 400, 'verification_failed');
    assert.equal((await verify(client, third)).status, 200);
  });

  test('at most 5 codes an hour (429 with Retry-After), then more', async (context) => {
    // Retry-After counts from the first code: exact only on a clock that stands still (issue 31 item 14).
    await freezeClock(app.t.admin, context);
    const sent = await sendForSignature(app, { submitters: withEmailCode() });
    const [client] = sent.tokens;
    for (let i = 0; i < 5; i++) assert.equal((await sendCode(client)).status, 200);
    const limited = await sendCode(client);
    assertRefused(limited, 429, 'verification_code_limit');
    // Whole seconds until the oldest of the hour's codes is an hour old (a second may have passed).
    assert.ok(['3599', '3600'].includes(limited.headers.get('retry-after') ?? ''));
    await advance(3601);
    assert.equal((await sendCode(client)).status, 200);
  });

  test('five wrong codes lock the link and spend the code', async () => {
    const sent = await sendForSignature(app, { submitters: withEmailCode() });
    const [client, consultant] = sent.tokens;
    const code = await emailedCode(client);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) assertRefused(await verify(client, wrong), 400, 'verification_failed');
    assertRefused(await verify(client, wrong), 429, 'verification_locked');
    assertRefused(await sendCode(client), 429, 'verification_locked');
    const { rows } = await app.t.services.db.query<{ verification_secret: string | null }>(
      'SELECT verification_secret FROM submitters WHERE request_id = $1 AND position = 0',
      [sent.id],
    );
    assert.equal(rows[0].verification_secret, null, 'the code is spent');
    await advance(15 * 60 + 1);
    assertRefused(await verify(client, code), 400, 'verification_failed');
    // A code is e-mailed only for email_code: not for a signer without verification.
    assert.equal((await sendCode(consultant)).status, 400);
  });

  test('the certificate says the identity was checked by a code sent to the address, and when', async () => {
    const sent = await sendForSignature(app, { submitters: withEmailCode() });
    const [client, consultant] = sent.tokens;
    const cookie = cookieOf(await verify(client, await emailedCode(client)));
    assert.equal((await clientSigns(base(), client, { cookie })).status, 200);
    assert.equal((await consultantSigns(base(), consultant)).status, 200, 'no check for this signer');
    const { rows } = await app.t.services.db.query<{ verified_at: Date }>(
      'SELECT verified_at FROM submitters WHERE request_id = $1 AND position = 0',
      [sent.id],
    );
    const text = await certificateText(sent.id);
    assert.ok(text.includes(`Identity checked by a code sent to ${CLIENT.email}, entered at`), text);
    assert.ok(text.includes(rows[0].verified_at.toISOString()));
    assert.ok(text.includes('Identity verified with a code'), 'and in the timeline');
  });

  test('an access-code link asks for no e-mail (400), an unknown link is 404', async () => {
    const sent = await sendForSignature(app, { submitters: withAccessCode() });
    assert.equal((await sendCode(sent.tokens[0])).status, 400);
    assert.equal((await sendCode('sub_00000000000000000000000000.nope')).status, 404);
    assert.equal((await verify('sub_00000000000000000000000000.nope', '123456')).status, 404);
  });
});
