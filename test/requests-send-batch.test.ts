// Issue 10: sends made at the same moment are written by one statement (requests/send-writer.ts), and
// batching changes no send's outcome: every request is written whole (submitters, audit entry,
// invitation, charge) or not at all, the allowance is exact at its edge, one idempotency key makes
// one request, and an archived template is refused for its own sends only. Sends are made in
// process, all in one turn of the event loop, so that they are sure to share statements.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sendRequest } from '../src/requests/send.ts';
import { onSendBatch } from '../src/requests/send-writer.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, SUBMISSIONS, sendBody } from './requests-fixtures.ts';

let t: TestApp;
let sizes: number[] = [];
before(async () => {
  t = await startTestApp();
  onSendBatch(t.services.db, (size) => sizes.push(size));
});
after(() => t.close());

/** A send as the API makes it: the key's authentication has read the workspace's default language too. */
function sendAs(tenant: Tenant, plan: string, body: ReturnType<typeof sendBody>) {
  return sendRequest(t.services.db, t.services.clock, {
    auth: {
      workspaceId: tenant.workspaceId,
      memberId: tenant.memberId,
      apiKeyId: tenant.apiKeyId,
      plan,
      defaultLocale: 'en',
    },
    body: body as never,
    ttlDays: 30,
  });
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await t.services.db.query<{ n: number }>(sql, params);
  return Number(rows[0].n);
}

/** What a workspace holds, table by table: every request must be whole. */
async function holdings(workspaceId: string) {
  const where = 'r.workspace_id = $1';
  return {
    requests: await count(`SELECT count(*) AS n FROM signature_requests r WHERE ${where}`, [workspaceId]),
    submitters: await count(
      `SELECT count(*) AS n FROM submitters s JOIN signature_requests r ON r.id = s.request_id WHERE ${where}`,
      [workspaceId],
    ),
    audited: await count(
      `SELECT count(*) AS n FROM audit_log r WHERE ${where} AND action = 'signature_request.sent'`,
      [workspaceId],
    ),
    invitations: await count(
      `SELECT count(*) AS n FROM outbox_messages r WHERE ${where} AND kind = 'invitation'`,
      [workspaceId],
    ),
    charged: await count('SELECT coalesce(sum(used), 0) AS n FROM usage_counters WHERE workspace_id = $1', [
      workspaceId,
    ]),
    counted: await count('SELECT coalesce(sum(n), 0) AS n FROM request_counts WHERE workspace_id = $1', [
      workspaceId,
    ]),
  };
}

const codeOf = (o: PromiseSettledResult<unknown>) =>
  o.status === 'fulfilled'
    ? 'created'
    : ((o.reason as { code?: string; statusCode?: number }).code ??
      String((o.reason as { statusCode?: number }).statusCode));

