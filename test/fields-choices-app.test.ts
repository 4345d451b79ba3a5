// The application's send form with a sender's radio and multiple inputs (issue 34): radio buttons and
// check boxes, one per option, in a fieldset named by the label; the check boxes are posted one by
// one and sent as the API's list; a refused choice is shown at its fieldset with what was chosen kept.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AppClient, signIn } from './app-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let owner: AppClient;
let templateId: string;

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'max');
  owner = new AppClient(t.url);
  await signIn(t, owner, 'owner@acme.test');
  templateId = await publishedTemplate(t.url, tenant.apiKey, {
    name: 'Booking',
    kind: 'flow',
    roles: [{ name: 'Guest' }],
    body: '# Booking\n\nRoom: {{room}}. Extras: {{extras}}.',
    variables: [
      { key: 'room', label: 'Room', type: 'radio', options: ['Single', 'Double'] },
      {
        key: 'extras',
        label: 'Extras',
        type: 'multiple',
        options: ['Wifi', 'Parking', 'Breakfast'],
        maxSelected: 2,
      },
    ],
  });
});
after(async () => {
  await t?.close();
});

async function form(extra: Record<string, string>) {
  const page = await owner.get(`/app/send/${templateId}`);
  assert.equal(page.status, 200, page.text);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.text)?.[1];
  assert.ok(key);
  return {
    page: page.text,
    body: {
      idempotencyKey: key,
      'submitters.0.name': 'Gus Guest',
      'submitters.0.email': 'gus@guest.test',
      ...extra,
    },
  };
}

test('radio buttons and check boxes, one per option, each labelled, in a fieldset named by the label', async () => {
  const { page } = await form({});
  assert.match(page, /<legend>Room <span class="req">/);
  assert.match(
    page,
    /<input type="radio" id="value-0-1" name="values.room" value="Double"><label for="value-0-1">Double<\/label>/,
  );
  assert.match(
    page,
    /<input type="checkbox" id="value-1-2" name="values.extras.2" value="1"><label for="value-1-2">Breakfast<\/label>/,
  );
});

test('the chosen check boxes are sent as the list, in the options’ order', async () => {
  const { body } = await form({ 'values.room': 'Double', 'values.extras.2': '1', 'values.extras.0': '1' });
  const sent = await owner.post(`/app/send/${templateId}`, body);
  assert.equal(sent.status, 303, sent.text);
  const id = /\/app\/requests\/(sr_[0-9a-z]+)/.exec(sent.location ?? '')?.[1];
  assert.ok(id, sent.location ?? '');
  const rows = await t.services.db.query<{ sender_values: Record<string, unknown> }>(
    'SELECT sender_values FROM signature_requests WHERE id = $1',
    [id],
  );
  assert.deepEqual(rows.rows[0].sender_values, { room: 'Double', extras: ['Wifi', 'Breakfast'] });
  const reply = await request(t.url, 'GET', `/api/v1/esign/submissions/${id}`, { token: tenant.apiKey });
  assert.equal(reply.status, 200);
});

test('too many chosen: refused at the fieldset, the choices kept', async () => {
  const { body } = await form({
    'values.room': 'Single',
    'values.extras.0': '1',
    'values.extras.1': '1',
    'values.extras.2': '1',
  });
  const refused = await owner.post(`/app/send/${templateId}`, body);
  assert.equal(refused.status, 400);
  assert.match(
    refused.text,
    /<fieldset class="field invalid" id="value-1" aria-describedby="value-1-error">/,
  );
  assert.match(refused.text, /must have at most 2 options chosen/);
  assert.match(refused.text, /name="values.extras.2" value="1" checked>/);
  assert.match(refused.text, /name="values.room" value="Single" checked>/);
});
