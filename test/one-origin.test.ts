// Issue 26 item 6: one origin. Pages opened on another host of the service (127.0.0.1 when PUBLIC_URL
// is http://localhost:PORT) are redirected to the same path and query on PUBLIC_URL's origin before
// any cookie is set; the API, the operator API, health, metrics and every POST answer on any host;
// a page on the right host is served; behind a proxy the host is X-Forwarded-Host only when
// TRUST_PROXY trusts the peer, and a proxied request naming no trusted host is never redirected (its
// Host may be the proxy's name for us: a redirect would loop); `npm start` prints the URL to open.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import {
  ADMIN_TOKEN,
  createTenant,
  spawnServer,
  startTestApp,
  type Tenant,
  type TestApp,
  waitFor,
} from './helpers.ts';

interface Answer {
  status: number;
  location?: string;
  setCookie: string[];
  body: string;
}

/** One HTTP call to the app's port with the Host header given (what a browser on that name sends). */
function call(
  url: string,
  path: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? target.host, ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            setCookie: res.headers['set-cookie'] ?? [],
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

let t: TestApp;
let tenant: Tenant;
let canonical: string;
let port: string;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
  port = new URL(t.url).port;
  canonical = `http://localhost:${port}`;
  // What the default gives `npm start`: PUBLIC_URL http://localhost:PORT, the app called on 127.0.0.1.
  t.services.config.publicUrl = canonical;
});
after(async () => {
  await t?.close();
});

describe('pages on another host', () => {
  for (const path of [
    '/app',
    '/app/sign-in?next=%2Fapp%2Frequests&lang=de',
    '/verify',
    '/docs',
    '/docs/',
    '/sign/abc',
  ]) {
    test(`GET ${path} on 127.0.0.1 is sent to the same path on PUBLIC_URL, with no cookie`, async () => {
      const answer = await call(t.url, path);
      assert.equal(answer.status, 302);
      assert.equal(answer.location, `${canonical}${path}`);
      assert.deepEqual(answer.setCookie, []);
    });
  }

  test('HEAD is redirected like GET', async () => {
    const answer = await call(t.url, '/app/sign-in', { method: 'HEAD' });
    assert.equal(answer.status, 302);
    assert.equal(answer.location, `${canonical}/app/sign-in`);
  });

  test('the redirect lands on the page, served on the PUBLIC_URL host', async () => {
    const first = await call(t.url, '/app/sign-in');
    const landed = await call(t.url, new URL(first.location!).pathname, { host: `localhost:${port}` });
    assert.equal(landed.status, 200);
    assert.match(landed.body, /<form/);
  });
});

describe('the same pages on the right host', () => {
  for (const path of ['/app/sign-in', '/verify']) {
    test(`GET ${path} on PUBLIC_URL's host is served, not redirected`, async () => {
      const answer = await call(t.url, path, { host: `localhost:${port}` });
      assert.equal(answer.status, 200);
      assert.equal(answer.location, undefined);
    });
  }

  test('host names compare without case', async () => {
    assert.equal((await call(t.url, '/verify', { host: `LocalHost:${port}` })).status, 200);
  });
});

