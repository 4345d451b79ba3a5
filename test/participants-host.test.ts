// Issue 45 items 2 and 3: a turn taken on a member's device. A host link (API or the request page)
// opens once, within 15 minutes (the test clock), for a member of the workspace signed in on the
// device; the certificate names the host; "Witness now" hosts the witness right after. A send from
// the application to the sending member's own address is their own turn: nothing is mailed to them,
// nobody is reminded, "Sign now" opens it in their session, and the certificate says so.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AppClient, signIn } from './app-support.ts';
import { ROOT, request } from './helpers.ts';
import { downloadExecuted, run, type SigningApp, startSigningApp, typed } from './signing-support.ts';

const DEED = {
  name: 'Deed of gift',
  kind: 'flow',
  roles: [
    { name: 'Donor' },
    { name: 'Witness', kind: 'witness', witnessFor: 'Donor' },
    { name: 'Recipient' },
  ],
  body: '# Deed of gift\n\nThe donor gives {{gift}}.',
  variables: [{ key: 'gift', label: 'Gift', type: 'text', required: true }],
};

const PEOPLE = [
  { role: 'Donor', name: 'Dora Donor', email: 'dora@donor.test' },
  { role: 'Witness', name: 'Walt Witness', email: 'walt@witness.test' },
  { role: 'Recipient', name: 'Rita Recipient', email: 'rita@recipient.test' },
];

let app: SigningApp;
let owner: AppClient;

before(async () => {
  app = await startSigningApp({ template: DEED, worker: true, env: { TEST_CLOCK: '1' } });
  owner = new AppClient(app.t.url);
  await signIn(app.t, owner, 'owner@acme.test');
});
after(async () => {
  await app?.close();
});

async function sendByApi(people = PEOPLE) {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: { templateId: app.templateId, submitters: people, values: { gift: 'a violin' } },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return sent.body.id as string;
}

const hostLink = (id: string, role: string) =>
  request(app.t.url, 'POST', `/api/v1/esign/submissions/${id}/submitters/${encodeURIComponent(role)}/host`, {
    token: app.tenant.apiKey,
  });

/** A signer's turn taken in the member's browser (their session cookie goes with the call). */
async function signInBrowser(client: AppClient, signingPath: string, name: string) {
  const token = signingPath.replace('/sign/', '');
  assert.equal((await client.postJson(`/sign/${token}/open`, {})).status, 200);
  const done = await client.postJson(`/sign/${token}/complete`, {
    consent: true,
    signature: typed(name),
  });
  assert.equal(done.status, 200, done.text);
  return token;
}

async function certificateText(id: string): Promise<string> {
  const pdf = await downloadExecuted(app, id);
  assert.equal(pdf.status, 200);
  // Kept where the screenshots are (.test-output/participants/) for a person to look at.
  const file = path.join(ROOT, '.test-output', 'participants', `executed-${id}.pdf`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf.body);
  const text = await run('pdftotext', ['-layout', file, '-']);
  assert.equal(text.code, 0, String(text.stdout));
  return text.stdout.toString().replace(/\s+/g, ' ');
}

