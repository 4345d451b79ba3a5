// Issue 34's rules over HTTP, on both databases: the template's shape shows them back, a bad
// reference is a 400 at create, send and render refuse with `invalid_values` naming each key (the
// pattern's message as reason), signing keeps read-only fields and refuses them changed, conditions
// decide both ways what is asked and what is printed, and the documents print phone numbers
// internationally and leave hidden inputs out — for flow and coordinate templates alike.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AppClient, signIn } from './app-support.ts';
import { pdfText } from './erasure-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, SUBMISSIONS } from './requests-fixtures.ts';

const ORDER = {
  name: 'Service order',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Company' }],
  body: [
    '# Service order',
    'Plan: {{plan}}. Other plan: {{otherPlan}}. Reference: {{reference}}. Office: {{office}}.',
    'Account: {{account}}. Client phone: {{clientPhone}}. Note: {{note}}.',
    'Happy: {{happy}}. Why not: {{why}}.',
  ].join('\n\n'),
  variables: [
    { key: 'plan', label: 'Plan', type: 'select', options: ['Basic', 'Other'] },
    { key: 'otherPlan', label: 'Other plan', type: 'text', showIf: { field: 'plan', equals: 'Other' } },
    {
      key: 'reference',
      label: 'Reference',
      type: 'text',
      pattern: '^[A-Z]{2}-\\d{4}$',
      patternMessage: 'must look like AB-1234',
    },
    { key: 'office', label: 'Office phone', type: 'phone', region: 'GB' },
    { key: 'account', label: 'Account', type: 'text', role: 'Client', readonly: true },
    { key: 'clientPhone', label: 'Your phone', type: 'phone', role: 'Client' },
    { key: 'note', label: 'Note', type: 'text', role: 'Client', required: false },
    { key: 'happy', label: 'Happy', type: 'select', options: ['Yes', 'No'], role: 'Client' },
    {
      key: 'why',
      label: 'Why not',
      type: 'text',
      role: 'Client',
      required: false,
      showIf: { field: 'happy', equals: 'No' },
    },
  ],
};

const GOOD = { plan: 'Basic', reference: 'AB-1234', office: '020 7946 0958' };

async function onePagePdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Callback form', { x: 72, y: 720, size: 16, font });
  return Buffer.from(await doc.save()).toString('base64');
}

