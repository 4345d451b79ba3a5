// Issue 47: the API's hot reads keep an index plan whatever the planner's statistics say. A workspace
// grown by SQL to many requests, never analysed (as a burst of sends leaves it before autovacuum),
// then with statistics from the full tables; and one analysed while empty, then grown. Each hot
// statement is explained as the code writes it, with the values a call would give it, in a custom
// plan and in the generic plan a named statement settles on. PostgreSQL only: the embedded database
// plans the same SQL with the same planner, and this test is about plans, not engines.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AUTHENTICATE_SQL } from '../src/auth/api-keys.ts';
import { FEED_PAGE_SEQS, FEED_SQL, REQUEST_EVENTS_SQL } from '../src/events/feed.ts';
import { type Db, migrate, openDb } from '../src/platform/db/index.ts';
import { USED_IN_PERIOD_SQL } from '../src/requests/allowance.ts';
import {
  countStatement,
  FIND_SQL,
  IDEMPOTENCY_SQL,
  listStatement,
  SUBMITTERS_SQL,
} from '../src/requests/read.ts';
import {
  GROWTH_SECRET_HASH,
  GROWTH_WORKSPACE,
  growRequests,
  holdStatistics,
  requestId,
  seedGrowthWorkspace,
} from './growth-support.ts';
import { DB_KIND, freshPostgresDatabase } from './helpers.ts';

const REQUESTS = 30_000;
const GUARDED = new Set(['signature_requests', 'submitters', 'events', 'api_keys', 'usage_counters']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A value as an SQL literal, for EXECUTE's arguments. */
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `ARRAY[${value.map(literal).join(', ')}]::text[]`
    : `'${String(value).replaceAll("'", "''")}'`;

/**
 * The plan's nodes, explained in a transaction with `settings` (SET LOCAL) in force: a custom plan
 * (the values known), or, with plan_cache_mode = force_generic_plan, the generic plan a named
 * statement settles on, from a prepared statement (a statement sent with its values is planned for them).
 */
async function explain(db: Db, sql: string, params: unknown[], settings: string[] = []) {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.query(`SET LOCAL ${setting}`);
    await tx.query(`PREPARE hot AS ${sql}`);
    const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE hot (${params.map(literal).join(', ')})`,
    );
    await tx.query('DEALLOCATE hot');
    return nodesOf(rows[0]['QUERY PLAN'][0].Plan);
  });
}

/** The settings countersign_ids_by_index runs its statement with (migration 0048), as SET LOCAL clauses. */
async function idsByIndexSettings(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ setting: string }>(
    `SELECT unnest(proconfig) AS setting FROM pg_proc WHERE proname = 'countersign_ids_by_index'`,
  );
  return rows.map((r) => r.setting.replace('=', ' = '));
}

const scansOfGuarded = (nodes: PlanNode[]) =>
  nodes
    .filter((n) => n['Node Type'] === 'Seq Scan' && GUARDED.has(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']);

/** Every hot statement, in a custom and a generic plan: no sequential scan of a guarded table. */
async function assertIndexPlans(db: Db, when: string) {
  const now = new Date('2026-06-01T00:00:00Z');
  const ids = [requestId(REQUESTS - 7), requestId(REQUESTS - 8)];
  const deep = listStatement(GROWTH_WORKSPACE, { limit: 100, offset: REQUESTS - 100 }, now);
  // The same page as the service reads it, the total known: from the oldest end, backwards.
  const deepFromEnd = listStatement(GROWTH_WORKSPACE, { limit: 100, offset: REQUESTS - 100 }, now, REQUESTS);
  assert.ok(deepFromEnd.fromEnd);
  const first = listStatement(GROWTH_WORKSPACE, { limit: 25, offset: 0 }, now);
  const pending = listStatement(GROWTH_WORKSPACE, { status: 'pending', limit: 25, offset: 0 }, now);
  const bySource = listStatement(GROWTH_WORKSPACE, { source: 'public_link', limit: 25, offset: 0 }, now);
  const sourceCount = countStatement(GROWTH_WORKSPACE, { source: 'public_link', limit: 25, offset: 0 }, now);
  const settings = await idsByIndexSettings(db);
  const statements: Array<[string, string, unknown[], string[]]> = [
    ['the poll', FIND_SQL, [JSON.stringify(ids.slice(0, 1))], []],
    ['the batched poll', FIND_SQL, [JSON.stringify(ids)], []],
    ['the list, first page', first.sql, first.params, []],
    ['the list, first page, its ids', first.pageIds, [first.args], settings],
    ['the list, pending, its ids', pending.pageIds, [pending.args], settings],
    ['the list, last page, its ids', deep.pageIds, [deep.args], settings],
    ['the list, last page from the oldest end, its ids', deepFromEnd.pageIds, [deepFromEnd.args], settings],
    ['the list, its submitters', SUBMITTERS_SQL, [ids], []],
    ['the list by source, its ids', bySource.pageIds, [bySource.args], settings],
    ['the list by source, its total', sourceCount.ids, [sourceCount.args], settings],
    ['a replayed idempotency key', IDEMPOTENCY_SQL, [GROWTH_WORKSPACE, 'f'.repeat(64)], []],
    ["a request's events", REQUEST_EVENTS_SQL, [ids[0]], []],
    ['the events feed, first page', FEED_SQL, [[GROWTH_WORKSPACE, '0', '100'], GROWTH_WORKSPACE], []],
    ['the events feed, its numbers', FEED_PAGE_SEQS, [[GROWTH_WORKSPACE, '0', '100']], settings],
    ['authentication', AUTHENTICATE_SQL, [JSON.stringify([GROWTH_SECRET_HASH])], []],
    ['usage', USED_IN_PERIOD_SQL, [GROWTH_WORKSPACE, '2026-06-01T00:00:00Z'], []],
  ];
  for (const [what, sql, params, extra] of statements) {
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      const nodes = await explain(db, sql, params, [...extra, `plan_cache_mode = ${mode}`]);
      assert.deepEqual(scansOfGuarded(nodes), [], `${what} (${when}, ${mode}) scans a table`);
    }
  }
  // The offset is skipped on the index that holds the list's order: no sort, no row read to skip it;
  // the feed's page is read in its index's order too.
  const feed = { pageIds: FEED_PAGE_SEQS, args: [GROWTH_WORKSPACE, '0', '100'] };
  for (const [what, page, index] of [
    ['the first page', first, 'signature_requests_pages'],
    ['the last page', deep, 'signature_requests_pages'],
    ['the last page from the oldest end', deepFromEnd, 'signature_requests_pages'],
    ["the feed's first page", feed, 'events_feed'],
  ] as const) {
    const nodes = await explain(db, page.pageIds, [page.args], settings);
    const types = nodes.map((n) => n['Node Type']);
    assert.ok(!types.includes('Sort'), `${what} (${when}) sorts: ${types.join(', ')}`);
    assert.ok(
      nodes.some((n) => n['Index Name'] === index && n['Node Type'].startsWith('Index')),
      `${what} (${when}) is not read in ${index}'s order: ${types.join(', ')}`,
    );
  }
  // And the statements answer what they did: the feed in its order, past the tenth event.
  const { rows } = await db.query<{ cursor_seq: string }>(FEED_SQL, [
    [GROWTH_WORKSPACE, '0', '100'],
    GROWTH_WORKSPACE,
  ]);
  assert.deepEqual(
    rows.map((r) => Number(r.cursor_seq)),
    Array.from({ length: 100 }, (_, i) => i + 1),
  );
}

