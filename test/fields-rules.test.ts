// Issue 34's rules on inputs: `phone` (read in its region or the giver's language's, stored and
// printed internationally), `pattern` + `patternMessage` (RE2 run by re2js: a catastrophic pattern
// answers at once), `showIf` (a hidden input is not required, takes no value, is not printed; bad
// references are a 400 at create), `readonly` (a signer's field the sender fills; changed at signing:
// refused) and starting values (a sender's value for a signer's field, which the signer may change).
// Definitions and values here; over HTTP on both databases in fields-rules-http.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../src/platform/errors.ts';
import { parseTemplateDefinition } from '../src/templates/definition.ts';
import { matchesPattern, regionOfLocale } from '../src/templates/rules.ts';
import type { TemplateInput } from '../src/templates/types.ts';
import { assertValidValues, normaliseValues, validateValues } from '../src/templates/values.ts';

function flow(variables: Array<Record<string, unknown>>) {
  return {
    name: 'Service order',
    kind: 'flow',
    roles: [{ name: 'Client' }, { name: 'Company' }],
    body: `# Order\n\n${variables.map((v) => `{{${v.key}}}`).join(' ')}`,
    variables,
  };
}

async function problemsOf(body: unknown): Promise<string[]> {
  try {
    await parseTemplateDefinition(body);
  } catch (error) {
    assert.ok(error instanceof AppError && error.statusCode === 400, String(error));
    return error.message.split('; ');
  }
  assert.fail('the definition was accepted');
}

const input = (key: string, extra: Partial<TemplateInput> = {}): TemplateInput => ({
  key,
  label: key[0].toUpperCase() + key.slice(1),
  type: 'text',
  required: true,
  ...extra,
});

