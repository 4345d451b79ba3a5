// What the soak proves at the end, read from the database, the SMTP sink and the call records:
// every send the API accepted is one request in the database and nothing else is; every invitation
// and completion e-mail arrived exactly once; every completed request's document downloads and
// verifies; and no call answered 5xx except 503 with Retry-After while PostgreSQL restarted.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NO_LONGER_WAITING } from '../../src/mail/delivery.ts';
import { idempotencyKeyHash } from '../../src/requests/read.ts';
import type { ReceivedMail } from '../../test/mail-smtp-peer.ts';
import type { CallLog, CallRecord } from './calls.ts';
import type { Faults } from './faults.ts';
import { EXPECTED, type Load } from './load.ts';

export interface Check {
  what: string;
  ok: boolean;
  detail: string;
}

const within = (r: CallRecord, w: { from: number; to: number }) => r.endedAt >= w.from && r.startedAt <= w.to;

export function checkSends(
  load: Load,
  requests: Array<{ id: string; idempotency_key: string | null }>,
): Check {
  const accepted = [...load.sent.values()].filter((s) => s.id);
  const inDb = new Map(requests.map((r) => [r.idempotency_key, r.id]));
  // The database keeps each key hashed.
  const missing = accepted.filter((s) => inDb.get(idempotencyKeyHash(s.key)) !== s.id);
  const keys = new Set(accepted.map((s) => idempotencyKeyHash(s.key)));
  const extra = requests.filter((r) => !r.idempotency_key || !keys.has(r.idempotency_key));
  return {
    what: 'requests accepted by the API (distinct keys) = requests in the database',
    ok: missing.length === 0 && extra.length === 0 && keys.size === requests.length,
    detail: `${keys.size} accepted, ${requests.length} in the database, ${missing.length} missing, ${extra.length} unexpected`,
  };
}

interface OutboxRow {
  id: string;
  kind: string;
  request_id: string | null;
  to_email: string;
  status: string;
  last_error: string | null;
}

/** The outbox id inside a Message-ID `<id@domain>`. */
const outboxIdOf = (mail: ReceivedMail) => /^<([^@>]+)@/.exec(mail.messageId)?.[1] ?? '';

export function checkMail(
  messages: ReceivedMail[],
  outbox: OutboxRow[],
  expected: Array<{ request_id: string; email: string; kind: string }>,
): Check[] {
  const copies = new Map<string, number>();
  for (const mail of messages) copies.set(outboxIdOf(mail), (copies.get(outboxIdOf(mail)) ?? 0) + 1);
  const byId = new Map(outbox.map((o) => [o.id, o]));
  const unknown = [...copies.keys()].filter((id) => !byId.has(id));
  const triple = (r: string | null, e: string, k: string) => `${r} ${e.toLowerCase()} ${k}`;
  const delivered = new Map<string, string[]>();
  for (const id of copies.keys()) {
    const row = byId.get(id);
    if (!row) continue;
    const at = triple(row.request_id, row.to_email, row.kind);
    delivered.set(at, [...(delivered.get(at) ?? []), id]);
  }
  // The soak's signers sign through the link the API returned, often before the worker has sent
  // them their invitation: the worker then withdraws it (the signer no longer waits), by design.
  const withdrawn = new Set(
    outbox
      .filter((o) => o.status === 'cancelled' && o.last_error === NO_LONGER_WAITING)
      .map((o) => triple(o.request_id, o.to_email, o.kind)),
  );
  const checks: Check[] = [];
  for (const kind of ['invitation', 'completed']) {
    const wanted = expected.filter((e) => e.kind === kind);
    const counts = wanted.map((e) => ({
      ids: delivered.get(triple(e.request_id, e.email, kind)) ?? [],
      withdrawn: withdrawn.has(triple(e.request_id, e.email, kind)),
    }));
    const missing = counts.filter((c) => c.ids.length === 0 && !c.withdrawn).length;
    const twice = counts.filter((c) => c.ids.length > 1).length;
    const resent = counts.flatMap((c) => c.ids).filter((id) => (copies.get(id) ?? 0) > 1).length;
    const late = counts.filter((c) => c.withdrawn).length;
    checks.push({
      what: `every ${kind} e-mail delivered exactly once`,
      ok: missing === 0 && twice === 0 && resent === 0,
      detail: `${wanted.length} expected, ${missing} missing, ${twice} sent as two messages, ${resent} delivered twice (same Message-ID)${late ? `, ${late} withdrawn unsent because the signer had signed first` : ''}`,
    });
  }
  const notSent = outbox.filter(
    (o) =>
      o.status !== 'sent' &&
      o.kind !== 'reminder' &&
      !(o.status === 'cancelled' && o.last_error === NO_LONGER_WAITING),
  );
  checks.push({
    what: 'every e-mail settled as sent, and the sink got none the outbox does not know',
    ok: notSent.length === 0 && unknown.length === 0,
    detail: `${outbox.length} outbox rows, ${messages.length} messages received, ${notSent.length} not sent${notSent.length ? ` (${[...new Set(notSent.map((o) => `${o.kind}:${o.status}`))].join(', ')})` : ''}, ${unknown.length} unknown`,
  });
  return checks;
}

const pdfsigPath = () =>
  new Promise<string | undefined>((resolve) =>
    execFile('sh', ['-c', 'command -v pdfsig'], (error, stdout) =>
      resolve(error ? undefined : stdout.trim()),
    ),
  );

