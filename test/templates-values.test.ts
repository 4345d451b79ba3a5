// Values against a template (CONTRACT §4 `invalid_values`, spec §7): required, type and format,
// select options and unknown keys, one detail per offending key, for the sender and for a signer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../src/platform/errors.ts';
import type { TemplateInput } from '../src/templates/types.ts';
import { assertValidValues, normaliseValues, validateValues } from '../src/templates/values.ts';

const input = (
  key: string,
  type: TemplateInput['type'],
  extra: Partial<TemplateInput> = {},
): TemplateInput => ({
  key,
  label: key.replace(/^./, (c) => c.toUpperCase()),
  type,
  required: true,
  ...extra,
});

const template = {
  inputs: [
    input('clientName', 'text', { label: 'Client name' }),
    input('rent', 'number', { label: 'Monthly rent' }),
    input('startDate', 'date', { label: 'Start date' }),
    input('contact', 'email', { label: 'Contact e-mail' }),
    input('pets', 'checkbox', { label: 'Pets allowed' }),
    input('plan', 'select', { label: 'Plan', options: ['basic', 'pro'] }),
    input('notes', 'text', { label: 'Notes', required: false }),
    input('tenantPhone', 'text', { label: 'Tenant phone', role: 'Tenant' }),
    input('tenantNote', 'text', { label: 'Tenant note', role: 'Tenant', required: false }),
    input('tenantSig', 'signature', { label: 'Tenant signature', role: 'Tenant' }),
    input('guarantorPhone', 'text', { label: 'Guarantor phone', role: 'Guarantor' }),
  ],
};

const valid = {
  clientName: 'Zoë Ångström',
  rent: 1200.5,
  startDate: '2026-11-21',
  contact: 'zoe@example.com',
  pets: false,
  plan: 'pro',
};

function reasonFor(values: unknown, key: string, scope = {}): string | undefined {
  return validateValues(template, values, scope).find((detail) => detail.key === key)?.reason;
}

describe("the sender's values", () => {
  test('complete, well-formed values have no problems', () => {
    assert.deepEqual(validateValues(template, valid, {}), []);
  });

  test('a required value that is missing, null, empty or blank is required', () => {
    for (const clientName of [undefined, null, '', '   ']) {
      assert.equal(reasonFor({ ...valid, clientName }, 'clientName'), 'is required');
    }
  });

  test('an optional value may be left out or blank', () => {
    assert.deepEqual(validateValues(template, { ...valid, notes: '' }), []);
    assert.deepEqual(validateValues(template, { ...valid, notes: null }), []);
  });

  test('text must be a string of at most 10,000 characters', () => {
    assert.equal(reasonFor({ ...valid, clientName: 42 }, 'clientName'), 'must be text');
    assert.equal(
      reasonFor({ ...valid, clientName: 'x'.repeat(10_001) }, 'clientName'),
      'must be at most 10000 characters',
    );
  });

  test('a number must be a JSON number; numeric strings are refused', () => {
    assert.equal(reasonFor({ ...valid, rent: '1200' }, 'rent'), 'must be a number');
    assert.equal(reasonFor({ ...valid, rent: true }, 'rent'), 'must be a number');
    assert.equal(reasonFor({ ...valid, rent: Number.POSITIVE_INFINITY }, 'rent'), 'must be a number');
    assert.equal(reasonFor({ ...valid, rent: -3 }, 'rent'), undefined);
    assert.equal(reasonFor({ ...valid, rent: 0 }, 'rent'), undefined);
  });

  test('a date must be written YYYY-MM-DD', () => {
    for (const startDate of ['21/11/2026', '2026-1-5', '2026-11-21T00:00:00Z', 20261121, '']) {
      const reason = reasonFor({ ...valid, startDate }, 'startDate');
      assert.ok(
        reason === 'must be a date in YYYY-MM-DD format' || (startDate === '' && reason === 'is required'),
      );
    }
  });

  test('a date must be a real calendar date', () => {
    for (const startDate of [
      '2026-02-30',
      '2023-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
    ]) {
      assert.equal(
        reasonFor({ ...valid, startDate }, 'startDate'),
        'must be a real calendar date',
        startDate,
      );
    }
    for (const startDate of ['2024-02-29', '2000-02-29', '2026-12-31']) {
      assert.equal(reasonFor({ ...valid, startDate }, 'startDate'), undefined, startDate);
    }
  });

  test('an e-mail must be an address', () => {
    for (const contact of [
      'zoe',
      'zoe@',
      '@example.com',
      'zoe@example',
      'zoe @example.com',
      'zoe@example.com ',
    ]) {
      assert.equal(reasonFor({ ...valid, contact }, 'contact'), 'must be an e-mail address', contact);
    }
    assert.equal(reasonFor({ ...valid, contact: 'łukasz.żółć+nda@example.co.uk' }, 'contact'), undefined);
  });

  test('a checkbox takes true or false, and false answers a required checkbox', () => {
    assert.equal(reasonFor({ ...valid, pets: 'true' }, 'pets'), 'must be true or false');
    assert.equal(reasonFor({ ...valid, pets: 1 }, 'pets'), 'must be true or false');
    assert.equal(reasonFor({ ...valid, pets: false }, 'pets'), undefined);
    assert.equal(reasonFor({ ...valid, pets: undefined }, 'pets'), 'is required');
  });

  test('a select value must be one of its options, exactly', () => {
    assert.equal(reasonFor({ ...valid, plan: 'Pro' }, 'plan'), 'must be one of: basic, pro');
    assert.equal(reasonFor({ ...valid, plan: 'enterprise' }, 'plan'), 'must be one of: basic, pro');
  });

  test('a key the template does not define is not a field of this template', () => {
    const details = validateValues(template, { ...valid, sendEmails: true });
    assert.deepEqual(details, [
      { key: 'sendEmails', label: 'sendEmails', reason: 'is not a field of this template' },
    ]);
  });

  test('keys named like Object.prototype members are values like any other', () => {
    const withConstructor = { inputs: [input('constructor', 'text', { label: 'Constructor' })] };
    assert.deepEqual(validateValues(withConstructor, {}), [
      { key: 'constructor', label: 'Constructor', reason: 'is required' },
    ]);
    assert.equal(
      reasonFor(JSON.parse('{"toString": "x", "__proto__": "y"}'), 'toString'),
      'is not a field of this template',
    );
    assert.equal(reasonFor(JSON.parse('{"__proto__": "y"}'), '__proto__'), 'is not a field of this template');
  });

  test("the sender may start a signer's field (issue 34), never sign for them", () => {
    assert.equal(reasonFor({ ...valid, tenantPhone: '+33 1 23' }, 'tenantPhone'), undefined);
    assert.equal(
      reasonFor({ ...valid, tenantSig: 'Zoë' }, 'tenantSig'),
      'is filled by signing, not given as a value',
    );
  });

  test("the sender does not answer for signers' required fields", () => {
    assert.equal(reasonFor(valid, 'tenantPhone'), undefined);
  });

  test('one detail per offending key, in template order, then unknown keys', () => {
    const details = validateValues(template, {
      rent: 'lots',
      plan: 'gold',
      zzz: 1,
      pets: false,
      contact: 'x',
    });
    assert.deepEqual(
      details.map((d) => d.key),
      ['clientName', 'rent', 'startDate', 'contact', 'plan', 'zzz'],
    );
    assert.deepEqual(details[0], { key: 'clientName', label: 'Client name', reason: 'is required' });
  });

  test('values that are not an object are a body error, and absent values are {}', () => {
    for (const values of [null, [], 'x', 3]) {
      assert.throws(
        () => validateValues(template, values),
        (error: unknown) => error instanceof AppError && error.statusCode === 400 && error.code === undefined,
      );
    }
    assert.deepEqual(
      validateValues({ inputs: [input('notes', 'text', { required: false })] }, undefined),
      [],
    );
  });
});

