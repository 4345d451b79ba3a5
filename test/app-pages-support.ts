// What the two axe passes over the application's pages share (browser-app-pages*.test.ts): a test
// app with a workspace whose requests are in several states, a Chromium signed in as its owner, and
// `check`, which opens a page and runs axe at a phone's width and a desk's, light and dark.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AppClient, SERVICES, SERVICES_VALUES, seedSigners, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE } from './browser.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, send, sign } from './requests-fixtures.ts';

export const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';

export interface PagesRun {
  t: TestApp;
  tenant: Tenant;
  browser: Browser;
  /** Script errors and CSP violations seen on any page so far. */
  errors: string[];
  templateId: string;
  /** A request half signed and reminded, and one completed. */
  open: { id: string };
  done: { id: string };
  memberId: string;
  close(): Promise<void>;
}

export async function startPagesRun(): Promise<PagesRun> {
  const t = await startTestApp();
  const tenant = await createTenant(t, 'professional');
  const browser = await launchChromium();
  const templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
  const sendOne = async (tag: string) =>
    (await send(t.url, tenant.apiKey, { templateId, submitters: seedSigners(tag), values: SERVICES_VALUES }))
      .body;
  const open = await sendOne('Open');
  await sign(t.url, open.submitters[0].signingUrl);
  await request(t.url, 'POST', `/api/v1/esign/submissions/${open.id}/remind`, { token: tenant.apiKey });
  const done = await sendOne('Done');
  await sign(t.url, done.submitters[0].signingUrl);
  await sign(t.url, done.submitters[1].signingUrl);
  const member = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
    email: 'mo@acme.test',
    name: 'Mo Member',
  });
  return {
    t,
    tenant,
    browser,
    errors: [],
    templateId,
    open,
    done,
    memberId: member.body.id,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

export function watch(run: PagesRun, page: Page) {
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      run.errors.push(message.text());
  });
  page.on('pageerror', (error) => run.errors.push(error.message));
}

/** A browser context holding the session of a member signed in with `client`, at this width. */
export async function signedInContext(
  browser: Browser,
  client: AppClient,
  viewport: typeof PHONE = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({
      name,
      value,
      url: client.base,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
  return context;
}

/** A page of a browser signed in as the workspace's owner (by an e-mailed link, over HTTP). */
export async function ownerPage(run: PagesRun): Promise<{ context: BrowserContext; page: Page }> {
  const client = new AppClient(run.t.url);
  await signIn(run.t, client, 'owner@acme.test');
  const context = await signedInContext(run.browser, client);
  const page = await context.newPage();
  watch(run, page);
  return { context, page };
}

/** Opens `path` (or runs `open`) and checks the page at a phone's width and at a desk's, light and dark. */
export async function check(
  run: PagesRun,
  page: Page,
  label: string,
  path: string | null,
  open?: () => Promise<unknown>,
) {
  if (path) await page.goto(`${run.t.url}${path}`);
  await open?.();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await checkAccessibility(page, `${label} at ${size.width} px`);
  }
}
