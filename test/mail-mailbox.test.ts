// CONTRACT §7 without SMTP_URL: messages go to the local mailbox, `GET /admin/v1/mailbox` lists
// them for the operator, and the signing link is written to the log — the only place a token is
// ever logged. The log test runs `npm start`'s entry point as its own process.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { enqueueMail } from '../src/mail/outbox.ts';
import { startWorker } from '../src/worker.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  operatorApi,
  ROOT,
  request,
  spawnServer,
  startTestApp,
  waitFor,
} from './helpers.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';
import {
  outboxOf,
  outboxSettled,
  publishedTemplate,
  SUBMISSIONS,
  send,
  sendBody,
  tokenOf,
} from './requests-fixtures.ts';

const cleanup = cleanupAtEnd();
const exec = promisify(execFile);

describe('local mailbox', () => {
  test('without SMTP_URL messages are kept in the mailbox the operator API lists', async () => {
    const t = await startTestApp();
    cleanup.push(() => t.close());
    const worker = startWorker(t.services, { pollMs: 20 });
    cleanup.push(() => worker.stop());
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const r = (await send(t.url, tenant.apiKey, sendBody(templateId, { message: 'See attached terms' })))
      .body;
    const [client, company] = r.submitters;
    await outboxSettled(t, r.id);
    await request(t.url, 'POST', `${SUBMISSIONS}/${r.id}/remind`, { token: tenant.apiKey });
    await outboxSettled(t, r.id);

    const box = await t.admin('GET', '/mailbox');
    assert.equal(box.status, 200);
    const messages = box.body.messages as Array<Record<string, string>>;
    assert.deepEqual(
      messages.map((x) => [x.to, x.subject]),
      [
        [client.email, 'Reminder: please sign Mutual NDA, from Owner at Acme'],
        [client.email, 'Please sign: Mutual NDA, from Owner at Acme'],
      ],
      'newest first',
    );
    assert.deepEqual(Object.keys(messages[0]).sort(), [
      'createdAt',
      'id',
      'replyTo',
      'subject',
      'text',
      'to',
    ]);
    assert.equal(messages[0].replyTo, 'Owner <owner@acme.test>', 'replies reach the member who sent it');
    assert.match(messages[0].id, /^msg_/);
    assert.match(messages[0].createdAt, /Z$/);
    assert.ok(messages[1].text.includes('See attached terms'));
    assert.ok(messages[1].text.includes(client.signingUrl));
    assert.equal(
      (await t.admin('GET', `/mailbox?to=${encodeURIComponent(company.email)}`)).body.messages.length,
      0,
    );
    assert.equal(
      (await t.admin('GET', `/mailbox?to=${encodeURIComponent(client.email)}`)).body.messages.length,
      2,
    );
  });

  test('in the mailbox an invitation no longer wanted is withdrawn, and a message with an attachment still arrives', async () => {
    const t = await startTestApp();
    cleanup.push(() => t.close());
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    // Voided before any worker ran: its queued invitation must never reach the mailbox.
    const voided = (await send(t.url, tenant.apiKey, sendBody(templateId))).body;
    await request(t.url, 'POST', `${SUBMISSIONS}/${voided.id}/void`, { token: tenant.apiKey });
    const kept = (await send(t.url, tenant.apiKey, sendBody(templateId))).body;
    // A completion notice carries the executed PDF by reference: its document is read at delivery,
    // and one whose document is missing is retried rather than reported delivered.
    const pdf = await t.services.documents.put(new TextEncoder().encode('%PDF-1.7 test'), {
      contentType: 'application/pdf',
      workspaceId: tenant.workspaceId,
    });
    const notice = (documentId: string) => ({
      kind: 'completed' as const,
      to: { email: `notice-${documentId}@example.test` },
      params: { templateName: 'Mutual NDA', workspaceName: 'Acme' },
      workspaceId: tenant.workspaceId,
      attachments: [{ documentId, filename: 'executed.pdf', contentType: 'application/pdf' }],
    });
    const withAttachment = await enqueueMail(t.services.db, t.services.clock, notice(pdf.id));
    const missing = await enqueueMail(t.services.db, t.services.clock, notice('doc_missing'));

    const worker = startWorker(t.services, { pollMs: 20 });
    cleanup.push(() => worker.stop());
    await outboxSettled(t, kept.id);
    const status = async (id: string) =>
      (
        await t.services.db.query<{ status: string; attempts: number; last_error: string | null }>(
          'SELECT status, attempts, last_error FROM outbox_messages WHERE id = $1',
          [id],
        )
      ).rows[0];
    await waitFor(async () => (await status(withAttachment)).status === 'sent', 'the notice to arrive');
    assert.deepEqual(
      (await outboxOf(t, voided.id)).map((row) => [row.kind, row.status]),
      [['invitation', 'cancelled']],
    );
    // Tried and its failure recorded: a claim counts the attempt before the delivery's outcome is
    // written, so a row read between the two has an attempt and no error yet (seen on PostgreSQL).
    const retried = await waitFor(async () => {
      const row = await status(missing);
      return row.attempts > 0 && row.last_error !== null ? row : null;
    }, 'the notice without its document to be tried');
    assert.equal(retried!.status, 'pending');
    assert.match(retried!.last_error ?? '', /doc_missing/);
    const box = (await t.admin('GET', '/mailbox')).body.messages as Array<{ to: string }>;
    const recipients = box.map((x) => x.to);
    assert.ok(recipients.includes(kept.submitters[0].email));
    assert.ok(recipients.includes(`notice-${pdf.id}@example.test`));
    for (const s of voided.submitters)
      assert.ok(!recipients.includes(s.email), 'nothing of the voided request');
    assert.ok(!recipients.includes('notice-doc_missing@example.test'));
  });

  test('countersign mailbox --save DIR writes each message as the .eml SMTP would carry: HTML and text, From name, attachments', async () => {
    const t = await startTestApp();
    cleanup.push(() => t.close());
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const invited = (await send(t.url, tenant.apiKey, sendBody(templateId))).body;
    const pdfBytes = new TextEncoder().encode('%PDF-1.7 the executed document');
    const pdf = await t.services.documents.put(pdfBytes, {
      contentType: 'application/pdf',
      workspaceId: tenant.workspaceId,
    });
    const notice = await enqueueMail(t.services.db, t.services.clock, {
      kind: 'completed' as const,
      to: { email: 'notice@example.test' },
      params: { templateName: 'Mutual NDA', workspaceName: 'Acme' },
      workspaceId: tenant.workspaceId,
      attachments: [{ documentId: pdf.id, filename: 'executed.pdf', contentType: 'application/pdf' }],
    });
    const worker = startWorker(t.services, { pollMs: 20 });
    cleanup.push(() => worker.stop());
    await outboxSettled(t, invited.id);
    await waitFor(
      async () =>
        (await t.admin('GET', '/mailbox')).body.messages.some((m: { id: string }) => m.id === notice),
      'the notice in the mailbox',
    );

    const dir = await cleanup.tempDir('cs-mailbox-');
    const saved = await exec(
      process.execPath,
      [path.join(ROOT, 'bin/countersign.mjs'), 'mailbox', '--save', dir],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', COUNTERSIGN_URL: t.url, ADMIN_TOKEN },
      },
    );
    assert.match(saved.stdout, /^Saved 2 messages from the local mailbox to .* as \.eml files/);
    const files = (await readdir(dir)).sort();
    assert.equal(files.length, 2);
    assert.ok(files.every((f) => f.endsWith('.eml')));
    const emls = await Promise.all(
      files.map(async (f) => (await readFile(path.join(dir, f))).toString('latin1')),
    );
    const invitation = emls.find(
      (e) =>
        e.includes(`<${invited.submitters[0].email}>`) || e.includes(`To: ${invited.submitters[0].email}`),
    );
    const completed = emls.find((e) => e.includes('notice@example.test'));
    assert.ok(invitation && completed, emls.join('\n-----\n').slice(0, 3000));

    // The invitation: From with the sender's display name, an HTML part beside its text alternative.
    const headers = (eml: string) => eml.slice(0, eml.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    const from = /^From: (.+)$/m.exec(headers(invitation))?.[1] ?? '';
    assert.match(from, /^"?[^"<]*Owner[^"<]*"? <no-reply@localhost>$/, from);
    assert.match(headers(invitation), /^Content-Type: multipart\/alternative;\s+boundary=/m);
    assert.match(invitation, /^Content-Type: text\/plain; charset=utf-8/m);
    assert.match(invitation, /^Content-Type: text\/html; charset=utf-8/m);
    assert.match(headers(invitation), /^Subject: Please sign: Mutual NDA, from Owner at Acme$/m);
    assert.match(headers(invitation), /^Message-ID: <msg_[^>]+>$/m);
    // The notice: its alternatives and the executed PDF attached, byte for byte.
    assert.match(headers(completed), /^Content-Type: multipart\/mixed;\s+boundary=/m);
    assert.match(completed, /^Content-Type: multipart\/alternative;\s+boundary=/m);
    const attachment =
      /Content-Type: application\/pdf; name=executed\.pdf\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=executed\.pdf\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
        completed,
      );
    assert.ok(attachment, completed.slice(0, 4000));
    assert.deepEqual(new Uint8Array(Buffer.from(attachment[1].replace(/\r\n/g, ''), 'base64')), pdfBytes);

    // One message by its id through the operator API; an unknown one is a 404.
    const one = await fetch(`${t.url}/admin/v1/mailbox/${notice}/eml`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    assert.equal(one.status, 200);
    assert.equal(one.headers.get('content-type'), 'message/rfc822');
    assert.equal((await t.admin('GET', '/mailbox/msg_unknown/eml')).status, 404);
  });

  test('the mailbox needs the operator token', async () => {
    const t = await startTestApp();
    cleanup.push(() => t.close());
    const tenant = await createTenant(t);
    for (const token of [undefined, tenant.apiKey, 'wrong-token-0123456789']) {
      const reply = await request(t.url, 'GET', '/admin/v1/mailbox', { token });
      assert.equal(reply.status, 401);
      assert.deepEqual(reply.body, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Missing or invalid operator token',
      });
    }
  });

  test('without SMTP_URL the signing link is logged, without its recipient or subject, and tokens appear in no other log line', async () => {
    const env = {
      ...(await serviceEnv(cleanup, 'cs-mailbox-')),
      LOG_LEVEL: 'info',
      MAIL_POLL_MS: '50',
      RATE_LIMIT_PER_IP: '10000',
    };
    const server = await spawnServer(env);
    cleanup.push(async () => {
      await server.stop();
    });
    const tenant = await createTenant({ admin: operatorApi(server.url) }, 'team_premium');
    const templateId = await publishedTemplate(server.url, tenant.apiKey);
    const r = (
      await send(
        server.url,
        tenant.apiKey,
        sendBody(templateId, { idempotencyKey: `log-${randomBytes(4).toString('hex')}` }),
      )
    ).body;
    const [client, company] = r.submitters;
    // Reading the request (whose body carries every link) must not put a link in the log.
    await request(server.url, 'GET', `${SUBMISSIONS}/${r.id}`, { token: tenant.apiKey });
    await request(server.url, 'GET', `/sign/${tokenOf(company.signingUrl)}`);

    const line = await waitFor(
      () =>
        server
          .output()
          .split('\n')
          .find((l) => l.includes(tokenOf(client.signingUrl))),
      'the mailbox log line',
    );
    const entry = JSON.parse(line!);
    assert.equal(entry.link, client.signingUrl);
    assert.equal(entry.kind, 'invitation');
    // Who it is for is in the mailbox; the log keeps nothing an erasure would have to reach.
    assert.equal(entry.to, undefined);
    assert.equal(entry.subject, undefined);
    assert.ok(!server.output().includes(client.email), 'no signer address is logged');
    assert.ok(!server.output().includes(client.name), 'no signer name is logged');
    const withToken = server
      .output()
      .split('\n')
      .filter((l) => l.includes(tokenOf(client.signingUrl)) || l.includes(tokenOf(company.signingUrl)));
    assert.deepEqual(withToken, [line], 'the one line is the mailbox delivery');
    assert.ok(!server.output().includes(tenant.apiKey), 'API keys are never logged');
  });
});
