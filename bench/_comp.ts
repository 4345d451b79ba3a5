import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { measureCompletion } from './completion.ts';

const name = `cs_comp_${randomBytes(4).toString('hex')}`;
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1/postgres' });
await c.connect();
await c.query(`CREATE DATABASE ${name}`);
await c.end();
const r = await measureCompletion({
  url: `postgres://postgres@127.0.0.1/${name}`,
  async drop() {
    const d = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1/postgres' });
    await d.connect();
    await d.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await d.end();
  },
});
console.log(JSON.stringify(r));
