// A workspace grown by SQL, as a burst of sends leaves it (issue 47): requests with two submitters and
// a `sent` event each, and an API key per ten requests (a service's keys grow too), without ANALYZE. Shared by the plan test (hot-read-plans.test.ts) and
// the bench (bench/growth.ts). Rows are numbered so that later calls continue the same workspace.
import type { Db } from '../src/platform/db/index.ts';

export const GROWTH_WORKSPACE = 'ws_growth';
export const GROWTH_SECRET_HASH = 'f'.repeat(64);

/** The workspace, its owner, a published template and an API key whose secret hashes to GROWTH_SECRET_HASH. */
export async function seedGrowthWorkspace(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO workspaces (id, name, plan, created_at) VALUES ('${GROWTH_WORKSPACE}', 'Growth', 'enterprise', now());
    INSERT INTO members (id, workspace_id, email, name, role, status, created_at)
      VALUES ('mem_growth', '${GROWTH_WORKSPACE}', 'owner@growth.test', 'Owner', 'owner', 'active', now());
    INSERT INTO templates (id, workspace_id, name, kind, status, roles, body, inputs, created_at, published_at)
      VALUES ('tpl_growth', '${GROWTH_WORKSPACE}', 'Agreement', 'flow', 'published',
              '[{"name":"Client"},{"name":"Provider"}]', '# Agreement', '[]', now(), now());
    INSERT INTO api_keys (id, workspace_id, member_id, secret_hash, last_four, created_at)
      VALUES ('key_growth', '${GROWTH_WORKSPACE}', 'mem_growth', '${GROWTH_SECRET_HASH}', 'ffff', now());
  `);
}

export const requestId = (i: number) => `sr_${i.toString(16).padStart(26, '0')}`;

/**
 * Requests number `from` to `to` (inclusive), one second apart, with their submitters and events;
 * the events' numbers are given here, with the sequencing trigger off, as its commit-time work would
 * only slow the burst down.
 */
export async function growRequests(db: Db, from: number, to: number): Promise<void> {
  await db.exec(`
    INSERT INTO signature_requests (id, workspace_id, template_id, template_name, status, sender_values, send_email,
                                    member_id, has_signed_document, created_at, expires_at)
    SELECT 'sr_' || lpad(to_hex(i), 26, '0'), '${GROWTH_WORKSPACE}', 'tpl_growth', 'Agreement', 'pending', '{}',
           false, 'mem_growth', false, timestamptz '2026-01-01' + make_interval(secs => i),
           timestamptz '2027-01-01' + make_interval(secs => i)
      FROM generate_series(${from}, ${to}) AS i;
    INSERT INTO submitters (id, request_id, position, role, name, email, status)
    SELECT 'sub_' || lpad(to_hex(i), 25, '0') || p, 'sr_' || lpad(to_hex(i), 26, '0'), p,
           CASE WHEN p = 0 THEN 'Client' ELSE 'Provider' END, 'Person ' || i, 'person' || i || '@growth.test',
           CASE WHEN p = 0 THEN 'opened' ELSE 'awaiting' END
      FROM generate_series(${from}, ${to}) AS i, generate_series(0, 1) AS p;
    INSERT INTO api_keys (id, workspace_id, member_id, secret_hash, last_four, created_at)
    SELECT 'key_' || i, '${GROWTH_WORKSPACE}', 'mem_growth', encode(sha256(convert_to(i::text, 'UTF8')), 'hex'),
           '0000', now()
      FROM generate_series(${from}, ${to}) AS i WHERE i % 10 = 0;
    ALTER TABLE events DISABLE TRIGGER events_sequenced;
    INSERT INTO events (workspace_id, seq, type, request_id, at)
    SELECT '${GROWTH_WORKSPACE}', i, 'signature_request.sent', 'sr_' || lpad(to_hex(i), 26, '0'),
           timestamptz '2026-01-01' + make_interval(secs => i)
      FROM generate_series(${from}, ${to}) AS i;
    ALTER TABLE events ENABLE TRIGGER events_sequenced;
    INSERT INTO event_sequences (workspace_id, last_seq) VALUES ('${GROWTH_WORKSPACE}', ${to})
      ON CONFLICT (workspace_id) DO UPDATE SET last_seq = EXCLUDED.last_seq;
  `);
}

/** Autovacuum off for the grown tables, so nothing analyses them behind the measurement's back. */
export async function holdStatistics(db: Db): Promise<void> {
  for (const table of ['signature_requests', 'submitters', 'events', 'api_keys', 'usage_counters'])
    await db.exec(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
}
