// Shared set-up for the signature-request and mail tests: published templates made over HTTP
// (CONTRACT §4), send bodies, an app wired to a loopback SMTP peer with its worker running, and
// read-only looks at the outbox.
import assert from 'node:assert/strict';
import { startWorker, type Worker } from '../src/worker.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, waitFor } from './helpers.ts';
import { type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';

export const SUBMISSIONS = '/api/v1/esign/submissions';

export const NDA = {
  name: 'Mutual NDA',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Company' }],
  body: '# Mutual NDA\n\nBetween {{clientName}} and Acme Ltd. Fee: {{fee}}.',
  variables: [
    { key: 'clientName', label: 'Client name', type: 'text', required: true },
    { key: 'fee', label: 'Fee', type: 'number', required: false },
  ],
};

/** Creates and publishes a flow template; returns its id. */
export async function publishedTemplate(
  base: string,
  apiKey: string,
  definition: object = NDA,
): Promise<string> {
  const created = await request(base, 'POST', '/api/v1/templates', { token: apiKey, body: definition });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const published = await request(base, 'POST', `/api/v1/templates/${created.body.id}/publish`, {
    token: apiKey,
  });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  return created.body.id;
}

let counter = 0;
/** A fresh, unique pair of signers. */
export function signers(tag = `s${++counter}`) {
  return [
    { role: 'Client', name: 'Cleo Client', email: `client-${tag}@example.test` },
    { role: 'Company', name: 'Cody Company', email: `company-${tag}@example.test` },
  ];
}

export function sendBody(templateId: string, overrides: Record<string, unknown> = {}) {
  return { templateId, submitters: signers(), values: { clientName: 'Zoë Client' }, ...overrides };
}

export function send(base: string, apiKey: string, body: unknown) {
  return request(base, 'POST', SUBMISSIONS, { token: apiKey, body });
}

export interface MailApp {
  t: TestApp;
  smtp: SmtpPeer;
  worker: Worker;
  tenant: Tenant;
  templateId: string;
  close(): Promise<void>;
}

/** An app on a fresh database whose worker delivers to a loopback SMTP server. */
export async function startMailApp(
  env: Record<string, string> = {},
  plan = 'professional',
): Promise<MailApp> {
  const smtp = await startSmtpPeer();
  const t = await startTestApp({ SMTP_URL: smtp.url, ...env });
  const worker = startWorker(t.services, { pollMs: 20 });
  const close = async () => {
    await worker.stop();
    await t.close();
    await smtp.close();
  };
  try {
    const tenant = await createTenant(t, plan);
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    return { t, smtp, worker, tenant, templateId, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface OutboxRow {
  id: string;
  kind: string;
  to_email: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
}

export async function outboxOf(t: TestApp, requestId: string): Promise<OutboxRow[]> {
  const { rows } = await t.services.db.query<OutboxRow>(
    `SELECT id, kind, to_email, status, attempts, next_attempt_at, locked_until, last_error FROM outbox_messages
      WHERE request_id = $1 ORDER BY created_at, id`,
    [requestId],
  );
  return rows;
}

/** Waits until every message of the request has left the outbox (sent, failed or cancelled). */
export async function outboxSettled(t: TestApp, requestId: string): Promise<OutboxRow[]> {
  const settled = await waitFor(async () => {
    const rows = await outboxOf(t, requestId);
    return rows.every((r) => r.status !== 'pending') ? rows : null;
  }, `the outbox of ${requestId} to settle`);
  return settled!;
}

/** The signing token inside a signing URL. */
export const tokenOf = (signingUrl: string) => signingUrl.split('/sign/')[1];

/** Signs as the signer of this link, through the signing endpoints (CONTRACT §6). */
export async function sign(base: string, signingUrl: string): Promise<void> {
  const path = new URL(signingUrl).pathname;
  const reply = await request(base, 'POST', `${path}/complete`, {
    body: { consent: true, signature: { type: 'typed', text: 'Signed' } },
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
}

/** Declines as the signer of this link. */
export async function decline(base: string, signingUrl: string): Promise<void> {
  const path = new URL(signingUrl).pathname;
  const reply = await request(base, 'POST', `${path}/decline`, { body: { reason: 'No thanks' } });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
}