describe('signing in person (issue 45 item 2)', () => {
  test('the host link: 201 with 15 minutes; 409 for a signer whose turn has not come; 404 for no such role', async () => {
    const id = await sendByApi();
    const link = await hostLink(id, 'Donor');
    assert.equal(link.status, 201, JSON.stringify(link.body));
    assert.match(link.body.url, /\/sign\/host\/[\w-]{43}$/);
    const now = Date.parse((await app.t.admin('GET', '/clock')).body.now);
    assert.equal(Date.parse(link.body.expiresAt) - now < 15 * 60_000 + 5_000, true);
    assert.equal(Date.parse(link.body.expiresAt) - now > 14 * 60_000, true);
    const early = await hostLink(id, 'Recipient');
    assert.equal(early.status, 409);
    assert.equal(early.body.code, 'not_your_turn');
    assert.equal((await hostLink(id, 'Nobody')).status, 404);
    assert.equal((await hostLink('sr_00000000000000000000000000', 'Donor')).status, 404);
  });

  test('it opens only for a signed-in member of the workspace, once; it dies after 15 minutes', async () => {
    const id = await sendByApi();
    const { url } = (await hostLink(id, 'Donor')).body;
    const hostPath = new URL(url).pathname;
    // Nobody signed in: the page asks for a member, and using it fails.
    const stranger = new AppClient(app.t.url);
    const refused = await stranger.get(hostPath);
    assert.equal(refused.status, 403);
    assert.match(refused.text, /Sign in to host this signing/);
    assert.match(refused.text, /Only a member of Acme/);
    // Its language links work (the page follows ?lang=).
    assert.match((await stranger.get(`${hostPath}?lang=de`)).text, /Melden Sie sich an/);
    // The member sees whom they hand the device to; a GET uses nothing.
    const page = await owner.get(hostPath);
    assert.equal(page.status, 200, page.text);
    assert.match(page.text, /Hand this device over/);
    assert.match(page.text, /Start as <bdi>Dora Donor<\/bdi>/);
    assert.equal((await owner.get(hostPath)).status, 200);
    // A post without the session's CSRF token does not use it.
    const forged = await owner.post(hostPath, { _csrf: 'forged' });
    assert.equal(forged.status, 410);
    await owner.get(hostPath);
    const used = await owner.post(hostPath);
    assert.equal(used.status, 303, used.text);
    assert.match(used.location ?? '', /^\/sign\/sub_/);
    // Once.
    assert.equal((await owner.post(hostPath)).status, 410);
    assert.match((await owner.get(hostPath)).text, /cannot be used/);

    // A new link, then 16 minutes: gone.
    const late = (await hostLink(id, 'Donor')).body.url;
    await app.t.admin('POST', '/clock', { advanceSeconds: 16 * 60 });
    assert.equal((await owner.get(new URL(late).pathname)).status, 410);
  });

  test('hosted from the request page: the donor signs, "Witness now" hosts the witness, the certificate names the host', async () => {
    const id = await sendByApi();
    const requestPage = await owner.get(`/app/requests/${id}`);
    assert.match(requestPage.text, /Sign in person/);
    // Each participant's kind beside their role.
    assert.match(requestPage.text, /<bdi>Witness<\/bdi> · <bdi>Witness for Donor<\/bdi>/);
    assert.doesNotMatch(requestPage.text, /<bdi>Donor<\/bdi> · /);
    const hosted = await owner.post(`/app/requests/${id}/host`, { role: 'Donor' });
    assert.equal(hosted.status, 303, hosted.text);
    const hostPath = hosted.location ?? '';
    assert.match(hostPath, /^\/sign\/host\//);
    await owner.get(hostPath);
    const opened = await owner.post(hostPath);
    const donorToken = await signInBrowser(owner, opened.location ?? '', 'Dora Donor');

    // The signed page, on the host's device: back to the request, and the witness next.
    const signed = await owner.get(`/sign/${donorToken}`);
    assert.match(signed.text, /Walt Witness<\/bdi> witnesses this signature next/);
    assert.match(signed.text, /Back to the request/);
    // Not for anyone else holding the donor's link.
    assert.doesNotMatch((await new AppClient(app.t.url).get(`/sign/${donorToken}`)).text, /Witness now/);
    const witnessNow = await owner.post('/sign/in-person/witness', { token: donorToken });
    assert.equal(witnessNow.status, 303, witnessNow.text);
    await signInBrowser(owner, witnessNow.location ?? '', 'Walt Witness');
    // Twice is nothing: the witness has signed.
    assert.equal((await owner.post('/sign/in-person/witness', { token: donorToken })).status, 410);

    // The recipient signs on their own link, not hosted.
    const view = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}`, {
      token: app.tenant.apiKey,
    });
    const recipientToken = view.body.submitters[2].signingUrl.split('/sign/')[1];
    await request(app.t.url, 'POST', `/sign/${recipientToken}/open`);
    const last = await request(app.t.url, 'POST', `/sign/${recipientToken}/complete`, {
      body: { consent: true, signature: typed('Rita Recipient') },
    });
    assert.equal(last.status, 200, JSON.stringify(last.body));

    const text = await certificateText(id);
    assert.equal((text.match(/Signed in person/g) ?? []).length, 2, text);
    assert.match(text, /Hosted by Owner <owner@acme\.test>, on the device and IP address above/);
    assert.match(text, /Witness: witnessed by Walt Witness for Dora Donor \(Donor\)/);
  });
});

describe("the sender's own turn (issue 45 item 3)", () => {
  test('sent from the application to the member as the second signer: no mail, no reminder, "Sign now", the certificate says so', async () => {
    const people = [
      { role: 'Donor', name: 'Dora Donor', email: 'dora2@donor.test' },
      { role: 'Witness', name: 'Walt Witness', email: 'walt2@witness.test' },
      { role: 'Recipient', name: 'Owner', email: 'OWNER@acme.test' },
    ];
    const form = await owner.get(`/app/send/${app.templateId}`);
    assert.equal(form.status, 200, form.text);
    assert.match(form.text, /Witness · Witness for Donor<\/legend>/, 'the send form names the kind');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
    const fields: Record<string, string> = { idempotencyKey: key, sendEmail: '1', 'values.gift': 'a cello' };
    people.forEach((p, i) => {
      fields[`submitters.${i}.name`] = p.name;
      fields[`submitters.${i}.email`] = p.email;
    });
    const sent = await owner.post(`/app/send/${app.templateId}`, fields);
    assert.equal(sent.status, 303, sent.text);
    const id = /\/app\/requests\/(sr_\w+)/.exec(sent.location ?? '')?.[1] ?? '';
    assert.ok(id, sent.location ?? '');

    // Not their turn yet: the page offers no "Sign now", and POST says whose turn it is.
    assert.doesNotMatch((await owner.get(`/app/requests/${id}`)).text, /Sign now/);
    assert.equal((await owner.post(`/app/requests/${id}/sign-now`)).status, 409);

    const view = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}`, {
      token: app.tenant.apiKey,
    });
    for (const [index, name] of [
      [0, 'Dora Donor'],
      [1, 'Walt Witness'],
    ] as const) {
      const token = view.body.submitters[index].signingUrl.split('/sign/')[1];
      await request(app.t.url, 'POST', `/sign/${token}/open`);
      const done = await request(app.t.url, 'POST', `/sign/${token}/complete`, {
        body: { consent: true, signature: typed(name) },
      });
      assert.equal(done.status, 200, JSON.stringify(done.body));
    }

    // Their turn: offered on the page, never mailed, never reminded.
    const page = await owner.get(`/app/requests/${id}`);
    assert.match(page.text, /Sign now/);
    assert.match(page.text, /no e-mail is sent to you/);
    assert.doesNotMatch(page.text, /Sign in person/);
    const remind = await request(app.t.url, 'POST', `/api/v1/esign/submissions/${id}/remind`, {
      token: app.tenant.apiKey,
    });
    assert.deepEqual(remind.body, { reminded: false, reason: 'no_pending_signer' });
    const mailed = await app.t.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages
        WHERE request_id = $1 AND lower(to_email) = 'owner@acme.test' AND kind IN ('invitation', 'reminder')`,
      [id],
    );
    assert.equal(mailed.rows[0].n, 0);
    const others = await app.t.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE request_id = $1 AND kind = 'invitation'`,
      [id],
    );
    assert.equal(others.rows[0].n, 2, 'the donor and the witness were invited');

    const signNow = await owner.post(`/app/requests/${id}/sign-now`);
    assert.equal(signNow.status, 303, signNow.text);
    await signInBrowser(owner, signNow.location ?? '', 'Owner');

    const text = await certificateText(id);
    assert.match(text, /Identity evidence/);
    assert.match(text, /Signed in the Countersign session of the workspace member Owner <owner@acme\.test>/);
    assert.doesNotMatch(text, /Signed in person/);
  });

  test('an API send to the key owner’s address is an ordinary signer, invited by e-mail', async () => {
    const id = await sendByApi([
      { role: 'Donor', name: 'Owner', email: 'owner@acme.test' },
      PEOPLE[1],
      PEOPLE[2],
    ]);
    const mailed = await app.t.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE request_id = $1 AND kind = 'invitation'`,
      [id],
    );
    assert.equal(mailed.rows[0].n, 1);
  });
});
