// Seeds signature requests straight into PostgreSQL (issue 10: "seed them with SQL, not through the
// API") for the list benchmark: `total` requests in the workspace, two submitters each, spread over a
// year, half on the given template, in the status mix of a working workspace.
import pg from 'pg';

export async function seedRequests(url: string, workspaceId: string, templateId: string, total: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signature_requests WHERE workspace_id = $1',
      [workspaceId],
    );
    const start = rows[0].n;
    const batch = 100_000;
    for (let from = start; from < total; from += batch) {
      const to = Math.min(total, from + batch);
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO signature_requests (id, workspace_id, template_id, template_name, status, sender_values, message,
                                         send_email, idempotency_key, created_at, expires_at, completed_at, has_signed_document)
         SELECT 'sr_seed' || lpad(i::text, 19, '0'), $1,
                CASE WHEN i % 2 = 0 THEN $2 ELSE (SELECT id FROM templates WHERE workspace_id = $1 AND id <> $2 LIMIT 1) END,
                'Seeded', s.status, '{}'::jsonb, NULL, false, NULL,
                now() - (($5 - i) * interval '30 seconds'),
                CASE WHEN s.status = 'expired' THEN now() - interval '1 day' ELSE now() + interval '30 days' END,
                CASE WHEN s.status = 'completed' THEN now() ELSE NULL END,
                s.status = 'completed'
           FROM generate_series($3::int, $4::int) AS i,
                LATERAL (SELECT CASE WHEN i % 20 < 13 THEN 'completed' WHEN i % 20 < 16 THEN 'pending'
                                     WHEN i % 20 < 17 THEN 'opened' WHEN i % 20 < 18 THEN 'declined'
                                     WHEN i % 20 < 19 THEN 'voided' ELSE 'expired' END AS status) s`,
        [workspaceId, templateId, from + 1, to, total],
      );
      await client.query(
        `INSERT INTO submitters (id, request_id, position, role, name, email, status)
         SELECT 'sub_seed' || lpad(i::text, 18, '0') || p, 'sr_seed' || lpad(i::text, 19, '0'), p,
                CASE WHEN p = 0 THEN 'Client' ELSE 'Company' END, 'Seeded Signer', 'seed' || i || '@bench.test', 'awaiting'
           FROM generate_series($1::int, $2::int) AS i, generate_series(0, 1) AS p`,
        [from + 1, to],
      );
      await client.query('COMMIT');
    }
    await client.query('ANALYZE signature_requests');
    await client.query('ANALYZE submitters');
  } finally {
    await client.end();
  }
}
