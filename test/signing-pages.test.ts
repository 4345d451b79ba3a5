// The signer's pages (CONTRACT §6): the signing page, the waiting, signed and ended pages and the 404,
// their security headers, the escaping of everything users supply, the assets and the document link.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { API_CSP, PAGE_CSP } from '../src/platform/http/security-headers.ts';
import { type Reply, request } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import {
  AGREEMENT,
  clientSigns,
  complete,
  consultantSigns,
  mainOf,
  readableText,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  typed,
} from './signing-support.ts';

let app: SigningApp;
before(async () => {
  app = await startSigningApp({ env: { TEST_CLOCK: '1' } });
});
after(() => app.close());

const page = (token: string) => request<string>(app.t.url, 'GET', `/sign/${token}`);
const main = (reply: Reply<string>) => mainOf(reply.body);
const textOf = readableText;

describe('the signing page', () => {
  test("shows the document, the signer's own fields, a typed or drawn signature, consent, Sign and Decline", async () => {
    const sent = await sendForSignature(app);
    const reply = await page(sent.tokens[0]);
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
    const html = main(reply);
    const text = textOf(html);
    assert.match(html, /<h1>Consulting agreement<\/h1>/);
    assert.match(text, /Acme asks you, Zoë Ångström \(zoe@client\.test\), to sign this document as Client/);
    // The document, readable as text, filled with the sender's values.
    assert.match(
      text,
      /Between Northwind Traders \(the Client\) and the Consultant, for a daily rate of 950/,
    );
    assert.match(text, /\[Your reference: you fill this in below\]/);
    assert.match(text, /\[Start date: to be completed by Consultant\]/);
    assert.match(html, new RegExp(`href="/sign/${sent.tokens[0]}/document"`));
    // The Client's own field, labelled; the Consultant's is not theirs to fill.
    assert.match(html, /<label for="field-0">Your reference <span class="req">\(required\)<\/span><\/label>/);
    assert.match(html, /<input type="text" id="field-0" name="clientReference" data-key="clientReference"/);
    assert.doesNotMatch(html, /data-key="startDate"/);
    // Typed or drawn, consent that must be ticked, Sign, and Decline with a reason.
    assert.match(html, /<input type="radio" name="signature-type" value="typed" checked>/);
    assert.match(html, /<input type="radio" name="signature-type" value="drawn">/);
    assert.match(html, /<canvas id="signature-pad"[^>]*aria-label="Signature drawing area"/);
    assert.match(html, /<input type="checkbox" id="consent" name="consent"/);
    assert.match(text, /agree to use electronic records and to sign this document electronically/);
    assert.match(text, /You can have a paper copy at any time, free of charge/);
    assert.match(html, /<button type="submit" id="sign-button" class="primary">Sign<\/button>/);
    assert.match(html, /<summary>Decline to sign<\/summary>/);
    assert.match(html, /<textarea id="decline-reason" name="reason"/);
  });

  test('a signer whose turn has not come is told whom they wait for', async () => {
    const sent = await sendForSignature(app);
    const reply = await page(sent.tokens[1]);
    assert.equal(reply.status, 200);
    assert.match(textOf(main(reply)), /Not your turn yet .* We are waiting for Zoë Ångström to sign first/);
    assert.doesNotMatch(reply.body, /<script/, 'the waiting page needs no script');
  });

  test('after signing the signer sees a thank-you page, and the next signer the signing page', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    assert.match(
      textOf(main(await page(sent.tokens[0]))),
      /Thank you, you have signed .* Other people still have to sign/,
    );
    const next = main(await page(sent.tokens[1]));
    assert.match(next, /id="sign-form"/);
    assert.match(
      textOf(next),
      /Client reference: PO-4471/,
      'the document shows what the first signer filled in',
    );
    assert.match(textOf(next), /Signed by Zoë Ångström on/);
  });

  test('a sole signer who has signed is thanked for it, with no "everyone else" (issue 31 item 16)', async () => {
    const templateId = await publishedTemplate(app.t.url, app.tenant.apiKey, {
      name: 'Waiver',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: '# Waiver\n\nThe Client waives the notice period.',
      variables: [],
    });
    const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
      token: app.tenant.apiKey,
      body: { templateId, submitters: [SIGNERS[0]] },
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const token = sent.body.submitters[0].signingUrl.split('/sign/')[1];
    const signed = await complete(app.t.url, token, { consent: true, signature: typed('Zoë Ångström') });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const text = textOf(main(await page(token)));
    assert.match(
      text,
      /Thank you, you have signed Thank you, Zoë Ångström\. You signed Waiver on \d+ \w+ \d{4}, \d\d:\d\d UTC: the document is executed\./,
    );
    assert.doesNotMatch(text, /everyone/i, 'nobody else was asked to sign');
  });

  test('a completed, declined, voided or expired request shows a page saying so to every signer', async () => {
    const completed = await sendForSignature(app);
    await clientSigns(app.t.url, completed.tokens[0]);
    assert.equal((await consultantSigns(app.t.url, completed.tokens[1])).status, 200);
    const declined = await sendForSignature(app);
    await request(app.t.url, 'POST', `/sign/${declined.tokens[0]}/decline`, { body: { reason: 'No' } });
    const voided = await sendForSignature(app);
    await request(app.t.url, 'POST', `/api/v1/esign/submissions/${voided.id}/void`, {
      token: app.tenant.apiKey,
      body: {},
    });
    const expired = await sendForSignature(app, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await app.t.admin('POST', '/clock', { advanceSeconds: 120 });

    const cases: Array<[string[], RegExp[]]> = [
      [
        completed.tokens,
        [
          /Everyone has signed Thank you, Zoë Ångström\. You signed Consulting agreement on \d+ \w+ \d{4}, \d\d:\d\d UTC/,
          /Everyone has signed Thank you, Łukasz Żółć\./,
        ],
      ],
      [
        declined.tokens,
        [
          /You declined to sign Consulting agreement ?\. Owner at Acme has been told\./,
          /This request was declined/,
        ],
      ],
      [voided.tokens, [/This request was voided/, /This request was voided/]],
      [expired.tokens, [/This request has expired/, /This request has expired/]],
    ];
    for (const [tokens, expected] of cases) {
      for (const [i, token] of tokens.entries()) {
        const reply = await page(token);
        assert.equal(reply.status, 200);
        assert.match(textOf(main(reply)), expected[i]);
        assert.doesNotMatch(reply.body, /id="sign-form"/);
      }
    }
  });

  test('an unknown signing link is a 404 page', async () => {
    const sent = await sendForSignature(app);
    const real = sent.tokens[0];
    const tampered = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['unknown', tampered]) {
      const reply = await page(token);
      assert.equal(reply.status, 404);
      assert.match(reply.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(textOf(main(reply)), /This signing link does not work/);
    }
  });
});

