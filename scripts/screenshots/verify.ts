// Screenshots of public verification (issue 13) at 1280 px: the /verify page with its drop zone, and
// the verdict on an executed document uploaded through the page's plain form. Starts a test app on
// the embedded database, drives Debian's Chromium, writes PNGs.
import path from 'node:path';
import { DESKTOP, launchChromium } from '../../test/browser.ts';
import { executeRequest } from '../../test/evidence-support.ts';
import { startSigningApp } from '../../test/signing-support.ts';

export default async function capture(outDir: string): Promise<string[]> {
  const app = await startSigningApp({ env: { LOG_LEVEL: 'silent' } });
  const browser = await launchChromium();
  const files: string[] = [];
  try {
    const { pdf } = await executeRequest(app);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${app.t.url}/verify`);
    await page.waitForSelector('[data-dropzone].enhanced');
    const upload = path.join(outDir, 'verify-page.png');
    await page.screenshot({ path: upload, fullPage: true });
    files.push(upload);

    await page.setInputFiles('input[name="file"]', {
      name: 'consulting-agreement.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.locator('[data-verdict]').waitFor();
    const verdict = path.join(outDir, 'verify-verdict.png');
    await page.screenshot({ path: verdict, fullPage: true });
    files.push(verdict);
    await context.close();
  } finally {
    await browser.close();
    await app.close();
  }
  return files;
}
