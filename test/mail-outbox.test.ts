// CONTRACT §7 delivery: the outbox worker retries refused deliveries with exponential backoff and
// the same Message-ID, gives up on permanent refusals, lets several workers share the outbox
// without sending anything twice, withdraws invitations of requests that ended before delivery,
// and attaches stored documents by reference.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { enqueueMail } from '../src/mail/outbox.ts';
import { startWorker } from '../src/worker.ts';
import { freezeClock } from './clock-support.ts';
import { createTenant, request, startTestApp, type TestApp, waitFor } from './helpers.ts';
import { startSmtpPeer } from './mail-smtp-peer.ts';
import {
  type MailApp,
  outboxOf,
  outboxSettled,
  publishedTemplate,
  SUBMISSIONS,
  send,
  sendBody,
  startMailApp,
} from './requests-fixtures.ts';

const cleanup: Array<() => Promise<void>> = [];
after(async () => {
  for (const close of cleanup.reverse()) await close();
});

async function mailApp(env: Record<string, string> = {}): Promise<MailApp> {
  const m = await startMailApp(env, 'team_premium');
  cleanup.push(() => m.close());
  return m;
}

const clockNow = async (t: TestApp) => Date.parse((await t.admin('GET', '/clock')).body.now);

describe('outbox delivery', () => {
  test('a refused delivery is retried with exponential backoff and keeps its Message-ID', async () => {
    const m = await mailApp({ TEST_CLOCK: '1' });
    m.smtp.verdict = (_mail, attempt) =>
      attempt <= 2 ? { code: 451, message: 'try again later' } : 'accept';
    // The waits are read seconds after each attempt: the clock stands still (issue 31 item 14).
    await freezeClock(m.t.admin);
    const r = (await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId))).body;

    const afterAttempt = (n: number) =>
      waitFor(async () => {
        const [row] = await outboxOf(m.t, r.id);
        // Settled after the n-th attempt: claimed n times and no longer leased.
        return row.attempts === n && row.status === 'pending' && row.locked_until === null ? row : null;
      }, `attempt ${n} to fail`);
    const first = (await afterAttempt(1))!;
    assert.match(first.last_error ?? '', /451/);
    const wait1 = first.next_attempt_at.getTime() - (await clockNow(m.t));
    assert.equal(wait1, 30_000, 'first retry in 30 s');

    await m.t.admin('POST', '/clock', { advanceSeconds: 30 });
    const second = (await afterAttempt(2))!;
    const wait2 = second.next_attempt_at.getTime() - (await clockNow(m.t));
    assert.equal(wait2, 60_000, 'second retry in 60 s');

    await m.t.admin('POST', '/clock', { advanceSeconds: 60 });
    const [row] = await outboxSettled(m.t, r.id);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 3);
    assert.equal(m.smtp.attempts.length, 3);
    assert.equal(m.smtp.messages.length, 1);
    assert.equal(new Set(m.smtp.attempts.map((a) => a.messageId)).size, 1, 'one Message-ID across attempts');
    assert.equal(m.smtp.messages[0].messageId, `<${row.id}@localhost>`);
  });

  test('a permanent refusal (5xx) is not retried', async () => {
    const m = await mailApp();
    m.smtp.verdict = () => ({ code: 550, message: 'no such mailbox' });
    const r = (await send(m.t.url, m.tenant.apiKey, sendBody(m.templateId))).body;
    const [row] = await outboxSettled(m.t, r.id);
    assert.equal(row.status, 'failed');
    assert.equal(row.attempts, 1);
    assert.match(row.last_error ?? '', /550/);
  });

  test('an unreachable SMTP server is retried, not given up', async () => {
    const t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    cleanup.push(() => t.close());
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const worker = startWorker(t.services, { pollMs: 20 });
    cleanup.push(() => worker.stop());
    const r = (await send(t.url, tenant.apiKey, sendBody(templateId))).body;
    const row = await waitFor(async () => {
      const [row] = await outboxOf(t, r.id);
      return row.attempts === 1 && row.last_error ? row : null;
    }, 'the failed attempt');
    assert.equal(row?.status, 'pending');
  });

  test('several workers share the outbox and deliver every message exactly once', async () => {
    const m = await mailApp();
    const extra = [startWorker(m.t.services, { pollMs: 5 }), startWorker(m.t.services, { pollMs: 5 })];
    cleanup.push(async () => {
      await Promise.all(extra.map((w) => w.stop()));
    });
    const sent = await Promise.all(
      Array.from({ length: 20 }, () => send(m.t.url, m.tenant.apiKey, sendBody(m.templateId))),
    );
    assert.ok(sent.every((s) => s.status === 201));
    for (const s of sent) await outboxSettled(m.t, s.body.id);
    const recipients = sent.map((s) => s.body.submitters[0].email);
    for (const email of recipients) assert.equal(m.smtp.to(email).length, 1, email);
    assert.equal(m.smtp.attempts.length, 20);
    assert.equal(new Set(m.smtp.messages.map((x) => x.messageId)).size, 20);
  });

  test('an invitation still queued when its request is voided is withdrawn, and nobody is told', async () => {
    const smtp = await startSmtpPeer();
    const t = await startTestApp({ SMTP_URL: smtp.url });
    cleanup.push(async () => {
      await t.close();
      await smtp.close();
    });
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const r = (await send(t.url, tenant.apiKey, sendBody(templateId))).body;
    const voided = await request(t.url, 'POST', `${SUBMISSIONS}/${r.id}/void`, { token: tenant.apiKey });
    assert.equal(voided.status, 200);
    const worker = startWorker(t.services, { pollMs: 20 });
    cleanup.push(() => worker.stop());
    // A later request's invitation marks the moment the worker has passed the voided one.
    const later = (await send(t.url, tenant.apiKey, sendBody(templateId))).body;
    await smtp.waitForMessage((x) => x.to.includes(later.submitters[0].email), 'the later invitation');
    assert.deepEqual(
      (await outboxOf(t, r.id)).map((row) => [row.kind, row.status]),
      [['invitation', 'cancelled']],
    );
    for (const s of r.submitters) assert.equal(smtp.to(s.email).length, 0);
  });

  test('attachments ride by document reference and arrive with their bytes', async () => {
    const m = await mailApp();
    const bytes = Buffer.from('%PDF-1.7\n% a stored document\n%%EOF\n');
    const { db, clock, documents } = m.t.services;
    const doc = await documents.put(bytes, {
      contentType: 'application/pdf',
      workspaceId: m.tenant.workspaceId,
    });
    await db.transaction((tx) =>
      enqueueMail(tx, clock, {
        kind: 'completed',
        to: { email: 'archive@example.test', name: 'Archive' },
        params: { templateName: 'Mutual NDA', workspaceName: 'Acme', recipientName: 'Archive' },
        workspaceId: m.tenant.workspaceId,
        attachments: [{ documentId: doc.id, filename: 'Mutual NDA.pdf', contentType: 'application/pdf' }],
      }),
    );
    const mail = await m.smtp.waitForMessage(
      (x) => x.to.includes('archive@example.test'),
      'the completed notice',
    );
    assert.match(mail.subject, /^Completed: Mutual NDA/);
    assert.equal(mail.attachments.length, 1);
    assert.equal(mail.attachments[0].filename, 'Mutual NDA.pdf');
    assert.equal(mail.attachments[0].contentType, 'application/pdf');
    assert.deepEqual(mail.attachments[0].content, bytes);
  });
});
