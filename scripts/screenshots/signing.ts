// Screenshots of the signer's experience (issue 12): the signing page at a desk (1280 px) and on a
// phone (390 px), the last signer's page once everyone has signed, and the first page of the
// executed document's audit certificate, rendered by pdftoppm. Starts a test app on the embedded
// database, drives Debian's Chromium, writes PNGs.
import { execFile } from 'node:child_process';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DESKTOP, launchChromium, PHONE } from '../../test/browser.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  sendForSignature,
  startSigningApp,
} from '../../test/signing-support.ts';

const exec = promisify(execFile);

export default async function capture(outDir: string): Promise<string[]> {
  const app = await startSigningApp({ env: { LOG_LEVEL: 'silent' } });
  const browser = await launchChromium();
  const files: string[] = [];
  const work = await mkdtemp(path.join(os.tmpdir(), 'cs-shots-'));
  try {
    const sent = await sendForSignature(app, { message: 'Please sign before Friday. Thank you!' });
    const link = (token: string) => `${app.t.url}/sign/${token}`;
    const shoot = async (name: string, url: string, viewport: { width: number; height: number }) => {
      const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
      const page = await context.newPage();
      await page.goto(url);
      const file = path.join(outDir, name);
      await page.screenshot({ path: file, fullPage: true });
      await context.close();
      files.push(file);
    };
    await shoot('signing-desktop.png', link(sent.tokens[0]), DESKTOP);
    await shoot('signing-phone.png', link(sent.tokens[0]), PHONE);

    await clientSigns(app.t.url, sent.tokens[0]);
    await consultantSigns(app.t.url, sent.tokens[1]);
    await shoot('signing-last-signer.png', link(sent.tokens[1]), DESKTOP);

    // The certificate's first page: the first page of the executed PDF whose text opens with its title.
    const pdf = path.join(work, 'executed.pdf');
    await writeFile(pdf, (await downloadExecuted(app, sent.id)).body);
    const pages = Number(/Pages:\s+(\d+)/.exec((await exec('pdfinfo', [pdf])).stdout)?.[1]);
    for (let n = 1; n <= pages; n++) {
      const { stdout } = await exec('pdftotext', ['-f', `${n}`, '-l', `${n}`, pdf, '-']);
      if (!stdout.includes('Audit certificate')) continue;
      const prefix = path.join(work, 'certificate');
      await exec('pdftoppm', ['-png', '-r', '80', '-f', `${n}`, '-l', `${n}`, '-singlefile', pdf, prefix]);
      const file = path.join(outDir, 'certificate-page.png');
      await rename(`${prefix}.png`, file);
      files.push(file);
      break;
    }
  } finally {
    await browser.close();
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
  return files;
}
