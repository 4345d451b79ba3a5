// Screenshots of the people copied on a request and the sender's completion e-mail setting (issue 24
// items 1 and 4) at 1280 px and 390 px: the send form's CC field refused at the field, a request page
// listing its copies, and the notifications page with the completion e-mail setting. Starts a test
// app on the embedded database, drives Debian's Chromium.
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
        { role: 'Client', name: 'Zoë Ångström', email: 'zoe@northwind.test' },
        { role: 'Provider', name: 'Priya Patel', email: 'priya@acme.test' },
      ],
      values: SERVICES_VALUES,
      cc: [{ email: 'legal@northwind.test', name: 'Northwind Legal' }, { email: 'archive@acme.test' }],
    });
    for (const viewport of [DESKTOP, PHONE]) {
      const suffix = viewport === PHONE ? '-390' : '';
      const context = await signedInContext(browser, t, 'owner@acme.test', viewport);
      const page = await context.newPage();
      const shoot = async (name: string, where?: string) => {
        if (where) await page.goto(`${t.url}${where}`);
        const file = path.join(outDir, `${name}${suffix}.png`);
        await page.screenshot({ path: file, fullPage: true });
        files.push(file);
      };
      await page.goto(`${t.url}/app/send/${templateId}`);
      await page.fill('#submitter-0-name', 'Zoë Ångström');
      await page.fill('#submitter-0-email', 'zoe@northwind.test');
      await page.fill('#submitter-1-name', 'Priya Patel');
      await page.fill('#submitter-1-email', 'priya@acme.test');
      await page.fill('#cc', 'legal@northwind, Northwind Legal\nPRIYA@acme.test\narchive@acme.test');
      await page.click('button.primary[type=submit]');
      await page.waitForSelector('#cc-error');
      await shoot('app-send-cc-refused');
      await shoot('app-request-cc', `/app/requests/${sent.body.id}`);
      await shoot('app-notifications-completion-mail', '/app/notifications');
      await context.close();
    }
  } finally {
    await browser.close();
    await t.close();
  }
  return files;
}
