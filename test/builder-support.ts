// Shared by the builder's browser tests and the screenshot script: a two-page PDF (a letter page
// whose crop box is not its media box, then an A4 page turned by /Rotate 90) and a tenant's two boxes
// on it, a browser context
// signed in as a member, pointer gestures in page coordinates, and the words of a PDF with their
// boxes as poppler's pdftotext -bbox reads them.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { AppClient, signIn } from './app-support.ts';
import type { TestApp } from './helpers.ts';
import { run } from './signing-support.ts';

export async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([612, 792]);
  first.setCropBox(18, 18, 576, 756);
  first.drawText('Lease, page one', { x: 72, y: 700, size: 16, font });
  const second = doc.addPage([595.28, 841.89]);
  second.setRotation(degrees(90));
  second.drawText('Lease, signatures (turned page)', { x: 72, y: 500, size: 14, font });
  return doc.save();
}

/** A tenant's name on the first page of a lease (`twoPagePdf`'s or the pages bench's). */
export const TENANT_NAME_FIELD = {
  name: 'tenantName',
  label: 'Your full name',
  type: 'text',
  role: 'Tenant',
  page: 1,
  x: 72,
  y: 200,
  width: 220,
  height: 24,
};

/** A tenant's signature on the lease's second page (the turned one in `twoPagePdf`). */
export const TENANT_SIGNATURE_FIELD = {
  name: 'tenantSig',
  label: 'Signature',
  type: 'signature',
  role: 'Tenant',
  page: 2,
  x: 300,
  y: 300,
  width: 220,
  height: 60,
};

/** A browser context whose cookies are those of a member signed in through the e-mailed link. */
export async function signedInContext(
  browser: Browser,
  t: TestApp,
  email: string,
  viewport: { width: number; height: number },
  locale = 'en-US',
): Promise<BrowserContext> {
  const client = new AppClient(t.url);
  await signIn(t, client, email);
  const context = await browser.newContext({ viewport, locale, hasTouch: true });
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({
      name,
      value,
      url: t.url,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
  return context;
}

/** A mouse drag from one point to another of the window, in small steps as a hand moves. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

export async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Where twoPagePdf's crop boxes start, seen from the media box's top-left corner. */
export const CROP_OFFSETS: Record<number, { x: number; y: number }> = { 1: { x: 18, y: 18 } };

/**
 * Every word of a PDF with its box in points from the displayed page's top-left (pdftotext -bbox).
 * pdftotext measures from the media box's top-left corner, so a page with a crop box has its words
 * moved by the crop box's offset (`offsets`, by page) into CONTRACT §4 coordinates.
 */
export async function wordsOf(
  pdf: Uint8Array,
  dir: string,
  offsets: Record<number, { x: number; y: number }> = {},
): Promise<Word[]> {
  const file = path.join(dir, `bbox-${Date.now()}.pdf`);
  await writeFile(file, pdf);
  const { output } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']);
  const words: Word[] = [];
  let page = 0;
  for (const line of output.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(
      line,
    );
    const { x, y } = offsets[page] ?? { x: 0, y: 0 };
    if (m)
      words.push({ page, text: m[5], xMin: +m[1] - x, yMin: +m[2] - y, xMax: +m[3] - x, yMax: +m[4] - y });
  }
  return words;
}

export function inside(
  word: Word,
  box: { page: number; x: number; y: number; width: number; height: number },
  slack = 1,
) {
  return (
    word.page === box.page &&
    word.xMin >= box.x - slack &&
    word.yMin >= box.y - slack &&
    word.xMax <= box.x + box.width + slack &&
    word.yMax <= box.y + box.height + slack
  );
}
