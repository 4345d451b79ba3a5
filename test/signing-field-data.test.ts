// The signing page's field data for issue 34's types and rules, as the server renders it (no browser,
// both databases): the form's controls carry the options, limits, region, maxFiles, pattern and its
// message, the condition, readonly values and starting values; the in-place data of a coordinate
// page carries the same; a field whose condition on the sender's value does not hold, and a readonly
// field the sender left empty, are not on the page. signer-fields.ts's rule, on its own.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { conditionHolds, signerFields } from '../src/signing/signer-fields.ts';
import type { TemplateInput } from '../src/templates/types.ts';
import { ROLE, SENDER_VALUES, sendTo, stored } from './field-types-support.ts';
import { request } from './helpers.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

let app: SigningApp;
/** Beside the common template: fields whose condition is on the sender's value, and an empty readonly. */
const EXTRA: TemplateInput[] = [
  {
    key: 'northwindOnly',
    label: 'Northwind account',
    type: 'text',
    required: false,
    role: ROLE,
    showIf: { field: 'clientName', equals: 'Northwind' },
  },
  {
    key: 'othersOnly',
    label: 'Other account',
    type: 'text',
    required: false,
    role: ROLE,
    showIf: { field: 'clientName', notEquals: 'Northwind' },
  },
  { key: 'unsetReadonly', label: 'Unset', type: 'text', required: false, role: ROLE, readonly: true },
];

before(async () => {
  app = await startSigningApp();
});
after(async () => {
  await app?.close();
});

async function pageOf(kind: 'flow' | 'coordinate'): Promise<string> {
  const { url } = await sendTo(app, await stored(app, kind, EXTRA));
  const page = await request<string>(app.t.url, 'GET', new URL(url).pathname);
  assert.equal(page.status, 200);
  return page.body;
}

