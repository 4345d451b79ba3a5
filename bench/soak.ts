// `npm run soak` (issue 26): two service nodes on one PostgreSQL, Redis, S3 (s3rver) and an SMTP sink,
// under a mix of calls for a chosen time while a node is killed, PostgreSQL restarts and Redis goes
// away; then the checks (bench/soak/checks.ts) and a table of each call's latency. It exits non-zero
// when a check fails. test/soak.test.ts runs it for 60 seconds.
//
// Run: npm run soak [-- --minutes N | --seconds N] [--concurrency N]   (default 10 minutes, 6 clients)
//      SOAK_KEEP=1 keeps the working directory (node logs) for a look afterwards.
import { cpus } from 'node:os';
import pg from 'pg';
import { CallLog, percentile } from './soak/calls.ts';
import {
  type Check,
  checkAnswers,
  checkCompletions,
  checkDocuments,
  checkMail,
  checkSends,
} from './soak/checks.ts';
import { drain } from './soak/drain.ts';
import { Faults, RESTART_GRACE_MS } from './soak/faults.ts';
import { createTenant, Load } from './soak/load.ts';
import { startTopology } from './soak/topology.ts';

function options(argv: string[]) {
  let seconds = 600;
  let concurrency = 6;
  for (let i = 0; i < argv.length; i++) {
    const value = Number(argv[i + 1]);
    const positive = Number.isFinite(value) && value > 0;
    if (argv[i] === '--minutes' && positive) seconds = value * 60;
    else if (argv[i] === '--seconds' && positive) seconds = value;
    else if (argv[i] === '--concurrency' && positive && Number.isInteger(value)) concurrency = value;
    else
      throw new Error(
        `Unknown or malformed option ${argv[i]} ${argv[i + 1] ?? ''}: use --minutes N, --seconds N, --concurrency N`,
      );
    i++;
  }
  return { seconds, concurrency };
}

/** What clients saw around each fault: the 503s of a PostgreSQL restart, the calls a killed node cut. */
function faultNotes(calls: CallLog, faults: Faults, began: number): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const notes: string[] = [];
  for (const w of faults.postgresWindows) {
    const back = w.to - RESTART_GRACE_MS;
    const answers = calls.records.filter((r) => r.endedAt >= w.from && r.startedAt <= w.to);
    const unavailable = answers.filter((r) => r.outcome === 503);
    const last = Math.max(...unavailable.map((r) => r.endedAt), w.from);
    const other = answers.filter(
      (r) => typeof r.outcome !== 'number' || (r.outcome >= 500 && r.outcome !== 503),
    );
    notes.push(
      `PostgreSQL restart at ${s(w.from - began)}: ${unavailable.length} answers 503 (${unavailable.filter((r) => r.retryAfter).length} with Retry-After), the last ${s(Math.max(0, last - back))} after it was back; ${other.length} other failures`,
    );
  }
  for (const w of faults.nodeWindows) {
    const cut = calls.records.filter(
      (r) => r.node === w.node && typeof r.outcome !== 'number' && r.endedAt >= w.from && r.startedAt <= w.to,
    );
    const inFlight = cut.filter((r) => r.startedAt < w.from);
    const kinds = new Map<string, number>();
    for (const r of cut)
      kinds.set(`${r.outcome} ${r.detail}`, (kinds.get(`${r.outcome} ${r.detail}`) ?? 0) + 1);
    notes.push(
      `node ${w.node} killed at ${s(w.from - began)}, serving again ${s(w.to - w.from)} later: ${inFlight.length} calls in flight cut, ${cut.length} failed in all (${[...kinds].map(([k, n]) => `${k}×${n}`).join(', ')})`,
    );
  }
  return notes;
}

const table = (rows: string[][]) => rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n');

