// CONTRACT §2: configuration validated at boot, `npm start` on the embedded default, graceful
// shutdown, logs without secrets, and the README's walk to a first API call through the CLI.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { freePort, ROOT, request, serverEntry, spawnServer } from './helpers.ts';

const run = promisify(execFile);
const dirs: string[] = [];
after(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'countersign-start-'));
  dirs.push(dir);
  return dir;
}

function startExpectingFailure(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry()], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('configuration', () => {
  for (const [variable, value] of [
    ['PORT', 'eighty'],
    ['RATE_LIMIT_PER_IP', '-5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['TEST_CLOCK', 'maybe'],
    ['REQUEST_TTL_DAYS', '0'],
    ['TRUST_PROXY', 'not a cidr'],
    ['SIGNING_CERT_FILE', '/nonexistent/countersign.p12'],
  ]) {
    test(`a malformed ${variable} stops the process with a non-zero exit naming it`, async () => {
      const result = await startExpectingFailure({ [variable]: value, DATA_DIR: await tempDir() });
      assert.notEqual(result.code, 0);
      assert.match(result.stderr, new RegExp(variable));
    });
  }
});

describe('npm start', () => {
  // How long the first start takes is printed, never raced: a loaded CI machine may take longer than a
  // quiet one, and the deadline only stops a start that hangs.
  test('with no environment at all it serves /healthz on the embedded database', async (t) => {
    const cwd = await tempDir();
    const port = await freePort();
    const started = Date.now();
    // The working directory holds nothing: DATA_DIR defaults to ./data under it.
    const child = spawn(process.execPath, [serverEntry()], {
      cwd,
      env: { PATH: process.env.PATH ?? '', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((r) => child.once('exit', r));
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      let healthy = false;
      while (!healthy && Date.now() - started < 90_000) {
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
          .then((r) => r.ok)
          .catch(() => false);
        if (!healthy) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(healthy, `no /healthz within 90 s: ${output}`);
      t.diagnostic(`first start on an empty directory: /healthz after ${Date.now() - started} ms`);
      const token = (await readFile(path.join(cwd, 'data', 'admin-token'), 'utf8')).trim();
      assert.ok(output.includes(token), 'the generated operator token is printed once');
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      assert.equal(ready.status, 200);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    }
  });

  test('npm start builds the service and runs it on bare node: its pages find their assets and its migrations', async () => {
    const dataDir = await tempDir();
    const port = await freePort();
    // `npm start` itself (its prestart builds dist/), in a process group of its own to stop it whole.
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The host this test calls; pages on another host would be redirected to it (one origin).
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const exited = new Promise((r) => child.once('exit', r));
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 60_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline) {
        healthy = await fetch(`${base}/healthz`)
          .then((r) => r.ok)
          .catch(() => false);
        if (!healthy) await new Promise((r) => setTimeout(r, 200));
      }
      assert.ok(healthy, `npm start did not serve: ${output}`);
      assert.match(output, /node dist\/server\.mjs/, 'the compiled service is what runs');
      // Migrations were found and applied: the embedded database answers a real call.
      const token = (await readFile(path.join(dataDir, 'admin-token'), 'utf8')).trim();
      const ws = await request(base, 'POST', '/admin/v1/workspaces', {
        token,
        body: { name: 'Built Ltd', plan: 'starter' },
      });
      assert.equal(ws.status, 201);
      // Pages whose files sit beside their sources: the verification page (its island bundled on
      // first use) and the application's sign-in page (its assets bundled at boot).
      for (const page of ['/verify', '/app/sign-in']) {
        const html = await request(base, 'GET', page);
        assert.equal(html.status, 200, page);
        const assets = [...String(html.body).matchAll(/(?:href|src)="(\/[^"]*assets\/[^"]+)"/g)].map(
          (m) => m[1],
        );
        assert.ok(assets.length > 0, `${page} links its assets`);
        for (const asset of assets) assert.equal((await fetch(`${base}${asset}`)).status, 200, asset);
      }
    } finally {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });

  test('SIGTERM lets an in-flight request finish before the process exits', async () => {
    const server = await spawnServer({
      DATA_DIR: await tempDir(),
      ADMIN_TOKEN: 'graceful-admin-token-0123456789',
    });
    const url = new URL(`${server.url}/admin/v1/workspaces`);
    const body = JSON.stringify({ name: 'Slow Upload Ltd', plan: 'max' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          headers: {
            authorization: 'Bearer graceful-admin-token-0123456789',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const result = await answer;
    assert.equal(result.status, 201, result.text);
    assert.equal(await server.stop(), 0);
  });
});

describe('the README walk to a first API call', () => {
  test('create a workspace, a member and a key with the CLI, then read usage with the key', async () => {
    const dataDir = await tempDir();
    const token = `walk-${randomBytes(12).toString('hex')}`;
    const server = await spawnServer({ DATA_DIR: dataDir, ADMIN_TOKEN: token, LOG_LEVEL: 'info' });
    const cli = async (...args: string[]) => {
      const { stdout } = await run(process.execPath, [path.join(ROOT, 'bin/countersign.mjs'), ...args], {
        cwd: ROOT,
        env: { ...process.env, COUNTERSIGN_URL: server.url, ADMIN_TOKEN: token },
      });
      return JSON.parse(stdout);
    };
    try {
      const ws = await cli('workspaces', 'create', '--name', 'Acme', '--plan', 'professional');
      const member = await cli('members', 'add', ws.id, '--email', 'ops@acme.test', '--name', 'Ops');
      const key = await cli('keys', 'create', ws.id, '--member', member.id);
      const usage = await request(server.url, 'GET', '/api/v1/esign/usage', { token: key.key });
      assert.equal(usage.status, 200);
      assert.equal(usage.body.signatureRequests.limit, 10);
      assert.equal(usage.body.signatureRequests.remaining, 10);
      assert.ok(!server.output().includes(key.key), 'the API key never reaches the log');
      assert.ok(!server.output().includes(token), 'the operator token never reaches the log');
      assert.match(server.output(), /"reqId"/, 'log lines carry a request id');
    } finally {
      await server.stop();
    }
  });
});
