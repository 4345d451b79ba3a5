// Screenshots of the workspace application (issue 9) at 1280 px: the requests list with requests in
// several states, a request page with its timeline, the send form, the notifications inbox after a
// request was completed, the workspace settings (retention, export) and the confirmation before a
// request is deleted permanently; the list, a request and the send form again at 390 px (light and
// dark), in dark mode at 1280 px, and in German. Starts a test app on the embedded database, drives
// Debian's Chromium.
import path from 'node:path';
import { SERVICES, SERVICES_VALUES } from '../../test/app-support.ts';
import { DESKTOP, launchChromium, PHONE } from '../../test/browser.ts';
import { signedInContext } from '../../test/builder-support.ts';
import { createTenant, request, startTestApp } from '../../test/helpers.ts';
import { publishedTemplate, send, sign } from '../../test/requests-fixtures.ts';

export default async function capture(outDir: string): Promise<string[]> {
  const t = await startTestApp({ LOG_LEVEL: 'silent' });
  const browser = await launchChromium();
  const files: string[] = [];
  try {
    const tenant = await createTenant(t, 'professional');
    const templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
    const sendOne = async (client: string, email: string) =>
      (
        await send(t.url, tenant.apiKey, {
          templateId,
          submitters: [
            { role: 'Client', name: client, email },
            { role: 'Provider', name: 'Priya Patel', email: 'priya@acme.test' },
          ],
          values: SERVICES_VALUES,
        })
      ).body;
    const completed = await sendOne('Zoë Ångström', 'zoe@northwind.test');
    await sign(t.url, completed.submitters[0].signingUrl);
    await sign(t.url, completed.submitters[1].signingUrl);
    const halfway = await sendOne('Łukasz Żółć', 'lukasz@contoso.test');
    await sign(t.url, halfway.submitters[0].signingUrl);
    await request(t.url, 'POST', `/api/v1/esign/submissions/${halfway.id}/remind`, { token: tenant.apiKey });
    const voided = await sendOne('Nguyễn Văn An', 'an@fabrikam.test');
    await request(t.url, 'POST', `/api/v1/esign/submissions/${voided.id}/void`, {
      token: tenant.apiKey,
      body: { reason: 'Sent to the wrong address' },
    });
    await sendOne('Ђорђе Петровић', 'djordje@tailspin.test');

    // The owner signs in by an e-mailed link over HTTP; the browser carries that session.
    const context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
    const page = await context.newPage();
    const shoot = async (name: string, where: string) => {
      await page.goto(`${t.url}${where}`);
      const file = path.join(outDir, name);
      await page.screenshot({ path: file, fullPage: true });
      files.push(file);
    };
    await shoot('app-requests.png', '/app/requests');
    await shoot('app-request.png', `/app/requests/${halfway.id}`);
    await shoot('app-send.png', `/app/send/${templateId}`);
    await shoot('app-notifications.png', '/app/notifications');
    await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: 365 });
    await shoot('app-settings.png', '/app/settings');
    await shoot('app-erase.png', `/app/requests/${completed.id}/erase`);

    // The same pages at a phone's width, in dark mode, and in German (issue 22).
    const variants = [
      { suffix: '390', viewport: PHONE, colorScheme: 'light' as const },
      { suffix: '390-dark', viewport: PHONE, colorScheme: 'dark' as const },
      { suffix: 'dark', viewport: DESKTOP, colorScheme: 'dark' as const },
      { suffix: 'de', viewport: DESKTOP, colorScheme: 'light' as const, language: 'de' },
    ];
    for (const variant of variants) {
      await page.setViewportSize(variant.viewport);
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await context.addCookies([{ name: 'cs_lang', value: variant.language ?? 'en', url: t.url }]);
      await shoot(`app-requests-${variant.suffix}.png`, '/app/requests');
      await shoot(`app-request-${variant.suffix}.png`, `/app/requests/${halfway.id}`);
      await shoot(`app-send-${variant.suffix}.png`, `/app/send/${templateId}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await t.close();
  }
  return files;
}
