// Issue 46's acceptance in a real browser (Debian's Chromium, 390 px, axe-core): a lease written in
// Arabic, Hebrew, Japanese, Simplified Chinese, Korean, Greek, Ukrainian, Turkish or German is read
// and signed in that language; then the executed PDF says the lease's words and the signer's name in
// reading order (pdftotext), in embedded font subsets (pdffonts), with no missing glyph drawn
// (COUNTERSIGN_STRICT_GLYPHS=1 fails the render instead).
// Each page carries the language and its direction; a right-to-left page lays out from the right
// (the brand at the right end of the bar, the headings right-aligned) while the signer's e-mail
// address still reads left to right; nothing is wider than the phone; the words are the catalogue's
// (the English ones are nowhere); the signer's name in their own script is typed as the signature;
// the thank-you page follows in the same language. The application's list page in Arabic is looked
// at too. No page raises a script error. Screenshots go to .test-output/languages/.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { catalogue, translator } from '../src/i18n/catalogue.ts';
import { type Language, textDirection } from '../src/i18n/locales.ts';
import { signedInContext } from './app-pages-support.ts';
import { AppClient, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, ROOT, request } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import {
  complete,
  downloadExecuted,
  run,
  type SigningApp,
  startSigningApp,
  typed,
} from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const WAIT_MS = 20_000;
const SHOTS = path.join(ROOT, '.test-output', 'languages');

const LEASE = {
  name: 'Lease',
  kind: 'flow',
  roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
  body: '# Lease\n\nThe tenant rents the flat from the landlord.',
  variables: [],
};

/** Each language, a signer who writes their name in its script, and a lease written in it. */
const SIGNERS: Array<[Language, string, { title: string; text: string }]> = [
  ['ar', 'ليلى حداد', { title: 'عقد إيجار', text: 'يستأجر المستأجر الشقة من المالك لمدة سنة.' }],
  ['he', 'נועה כהן', { title: 'חוזה שכירות', text: 'השוכר שוכר את הדירה מהמשכיר לשנה אחת.' }],
  ['ja', '山田 花子', { title: '賃貸借契約', text: '借主は貸主から部屋を一年間借ります。' }],
  ['zh-Hans', '王小明', { title: '租赁合同', text: '承租人向出租人租赁该公寓，期限一年。' }],
  ['ko', '김민지', { title: '임대차 계약', text: '임차인은 임대인으로부터 아파트를 일 년 동안 임차합니다.' }],
  [
    'el',
    'Ελένη Παπαδοπούλου',
    { title: 'Μισθωτήριο', text: 'Ο μισθωτής μισθώνει το διαμέρισμα για ένα έτος.' },
  ],
  [
    'uk',
    'Олена Шевченко',
    { title: 'Договір оренди', text: 'Орендар орендує квартиру в орендодавця на один рік.' },
  ],
  [
    'tr',
    'Ayşe Yılmaz',
    { title: 'Kira sözleşmesi', text: 'Kiracı daireyi ev sahibinden bir yıllığına kiralar.' },
  ],
  [
    'de',
    'Jürgen Weiß',
    { title: 'Mietvertrag', text: 'Der Mieter mietet die Wohnung für ein Jahr vom Vermieter.' },
  ],
];

/**
 * The words' letters in order: without the bidi marks pdftotext puts around each run, spaces, and
 * punctuation (pdftotext lists a right-to-left line's final full stop, drawn at its left end, first).
 */
const letters = (text: string) => text.replace(/[\u202a-\u202e\s\p{P}]/gu, '');

let app: SigningApp;
let browser: Browser;

