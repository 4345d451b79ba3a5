// The application in four languages (issue 22): a browser that asks for German gets German before
// and after signing in; the language menu keeps a member's choice (Post/Redirect/Get back to the
// page), which then wins over the browser and writes their e-mails; every page, in every
// language, shows text and never a catalogue key.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { catalogue, type MessageKey } from '../src/i18n/catalogue.ts';
import { LANGUAGES } from '../src/i18n/locales.ts';
import { signInMailSettled } from '../src/members/sign-in-mail.ts';
import { AppClient, memberLinkFor, SERVICES, SERVICES_VALUES, seedSigners, signIn } from './app-support.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, send } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let requestId: string;

before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t, 'team_premium');
  templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
  const sent = await send(t.url, tenant.apiKey, {
    templateId,
    submitters: seedSigners('Lang'),
    values: SERVICES_VALUES,
    sendEmail: false,
  });
  requestId = sent.body.id;
});
after(async () => {
  await t?.close();
});

/** What a reader sees of a page: its text and the attributes read aloud or shown. */
function readable(page: string): string {
  const attributes = [...page.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return `${text} ${attributes.join(' ')}`;
}

const KEYS = Object.keys(catalogue('en')) as MessageKey[];

/** The catalogue keys a page shows as if they were text. */
function rawKeys(page: string): string[] {
  const seen = readable(page);
  return KEYS.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(seen));
}

describe('the language of the application', () => {
  test('a browser asking for German gets the sign-in page and, once signed in, the application in German', async () => {
    const browser = new AppClient(t.url, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    const signInPage = await browser.get('/app/sign-in');
    assert.match(signInPage.text, /<html lang="de"/);
    assert.match(signInPage.text, /Zum Inhalt springen/);
    await signIn(t, browser, 'owner@acme.test');
    const list = await browser.get('/app/requests');
    assert.match(list.text, /<html lang="de"/);
    assert.match(list.text, /aria-label="Hauptnavigation"/);
    assert.match(list.text, />Anfragen</);
    assert.deepEqual(rawKeys(list.text), []);
  });

  test('the language menu keeps the choice: 303 back to the page, then German over the browser, and e-mails in German', async () => {
    const member = new AppClient(t.url, { 'accept-language': 'en' });
    await signIn(t, member, 'owner@acme.test');
    const before = await member.get(`/app/requests/${requestId}`);
    assert.match(before.text, /<html lang="en"/);
    assert.match(before.text, /<form[^>]+action="\/app\/language"/, 'the menu is on the page');

    const chosen = await member.post('/app/language', { language: 'de', back: `/app/requests/${requestId}` });
    assert.equal(chosen.status, 303, 'Post/Redirect/Get');
    assert.equal(chosen.location, `/app/requests/${requestId}`);
    const after = await member.get(chosen.location ?? '');
    assert.match(after.text, /<html lang="de"/, 'the member’s choice wins over Accept-Language: en');
    assert.equal((await member.get(chosen.location ?? '')).status, 200, 'a reload is a plain GET');
    const { rows } = await t.services.db.query<{ locale: string }>(
      `SELECT locale FROM members WHERE workspace_id = $1 AND email = 'owner@acme.test'`,
      [tenant.workspaceId],
    );
    assert.equal(rows[0].locale, 'de');

    // A fresh browser (no cookie, English): the sign-in e-mail is written in the member's language.
    const elsewhere = new AppClient(t.url, { 'accept-language': 'en' });
    await elsewhere.get('/app/sign-in');
    await elsewhere.post('/app/sign-in', { email: 'owner@acme.test' });
    await signInMailSettled(t.services.db);
    const mail = await t.services.db.query<{ params: { locale?: string } }>(
      `SELECT params FROM outbox_messages WHERE kind = 'member_sign_in' ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    assert.equal(mail.rows[0].params.locale, 'de');
    assert.ok(await memberLinkFor(t, 'owner@acme.test'));

    const unknown = await member.post('/app/language', { language: 'xx', back: '/app/requests' });
    assert.equal(unknown.status, 303);
    assert.match(
      (await member.get('/app/requests')).text,
      /<html lang="de"/,
      'an unknown language changes nothing',
    );
    const offsite = await member.post('/app/language', { language: 'fr', back: 'https://evil.test/' });
    assert.equal(offsite.status, 303);
    assert.ok(!offsite.location?.includes('evil.test'), 'back only ever points into the application');
    await member.post('/app/language', { language: 'en', back: '/app/requests' });
  });

  test('every page, in every language, is in that language and shows no catalogue key', async () => {
    const pages = [
      '/app/requests',
      `/app/requests/${requestId}`,
      '/app/send',
      `/app/send/${templateId}`,
      '/app/templates',
      '/app/templates/new',
      `/app/templates/${templateId}/archive`,
      '/app/notifications',
      '/app/keys',
      '/app/members',
      '/app/passkeys',
      '/app/sessions',
      '/app/settings',
    ];
    for (const language of LANGUAGES) {
      const member = new AppClient(t.url);
      await signIn(t, member, 'owner@acme.test');
      await member.post('/app/language', { language, back: '/app/requests' });
      for (const path of pages) {
        const page = await member.get(path);
        assert.equal(page.status, 200, `${language} ${path}`);
        assert.match(page.text, new RegExp(`<html lang="${language}"`), `${language} ${path}`);
        assert.deepEqual(rawKeys(page.text), [], `${language} ${path}: no key shown as text`);
        if (language !== 'en') {
          // An English sentence left in a translated page: words no other language's sentence uses
          // (the fixtures' names avoid them).
          // Word edges by letters of any script: "hasłem" is Polish, not "has".
          const english = readable(page.text).match(
            /(?<![\p{L}\p{N}])(the|your|you|this|with|has|have|been)(?![\p{L}\p{N}])/giu,
          );
          assert.equal(english, null, `${language} ${path}: English words ${english?.join(', ')}`);
        }
      }
      await member.post('/app/language', { language: 'en', back: '/app/requests' });
    }
  });
});
