// Shared set-up for the signing tests: an app with a published template whose roles fill fields of
// their own, sending it over the API, and calling the signer's endpoints the way the page does.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { startWorker, type Worker } from '../src/worker.ts';
import { createTenant, type Reply, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

export const AGREEMENT = {
  name: 'Consulting agreement',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Consultant' }],
  body: [
    '# Consulting agreement',
    '',
    'Between **{{clientName}}** (the Client) and the Consultant, for a daily rate of {{rate}}.',
    '',
    '- Start date: {{startDate}}',
    '- Client reference: {{clientReference}}',
  ].join('\n'),
  variables: [
    { key: 'clientName', label: 'Client name', type: 'text', required: true },
    { key: 'rate', label: 'Daily rate', type: 'number', required: true },
    { key: 'clientReference', label: 'Your reference', type: 'text', role: 'Client', required: true },
    { key: 'startDate', label: 'Start date', type: 'date', role: 'Consultant', required: false },
  ],
};

export const SIGNERS = [
  { role: 'Client', name: 'Zoë Ångström', email: 'zoe@client.test' },
  { role: 'Consultant', name: 'Łukasz Żółć', email: 'lukasz@consultant.test' },
];

/** A 1×1 transparent PNG, as a data URL: the smallest drawn signature. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface SigningApp {
  t: TestApp;
  tenant: Tenant;
  templateId: string;
  worker?: Worker;
  close(): Promise<void>;
}

export async function startSigningApp(
  options: { env?: Record<string, string>; worker?: boolean; template?: object } = {},
): Promise<SigningApp> {
  const t = await startTestApp(options.env ?? {});
  let tenant: Tenant;
  let templateId: string;
  try {
    // 100 requests a month: more than any signing test file sends.
    tenant = await createTenant(t, 'team_premium');
    templateId = await publishedTemplate(t.url, tenant.apiKey, options.template ?? AGREEMENT);
  } catch (error) {
    await t.close();
    throw error;
  }
  const worker = options.worker ? startWorker(t.services, { pollMs: 20 }) : undefined;
  return {
    t,
    tenant,
    templateId,
    worker,
    async close() {
      await worker?.stop();
      await t.close();
    },
  };
}

export interface SentRequest {
  id: string;
  body: any;
  /** Signing tokens in signing order. */
  tokens: string[];
}

export async function sendForSignature(
  app: SigningApp,
  overrides: Record<string, unknown> = {},
): Promise<SentRequest> {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: {
      templateId: app.templateId,
      submitters: SIGNERS,
      values: { clientName: 'Northwind Traders', rate: 950 },
      ...overrides,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const tokens = sent.body.submitters.map((s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1]);
  return { id: sent.body.id, body: sent.body, tokens };
}

export const typed = (text: string) => ({ type: 'typed', text });

/** The complete call as the page makes it; `values` are the signer's own. */
export function complete(
  base: string,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return request(base, 'POST', `/sign/${token}/complete`, { body, headers });
}

export const clientSigns = (base: string, token: string, headers: Record<string, string> = {}) =>
  complete(
    base,
    token,
    { consent: true, signature: typed('Zoë Ångström'), values: { clientReference: 'PO-4471' } },
    headers,
  );

export const consultantSigns = (base: string, token: string, headers: Record<string, string> = {}) =>
  complete(
    base,
    token,
    { consent: true, signature: typed('Łukasz Żółć'), values: { startDate: '2026-12-01' } },
    headers,
  );

export function poll(app: SigningApp, id: string): Promise<Reply> {
  return request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}`, { token: app.tenant.apiKey });
}

export function downloadExecuted(app: SigningApp, id: string): Promise<Reply> {
  return request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}/document`, { token: app.tenant.apiKey });
}

export interface ToolResult {
  code: number;
  output: string;
  stdout: Buffer;
}

/** Runs a command-line tool; pdfsig reports an invalid signature with a non-zero exit, so no throw. */
export function run(command: string, args: string[]): Promise<ToolResult> {
  return new Promise((resolve) => {
    execFile(command, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout.toString('utf8')}${stderr.toString('utf8')}`, stdout });
    });
  });
}

/** The <main> of a page. */
export const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/** A page's text as a reader hears it: tags dropped, entities decoded, spaces collapsed. */
export const readableText = (html: string) =>
  html
    // Inline elements join their text as a browser shows it; any other tag separates.
    .replace(/<\/?(bdi|strong|em|b|i|time|a|span|code|abbr)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
