// Issue 31 item 15: a service whose surroundings are gone still stops. Its test runner was killed:
// nobody reads its standard output and error any more, and the S3 server its documents live in has
// gone too. SIGTERM must still end it within the hard stop's bound: every exit path comes before the
// log and depends on no part's health. Two ways of "nobody reads": a reader that stopped reading with
// the pipe full (writes fail with EAGAIN: pino's exit flush retried them for ever), and a reader that
// closed its end (EPIPE) while a request still running made the drain log at its deadline.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { test } from 'node:test';
import { createTenant, operatorApi, type ServerProcess, spawnServer } from './helpers.ts';
import { cleanupAtEnd, serviceEnv } from './process-support.ts';
import { startS3Peer } from './s3-peer.ts';

/** The hard stop is 9 seconds after the signal; a second for the process to go. */
const EXIT_BOUND_MS = 10_000;

const cleanup = cleanupAtEnd();

/** A service keeping its documents in an S3 peer of its own, and that peer. */
async function serviceWithS3(env: Record<string, string> = {}) {
  const peer = await startS3Peer();
  cleanup.push(() => peer.close());
  const { storeUrl } = await peer.bucket('orphaned');
  const server = await spawnServer({
    ...(await serviceEnv(cleanup, 'cs-orphaned-')),
    DOCUMENT_STORE_URL: storeUrl,
    ...env,
  });
  const { child } = server;
  cleanup.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child.stdout?.destroy();
    child.stderr?.destroy();
  });
  await createTenant({ admin: operatorApi(server.url) });
  return { peer, server };
}

/** Sends SIGTERM and says whether the process was gone within the bound. */
async function terminate(child: ChildProcess): Promise<'exited' | 'alive'> {
  const exited = new Promise<'exited'>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve('exited');
    child.once('exit', () => resolve('exited'));
  });
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    exited,
    new Promise<'alive'>((resolve) => {
      timer = setTimeout(() => resolve('alive'), EXIT_BOUND_MS);
    }),
  ]);
  clearTimeout(timer);
  return outcome;
}

/** Keeps a request running: its body is announced and never sent. */
async function unfinishedUpload(server: ServerProcess) {
  const url = new URL(server.url);
  const socket = net.connect(Number(url.port), url.hostname);
  cleanup.push(async () => socket.destroy());
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/v1/templates HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
      'content-length: 100000\r\n\r\n{"name": "',
  );
}

test('SIGTERM ends a service whose stdout nobody reads any more and whose S3 server is gone, within 10 s', async () => {
  const { peer, server } = await serviceWithS3({ LOG_LEVEL: 'info' });
  const { child } = server;
  // The reader stops reading: the pipes fill up and stay full.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners('data');
    stream?.pause();
  }
  // Every request writes an access line with its (long) path: far more than a pipe holds.
  const padding = 'x'.repeat(8000);
  for (let i = 0; i < 150; i += 1) {
    await fetch(`${server.url}/nothing-here-${i}-${padding}`).then((res) => res.arrayBuffer());
  }
  await peer.stop();
  assert.equal(await terminate(child), 'exited', `still running ${EXIT_BOUND_MS} ms after SIGTERM`);
});

test('SIGTERM ends a service whose stdout reader has closed and whose S3 server is gone, within 10 s', async () => {
  const { peer, server } = await serviceWithS3();
  const { child } = server;
  child.stdout?.destroy();
  child.stderr?.destroy();
  await peer.stop();
  // Still running at the drain's deadline: the service logs so and goes on to exit.
  await unfinishedUpload(server);
  assert.equal(await terminate(child), 'exited', `still running ${EXIT_BOUND_MS} ms after SIGTERM`);
});
