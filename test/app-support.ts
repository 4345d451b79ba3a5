// Shared set-up for the workspace application's tests: a small browser-like HTTP client (cookie
// jar, form posts, the CSRF token read from the last page), signing in through an e-mailed link as
// the outbox holds it, the tenant of the API fixtures with an owner who can sign in, and the send
// form of the SERVICES template as a member fills it.
import assert from 'node:assert/strict';
import { renderOutboxMessage, toOutboxMessage } from '../src/mail/delivery.ts';
import { signInMailSettled } from '../src/members/sign-in-mail.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

export interface Page {
  status: number;
  headers: Headers;
  text: string;
  /** Where a redirect points, if any. */
  location: string | null;
}

/** A cookie jar and the CSRF token of the last page seen: what a browser keeps between requests. */
export class AppClient {
  readonly cookies = new Map<string, string>();
  csrf = '';
  constructor(
    readonly base: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  async request(
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<Page> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: { ...this.extraHeaders, ...this.cookieHeader(), ...headers },
    });
    this.remember(res);
    const text = await res.text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
    if (csrf) this.csrf = csrf;
    return { status: res.status, headers: res.headers, text, location: res.headers.get('location') };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  /** Posts a form; `_csrf` is the last page's token unless the form says otherwise. */
  post(path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const fields = { _csrf: this.csrf, ...form };
    return this.request('POST', path, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', path, JSON.stringify(body), {
      'content-type': 'application/json',
      'x-csrf-token': this.csrf,
      ...headers,
    });
  }
}

/** The keys page's scope boxes as a browser submits them with every box ticked (their default). */
export const EVERY_SCOPE = {
  'scope-submissions-read': '1',
  'scope-submissions-write': '1',
  'scope-documents-read': '1',
  'scope-templates-read': '1',
  'scope-templates-write': '1',
};

/** The link of the newest member e-mail to this address, rendered as it would be delivered. */
export async function memberLinkFor(
  t: TestApp,
  email: string,
  kind: 'member_sign_in' | 'member_invitation' = 'member_sign_in',
): Promise<string | undefined> {
  // Sign-in links are written just after the page answers.
  await signInMailSettled(t.services.db);
  const { rows } = await t.services.db.query<Parameters<typeof toOutboxMessage>[0]>(
    `SELECT id, kind, request_id, submitter_id, to_email, to_name, params, attachments, attempts, created_at, sent_at
       FROM outbox_messages WHERE kind = $1 AND lower(to_email) = lower($2) ORDER BY created_at DESC, id DESC LIMIT 1`,
    [kind, email],
  );
  if (!rows[0]) return undefined;
  return renderOutboxMessage(toOutboxMessage(rows[0]), {
    publicUrl: t.services.config.publicUrl,
    tokenSecret: t.services.tokenSecret,
  }).link;
}

/** Asks for a sign-in link for this address and uses it; the client is then signed in. */
export async function signIn(t: TestApp, client: AppClient, email: string): Promise<void> {
  await client.get('/app/sign-in');
  const asked = await client.post('/app/sign-in', { email });
  assert.equal(asked.status, 200, asked.text);
  const link = await memberLinkFor(t, email);
  assert.ok(link, `a sign-in link was queued for ${email}`);
  const path = new URL(link).pathname;
  const used = await client.post(path);
  assert.equal(used.status, 303, used.text);
  assert.equal(used.location, '/app/requests');
}

/** The path of a link (the part a test client requests). */
export const pathOf = (url: string) => new URL(url).pathname;

/** A flow template whose sender fills one input of every type the send form offers. */
export const SERVICES = {
  name: 'Services agreement',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Provider' }],
  body: [
    '# Services agreement',
    '',
    'Between **{{clientName}}** (billing: {{clientEmail}}) and Acme Ltd, from {{startDate}},',
    'for a monthly fee of {{fee}} EUR, billed {{billing}}. Rush delivery: {{rush}}.',
  ].join('\n'),
  variables: [
    { key: 'clientName', label: 'Client name', type: 'text' },
    { key: 'clientEmail', label: 'Billing e-mail', type: 'email' },
    { key: 'startDate', label: 'Start date', type: 'date' },
    { key: 'fee', label: 'Monthly fee', type: 'number' },
    { key: 'billing', label: 'Billing', type: 'select', options: ['monthly', 'quarterly'] },
    { key: 'rush', label: 'Rush delivery', type: 'checkbox', required: false },
  ],
};

export const SERVICES_VALUES = {
  clientName: 'Northwind Traders',
  clientEmail: 'billing@northwind.test',
  startDate: '2026-12-01',
  fee: 1200,
  billing: 'monthly',
  rush: false,
};

/** Signers of a seeded request, distinct per `tag` so that searches find exactly one. */
export function seedSigners(tag: string) {
  return [
    { role: 'Client', name: `Client ${tag}`, email: `client-${tag.toLowerCase()}@example.test` },
    { role: 'Provider', name: 'Priya Provider', email: 'priya@acme.test' },
  ];
}

export interface OwnerApp {
  t: TestApp;
  tenant: Tenant;
  /** The SERVICES template, published. */
  templateId: string;
  /** The workspace's owner, signed in to the application. */
  owner: AppClient;
}

/** An app whose workspace on `plan` has the SERVICES template published and its owner signed in. */
export async function startOwnerApp(plan: string, env: Record<string, string> = {}): Promise<OwnerApp> {
  const t = await startTestApp(env);
  try {
    const tenant = await createTenant(t, plan);
    const templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
    const owner = new AppClient(t.url);
    await signIn(t, owner, 'owner@acme.test');
    return { t, tenant, templateId, owner };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * The send form of a SERVICES template as a member fills it: the idempotency key of the page just
 * shown, `signer` as the client, Priya Provider and a value in every input; `extra` adds or replaces.
 */
export async function filledSendForm(
  client: AppClient,
  templateId: string,
  signer: { name: string; email: string },
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const page = await client.get(`/app/send/${templateId}`);
  assert.equal(page.status, 200, page.text);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.text)?.[1];
  assert.ok(key);
  return {
    idempotencyKey: key,
    'submitters.0.name': signer.name,
    'submitters.0.email': signer.email,
    'submitters.1.name': 'Priya Provider',
    'submitters.1.email': 'priya@acme.test',
    'values.clientName': 'Northwind Traders',
    'values.clientEmail': 'billing@northwind.test',
    'values.startDate': '2026-12-01',
    'values.fee': '1200.50',
    'values.billing': 'quarterly',
    ...extra,
  };
}
