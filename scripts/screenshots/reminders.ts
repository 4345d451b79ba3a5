// Screenshots of automatic reminders (issue 24 item 3) at 1280 px and 390 px: the settings page with
// the workspace's default schedule (and a refused number at its field), and a request's page with the
// next automatic reminder. Starts a test app on the embedded database, drives Debian's Chromium.
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
      reminders: { everyDays: 3, max: 2 },
    });
    const context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
    const page = await context.newPage();
    const shoot = async (name: string, where?: string) => {
      if (where) await page.goto(`${t.url}${where}`);
      const file = path.join(outDir, name);
      await page.screenshot({ path: file, fullPage: true });
      files.push(file);
    };
    for (const [suffix, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await shoot(`reminders-request-${suffix}.png`, `/app/requests/${sent.body.id}`);
      await page.goto(`${t.url}/app/settings`);
      await page.check('#reminders-on');
      await page.fill('#remind-every-days', '45');
      await page.click('form[action="/app/settings/reminders"] button[type="submit"]');
      await page.waitForLoadState();
      await shoot(`reminders-settings-refused-${suffix}.png`);
      await page.fill('#remind-every-days', '3');
      await page.click('form[action="/app/settings/reminders"] button[type="submit"]');
      await page.waitForURL(/notice=saved/);
      await shoot(`reminders-settings-${suffix}.png`);
    }
    await context.close();
  } finally {
    await browser.close();
    await t.close();
  }
  return files;
}