async function main() {
  const { seconds, concurrency } = options(process.argv.slice(2));
  const topology = await startTopology();
  const db = new pg.Client({ connectionString: topology.postgres.url });
  try {
    const tenant = await createTenant(topology.nodes[0].url);
    const calls = new CallLog();
    const load = new Load(calls, topology.nodes, tenant);
    // Warm-up on node a alone: one request signed to the end creates the signing identity.
    const warmUp = new Load(calls, [topology.nodes[0]], tenant);
    const first = await warmUp.send();
    for (let i = 0; i < 5 && !first.completed; i++) await warmUp.sign(first);
    if (!first.completed) {
      const seen = calls.records.map((r) => `${r.kind} → ${r.outcome} ${r.detail ?? ''}`).join('; ');
      throw new Error(`the warm-up request could not be signed: ${seen}`);
    }
    load.sent.set(first.key, first);
    await topology.startSecondNode();
    calls.records.length = 0;

    const faults = new Faults(topology);
    const began = Date.now();
    load.start(concurrency);
    faults.start(seconds * 1000);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    await faults.finish();
    await load.stop();
    const loadMs = Date.now() - began;

    await db.connect();
    const drained = await drain(topology, load, db, tenant.workspaceId);
    const { rows: requests } = await db.query(
      'SELECT id, idempotency_key, status FROM signature_requests WHERE workspace_id = $1',
      [tenant.workspaceId],
    );
    const { rows: outbox } = await db.query(
      'SELECT id, kind, request_id, to_email, status, last_error FROM outbox_messages WHERE workspace_id = $1',
      [tenant.workspaceId],
    );
    const { rows: expected } = await db.query(
      `SELECT s.request_id, lower(s.email) AS email, 'invitation' AS kind FROM submitters s
         JOIN signature_requests r ON r.id = s.request_id WHERE r.workspace_id = $1 AND s.invited_at IS NOT NULL
       UNION ALL
       SELECT s.request_id, lower(s.email), 'completed' FROM submitters s
         JOIN signature_requests r ON r.id = s.request_id WHERE r.workspace_id = $1 AND r.status = 'completed'`,
      [tenant.workspaceId],
    );
    const completed = requests.filter((r) => r.status === 'completed').map((r) => r.id as string);
    const checkCalls = new CallLog();
    const checker = new Load(checkCalls, topology.nodes, tenant);
    for (const [key, sent] of load.sent) checker.sent.set(key, sent);
    const checks: Check[] = [
      checkSends(load, requests),
      ...checkMail(topology.smtp.messages, outbox, expected),
      await checkDocuments(checker, completed, topology.dir),
      ...(await checkCompletions(db, tenant.workspaceId, faults)),
      ...checkAnswers(calls, faults),
      ...faults.errors.map((e) => ({ what: 'fault carried out', ok: false, detail: e })),
      ...load.failures.map((e) => ({ what: 'client loop', ok: false, detail: e })),
    ];

    const kinds = [...new Set(calls.records.map((r) => r.kind))];
    const latency = kinds.map((kind) => {
      const rs = calls.records.filter((r) => r.kind === kind);
      const answered = rs.filter((r) => typeof r.outcome === 'number');
      const ms = answered.map((r) => r.endedAt - r.startedAt).sort((a, b) => a - b);
      const outcomes = new Map<string, number>();
      for (const r of rs) outcomes.set(String(r.outcome), (outcomes.get(String(r.outcome)) ?? 0) + 1);
      return [
        kind,
        String(rs.length),
        String(percentile(ms, 50)),
        String(percentile(ms, 99)),
        String(ms.at(-1) ?? ''),
        [...outcomes].map(([o, n]) => `${o}×${n}`).join(' '),
      ];
    });
    const during = faultNotes(calls, faults, began);
    const reminders = outbox.filter((o) => o.kind === 'reminder' && o.status === 'sent').length;
    const out = [
      `\nsoak: ${(loadMs / 1000).toFixed(0)} s of load, ${concurrency} clients, 2 nodes, node ${process.version}, ${cpus().length} cores; drain ${(drained.ms / 1000).toFixed(1)} s (clock moved on by the e-mail lease ${drained.clockAdvances}×)`,
      '',
      table([
        ['fault', 'began at s', 'took s'],
        ['---', '---', '---'],
        ...faults.events.map((e) => [e.what, ((e.at - began) / 1000).toFixed(1), (e.ms / 1000).toFixed(1)]),
      ]),
      '',
      table([['call', 'count', 'p50 ms', 'p99 ms', 'max ms', 'outcomes'], Array(6).fill('---'), ...latency]),
      '',
      ...during,
      '',
      `requests: ${requests.length} (${completed.length} completed); e-mails received ${topology.smtp.messages.length} (reminders ${reminders})`,
      '',
      table([
        ['check', 'result', 'detail'],
        ['---', '---', '---'],
        ...checks.map((c) => [c.what, c.ok ? 'ok' : 'FAILED', c.detail]),
      ]),
      '',
    ];
    process.stdout.write(out.join('\n'));
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    await db.end().catch(() => {});
    await topology.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`soak failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
    process.exit(1);
  },
);
