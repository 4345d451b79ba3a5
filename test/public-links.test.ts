// Issue 45 item 4: a template's public link. An owner turns it on (naming the people for the roles
// after the first) and off; whoever opens it gives a name and an address, solves the page's proof of
// work, and is taken to their signing page, which asks for an e-mailed code before they sign; the
// request then goes on to the named people. Caps per IP and per link answer 429; a used-up allowance
// shows the not-available page and makes no request; a post without a solved challenge is 400.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppClient, signIn } from './app-support.ts';
import { ROOT, request, waitFor } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { downloadExecuted, run, type SigningApp, startSigningApp, typed } from './signing-support.ts';

const LEASE = {
  name: 'Bike lease',
  kind: 'flow',
  roles: [{ name: 'Rider' }, { name: 'Shop' }],
  body: '# Bike lease\n\nThe rider leases a bike from the shop.',
  variables: [],
};
const SHOP = { role: 'Shop', name: 'Sam Shop', email: 'sam@shop.test' };

let app: SigningApp;
let nextIp = 1;

before(async () => {
  app = await startSigningApp({
    template: LEASE,
    worker: true,
    env: {
      TEST_CLOCK: '1',
      PUBLIC_LINK_WORK: '50',
      PUBLIC_LINK_DAILY_PER_IP: '3',
      PUBLIC_LINK_DAILY_PER_LINK: '4',
      TRUST_PROXY: '127.0.0.1',
    },
  });
});
after(async () => {
  await app?.close();
});

const api = (method: string, path: string, body?: unknown, token = app.tenant.apiKey) =>
  request(app.t.url, method, `/api/v1${path}`, { token, body });

const turnOn = (templateId = app.templateId, body: unknown = { fixedSubmitters: [SHOP] }, token?: string) =>
  api('POST', `/templates/${templateId}/public-link`, body, token);