describe('sends written together', () => {
  test('thirty sends at once share statements, and each request is written whole', async () => {
    const tenant = await createTenant(t, 'enterprise');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    sizes = [];
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => sendAs(tenant, 'enterprise', sendBody(templateId))),
    );
    assert.ok(outcomes.every((o) => o.created));
    assert.ok(Math.max(...sizes) > 1, `sends shared a statement (sizes ${sizes.join(', ')})`);
    assert.equal(
      sizes.reduce((a, b) => a + b, 0),
      30,
    );
    assert.deepEqual(await holdings(tenant.workspaceId), {
      requests: 30,
      submitters: 60,
      audited: 30,
      invitations: 30,
      charged: 30,
      counted: 30,
    });
    // What each send answered is what was written.
    const poll = await fetch(`${t.url}${SUBMISSIONS}/${outcomes[7].id}`, {
      headers: { authorization: `Bearer ${tenant.apiKey}` },
    });
    assert.equal(poll.status, 200);
    assert.equal(((await poll.json()) as { submitters: unknown[] }).submitters.length, 2);
  });

  test('at the allowance edge a shared statement is refused and each send is settled alone: exactly the allowance is created', async () => {
    const tenant = await createTenant(t, 'professional');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 14 }, () =>
        sendAs(tenant, 'professional', sendBody(templateId, { sendEmail: false })),
      ),
    );
    const codes = outcomes.map(codeOf);
    assert.equal(codes.filter((c) => c === 'created').length, 10);
    assert.equal(codes.filter((c) => c === 'limit_reached').length, 4);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    assert.equal(refused.reason.extra.used, 10);
    assert.deepEqual(await holdings(tenant.workspaceId), {
      requests: 10,
      submitters: 20,
      audited: 10,
      invitations: 0,
      charged: 10,
      counted: 10,
    });
  });

  test("one workspace at its edge does not refuse another workspace's sends in the same statement", async () => {
    const full = await createTenant(t, 'professional');
    const fresh = await createTenant(t, 'professional');
    const fullTemplate = await publishedTemplate(t.url, full.apiKey);
    const freshTemplate = await publishedTemplate(t.url, fresh.apiKey);
    for (let i = 0; i < 9; i++)
      await sendAs(full, 'professional', sendBody(fullTemplate, { sendEmail: false }));
    // A first send keeps the other template's definition in memory too, so that all six are ready at once.
    await sendAs(fresh, 'professional', sendBody(freshTemplate, { sendEmail: false }));
    sizes = [];
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 3 }, () => sendAs(full, 'professional', sendBody(fullTemplate))),
      ...Array.from({ length: 3 }, () => sendAs(fresh, 'professional', sendBody(freshTemplate))),
    ]);
    const codes = outcomes.map(codeOf);
    assert.deepEqual(codes.slice(0, 3).sort(), ['created', 'limit_reached', 'limit_reached']);
    assert.deepEqual(codes.slice(3), ['created', 'created', 'created']);
    assert.equal(sizes[0], 6, 'the six sends were first tried in one statement');
    assert.equal((await holdings(full.workspaceId)).charged, 10);
    assert.deepEqual(await holdings(fresh.workspaceId), {
      requests: 4,
      submitters: 8,
      audited: 4,
      invitations: 3,
      charged: 4,
      counted: 4,
    });
  });

  test('sends with one idempotency key at once make one request, charged and invited once', async () => {
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        sendAs(tenant, 'team_premium', sendBody(templateId, { idempotencyKey: 'same' })),
      ),
      ...Array.from({ length: 3 }, () => sendAs(tenant, 'team_premium', sendBody(templateId))),
    ]);
    const twins = outcomes.slice(0, 5);
    assert.equal(twins.filter((o) => o.created).length, 1);
    assert.equal(new Set(twins.map((o) => o.id)).size, 1, 'every twin names the one request');
    assert.deepEqual(await holdings(tenant.workspaceId), {
      requests: 4,
      submitters: 8,
      audited: 4,
      invitations: 4,
      charged: 4,
      counted: 4,
    });
  });

  test('a template archived meanwhile refuses its own sends only, in the same statement as others', async () => {
    const tenant = await createTenant(t, 'enterprise');
    const kept = await publishedTemplate(t.url, tenant.apiKey);
    const archived = await publishedTemplate(t.url, tenant.apiKey);
    // Both definitions are kept in memory by a first send; then one is archived.
    await sendAs(tenant, 'enterprise', sendBody(kept));
    await sendAs(tenant, 'enterprise', sendBody(archived));
    const archive = await fetch(`${t.url}/api/v1/templates/${archived}/archive`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.apiKey}` },
    });
    assert.equal(archive.status, 200);
    sizes = [];
    const outcomes = await Promise.allSettled([
      sendAs(tenant, 'enterprise', sendBody(kept)),
      sendAs(tenant, 'enterprise', sendBody(archived)),
      sendAs(tenant, 'enterprise', sendBody(kept)),
    ]);
    assert.deepEqual(outcomes.map(codeOf), ['created', '404', 'created']);
    assert.equal(sizes[0], 3);
    assert.equal((await holdings(tenant.workspaceId)).charged, 4);
  });
});
