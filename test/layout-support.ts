// What the layout tests of issue 31 item 12 share (browser-app-layout*.test.ts): where their
// screenshots go, a box as getBoundingClientRect gives it, and the targets smaller than a finger.
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Screenshots for a person to look at: SCREENSHOTS_DIR, or the system's temporary directory. */
export const SHOTS = path.join(process.env.SCREENSHOTS_DIR ?? os.tmpdir(), 'countersign-layout-shots');
export const shotsReady = () => mkdir(SHOTS, { recursive: true });

export type Rect = {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
};

export const rectOf = (page: Page, selector: string): Promise<Rect> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON());

/** A full-page screenshot named by the window's width. */
export async function shoot(page: Page, name: string, size: { width: number }) {
  await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
}

/** The visible targets (links, buttons, selects) inside `selector` smaller than 44 px either way. */
export const smallTargets = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a, button, select, input, [role="button"]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ what: el.outerHTML.slice(0, 80), ...el.getBoundingClientRect().toJSON() }))
      .filter((r) => r.height < 44 || r.width < 44)
      .map((r) => `${r.what}: ${Math.round(r.width)}×${Math.round(r.height)}`),
  );

export const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