/** A visitor: each has an address of their own (X-Forwarded-For, the service trusts loopback). */
function visitor() {
  const ip = `203.0.113.${nextIp++}`;
  const headers = { 'x-forwarded-for': ip, 'accept-language': 'en' };
  return {
    ip,
    open: (url: string) => request<string>(app.t.url, 'GET', new URL(url).pathname, { headers }),
    post: (url: string, form: Record<string, string>) =>
      fetch(`${app.t.url}${new URL(url).pathname}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
  };
}

const fromAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's challenge, solved as its script solves it: the proof the form posts. */
async function proofFrom(page: string): Promise<string> {
  const attribute = /data-challenge="([^"]+)"/.exec(page)?.[1];
  assert.ok(attribute, 'the form carries a challenge');
  const challenge = JSON.parse(fromAttribute(attribute));
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Opens the link and sends its form as a browser would; the answer of the post. */
async function start(url: string, who = visitor(), person = { name: 'Rae Rider', email: 'rae@rider.test' }) {
  const page = await who.open(url);
  assert.equal(page.status, 200, page.body);
  return who.post(url, { ...person, proof: await proofFrom(page.body), lang: 'en' });
}

const mailboxTo = async (email: string) =>
  (await app.t.admin('GET', `/mailbox?to=${encodeURIComponent(email)}`)).body.messages as Array<{
    subject: string;
    text: string;
  }>;

describe('turning a public link on and off (API)', () => {
  test('201 with its URL; again 200 with the same URL; GET reads it; the roles are checked', async () => {
    const on = await turnOn();
    assert.equal(on.status, 201, JSON.stringify(on.body));
    assert.match(on.body.url, /\/sign\/public\/[\w-]{32}$/);
    assert.equal(on.body.enabled, true);
    assert.equal(on.body.verifyEmail, true);
    assert.deepEqual(on.body.fixedSubmitters, [SHOP]);
    const again = await turnOn(app.templateId, { fixedSubmitters: [SHOP], verifyEmail: true });
    assert.equal(again.status, 200);
    assert.equal(again.body.url, on.body.url);
    assert.deepEqual((await api('GET', `/templates/${app.templateId}/public-link`)).body, on.body);

    const missing = await turnOn(app.templateId, { fixedSubmitters: [] });
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /must name the person for role "Shop"/);
    const first = await turnOn(app.templateId, { fixedSubmitters: [SHOP, { ...SHOP, role: 'Rider' }] });
    assert.equal(first.status, 400);
    assert.match(first.body.message, /"Rider" is the first role/);
    const unknown = await turnOn(app.templateId, { fixedSubmitters: [SHOP, { ...SHOP, role: 'Nobody' }] });
    assert.match(unknown.body.message, /"Nobody" is not a role of this template/);
    assert.equal((await turnOn('tpl_nothing')).status, 404);
  });

  test('a draft template: 409 template_not_published; a plain member’s key: 403 not_permitted', async () => {
    const draft = await api('POST', '/templates', { ...LEASE, name: 'Draft lease' });
    assert.equal(draft.status, 201);
    const refused = await turnOn(draft.body.id);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'template_not_published');

    const member = await app.t.admin('POST', `/workspaces/${app.tenant.workspaceId}/members`, {
      email: 'plain@acme.test',
      name: 'Plain Member',
      role: 'member',
    });
    assert.equal(member.status, 201, JSON.stringify(member.body));
    const key = await app.t.admin('POST', `/workspaces/${app.tenant.workspaceId}/api-keys`, {
      memberId: member.body.id,
    });
    assert.equal(key.status, 201, JSON.stringify(key.body));
    const plain = await turnOn(app.templateId, { fixedSubmitters: [SHOP] }, key.body.key);
    assert.equal(plain.status, 403);
    assert.equal(plain.body.code, 'not_permitted');
  });

  test('off: the URL answers 404 at once; DELETE again 404; on again makes a new URL', async () => {
    const { url } = (await turnOn()).body;
    assert.equal((await visitor().open(url)).status, 200);
    assert.equal((await api('DELETE', `/templates/${app.templateId}/public-link`)).status, 204);
    const gone = await visitor().open(url);
    assert.equal(gone.status, 404);
    assert.match(gone.body, /This form is not available/);
    assert.equal((await visitor().post(url, { name: 'A', email: 'a@b.test' })).status, 404);
    assert.equal((await api('DELETE', `/templates/${app.templateId}/public-link`)).status, 404);
    const read = await api('GET', `/templates/${app.templateId}/public-link`);
    assert.equal(read.body.enabled, false);
    assert.equal(read.body.url, null);
    const again = await turnOn();
    assert.equal(again.status, 201);
    assert.notEqual(again.body.url, url);
    assert.equal((await visitor().open(url)).status, 404);
  });
});

describe('signing from a public link', () => {
  test('prove the address, sign; the request has source public_link; the named person is invited', async () => {
    const { url } = (await turnOn()).body;
    const who = visitor();
    const page = await who.open(url);
    assert.match(page.body, /<bdi>Acme<\/bdi> asks you to fill in and sign “<bdi>Bike lease<\/bdi>”/);
    assert.match(page.body, /<bdi>Shop<\/bdi>: <bdi>Sam Shop<\/bdi>/);
    const started = await who.post(url, {
      name: ' Rae Rider ',
      email: 'rae@rider.test',
      proof: await proofFrom(page.body),
      lang: 'en',
    });
    assert.equal(started.status, 303);
    const signingPath = started.headers.get('location') ?? '';
    assert.match(signingPath, /^\/sign\/[\w.-]+$/);
    const token = signingPath.slice('/sign/'.length);

    const list = await api('GET', '/esign/submissions?source=public_link');
    assert.equal(list.status, 200);
    const made = list.body.submissions.find((s: { submitters: Array<{ email: string }> }) =>
      s.submitters.some((x) => x.email === 'rae@rider.test'),
    );
    assert.ok(made, 'the request is listed under source=public_link');
    assert.equal(made.source, 'public_link');
    assert.deepEqual(
      made.submitters.map((s: { role: string; name: string }) => [s.role, s.name]),
      [
        ['Rider', 'Rae Rider'],
        ['Shop', 'Sam Shop'],
      ],
    );
    const apiList = await api('GET', '/esign/submissions?source=api');
    assert.ok(apiList.body.submissions.every((s: { source: string }) => s.source === 'api'));
    assert.equal(list.body.total, list.body.submissions.length);

    // The signing page asks for the code first; the visitor got no invitation (they are on the page).
    const gate = await request<string>(app.t.url, 'GET', signingPath);
    assert.match(gate.body, /Send me a code/);
    const sent = await request(app.t.url, 'POST', `/sign/${token}/verify/send`);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const code = await waitFor(async () => {
      const mail = (await mailboxTo('rae@rider.test')).find((m) => m.subject.startsWith('Your code'));
      return mail ? /^\s+(\d{6})$/m.exec(mail.text)?.[1] : undefined;
    }, 'the code e-mail');
    assert.ok(code);
    const verified = await request(app.t.url, 'POST', `/sign/${token}/verify`, { body: { code } });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0];
    const headers = { cookie };
    assert.equal((await request(app.t.url, 'POST', `/sign/${token}/open`, { headers })).status, 200);
    const done = await request(app.t.url, 'POST', `/sign/${token}/complete`, {
      headers,
      body: { consent: true, signature: typed('Rae Rider') },
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));

    // The named person is invited when their turn comes; the visitor never was.
    await waitFor(
      async () => (await mailboxTo(SHOP.email)).some((m) => /Bike lease/.test(m.subject)) || undefined,
      'the shop’s invitation',
    );
    assert.equal(
      (await mailboxTo('rae@rider.test')).some(
        (m) => !m.subject.startsWith('Your code') && /sign/i.test(m.subject),
      ),
      false,
      'no invitation to the visitor',
    );

    // The shop signs; the certificate says how the request began.
    const polled = await api('GET', `/esign/submissions/${made.id}`);
    const shopToken = polled.body.submitters[1].signingUrl.split('/sign/')[1];
    assert.equal((await request(app.t.url, 'POST', `/sign/${shopToken}/open`)).status, 200);
    const shopDone = await request(app.t.url, 'POST', `/sign/${shopToken}/complete`, {
      body: { consent: true, signature: typed('Sam Shop') },
    });
    assert.equal(shopDone.status, 200, JSON.stringify(shopDone.body));
    const pdf = await downloadExecuted(app, made.id);
    assert.equal(pdf.status, 200);
    const file = path.join(ROOT, '.test-output', 'participants', `public-link-${made.id}.pdf`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pdf.body);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout
      .toString()
      .replace(/\s+/g, ' ');
    assert.match(text, /Started from the template’s public link/);
    assert.match(text, /Verification code e-mailed/);

    // The change feed says where the request came from.
    const events = await api('GET', `/esign/submissions/${made.id}/events`);
    assert.equal(events.status, 200, JSON.stringify(events.body));
    const sentEvent = events.body.events.find((e: { type: string }) => e.type === 'signature_request.sent');
    assert.equal(sentEvent.source, 'public_link');
  });

  test('without a solved challenge: 400 and the form again; a proof is used once; a bad address is said', async () => {
    const { url } = (await turnOn()).body;
    const who = visitor();
    const none = await who.post(url, { name: 'Rae', email: 'rae@rider.test' });
    assert.equal(none.status, 400);
    assert.match(await none.text(), /Your browser’s check did not arrive/);
    const forged = await who.post(url, {
      name: 'Rae',
      email: 'rae@rider.test',
      proof: Buffer.from(
        JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: {} }),
      ).toString('base64'),
    });
    assert.equal(forged.status, 400);
    const page = await who.open(url);
    const proof = await proofFrom(page.body);
    const form = { name: 'Rae Rider', email: 'rae@rider.test', proof };
    assert.equal((await who.post(url, form)).status, 303);
    const replay = await who.post(url, form);
    assert.equal(replay.status, 400, 'the same proof twice');
    const wrong = await who.post(url, {
      ...form,
      email: 'not-an-address',
      proof: await proofFrom(page.body),
    });
    assert.equal(wrong.status, 400);
    const text = await wrong.text();
    assert.match(text, /Enter an e-mail address/);
    assert.match(text, /aria-invalid="true"/);
    // A proof made for another link is refused.
    const otherTemplate = await publishedTemplate(app.t.url, app.tenant.apiKey, {
      ...LEASE,
      name: 'Trike lease',
    });
    const other = (await turnOn(otherTemplate)).body.url;
    const crossed = await who.post(other, { ...form, proof: await proofFrom((await who.open(url)).body) });
    assert.equal(crossed.status, 400);
  });

  test('caps: a fourth start from one IP in a day is 429; a fifth on one link is 429 whatever the IP', async () => {
    // A new link (off, then on again), so that only this test's starts count against it.
    await api('DELETE', `/templates/${app.templateId}/public-link`);
    const { url } = (await turnOn()).body;
    const one = visitor();
    for (let i = 0; i < 3; i++) assert.equal((await start(url, one)).status, 303);
    const limited = await start(url, one);
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.match(await limited.text(), /Too many signings started/);
    // The IP's refusal did not count against the link: a new visitor is its fourth start, the next is one too many.
    assert.equal((await start(url)).status, 303);
    const full = await start(url);
    assert.equal(full.status, 429);
    assert.match(await full.text(), /Too many signings started/);
  });

  test('the allowance used up: the not-available page, and no request is made', async () => {
    // A workspace of its own, whose owner is not the one the application test below signs in as.
    const ws = await app.t.admin('POST', '/workspaces', { name: 'Small shop', plan: 'starter' });
    const owner = await app.t.admin('POST', `/workspaces/${ws.body.id}/members`, {
      email: 'owner@small.test',
      name: 'Small Owner',
    });
    const key = await app.t.admin('POST', `/workspaces/${ws.body.id}/api-keys`, { memberId: owner.body.id });
    const tenant = { apiKey: key.body.key as string };
    const templateId = await publishedTemplate(app.t.url, tenant.apiKey, LEASE);
    const on = await turnOn(templateId, { fixedSubmitters: [SHOP], verifyEmail: false }, tenant.apiKey);
    assert.equal(on.status, 201);
    // A late visitor opens the form while there is room.
    const late = visitor();
    const form = await late.open(on.body.url);
    assert.equal(form.status, 200);
    // The one request of the month, sent from the link itself (no code asked: verifyEmail false).
    const first = await start(on.body.url);
    assert.equal(first.status, 303);
    const page = await visitor().open(on.body.url);
    assert.equal(page.status, 403);
    assert.match(page.body, /This form is not available/);
    const posted = await late.post(on.body.url, {
      name: 'Late Larry',
      email: 'larry@late.test',
      proof: await proofFrom(form.body),
    });
    assert.equal(posted.status, 403);
    assert.match(await posted.text(), /This form is not available/);
    const list = await api('GET', '/esign/submissions', undefined, tenant.apiKey);
    assert.equal(list.body.total, 1);
  });

  test('two visitors racing for the month’s last request: one is taken to sign, the other is told, one request', async () => {
    const ws = await app.t.admin('POST', '/workspaces', { name: 'Race shop', plan: 'starter' });
    const owner = await app.t.admin('POST', `/workspaces/${ws.body.id}/members`, {
      email: 'owner@race.test',
      name: 'Race Owner',
    });
    const key = (await app.t.admin('POST', `/workspaces/${ws.body.id}/api-keys`, { memberId: owner.body.id }))
      .body.key as string;
    const templateId = await publishedTemplate(app.t.url, key, LEASE);
    const { url } = (await turnOn(templateId, { fixedSubmitters: [SHOP], verifyEmail: false }, key)).body;
    const [a, b] = [visitor(), visitor()];
    const [pageA, pageB] = await Promise.all([a.open(url), b.open(url)]);
    const [proofA, proofB] = await Promise.all([proofFrom(pageA.body), proofFrom(pageB.body)]);
    const answers = await Promise.all([
      a.post(url, { name: 'Ann A', email: 'ann@a.test', proof: proofA }),
      b.post(url, { name: 'Ben B', email: 'ben@b.test', proof: proofB }),
    ]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [303, 403]);
    const list = await api('GET', '/esign/submissions', undefined, key);
    assert.equal(list.body.total, 1);
  });

  test('a person’s erasure turns off the links that name them', async () => {
    const { url } = (await turnOn()).body;
    const erased = await app.t.admin('POST', `/workspaces/${app.tenant.workspaceId}/erase-person`, {
      email: 'SAM@shop.test',
    });
    assert.equal(erased.status, 200, JSON.stringify(erased.body));
    // This template's link, and the other one the earlier test turned on (it names Sam too).
    assert.ok(erased.body.publicLinksOff.includes(app.templateId));
    assert.equal(erased.body.publicLinksOff.length, 2);
    assert.equal((await visitor().open(url)).status, 404);
    const read = await api('GET', `/templates/${app.templateId}/public-link`);
    assert.deepEqual(read.body.fixedSubmitters, []);
  });
});

describe('the application: an owner turns a template’s link on and off', () => {
  test('the list offers it; names are asked for; the link is shown, then turned off', async () => {
    const owner = new AppClient(app.t.url);
    await signIn(app.t, owner, 'owner@acme.test');
    const templateId = await publishedTemplate(app.t.url, app.tenant.apiKey, {
      ...LEASE,
      name: 'Scooter lease',
    });
    const list = await owner.get('/app/templates');
    assert.match(list.text, new RegExp(`href="/app/templates/${templateId}/public-link"`));
    const path = `/app/templates/${templateId}/public-link`;
    const page = await owner.get(path);
    assert.equal(page.status, 200, page.text);
    assert.match(page.text, /The link is off/);
    assert.match(page.text, /Who follows as <bdi>Shop<\/bdi>|Who follows as Shop/);
    const missing = await owner.post(path, {
      'people.0.role': 'Shop',
      'people.0.name': 'Sam Shop',
      verifyEmail: 'yes',
    });
    assert.equal(missing.status, 400);
    assert.match(missing.text, /Enter an e-mail address/);
    const on = await owner.post(path, {
      'people.0.role': 'Shop',
      'people.0.name': 'Sam Shop',
      'people.0.email': 'sam@shop.test',
    });
    assert.equal(on.status, 303, on.text);
    const shown = await owner.get(on.location ?? '');
    assert.match(shown.text, /The link is on/);
    const url = /id="public-link-url" type="text" readonly value="([^"]+)"/.exec(shown.text)?.[1];
    assert.ok(url, 'the link is shown');
    const read = await api('GET', `/templates/${templateId}/public-link`);
    assert.equal(read.body.url, url);
    assert.equal(read.body.verifyEmail, false, 'the box was not ticked');
    assert.equal((await visitor().open(url)).status, 200);
    const off = await owner.post(`${path}/off`);
    assert.equal(off.status, 303);
    assert.match((await owner.get(off.location ?? '')).text, /its address no longer works/);
    assert.equal((await visitor().open(url)).status, 404);
  });
});
