// Names are one line, and one e-mail rule holds everywhere (issue 26 item 9). Every entry point —
// the API, the operator API and the application's forms — refuses a name holding a line break, tab
// or other control character with a 400, and refuses an address typed with full-width look-alike
// characters (`ｏwner@…`, which NFKC folds into a valid address) as the API always has; the same
// entry points take the plain name and address, so each refusal is the rule's, not the call's.
// A form's name fields are trimmed first, as the forms store them: whitespace around a name is dropped.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { emailProblem, isEmailAddress } from '../src/platform/email.ts';
import { findMultiLineName } from '../src/platform/http/one-line-names.ts';
import { isOneLineName } from '../src/platform/names.ts';
import { parseSignature } from '../src/signing/signature.ts';
import {
  AppClient,
  EVERY_SCOPE,
  filledSendForm,
  SERVICES,
  SERVICES_VALUES,
  startOwnerApp,
} from './app-support.ts';
import { request, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;
let sends = 0;

before(async () => {
  ({ t, tenant, templateId, owner } = await startOwnerApp('max'));
});
after(async () => {
  await t?.close();
});

const BAD_NAMES: Array<[string, string]> = [
  ['a line feed', 'Zoë\nÅngström'],
  ['a carriage return', 'Zoë\rBcc: x@evil.test'],
  ['a tab', 'Zoë\tÅngström'],
  ['a C1 control', 'Zoë\u0085Ångström'],
  ['a line separator', 'Zoë\u2028Ångström'],
  ['DEL', 'Zoë\u007F'],
  // Text-direction controls (issue 31 item 6): a right-to-left override turns "Acme" in a From header
  // into something else on screen; embeddings, overrides and isolates are refused like the others.
  ['a right-to-left override', 'Zoë\u202EmoC.emcA'],
  ['a left-to-right embedding', '\u202AZoë Ångström'],
  ['a first-strong isolate', '\u2068Zoë\u2069 Ångström'],
];
const GOOD_NAME = 'Zoë Ångström';
const LOOK_ALIKE = 'ｏwner@acme.test'; // U+FF4F FULLWIDTH LATIN SMALL LETTER O
const GOOD_EMAIL = (n: number) => `person${n}@client.test`;

/** One entry point: a call that takes a name and an address and answers with an HTTP status. */
type EntryPoint = (name: string, email: string) => Promise<number>;

const api = (path: string, body: unknown) =>
  request(t.url, 'POST', path, { token: tenant.apiKey, body }).then((r) => r.status);
const admin = (method: string, path: string, body: unknown) =>
  t.admin(method, path, body).then((r) => r.status);

async function sendForm(name: string, email: string, cc = ''): Promise<number> {
  sends += 1;
  const sent = await owner.post(
    `/app/send/${templateId}`,
    await filledSendForm(owner, templateId, { name, email }, { cc }),
  );
  return sent.status;
}

const submitters = (name: string, email: string) => [
  { role: 'Client', name, email },
  { role: 'Provider', name: 'Priya Provider', email: 'priya@acme.test' },
];

/** An entry point that takes both a name and an address, checked for each. */
const both = (call: EntryPoint) => ({ name: call, email: call });

const ENTRY_POINTS: Record<string, { name?: EntryPoint; email?: EntryPoint }> = {
  'API send: signer': both((name, email) =>
    api('/api/v1/esign/submissions', {
      templateId,
      submitters: submitters(name, email),
      sendEmail: false,
      values: SERVICES_VALUES,
    }),
  ),
  'API send: CC': both((name, email) =>
    api('/api/v1/esign/submissions', {
      templateId,
      submitters: submitters(GOOD_NAME, GOOD_EMAIL(++sends)),
      cc: [{ name, email }],
      sendEmail: false,
      values: SERVICES_VALUES,
    }),
  ),
  'API template name': {
    name: (name) => api('/api/v1/templates', { ...SERVICES, name }).then((s) => s),
  },
  'operator: workspace': {
    name: (name) => admin('POST', '/workspaces', { name, plan: 'starter' }),
  },
  'operator: workspace rename': {
    name: (name) => t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { name }).then((r) => r.status),
  },
  'operator: member': both((name, email) =>
    admin('POST', `/workspaces/${tenant.workspaceId}/members`, { name, email }),
  ),
  'operator: API key': {
    name: (name) =>
      admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, { memberId: tenant.memberId, name }),
  },
  'operator: branding display name': {
    name: (name) =>
      t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { displayName: name }).then((r) => r.status),
  },
  'application: branding display name': {
    name: async (name) => {
      await owner.get('/app/settings/branding');
      return (await owner.post('/app/settings/branding', { displayName: name, accentColor: '' })).status;
    },
  },
  'application: invite': both(async (name, email) => {
    await owner.get('/app/members');
    return (await owner.post('/app/members', { name, email })).status;
  }),
  'application: API key': {
    name: async (name) => {
      await owner.get('/app/keys');
      return (await owner.post('/app/keys', { name, ...EVERY_SCOPE })).status;
    },
  },
  'application: send form signer': both(sendForm),
  'application: send form CC': both((name, email) =>
    sendForm(GOOD_NAME, GOOD_EMAIL(++sends), `${email}, ${name}`),
  ),
  'application: sign-in': {
    email: async (_name, email) => {
      const client = new AppClient(t.url);
      await client.get('/app/sign-in');
      return (await client.post('/app/sign-in', { email })).status;
    },
  },
};

