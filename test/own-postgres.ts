// A PostgreSQL server of a test's own (initdb into a temporary directory, another port), so that
// outage tests can stop, freeze (SIGSTOP) and restart a database without touching the shared one.
// Run as root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitFor } from './helpers.ts';

const run = promisify(execFile);

async function binDir(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0)
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid), gid: Number(gid) };
}

export interface OwnPostgres {
  url: string;
  port: number;
  /** Starts the server (again) on the same data directory. */
  start(): Promise<void>;
  /** Fast shutdown, as an operator's `pg_ctl stop` would. */
  stop(): Promise<void>;
  /** SIGSTOP the server and every backend: connections stay open and nothing answers. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = await binDir();
  const user = await postgresUser();
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-own-pg-'));
  const data = path.join(dir, 'data');
  if (user) await chown(dir, user.uid, user.gid);
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  await new Promise<void>((resolve, reject) => {
    execFile(
      path.join(bin, 'initdb'),
      ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'],
      { ...asUser, cwd: dir },
      (error, _stdout, stderr) => (error ? reject(new Error(`initdb failed: ${stderr}`)) : resolve()),
    );
  });
  const port = await freePort();
  let server: ChildProcess | undefined;
  let frozen: number[] = [];

  const children = async (pid: number): Promise<number[]> => {
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(pid)]).catch(() => ({ stdout: '' }));
    return stdout
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  };

  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      const child = spawn(
        path.join(bin, 'postgres'),
        ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
        { ...asUser, cwd: dir, stdio: 'ignore' },
      );
      server = child;
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`postgres exited ${child.exitCode}`);
          await run(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
          return true;
        },
        'the test PostgreSQL to accept connections',
        30_000,
      );
    },
    async stop() {
      const child = server;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown: active transactions are rolled back
      await exited;
    },
    async freeze() {
      if (!server?.pid) throw new Error('not running');
      frozen = [server.pid, ...(await children(server.pid))];
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // gone already
        }
      }
      frozen = [];
    },
    async destroy() {
      await own.thaw();
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}
