// Issue 8: SIGKILL during a completion, after the seal and before the commit. The last signer's
// completion is held inside its transaction (another session holds a lock on the documents table,
// so the transaction waits at its first insert, after the signature was recorded and the executed
// document sealed), and the process is killed there. On restart the request is not completed, has no
// document, nothing of the half-done completion was kept, and the signer can sign again.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { createTenant, DB_KIND, operatorApi, request, spawnServer, waitFor } from './helpers.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { AGREEMENT, run, SIGNERS } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'needs PostgreSQL outliving the killed process';
const cleanup = cleanupAtEnd();

const signBody = (text: string, values: Record<string, string>) => ({
  consent: true,
  signature: { type: 'typed', text },
  values,
});

test('a process killed between the seal and the commit leaves the request as it was, and the signer signs again', {
  skip,
}, async () => {
  const env = { ...(await serviceEnv(cleanup, 'cs-completion-crash-')), RATE_LIMIT_PER_IP: '100000' };
  const first = await spawnServer(env);
  cleanup.push(() => first.stop('SIGKILL'));
  const tenant = await createTenant({ admin: operatorApi(first.url) }, 'max');
  const templateId = await publishedTemplate(first.url, tenant.apiKey, AGREEMENT);
  const sent = await request(first.url, 'POST', '/api/v1/esign/submissions', {
    token: tenant.apiKey,
    body: {
      templateId,
      submitters: SIGNERS,
      values: { clientName: 'Crash Ltd', rate: 100 },
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201);
  const paths = sent.body.submitters.map((s: { signingUrl: string }) => new URL(s.signingUrl).pathname);
  const signed = await request(first.url, 'POST', `${paths[0]}/complete`, {
    body: signBody('Zoë Ångström', { clientReference: 'PO-1' }),
  });
  assert.equal(signed.status, 200);

  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  cleanup.push(() => db.end());
  const snapshot = async () =>
    (
      await db.query(
        `SELECT (SELECT row_to_json(r) FROM (SELECT status, has_signed_document, signed_document_id, completed_at
                   FROM signature_requests WHERE id = $1) r) AS request,
                (SELECT json_agg(s ORDER BY position) FROM (SELECT position, status, completed_at, signature
                   FROM submitters WHERE request_id = $1) s) AS submitters,
                (SELECT count(*) FROM documents) AS documents,
                (SELECT count(*) FROM audit_log WHERE request_id = $1) AS audit,
                (SELECT count(*) FROM notifications) AS notifications,
                (SELECT count(*) FROM outbox_messages) AS outbox`,
        [sent.body.id],
      )
    ).rows[0];
  const before = await snapshot();

  // Hold the completion at its first write of a document, then kill the process there.
  const blocker = new pg.Client({ connectionString: env.DATABASE_URL });
  await blocker.connect();
  cleanup.push(() => blocker.end());
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE documents IN EXCLUSIVE MODE');
  const completing = request(first.url, 'POST', `${paths[1]}/complete`, {
    body: signBody('Łukasz Żółć', { startDate: '2026-12-01' }),
  }).catch((error) => error);
  await waitFor(
    async () =>
      (await db.query(`SELECT 1 FROM pg_locks WHERE relation = 'documents'::regclass AND NOT granted`))
        .rowCount! > 0,
    'the completion to wait inside its transaction',
    30_000,
  );
  await first.stop('SIGKILL');
  await completing;
  await blocker.query('ROLLBACK');

  // Nothing of the completion was kept: the request, its signers, documents, audit, mail as before.
  await waitFor(
    async () =>
      (
        await db.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rowCount === 0,
    'the killed session to end',
  );
  assert.deepEqual(await snapshot(), before);
  assert.equal(before.request.status, 'opened');
  assert.equal(before.request.has_signed_document, false);

  const second = await spawnServer(env);
  cleanup.push(() => second.stop());
  const poll = await request(second.url, 'GET', `/api/v1/esign/submissions/${sent.body.id}`, {
    token: tenant.apiKey,
  });
  assert.equal(poll.body.status, 'opened');
  assert.equal(poll.body.hasSignedDocument, false);
  assert.equal(
    (
      await request(second.url, 'GET', `/api/v1/esign/submissions/${sent.body.id}/document`, {
        token: tenant.apiKey,
      })
    ).status,
    404,
  );

  const again = await request(second.url, 'POST', `${paths[1]}/complete`, {
    body: signBody('Łukasz Żółć', { startDate: '2026-12-01' }),
  });
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.equal(again.body.requestStatus, 'completed');
  const document = await request(second.url, 'GET', `/api/v1/esign/submissions/${sent.body.id}/document`, {
    token: tenant.apiKey,
  });
  assert.equal(document.status, 200);
  const file = path.join(env.DATA_DIR, 'executed.pdf');
  await writeFile(file, document.body);
  const check = await run('pdfsig', [file]);
  assert.match(check.output, /Signature is Valid/);
});