describe('the API and the operator on any host', () => {
  test('the public API, the operator API, health and the OpenAPI document answer on 127.0.0.1', async () => {
    const usage = await call(t.url, '/api/v1/esign/usage', {
      headers: { authorization: `Bearer ${tenant.apiKey}` },
    });
    assert.equal(usage.status, 200, usage.body);
    assert.equal(JSON.parse(usage.body).signatureRequests.limit > 0, true);
    const workspace = await call(t.url, `/admin/v1/workspaces/${tenant.workspaceId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    assert.equal(workspace.status, 200, workspace.body);
    assert.equal((await call(t.url, '/healthz')).status, 200);
    assert.equal((await call(t.url, '/api/v1/openapi.json')).status, 200);
  });

  test('an asset of a page is served on any host', async () => {
    const page = await call(t.url, '/verify', { host: `localhost:${port}` });
    const asset = /(?:href|src)="(\/assets\/[^"]+)"/.exec(page.body)?.[1];
    assert.ok(asset, 'the page links an asset');
    assert.equal((await call(t.url, asset)).status, 200);
  });

  test('a form posted on the wrong host is answered there, not redirected into a loop', async () => {
    const form = new URLSearchParams({ email: 'someone@acme.test' }).toString();
    const post = () =>
      call(t.url, '/app/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
    const answer = await post();
    assert.ok(answer.status < 500, `${answer.status} ${answer.body}`);
    assert.notEqual(answer.location, `${canonical}/app/sign-in`, 'the POST is not bounced to PUBLIC_URL');
    // Whatever it answered, following it ends on a page within a few hops, on either host.
    let location = answer.location;
    let current = t.url;
    for (let hop = 0; location && hop < 4; hop++) {
      const next = new URL(location, current);
      const answered = await call(t.url, `${next.pathname}${next.search}`, { host: next.host });
      current = next.href;
      location = answered.location;
    }
    assert.equal(location, undefined, 'the redirects end');
    assert.equal((await post()).status, answer.status, 'a second post is answered alike');
  });
});

describe('behind a proxy', () => {
  let proxied: TestApp;
  before(async () => {
    proxied = await startTestApp({ TRUST_PROXY: '1' });
    proxied.services.config.publicUrl = 'https://sign.example.test';
  });
  after(async () => {
    await proxied?.close();
  });

  test('with TRUST_PROXY the forwarded host decides: the public one is served, another redirected', async () => {
    const served = await call(proxied.url, '/verify', {
      headers: { 'x-forwarded-host': 'sign.example.test', 'x-forwarded-proto': 'https' },
    });
    assert.equal(served.status, 200);
    const moved = await call(proxied.url, '/app?x=1', {
      headers: { 'x-forwarded-host': 'other.example.test' },
    });
    assert.equal(moved.status, 302);
    assert.equal(moved.location, 'https://sign.example.test/app?x=1');
  });

  test('the scheme is not compared (a TLS proxy not declared in TRUST_PROXY looks like http) and :443 is the default', async () => {
    assert.equal((await call(proxied.url, '/verify', { host: 'sign.example.test' })).status, 200);
    assert.equal((await call(proxied.url, '/verify', { host: 'sign.example.test:443' })).status, 200);
  });

  test('a proxy that rewrites Host and names no host it is trusted for is served where it lands, never sent round in a loop', async () => {
    // nginx's default: `Host: $proxy_host` (our upstream name), X-Forwarded-For, no X-Forwarded-Host.
    const upstream = { host: 'app:3000', headers: { 'x-forwarded-for': '203.0.113.9' } };
    for (const app of [proxied, t]) {
      const answer = await call(app.url, '/app/sign-in', upstream);
      assert.equal(answer.status, 200, `${app === t ? 'without' : 'with'} TRUST_PROXY: ${answer.location}`);
    }
    // Any sign of a proxy counts: Forwarded and Via as well.
    for (const headers of [{ forwarded: 'for=203.0.113.9' }, { via: '1.1 proxy' }] as Record<
      string,
      string
    >[])
      assert.equal((await call(t.url, '/verify', { host: 'app:3000', headers })).status, 200);
  });

  test('without TRUST_PROXY a forwarded host is not believed, and nothing is redirected on its word', async () => {
    const answer = await call(t.url, '/verify', {
      headers: { 'x-forwarded-host': 'elsewhere.example.test' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.location, undefined);
  });
});

test('npm start prints the URL to open, and a browser on 127.0.0.1 is sent there', async () => {
  // PUBLIC_URL left to its default, http://localhost:PORT.
  const server = await spawnServer({ ADMIN_TOKEN, PUBLIC_URL: '', DATA_DIR: t.dataDir });
  try {
    const served = Number(new URL(server.url).port);
    const line = new RegExp(`^Countersign is running at http://localhost:${served}/app$`, 'm');
    await waitFor(() => line.test(server.output()), 'the start-up line');
    const answer = await call(server.url, '/app');
    assert.equal(answer.status, 302);
    assert.equal(answer.location, `http://localhost:${served}/app`);
    assert.deepEqual(answer.setCookie, []);
    assert.equal((await call(server.url, '/healthz')).status, 200);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});
