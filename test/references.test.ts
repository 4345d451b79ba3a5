// Migration 0024 (issue 10): the send path's rows refer to their workspace, template, key, member,
// request and submitter without foreign keys. The two rules that keep those references valid are
// proved here: the flows that write such rows (sends with and without e-mail, alone and batched, open,
// remind, signing to completion, decline, void; the application sends through the same sendRequest)
// leave no reference to a row that does not exist, and the rows referred to are deleted only by the
// erase path (issue 21), which removes or tombstones every row that refers to them: the database
// refuses anyone else's DELETE or TRUNCATE of any of them. A request's tombstone (erased_at set) refers
// to nothing any reader follows: it may outlive its workspace and template.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startWorker, type Worker } from '../src/worker.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { decline, publishedTemplate, SUBMISSIONS, send, sendBody, sign } from './requests-fixtures.ts';

let t: TestApp;
let worker: Worker;
let tenant: Tenant;
before(async () => {
  t = await startTestApp();
  worker = startWorker(t.services, { pollMs: 20 });
  tenant = await createTenant(t, 'enterprise');
});
after(async () => {
  await worker.stop();
  await t.close();
});

/** Each reference the dropped foreign keys checked, as a query for the rows whose parent is missing. */
const DANGLING: Record<string, string> = {
  'signature_requests.workspace_id': `SELECT r.id FROM signature_requests r
     WHERE r.erased_at IS NULL AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = r.workspace_id)`,
  'signature_requests.template_id': `SELECT r.id FROM signature_requests r
     WHERE r.erased_at IS NULL AND NOT EXISTS (SELECT 1 FROM templates t WHERE t.id = r.template_id)`,
  'signature_requests.api_key_id': `SELECT r.id FROM signature_requests r
     WHERE r.api_key_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM api_keys k WHERE k.id = r.api_key_id)`,
  'signature_requests.member_id': `SELECT r.id FROM signature_requests r
     WHERE r.member_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM members m WHERE m.id = r.member_id)`,
  'submitters.request_id': `SELECT s.id FROM submitters s
     WHERE NOT EXISTS (SELECT 1 FROM signature_requests r WHERE r.id = s.request_id)`,
  'audit_log.workspace_id': `SELECT a.id FROM audit_log a
     WHERE NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = a.workspace_id)`,
  'outbox_messages.workspace_id': `SELECT o.id FROM outbox_messages o
     WHERE o.workspace_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = o.workspace_id)`,
  'outbox_messages.request_id': `SELECT o.id FROM outbox_messages o
     WHERE o.request_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM signature_requests r WHERE r.id = o.request_id)`,
  'outbox_messages.submitter_id': `SELECT o.id FROM outbox_messages o
     WHERE o.submitter_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM submitters s WHERE s.id = o.submitter_id)`,
};

describe('references on the send path', () => {
  test('every flow that writes them leaves no reference to a row that does not exist', async () => {
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const api = (path: string, body?: unknown) =>
      request(t.url, 'POST', `${SUBMISSIONS}${path}`, { token: tenant.apiKey, body });
    // Sends alone and in batches, with and without e-mail.
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(t.url, tenant.apiKey, sendBody(templateId, { sendEmail: i % 2 === 0 })),
      ),
    );
    const [completed, declined, voided, reminded] = sent.map((r) => r.body);
    for (const s of completed.submitters) await sign(t.url, s.signingUrl);
    await decline(t.url, declined.submitters[0].signingUrl);
    await api(`/${voided.id}/void`, { reason: 'sent in error' });
    await request(
      t.url,
      'POST',
      `/sign/${new URL(reminded.submitters[0].signingUrl).pathname.split('/')[2]}/open`,
    );
    assert.equal((await api(`/${reminded.id}/remind`)).status, 200);
    const poll = await request(t.url, 'GET', `${SUBMISSIONS}/${completed.id}`, { token: tenant.apiKey });
    assert.equal(poll.body.status, 'completed');
    // A key revoked and a template archived afterwards: their rows stay, so the references hold.
    const archive = await request(t.url, 'POST', `/api/v1/templates/${templateId}/archive`, {
      token: tenant.apiKey,
    });
    assert.equal(archive.status, 200);
    // An ended request erased, and a whole other workspace deleted, by the erase path.
    assert.equal(
      (await request(t.url, 'DELETE', `${SUBMISSIONS}/${voided.id}`, { token: tenant.apiKey })).status,
      204,
    );
    const other = await createTenant(t, 'enterprise');
    const otherTemplate = await publishedTemplate(t.url, other.apiKey);
    const theirs = (await send(t.url, other.apiKey, sendBody(otherTemplate))).body;
    for (const s of theirs.submitters) await sign(t.url, s.signingUrl);
    assert.equal((await t.admin('DELETE', `/workspaces/${other.workspaceId}`)).status, 204);
    await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/api-keys/${tenant.apiKeyId}`);
    const { rows: counts } = await t.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox_messages WHERE workspace_id = $1',
      [tenant.workspaceId],
    );
    assert.ok(counts[0].n > 6, 'the flows wrote invitations, reminders and notices');
    for (const [reference, sql] of Object.entries(DANGLING)) {
      const { rows } = await t.services.db.query(sql);
      assert.deepEqual(rows, [], `${reference} refers to rows that do not exist`);
    }
  });

  for (const table of [
    'workspaces',
    'templates',
    'api_keys',
    'members',
    'signature_requests',
    'submitters',
    'documents',
  ]) {
    test(`rows of ${table} are deleted only by the erase path: anyone else's DELETE and TRUNCATE are refused`, async () => {
      const before = await t.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      assert.ok(before.rows[0].n > 0, `${table} has rows to refuse deleting`);
      for (const statement of [`DELETE FROM ${table}`, `TRUNCATE ${table} CASCADE`]) {
        await assert.rejects(t.services.db.query(statement), (error: Error & { hint?: string }) => {
          assert.match(
            error.message,
            new RegExp(`rows of ${table} are deleted only by Countersign's erasure`),
          );
          assert.match(error.hint ?? '', /DELETE \/api\/v1\/esign\/submissions\/\{id\}.*workspaces delete/);
          return true;
        });
      }
      const afterwards = await t.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      assert.equal(afterwards.rows[0].n, before.rows[0].n);
    });
  }
});