test('the flow page renders a control for every new type with its properties and starting values', async () => {
  const html = await pageOf('flow');
  // Each field's part of the form, from its wrapper to the next one.
  const parts = html.slice(html.indexOf('<form id="sign-form"')).split(/(?=<(?:div|fieldset) class="field)/);
  const part = (key: string) => {
    const found = parts.find((chunk) => chunk.includes(`data-key="${key}"`));
    assert.ok(found, `${key} is on the page`);
    return found;
  };
  // Radio buttons in a radiogroup fieldset, check boxes with their limits and their hint.
  assert.match(part('plan'), /<fieldset class="field choice"[^>]*role="radiogroup"[^>]*aria-required="true"/);
  assert.match(part('plan'), /<legend>Plan/);
  assert.equal(part('plan').match(/<input type="radio"/g)?.length, 3);
  assert.match(part('extras'), /data-min-selected="1" data-max-selected="2"/);
  assert.equal(part('extras').match(/<input type="checkbox"/g)?.length, 4);
  assert.match(part('extras'), /Choose from 1 to 2\./);
  // The phone keyboard; a pattern and its message as a hint the input is described by.
  assert.match(part('phone'), /type="tel"[^>]*inputmode="tel" autocomplete="tel"/);
  assert.match(part('reference'), /data-pattern="\[A-Z\]\{2\}-\[0-9\]\{4\}"/);
  assert.match(part('reference'), /aria-describedby="field-\d+-rule field-\d+-error"/);
  assert.match(part('reference'), /<p class="hint" id="field-\d+-rule">must be two capital letters/);
  // A condition on the signer's own field: on the page, for the page to show and hide.
  assert.match(
    part('proReason'),
    /data-show-if="\{&quot;field&quot;:&quot;plan&quot;,&quot;equals&quot;:&quot;Pro&quot;\}"/,
  );
  // Readonly: the sender's value as words, kept to send back; a starting value in its input.
  assert.match(part('memberNo'), /<p class="readonly-value"[^>]*data-readonly[^>]*>M-1001<\/p>/);
  assert.doesNotMatch(part('memberNo'), /<input/);
  assert.match(part('nickname'), /<input type="text"[^>]*value="Sam"/);
  // Uploads: up to maxFiles, the kinds the endpoint takes; one picture.
  assert.match(
    part('idCopy'),
    /type="file"[^>]*data-max-files="2" accept="application\/pdf,image\/png,image\/jpeg[^"]*" multiple/,
  );
  assert.match(part('photo'), /type="file"[^>]*data-max-files="1" accept="image\/png,image\/jpeg[^"]*"/);
  assert.match(html, /data-attachments-url="\/sign\/[^"]+\/attachments"/);
  // Conditions on the sender's value are settled by the server; an empty readonly field is not shown.
  assert.match(html, /data-key="northwindOnly"/);
  assert.doesNotMatch(html, /data-show-if="\{&quot;field&quot;:&quot;clientName/);
  assert.doesNotMatch(html, /othersOnly|unsetReadonly/);
});

test("the coordinate page's in-place data carries the new properties", async () => {
  const html = await pageOf('coordinate');
  const raw = /data-in-place="([^"]+)"/.exec(html)?.[1] ?? '';
  const data = JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
    fields: Array<Record<string, unknown>>;
  };
  const field = (key: string) => data.fields.find((f) => f.key === key) ?? {};
  assert.deepEqual(field('plan').options, ['Basic', 'Plus', 'Pro']);
  assert.deepEqual([field('extras').minSelected, field('extras').maxSelected], [1, 2]);
  assert.equal(field('phone').region, 'GB');
  assert.equal(field('reference').pattern, '[A-Z]{2}-[0-9]{4}');
  assert.match(String(field('reference').patternMessage), /like AB-1234/);
  assert.deepEqual(field('proReason').showIf, { field: 'plan', equals: 'Pro' });
  assert.deepEqual([field('memberNo').readonly, field('memberNo').value], [true, SENDER_VALUES.memberNo]);
  assert.equal(field('nickname').value, SENDER_VALUES.nickname);
  assert.equal(field('idCopy').maxFiles, 2);
  assert.equal(field('signature').type, 'signature');
  assert.ok(field('northwindOnly').key && !('showIf' in field('northwindOnly')));
  assert.equal(
    data.fields.some((f) => f.key === 'othersOnly' || f.key === 'unsetReadonly'),
    false,
  );
  // The form under the view has the same controls.
  assert.match(html, /type="tel"[^>]*inputmode="tel" autocomplete="tel"/);
});

test('signerFields and conditionHolds: the rule of conditions and readonly values', () => {
  const own: TemplateInput[] = [
    {
      key: 'a',
      label: 'A',
      type: 'text',
      required: false,
      role: 'R',
      showIf: { field: 'sent', notEmpty: true },
    },
    { key: 'b', label: 'B', type: 'text', required: false, role: 'R', showIf: { field: 'a', equals: 'x' } },
    { key: 'c', label: 'C', type: 'text', required: true, role: 'R', readonly: true },
    {
      key: 'd',
      label: 'D',
      type: 'text',
      required: false,
      role: 'R',
      showIf: { field: 'earlier', equals: 'yes' },
    },
  ];
  assert.deepEqual(
    signerFields(own, { c: 'fixed' }, [{ earlier: 'yes' }]).map((f) => [f.key, f.value, 'showIf' in f]),
    [
      ['b', undefined, true],
      ['c', 'fixed', false],
      ['d', undefined, false],
    ],
  );
  assert.deepEqual(
    signerFields(own, { sent: 'here' }).map((f) => f.key),
    ['a', 'b'],
  );
  assert.equal(conditionHolds({ field: 'm', equals: 'Gym' }, ['Pool', 'Gym']), true);
  assert.equal(conditionHolds({ field: 'm', notEquals: 'Gym' }, ['Pool']), true);
  assert.equal(conditionHolds({ field: 'm', notEmpty: true }, []), false);
  assert.equal(conditionHolds({ field: 'c', equals: true }, true), true);
  assert.equal(conditionHolds({ field: 'c', equals: 'x' }, undefined), false);
  assert.equal(conditionHolds({ field: 'c', notEquals: 'x' }, undefined), true);
});
