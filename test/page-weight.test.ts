// What a signer downloads (issue 26 item 10). Pages and text assets answer compressed per
// Accept-Encoding (brotli first, then gzip, else as they are) with Vary: Accept-Encoding, and decode
// to the same bytes. In Chromium at 390 px, a flow template's signing page transfers under 30 KB; a
// coordinate template's under 150 KB besides pdf.js's worker, which is counted and bounded on its
// own (about 330 KB in brotli: the pages cannot be drawn without it); the PDF is fetched once (no
// frame loads it into Chromium's own viewer). Bytes are those on the wire: headers and the body as
// encoded. The encoding checks run on both databases; the browser part in the PostgreSQL pass only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Request } from 'playwright-core';
import { chooseEncoding } from '../src/platform/http/compression.ts';
import { launchChromium, PHONE } from './browser.ts';
import { TENANT_NAME_FIELD, TENANT_SIGNATURE_FIELD, twoPagePdf } from './builder-support.ts';
import { DB_KIND, request } from './helpers.ts';
import { decoded, raw } from './raw-http.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

const FLOW_BUDGET = 30 * 1024;
const COORDINATE_BUDGET = 150 * 1024;
/** pdf.js's worker (1.4 MB as it ships): what brotli makes of it, so that it cannot grow unseen. */
const WORKER_BUDGET = 340 * 1024;
const browserSkip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';

let app: SigningApp;
let coordinateId: string;
let browser: Browser | undefined;

before(async () => {
  app = await startSigningApp();
  coordinateId = await publishedTemplate(app.t.url, app.tenant.apiKey, {
    name: 'Lease',
    kind: 'coordinate',
    roles: [{ name: 'Tenant' }],
    pdf: Buffer.from(await twoPagePdf()).toString('base64'),
    fields: [TENANT_NAME_FIELD, TENANT_SIGNATURE_FIELD],
  });
  if (!browserSkip) browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await app?.close();
});

async function signingUrl(templateId: string, submitters: object[], values: object): Promise<string> {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: { templateId, submitters, values, sendEmail: false },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return sent.body.submitters[0].signingUrl;
}

const flowUrl = (locale = 'en') =>
  signingUrl(
    app.templateId,
    [
      { role: 'Client', name: 'Zoë Ångström', email: 'zoe@client.test', locale },
      { role: 'Consultant', name: 'Łukasz Żółć', email: 'lukasz@consultant.test' },
    ],
    { clientName: 'Zoë Ångström', rate: 900 },
  );
