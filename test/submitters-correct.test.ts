// Correcting a signer (issue 35 item 3): PATCH /api/v1/esign/submissions/{id}/submitters/{role}
// changes the name or address of a signer who has neither signed nor declined, on a request still in
// flight. Their old link answers 404 from then on, the answer carries a new signingUrl that works, a
// code they had entered must be entered again, and with sendEmail the new address is invited at once
// when it is their turn. Nothing is charged again; the audit log keeps the old and new address, and
// erasing the request (or the person) leaves the old address nowhere.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Countersign, CountersignError } from '@countersign/client';
import { startWorker, type Worker } from '../src/worker.ts';
import { AppClient, signIn } from './app-support.ts';
import { searchDatabase } from './erasure-support.ts';
import { type Reply, request, waitFor } from './helpers.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  poll,
  run,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

const [CLIENT, CONSULTANT] = SIGNERS;
let app: SigningApp;
let dir: string;
let tag = 0;
/** The worker started again after a test stopped the app's own. */
let replacement: Worker | undefined;

before(async () => {
  app = await startSigningApp({ worker: true });
  dir = await mkdtemp(path.join(tmpdir(), 'countersign-correct-'));
});
after(async () => {
  await replacement?.stop();
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const base = () => app.t.url;
const tokenOf = (url: string) => url.split('/sign/')[1];
/** A fresh address, so that each test reads only its own mail. */
const fresh = (who: string) => `${who}-${process.pid}-${++tag}@fixed.test`;

function correct(id: string, role: string, body: Record<string, unknown>): Promise<Reply> {
  return request(base(), 'PATCH', `/api/v1/esign/submissions/${id}/submitters/${encodeURIComponent(role)}`, {
    token: app.tenant.apiKey,
    body,
  });
}

function assertRefused(reply: Reply, status: number, code: string) {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body.code, code, JSON.stringify(reply.body));
}

const signerOf = (body: any, role: string) =>
  body.submitters.find((s: { role: string }) => s.role === role) as {
    email: string;
    name: string;
    signingUrl: string;
    status: string;
  };

async function mailboxTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const box = await app.t.admin('GET', `/mailbox?to=${encodeURIComponent(email)}`);
  assert.equal(box.status, 200);
  return box.body.messages;
}

async function outbox(requestId: string) {
  const { rows } = await app.t.services.db.query<{ kind: string; to_email: string; status: string }>(
    'SELECT kind, to_email, status FROM outbox_messages WHERE request_id = $1 ORDER BY created_at, id',
    [requestId],
  );
  return rows;
}

const used = async () =>
  (await request(base(), 'GET', '/api/v1/esign/usage', { token: app.tenant.apiKey })).body.signatureRequests
    .used as number;

