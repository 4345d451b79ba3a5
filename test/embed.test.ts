// Embedded signing over HTTP (issue 25 item 4): the operator API's embedOrigins (exact origins,
// normalised; http only on an http instance; no path), the signing page's CSP with and without
// ?embed=1 (framable by exactly the workspace's origins, else frame-ancestors 'none'), the embedded
// page without our bar and language links, and /embed.js served as JavaScript other sites may load.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { translator } from '../src/i18n/catalogue.ts';
import { embeddingSection, readEmbeddingForm } from '../src/web/settings/embedding.ts';
import type { SettingsContext } from '../src/web/settings/sections.ts';
import { normaliseOrigin } from '../src/workspaces/embed-origins.ts';
import { request } from './helpers.ts';
import { SIGNERS, type SigningApp, sendForSignature, startSigningApp } from './signing-support.ts';

let app: SigningApp;
const frameAncestors = (csp: string | null) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

before(async () => {
  app = await startSigningApp();
});
after(async () => {
  await app?.close();
});

const patch = (embedOrigins: unknown) =>
  app.t.admin('PATCH', `/workspaces/${app.tenant.workspaceId}`, { embedOrigins });

describe('the allowed origins', () => {
  test('exact origins are stored normalised, duplicates once, and read back', async () => {
    const res = await patch([
      'https://App.Example.com:443/',
      'https://app.example.com',
      'https://b.example:8443',
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.embedOrigins, ['https://app.example.com', 'https://b.example:8443']);
    const read = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}`);
    assert.deepEqual(read.body.embedOrigins, ['https://app.example.com', 'https://b.example:8443']);
  });

  for (const [value, why] of [
    ['https://app.example.com/embed', /no path/],
    ['https://app.example.com/?a=1', /no path/],
    ['app.example.com', /not an origin/],
    ['ftp://app.example.com', /https:\/\//],
    ['https://*.example.com', /wildcards/],
    ['https://user:pw@app.example.com', /user name/],
  ] as const) {
    test(`${value} is refused with a 400 saying why, and the list stays as it was`, async () => {
      await patch(['https://kept.example']);
      const res = await patch(['https://ok.example', value]);
      assert.equal(res.status, 400);
      assert.match(res.body.message, /embedOrigins\/1/);
      assert.match(res.body.message, why);
      const read = await app.t.admin('GET', `/workspaces/${app.tenant.workspaceId}`);
      assert.deepEqual(read.body.embedOrigins, ['https://kept.example']);
    });
  }

  test('an http origin is accepted on an http instance and refused when PUBLIC_URL is https', async () => {
    assert.equal((await patch(['http://localhost:3000'])).status, 200);
    const publicUrl = app.t.services.config.publicUrl;
    app.t.services.config.publicUrl = 'https://sign.example.com';
    try {
      const res = await patch(['http://localhost:3000']);
      assert.equal(res.status, 400);
      assert.match(res.body.message, /must use https:\/\//);
      assert.equal((await patch(['https://localhost:3000'])).status, 200);
    } finally {
      app.t.services.config.publicUrl = publicUrl;
    }
    assert.deepEqual(normaliseOrigin('http://localhost:3000', 'https://x.example'), {
      problem: 'httpRefused',
    });
    assert.deepEqual(normaliseOrigin('HTTP://LOCALHOST:3000', 'http://x.example'), {
      origin: 'http://localhost:3000',
    });
  });

  test('an empty list allows none', async () => {
    const res = await patch([]);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.embedOrigins, []);
  });
});

describe('the settings form’s origins', () => {
  const t = translator('en');
  test('one origin a line, normalised, blank lines and duplicates dropped', () => {
    const form = readEmbeddingForm(
      { origins: 'https://App.example.com/\n\n  https://app.example.com \r\nhttps://b.example:8443' },
      t,
      'https://sign.example.com',
    );
    assert.deepEqual(form, { origins: ['https://app.example.com', 'https://b.example:8443'] });
    assert.deepEqual(readEmbeddingForm({ origins: '' }, t, 'https://sign.example.com'), { origins: [] });
  });

  test('the section lists the origins to everybody and gives owners the form', async () => {
    await patch(['https://app.example.com', 'https://b.example:8443']);
    const context = (owner: boolean, refused?: unknown) =>
      ({
        services: app.t.services,
        t,
        frame: { csrf: 'csrf-token' },
        workspace: { id: app.tenant.workspaceId },
        owner,
        refused,
      }) as unknown as SettingsContext;
    const member = String(await embeddingSection(context(false)));
    assert.match(member, /<code>https:\/\/app\.example\.com<\/code>/);
    assert.doesNotMatch(member, /<form/);
    const owner = String(await embeddingSection(context(true)));
    assert.match(owner, /action="\/app\/settings\/embedding"/);
    assert.match(owner, />https:\/\/app\.example\.com\nhttps:\/\/b\.example:8443<\/textarea>/);
    const refused = String(
      await embeddingSection(
        context(true, { errors: { 'embed-origins': 'Line 1: wrong' }, embedding: 'https://x.example/p' }),
      ),
    );
    assert.match(refused, />https:\/\/x\.example\/p<\/textarea>/);
    assert.match(refused, /Line 1: wrong/);
    await patch([]);
    assert.match(String(await embeddingSection(context(false))), /No site may embed signing pages\./);
  });

  test('a refused line is named at the field, in the page’s language, with what was typed', () => {
    const typed = 'https://ok.example\nhttp://localhost:3000';
    const form = readEmbeddingForm({ origins: typed }, t, 'https://sign.example.com');
    assert.ok('errors' in form);
    assert.match(form.errors['embed-origins'], /^Line 2: use https:\/\//);
    assert.equal(form.typed, typed);
    const de = readEmbeddingForm(
      { origins: 'https://a.example/path' },
      translator('de'),
      'https://x.example',
    );
    assert.ok('errors' in de);
    assert.match(de.errors['embed-origins'], /^Zeile 1: nennen Sie nur den Ursprung/);
  });
});

describe('the signing page’s framing', () => {
  test('with ?embed=1 for a workspace with origins: framable by exactly those, without our chrome', async () => {
    await patch(['https://app.example.com', 'http://127.0.0.1:9']);
    const sent = await sendForSignature(app);
    const res = await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}?embed=1`);
    assert.equal(res.status, 200);
    const csp = res.headers.get('content-security-policy');
    assert.equal(frameAncestors(csp), 'https://app.example.com http://127.0.0.1:9');
    assert.match(csp ?? '', /script-src 'self'/, 'the rest of the policy stays strict');
    assert.equal(res.headers.get('x-frame-options'), null);
    assert.match(res.body, /data-embed /);
    assert.match(res.body, /data-event="opened"/);
    assert.match(res.body, new RegExp(`data-request-id="${sent.id}"`));
    assert.doesNotMatch(res.body, /class="language-menu"/, 'no language links');
    assert.match(res.body, /\/assets\/embed\/frame\.[0-9a-f]+\.css/);
  });

  test('without ?embed=1 the same page stays frame-ancestors none, with its language links', async () => {
    await patch(['https://app.example.com']);
    const sent = await sendForSignature(app);
    const res = await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}`);
    assert.equal(frameAncestors(res.headers.get('content-security-policy')), "'none'");
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.doesNotMatch(res.body, /data-embed/);
    assert.match(res.body, /class="language-menu"/);
  });

  test('?embed=1 for a workspace that allows no origin is an ordinary, unframable page', async () => {
    await patch([]);
    const sent = await sendForSignature(app);
    const res = await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}?embed=1`);
    assert.equal(frameAncestors(res.headers.get('content-security-policy')), "'none'");
    assert.doesNotMatch(res.body, /data-embed/);
  });

  test('an unknown link with ?embed=1 is not framable', async () => {
    await patch(['https://app.example.com']);
    const res = await request(app.t.url, 'GET', '/sign/not-a-token?embed=1');
    assert.equal(res.status, 404);
    assert.equal(frameAncestors(res.headers.get('content-security-policy')), "'none'");
  });
});

