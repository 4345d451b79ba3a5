// Issue 8, defect 1: the embedded database belongs to one process at a time. A second `npm start` on
// the same DATA_DIR refuses to start before touching the data, saying which process holds it and
// that several processes need DATABASE_URL; the first keeps all its data; and a DATA_DIR left by a
// SIGKILLed process starts again at once.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ADMIN_TOKEN, freePort, ROOT, request, serverEntry, spawnServer } from './helpers.ts';

const dirs: string[] = [];
after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Starts `npm start`'s entry point expecting it to stop on its own; returns its exit and stderr. */
function startExpectingRefusal(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry()], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const admin = (url: string, method: string, p: string, body?: unknown) =>
  request(url, method, `/admin/v1${p}`, { token: ADMIN_TOKEN, body });

test('a second process on the same embedded database refuses to start, and the first keeps its data', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cs-lock-'));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir, ADMIN_TOKEN };
  const first = await spawnServer(env);
  try {
    const created = await admin(first.url, 'POST', '/workspaces', { name: 'Kept', plan: 'max' });
    assert.equal(created.status, 201);
    const before = await readdir(path.join(dataDir, 'pglite'), { recursive: true });

    for (const port of [String(await freePort()), new URL(first.url).port]) {
      const second = await startExpectingRefusal({ ...env, PORT: port });
      assert.notEqual(second.code, 0);
      assert.match(second.stderr, new RegExp(`in use by process ${first.child.pid}`));
      assert.match(second.stderr, /DATABASE_URL/);
    }
    // The refused processes wrote nothing into the database directory.
    assert.deepEqual(await readdir(path.join(dataDir, 'pglite'), { recursive: true }), before);

    const read = await admin(first.url, 'GET', `/workspaces/${created.body.id}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.name, 'Kept');
    assert.equal(await first.stop('SIGTERM'), 0);

    const again = await spawnServer(env);
    try {
      assert.equal((await admin(again.url, 'GET', `/workspaces/${created.body.id}`)).body.name, 'Kept');
    } finally {
      await again.stop();
    }
  } finally {
    await first.stop();
  }
});

test('a DATA_DIR left by a SIGKILLed process starts again at once, with its data', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cs-lock-'));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir, ADMIN_TOKEN };
  const killed = await spawnServer(env);
  const created = await admin(killed.url, 'POST', '/workspaces', { name: 'Survivor', plan: 'max' });
  assert.equal(created.status, 201);
  await killed.stop('SIGKILL');

  const next = await spawnServer(env);
  try {
    const read = await admin(next.url, 'GET', `/workspaces/${created.body.id}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.name, 'Survivor');
  } finally {
    await next.stop();
  }
});
