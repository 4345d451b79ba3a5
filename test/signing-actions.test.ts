// The signer's actions (CONTRACT §6): open, complete and decline, taken in turn, each recording the
// signer's IP address (per TRUST_PROXY), user agent and time, guarded so that a double submit
// records one signature.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request } from './helpers.ts';
import {
  clientSigns,
  complete,
  consultantSigns,
  poll,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  TINY_PNG,
  typed,
} from './signing-support.ts';

let app: SigningApp;
before(async () => {
  app = await startSigningApp({ env: { TEST_CLOCK: '1' } });
});
after(() => app.close());

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  request(app.t.url, 'POST', path, { body, headers });

async function submitterRow(requestId: string, role: string) {
  const { rows } = await app.t.services.db.query<Record<string, any>>(
    'SELECT * FROM submitters WHERE request_id = $1 AND role = $2',
    [requestId, role],
  );
  return rows[0];
}

async function auditOf(requestId: string, action?: string) {
  const { rows } = await app.t.services.db.query<Record<string, any>>(
    'SELECT action, actor, ip, user_agent, details, at FROM audit_log WHERE request_id = $1 ORDER BY at, id',
    [requestId],
  );
  return action ? rows.filter((r) => r.action === action) : rows;
}

async function outboxKinds(requestId: string) {
  const { rows } = await app.t.services.db.query<{ kind: string; to_email: string }>(
    'SELECT kind, to_email FROM outbox_messages WHERE request_id = $1 ORDER BY created_at, id',
    [requestId],
  );
  return rows.map((r) => `${r.kind}:${r.to_email}`);
}