/** Every completed request's document, downloaded and judged by /verify (and pdfsig when installed). */
export async function checkDocuments(load: Load, completed: string[], dir: string): Promise<Check> {
  const pdfsig = await pdfsigPath();
  const bad: string[] = [];
  const byId = new Map([...load.sent.values()].filter((s) => s.id).map((s) => [s.id!, s]));
  for (const id of completed) {
    const sent = byId.get(id);
    if (!sent) {
      bad.push(`${id}: not one of ours`);
      continue;
    }
    const got = await load.download(sent, true).catch((error: Error) => {
      bad.push(error.message);
      return null;
    });
    if (got === null) continue;
    if (!got?.verified) {
      bad.push(`${id}: ${got ? 'no verdict from /verify' : 'no document'}`);
      continue;
    }
    const bytes = got.bytes;
    if (pdfsig) {
      const file = path.join(dir, `${id}.pdf`);
      await writeFile(file, bytes);
      const ok = await new Promise<boolean>((resolve) =>
        execFile(pdfsig, [file], (error) => resolve(!error)),
      );
      if (!ok) bad.push(`${id}: pdfsig rejects it`);
    }
  }
  return {
    what: `every completed request has a document that verifies (/verify${pdfsig ? ' and pdfsig' : '; pdfsig not installed'})`,
    ok: bad.length === 0,
    detail: `${completed.length} completed, ${bad.length} failed${bad.length ? `: ${bad.slice(0, 3).join('; ')}` : ''}`,
  };
}

/** 5xx only as 503 with Retry-After during a PostgreSQL restart; cut connections only to a dead node. */
export function checkAnswers(calls: CallLog, faults: Faults): Check[] {
  const serverErrors = calls.records.filter((r) => typeof r.outcome === 'number' && r.outcome >= 500);
  const allowed = (r: CallRecord) =>
    r.outcome === 503 && r.retryAfter && faults.postgresWindows.some((w) => within(r, w));
  const bad5xx = serverErrors.filter((r) => !allowed(r));
  const unexpected = calls.records.filter(
    (r) => typeof r.outcome === 'number' && r.outcome < 500 && !EXPECTED[r.kind]?.includes(r.outcome),
  );
  const cut = calls.records.filter((r) => typeof r.outcome !== 'number');
  const badCut = cut.filter((r) => !faults.nodeWindows.some((w) => w.node === r.node && within(r, w)));
  const list = (rs: CallRecord[]) =>
    rs
      .slice(0, 4)
      .map(
        (r) =>
          `${r.kind} ${r.method} ${r.path.replace(/\/sign\/[^/]+/, '/sign/…')} → ${r.outcome}${r.detail ? ` ${r.detail}` : ''}`,
      )
      .join('; ');
  return [
    {
      what: 'no 5xx but 503 with Retry-After during the PostgreSQL restart',
      ok: bad5xx.length === 0,
      detail: `${serverErrors.length - bad5xx.length} such 503s, ${bad5xx.length} others${bad5xx.length ? `: ${list(bad5xx)}` : ''}`,
    },
    {
      what: 'no unexpected 4xx',
      ok: unexpected.length === 0,
      detail: `${unexpected.length}${unexpected.length ? `: ${list(unexpected)}` : ''}`,
    },
    {
      what: 'failed connections only to a node while it was dead',
      ok: badCut.length === 0,
      detail: `${cut.length} cut or timed out, ${badCut.length} outside a kill${badCut.length ? `: ${list(badCut)}` : ''}`,
    },
  ];
}

/**
 * Issue 43: document work on documents nodes, one of them killed in the middle of a job. No completion
 * is lost (a request whose every signer signed is completed) or done twice (one completion entry per
 * request), the kill did cut a job, and nothing is left in the jobs table once the load has drained.
 */
export async function checkCompletions(
  db: { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> },
  workspaceId: string,
  faults: Faults,
): Promise<Check[]> {
  const { rows: lost } = await db.query<{ id: string }>(
    `SELECT r.id FROM signature_requests r
      WHERE r.workspace_id = $1 AND r.status <> 'completed'
        AND NOT EXISTS (SELECT 1 FROM submitters s WHERE s.request_id = r.id AND s.status <> 'completed')`,
    [workspaceId],
  );
  const { rows: twice } = await db.query<{ request_id: string; n: number }>(
    `SELECT request_id, count(*)::int AS n FROM audit_log
      WHERE workspace_id = $1 AND action = 'signature_request.completed'
      GROUP BY request_id HAVING count(*) > 1`,
    [workspaceId],
  );
  const { rows: left } = await db.query<{ open: number; unread: number }>(
    `SELECT count(*) FILTER (WHERE status <> 'done')::int AS open,
            count(*) FILTER (WHERE status = 'done')::int AS unread FROM document_jobs`,
  );
  return [
    {
      what: 'no completion lost or done twice while a documents node was killed mid-job',
      ok: lost.length === 0 && twice.length === 0 && faults.cutJobs.length > 0,
      detail: `${faults.cutJobs.length} jobs cut by the kill; ${lost.length} requests signed by all but not completed, ${twice.length} completed twice`,
    },
    {
      // A reply whose caller was cut (its node killed, or PostgreSQL away as it read) stays until the
      // sweep deletes it, ten minutes on.
      what: 'every document job was done: none left queued or running',
      ok: left[0].open === 0,
      detail: `${left[0].open} queued or running after the drain; ${left[0].unread} replies unread (callers cut)`,
    },
  ];
}
