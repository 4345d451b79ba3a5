// One Chromium for a whole test run (issue 36 item 5): scripts/run-tests.mjs starts this when a pass
// has browser files, and each file's launchChromium (test/browser.ts) connects to it (TEST_CHROMIUM_WS)
// instead of starting a Chromium of its own; a file's pages live in the contexts it makes, closed with
// it. The browser is Debian's Chromium with the flags of test/browser.ts, served by playwright-core's
// launchServer on loopback, so a connected file drives it through the same protocol as a launched one.
// It prints the endpoint on one line and closes the browser when its stdin ends (the runner ended).
//   node --import tsx test/chromium-server.ts
import { chromium } from 'playwright-core';
import { assertChromiumInstalled, CHROMIUM_LAUNCH } from './browser.ts';

assertChromiumInstalled();
const server = await chromium.launchServer({ ...CHROMIUM_LAUNCH, host: '127.0.0.1' });
process.stdout.write(`${server.wsEndpoint()}\n`);
let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  server.close().finally(() => process.exit(0));
};
process.stdin.on('end', close);
process.stdin.on('close', close);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, close);