describe('safety', () => {
  test('every signing answer carries a strict CSP, frame-ancestors none and Referrer-Policy no-referrer', async () => {
    const sent = await sendForSignature(app);
    const answers = [
      await page(sent.tokens[0]),
      await page(sent.tokens[1]),
      await page('unknown'),
      await request(app.t.url, 'POST', `/sign/${sent.tokens[1]}/open`),
      await request(app.t.url, 'POST', `/sign/${sent.tokens[0]}/complete`, { body: { consent: false } }),
    ];
    for (const reply of answers) {
      // Pages get the page policy; JSON answers the stricter one of everything that is not a page.
      const html = (reply.headers.get('content-type') ?? '').startsWith('text/html');
      assert.equal(reply.headers.get('content-security-policy'), html ? PAGE_CSP : API_CSP);
      assert.equal(reply.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(reply.headers.get('x-frame-options'), 'DENY');
      assert.equal(reply.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(reply.headers.get('cache-control'), 'no-store');
    }
    const csp = PAGE_CSP.split('; ');
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      assert.ok(csp.includes(directive), directive);
    }
    assert.doesNotMatch(PAGE_CSP, /unsafe-inline|unsafe-eval|\*/);

    // The document may be framed by the page itself only.
    const document = await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}/document`);
    assert.equal(document.headers.get('content-security-policy'), "frame-ancestors 'self'");
    assert.equal(document.headers.get('referrer-policy'), 'no-referrer');
  });

  test('the pages carry no inline script, style or event handler, which the CSP would block', async () => {
    const sent = await sendForSignature(app);
    for (const reply of [await page(sent.tokens[0]), await page(sent.tokens[1]), await page('unknown')]) {
      for (const tag of reply.body.match(/<script[^>]*>/g) ?? [])
        assert.match(tag, / src="\/assets\/signing\//);
      assert.doesNotMatch(reply.body, /<script[^>]*>[^<]/, 'no script body');
      assert.doesNotMatch(reply.body, /<style|\sstyle=|\son[a-z]+=/i);
    }
  });

  test('a <script> in a signer name, the template name or a value is shown as text, never as markup', async () => {
    const other = await startSigningApp({
      template: { ...AGREEMENT, name: 'Deal <b>bold</b> & "co"' },
    });
    try {
      const evil = '<script>alert("x")</script> Mallory';
      const sent = await sendForSignature(other, {
        submitters: [
          { role: 'Client', name: evil, email: 'mallory@client.test' },
          { role: 'Consultant', name: "O'Brien <img src=x onerror=alert(1)>", email: 'ob@consultant.test' },
        ],
        values: { clientName: '<iframe src="javascript:alert(1)">', rate: 1 },
      });
      const signing = await request<string>(other.t.url, 'GET', `/sign/${sent.tokens[0]}`);
      const waiting = await request<string>(other.t.url, 'GET', `/sign/${sent.tokens[1]}`);
      for (const html of [signing.body, waiting.body]) {
        assert.doesNotMatch(html, /<script>alert|<img src=x|<iframe src|<b>bold/);
      }
      assert.ok(signing.body.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mallory'));
      assert.ok(signing.body.includes('&lt;iframe src=&quot;javascript:alert(1)&quot;&gt;'));
      assert.ok(signing.body.includes('Deal &lt;b&gt;bold&lt;/b&gt; &amp; &quot;co&quot;'));
      assert.ok(waiting.body.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mallory'));
      assert.match(
        textOf(main(signing)),
        /Acme asks you, <script>alert\("x"\)<\/script> Mallory \(mallory@client\.test\)/,
      );

      assert.equal(
        (
          await request(other.t.url, 'POST', `/sign/${sent.tokens[0]}/complete`, {
            body: {
              consent: true,
              signature: typed('<script>x</script>'),
              values: { clientReference: '<b>ref</b>' },
            },
          })
        ).status,
        200,
      );
      const next = await request<string>(other.t.url, 'GET', `/sign/${sent.tokens[1]}`);
      assert.doesNotMatch(next.body, /<b>ref<\/b>|<script>x/);
      assert.ok(next.body.includes('&lt;b&gt;ref&lt;/b&gt;'));
    } finally {
      await other.close();
    }
  });
});

describe('assets and the document', () => {
  const TYPES: Record<string, RegExp> = {
    '.css': /^text\/css/,
    '.js': /^text\/javascript/,
    '.svg': /^image\/svg\+xml/,
  };
  test('the one stylesheet, the icon, the signing sheet and script, signature_pad and the guide are served by content-hashed URL, cached for a year', async () => {
    const sent = await sendForSignature(app);
    const html = (await page(sent.tokens[0])).body;
    const urls = [...html.matchAll(/(?:src|href)="(\/assets\/(?:signing|ui)\/[^"]+)"/g)].map((m) => m[1]);
    assert.equal(urls.length, 6, urls.join());
    assert.ok(
      urls.some((url) => url.includes('/form-guide.')),
      'a flow page has the guide (issue 31 item 11)',
    );
    assert.ok(
      !urls.some((url) => url.includes('/field-types.')),
      'a page of plain fields leaves out the field types (issue 34; browser-signing-field-types has them)',
    );
    const require = createRequire(import.meta.url);
    const umd = readFileSync(
      path.join(path.dirname(require.resolve('signature_pad')), 'signature_pad.umd.min.js'),
    );
    for (const url of urls) {
      const asset = await fetch(app.t.url + url);
      assert.equal(asset.status, 200, url);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const body = Buffer.from(await asset.arrayBuffer());
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      assert.ok(url.includes(`.${hash}.`), `${url} names its content`);
      if (url.includes('signature_pad')) assert.ok(body.equals(umd), 'the UMD build of signature_pad');
      assert.match(asset.headers.get('content-type') ?? '', TYPES[path.extname(url)]);
    }
    assert.equal((await fetch(`${app.t.url}/assets/signing/sign.000000000000.js`)).status, 404);
  });

  test('the document link serves the document as sent, then as filled so far; a GET stores nothing', async () => {
    const sent = await sendForSignature(app);
    const url = `/sign/${sent.tokens[0]}/document`;
    const before = await request(app.t.url, 'GET', url);
    assert.equal(before.status, 200);
    assert.equal(before.headers.get('content-type'), 'application/pdf');
    const stored = async () =>
      (
        await app.t.services.db.query<{ sent_document_id: string | null }>(
          'SELECT sent_document_id FROM signature_requests WHERE id = $1',
          [sent.id],
        )
      ).rows[0].sent_document_id;
    assert.equal(await stored(), null, 'viewing the document stores nothing');

    await request(app.t.url, 'POST', `/sign/${sent.tokens[0]}/open`);
    const id = await stored();
    assert.ok(id, 'the first opening stores the document as sent');
    const kept = await app.t.services.documents.get(id);
    assert.ok(kept && Buffer.from(kept).equals(before.body), 'the stored document is the one already shown');
    assert.ok((await request(app.t.url, 'GET', url)).body.equals(before.body));

    await clientSigns(app.t.url, sent.tokens[0]);
    const filled = await request(app.t.url, 'GET', `/sign/${sent.tokens[1]}/document`);
    assert.equal(filled.status, 200);
    assert.ok(!filled.body.equals(before.body), 'the first signature is in the document now');
  });
});