describe('a signer who must enter a code, embedded', () => {
  const withCode = () =>
    sendForSignature(app, {
      submitters: [
        { ...SIGNERS[0], verification: { method: 'access_code', code: 'Otter-4490' } },
        SIGNERS[1],
      ],
    });

  test('the code form says to open a new tab when the frame keeps no cookie, and posts with embed=1', async () => {
    await patch(['https://app.example.com']);
    const sent = await withCode();
    const res = await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}?embed=1`);
    assert.equal(frameAncestors(res.headers.get('content-security-policy')), 'https://app.example.com');
    assert.match(res.body, /data-needs-state/);
    assert.match(res.body, /id="embed-cookies" hidden>/);
    assert.match(
      res.body,
      new RegExp(`href="/sign/${sent.tokens[0]}" target="_blank"[^>]*>Open in a new tab`),
    );
    assert.match(res.body, /data-verify-url="[^"]*\/verify\?embed=1"/);
  });

  test('over https the embedded proof is SameSite=None, Secure, Partitioned; otherwise Strict', async () => {
    const sent = await withCode();
    const verify = (query: string) =>
      request(app.t.url, 'POST', `/sign/${sent.tokens[0]}/verify${query}`, { body: { code: 'Otter-4490' } });
    const plain = await verify('?embed=1');
    assert.equal(plain.status, 200, JSON.stringify(plain.body));
    assert.match(plain.headers.get('set-cookie') ?? '', /SameSite=Strict/, 'http: never None');
    const publicUrl = app.t.services.config.publicUrl;
    app.t.services.config.publicUrl = 'https://sign.example.com';
    try {
      const embedded = (await verify('?embed=1')).headers.get('set-cookie') ?? '';
      assert.match(embedded, /SameSite=None/);
      assert.match(embedded, /; Secure/);
      assert.match(embedded, /; Partitioned/);
      const direct = (await verify('')).headers.get('set-cookie') ?? '';
      assert.match(direct, /SameSite=Strict/);
      assert.doesNotMatch(direct, /Partitioned/);
    } finally {
      app.t.services.config.publicUrl = publicUrl;
    }
  });
});

describe('/embed.js', () => {
  test('is JavaScript that other sites may load, defining countersign-signing', async () => {
    const res = await request(app.t.url, 'GET', '/embed.js');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.match(res.body, /customElements\.define\('countersign-signing'/);
    assert.doesNotMatch(res.body, /postMessage\([^)]*'\*'/, 'never a wildcard target');
  });
});
