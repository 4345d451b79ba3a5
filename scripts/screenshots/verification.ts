// Screenshots of signer verification (issue 24 item 2) at 1280 px and 390 px: the code form for an
// access code (in English and German) and for an e-mailed code, and the application's send form with
// an access code refused at its field. Starts a test app on the embedded database, drives Debian's
// Chromium.
import path from 'node:path';
import { SERVICES, SERVICES_VALUES } from '../../test/app-support.ts';
import { DESKTOP, launchChromium, PHONE } from '../../test/browser.ts';
import { signedInContext } from '../../test/builder-support.ts';
import { createTenant, startTestApp } from '../../test/helpers.ts';
import { publishedTemplate, send } from '../../test/requests-fixtures.ts';

export default async function capture(outDir: string): Promise<string[]> {
  const t = await startTestApp({ LOG_LEVEL: 'silent' });
  const browser = await launchChromium();
  const files: string[] = [];
  try {
    const tenant = await createTenant(t, 'professional');
    const templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
    const sent = await send(t.url, tenant.apiKey, {
      templateId,
      submitters: [
        {
          role: 'Client',
          name: 'Zoë Ångström',
          email: 'zoe@northwind.test',
          verification: { method: 'access_code', code: 'Otter-4490' },
        },
        {
          role: 'Provider',
          name: 'Priya Patel',
          email: 'priya@acme.test',
          verification: { method: 'email_code' },
        },
      ],
      values: SERVICES_VALUES,
      sendEmail: false,
    });
    const tokens = sent.body.submitters.map((s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1]);
    for (const viewport of [DESKTOP, PHONE]) {
      const suffix = viewport === PHONE ? '-390' : '';
      const shootAt = async (page: import('playwright-core').Page, name: string) => {
        const file = path.join(outDir, `${name}${suffix}.png`);
        await page.screenshot({ path: file, fullPage: true });
        files.push(file);
      };
      const signer = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
      const page = await signer.newPage();
      for (const [name, where] of [
        ['sign-code-access', `/sign/${tokens[0]}`],
        ['sign-code-access-de', `/sign/${tokens[0]}?lang=de`],
        ['sign-code-email', `/sign/${tokens[1]}`],
      ]) {
        await page.goto(`${t.url}${where}`);
        await page.waitForSelector('#verify-form:not([hidden])');
        await shootAt(page, name);
      }
      await signer.close();

      const context = await signedInContext(browser, t, 'owner@acme.test', viewport);
      const app = await context.newPage();
      await app.goto(`${t.url}/app/send/${templateId}`);
      await app.fill('#submitter-0-name', 'Zoë Ångström');
      await app.fill('#submitter-0-email', 'zoe@northwind.test');
      await app.fill('#submitter-1-name', 'Priya Patel');
      await app.fill('#submitter-1-email', 'priya@acme.test');
      await app.check('#submitter-0-verification-access_code');
      await app.fill('#submitter-0-access-code', 'ab');
      await app.check('#submitter-1-verification-email_code');
      await app.click('button.primary[type=submit]');
      await app.waitForSelector('#submitter-0-access-code-error');
      await shootAt(app, 'app-send-verification-refused');
      await context.close();
    }
  } finally {
    await browser.close();
    await t.close();
  }
  return files;
}