describe('opening', () => {
  test('a GET of the signing page changes no state (mail scanners prefetch links)', async () => {
    const sent = await sendForSignature(app);
    for (let i = 0; i < 2; i++)
      assert.equal((await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}`)).status, 200);
    assert.equal((await poll(app, sent.id)).body.status, 'pending');
    assert.equal((await submitterRow(sent.id, 'Client')).status, 'awaiting');
    assert.deepEqual(
      (await auditOf(sent.id)).map((e) => e.action),
      ['signature_request.sent'],
    );
  });

  test('opening marks the signer and the request opened once, recording IP, user agent and time', async () => {
    const sent = await sendForSignature(app);
    const headers = { 'user-agent': 'SignerBrowser/1.0' };
    const first = await post(`/sign/${sent.tokens[0]}/open`, undefined, headers);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { status: 'opened', requestStatus: 'opened' });
    const again = await post(`/sign/${sent.tokens[0]}/open`, undefined, { 'user-agent': 'Other/2.0' });
    assert.deepEqual(again.body, { status: 'opened', requestStatus: 'opened' });

    const polled = (await poll(app, sent.id)).body;
    assert.equal(polled.status, 'opened');
    assert.deepEqual(
      polled.submitters.map((s: { status: string }) => s.status),
      ['opened', 'awaiting'],
    );
    const row = await submitterRow(sent.id, 'Client');
    assert.equal(row.opened_ip, '127.0.0.1');
    assert.equal(row.opened_user_agent, 'SignerBrowser/1.0', 'the first opening is the one recorded');
    assert.ok(row.opened_at instanceof Date);
    const opened = await auditOf(sent.id, 'signature_request.opened');
    assert.equal(opened.length, 1, 'opening twice writes one audit entry');
    assert.deepEqual(opened[0].actor, {
      type: 'signer',
      role: 'Client',
      email: 'zoe@client.test',
      name: 'Zoë Ångström',
    });
    assert.equal(opened[0].ip, '127.0.0.1');
    assert.equal(opened[0].user_agent, 'SignerBrowser/1.0');
    assert.equal(opened[0].at.getTime(), row.opened_at.getTime());
  });
});

describe('turns', () => {
  test('a later signer cannot open, sign or decline before the earlier one signs: 409 not_your_turn', async () => {
    const sent = await sendForSignature(app);
    const later = sent.tokens[1];
    for (const [path, body] of [
      [`/sign/${later}/open`, undefined],
      [`/sign/${later}/complete`, { consent: true, signature: typed('Łukasz Żółć'), values: {} }],
      [`/sign/${later}/decline`, { reason: 'too early' }],
    ] as const) {
      const answer = await post(path, body);
      assert.equal(answer.status, 409, path);
      assert.equal(answer.body.code, 'not_your_turn');
      assert.match(answer.body.message, /Zoë Ångström/);
    }
    assert.equal((await submitterRow(sent.id, 'Consultant')).status, 'awaiting');
  });

  test('when an earlier signer signs, the next signer is invited by e-mail and the request reads opened', async () => {
    const sent = await sendForSignature(app);
    assert.deepEqual(await outboxKinds(sent.id), ['invitation:zoe@client.test']);
    const signed = await clientSigns(app.t.url, sent.tokens[0], { 'user-agent': 'ClientBrowser/3' });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    assert.deepEqual(signed.body, { status: 'completed', requestStatus: 'opened' });
    assert.deepEqual(await outboxKinds(sent.id), [
      'invitation:zoe@client.test',
      'invitation:lukasz@consultant.test',
    ]);

    const polled = (await poll(app, sent.id)).body;
    assert.equal(polled.status, 'opened');
    assert.equal(polled.hasSignedDocument, false);
    assert.deepEqual(
      polled.submitters.map((s: { status: string }) => s.status),
      ['completed', 'awaiting'],
    );
    const client = await submitterRow(sent.id, 'Client');
    assert.equal(client.acted_ip, '127.0.0.1');
    assert.equal(client.acted_user_agent, 'ClientBrowser/3');
    assert.deepEqual(client.signer_values, { clientReference: 'PO-4471' });
    assert.deepEqual(client.signature, { type: 'typed', text: 'Zoë Ångström' });
    const consultant = await submitterRow(sent.id, 'Consultant');
    assert.ok(consultant.invited_at.getTime() >= client.completed_at.getTime(), 'invited when the turn came');

    const [entry] = await auditOf(sent.id, 'signature_request.signed');
    assert.equal(entry.ip, '127.0.0.1');
    assert.equal(entry.user_agent, 'ClientBrowser/3');
    assert.equal(entry.at.getTime(), client.completed_at.getTime());
    assert.deepEqual(entry.details, {
      role: 'Client',
      signatureType: 'typed',
      consent: true,
      consentSha256: client.consent_sha256,
      consentLocale: 'en',
    });

    const again = await clientSigns(app.t.url, sent.tokens[0]);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_completed');
  });

  test('a double submit records one signature and invites the next signer once', async () => {
    const sent = await sendForSignature(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => clientSigns(app.t.url, sent.tokens[0])),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      assert.equal(refused.body.code, 'already_completed');
    assert.equal((await auditOf(sent.id, 'signature_request.signed')).length, 1);
    assert.deepEqual(await outboxKinds(sent.id), [
      'invitation:zoe@client.test',
      'invitation:lukasz@consultant.test',
    ]);
  });
});

describe('what signing needs', () => {
  test('signing without consent or without a signature is a 400', async () => {
    const sent = await sendForSignature(app);
    const token = sent.tokens[0];
    const values = { clientReference: 'PO-1' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ signature: typed('Zoë'), values }, /consent/],
      [{ consent: false, signature: typed('Zoë'), values }, /consent must be true/],
      [{ consent: true, values }, /signature/],
      [{ consent: true, signature: typed('   '), values }, /signature\/text/],
      [{ consent: true, signature: { type: 'drawn' }, values }, /signature\/image/],
      [{ consent: true, signature: { type: 'drawn', image: 'data:image/jpeg;base64,AAAA' }, values }, /PNG/],
      // The PNG signature followed by garbage: it would fail only when the last signer completes.
      [
        { consent: true, signature: { type: 'drawn', image: TINY_PNG.slice(0, 40) }, values },
        /readable PNG|PNG data URL/,
      ],
      [{ consent: true, signature: { type: 'scribbled', text: 'x' }, values }, /signature\/type/],
    ];
    for (const [body, message] of cases) {
      const answer = await complete(app.t.url, token, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.code, undefined);
      assert.match(answer.body.message, message);
    }
    assert.equal((await submitterRow(sent.id, 'Client')).status, 'awaiting');
  });

  test("the signer's own fields are checked: 400 invalid_values naming each offending key", async () => {
    const sent = await sendForSignature(app);
    const signature = typed('Zoë Ångström');
    const missing = await complete(app.t.url, sent.tokens[0], { consent: true, signature });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.code, 'invalid_values');
    assert.deepEqual(missing.body.details, [
      { key: 'clientReference', label: 'Your reference', reason: 'is required' },
    ]);
    assert.match(missing.body.message, /"Your reference" is required/);

    const foreign = await complete(app.t.url, sent.tokens[0], {
      consent: true,
      signature,
      values: { clientReference: 'PO-9', startDate: '2026-01-01', clientName: 'Evil' },
    });
    assert.equal(foreign.body.code, 'invalid_values');
    assert.deepEqual(foreign.body.details.map((d: { key: string }) => d.key).sort(), [
      'clientName',
      'startDate',
    ]);
  });

  test('a drawn signature is accepted as a PNG data URL', async () => {
    const sent = await sendForSignature(app);
    const answer = await complete(app.t.url, sent.tokens[0], {
      consent: true,
      signature: { type: 'drawn', image: TINY_PNG },
      values: { clientReference: 'PO-2' },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual((await submitterRow(sent.id, 'Client')).signature, { type: 'drawn', image: TINY_PNG });
  });
});

describe('declining and ended requests', () => {
  test('declining ends the request, with the reason, the audit entry and notices; again answers the same', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    const declined = await post(
      `/sign/${sent.tokens[1]}/decline`,
      { reason: 'The rate is wrong' },
      {
        'user-agent': 'DeclinerBrowser/1',
      },
    );
    assert.equal(declined.status, 200);
    assert.deepEqual(declined.body, { status: 'declined' });
    assert.deepEqual((await post(`/sign/${sent.tokens[1]}/decline`)).body, { status: 'declined' });

    const polled = (await poll(app, sent.id)).body;
    assert.equal(polled.status, 'declined');
    assert.deepEqual(
      polled.submitters.map((s: { status: string }) => s.status),
      ['completed', 'declined'],
    );
    const row = await submitterRow(sent.id, 'Consultant');
    assert.equal(row.decline_reason, 'The rate is wrong');
    assert.equal(row.acted_user_agent, 'DeclinerBrowser/1');
    const entries = await auditOf(sent.id, 'signature_request.declined');
    assert.equal(entries.length, 1);
    assert.equal(entries[0].details.reason, 'The rate is wrong');
    assert.equal(entries[0].ip, '127.0.0.1');
    // The notices go out in the same commit: to the member who sent the request, a confirmation to
    // the decliner, and to the other signers already e-mailed (here none had been delivered yet, so
    // none); invitations still waiting in the outbox are withdrawn.
    const { rows: outbox } = await app.t.services.db.query<{
      kind: string;
      status: string;
      to_email: string;
    }>('SELECT kind, status, to_email FROM outbox_messages WHERE request_id = $1 ORDER BY id', [sent.id]);
    const notices = outbox.filter((m) => m.kind !== 'invitation').map((m) => `${m.kind}:${m.to_email}`);
    assert.deepEqual(notices.sort(), [
      'decline_confirmation:lukasz@consultant.test',
      'sender_declined:owner@acme.test',
    ]);
    assert.equal(notices.length, entries[0].details.notified);
    assert.ok(outbox.filter((m) => m.kind === 'invitation').every((m) => m.status === 'cancelled'));

    const late = await consultantSigns(app.t.url, sent.tokens[1]);
    assert.equal(late.status, 409);
    assert.equal(late.body.code, 'request_closed');
  });

  test('a voided or expired request refuses to be opened, signed or declined: 409 request_closed', async () => {
    const voided = await sendForSignature(app);
    const answer = await request(app.t.url, 'POST', `/api/v1/esign/submissions/${voided.id}/void`, {
      token: app.tenant.apiKey,
      body: {},
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const expiring = await sendForSignature(app, {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    assert.equal((await app.t.admin('POST', '/clock', { advanceSeconds: 7200 })).status, 200);

    for (const sent of [voided, expiring]) {
      for (const path of ['open', 'complete', 'decline']) {
        const body =
          path === 'complete'
            ? { consent: true, signature: typed('Zoë'), values: { clientReference: 'x' } }
            : undefined;
        const refused = await post(`/sign/${sent.tokens[0]}/${path}`, body);
        assert.equal(refused.status, 409, `${path}: ${JSON.stringify(refused.body)}`);
        assert.equal(refused.body.code, 'request_closed');
      }
    }
    assert.equal((await submitterRow(expiring.id, 'Client')).status, 'awaiting');
  });

  test('an unknown or forged link is a 404 on every signing endpoint', async () => {
    const sent = await sendForSignature(app);
    const real = sent.tokens[0];
    // The MAC's last character changed to another: a link that differs from the real one.
    const forged = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['nope', forged]) {
      assert.equal((await request(app.t.url, 'GET', `/sign/${token}`)).status, 404);
      assert.equal((await request(app.t.url, 'GET', `/sign/${token}/document`)).status, 404);
      for (const path of ['open', 'complete', 'decline']) {
        const body = path === 'complete' ? { consent: true, signature: typed('Zoë') } : undefined;
        assert.equal((await post(`/sign/${token}/${path}`, body)).status, 404, path);
      }
    }
  });
});

describe('the signer address', () => {
  test('with TRUST_PROXY the address is the one the proxy forwarded; without it the socket address', async () => {
    const proxied = await startSigningApp({ env: { TRUST_PROXY: '1' } });
    try {
      const sent = await sendForSignature(proxied);
      const via = { 'x-forwarded-for': '203.0.113.9' };
      assert.equal(
        (await request(proxied.t.url, 'POST', `/sign/${sent.tokens[0]}/open`, { headers: via })).status,
        200,
      );
      assert.equal((await clientSigns(proxied.t.url, sent.tokens[0], via)).status, 200);
      const { rows } = await proxied.t.services.db.query<{ opened_ip: string; acted_ip: string }>(
        "SELECT opened_ip, acted_ip FROM submitters WHERE request_id = $1 AND role = 'Client'",
        [sent.id],
      );
      assert.deepEqual(rows[0], { opened_ip: '203.0.113.9', acted_ip: '203.0.113.9' });
    } finally {
      await proxied.close();
    }

    const direct = await sendForSignature(app);
    await clientSigns(app.t.url, direct.tokens[0], { 'x-forwarded-for': '203.0.113.9' });
    assert.equal(
      (await submitterRow(direct.id, 'Client')).acted_ip,
      '127.0.0.1',
      'an untrusted header is ignored',
    );
  });
});
