// The verification gate (issue 31 item 3): while a signer who must enter a code has not done so in
// this browser, every signer action and page of their link refuses (403 verification_required), the
// code form's own routes excepted. The routes are read from the running Fastify instance, so a
// /sign/{token}… route added later without the gate fails here.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request } from './helpers.ts';
import { mainOf, SIGNERS, type SigningApp, sendForSignature, startSigningApp } from './signing-support.ts';

const ACCESS_CODE = 'Grey-Wagtail-2208';
const [CLIENT, CONSULTANT] = SIGNERS;
const SIGNER_PREFIX = '/sign/:token';
/** The code form's own routes: reachable before the code, since they are how it is entered. */
const CODE_FORM_ROUTES = [
  'GET /sign/:token/verify',
  'POST /sign/:token/verify',
  'POST /sign/:token/verify/send',
];

let app: SigningApp;
before(async () => {
  app = await startSigningApp({ worker: true });
});
after(async () => {
  await app?.close();
});

const base = () => app.t.url;

/** Every route of the app as `METHOD /path`, read from Fastify's route tree (printRoutes). */
function routeTable(): string[] {
  const printed = app.t.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

async function requestState(id: string) {
  const { rows } = await app.t.services.db.query<{ status: string; signers: string[]; mails: string[] }>(
    `SELECT r.status,
            ARRAY(SELECT s.status FROM submitters s WHERE s.request_id = r.id ORDER BY s.position) AS signers,
            ARRAY(SELECT o.kind FROM outbox_messages o WHERE o.request_id = r.id ORDER BY o.id) AS mails
       FROM signature_requests r WHERE r.id = $1`,
    [id],
  );
  return rows[0];
}

describe('the verification gate', () => {
  test('declining without the code is 403 verification_required: the request goes on and nobody is e-mailed', async () => {
    const sent = await sendForSignature(app, {
      submitters: [{ ...CLIENT, verification: { method: 'access_code', code: ACCESS_CODE } }, CONSULTANT],
    });
    const before = await requestState(sent.id);
    const declined = await request(base(), 'POST', `/sign/${sent.tokens[0]}/decline`, {
      body: { reason: 'Wire the money to account 12345 instead: https://evil.test' },
    });
    assert.equal(declined.status, 403, JSON.stringify(declined.body));
    assert.equal(declined.body.code, 'verification_required');
    assert.deepEqual(await requestState(sent.id), before);
    assert.equal(before.status, 'pending');
  });

  test('every /sign/{token} route of the running app refuses a signer without the code, but the code form', async () => {
    const sent = await sendForSignature(app, {
      submitters: [{ ...CLIENT, verification: { method: 'access_code', code: ACCESS_CODE } }, CONSULTANT],
    });
    const token = sent.tokens[0];
    const table = routeTable();
    const signerRoutes = table.filter((r) => r.split(' ')[1].startsWith(SIGNER_PREFIX));
    // The table is read right: the actions the contract names are in it.
    for (const known of [
      'GET /sign/:token',
      'POST /sign/:token/open',
      'GET /sign/:token/document',
      'POST /sign/:token/complete',
      'POST /sign/:token/decline',
      ...CODE_FORM_ROUTES,
    ])
      assert.ok(signerRoutes.includes(known), `${known} in:\n${table.join('\n')}`);

    const before = await requestState(sent.id);
    const checked: string[] = [];
    for (const route of signerRoutes) {
      const [method, pattern] = route.split(' ');
      if (method === 'HEAD' || CODE_FORM_ROUTES.includes(route)) continue;
      const path = pattern.replace(SIGNER_PREFIX, `/sign/${token}`);
      const reply = await request(base(), method, path, method === 'GET' ? {} : { body: {} });
      if (route === 'GET /sign/:token') {
        // The page itself is the code form until the code is entered: nothing of the document.
        assert.equal(reply.status, 200);
        assert.match(reply.body, /id="verification-code"/);
        assert.doesNotMatch(mainOf(reply.body), /Northwind|sign-form|decline/i);
      } else {
        assert.equal(reply.status, 403, `${route}: ${JSON.stringify(reply.body)}`);
        assert.equal(reply.body.code, 'verification_required', route);
      }
      checked.push(route);
    }
    assert.ok(checked.length >= 5, checked.join(', '));
    assert.deepEqual(await requestState(sent.id), before, 'nothing changed');
  });
});