describe('field rules over HTTP', () => {
  let t: TestApp;
  let tenant: Tenant;
  const api = (method: string, path: string, body?: unknown) =>
    request(t.url, method, path.startsWith('/') ? path : `/api/v1/${path}`, { token: tenant.apiKey, body });
  const submitters = (tag: string, clientLocale = 'de') => [
    { role: 'Client', name: 'Cleo Client', email: `client-${tag}@example.test`, locale: clientLocale },
    { role: 'Company', name: 'Cody Company', email: `company-${tag}@example.test` },
  ];
  let orderId: string;

  before(async () => {
    t = await startTestApp();
    tenant = await createTenant(t, 'max');
    orderId = await publishedTemplate(t.url, tenant.apiKey, ORDER);
  });
  after(async () => {
    await t?.close();
  });

  const sendOrder = (tag: string, values: Record<string, unknown>) =>
    api('POST', SUBMISSIONS, { templateId: orderId, submitters: submitters(tag), values, sendEmail: false });
  const complete = (signingUrl: string, values: Record<string, unknown>) =>
    request(t.url, 'POST', `${new URL(signingUrl).pathname}/complete`, {
      body: { consent: true, signature: { type: 'typed', text: 'Signed' }, values },
    });

  test('the shape shows the rules back, and a bad reference is a 400 at create', async () => {
    const read = await api('GET', `templates/${orderId}`);
    const byKey = Object.fromEntries(read.body.variables.map((v: { key: string }) => [v.key, v]));
    assert.deepEqual(byKey.otherPlan.showIf, { field: 'plan', equals: 'Other' });
    assert.equal(byKey.reference.pattern, '^[A-Z]{2}-\\d{4}$');
    assert.equal(byKey.reference.patternMessage, 'must look like AB-1234');
    assert.equal(byKey.office.region, 'GB');
    assert.equal(byKey.account.readonly, true);
    assert.equal('readonly' in byKey.note, false);

    const refused = await api('POST', 'templates', {
      ...ORDER,
      variables: ORDER.variables.map((v) =>
        v.key === 'plan' ? { ...v, showIf: { field: 'otherPlan', notEmpty: true } } : v,
      ),
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /conditions that go round in a circle: plan → otherPlan → plan/);
    const badPattern = await api('POST', 'templates', {
      ...ORDER,
      variables: [...ORDER.variables, { key: 'x', label: 'X', type: 'text', pattern: '[a-' }],
    });
    assert.equal(badPattern.status, 400);
    assert.match(badPattern.body.message, /variables\[9\]\.pattern is not a regular expression RE2 accepts/);
  });

  test('send and render refuse bad values with invalid_values naming each key', async () => {
    const values = {
      plan: 'Basic',
      otherPlan: 'Gold',
      reference: 'ab-12',
      office: 'call me',
      clientPhone: 'nope',
    };
    const expected = [
      { key: 'otherPlan', label: 'Other plan', reason: 'is hidden by its condition, so it takes no value' },
      { key: 'reference', label: 'Reference', reason: 'must look like AB-1234' },
      { key: 'office', label: 'Office phone', reason: 'is not a phone number' },
      { key: 'account', label: 'Account', reason: 'is read-only for the signer, so the sender must give it' },
      { key: 'clientPhone', label: 'Your phone', reason: 'is not a phone number' },
    ];
    const sent = await sendOrder('bad', values);
    assert.equal(sent.status, 400, JSON.stringify(sent.body));
    assert.equal(sent.body.code, 'invalid_values');
    assert.deepEqual(sent.body.details, expected);
    assert.match(sent.body.message, /"Reference" must look like AB-1234/);
    const rendered = await api('POST', `templates/${orderId}/render`, { values });
    assert.equal(rendered.status, 400);
    assert.deepEqual(rendered.body.details, expected);

    // The condition the other way round: "Other" asks for the other plan.
    const other = await sendOrder('other', { ...GOOD, plan: 'Other', account: 'ACC-1' });
    assert.equal(other.status, 400);
    assert.deepEqual(other.body.details, [{ key: 'otherPlan', label: 'Other plan', reason: 'is required' }]);
  });

  test('a catastrophic pattern against the longest text answers with the pattern’s reason', async () => {
    const definition = {
      name: 'Backtracking',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: '# T\n\n{{t}}',
      variables: [{ key: 't', label: 'T', type: 'text', pattern: '(a+)+$', patternMessage: 'only a' }],
    };
    const id = await publishedTemplate(t.url, tenant.apiKey, definition);
    const reply = await api('POST', `templates/${id}/render`, { values: { t: `${'a'.repeat(9_999)}b` } });
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.body.details, [{ key: 't', label: 'T', reason: 'only a' }]);
  });

  test('render prints phones internationally and the shown condition’s value, and nothing hidden', async () => {
    const shown = await api('POST', `templates/${orderId}/render`, {
      values: { ...GOOD, plan: 'Other', otherPlan: 'Gold plan', account: 'ACC-42' },
    });
    assert.equal(shown.status, 200, JSON.stringify(shown.body));
    const text = await pdfText(new Uint8Array(shown.body));
    assert.match(text, /\+44 20 7946 0958/);
    assert.match(text, /gold plan/);
    assert.match(text, /acc-42/, 'a read-only value is the sender’s: printed from the start');
    const hidden = await api('POST', `templates/${orderId}/render`, {
      values: { ...GOOD, account: 'ACC-42' },
    });
    const hiddenText = await pdfText(new Uint8Array(hidden.body));
    assert.match(hiddenText, /other plan: \./, 'a hidden input leaves not even a line to write on');
  });

  test('signing: read-only kept and refused changed, starting values, conditions both ways', async () => {
    const sent = await sendOrder('sign', {
      ...GOOD,
      account: 'ACC-42',
      note: 'Deliver at noon',
      why: 'Too slow',
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const [client, company] = sent.body.submitters;

    // The signing page starts the fields at the sender's values.
    const page = await request(t.url, 'GET', new URL(client.signingUrl).pathname);
    assert.match(
      page.body,
      /<p class="readonly-value"[^>]*data-key="account"[^>]*data-readonly[^>]*>ACC-42<\/p>/,
    );
    assert.match(page.body, /<input[^>]*name="note"[^>]*value="Deliver at noon"/);

    const refusals: Array<[Record<string, unknown>, Array<{ key: string; reason: string }>]> = [
      [
        { happy: 'Yes', clientPhone: '030 1234567', account: 'ACC-43' },
        [{ key: 'account', reason: 'is read-only' }],
      ],
      [
        { happy: 'Yes', clientPhone: '030 1234567', why: 'Mine' },
        [{ key: 'why', reason: 'is hidden by its condition, so it takes no value' }],
      ],
      [{ happy: 'Yes', clientPhone: '12' }, [{ key: 'clientPhone', reason: 'is not a phone number' }]],
    ];
    for (const [values, details] of refusals) {
      const reply = await complete(client.signingUrl, values);
      assert.equal(reply.status, 400, JSON.stringify(values));
      assert.equal(reply.body.code, 'invalid_values');
      assert.deepEqual(
        reply.body.details.map((d: { key: string; reason: string }) => ({ key: d.key, reason: d.reason })),
        details,
      );
    }
    // Unhappy: `why` is shown and keeps its starting value; the note is changed; the read-only account
    // sent blank keeps the sender's value (issue 44 item 4: a signer cannot erase it).
    const signed = await complete(client.signingUrl, {
      happy: 'No',
      clientPhone: '030 1234567',
      note: 'Leave at the door',
      account: '',
    });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    assert.equal((await complete(company.signingUrl, {})).status, 200);
    const text = await executedText(client.signingUrl);
    for (const expected of [
      '+44 20 7946 0958',
      '+49 30 1234567',
      'acc-42',
      'leave at the door',
      'why not: too slow',
    ]) {
      assert.ok(text.includes(expected), `${expected} in ${text}`);
    }
    assert.ok(!text.includes('deliver at noon'), 'a starting value the signer changed is gone');

    // Happy: `why` is hidden, so its starting value is neither kept nor printed.
    const again = await sendOrder('happy', { ...GOOD, account: 'ACC-42', why: 'Too slow' });
    const [client2, company2] = again.body.submitters;
    assert.equal(
      (await complete(client2.signingUrl, { happy: 'Yes', clientPhone: '+1 201 555 0123', account: null }))
        .status,
      200,
    );
    assert.equal((await complete(company2.signingUrl, {})).status, 200);
    const happy = await executedText(client2.signingUrl);
    assert.ok(happy.includes('acc-42'), 'a read-only value sent as null stays the sender’s');
    assert.match(happy, /why not: \./);
    assert.ok(!happy.includes('too slow'));
    assert.ok(happy.includes('+1 201 555 0123'));
  });

  test('a coordinate template: phone printed internationally, hidden left out, read-only kept', async () => {
    const box = (y: number) => ({ page: 1, x: 72, y, width: 300, height: 20 });
    const id = await publishedTemplate(t.url, tenant.apiKey, {
      name: 'Callback',
      kind: 'coordinate',
      roles: [{ name: 'Client' }],
      pdf: await onePagePdf(),
      fields: [
        { name: 'office', label: 'Office', type: 'phone', region: 'GB', ...box(100) },
        { name: 'callback', label: 'Call back', type: 'checkbox', ...box(140) },
        {
          name: 'when',
          label: 'When',
          type: 'text',
          showIf: { field: 'callback', equals: true },
          ...box(180),
        },
        { name: 'account', label: 'Account', type: 'text', role: 'Client', readonly: true, ...box(220) },
        { name: 'sig', label: 'Signature', type: 'signature', role: 'Client', ...box(300) },
      ],
    });
    const base = { office: '020 7946 0958', account: 'ACC-7' };
    const refused = await api('POST', `templates/${id}/render`, {
      values: { ...base, callback: false, when: 'Mornings' },
    });
    assert.deepEqual(refused.body.details, [
      { key: 'when', label: 'When', reason: 'is hidden by its condition, so it takes no value' },
    ]);
    const rendered = await api('POST', `templates/${id}/render`, {
      values: { ...base, callback: true, when: 'Mornings' },
    });
    const text = await pdfText(new Uint8Array(rendered.body));
    assert.ok(text.includes('+44 20 7946 0958') && text.includes('mornings') && text.includes('acc-7'), text);

    const sent = await api('POST', SUBMISSIONS, {
      templateId: id,
      submitters: [{ role: 'Client', name: 'Cleo Client', email: 'cleo-coord@example.test' }],
      values: { ...base, callback: false },
      sendEmail: false,
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const url = sent.body.submitters[0].signingUrl;
    const changed = await complete(url, { account: 'ACC-8' });
    assert.deepEqual(changed.body.details, [{ key: 'account', label: 'Account', reason: 'is read-only' }]);
    assert.equal((await complete(url, { account: 'ACC-7' })).status, 200);
    const executed = await executedText(url);
    assert.ok(executed.includes('acc-7') && executed.includes('+44 20 7946 0958'), executed);
    assert.ok(!executed.includes('mornings'));
  });

  test('the application’s send form asks the sender for the signers’ read-only fields', async () => {
    const client = new AppClient(t.url);
    await signIn(t, client, 'owner@acme.test');
    const page = await client.get(`/app/send/${orderId}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /name="values\.account"/);
    assert.doesNotMatch(page.text, /name="values\.note"/, 'a field the signer may change is theirs to fill');
  });

  async function executedText(signingUrl: string): Promise<string> {
    const reply = await request(t.url, 'GET', `${new URL(signingUrl).pathname}/document`);
    assert.equal(reply.status, 200);
    return pdfText(new Uint8Array(reply.body));
  }
});
