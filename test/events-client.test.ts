// The typed client's side of the change feed (issue 35 item 1): events() long-polls the feed and
// yields each event as it is committed; waitFor(id, statuses) follows the feed until the request
// reaches one of them. Both databases.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Countersign, type FeedEvent } from '@countersign/client';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, sign, signers } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
  templateId = await publishedTemplate(t.url, tenant.apiKey);
});
after(() => t.close());

const client = () => new Countersign({ baseUrl: t.url, apiKey: tenant.apiKey });
const input = () => ({ templateId, submitters: signers(), values: { clientName: 'Zoë Client' } });

test('events() yields each event as it is committed, long-polling between them', async () => {
  const cs = client();
  const first = await cs.send(input());
  const stop = new AbortController();
  const seen: FeedEvent[] = [];
  const following = (async () => {
    for await (const event of cs.events({ wait: 10, limit: 1, signal: stop.signal })) {
      seen.push(event);
      if (seen.length === 3) return;
    }
  })();
  // The iterator has read the first send; the second and third arrive while it waits.
  const second = await cs.send(input());
  const third = await cs.send(input());
  await following;
  stop.abort();
  assert.deepEqual(
    seen.map((e) => [e.type, e.requestId]),
    [
      ['signature_request.sent', first.id],
      ['signature_request.sent', second.id],
      ['signature_request.sent', third.id],
    ],
  );
  // Resuming after an event's id continues from there.
  const resumed: FeedEvent[] = [];
  for await (const event of cs.events({ after: seen[0].id, wait: 0 })) {
    resumed.push(event);
    if (resumed.length === 2) break;
  }
  assert.deepEqual(resumed, seen.slice(1));
});

test('waitFor(id, statuses) resolves once the request reaches one of them, while a script signs', async () => {
  const cs = client();
  const sent = await cs.send(input());
  const watching = cs.waitFor(sent.id, ['completed'], { timeoutMs: 60_000 });
  for (const submitter of sent.submitters)
    await sign(t.url, submitter.signingUrl ?? assert.fail('an answer to send carries the signing links'));
  const done = await watching;
  assert.equal(done.status, 'completed');
  assert.equal(done.hasSignedDocument, true);
  const history = await cs.history(sent.id);
  assert.deepEqual(
    history.events.map((e) => e.type),
    [
      'signature_request.sent',
      'signature_request.signed',
      'signature_request.signed',
      'signature_request.completed',
    ],
  );
});

test('waitFor gives up at its timeout with WaitTimeoutError', async () => {
  const cs = client();
  const sent = await cs.send(input());
  await assert.rejects(cs.waitFor(sent.id, ['completed'], { timeoutMs: 50 }), {
    name: 'WaitTimeoutError',
    message: new RegExp(`${sent.id} is still pending`),
  });
});