describe("a signer's values", () => {
  const scope = { role: 'Tenant' };

  test('a signer fills their own non-signature fields', () => {
    assert.deepEqual(validateValues(template, { tenantPhone: '+33 1 23 45 67 89' }, scope), []);
  });

  test("a signer's required field is required", () => {
    assert.deepEqual(validateValues(template, {}, scope), [
      { key: 'tenantPhone', label: 'Tenant phone', reason: 'is required' },
    ]);
  });

  test("a signer cannot set the sender's values, another role's, or a signature", () => {
    const details = validateValues(
      template,
      { tenantPhone: '1', clientName: 'x', guarantorPhone: '2', tenantSig: 'y', nope: 1 },
      scope,
    );
    assert.deepEqual(details, [
      { key: 'clientName', label: 'Client name', reason: 'is set by the sender, not by a signer' },
      { key: 'guarantorPhone', label: 'Guarantor phone', reason: 'is filled in by the Guarantor signer' },
      { key: 'tenantSig', label: 'Tenant signature', reason: 'is filled by signing, not given as a value' },
      { key: 'nope', label: 'nope', reason: 'is not a field of this template' },
    ]);
  });
});

describe('invalid_values errors', () => {
  test('assertValidValues throws 400 invalid_values whose message quotes each label', () => {
    assert.throws(
      () => assertValidValues(template, { ...valid, clientName: undefined, rent: 'x' }),
      (error: unknown) => {
        assert.ok(error instanceof AppError);
        assert.equal(error.statusCode, 400);
        assert.equal(error.code, 'invalid_values');
        assert.equal(
          error.message,
          'Invalid values: "Client name" is required; "Monthly rent" must be a number',
        );
        const body = error.toBody();
        assert.deepEqual(body.details, [
          { key: 'clientName', label: 'Client name', reason: 'is required' },
          { key: 'rent', label: 'Monthly rent', reason: 'must be a number' },
        ]);
        return true;
      },
    );
  });

  test('valid values come back normalised: trimmed NFC text, blanks dropped, other scopes left out', () => {
    const nfd = 'Zoe\u0308 A\u030angstro\u0308m';
    const values = assertValidValues(template, { ...valid, clientName: `  ${nfd} `, notes: '' });
    assert.equal(values.clientName, 'Zoë Ångström');
    assert.equal(values.clientName, nfd.normalize('NFC'));
    assert.equal('notes' in values, false);
    assert.deepEqual(normaliseValues(template, { tenantPhone: ' 1 ' }, { role: 'Tenant' }), {
      tenantPhone: '1',
    });
  });
});