const accepted = (status: number) => status >= 200 && status < 400;

describe('the rules themselves', () => {
  test('control characters and look-alike addresses', () => {
    for (const [what, name] of BAD_NAMES) assert.equal(isOneLineName(name), false, what);
    assert.equal(isOneLineName(GOOD_NAME), true);
    // Every embedding, override and isolate control (U+202A–U+202E, U+2066–U+2069); the marks stay.
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])
      assert.equal(isOneLineName(`a${String.fromCodePoint(code)}b`), false, code.toString(16));
    assert.equal(isOneLineName('\u05E9\u05E8\u05D4\u200F Cohen'), true, 'a right-to-left mark is text');
    assert.equal(emailProblem(LOOK_ALIKE), 'look_alike');
    assert.equal(LOOK_ALIKE.normalize('NFKC'), 'owner@acme.test');
    assert.equal(emailProblem('not an address'), 'invalid');
    assert.equal(emailProblem(`${'a'.repeat(250)}@b.test`), 'too_long');
    assert.equal(isEmailAddress('o.k+tag@sub.example.com'), true);
  });

  test('a typed signature, a name the signer types, loses its text-direction controls', async () => {
    const typed = await parseSignature({ type: 'typed', text: 'Zoë\u202Eemca\u202C \u2067Ångström\u2069' });
    assert.deepEqual(typed, { type: 'typed', text: 'Zoëemca Ångström' });
  });

  test("the edge finds names at any depth but leaves a template's values alone", () => {
    const body = { submitters: [{ name: 'Ada' }, { name: 'Bob\nX' }], values: { name: 'two\nlines' } };
    assert.equal(findMultiLineName(body, 'body'), 'body/submitters/1/name');
    assert.equal(findMultiLineName({ values: { name: 'a\nb', 'company-name': 'c\td' } }, 'body'), null);
    assert.equal(findMultiLineName({ 'values.company-name': 'a\nb' }, 'body'), null);
    assert.equal(findMultiLineName({ 'submitters.0.name': 'a\rb' }, 'body'), 'body/submitters.0.name');
  });
});

describe('every entry point refuses what the rule refuses and takes what it takes', () => {
  for (const [point, calls] of Object.entries(ENTRY_POINTS)) {
    if (calls.name) {
      test(`${point}: a name with a control character is a 400; a plain one is taken`, async () => {
        for (const [what, name] of BAD_NAMES) {
          const status = await calls.name!(name, GOOD_EMAIL(++sends));
          // The CC field's lines cannot hold a line break: that one reads as two lines, refused too.
          assert.equal(status, 400, `${point}, ${what}: ${status}`);
        }
        const ok = await calls.name!(`${GOOD_NAME} ${++sends}`, GOOD_EMAIL(++sends));
        assert.ok(accepted(ok), `${point}, a plain name: ${ok}`);
      });
    }
    if (calls.email) {
      test(`${point}: a look-alike address is refused; the plain one is taken`, async () => {
        const status = await calls.email!(GOOD_NAME, LOOK_ALIKE.replace('acme', `acme${++sends}`));
        assert.equal(status, 400, `${point}, look-alike: ${status}`);
        const ok = await calls.email!(GOOD_NAME, GOOD_EMAIL(++sends));
        assert.ok(accepted(ok), `${point}, a plain address: ${ok}`);
      });
    }
  }
});

describe("a form's names are trimmed before the rule", () => {
  test('a tab or line break pasted at the end of a name is dropped, not refused, and the name is stored trimmed', async () => {
    for (const [point, calls] of Object.entries(ENTRY_POINTS)) {
      if (!point.startsWith('application:') || !calls.name) continue;
      const status = await calls.name(`\t${GOOD_NAME} ${++sends}\r\n`, GOOD_EMAIL(++sends));
      assert.ok(accepted(status), `${point}: ${status}`);
    }
    const email = GOOD_EMAIL(++sends);
    assert.ok(accepted(await ENTRY_POINTS['application: invite'].name!(`Trailing Tab\t`, email)));
    const members = await t.admin('GET', `/workspaces/${tenant.workspaceId}/members`, undefined);
    const invited = (members.body.members as Array<{ email: string; name: string }>).find(
      (m) => m.email === email,
    );
    assert.equal(invited?.name, 'Trailing Tab');
  });
});
