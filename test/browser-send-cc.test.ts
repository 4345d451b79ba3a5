// The CC field of the application's send form in Chromium (issue 24 item 1): a copied address that
// is also a signer's is pointed out at the field with everything else kept; corrected, the request
// is sent and its page lists the people copied; both pages pass axe at a phone's width and a desk's,
// light and dark. Browser-only: the PostgreSQL pass runs it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { check, ownerPage, type PagesRun, skip, startPagesRun } from './app-pages-support.ts';
import { request } from './helpers.ts';

let run: PagesRun;

before(async () => {
  if (skip) return;
  run = await startPagesRun();
});
after(async () => {
  await run?.close();
});

test('the CC field: a signer copied is refused at the field, then the request lists who is copied', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  await page.goto(`${run.t.url}/app/send/${run.templateId}`);
  const client = page.getByRole('group', { name: '1. Client' });
  const provider = page.getByRole('group', { name: '2. Provider' });
  await client.getByLabel(/^Name/).fill('Zoë Ångström');
  await client.getByLabel(/^E-mail address/).fill('zoe@client.test');
  await provider.getByLabel(/^Name/).fill('Priya Provider');
  await provider.getByLabel(/^E-mail address/).fill('priya@acme.test');
  await page.getByLabel(/^Client name/).fill('Northwind Traders');
  await page.getByLabel(/^Billing e-mail/).fill('billing@northwind.test');
  await page.getByLabel(/^Start date/).fill('2026-12-01');
  await page.getByLabel(/^Monthly fee/).fill('1200');
  await page.getByLabel(/^Billing \(required\)/).selectOption({ index: 1 });
  const cc = page.getByLabel('Copy to (CC)');
  await cc.fill('legal@northwind.test, Lee Legal\nzoe@client.test');
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  assert.match((await cc.getAttribute('aria-invalid')) ?? '', /true/);
  assert.match(await page.locator('main').innerText(), /Line 2: zoe@client\.test signs this request/);
  assert.equal(await cc.inputValue(), 'legal@northwind.test, Lee Legal\nzoe@client.test', 'kept as typed');
  await check(run, page, 'send form with a refused CC line', null);

  await cc.fill('legal@northwind.test, Lee Legal\nops@northwind.test');
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await page.getByText('The request is sent.').waitFor();
  const id = /\/app\/requests\/(sr_[0-9a-z]+)/.exec(page.url())![1];
  const text = await page.locator('main').innerText();
  assert.match(text, /Lee Legal/);
  assert.match(text, /legal@northwind\.test/);
  assert.match(text, /ops@northwind\.test/);
  await check(run, page, 'request page with people copied', null);

  const resource = await request(run.t.url, 'GET', `/api/v1/esign/submissions/${id}`, {
    token: run.tenant.apiKey,
  });
  assert.deepEqual(resource.body.cc, [
    { email: 'legal@northwind.test', name: 'Lee Legal' },
    { email: 'ops@northwind.test', name: null },
  ]);
  assert.deepEqual(run.errors, []);
  await context.close();
});