describe('correcting a signer who has not signed', () => {
  test('the old link answers 404, the new one works, and the new address is invited at once; nothing is charged', async () => {
    const sent = await sendForSignature(app, {
      submitters: [{ ...CLIENT, email: fresh('typo') }, CONSULTANT],
    });
    const oldUrl = signerOf(sent.body, 'Client').signingUrl;
    assert.equal((await request(base(), 'GET', `/sign/${tokenOf(oldUrl)}`)).status, 200);
    const charged = await used();
    const address = fresh('zoe');

    const corrected = await correct(sent.id, 'Client', { email: address, sendEmail: true });
    assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
    assert.deepEqual(corrected.body, (await poll(app, sent.id)).body, 'the same shape as GET');
    const client = signerOf(corrected.body, 'Client');
    assert.equal(client.email, address);
    assert.equal(client.name, CLIENT.name);
    assert.notEqual(client.signingUrl, oldUrl);
    assert.equal(
      signerOf(corrected.body, 'Consultant').signingUrl,
      signerOf(sent.body, 'Consultant').signingUrl,
    );

    for (const suffix of ['', '/document']) {
      assert.equal((await request(base(), 'GET', `/sign/${tokenOf(oldUrl)}${suffix}`)).status, 404);
    }
    assert.equal((await request(base(), 'POST', `/sign/${tokenOf(oldUrl)}/open`)).status, 404);
    assert.equal((await clientSigns(base(), tokenOf(oldUrl))).status, 404);

    const [invitation] = (await waitFor(async () => {
      const mail = await mailboxTo(address);
      return mail.length > 0 ? mail : null;
    }, 'the invitation to the new address'))!;
    assert.ok(invitation.text.includes(client.signingUrl), 'the invitation carries the new link');
    assert.ok(!invitation.text.includes(oldUrl));

    assert.equal((await request(base(), 'GET', `/sign/${tokenOf(client.signingUrl)}`)).status, 200);
    const signed = await clientSigns(base(), tokenOf(client.signingUrl));
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    assert.equal(await used(), charged, 'a correction is not charged');
  });

  test('a second correction replaces the second link too; the name can change as well', async () => {
    const sent = await sendForSignature(app, { sendEmail: false });
    const first = signerOf(sent.body, 'Client').signingUrl;
    const once = await correct(sent.id, 'Client', { email: fresh('once') });
    assert.equal(once.status, 200);
    const second = signerOf(once.body, 'Client').signingUrl;
    const twice = await correct(sent.id, 'Client', { email: fresh('twice'), name: 'Zoë Ångström-Berg' });
    assert.equal(twice.status, 200);
    const third = signerOf(twice.body, 'Client');
    assert.equal(third.name, 'Zoë Ångström-Berg');
    assert.equal(new Set([first, second, third.signingUrl]).size, 3);
    for (const dead of [first, second]) {
      assert.equal((await request(base(), 'GET', `/sign/${tokenOf(dead)}`)).status, 404);
    }
    assert.equal((await request(base(), 'GET', `/sign/${tokenOf(third.signingUrl)}`)).status, 200);
    assert.deepEqual(await outbox(sent.id), [], 'sendEmail false on the request, none asked: no e-mail');
  });

  test('giving the details the signer has already changes nothing: the link stays', async () => {
    const sent = await sendForSignature(app, { sendEmail: false });
    const address = fresh('same');
    const once = await correct(sent.id, 'Client', { email: address });
    const again = await correct(sent.id, 'Client', { email: address, sendEmail: true });
    assert.equal(again.status, 200);
    assert.equal(signerOf(again.body, 'Client').signingUrl, signerOf(once.body, 'Client').signingUrl);
    assert.deepEqual(await outbox(sent.id), []);
    const { rows } = await app.t.services.db.query(
      "SELECT 1 FROM audit_log WHERE request_id = $1 AND action = 'signature_request.signer_corrected'",
      [sent.id],
    );
    assert.equal(rows.length, 1);
  });

  test('a signer whose turn has not come is invited at the new address when it comes, not before', async () => {
    const sent = await sendForSignature(app);
    const address = fresh('lukasz');
    const corrected = await correct(sent.id, 'Consultant', { email: address, sendEmail: true });
    assert.equal(corrected.status, 200);
    assert.deepEqual(
      (await outbox(sent.id)).filter((m) => m.to_email === address),
      [],
      'not their turn yet',
    );
    assert.equal((await clientSigns(base(), sent.tokens[0])).status, 200);
    const [invitation] = (await waitFor(async () => {
      const mail = await mailboxTo(address);
      return mail.length > 0 ? mail : null;
    }, 'the invitation when their turn comes'))!;
    assert.ok(invitation.text.includes(signerOf(corrected.body, 'Consultant').signingUrl));
    assert.deepEqual(
      (await outbox(sent.id)).filter((m) => m.to_email === CONSULTANT.email),
      [],
      'nothing went to the old address',
    );
  });

  test('an invitation still queued for the old address is withdrawn', async () => {
    await app.worker!.stop();
    try {
      const typo = fresh('queued');
      const sent = await sendForSignature(app, { submitters: [{ ...CLIENT, email: typo }, CONSULTANT] });
      assert.deepEqual(
        (await outbox(sent.id)).map((m) => [m.kind, m.to_email, m.status]),
        [['invitation', typo, 'pending']],
      );
      const address = fresh('queued-fixed');
      assert.equal((await correct(sent.id, 'Client', { email: address, sendEmail: true })).status, 200);
      assert.deepEqual(
        (await outbox(sent.id)).map((m) => [m.kind, m.to_email, m.status]),
        [
          ['invitation', typo, 'cancelled'],
          ['invitation', address, 'pending'],
        ],
      );
    } finally {
      replacement = startWorker(app.t.services, { pollMs: 20 });
    }
  });
});

