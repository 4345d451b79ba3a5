// Workspace branding (issue 25 item 3) through the operator API, the settings page, the signing page,
// the e-mails a real SMTP peer receives and the executed document's audit certificate: refused
// logos and colours each say why; a good logo is served under its own content type and shown by
// name and picture wherever the workspace meets a signer.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { AppClient, signIn } from './app-support.ts';
import { damagedPng, png, SVG, truncatedJpeg } from './branding-images.ts';
import { ADMIN_TOKEN, request } from './helpers.ts';
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  run,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

let smtp: SmtpPeer;
let app: SigningApp;
const LOGO = png(120, 40, { rgb: [200, 30, 40] });

before(async () => {
  smtp = await startSmtpPeer();
  app = await startSigningApp({ env: { SMTP_URL: smtp.url }, worker: true });
});
after(async () => {
  await app?.close();
  await smtp?.close();
});

const ws = () => `/workspaces/${app.tenant.workspaceId}`;
const putLogo = (body: Buffer, type: string) =>
  fetch(`${app.t.url}/admin/v1${ws()}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': type },
    body: new Uint8Array(body),
  });

async function refusedWith(res: Response, pattern: RegExp) {
  const body = await res.json();
  assert.equal(res.status, 400, JSON.stringify(body));
  assert.equal(body.error, 'Bad Request');
  assert.match(body.message, pattern);
}

describe('refused logos and colours say why', () => {
  test('a 5 MB PNG is refused with its size and the limit', async () => {
    const big = png(1400, 1400, { noise: true });
    assert.ok(big.length >= 5 * 1024 * 1024, `${big.length}`);
    await refusedWith(await putLogo(big, 'image/png'), /is \d+ KB; a logo may be at most 200 KB/);
  });

  test('an SVG is refused, whatever it is sent as', async () => {
    await refusedWith(await putLogo(SVG, 'image/svg+xml'), /Content-Type image\/png or image\/jpeg/);
    await refusedWith(await putLogo(SVG, 'image/png'), /must be a PNG or JPEG image \(SVG/);
  });

  test('a PNG sent as a JPEG is refused: the bytes decide, and they must agree with the type', async () => {
    await refusedWith(await putLogo(LOGO, 'image/jpeg'), /given as image\/jpeg but its contents are a PNG/);
  });

  test('a 1001×10 PNG is refused with its pixel size', async () => {
    await refusedWith(
      await putLogo(png(1001, 10), 'image/png'),
      /is 1001×10 pixels; a logo may be at most 1000×1000/,
    );
  });

  test('a PNG whose image data does not decode, and a JPEG cut short, are refused', async () => {
    await refusedWith(await putLogo(damagedPng(), 'image/png'), /damaged/);
    await refusedWith(await putLogo(truncatedJpeg(), 'image/jpeg'), /JPEG file is damaged/);
  });

  test('a low-contrast colour is refused with the contrast it reached and the ratio it needs', async () => {
    const res = await app.t.admin('PATCH', ws(), { accentColor: '#7f9fff' });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.match(res.body.message, /#7f9fff reaches a contrast of 2\.\d\d:1 with white text/);
    assert.match(res.body.message, /needs at least 4\.5:1/);
    // Fine on white but not on the page's grey background: that pair is named.
    const grey = await app.t.admin('PATCH', ws(), { accentColor: '#757575' });
    assert.equal(grey.status, 400);
    assert.match(grey.body.message, /links on the page background/);
    const malformed = await app.t.admin('PATCH', ws(), { accentColor: 'red' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.message, /#rrggbb/);
    // Nothing was stored by the refusals.
    const now = await app.t.admin('GET', ws());
    assert.equal(now.body.accentColor, null);
    assert.equal(now.body.logo, null);
  });

  test('the settings page refuses a PNG named .jpg and a low colour, in the member’s words', async () => {
    const client = new AppClient(app.t.url);
    await signIn(app.t, client, 'owner@acme.test');
    const page = await client.get('/app/settings/branding');
    assert.equal(page.status, 200);
    const colour = await client.post('/app/settings/branding', { displayName: '', accentColor: '#cccccc' });
    assert.equal(colour.status, 400);
    assert.match(colour.text, /The colour #cccccc reaches a contrast of 1\.\d\d:1 with white text/);
    const form = new FormData();
    form.set('_csrf', client.csrf);
    form.set('logo', new Blob([new Uint8Array(LOGO)], { type: 'image/jpeg' }), 'logo.jpg');
    const res = await fetch(`${app.t.url}/app/settings/branding/logo`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const text = await res.text();
    assert.equal(res.status, 400, text);
    assert.match(text, /named or sent as image\/jpeg, but its contents are image\/png/);
  });
});

describe('a branded workspace', () => {
  let logoUrl: string;

  test('the operator sets name, colour and logo; the logo is served with its own type, cacheable by hash', async () => {
    const patched = await app.t.admin('PATCH', ws(), { displayName: 'Acme Legal', accentColor: '#8a1c2b' });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    assert.equal(patched.body.displayName, 'Acme Legal');
    assert.equal(patched.body.accentColor, '#8a1c2b');
    const put = await putLogo(LOGO, 'image/png');
    const body = await put.json();
    assert.equal(put.status, 200, JSON.stringify(body));
    assert.deepEqual(
      { contentType: body.logo.contentType, width: body.logo.width, height: body.logo.height },
      { contentType: 'image/png', width: 120, height: 40 },
    );
    logoUrl = body.logo.url;
    assert.match(logoUrl, /^\/brand\/logo\/[0-9a-f]{64}\.png$/);
    const served = await fetch(`${app.t.url}${logoUrl}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.match(served.headers.get('cache-control') ?? '', /immutable/);
    // Served as stored: the upload re-encoded without its metadata (issue 43), the same pixels, and
    // the address names the hash of what is served.
    const servedLogo = Buffer.from(await served.arrayBuffer());
    assert.ok(logoUrl.includes(createHash('sha256').update(servedLogo).digest('hex')));
    const pixels = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
    assert.deepEqual(await pixels(servedLogo), await pixels(LOGO));
    assert.equal((await fetch(`${app.t.url}${logoUrl.replace('.png', '.jpg')}`)).status, 404);
    const sheet = await fetch(`${app.t.url}/brand/accent/8a1c2b.css`);
    assert.equal(sheet.status, 200);
    assert.match(sheet.headers.get('content-type') ?? '', /^text\/css/);
    assert.match(await sheet.text(), /--accent-fill: #8a1c2b/);
    assert.equal(
      (await fetch(`${app.t.url}/brand/accent/cccccc.css`)).status,
      404,
      'no sheet for a refused colour',
    );
  });

  let sent: Awaited<ReturnType<typeof sendForSignature>>;

  test('the invitation comes from "Acme Legal via Countersign" and shows the logo and the name', async () => {
    sent = await sendForSignature(app);
    const mail: ReceivedMail = await smtp.waitForMessage(
      (m) => m.to.includes('zoe@client.test'),
      'the invitation',
    );
    assert.match(
      mail.headers.from,
      /^"?Acme Legal via Countersign"? <no-reply@localhost>$/,
      mail.headers.from,
    );
    assert.ok(mail.html.includes(`<img src="${app.t.url}${logoUrl}" alt="Acme Legal"`), mail.html);
    assert.match(mail.html, /background:#8a1c2b/);
    assert.match(mail.text, /^Acme Legal\r?\n/, 'the plain-text part names the company first');
    // Issue 31 item 11: the display name is the name in the subject and the body too.
    assert.equal(mail.subject, 'Please sign: Consulting agreement, from Owner at Acme Legal');
    assert.match(mail.text, /Owner at Acme Legal has sent you "Consulting agreement"/);
    assert.doesNotMatch(mail.text, /Owner at Acme(?! Legal)/);
  });

  test('the signing page shows the logo and name in its bar and loads the accent sheet', async () => {
    const res = await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}`);
    assert.equal(res.status, 200);
    assert.ok(
      res.body.includes(`<img class="brand-logo" src="${logoUrl}" alt="Acme Legal">`),
      'logo in the bar',
    );
    assert.ok(res.body.includes('<link rel="stylesheet" href="/brand/accent/8a1c2b.css">'));
    assert.match(
      res.body,
      /<strong>Owner at Acme Legal<\/strong><\/bdi> asks you/,
      'and the sentence that asks',
    );
    assert.match(res.headers.get('content-security-policy') ?? '', /img-src 'self'/);
    assert.doesNotMatch(res.body, /style="/, 'no inline style');
  });

  test("the audit certificate's header shows the name (pdftotext) and the logo (pdfimages)", async () => {
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    assert.equal((await consultantSigns(app.t.url, sent.tokens[1])).status, 200);
    const pdf = await downloadExecuted(app, sent.id);
    assert.equal(pdf.status, 200);
    const dir = await mkdtemp(path.join(tmpdir(), 'brand-cert-'));
    try {
      await writeFile(path.join(dir, 'x.pdf'), pdf.body);
      const text = (await run('pdftotext', ['-enc', 'UTF-8', '-layout', path.join(dir, 'x.pdf'), '-']))
        .output;
      const certificate = text.slice(text.indexOf('Acme Legal'));
      assert.ok(text.includes('Acme Legal'), text);
      assert.ok(
        certificate.indexOf('Acme Legal') < certificate.indexOf('Audit certificate'),
        'the name heads it',
      );
      const list = (await run('pdfimages', ['-list', path.join(dir, 'x.pdf')])).output;
      assert.match(list, /\n\s*\d+\s+\d+\s+image\s+120\s+40\s+rgb/, list);
      await run('pdfimages', ['-png', path.join(dir, 'x.pdf'), path.join(dir, 'img')]);
      assert.ok((await readdir(dir)).some((f) => f.startsWith('img')));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('without branding, the neutral look stays: no logo, no sheet, From names the member at the workspace', async () => {
    await app.t.admin('PATCH', ws(), { displayName: null, accentColor: null });
    assert.equal(
      (
        await fetch(`${app.t.url}/admin/v1${ws()}/logo`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        })
      ).status,
      204,
    );
    const plain = await sendForSignature(app, {
      submitters: [
        { role: 'Client', name: 'Plain Client', email: 'plain@client.test' },
        { role: 'Consultant', name: 'Plain Consultant', email: 'plain@consultant.test' },
      ],
    });
    const mail = await smtp.waitForMessage((m) => m.to.includes('plain@client.test'), 'the plain invitation');
    assert.match(mail.headers.from, /^"?Owner at Acme via Countersign"?/);
    assert.doesNotMatch(mail.html, /<img/);
    const page = await request(app.t.url, 'GET', `/sign/${plain.tokens[0]}`);
    assert.doesNotMatch(page.body, /brand-logo|\/brand\/accent\//);
    assert.match(page.body, /<span class="brand">Countersign<\/span>/);
  });
});
