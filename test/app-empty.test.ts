// A new workspace's empty lists (issue 22): each says what is missing and offers the way to make
// it as a link, never a sentence that only names another page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AppClient, signIn } from './app-support.ts';
import { createTenant, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: AppClient;

before(async () => {
  t = await startTestApp();
  await createTenant(t, 'professional');
  owner = new AppClient(t.url);
  await signIn(t, owner, 'owner@acme.test');
});
after(async () => {
  await t?.close();
});

test('requests, templates and the send chooser, empty, each offer their next step as a link', async () => {
  const steps: Array<[string, string, string]> = [
    ['/app/requests', '/app/requests/send-document', 'Send a document'],
    ['/app/templates', '/app/templates/new', 'New template'],
    ['/app/send', '/app/templates', 'Go to templates'],
  ];
  for (const [path, href, label] of steps) {
    const page = await owner.get(path);
    assert.equal(page.status, 200, path);
    const empty = /<div class="empty">([\s\S]*?)<\/div>/.exec(page.text)?.[1] ?? '';
    assert.ok(empty, `${path} shows an empty state`);
    assert.match(empty, new RegExp(`<a class="button-link primary" href="${href}">${label}</a>`), path);
    assert.doesNotMatch(empty, /under Templates/, `${path}: no page named in words only`);
  }
});