describe('definitions', () => {
  test('region, pattern, patternMessage, showIf and readonly are kept where given', async () => {
    const { template } = await parseTemplateDefinition(
      flow([
        { key: 'plan', label: 'Plan', type: 'select', options: ['Basic', 'Other'] },
        { key: 'otherPlan', label: 'Other plan', type: 'text', showIf: { field: 'plan', equals: 'Other' } },
        {
          key: 'ref',
          label: 'Reference',
          type: 'text',
          pattern: '^[A-Z]{2}-\\d{4}$',
          patternMessage: 'looks like AB-1234',
        },
        { key: 'phone', label: 'Phone', type: 'phone', region: 'GB' },
        { key: 'account', label: 'Account', type: 'text', role: 'Client', readonly: true },
        {
          key: 'note',
          label: 'Note',
          type: 'text',
          role: 'Client',
          showIf: { field: 'account', notEmpty: true },
        },
        {
          key: 'notBasic',
          label: 'Why',
          type: 'text',
          role: 'Company',
          showIf: { field: 'plan', notEquals: 'Basic' },
        },
      ]),
    );
    const byKey = Object.fromEntries(template.inputs.map((i) => [i.key, i]));
    assert.deepEqual(byKey.otherPlan.showIf, { field: 'plan', equals: 'Other' });
    assert.equal(byKey.ref.pattern, '^[A-Z]{2}-\\d{4}$');
    assert.equal(byKey.ref.patternMessage, 'looks like AB-1234');
    assert.equal(byKey.phone.region, 'GB');
    assert.equal(byKey.account.readonly, true);
    assert.deepEqual(byKey.note.showIf, { field: 'account', notEmpty: true });
    assert.deepEqual(byKey.notBasic.showIf, { field: 'plan', notEquals: 'Basic' });
    assert.equal('readonly' in byKey.plan, false, 'nothing added where nothing was given');
  });

  test('each misplaced or malformed rule is named in one 400', async () => {
    const problems = await problemsOf(
      flow([
        { key: 'a', label: 'A', type: 'text', region: 'GB' },
        { key: 'b', label: 'B', type: 'phone', region: 'gb' },
        { key: 'c', label: 'C', type: 'number', pattern: '^1$' },
        { key: 'd', label: 'D', type: 'text', pattern: '(a' },
        { key: 'e', label: 'E', type: 'text', pattern: '(?=a)b' },
        { key: 'f', label: 'F', type: 'text', patternMessage: 'Wrong' },
        { key: 'g', label: 'G', type: 'text', pattern: 'x', patternMessage: 'x'.repeat(201) },
        { key: 'h', label: 'H', type: 'text', readonly: true },
        { key: 'i', label: 'I', type: 'signature', role: 'Client', readonly: true },
        { key: 'j', label: 'J', type: 'text', showIf: { field: 'a', equals: 'x', notEmpty: true } },
        { key: 'k', label: 'K', type: 'text', showIf: { field: 'a', notEmpty: false } },
      ]),
    );
    const expected = [
      'variables[0].region only applies to phone fields',
      'variables[1].region must be a country code such as "GB" (ISO 3166-1 alpha-2, upper case)',
      'variables[2].pattern only applies to text, email, phone fields',
      'variables[3].pattern is not a regular expression RE2 accepts: missing closing ): `(a`',
      'variables[4].pattern is not a regular expression RE2 accepts: invalid or unsupported Perl syntax: `(?=`',
      'variables[5].patternMessage only applies with a pattern',
      'variables[6].patternMessage must be at most 200 characters',
      "variables[7].readonly only applies to a signer's field (with a role): the sender gives its value",
      'variables[8].readonly does not apply to signature fields: the signer provides them',
      'variables[9].showIf must be {"field": key, and one of "equals": value, "notEquals": value, "notEmpty": true}',
      'variables[10].showIf.notEmpty must be true',
    ];
    assert.deepEqual(problems.sort(), expected.sort());
  });

  test('a condition must read another input, known in time, of its kind, with no cycle', async () => {
    const problems = await problemsOf(
      flow([
        { key: 'plan', label: 'Plan', type: 'select', options: ['Basic', 'Other'] },
        { key: 'agree', label: 'Agree', type: 'checkbox' },
        { key: 'a', label: 'A', type: 'text', showIf: { field: 'nothing', notEmpty: true } },
        { key: 'b', label: 'B', type: 'text', showIf: { field: 'b', notEmpty: true } },
        { key: 'c', label: 'C', type: 'text', showIf: { field: 'd', notEmpty: true } },
        { key: 'd', label: 'D', type: 'text', showIf: { field: 'c', notEmpty: true } },
        { key: 'e', label: 'E', type: 'text', showIf: { field: 'clientText', notEmpty: true } },
        {
          key: 'clientText',
          label: 'Client text',
          type: 'text',
          role: 'Client',
          showIf: { field: 'companyText', notEmpty: true },
        },
        { key: 'companyText', label: 'Company text', type: 'text', role: 'Company' },
        { key: 'f', label: 'F', type: 'text', showIf: { field: 'plan', equals: 'Gold' } },
        { key: 'g', label: 'G', type: 'text', showIf: { field: 'agree', equals: 'yes' } },
        { key: 'sig', label: 'Sig', type: 'signature', role: 'Client' },
        { key: 'h', label: 'H', type: 'text', role: 'Client', showIf: { field: 'sig', notEmpty: true } },
      ]),
    );
    const expected = [
      `variables[2].showIf.field "nothing" is not one of the template's variables`,
      'variables[3].showIf.field "b" is the variable itself',
      'variables[6].showIf.field "clientText" is filled by the Client signer, after the sender gives this one',
      'variables[7].showIf.field "companyText" is filled by the Company signer, who signs after the Client signer',
      `variables[9].showIf compares with "Gold", which is not one of plan's options`,
      'variables[10].showIf compares agree with "yes", but its value is true or false',
      'variables[12].showIf.field "sig" is a signature, which has no value a condition can read',
      'variables have conditions that go round in a circle: c → d → c',
    ];
    assert.deepEqual(problems.sort(), expected.sort());
  });
});

describe('phone values', () => {
  const phone = input('phone', { type: 'phone', label: 'Phone' });

  test('read in the region given, else in the language of whoever gives it, stored internationally', () => {
    const cases: Array<[Partial<TemplateInput>, string | undefined, string, string]> = [
      [{ region: 'GB' }, undefined, '020 7946 0958', '+44 20 7946 0958'],
      [{}, 'de', '030 1234567', '+49 30 1234567'],
      [{}, 'fr', '01 23 45 67 89', '+33 1 23 45 67 89'],
      [{}, undefined, '(201) 555-0123', '+1 201 555 0123'],
      [{}, 'de-AT', '01 5880', '+43 1 5880'],
      [{ region: 'GB' }, 'de', '+49 30 1234567', '+49 30 1234567'],
    ];
    for (const [rule, locale, given, stored] of cases) {
      const template = { inputs: [{ ...phone, ...rule }] };
      assert.deepEqual(validateValues(template, { phone: given }, { locale }), [], given);
      assert.deepEqual(normaliseValues(template, { phone: given }, { locale }), { phone: stored }, given);
    }
  });

  test('anything that is not a phone number is told so plainly', () => {
    for (const value of ['hello', '123', '+1 555 0100', 42, true]) {
      assert.deepEqual(
        validateValues({ inputs: [phone] }, { phone: value }),
        [{ key: 'phone', label: 'Phone', reason: 'is not a phone number' }],
        String(value),
      );
    }
  });

  test('a region of a tag, else of its language, else the United States', () => {
    assert.deepEqual(['de', 'de-AT', 'fr', 'es', 'en', 'en-GB', undefined, 'xx'].map(regionOfLocale), [
      'DE',
      'AT',
      'FR',
      'ES',
      'US',
      'GB',
      'US',
      'US',
    ]);
  });
});