/** A fresh database, migrated, with autovacuum off for the grown tables. */
async function grownDatabase(analyseEmpty: boolean) {
  const info = await freshPostgresDatabase();
  // The burst is written in scripts of 10,000 requests, each given more than a call's 5 s on a busy machine.
  const db = await openDb({ databaseUrl: info.url, postgres: { statementTimeoutMs: 60_000 } });
  await migrate(db);
  await holdStatistics(db);
  if (analyseEmpty) await db.exec('ANALYZE');
  await seedGrowthWorkspace(db);
  // Usage counters grow with workspaces and months: 2,000 workspaces, a year each.
  await db.exec(`
    INSERT INTO workspaces (id, name, plan, created_at)
    SELECT 'ws_other_' || i, 'Other', 'enterprise', now() FROM generate_series(1, 2000) AS i;
    INSERT INTO usage_counters (workspace_id, period_start, stripe, used)
    SELECT 'ws_other_' || i, timestamptz '2025-06-01' + make_interval(months => m), 0, 1
      FROM generate_series(1, 2000) AS i, generate_series(0, 11) AS m;
  `);
  for (let from = 1; from <= REQUESTS; from += 10_000) await growRequests(db, from, from + 9_999);
  return { db, info };
}

const skip = DB_KIND !== 'postgres' && 'plans are read on PostgreSQL';

describe('hot reads keep index plans', { skip }, () => {
  const opened: Array<{ db: Db; info: { drop(): Promise<void> } }> = [];
  before(async () => {
    opened.push(await grownDatabase(false), await grownDatabase(true));
  });
  after(async () => {
    for (const { db, info } of opened) {
      await db.close();
      await info.drop();
    }
  });

  test('the poll, the list, its deepest page, the feed, usage and authentication use indexes right after a burst, never analysed', {
    skip,
  }, async () => {
    await assertIndexPlans(opened[0].db, 'never analysed');
  });

  test('the same with statistics from the empty tables', { skip }, async () => {
    await assertIndexPlans(opened[1].db, 'analysed while empty');
  });

  test('a page past the middle, read from the oldest end, holds the same rows in the same order', {
    skip,
  }, async () => {
    const { db } = opened[1];
    const now = new Date('2026-06-01T00:00:00Z');
    const ids = async (statement: { sql: string; params: unknown[] }) =>
      (await db.query<{ id: string }>(statement.sql, statement.params)).rows.map((r) => r.id);
    for (const [offset, limit] of [
      [REQUESTS - 100, 100],
      [REQUESTS - 30, 100],
      [Math.floor(REQUESTS / 2) + 1, 25],
      [REQUESTS, 10],
      [REQUESTS + 5, 10],
    ]) {
      const query = { limit, offset };
      const fromStart = listStatement(GROWTH_WORKSPACE, query, now);
      const fromEnd = listStatement(GROWTH_WORKSPACE, query, now, REQUESTS);
      assert.ok(fromEnd.fromEnd, `${offset} is past the middle`);
      const expected = await ids(fromStart);
      assert.equal(expected.length, Math.max(0, Math.min(limit, REQUESTS - offset)));
      assert.deepEqual(await ids(fromEnd), expected, `offset ${offset}, limit ${limit}`);
    }
  });

  test('the same with statistics from the full tables', { skip }, async () => {
    await opened[0].db.exec('ANALYZE');
    await assertIndexPlans(opened[0].db, 'analysed full');
  });
});
