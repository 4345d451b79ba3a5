// Secrets the service generates for itself on first start: the operator token (kept in DATA_DIR,
// printed once) and the instance secret that signing-link tokens are derived from (kept in the
// database so that every process derives the same links).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './db/index.ts';

export async function resolveAdminToken(
  configured: string | undefined,
  dataDir: string,
  announce: (token: string, file: string) => void,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'admin-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const token = `csa_${randomBytes(24).toString('base64url')}`;
  try {
    await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: theirs is the token.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
  announce(token, file);
  return token;
}

/** A named random secret stored once in instance_settings; every process reads the same value. */
export async function instanceSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO instance_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    name,
    randomBytes(32).toString('base64'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM instance_settings WHERE key = $1', [
    name,
  ]);
  return Buffer.from(rows[0].value, 'base64');
}
