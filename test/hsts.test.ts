// Strict-Transport-Security (issue 26 item 9): an instance whose PUBLIC_URL is https sends it on
// every answer — API, pages, assets, errors the framework raises, unreadable URLs — and an http
// instance sends it on none.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HSTS } from '../src/platform/http/security-headers.ts';
import { request, startTestApp, type TestApp } from './helpers.ts';

let secure: TestApp;
let plain: TestApp;

before(async () => {
  secure = await startTestApp({ PUBLIC_URL: 'https://sign.example.com' });
  plain = await startTestApp({ PUBLIC_URL: 'http://localhost:3000' });
});
after(async () => {
  await secure?.close();
  await plain?.close();
});

// An answer of each kind: JSON, a page, an asset, an API error, an unknown route, a bad URL, bad JSON.
const CALLS: Array<[string, string, { raw?: string; headers?: Record<string, string> }?]> = [
  ['GET', '/healthz'],
  ['GET', '/app/sign-in'],
  ['GET', '/api/v1/openapi.json'],
  ['GET', '/api/v1/signature-requests'],
  ['GET', '/no/such/route'],
  ['GET', '/api/v1/signature-requests/%E0%A4%A'],
  ['POST', '/admin/v1/workspaces', { raw: '{', headers: { 'content-type': 'application/json' } }],
];

describe('Strict-Transport-Security', () => {
  test('an https PUBLIC_URL sends it on every answer, errors included', async () => {
    for (const [method, path, options] of CALLS) {
      const res = await request(secure.url, method, path, options);
      assert.equal(res.headers.get('strict-transport-security'), HSTS, `${method} ${path} (${res.status})`);
    }
    assert.match(HSTS, /^max-age=31536000$/);
  });

  test('an http PUBLIC_URL never sends it', async () => {
    for (const [method, path, options] of CALLS) {
      const res = await request(plain.url, method, path, options);
      assert.equal(res.headers.get('strict-transport-security'), null, `${method} ${path} (${res.status})`);
    }
  });
});
