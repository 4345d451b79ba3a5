// How long `npm start` takes on a built clone, to a healthy /healthz (issue 26 item 10): the whole
// command as an operator types it (npm, its prestart build check, node, migrations check, the
// signing identity, the routes), and `node dist/server.mjs` alone beside it, so that the share of
// npm and the build check shows. Each start is on a database and data directory that have been
// started before (migrations applied, signing identity made); the median of a few starts is kept.
//
// Run alone: node --import tsx bench/startup.ts [postgres-url|pglite]   (a fresh database is made)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Milliseconds from spawning the command to the first 200 of /healthz. */
export async function timeToHealthy(command: 'npm' | 'node', env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const [file, args] =
    command === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['dist/server.mjs']];
  const started = performance.now();
  // Its own process group: npm runs node under a shell, and the whole group is stopped after.
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited ${child.exitCode}: ${stderr}`);
      if (performance.now() - started > 120_000)
        throw new Error(`${command} not healthy in 120 s: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    // Until every process of the group is gone: npm may exit before the service it started has
    // closed (and released the embedded database's lock).
    const alive = () => {
      try {
        process.kill(-child.pid!, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (alive()) process.kill(-child.pid!, 'SIGTERM');
    while (alive()) await new Promise((r) => setTimeout(r, 20));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median start of `npm start` and of bare node, after one start that prepares the database. */
export async function measureStartup(env: Record<string, string>, starts = 3) {
  await timeToHealthy('node', env); // migrations and the signing identity, as on any later start
  const npm: number[] = [];
  const node: number[] = [];
  for (let i = 0; i < starts; i++) {
    npm.push(await timeToHealthy('npm', env));
    node.push(await timeToHealthy('node', env));
  }
  return { npm: median(npm), node: median(node), npmAll: npm, nodeAll: node };
}

if (process.argv[1] === import.meta.filename) {
  const target = process.argv[2] ?? 'pglite';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cs-startup-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_TOKEN: 'bench-admin-token-0123456789' };
  if (target !== 'pglite') env.DATABASE_URL = target;
  try {
    const result = await measureStartup(env);
    console.log(
      `${target === 'pglite' ? 'PGlite' : 'PostgreSQL'}: npm start ${result.npmAll.map((t) => t.toFixed(0)).join(', ')} ms (median ${result.npm.toFixed(0)}), node dist/server.mjs ${result.nodeAll.map((t) => t.toFixed(0)).join(', ')} ms (median ${result.node.toFixed(0)})`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
