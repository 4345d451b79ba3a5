// The application at a phone's width and at a desk's (issue 31 item 12), measured in Chromium with
// getBoundingClientRect: at 390 px the header folds behind a Menu button and takes one row, every
// target in it is at least 44 px; a file input's text is 16 px and "Upload logo" and "Remove logo"
// are apart; the Remind button reads "Remind Zoë Ångström" with its space, to the eye and in
// Chromium's accessibility tree; a long address breaks after "@" or a hyphen or before a ".", never
// mid-word. Every page passes axe at both widths. The builder, a published template's editor address
// and the coordinate signing page: browser-app-layout-editors.test.ts.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { check, ownerPage, type PagesRun, skip, startPagesRun } from './app-pages-support.ts';
import { SERVICES_VALUES } from './app-support.ts';
import { png } from './branding-images.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { ADMIN_TOKEN } from './helpers.ts';
import { rectOf, SHOTS, shoot, shotsReady, smallTargets } from './layout-support.ts';
import { send } from './requests-fixtures.ts';

let run: PagesRun;
/** A request whose turn is Zoë Ångström's, never reminded. */
let zoeRequest: string;

before(async () => {
  if (skip) return;
  run = await startPagesRun();
  await shotsReady();
  const { t, tenant } = run;
  const sent = await send(t.url, tenant.apiKey, {
    templateId: run.templateId,
    submitters: [
      { role: 'Client', name: 'Zoë Ångström', email: 'zoe@example.test' },
      { role: 'Provider', name: 'Priya Provider', email: 'priya@acme.test' },
    ],
    values: SERVICES_VALUES,
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  zoeRequest = sent.body.id;
  const logo = await fetch(`${t.url}/admin/v1/workspaces/${tenant.workspaceId}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'image/png' },
    body: new Uint8Array(png(160, 48, { rgb: [255, 200, 60] })),
  });
  assert.equal(logo.status, 200, await logo.text());
});
after(async () => {
  await run?.close();
});

test('at 390 px the header is one row behind a Menu button, every target in it a finger’s size', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  await page.setViewportSize(PHONE);
  await check(run, page, 'requests list, menu closed', '/app/requests');
  await page.setViewportSize(PHONE);
  const closed = await rectOf(page, 'header.site');
  assert.ok(closed.height <= 80, `the header takes ${closed.height} px of 844`);
  assert.equal(await page.locator('#site-nav').isVisible(), false);
  assert.deepEqual(await smallTargets(page, 'header.site'), []);
  await shoot(page, 'header-closed', PHONE);

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  assert.equal(await menu.getAttribute('aria-expanded'), 'true');
  await page.locator('#site-nav').waitFor();
  await page.getByLabel('Language').waitFor();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await check(run, page, 'requests list, menu open', null);
  await page.setViewportSize(PHONE);
  assert.deepEqual(await smallTargets(page, 'header.site'), []);
  await shoot(page, 'header-open', PHONE);
  await page.keyboard.press('Escape');
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.locator('#site-nav').isVisible(), false);

  // At a desk there is no Menu button: the navigation is always there.
  await page.setViewportSize(DESKTOP);
  assert.equal(await menu.isVisible(), false);
  assert.equal(await page.locator('#site-nav').isVisible(), true);
  assert.deepEqual(await smallTargets(page, 'header.site .bar'), []);
  await shoot(page, 'header', DESKTOP);
  await context.close();
});

test('the Remind button reads "Remind Zoë Ångström", with its space, to the eye and to a screen reader', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  await check(run, page, 'request page with Remind', `/app/requests/${zoeRequest}`);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const button = page.locator('form[action$="/remind"] button');
    // Between the end of "Remind" and the name: the width of a space, not nothing.
    const gap = await button.evaluate((el) => {
      const bdi = el.querySelector('bdi') as HTMLElement;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let word: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (/Remind/.test(node.textContent ?? '')) word = node as Text;
      const range = document.createRange();
      const text = word?.textContent ?? '';
      range.setStart(word as Text, text.indexOf('Remind'));
      range.setEnd(word as Text, text.indexOf('Remind') + 'Remind'.length);
      return bdi.getBoundingClientRect().left - range.getBoundingClientRect().right;
    });
    assert.ok(gap >= 3, `at ${size.width} px "Remind" and the name are ${gap} px apart`);
    await shoot(page, 'request-remind', size);
  }
  // Chromium's own accessibility tree names it with the space.
  const cdp = await context.newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ role?: { value: string }; name?: { value: string } }>;
  };
  const names = nodes.filter((n) => n.role?.value === 'button').map((n) => n.name?.value ?? '');
  assert.ok(names.includes('Remind Zoë Ångström'), JSON.stringify(names));
  assert.ok(!names.some((name) => name.includes('RemindZoë')), JSON.stringify(names));
  await context.close();
});

test('at 390 px a long address breaks after "@" or a hyphen or before a ".", never mid-word', {
  skip,
}, async () => {
  const { t, tenant } = run;
  const email = 'chloe.contracts-department@northwind-consultancy-group.example.com';
  const sent = await send(t.url, tenant.apiKey, {
    templateId: run.templateId,
    submitters: [
      { role: 'Client', name: 'Chloé Contracts', email },
      { role: 'Provider', name: 'Priya Provider', email: 'priya@acme.test' },
    ],
    values: SERVICES_VALUES,
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const { context, page } = await ownerPage(run);
  await page.setViewportSize(PHONE);
  for (const where of [`/app/requests/${sent.body.id}`, '/app/requests']) {
    await check(run, page, `long address at 390 px on ${where}`, where);
    await page.setViewportSize(PHONE);
    // Each line of the address, as Chromium laid it out: where a line ends and the next begins.
    const lines = await page.evaluate((address) => {
      const box = [...document.querySelectorAll('main bdi')].find((el) => el.textContent === address);
      if (!box) return null;
      const out: string[] = [];
      let top = Number.NaN;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const at = range.getBoundingClientRect().top;
          if (Number.isNaN(top) || Math.abs(at - top) > 2) out.push('');
          top = at;
          out[out.length - 1] += text[i];
        }
      }
      return out;
    }, email);
    assert.ok(lines, `the address is on ${where}`);
    assert.ok(lines.length > 1, `at 390 px the address takes more than a line: ${JSON.stringify(lines)}`);
    for (let i = 1; i < lines.length; i++) {
      assert.ok(
        /[@-]$/.test(lines[i - 1]) || lines[i].startsWith('.'),
        `on ${where} a break after "@" or "-" or before ".": ${JSON.stringify(lines)}`,
      );
    }
    await shoot(page, `long-address-${where === '/app/requests' ? 'list' : 'request'}`, PHONE);
  }
  await context.close();
});

test('the branding section at 390 px: file inputs in 16 px text, Upload and Remove logo apart', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  await check(run, page, 'settings with a logo', '/app/settings');
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const fontSize = await page
      .locator('#branding-logo')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    assert.ok(fontSize >= 16, `the file input's text is ${fontSize} px`);
    const input = await rectOf(page, '#branding-logo');
    assert.ok(input.height >= 44, `the file input is ${input.height} px high`);
    const upload = await rectOf(page, 'form[action="/app/settings/branding/logo"] button[type="submit"]');
    const remove = await rectOf(page, 'form[action="/app/settings/branding/logo/remove"] button');
    const apart = Math.max(
      remove.top - upload.bottom,
      upload.top - remove.bottom,
      remove.left - upload.right,
    );
    assert.ok(apart >= 8, `Upload and Remove logo are ${apart} px apart at ${size.width} px`);
    await page
      .locator('section[aria-labelledby="branding-heading"]')
      .screenshot({ path: path.join(SHOTS, `branding-${size.width}.png`) });
  }
  await context.close();
});

test('no page raised a script error or a CSP violation', { skip }, () => {
  assert.deepEqual(run.errors, []);
});