describe('patterns', () => {
  test('a value not matching is refused with the patternMessage, or the pattern, as reason', () => {
    const ref = input('ref', { label: 'Reference', pattern: '^[A-Z]{2}-\\d{4}$' });
    const template = {
      inputs: [
        { ...ref, patternMessage: 'must look like AB-1234' },
        { ...ref, key: 'bare' },
      ],
    };
    assert.deepEqual(validateValues(template, { ref: 'AB-1234', bare: ' CD-5678 ' }), []);
    assert.deepEqual(validateValues(template, { ref: 'ab-1234', bare: 'x' }), [
      { key: 'ref', label: 'Reference', reason: 'must look like AB-1234' },
      { key: 'bare', label: 'Reference', reason: 'must match the pattern ^[A-Z]{2}-\\d{4}$' },
    ]);
  });

  test('a phone pattern reads the number as stored, internationally', () => {
    const template = {
      inputs: [input('phone', { type: 'phone', pattern: '^\\+44 ', patternMessage: 'must be a UK number' })],
    };
    assert.deepEqual(validateValues(template, { phone: '020 7946 0958' }, { locale: 'en-GB' }), []);
    assert.equal(
      validateValues(template, { phone: '030 1234567' }, { locale: 'de' })[0]?.reason,
      'must be a UK number',
    );
  });

  test('a catastrophic pattern against 100,000 characters answers (re2js runs in linear time)', () => {
    const long = `${'a'.repeat(100_000)}b`;
    assert.equal(matchesPattern('(a+)+$', long), false);
    assert.equal(matchesPattern('(a+)+b$', long), true);
    // Through validation, at the longest text a value may be.
    const template = { inputs: [input('t', { pattern: '(a+)+$', patternMessage: 'only a' })] };
    assert.equal(validateValues(template, { t: `${'a'.repeat(9_999)}b` })[0]?.reason, 'only a');
  });
});

describe('conditions', () => {
  const inputs: TemplateInput[] = [
    input('plan', { type: 'select', options: ['Basic', 'Other'] }),
    input('otherPlan', { showIf: { field: 'plan', equals: 'Other' } }),
    input('detail', { showIf: { field: 'otherPlan', notEmpty: true } }),
    input('reason', { showIf: { field: 'plan', notEquals: 'Other' }, required: false }),
  ];
  const template = { inputs };

  test('shown while the condition holds: required and kept', () => {
    assert.deepEqual(validateValues(template, { plan: 'Other' }), [
      { key: 'otherPlan', label: 'OtherPlan', reason: 'is required' },
    ]);
    assert.deepEqual(assertValidValues(template, { plan: 'Other', otherPlan: 'Gold', detail: 'x' }), {
      plan: 'Other',
      otherPlan: 'Gold',
      detail: 'x',
    });
  });

  test('hidden while it does not: not required, and a value sent for it is refused naming it', () => {
    assert.deepEqual(validateValues(template, { plan: 'Basic' }), []);
    assert.deepEqual(validateValues(template, { plan: 'Basic', otherPlan: 'Gold', detail: 'x' }), [
      { key: 'otherPlan', label: 'OtherPlan', reason: 'is hidden by its condition, so it takes no value' },
      { key: 'detail', label: 'Detail', reason: 'is hidden by its condition, so it takes no value' },
    ]);
    // notEquals the other way round.
    assert.equal(
      validateValues(template, { plan: 'Other', otherPlan: 'G', detail: 'x', reason: 'r' })[0]?.key,
      'reason',
    );
  });

  test('a list value (multiple) holds equals when the option is chosen', () => {
    // The sender chose the extras (a `multiple`); the Client's plate is asked only with parking.
    const extras = {
      inputs: [
        input('extras', { type: 'multiple', options: ['Wifi', 'Parking'] }),
        input('plate', { role: 'Client', showIf: { field: 'extras', equals: 'Parking' } }),
      ],
    };
    const as = (chosen: string[]) => ({ role: 'Client', known: { extras: chosen } });
    assert.deepEqual(validateValues(extras, { plate: 'AB 123' }, as(['Wifi', 'Parking'])), []);
    assert.deepEqual(validateValues(extras, {}, as(['Wifi', 'Parking'])), [
      { key: 'plate', label: 'Plate', reason: 'is required' },
    ]);
    assert.deepEqual(validateValues(extras, {}, as(['Wifi'])), []);
    assert.deepEqual(validateValues(extras, { plate: 'AB 123' }, as(['Wifi'])), [
      { key: 'plate', label: 'Plate', reason: 'is hidden by its condition, so it takes no value' },
    ]);
  });
});

