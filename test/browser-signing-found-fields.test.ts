// Issue 44 items 10, 20 and 21 where a signer meets them: fields made from text tags — a date and an
// initials tag on lines 12 points apart, a check-box tag whose text runs across the page, a tag the
// word processor wrapped onto a second line, a signature under a heading — signed in place at 390 and
// 1280 px. No two fields overlap (before, the initials grew over the date and both kept targets no
// larger than themselves: 10 px), the check box is a small square (before, 421 pt wide), every tap
// target holds its box and overlaps no other, a field with room around it gets a target of 44 px or
// more a side, and a tap on the centre of each field opens that field's own sheet. Browser-only: run
// in the PostgreSQL pass.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
let t: TestApp;
let tenant: Tenant;
let templateId: string;
let browser: Browser;
let fields: Array<{
  name: string;
  label: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
}>;

/** An A4 page written as a word processor would: labels, tags, a wrapped tag, a heading. */
async function taggedPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const line = (text: string, y: number, size = 10) => page.drawText(text, { x: 72, y: 842 - y, size, font });
  line('Tenancy agreement', 70, 16);
  line('Date: {{signedOn;type=date;role=Tenant;label=Date signed}}', 150);
  line('Initials: {{tenantInitials;type=initials;role=Tenant;label=Initials}}', 162);
  line(
    '{{agree;type=checkbox;role=Tenant;required=false;label=I agree to be contacted by e-mail}} I agree',
    250,
  );
  line('Full name of the tenant as on the passport: {{tenantName;type=text;role=Tenant;', 300);
  line('label=Full name}} Address of the tenant, as on the lease', 312);
  line('Signed for the tenant', 400, 12);
  line('{{tenantSig;type=signature;role=Tenant;label=Tenant signature}}', 417);
  line('Tenant', 470);
  return Buffer.from(await doc.save()).toString('base64');
}

before(async () => {
  if (skip) return;
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  const created = await request(t.url, 'POST', '/api/v1/templates', {
    token: tenant.apiKey,
    body: {
      name: 'Tenancy agreement',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: await taggedPdf(),
      fieldsFrom: ['tags'],
      fields: [],
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  templateId = created.body.id;
  fields = created.body.fields;
  const published = await request(t.url, 'POST', `/api/v1/templates/${templateId}/publish`, {
    token: tenant.apiKey,
  });
  assert.ok(published.status < 300, JSON.stringify(published.body));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await t?.close();
});

test('the fields the tags make overlap nothing, and the check box is a small square', { skip }, () => {
  assert.deepEqual(fields.map((f) => f.name).sort(), [
    'agree',
    'signedOn',
    'tenantInitials',
    'tenantName',
    'tenantSig',
  ]);
  for (const a of fields)
    for (const b of fields) {
      if (a === b) continue;
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      assert.ok(!overlap, `${a.name} ${JSON.stringify(a)} overlaps ${b.name} ${JSON.stringify(b)}`);
    }
  const agree = fields.find((f) => f.name === 'agree')!;
  assert.ok(agree.width <= 16, `the check box is ${agree.width} pt wide`);
  const sig = fields.find((f) => f.name === 'tenantSig')!;
  assert.ok(sig.height >= 36, `the signature is ${sig.height} pt tall`);
});

async function pressCentre(page: Page, name: string, phone: boolean) {
  const mark = page.locator(`#box-${name} .box-mark`);
  await mark.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await mark.boundingBox();
  assert.ok(box, `${name} is drawn`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const [label, viewport, phone] of [
  ['390', PHONE, true],
  ['1280', DESKTOP, false],
] as const) {
  test(`at ${label} px each found field has its own target, 44 px where there is room, and a tap opens it`, {
    skip,
  }, async () => {
    const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
      token: tenant.apiKey,
      body: {
        templateId,
        submitters: [{ role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' }],
        sendEmail: false,
      },
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchForErrors(page);
    await page.goto(sent.body.submitters[0].signingUrl);
    await page.locator('[data-in-place][data-ready="1"]').waitFor({ timeout: 60_000 });
    await checkAccessibility(page, `found fields signed in place at ${label} px`);

    const drawn = await page.locator('.in-place-box').evaluateAll((targets) =>
      targets.map((target) => {
        const r = target.getBoundingClientRect();
        const m = target.querySelector('.box-mark')!.getBoundingClientRect();
        return {
          id: target.id,
          r: [r.left, r.top, r.right, r.bottom],
          m: [m.left, m.top, m.right, m.bottom],
        };
      }),
    );
    assert.equal(drawn.length, fields.length);
    for (const a of drawn) {
      const [l, t0, r, b] = a.r;
      assert.ok(
        l <= a.m[0] + 0.5 && t0 <= a.m[1] + 0.5 && r >= a.m[2] - 0.5 && b >= a.m[3] - 0.5,
        `${a.id} holds its box`,
      );
      for (const other of drawn) {
        if (a === other) continue;
        const apart =
          a.r[2] <= other.r[0] || other.r[2] <= a.r[0] || a.r[3] <= other.r[1] || other.r[3] <= a.r[1];
        assert.ok(apart, `${a.id} and ${other.id} overlap: ${JSON.stringify([a.r, other.r])}`);
      }
    }
    // The check box and the signature have room all around: a finger's 44 px at least.
    for (const id of ['box-agree', 'box-tenantSig']) {
      const { r } = drawn.find((d) => d.id === id)!;
      assert.ok(
        r[2] - r[0] >= 43.5 && r[3] - r[1] >= 43.5,
        `${id}'s target is ${r[2] - r[0]}×${r[3] - r[1]} px`,
      );
    }

    const opened: string[] = [];
    for (const f of fields) {
      await pressCentre(page, f.name, phone);
      const title = page.locator('#field-sheet:not([hidden]) #sheet-title');
      await title.waitFor();
      opened.push(`${f.label} → ${await title.textContent()}`);
      const done = page.locator('#field-sheet').getByRole('button', { name: 'Done' });
      await (phone ? done.tap() : done.click());
      await page.locator('#field-sheet').waitFor({ state: 'hidden' });
    }
    assert.deepEqual(
      opened,
      fields.map((f) => `${f.label} → ${f.label}`),
    );
    if (label === '390') await page.screenshot({ path: '/tmp/found-fields-390.png', fullPage: false });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
