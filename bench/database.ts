// A fresh PostgreSQL database for one benchmark, dropped afterwards (PG_ADMIN_URL names the server).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function postgresDatabase(): Promise<BenchDatabase> {
  const name = `cs_bench_${randomBytes(4).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