describe('read-only fields and starting values', () => {
  const inputs: TemplateInput[] = [
    input('account', { role: 'Client', readonly: true }),
    input('note', { role: 'Client', required: false }),
    input('why', { role: 'Client', required: false, showIf: { field: 'agree', equals: false } }),
    input('agree', { role: 'Client', type: 'checkbox', required: false }),
    input('phone', { role: 'Client', type: 'phone', required: false }),
  ];
  const template = { inputs };

  test('at send: a read-only field needs the sender’s value, the others may start with one', () => {
    assert.deepEqual(validateValues(template, {}), [
      { key: 'account', label: 'Account', reason: 'is read-only for the signer, so the sender must give it' },
    ]);
    const sent = assertValidValues(
      template,
      { account: 'ACC-1', note: 'Start', why: 'Because', phone: '030 1234567' },
      { roleLocales: { Client: 'de' } },
    );
    assert.deepEqual(sent, { account: 'ACC-1', note: 'Start', why: 'Because', phone: '+49 30 1234567' });
  });

  test('at signing: left out, a field starts as the sender gave it; changed, a read-only one is refused', () => {
    const starting = { account: 'ACC-1', note: 'Start', why: 'Because' };
    const scope = { role: 'Client', starting, known: starting };
    assert.deepEqual(assertValidValues(template, { agree: false }, scope), {
      account: 'ACC-1',
      note: 'Start',
      why: 'Because',
      agree: false,
    });
    assert.deepEqual(
      assertValidValues(template, { agree: false, account: 'ACC-1', note: 'Mine', why: '' }, scope),
      {
        account: 'ACC-1',
        note: 'Mine',
        agree: false,
      },
    );
    // A blank read-only value (optional here) is no erasure: the sender's value stays.
    for (const blank of ['', null, '   '])
      assert.equal(assertValidValues(template, { agree: false, account: blank }, scope).account, 'ACC-1');
    assert.deepEqual(validateValues(template, { agree: false, account: 'ACC-2' }, scope), [
      { key: 'account', label: 'Account', reason: 'is read-only' },
    ]);
    // Agreeing hides `why`: its starting value goes with it; one the signer sends is refused.
    assert.deepEqual(assertValidValues(template, { agree: true }, scope), {
      account: 'ACC-1',
      note: 'Start',
      agree: true,
    });
    assert.deepEqual(validateValues(template, { agree: true, why: 'x' }, scope), [
      { key: 'why', label: 'Why', reason: 'is hidden by its condition, so it takes no value' },
    ]);
  });
});

describe('check boxes (issue 44 item 15)', () => {
  const template = {
    inputs: [
      input('consent', { role: 'Client', type: 'checkbox' }),
      input('news', { role: 'Client', type: 'checkbox', required: false }),
      input('pets', { type: 'checkbox' }),
    ],
  };
  test('a signer’s required check box must be ticked; an optional one and a sender’s may be false', () => {
    const signing = { role: 'Client' };
    assert.deepEqual(validateValues(template, { consent: false, news: false }, signing), [
      { key: 'consent', label: 'Consent', reason: 'must be ticked' },
    ]);
    assert.deepEqual(assertValidValues(template, { consent: true, news: false }, signing), {
      consent: true,
      news: false,
    });
    // The sender's "Pets: No" is an answer.
    assert.deepEqual(assertValidValues(template, { pets: false }), { pets: false });
  });
});
