// CONTRACT §7: "a crash loses none". A process is killed with SIGKILL after a send whose invitation
// has not gone out yet — once before its worker touched the message, once in the middle of handing
// it to the SMTP server — and after a restart the invitation arrives exactly once. PostgreSQL only
// (the embedded database belongs to one process at a time).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { CLAIM_LEASE_MS } from '../src/mail/delivery.ts';
import { createTenant, DB_KIND, operatorApi, spawnServer, waitFor } from './helpers.ts';
import { startSmtpPeer } from './mail-smtp-peer.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';
import { publishedTemplate, send, sendBody } from './requests-fixtures.ts';

const skip = DB_KIND !== 'postgres' && 'needs PostgreSQL outliving the killed process';
const cleanup = cleanupAtEnd();

async function setting() {
  const env = {
    ...(await serviceEnv(cleanup, 'cs-crash-')),
    TEST_CLOCK: '1',
    PUBLIC_URL: 'https://sign.example.test',
    MAIL_POLL_MS: '50',
    RATE_LIMIT_PER_IP: '100000',
  };
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  cleanup.push(() => db.end());
  const start = async (extra: Record<string, string>) => {
    const server = await spawnServer({ ...env, ...extra });
    cleanup.push(() => server.stop());
    return { server, admin: operatorApi(server.url) };
  };
  const outbox = async (requestId: string) =>
    (
      await db.query<{ status: string; attempts: number; locked_until: Date | null }>(
        'SELECT status, attempts, locked_until FROM outbox_messages WHERE request_id = $1',
        [requestId],
      )
    ).rows;
  return { start, outbox };
}

describe('crash safety of the outbox', { skip }, () => {
  test('killed before its worker took the invitation: after a restart it arrives exactly once', async () => {
    const { start, outbox } = await setting();
    const smtp = await startSmtpPeer();
    cleanup.push(() => smtp.close());

    const first = await start({ RUN_WORKER: '0', SMTP_URL: smtp.url });
    const tenant = await createTenant(first, 'team_premium');
    const templateId = await publishedTemplate(first.server.url, tenant.apiKey);
    const sent = await send(first.server.url, tenant.apiKey, sendBody(templateId));
    assert.equal(sent.status, 201);
    assert.equal(await first.server.stop('SIGKILL'), null, 'killed, not exited');
    assert.deepEqual(await outbox(sent.body.id), [{ status: 'pending', attempts: 0, locked_until: null }]);
    assert.equal(smtp.attempts.length, 0, 'the invitation had not gone out');

    await start({ SMTP_URL: smtp.url });
    const email = sent.body.submitters[0].email;
    await smtp.waitForMessage((m) => m.to.includes(email), 'the invitation after the restart', 20_000);
    await waitFor(
      async () => (await outbox(sent.body.id))[0].status === 'sent',
      'the invitation to be marked sent',
    );
    assert.equal(smtp.to(email).length, 1);
    assert.ok(smtp.messages[0].text.includes(sent.body.submitters[0].signingUrl));
  });

  test('killed while handing the invitation to the SMTP server: after a restart it arrives exactly once, same Message-ID', async () => {
    const { start, outbox } = await setting();
    const hanging = await startSmtpPeer();
    hanging.verdict = () => 'stall';
    cleanup.push(() => hanging.close());
    const smtp = await startSmtpPeer();
    cleanup.push(() => smtp.close());

    const first = await start({ SMTP_URL: hanging.url });
    const tenant = await createTenant(first, 'team_premium');
    const templateId = await publishedTemplate(first.server.url, tenant.apiKey);
    const sent = await send(first.server.url, tenant.apiKey, sendBody(templateId));
    await waitFor(() => hanging.attempts.length === 1, 'the worker to be mid-delivery', 20_000);
    assert.equal(await first.server.stop('SIGKILL'), null);
    const [claimed] = await outbox(sent.body.id);
    assert.deepEqual([claimed.status, claimed.attempts], ['pending', 1]);
    assert.ok(claimed.locked_until, 'the dead process still holds its lease');

    const second = await start({ SMTP_URL: smtp.url });
    // The lease of the dead claimer runs out; then the message is delivered again.
    await second.admin('POST', '/clock', { advanceSeconds: CLAIM_LEASE_MS / 1000 });
    const email = sent.body.submitters[0].email;
    const mail = await smtp.waitForMessage(
      (m) => m.to.includes(email),
      'the invitation after the restart',
      20_000,
    );
    await waitFor(
      async () => (await outbox(sent.body.id))[0].status === 'sent',
      'the invitation to be marked sent',
    );
    assert.equal(smtp.to(email).length, 1);
    assert.equal(mail.messageId, hanging.attempts[0].messageId, 'receivers can recognise the retry');
    assert.equal(hanging.messages.length, 0, 'the first attempt was never accepted');
  });
});