describe('Change e-mail in the application', () => {
  test('beside a signer who has not signed; the form posts with its CSRF token, calls the same correction, and a plain member may not change another’s request', async () => {
    const owner = new AppClient(base());
    await signIn(app.t, owner, 'owner@acme.test');
    const sent = await sendForSignature(app, { sendEmail: false });
    assert.equal((await clientSigns(base(), sent.tokens[0])).status, 200);
    const page = await owner.get(`/app/requests/${sent.id}`);
    assert.equal(page.status, 200);
    assert.ok(
      !page.text.includes(`/app/requests/${sent.id}/signers/0/email`),
      'not beside the Client, who signed',
    );
    assert.ok(page.text.includes(`href="/app/requests/${sent.id}/signers/1/email"`));
    const form = await owner.get(`/app/requests/${sent.id}/signers/1/email`);
    assert.equal(form.status, 200);
    assert.match(form.text, /name="_csrf"/);
    assert.equal(
      (await owner.get(`/app/requests/${sent.id}/signers/0/email`)).status,
      303,
      'signed: back to the page',
    );

    const address = fresh('app');
    const forged = await owner.post(`/app/requests/${sent.id}/signers/1/email`, {
      email: address,
      _csrf: '',
    });
    assert.equal(forged.status, 403);
    const bad = await owner.post(`/app/requests/${sent.id}/signers/1/email`, { email: 'nope' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Enter an e-mail address/);
    assert.equal(signerOf((await poll(app, sent.id)).body, 'Consultant').email, CONSULTANT.email);

    const done = await owner.post(`/app/requests/${sent.id}/signers/1/email`, {
      email: address,
      invite: '1',
    });
    assert.equal(done.status, 303);
    assert.equal(done.location, `/app/requests/${sent.id}?notice=corrected&signer=1`);
    const after = (await poll(app, sent.id)).body;
    assert.equal(signerOf(after, 'Consultant').email, address);
    assert.notEqual(signerOf(after, 'Consultant').signingUrl, signerOf(sent.body, 'Consultant').signingUrl);
    assert.deepEqual(
      (await outbox(sent.id)).map((m) => [m.kind, m.to_email]),
      [['invitation', address]],
      'invited at once: it is their turn',
    );
    const shown = await owner.get(done.location!);
    assert.match(shown.text, /is changed; their old link no longer works/);
    const { rows } = await app.t.services.db.query<{ actor: object }>(
      "SELECT actor FROM audit_log WHERE request_id = $1 AND action = 'signature_request.signer_corrected'",
      [sent.id],
    );
    assert.deepEqual(rows[0].actor, { type: 'member', memberId: app.tenant.memberId });

    await app.t.admin('POST', `/workspaces/${app.tenant.workspaceId}/members`, {
      email: `mo-${process.pid}@acme.test`,
      name: 'Mo Member',
    });
    const member = new AppClient(base());
    await signIn(app.t, member, `mo-${process.pid}@acme.test`);
    assert.equal((await member.get(`/app/requests/${sent.id}/signers/1/email`)).status, 403);
    await member.get('/app/requests');
    const refused = await member.post(`/app/requests/${sent.id}/signers/1/email`, { email: fresh('mo') });
    assert.equal(refused.status, 403);
    assert.equal(signerOf((await poll(app, sent.id)).body, 'Consultant').email, address);
  });
});

describe('the typed client', () => {
  test('correctSigner answers the request with the new link; a refusal is a CountersignError with its code', async () => {
    const client = new Countersign({ baseUrl: base(), apiKey: app.tenant.apiKey });
    const sent = await sendForSignature(app, { sendEmail: false });
    const address = fresh('client');
    const corrected = await client.correctSigner(sent.id, 'Client', { email: address });
    assert.equal(signerOf(corrected, 'Client').email, address);
    assert.notEqual(signerOf(corrected, 'Client').signingUrl, signerOf(sent.body, 'Client').signingUrl);
    assert.equal((await clientSigns(base(), tokenOf(signerOf(corrected, 'Client').signingUrl))).status, 200);
    await assert.rejects(client.correctSigner(sent.id, 'Client', { email: fresh('again') }), (error) => {
      assert.ok(error instanceof CountersignError);
      assert.equal(error.code, 'submitter_not_correctable');
      return true;
    });
  });
});

describe('what cannot be corrected', () => {
  test('a signer who signed or declined is 409 submitter_not_correctable; so is every signer of an ended request', async () => {
    const sent = await sendForSignature(app, { sendEmail: false });
    assert.equal((await clientSigns(base(), sent.tokens[0])).status, 200);
    const signed = await correct(sent.id, 'Client', { email: fresh('late') });
    assertRefused(signed, 409, 'submitter_not_correctable');
    assert.equal(signed.body.status, 'completed');
    assert.match(signed.body.message, /Client has signed/);
    assert.equal((await correct(sent.id, 'Consultant', { email: fresh('still') })).status, 200);

    const declined = await sendForSignature(app, { sendEmail: false });
    const no = await request(base(), 'POST', `/sign/${declined.tokens[0]}/decline`, { body: {} });
    assert.equal(no.status, 200);
    const refused = await correct(declined.id, 'Consultant', { email: fresh('after') });
    assertRefused(refused, 409, 'submitter_not_correctable');
    assert.equal(refused.body.status, 'declined');

    const voided = await sendForSignature(app, { sendEmail: false });
    await request(base(), 'POST', `/api/v1/esign/submissions/${voided.id}/void`, {
      token: app.tenant.apiKey,
    });
    const closed = await correct(voided.id, 'Client', { email: fresh('void') });
    assertRefused(closed, 409, 'submitter_not_correctable');
    assert.equal(closed.body.status, 'voided');
  });

  test('an unknown role or request is 404; a bad address or an unknown field is 400 as at send', async () => {
    const sent = await sendForSignature(app, { sendEmail: false });
    assert.equal((await correct(sent.id, 'Witness', { email: fresh('w') })).status, 404);
    assert.equal(
      (await correct('sr_00000000000000000000000000', 'Client', { email: fresh('w') })).status,
      404,
    );
    for (const body of [
      { email: 'not an address' },
      { name: '' },
      { emails: fresh('x') },
      { sendEmail: 'yes' },
    ]) {
      const refused = await correct(sent.id, 'Client', body);
      assert.equal(refused.status, 400, JSON.stringify(body));
    }
    assert.equal(signerOf((await poll(app, sent.id)).body, 'Client').email, CLIENT.email);
  });
});

describe('verification, audit and erasure', () => {
  test('a code already entered must be entered again on the new link', async () => {
    const code = 'Grey-Wagtail-2208';
    const sent = await sendForSignature(app, {
      sendEmail: false,
      submitters: [{ ...CLIENT, verification: { method: 'access_code', code } }, CONSULTANT],
    });
    const verified = await request(base(), 'POST', `/sign/${sent.tokens[0]}/verify`, { body: { code } });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    const verifiedAt = async () =>
      (
        await app.t.services.db.query<{ verified_at: Date | null }>(
          "SELECT verified_at FROM submitters WHERE request_id = $1 AND role = 'Client'",
          [sent.id],
        )
      ).rows[0].verified_at;
    assert.ok(await verifiedAt());

    const corrected = await correct(sent.id, 'Client', { email: fresh('verify') });
    const token = tokenOf(signerOf(corrected.body, 'Client').signingUrl);
    assert.equal(await verifiedAt(), null);
    const cookie = verified.headers.get('set-cookie')!.split(';')[0];
    const refused = await request(base(), 'POST', `/sign/${token}/open`, { headers: { cookie } });
    assertRefused(refused, 403, 'verification_required');
    const state = await request(base(), 'GET', `/sign/${token}/verify`);
    assert.deepEqual(state.body, { method: 'access_code', verified: false });
    assert.equal((await request(base(), 'GET', `/sign/${sent.tokens[0]}/verify`)).status, 404, 'old link');
    const again = await request(base(), 'POST', `/sign/${token}/verify`, { body: { code } });
    assert.equal(again.status, 200);
    const opened = await request(base(), 'POST', `/sign/${token}/open`, {
      headers: { cookie: again.headers.get('set-cookie')!.split(';')[0] },
    });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
  });

  test('the audit log keeps the old and new address; the certificate names the identity that signed', async () => {
    const typo = fresh('zoe-typo');
    const address = fresh('zoe-right');
    const sent = await sendForSignature(app, {
      sendEmail: false,
      submitters: [{ ...CLIENT, email: typo }, CONSULTANT],
    });
    const corrected = await correct(sent.id, 'Client', { email: address });
    const log = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}/audit-log?limit=100`);
    const entry = log.body.entries.find(
      (e: { action: string; requestId: string }) =>
        e.action === 'signature_request.signer_corrected' && e.requestId === sent.id,
    );
    assert.ok(entry, 'an audit entry');
    assert.deepEqual(entry.actor, {
      type: 'api_key',
      apiKeyId: app.tenant.apiKeyId,
      memberId: app.tenant.memberId,
    });
    const { rows } = await app.t.services.db.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE request_id = $1 AND action = 'signature_request.signer_corrected'",
      [sent.id],
    );
    assert.deepEqual(rows[0].details, { role: 'Client', fromEmail: typo, email: address, invited: false });

    assert.equal(
      (await clientSigns(base(), tokenOf(signerOf(corrected.body, 'Client').signingUrl))).status,
      200,
    );
    assert.equal((await consultantSigns(base(), sent.tokens[1])).status, 200);
    const executed = await waitFor(async () => {
      const reply = await downloadExecuted(app, sent.id);
      return reply.status === 200 ? reply : null;
    }, 'the executed document');
    const file = path.join(dir, `${sent.id}.pdf`);
    await writeFile(file, executed!.body);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output.replace(/\s+/g, ' ');
    assert.ok(text.includes(address), 'the signer block names the address that signed');
    assert.match(text, /Signer details corrected/);
  });

  test('erasing the request leaves the old address nowhere; erasing the person by the old address finds it', async () => {
    const typo = fresh('erase-typo');
    const sent = await sendForSignature(app, {
      submitters: [{ ...CLIENT, email: typo }, CONSULTANT],
    });
    assert.equal(
      (await correct(sent.id, 'Client', { email: fresh('erase-right'), sendEmail: true })).status,
      200,
    );
    await request(base(), 'POST', `/api/v1/esign/submissions/${sent.id}/void`, { token: app.tenant.apiKey });
    const erased = await app.t.admin('POST', `/workspaces/${app.tenant.workspaceId}/erase-person`, {
      email: typo.toUpperCase(),
    });
    assert.equal(erased.status, 200, JSON.stringify(erased.body));
    assert.deepEqual(erased.body.erased, [sent.id]);
    await waitFor(async () => (await outbox(sent.id)).length === 0, 'the outbox rows to go');
    assert.deepEqual(await searchDatabase(app.t.services.db, [typo]), []);
  });
});
