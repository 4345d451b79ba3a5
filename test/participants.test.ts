// Issue 45 item 1: a kind per role — a signer signs, an approver approves (or rejects, which declines
// the request with a reason), a viewer opens the document and confirms reading it, a witness signs
// directly after the role they witness. Each kind over HTTP: the definition's 400s, the template's
// shape, the turn's call, the e-mails, the feed's events and the executed PDF's certificate (pdftotext).
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ADMIN_TOKEN, request, waitFor } from './helpers.ts';
import {
  complete,
  downloadExecuted,
  run,
  type SigningApp,
  startSigningApp,
  typed,
} from './signing-support.ts';

const LEASE = {
  name: 'Lease deed',
  kind: 'flow',
  roles: [
    { name: 'Tenant' },
    { name: 'Witness', kind: 'witness', witnessFor: 'Tenant' },
    { name: 'Manager', kind: 'approver' },
    { name: 'Auditor', kind: 'viewer' },
  ],
  body: '# Lease deed\n\nThe tenant rents the flat at {{address}}.\n\nWitness’s address: {{witnessAddress}}',
  variables: [
    { key: 'address', label: 'Flat address', type: 'text', required: true },
    { key: 'witnessAddress', label: 'Witness address', type: 'text', role: 'Witness', required: true },
  ],
};

const PEOPLE = [
  { role: 'Tenant', name: 'Tomasz Tenant', email: 'tomasz@tenant.test' },
  { role: 'Witness', name: 'Wanda Witness', email: 'wanda@witness.test' },
  { role: 'Manager', name: 'Mina Manager', email: 'mina@manager.test' },
  { role: 'Auditor', name: 'Aldo Auditor', email: 'aldo@auditor.test' },
];

let app: SigningApp;
let dir: string;