before(async () => {
  if (skip) return;
  // A character no face has fails the render (never a missing-glyph box); the pool's threads,
  // started with the service, inherit it.
  process.env.COUNTERSIGN_STRICT_GLYPHS = '1';
  app = await startSigningApp({ template: LEASE });
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await app?.close();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return page;
}

/**
 * What on the page reaches past the window's edges (a phone would scroll sideways): nothing, or
 * the elements that do, named by tag, class and the start of their text.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return '';
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        if (e.matches('.skip')) return false; // the skip link waits off-screen until focused
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5);
      })
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} "${(e.textContent ?? '').trim().slice(0, 40)}"`)
      .slice(-5)
      .join('; ');
  });

describe('signing in the signer’s language, at 390 px', { skip }, () => {
  for (const [language, name, lease] of SIGNERS) {
    test(`${language}: a lease in ${language}, signed in ${language} in its direction, executed in its words`, async () => {
      const words = catalogue(language);
      const english = catalogue('en');
      const email = `signer-${language.toLowerCase()}@example.test`;
      const templateId = await publishedTemplate(app.t.url, app.tenant.apiKey, {
        ...LEASE,
        name: lease.title,
        body: `# ${lease.title}\n\n${lease.text}`,
      });
      const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
        token: app.tenant.apiKey,
        body: {
          templateId,
          sendEmail: false,
          submitters: [
            { role: 'Tenant', name, email, locale: language },
            { role: 'Landlord', name: 'Lars Landlord', email: 'lars@example.test' },
          ],
        },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      const page = await phonePage();
      const errors = watchForErrors(page);
      await page.goto(`${app.t.url}${new URL(sent.body.submitters[0].signingUrl).pathname}`);
      await page.locator('#sign-form:not([hidden])').waitFor();

      const direction = textDirection(language);
      assert.equal(await page.getAttribute('html', 'lang'), language);
      assert.equal(await page.getAttribute('html', 'dir'), direction);
      assert.equal(await overflow(page), '', 'nothing wider than the phone');
      const text = await page.locator('body').innerText();
      for (const key of ['sign.heading', 'sign.typedLabel', 'sign.documentHeading'] as const) {
        assert.ok(text.includes(words[key]), `${language} says ${key}: "${words[key]}"`);
        assert.ok(!text.includes(english[key]), `${language} does not say "${english[key]}"`);
      }
      assert.ok(text.includes(email), 'the address is shown as it is written');
      if (direction === 'rtl') {
        const bar = await page.locator('.bar').boundingBox();
        const brand = await page.locator('.bar .brand').boundingBox();
        assert.ok(
          bar && brand && brand.x + brand.width > bar.x + bar.width / 2,
          'the brand sits at the right',
        );
        assert.equal(
          await page.locator('main h1').evaluate((h) => getComputedStyle(h).direction),
          'rtl',
          'headings run right to left',
        );
      }
      await checkAccessibility(page, `signing page, ${language}, 390`);
      await page.screenshot({ path: path.join(SHOTS, `sign-${language}-390.png`), fullPage: true });

      await page.getByLabel(words['sign.typedLabel']).fill(name);
      await page.locator('#consent').check();
      await page.locator('#sign-button').click();
      await page.getByRole('heading', { name: translator(language).t('signed.title') }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), language);
      assert.equal(await overflow(page), '');
      await checkAccessibility(page, `signed page, ${language}, 390`);
      await page.screenshot({ path: path.join(SHOTS, `signed-${language}-390.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await page.context().close();

      // The landlord signs too; the executed file says the lease's words in reading order, in
      // embedded subsets of the faces that have them.
      const landlord = new URL(sent.body.submitters[1].signingUrl).pathname.split('/sign/')[1];
      const second = await complete(app.t.url, landlord, {
        consent: true,
        signature: typed('Lars Landlord'),
      });
      assert.equal(second.status, 200, JSON.stringify(second.body));
      const file = path.join(SHOTS, `executed-${language}.pdf`);
      await writeFile(file, (await downloadExecuted(app, sent.body.id)).body);
      const executed = letters((await run('pdftotext', ['-enc', 'UTF-8', '-l', '1', file, '-'])).output);
      for (const source of [lease.title, lease.text, name]) {
        assert.ok(executed.includes(letters(source)), `${language}: the PDF reads "${source}"`);
      }
      const fonts = (await run('pdffonts', [file])).output.split('\n').slice(2).filter(Boolean);
      assert.ok(fonts.length > 0);
      for (const line of fonts) {
        assert.match(
          line,
          /^[A-Z]{6}\+\S+\s.*\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/,
          `${language}: an embedded subset: ${line}`,
        );
      }
    });
  }
});

describe('at 1280 px', { skip }, () => {
  for (const language of ['ar', 'ja'] as const) {
    test(`${language}: the signing page and the application pass axe, nothing wider than the window`, async () => {
      const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
        token: app.tenant.apiKey,
        body: {
          templateId: app.templateId,
          sendEmail: false,
          submitters: [
            { role: 'Tenant', name: 'Noor', email: 'noor@example.test', locale: language },
            { role: 'Landlord', name: 'Lars Landlord', email: 'lars@example.test' },
          ],
        },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      const errors = watchForErrors(page);
      await page.goto(`${app.t.url}${new URL(sent.body.submitters[0].signingUrl).pathname}`);
      await page.locator('#sign-form:not([hidden])').waitFor();
      assert.equal(await page.getAttribute('html', 'dir'), textDirection(language));
      assert.equal(await overflow(page), '');
      await checkAccessibility(page, `signing page, ${language}, 1280`);
      await page.screenshot({ path: path.join(SHOTS, `sign-${language}-1280.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('the application and /verify right to left, at 390 and 1280 px', { skip }, () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    test(`a member who reads Arabic, at ${label} px: the list and the settings lay out from the right and pass axe`, async () => {
      const owner = new AppClient(app.t.url);
      await signIn(app.t, owner, 'owner@acme.test');
      const chosen = await owner.post('/app/language', { language: 'ar', back: '/app/requests' });
      assert.equal(chosen.status, 303);
      const context = await signedInContext(browser, owner, viewport);
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      const errors = watchForErrors(page);
      const ar = catalogue('ar');
      for (const [where, heading] of [
        ['/app/requests', ar['requests.title']],
        ['/app/settings', ar['settings.title']],
      ]) {
        await page.goto(`${app.t.url}${where}`);
        assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.equal(await overflow(page), '', `${where}: nothing wider than the window`);
        await checkAccessibility(page, `${where}, ar, ${label}`);
        const name = where.slice(5);
        await page.screenshot({ path: path.join(SHOTS, `app-${name}-ar-${label}.png`), fullPage: true });
      }
      await page
        .locator('section[aria-labelledby="language-heading"]')
        .screenshot({ path: path.join(SHOTS, `app-settings-language-ar-${label}.png`) });
      // The signers' language is one of the settings: the owner's select names each language in itself.
      assert.equal(await page.locator('#default-language option[value="ja"]').textContent(), '日本語');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('/verify in Hebrew at 390 px passes axe; its language menu keeps the page', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    const errors = watchForErrors(page);
    await page.goto(`${app.t.url}/verify?lang=he`);
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    assert.equal(await overflow(page), '');
    await checkAccessibility(page, '/verify, he, 390');
    await page.screenshot({ path: path.join(SHOTS, 'verify-he-390.png'), fullPage: true });
    await page.locator('#language-menu').selectOption('el');
    await page.locator('.language-menu button').click();
    await page.waitForURL(/\/verify\?lang=el$/);
    assert.equal(await page.getAttribute('html', 'lang'), 'el');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
