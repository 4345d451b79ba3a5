// The run's one Chromium (issue 36 item 5): test/chromium-server.ts serves it on loopback, and with
// TEST_CHROMIUM_WS set launchChromium connects to it instead of starting one. Each file's browser
// keeps to its own contexts: closing it takes them away and leaves the other files' pages working.
// When the runner ends (the server's stdin closes) the browser goes with it.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { ROOT } from './helpers.ts';

let server: ChildProcess;
let endpoint: string;
const outer = process.env.TEST_CHROMIUM_WS;

before(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/chromium-server.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  [endpoint] = await once(createInterface({ input: server.stdout! }), 'line');
  process.env.TEST_CHROMIUM_WS = endpoint;
});

after(() => {
  if (outer === undefined) delete process.env.TEST_CHROMIUM_WS;
  else process.env.TEST_CHROMIUM_WS = outer;
  if (server.exitCode === null) server.kill('SIGKILL');
});

test('two files connect to one Chromium; closing one leaves the other’s pages working', async () => {
  assert.match(endpoint, /^ws:\/\/127\.0\.0\.1:\d+\//);
  const first = await launchChromium();
  const second = await launchChromium();
  assert.equal(first.version(), second.version());
  const firstPage = await (await first.newContext()).newPage();
  await firstPage.setContent('<p>first</p>');
  const secondContext = await second.newContext();
  const secondPage = await secondContext.newPage();
  await secondPage.setContent('<p>second</p>');
  // Contexts are the file's own: neither sees the other's, nor the other's cookies.
  await secondContext.addCookies([{ name: 'who', value: 'second', url: 'http://127.0.0.1/' }]);
  assert.deepEqual(await first.contexts()[0].cookies(), []);
  assert.equal(second.contexts().length, 1);

  await first.close();
  assert.equal(first.isConnected(), false);
  assert.equal(await secondPage.textContent('p'), 'second');
  const another = await (await second.newContext()).newPage();
  await another.setContent('<p>after</p>');
  assert.equal(await another.textContent('p'), 'after');
  await second.close();
});

test('when its stdin ends, the server closes the browser and exits', async () => {
  const exited = once(server, 'exit');
  server.stdin?.end();
  const [code] = await exited;
  assert.equal(code, 0);
  await assert.rejects(chromium.connect(endpoint, { timeout: 5_000 }));
  // With TEST_CHROMIUM_WS set, a file connects to the run's Chromium: it starts none of its own.
  await assert.rejects(launchChromium());
});
