// Browser harness for the tests and the screenshot script: Debian's Chromium driven by
// playwright-core (never a downloaded browser), with the flags this machine's closed network needs
// (bench/pages.ts starts Chromium with them too, through Lighthouse's launcher), and an
// accessibility check through axe-core that fails on serious or critical violations. Under the runner,
// the files share one Chromium (test/chromium-server.ts, TEST_CHROMIUM_WS) instead of each starting one.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, unsandboxed and with no calls home: what Chromium needs on this machine's closed network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: 30_000 };

/** Viewports the application and the signing pages are checked at. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} (apt-get install chromium)`);
  }
}

/**
 * A browser for one test file: a connection to the run's shared Chromium when the runner started one
 * (TEST_CHROMIUM_WS; `close()` then closes the contexts this file made and disconnects), else a
 * Chromium of its own. Either way the file makes its pages in contexts of its own.
 */
export async function launchChromium(): Promise<Browser> {
  const shared = process.env.TEST_CHROMIUM_WS;
  if (shared) return chromium.connect(shared, { timeout: CHROMIUM_LAUNCH.timeout });
  assertChromiumInstalled();
  return chromium.launch(CHROMIUM_LAUNCH);
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Serious and critical axe-core violations on the page as it is now. The page must come from
 * `browser.newContext()` then `context.newPage()` (axe refuses pages made by `browser.newPage()`).
 */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * Fails the test when the page has any serious or critical accessibility violation, in light mode
 * and in dark mode (prefers-color-scheme: every colour comes from the same tokens, and contrast is
 * checked in both). The page is left in light mode.
 */
export async function checkAccessibility(page: Page, label: string): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    const violations = await accessibilityViolations(page);
    assert.deepEqual(violations, [], `${label}, ${colorScheme}: ${JSON.stringify(violations, null, 2)}`);
  }
}

/** Console errors and uncaught exceptions of `page` from now on, among them any CSP violation. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
