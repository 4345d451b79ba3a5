// The bare stack Countersign runs on, as the yardstick of `npm run bench` (issue 10): Fastify and a
// `pg` pool of the same size (or PGlite), no logging, no schemas, no authentication. Two routes:
//   GET  /row/:id  reads one signature request row by primary key;
//   POST /insert   BEGIN; INSERT one row; COMMIT.
// Run: node --import tsx bench/baseline-server.ts   with BASELINE_DB=postgres://… or BASELINE_DB=pglite:<dir>
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const target = process.env.BASELINE_DB ?? '';
const port = Number(process.env.PORT ?? 0);
const poolSize = Number(process.env.DB_POOL_SIZE ?? 10);

interface Bare {
  read(id: string): Promise<unknown>;
  insert(): Promise<void>;
}

async function bare(): Promise<Bare> {
  const table = `CREATE TABLE IF NOT EXISTS bench_inserts (id text PRIMARY KEY, workspace_id text NOT NULL,
    payload jsonb NOT NULL, created_at timestamptz NOT NULL)`;
  if (target.startsWith('pglite:')) {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(target.slice('pglite:'.length));
    await db.waitReady;
    await db.exec(table);
    return {
      read: async (id) => (await db.query('SELECT * FROM signature_requests WHERE id = $1', [id])).rows[0],
      insert: async () => {
        await db.transaction(async (tx) => {
          await tx.query(
            'INSERT INTO bench_inserts (id, workspace_id, payload, created_at) VALUES ($1, $2, $3, now())',
            [randomBytes(12).toString('hex'), 'ws', JSON.stringify({ n: 1 })],
          );
        });
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target, max: poolSize });
  await pool.query(table);
  return {
    read: async (id) => (await pool.query('SELECT * FROM signature_requests WHERE id = $1', [id])).rows[0],
    insert: async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          'INSERT INTO bench_inserts (id, workspace_id, payload, created_at) VALUES ($1, $2, $3, now())',
          [randomBytes(12).toString('hex'), 'ws', JSON.stringify({ n: 1 })],
        );
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    },
  };
}

const db = await bare();
const app = Fastify();
app.get<{ Params: { id: string } }>('/row/:id', async (request, reply) => {
  const row = await db.read(request.params.id);
  if (!row) return reply.status(404).send({ statusCode: 404 });
  return row;
});
app.post('/insert', async (_request, reply) => {
  await db.insert();
  return reply.status(201).send({ ok: true });
});
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
