// Issue 10: a list's `total` (and the application's tab counts) come from counters the database keeps
// per workspace, template and status, corrected for open requests whose time is up. The rule: at
// every step of every status change — send, open, sign, complete, decline, void, expiry read before
// the sweep and recorded by it — each status's count equals the number of requests that read that
// status, for the workspace and for each template.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expireDueRequests } from '../src/requests/expiry.ts';
import { effectiveStatus, REQUEST_STATUSES, type RequestRow } from '../src/requests/read.ts';
import { request } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import {
  AGREEMENT,
  clientSigns,
  consultantSigns,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

let app: SigningApp;
let otherTemplate: string;
before(async () => {
  app = await startSigningApp({ env: { TEST_CLOCK: '1' } });
  otherTemplate = await publishedTemplate(app.t.url, app.tenant.apiKey, { ...AGREEMENT, name: 'Other' });
});
after(() => app.close());

/** Every status's count as the list reports it, against a count of the rows as they read now. */
async function assertCountsTrue(step: string) {
  const now = new Date((await app.t.admin('GET', '/clock')).body.now);
  const { rows } = await app.t.services.db.query<RequestRow>(
    'SELECT status, expires_at, template_id FROM signature_requests WHERE workspace_id = $1',
    [app.tenant.workspaceId],
  );
  for (const templateId of [undefined, app.templateId, otherTemplate]) {
    for (const status of [undefined, ...REQUEST_STATUSES]) {
      const expected = rows.filter(
        (r) =>
          (templateId === undefined || r.template_id === templateId) &&
          (status === undefined || effectiveStatus(r, now) === status),
      ).length;
      const query = new URLSearchParams({
        limit: '1',
        ...(status ? { status } : {}),
        ...(templateId ? { templateId } : {}),
      });
      const listed = await request(app.t.url, 'GET', `/api/v1/esign/submissions?${query}`, {
        token: app.tenant.apiKey,
      });
      assert.equal(listed.status, 200);
      assert.equal(listed.body.total, expected, `${step}: ${status ?? 'all'} of ${templateId ?? 'all'}`);
    }
  }
}

test('list totals follow every status change, including expiry before and after the sweep', async () => {
  await assertCountsTrue('empty');
  const a = await sendForSignature(app);
  const b = await sendForSignature(app);
  const c = await sendForSignature(app, { templateId: otherTemplate });
  const d = await sendForSignature(app, { templateId: otherTemplate });
  await assertCountsTrue('sent');

  assert.equal((await request(app.t.url, 'POST', `/sign/${a.tokens[0]}/open`)).status, 200);
  assert.equal((await clientSigns(app.t.url, a.tokens[0])).status, 200);
  await assertCountsTrue('first signer signed');
  assert.equal((await consultantSigns(app.t.url, a.tokens[1])).status, 200);
  await assertCountsTrue('completed');

  assert.equal(
    (await request(app.t.url, 'POST', `/sign/${b.tokens[0]}/decline`, { body: { reason: 'no' } })).status,
    200,
  );
  await assertCountsTrue('declined');
  assert.equal(
    (await request(app.t.url, 'POST', `/api/v1/esign/submissions/${c.id}/void`, { token: app.tenant.apiKey }))
      .status,
    200,
  );
  await assertCountsTrue('voided');

  // d (the other template) and nothing else is open: past its expiry it reads expired at once…
  await app.t.admin('POST', '/clock', { advanceSeconds: 31 * 86_400 });
  await assertCountsTrue('due, not yet swept');
  // …and the sweep recording it changes no count.
  await app.t.services.clock.refresh();
  assert.equal(await expireDueRequests(app.t.services.db, app.t.services.clock), 1);
  await assertCountsTrue('swept');
  assert.equal(
    (await request(app.t.url, 'GET', `/api/v1/esign/submissions/${d.id}`, { token: app.tenant.apiKey })).body
      .status,
    'expired',
  );
});
