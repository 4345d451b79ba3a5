// Issue 44 item 17: a browser that opens the service's root or a path nobody answers gets a page —
// the root goes to the application, any other path the service's own "not found" page with the way
// into /app — while an API client (and any call under /api/ or /admin/) gets the JSON envelope.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { request, startTestApp, type TestApp } from './helpers.ts';

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

test('the root sends a browser to the application', async () => {
  const root = await request(t.url, 'GET', '/', { headers: BROWSER });
  assert.equal(root.status, 303);
  assert.equal(root.headers.get('location'), '/app/requests');
});

test('an unknown path is a page for a browser, with the way into /app, and passes the page rules', async () => {
  const page = await request(t.url, 'GET', '/pricing?x=1', { headers: BROWSER });
  assert.equal(page.status, 404);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(page.body, /<html lang="en"/);
  assert.match(page.body, /<h1>Page not found<\/h1>|<h1>[^<]*[Nn]ot found[^<]*<\/h1>/);
  // The way on is /app itself (a member lands on their requests, anyone else on sign-in): never a
  // "Sign in" offered to a member already signed in, nor "your workspace" outside the application.
  assert.match(page.body, /<a class="button-link primary" href="\/app">Go to Countersign<\/a>/);
  assert.doesNotMatch(page.body, /Sign in|your workspace/);
  assert.match(page.body, /There is nothing at this address\./);
  const app = await request(t.url, 'GET', '/app', { headers: BROWSER });
  assert.ok([302, 303].includes(app.status), `/app answers ${app.status}`);
  assert.match(app.headers.get('location') ?? '', /^\/app\/(sign-in|requests)/);
  assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'|script-src 'self'/);
});

test('an API client, and any call under /api/ or /admin/, gets the envelope', async () => {
  for (const [path, headers] of [
    ['/', {}],
    ['/pricing', { accept: 'application/json' }],
    ['/api/v1/nothing', BROWSER],
    ['/admin/v1/nothing', BROWSER],
  ] as const) {
    const answer = await request(t.url, 'GET', path, { headers });
    assert.equal(answer.status, 404, path);
    assert.equal(answer.body.statusCode, 404, path);
    assert.match(answer.body.message, /^Route GET .* not found$/, path);
  }
  // A form posted to nowhere is not a page request either.
  assert.equal(
    (await request(t.url, 'POST', '/pricing', { headers: BROWSER, body: {} })).body.statusCode,
    404,
  );
});