before(async () => {
  app = await startSigningApp({ template: LEASE, worker: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-participants-'));
});
after(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function send() {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: { templateId: app.templateId, submitters: PEOPLE, values: { address: '12 Quay Street' } },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const tokens: string[] = sent.body.submitters.map(
    (s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1],
  );
  return { id: sent.body.id as string, tokens };
}

const open = (token: string) => request(app.t.url, 'POST', `/sign/${token}/open`);
const signs = (token: string, name: string, values: object = {}) =>
  complete(app.t.url, token, { consent: true, signature: typed(name), values });

async function mailTo(email: string, subject: RegExp) {
  return waitFor(async () => {
    const box = await request(app.t.url, 'GET', `/admin/v1/mailbox?to=${encodeURIComponent(email)}`, {
      token: ADMIN_TOKEN,
    });
    return box.body.messages.find((m: { subject: string }) => subject.test(m.subject));
  }, `a message to ${email} whose subject matches ${subject}`);
}

async function eventsOf(id: string) {
  const reply = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}/events`, {
    token: app.tenant.apiKey,
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return (reply.body.events as Array<{ type: string; role: string | null }>).map((e) =>
    `${e.type} ${e.role ?? ''}`.trim(),
  );
}

describe('the kinds of a template’s roles', () => {
  test('GET /api/v1/templates/{id} shows each role’s kind, signer by default, and whom a witness witnesses', async () => {
    const read = await request(app.t.url, 'GET', `/api/v1/templates/${app.templateId}`, {
      token: app.tenant.apiKey,
    });
    assert.deepEqual(read.body.roles, [
      { name: 'Tenant', kind: 'signer' },
      { name: 'Witness', kind: 'witness', witnessFor: 'Tenant' },
      { name: 'Manager', kind: 'approver' },
      { name: 'Auditor', kind: 'viewer' },
    ]);
  });

  for (const [what, roles, variables, message] of [
    [
      'a witnessFor naming no role',
      [{ name: 'Tenant' }, { name: 'W', kind: 'witness', witnessFor: 'Landlord' }],
      [],
      /roles\[1\]\.witnessFor "Landlord" is not one of the template's roles/,
    ],
    [
      'a witness of itself',
      [{ name: 'Tenant' }, { name: 'W', kind: 'witness', witnessFor: 'W' }],
      [],
      /roles\[1\]\.witnessFor "W" is the witness itself/,
    ],
    [
      'a witness of a role after it',
      [{ name: 'W', kind: 'witness', witnessFor: 'Tenant' }, { name: 'Tenant' }],
      [],
      /roles\[0\]\.witnessFor "Tenant" comes after the witness/,
    ],
    [
      'a role between the witness and the witnessed',
      [{ name: 'Tenant' }, { name: 'Landlord' }, { name: 'W', kind: 'witness', witnessFor: 'Tenant' }],
      [],
      /no other role may come between them/,
    ],
    [
      'a witness without witnessFor',
      [{ name: 'Tenant' }, { name: 'W', kind: 'witness' }],
      [],
      /roles\[1\]\.witnessFor is required for a witness/,
    ],
    [
      'witnessFor on a signer',
      [{ name: 'Tenant' }, { name: 'Landlord', witnessFor: 'Tenant' }],
      [],
      /roles\[1\]\.witnessFor is only for a role of kind "witness"/,
    ],
    [
      'an unknown kind',
      [{ name: 'Tenant', kind: 'notary' }],
      [],
      /roles\[0\]\.kind must be one of "signer", "approver", "viewer", "witness"/,
    ],
    [
      'a viewer with fields',
      [{ name: 'Tenant' }, { name: 'Reader', kind: 'viewer' }],
      [{ key: 'note', label: 'Note', type: 'text', role: 'Reader', required: false }],
      /variables\[0\]\.role "Reader" is a viewer: a viewer reads the document and fills no variables/,
    ],
    [
      'an approver with a signature field',
      [{ name: 'Tenant' }, { name: 'Boss', kind: 'approver' }],
      [{ key: 'bossSig', label: 'Boss signature', type: 'signature', role: 'Boss', required: true }],
      /variables\[0\]\.role "Boss" is an approver: an approver signs nothing, so has no signature field/,
    ],
  ] as const) {
    test(`${what} is a 400 that says so`, async () => {
      const created = await request(app.t.url, 'POST', '/api/v1/templates', {
        token: app.tenant.apiKey,
        body: { name: 'Bad', kind: 'flow', roles, body: 'Text.', variables },
      });
      assert.equal(created.status, 400, JSON.stringify(created.body));
      assert.match(created.body.message, message);
    });
  }
});

describe('a request through every kind of turn', () => {
  let id: string;
  let tokens: string[];
  let certificate: string;

  before(async () => {
    ({ id, tokens } = await send());
  });

  test('a witness is invited right after the role they witness, to witness, and signs', async () => {
    const [tenant, witness] = tokens;
    assert.equal((await open(tenant)).status, 200);
    assert.equal((await signs(tenant, 'Tomasz Tenant')).status, 200);
    const invitation = await mailTo('wanda@witness.test', /witness/i);
    assert.match(invitation.subject, /^Please witness a signature: Lease deed/);
    assert.match(invitation.text, /witness the signature of Tomasz Tenant on "Lease deed"/);
    const page = await request(app.t.url, 'GET', `/sign/${witness}`);
    assert.match(
      page.body,
      /witness the signature of <bdi><strong>Tomasz Tenant<\/strong><\/bdi> \(<bdi>Tenant<\/bdi>\)/,
    );
    assert.equal((await open(witness)).status, 200);
    const missing = await signs(witness, 'Wanda Witness');
    assert.equal(missing.status, 400, 'the witness block asks for their address');
    const signed = await signs(witness, 'Wanda Witness', { witnessAddress: '3 Mill Lane' });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
  });

  test('an approver is asked to approve, cannot sign, and approving passes the turn', async () => {
    const approver = tokens[2];
    const invitation = await mailTo('mina@manager.test', /approve/i);
    assert.match(invitation.subject, /^Please approve: Lease deed/);
    assert.match(invitation.text, /Review and approve/);
    // Looked at rendered: it said "You sign third of four" and "Please sign by" to an approver.
    assert.match(invitation.text, /Yours is turn 3 of 4\./);
    assert.match(invitation.text, /Please approve or reject by/);
    assert.doesNotMatch(invitation.text, /You sign \w+ of|Please sign by/);
    const page = await request(app.t.url, 'GET', `/sign/${approver}`);
    assert.match(page.body, /id="sign-button" class="primary">Approve</);
    assert.doesNotMatch(page.body, /id="consent"/, 'nothing to consent to: nothing is signed');
    assert.match(page.body, /data-reason-required/);
    // The facts say what their turn is, not "You sign third of four" and "Please sign by".
    assert.match(page.body, /Yours is turn 3 of 4\./);
    assert.match(page.body, /Please approve or reject by/);
    assert.doesNotMatch(page.body, /You sign \w+ of|Please sign by/);
    const signing = await signs(approver, 'Mina Manager');
    assert.equal(signing.status, 400);
    assert.match(signing.body.message, /Manager is an approver and signs nothing/);
    const empty = await complete(app.t.url, approver, {});
    assert.equal(empty.status, 400);
    assert.match(empty.body.message, /body\/approve must be true/);
    const approved = await complete(app.t.url, approver, { approve: true });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.deepEqual(approved.body, { status: 'completed', requestStatus: 'opened' });
    const done = await request(app.t.url, 'GET', `/sign/${approver}`);
    assert.match(done.body, /Thank you, you have approved/);
  });

  test('a viewer’s turn passes only once they opened the document and confirm reading it', async () => {
    const viewer = tokens[3];
    const invitation = await mailTo('aldo@auditor.test', /read/i);
    assert.match(invitation.subject, /^Please read: Lease deed/);
    const early = await complete(app.t.url, viewer, { read: true });
    assert.equal(early.status, 409);
    assert.equal(early.body.code, 'not_opened');
    assert.equal((await open(viewer)).status, 200);
    const approving = await complete(app.t.url, viewer, { approve: true });
    assert.equal(approving.status, 400);
    const unconfirmed = await complete(app.t.url, viewer, { read: false });
    assert.equal(unconfirmed.status, 400);
    const read = await complete(app.t.url, viewer, { read: true });
    assert.equal(read.status, 200, JSON.stringify(read.body));
    assert.deepEqual(read.body, { status: 'completed', requestStatus: 'completed' });
  });

  test('the events feed has one event per kind of turn, with its role', async () => {
    const events = await eventsOf(id);
    for (const expected of [
      'signature_request.signed Tenant',
      'signature_request.witnessed Witness',
      'signature_request.approved Manager',
      'signature_request.opened Auditor',
      'signature_request.viewed Auditor',
      'signature_request.completed',
    ]) {
      assert.ok(events.includes(expected), `${expected} in ${events.join(', ')}`);
    }
    assert.ok(
      events.indexOf('signature_request.witnessed Witness') <
        events.indexOf('signature_request.approved Manager'),
    );
  });

  test('the executed PDF says who approved, who read, and who witnessed whom; blocks only for those who signed', async () => {
    const download = await downloadExecuted(app, id);
    assert.equal(download.status, 200);
    const file = path.join(dir, 'lease.pdf');
    await writeFile(file, download.body);
    const text = await run('pdftotext', ['-layout', file, '-']);
    certificate = text.stdout.toString().replace(/\s+/g, ' ');
    assert.match(certificate, /Witness: witnessed by Wanda Witness for Tomasz Tenant \(Tenant\)/);
    assert.match(certificate, /Approver: approved by Mina Manager/);
    assert.match(certificate, /Viewer: read by Aldo Auditor/);
    assert.match(certificate, /Witness, witness for Tenant/, 'the witness block says whom');
    assert.match(certificate, /3 Mill Lane/);
    // The timeline says what each was invited to.
    assert.match(certificate, /Invited to sign · Tomasz Tenant/);
    assert.match(certificate, /Invited to witness · Wanda Witness/);
    assert.match(certificate, /Invited to approve · Mina Manager/);
    assert.match(certificate, /Invited to read · Aldo Auditor/);
    // The document's signature blocks: the tenant's and the witness's, none for who signs nothing.
    const pages = certificate.split(/Audit certificate/i)[0];
    assert.doesNotMatch(pages, /Manager Name:/);
    const sig = await run('pdfsig', [file]);
    assert.match(sig.stdout.toString(), /Signature Validation: Signature is Valid/);
  });
});

describe('an approver who rejects', () => {
  test('needs a reason, and declines the request with it', async () => {
    const { id, tokens } = await send();
    const [tenant, witness, approver, viewer] = tokens;
    await open(tenant);
    assert.equal((await signs(tenant, 'Tomasz Tenant')).status, 200);
    await open(witness);
    assert.equal((await signs(witness, 'Wanda Witness', { witnessAddress: '3 Mill Lane' })).status, 200);
    await open(approver);
    const bare = await request(app.t.url, 'POST', `/sign/${approver}/decline`, { body: {} });
    assert.equal(bare.status, 400);
    assert.match(bare.body.message, /an approver who rejects says why/);
    const rejected = await request(app.t.url, 'POST', `/sign/${approver}/decline`, {
      body: { reason: 'The rent is wrong' },
    });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    const read = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}`, {
      token: app.tenant.apiKey,
    });
    assert.equal(read.body.status, 'declined');
    assert.deepEqual(
      read.body.submitters.map((s: { status: string }) => s.status),
      ['completed', 'completed', 'declined', 'awaiting'],
    );
    const { rows } = await app.t.services.db.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE request_id = $1 AND action = 'signature_request.declined'",
      [id],
    );
    assert.equal(rows[0].details.reason, 'The rent is wrong');
    assert.equal(rows[0].details.kind, 'approver');
    assert.ok((await eventsOf(id)).includes('signature_request.declined Manager'));
    assert.equal((await complete(app.t.url, viewer, { read: true })).status, 409);
  });
});
