// Screenshots of the template editors (issue 11): the builder with fields of two roles, the flow
// editor with its preview, and the signing page of a coordinate template at 390 px with its fields in
// place. Starts a test app on the embedded database, drives Debian's Chromium, writes PNGs.
import path from 'node:path';
import { AppClient, signIn } from '../../test/app-support.ts';
import { DESKTOP, launchChromium, PHONE } from '../../test/browser.ts';
import { signedInContext, TENANT_NAME_FIELD, twoPagePdf } from '../../test/builder-support.ts';
import { createTenant, request, startTestApp } from '../../test/helpers.ts';

export default async function capture(outDir: string): Promise<string[]> {
  const t = await startTestApp();
  const browser = await launchChromium();
  const files: string[] = [];
  try {
    const tenant = await createTenant(t, 'team_premium');
    const client = new AppClient(t.url);
    await signIn(t, client, 'owner@acme.test');
    await client.get('/app/templates/new');
    const pdf = Buffer.from(await twoPagePdf()).toString('base64');
    const created = await client.postJson('/app/templates', {
      name: 'Residential lease',
      kind: 'coordinate',
      pdf,
    });
    const editUrl = JSON.parse(created.text).redirect as string;
    const id = /tpl_[^/]+/.exec(editUrl)?.[0] ?? '';
    const fields = [
      { name: 'landlord', label: 'Landlord', type: 'text', page: 1, x: 72, y: 110, width: 220, height: 20 },
      {
        name: 'rent',
        label: 'Monthly rent',
        type: 'number',
        page: 1,
        x: 320,
        y: 110,
        width: 120,
        height: 20,
      },
      { ...TENANT_NAME_FIELD, label: 'Tenant name' },
      {
        name: 'pets',
        label: 'Pets allowed',
        type: 'checkbox',
        role: 'Tenant',
        required: false,
        page: 1,
        x: 72,
        y: 250,
        width: 16,
        height: 16,
      },
      {
        name: 'tenantSig',
        label: 'Tenant signature',
        type: 'signature',
        role: 'Tenant',
        page: 1,
        x: 72,
        y: 560,
        width: 200,
        height: 50,
      },
      {
        name: 'landlordSig',
        label: 'Landlord signature',
        type: 'signature',
        role: 'Landlord',
        page: 1,
        x: 320,
        y: 560,
        width: 200,
        height: 50,
      },
      {
        name: 'initials',
        label: 'Initials',
        type: 'initials',
        role: 'Tenant',
        page: 1,
        x: 470,
        y: 680,
        width: 60,
        height: 30,
      },
    ];
    const saved = await client.postJson(`/app/templates/${id}/definition`, {
      definition: { name: 'Residential lease', roles: [{ name: 'Tenant' }, { name: 'Landlord' }], fields },
    });
    if (saved.status !== 200) throw new Error(saved.text);

    const desktop = await signedInContext(browser, t, 'owner@acme.test', { width: 1440, height: 1300 });
    const page = await desktop.newPage();
    await page.goto(`${t.url}${editUrl}`);
    await page.locator('[data-builder][data-ready="1"]').waitFor();
    await page.locator('.pdf-page.drawn').first().waitFor();
    await page.locator('.field-box[data-name="tenantSig"]').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const builder = path.join(outDir, 'builder-two-roles.png');
    await page.screenshot({ path: builder });
    files.push(builder);

    await client.get('/app/templates/new');
    const flow = await client.post('/app/templates', { name: 'Services agreement', kind: 'flow' });
    const flowId = /tpl_[^/]+/.exec(flow.location ?? '')?.[0] ?? '';
    await client.get(`/app/templates/${flowId}/edit`);
    await client.post(`/app/templates/${flowId}`, {
      name: 'Services agreement',
      'roles.count': '2',
      'roles.0.name': 'Client',
      'roles.1.name': 'Provider',
      body: '# Services agreement\n\nBetween **{{client}}** and Acme Ltd, from {{start}}.\n\n## Fees\n\nA monthly fee of {{fee}} EUR.',
      'variables.count': '3',
      'variables.0.key': 'client',
      'variables.0.label': 'Client name',
      'variables.0.type': 'text',
      'variables.0.required': 'on',
      'variables.1.key': 'start',
      'variables.1.label': 'Start date',
      'variables.1.type': 'date',
      'variables.1.required': 'on',
      'variables.2.key': 'fee',
      'variables.2.label': 'Monthly fee',
      'variables.2.type': 'number',
      'variables.2.required': 'on',
      op: 'save',
    });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${t.url}/app/templates/${flowId}/edit`);
    await page.locator('#flow-preview-pages[data-ready] .pdf-page.drawn').waitFor();
    const flowShot = path.join(outDir, 'flow-editor-preview.png');
    await page.screenshot({ path: flowShot, fullPage: true });
    files.push(flowShot);
    await desktop.close();

    await client.get('/app/templates');
    await client.post(`/app/templates/${id}/publish`, { confirmed: 'yes' });
    const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
      token: tenant.apiKey,
      body: {
        templateId: id,
        submitters: [
          { role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' },
          { role: 'Landlord', name: 'Lars Landlord', email: 'lars@example.test' },
        ],
        values: { landlord: 'Acme Homes Ltd', rent: 1450 },
        sendEmail: false,
      },
    });
    const phone = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      locale: 'en-US',
    });
    const signer = await phone.newPage();
    await signer.goto(sent.body.submitters[0].signingUrl);
    await signer.locator('[data-in-place][data-ready="1"]').waitFor();
    // The guided flow (issue 23): each box opens a sheet with its field's control.
    await signer.locator('#box-tenantName').tap();
    await signer.keyboard.type('Tina Tenant');
    await signer.getByRole('button', { name: 'Done' }).tap();
    await signer.locator('#box-tenantSig').tap();
    await signer.locator('#typed-signature').tap();
    await signer.keyboard.type('Tina Tenant');
    await signer
      .getByRole('button', { name: /Done|Next|Finish/ })
      .first()
      .tap();
    await signer.locator('.pdf-page').first().scrollIntoViewIfNeeded();
    const signing = path.join(outDir, 'signing-coordinate-390.png');
    await signer.screenshot({ path: signing, fullPage: true });
    files.push(signing);
    await phone.close();
  } finally {
    await browser.close();
    await t.close();
  }
  return files;
}