const coordinateUrl = () =>
  signingUrl(coordinateId, [{ role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' }], {});

test('Accept-Encoding picks brotli, then gzip, else none; q=0 refuses a coding', () => {
  assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(chooseEncoding('gzip, deflate'), 'gzip');
  assert.equal(chooseEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  assert.equal(chooseEncoding('*'), 'br');
  assert.equal(chooseEncoding('*, br;q=0'), 'gzip');
  assert.equal(chooseEncoding('identity'), undefined);
  assert.equal(chooseEncoding('gzip;q=0, br;q=0'), undefined);
  assert.equal(chooseEncoding(undefined), undefined);
  assert.equal(chooseEncoding(''), undefined);
});

test('the signing page and its text assets answer brotli, gzip or plain per Accept-Encoding, and decode alike', async () => {
  const page = await coordinateUrl();
  const plainPage = await raw(page);
  assert.equal(plainPage.status, 200);
  assert.equal(plainPage.headers['content-encoding'], undefined, 'no Accept-Encoding, no encoding');
  const html = plainPage.body.toString();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/signing\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const worker = /&quot;workerUrl&quot;:&quot;([^&]+)&quot;/.exec(html)?.[1];
  assert.ok(worker, 'the page names the pdf.js worker');
  assets.push(worker);
  assert.ok(
    assets.some((a) => a.includes('/in-place.')) && assets.some((a) => a.endsWith('.css')),
    assets.join(),
  );

  for (const url of [page, ...assets.map((a) => new URL(a, app.t.url).href)]) {
    const plain = await raw(url, 'identity');
    assert.equal(plain.status, 200, url);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await raw(url, accept);
      assert.equal(answer.headers['content-encoding'], expected, `${url} for ${accept}`);
      assert.match(String(answer.headers.vary), /accept-encoding/i, `${url} varies by Accept-Encoding`);
      if (url === page) {
        // The page carries a fresh nonce each time; its size and shape stay.
        assert.match(decoded(answer).toString(), /<\/html>\s*$/, url);
      } else {
        assert.deepEqual(decoded(answer), plain.body, `${url} decodes to the file for ${accept}`);
        if (expected)
          assert.ok(answer.body.length < plain.body.length * 0.6, `${url} shrinks in ${expected}`);
      }
    }
  }
});

/** Everything the page (and its workers) fetched, with the bytes Chromium received for each. */
async function weigh(url: string, ready: string) {
  const context = await browser!.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  const requests: Request[] = [];
  context.on('requestfinished', (r) => requests.push(r));
  // Every request asked for, finished or not (a stream pdf.js cancels once it has the file, say).
  const asked: string[] = [];
  context.on('request', (r) => asked.push(`${r.method()} ${new URL(r.url()).pathname}`));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(url);
  await page.locator(ready).waitFor();
  await page.waitForLoadState('load');
  // Settled: nothing new finished for a second and a half (fonts and the worker come after load).
  for (let seen = -1, waited = 0; seen !== requests.length && waited < 20_000; waited += 1500) {
    seen = requests.length;
    await page.waitForTimeout(1500);
  }
  const weighed = await Promise.all(
    requests.map(async (r) => {
      const sizes = await r.sizes();
      const response = await r.response();
      const encoding = (await response?.headerValue('content-encoding')) ?? '';
      // Chromium does not report the body of what a worker fetched (pdf.js's worker script): for
      // the service's static files the bytes are counted again as the service sends them.
      const path = new URL(r.url()).pathname;
      const resent = path.startsWith('/assets/')
        ? (await raw(r.url(), (await r.allHeaders())['accept-encoding'] ?? '')).body.length
        : 0;
      return {
        url: r.url(),
        path,
        bytes: sizes.responseHeadersSize + Math.max(sizes.responseBodySize, resent),
        encoding,
      };
    }),
  );
  await context.close();
  const total = (which: typeof weighed) => which.reduce((sum, r) => sum + r.bytes, 0);
  const detail = weighed.map((r) => `${r.bytes} ${r.encoding || '-'} ${r.path}`).join('\n');
  return { weighed, total, detail: `${detail}\nasked: ${asked.join(', ')}`, asked };
}

// In every script the page is the same weight: its words are the page's text, and no font is
// downloaded for them (the phone's own faces draw Arabic, Japanese and the rest).
for (const locale of ['en', 'ja', 'ar']) {
  test(`the flow page transfers under 30 KB in Chromium (${locale})`, { skip: browserSkip }, async () => {
    const { weighed, total, detail } = await weigh(await flowUrl(locale), '#sign-form:not([hidden])');
    console.log(`flow signing page (${locale}): ${total(weighed)} bytes transferred\n${detail}`);
    assert.ok(total(weighed) < FLOW_BUDGET, `${total(weighed)} bytes ≥ ${FLOW_BUDGET}:\n${detail}`);
  });
}

test('the coordinate page transfers under 150 KB besides the pdf.js worker, and fetches its PDF once', {
  skip: browserSkip,
}, async () => {
  const url = await coordinateUrl();
  const { weighed, total, detail, asked } = await weigh(url, '[data-in-place][data-ready="1"]');
  const worker = weighed.filter((r) => r.path.includes('/pdf.worker.'));
  const page = weighed.filter((r) => !worker.includes(r));
  console.log(
    `coordinate signing page: ${total(page)} bytes transferred, and the pdf.js worker ${total(worker)}\n${detail}`,
  );
  const pdf = asked.filter((r) => r.endsWith(`${new URL(url).pathname}/document`));
  assert.equal(pdf.length, 1, `the PDF is fetched once:\n${detail}`);
  assert.equal(worker.length, 1, `the worker is fetched once:\n${detail}`);
  for (const r of weighed.filter((r) => /\.(m?js|css)$/.test(r.path))) assert.equal(r.encoding, 'br', r.path);
  assert.ok(total(page) < COORDINATE_BUDGET, `${total(page)} bytes ≥ ${COORDINATE_BUDGET}:\n${detail}`);
  assert.ok(total(worker) < WORKER_BUDGET, `the worker: ${total(worker)} bytes ≥ ${WORKER_BUDGET}`);
});
