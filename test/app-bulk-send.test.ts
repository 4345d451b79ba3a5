// Bulk send from a spreadsheet (issue 24 item 5): the CSV header made for a template; every row of
// an uploaded file checked by the API's rules before anything is sent; each valid row sent through
// sendRequest with a key from the row's own content, so the same file again sends
// nothing; UTF-8 with a byte-order mark, semicolons and quoted fields read; formulas kept as text;
// a file with more new rows than the month's allowance has left refused before anything is sent.
// Issue 31: each row's key is its own content, so a corrected file sends only the corrected rows and
// a row whose signers got the template a moment ago is asked about first; optional columns set each
// signer's language and access code, the copies and the expiry; one file size everywhere.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { MAX_FILE_BYTES } from '../src/web/send/bulk/csv.ts';
import { checkboxText } from '../src/web/send/bulk/rows.ts';
import { type AppClient, type Page, startOwnerApp } from './app-support.ts';
import { BAD_ROWS, badSheet, csv, FULL_HEADER, HEADER, row } from './bulk-support.ts';
import { request, type Tenant, type TestApp, usageOf } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;

before(async () => {
  // Ten a month: the allowance test runs first, then the plan becomes unlimited.
  ({ t, tenant, templateId, owner } = await startOwnerApp('professional', { TEST_CLOCK: '1' }));
});
after(async () => {
  await t?.close();
});

/** Posts a multipart form as the page's form would, with the last page's CSRF token. */
async function postMultipart(
  client: AppClient,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer | string },
): Promise<Page> {
  const form = new FormData();
  form.set('_csrf', client.csrf);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new Blob([Buffer.from(file.bytes)], { type: 'text/csv' }), file.name);
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const text = await res.text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
  if (csrf) client.csrf = csrf;
  return { status: res.status, headers: res.headers, text, location: res.headers.get('location') };
}

const bulk = () => `/app/send/${templateId}/bulk`;

async function upload(bytes: Buffer | string, fields: Record<string, string> = { sendEmail: '1' }) {
  await owner.get(bulk());
  return postMultipart(owner, bulk(), fields, { name: 'people.csv', bytes });
}

/** Sends the file the check page carries, as its form does (`extra`: the button pressed). */
async function sendChecked(preview: Page, extra: Record<string, string> = {}) {
  const content = /name="content" value="([^"]*)"/.exec(preview.text)?.[1];
  assert.ok(content, 'the check page carries the file to send');
  const sendEmail: Record<string, string> = /name="sendEmail" value="1"/.test(preview.text)
    ? { sendEmail: '1' }
    : {};
  return postMultipart(owner, `${bulk()}/send`, { content, fileName: 'people.csv', ...sendEmail, ...extra });
}

/** The counts the page shows, by result. */
function countsOf(page: Page): Record<string, number> {
  return Object.fromEntries(
    [...page.text.matchAll(/data-count="(\w+)">([\d,.\s]+)</g)].map((m) => [
      m[1],
      Number(m[2].replace(/\D/g, '')),
    ]),
  );
}

const listTotal = async () =>
  (await request(t.url, 'GET', '/api/v1/esign/submissions?limit=1', { token: tenant.apiKey })).body
    .total as number;

/** The text of a page's table row for a sheet row number. */
function tableRow(page: Page, number: number): string | undefined {
  return [...page.text.matchAll(/<tr><th scope="row"[^>]*>(\d+)<\/th>([\s\S]*?)<\/tr>/g)].find(
    (m) => Number(m[1]) === number,
  )?.[2];
}

describe('bulk send from a spreadsheet', () => {
  test('the header download has a name and an e-mail column per role, one per sender input key, then the optional ones', async () => {
    const res = await fetch(`${t.url}${bulk()}/columns.csv`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /attachment; filename="Services-agreement-columns\.csv"/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(bytes.toString('utf8'), `\uFEFF${FULL_HEADER}\r\n`);
    // The page says which column is which.
    const page = await owner.get(bulk());
    assert.equal(page.status, 200);
    assert.match(
      page.text,
      /<code>Client email<\/code><\/th><td[^>]*>The e-mail address of the Client signer/,
    );
    assert.match(page.text, /<code>fee<\/code><\/th><td[^>]*><strong>Monthly fee<\/strong> \(required\)/);
    assert.match(
      page.text,
      /<code>Client language<\/code><\/th><td[^>]*>Optional: the language of the Client/,
    );
    assert.match(page.text, /<code>CC recipients<\/code><\/th><td[^>]*>Optional: at most 10 people copied/);
    // The single send form links here.
    assert.match(
      (await owner.get(`/app/send/${templateId}`)).text,
      new RegExp(`href="${bulk()}">Send to many`),
    );
  });

  test('a file with more new rows than the allowance has left is refused before anything is sent', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => row(i + 1, 'over'));
    const checked = await upload(csv(rows));
    assert.equal(checked.status, 403, checked.text);
    assert.match(
      checked.text,
      /This file would send 11 requests, but your workspace has 10 of its 10 signature requests left/,
    );
    assert.doesNotMatch(checked.text, /name="content"/, 'no form to send it');
    // Posting the file to the send step anyway is refused the same way.
    const forced = await postMultipart(owner, `${bulk()}/send`, {
      content: Buffer.from(csv(rows)).toString('base64'),
    });
    assert.equal(forced.status, 403);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 0);
    assert.equal(await listTotal(), 0);
    const patched = await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { plan: 'enterprise' });
    assert.equal(patched.status, 200);
  });

  // 200 rows; rows 12, 78 and 150 of the sheet are bad (BAD_ROWS).
  const file = Buffer.from(badSheet(200));
  let preview: Page;

  test('every row is checked before anything is sent: exactly the bad rows, each problem in words', async () => {
    preview = await upload(file);
    assert.equal(preview.status, 200, preview.text);
    assert.deepEqual(countsOf(preview), { ready: 197, invalid: 3, alreadySent: 0 });
    const problems =
      /<section aria-labelledby="bulk-invalid">([\s\S]*?)<\/section>/.exec(preview.text)?.[1] ?? '';
    assert.deepEqual(
      [...problems.matchAll(/<th scope="row"[^>]*>(\d+)<\/th>/g)].map((m) => Number(m[1])),
      [BAD_ROWS.badEmail, BAD_ROWS.blankName, BAD_ROWS.badValue],
    );
    assert.match(
      tableRow(preview, BAD_ROWS.badEmail) ?? '',
      /Client email: Enter an e-mail address, like name@example\.com\./,
    );
    assert.match(tableRow(preview, BAD_ROWS.blankName) ?? '', /Provider name: Enter the signer’s name\./);
    assert.match(tableRow(preview, BAD_ROWS.badValue) ?? '', /fee: Monthly fee must be a number\./);
    assert.match(preview.text, /Send 197 requests/);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 0, 'nothing charged');
    assert.equal(await listTotal(), 0, 'nothing sent');
  });

  test('sending sends each valid row once, through the API’s send, and links each to its request', async () => {
    const sent = await sendChecked(preview);
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(countsOf(sent), { sent: 197, alreadySent: 0, failed: 0, invalid: 3 });
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 197);
    assert.equal(await listTotal(), 197);
    const link =
      /<a href="\/app\/requests\/(sr_\w+)">Open<span class="visually-hidden"> the request of row 2</.exec(
        tableRow(sent, 2) ?? '',
      );
    assert.ok(link, 'row 2 links to its request');
    const { rows } = await t.services.db.query<{
      sender_values: object;
      member_id: string;
      send_email: boolean;
    }>('SELECT sender_values, member_id, send_email FROM signature_requests WHERE id = $1', [link[1]]);
    assert.deepEqual(rows[0].sender_values, {
      clientName: 'Customer 1 Ltd',
      clientEmail: 'billing-1@example.test',
      startDate: '2026-12-01',
      fee: 1001,
      billing: 'monthly',
      rush: false,
    });
    assert.equal(rows[0].member_id, tenant.memberId);
    assert.equal(rows[0].send_email, true);
    const polled = await request(t.url, 'GET', `/api/v1/esign/submissions/${link[1]}`, {
      token: tenant.apiKey,
    });
    assert.deepEqual(
      polled.body.submitters.map((s: { role: string; email: string }) => [s.role, s.email]),
      [
        ['Client', 'client-a-1@example.test'],
        ['Provider', 'priya@acme.test'],
      ],
    );
    // Row 4 (the third client) ticked "yes": the checkbox is true.
    const { rows: ticked } = await t.services.db.query<{ sender_values: { rush: boolean } }>(
      `SELECT r.sender_values FROM signature_requests r JOIN submitters s ON s.request_id = r.id
        WHERE r.workspace_id = $1 AND s.email = 'client-a-3@example.test'`,
      [tenant.workspaceId],
    );
    assert.equal(ticked[0].sender_values.rush, true);
    const invitations = await t.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE workspace_id = $1 AND kind = 'invitation'`,
      [tenant.workspaceId],
    );
    assert.equal(invitations.rows[0].n, 197, 'one invitation per request');
  });

  test('the same file again sends nothing: every row is already sent, the allowance is unchanged', async () => {
    const again = await upload(file);
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(countsOf(again), { ready: 0, invalid: 3, alreadySent: 197 });
    assert.doesNotMatch(again.text, /name="content"/);
    assert.match(again.text, /Nothing in this file is left to send\./);
    // Even posted to the send step, the rows replay.
    const resent = await sendChecked(preview);
    assert.deepEqual(countsOf(resent), { sent: 0, alreadySent: 197, failed: 0, invalid: 3 });
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 197);
    assert.equal(await listTotal(), 197);
  });

  // Issue 31 item 7: the 200 rows with the three bad ones corrected.
  const corrected = () => Array.from({ length: 200 }, (_, i) => row(i + 1));
  const requestOf = async (email: string) =>
    (
      await t.services.db.query<{ id: string }>(
        `SELECT r.id FROM signature_requests r JOIN submitters s ON s.request_id = r.id
          WHERE r.workspace_id = $1 AND s.email = $2 ORDER BY r.created_at`,
        [tenant.workspaceId, email],
      )
    ).rows.map((r) => r.id);

  test('a corrected file sends only the corrected rows: each row is keyed by its own content', async () => {
    const checked = await upload(csv(corrected()));
    assert.equal(checked.status, 200, checked.text);
    assert.deepEqual(countsOf(checked), { ready: 3, invalid: 0, alreadySent: 197 });
    assert.match(checked.text, /Send 3 requests/);
    const sent = await sendChecked(checked);
    assert.deepEqual(countsOf(sent), { sent: 3, alreadySent: 197, failed: 0, invalid: 0 });
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 200);
    assert.equal(await listTotal(), 200);
    // The rows moved around (the file sorted another way) are the same rows.
    const shuffled = await upload(csv(corrected().reverse()));
    assert.deepEqual(countsOf(shuffled), { ready: 0, invalid: 0, alreadySent: 200 });
  });

  test('a changed row whose signers got the template under ten minutes ago is asked about, as the send form asks', async () => {
    const rows = corrected();
    rows[0][7] = '999'; // row 2: its fee changed after it was sent
    const [earlier] = await requestOf('client-a-1@example.test');
    const checked = await upload(csv(rows));
    assert.equal(checked.status, 200, checked.text);
    assert.deepEqual(countsOf(checked), { ready: 0, invalid: 0, alreadySent: 199, recent: 1 });
    assert.match(checked.text, /Rows sent to the same signers a moment ago/);
    assert.match(tableRow(checked, 2) ?? '', new RegExp(`href="/app/requests/${earlier}">the request sent`));
    assert.doesNotMatch(
      checked.text,
      /Send \d+ requests?</,
      'no button sends only the new rows: there are none',
    );
    assert.match(checked.text, /name="sendAnyway" value="1"[^>]*>Send 1 request, repeats included/);
    // The plain send step does not send it.
    const held = await sendChecked(checked);
    assert.deepEqual(countsOf(held), { sent: 0, alreadySent: 199, failed: 0, invalid: 0, recent: 1 });
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 200);
    // The button that says so does, once.
    const confirmed = await sendChecked(checked, { sendAnyway: '1' });
    assert.deepEqual(countsOf(confirmed), { sent: 1, alreadySent: 199, failed: 0, invalid: 0 });
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 201);
    assert.equal((await requestOf('client-a-1@example.test')).length, 2);
    const again = await upload(csv(rows));
    assert.deepEqual(countsOf(again), { ready: 0, invalid: 0, alreadySent: 200 });
    // Ten minutes later a changed row is no repeat: it is sent like any new row.
    assert.equal((await t.admin('POST', '/clock', { advanceSeconds: 11 * 60 })).status, 200);
    rows[1][7] = '888';
    const later = await upload(csv(rows));
    assert.deepEqual(countsOf(later), { ready: 1, invalid: 0, alreadySent: 199 });
    assert.deepEqual(countsOf(await sendChecked(later)), {
      sent: 1,
      alreadySent: 199,
      failed: 0,
      invalid: 0,
    });
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, 202);
  });

  test('a row repeated in a file is sent once; a file sent when keys were its hash and row still replays', async () => {
    const twice = await upload(csv([row(1, 'twice'), row(1, 'twice')]));
    assert.deepEqual(countsOf(twice), { ready: 1, invalid: 1, alreadySent: 0 });
    assert.match(tableRow(twice, 3) ?? '', /This row is the same as row 2: it is sent once\./);
    const file = csv([row(1, 'legacy'), row(2, 'legacy')]);
    const hash = createHash('sha256').update(Buffer.from(file)).digest('hex');
    const before = await request(t.url, 'POST', '/api/v1/esign/submissions', {
      token: tenant.apiKey,
      body: {
        templateId,
        submitters: [
          { role: 'Client', name: 'Client 1', email: 'client-legacy-1@example.test' },
          { role: 'Provider', name: 'Priya Provider', email: 'priya@acme.test' },
        ],
        values: {
          clientName: 'Customer 1 Ltd',
          clientEmail: 'billing-1@example.test',
          startDate: '2026-12-01',
          fee: 1001,
          billing: 'monthly',
        },
        sendEmail: false,
        // The key of row 2 of this file as bulk send made it before issue 31.
        idempotencyKey: `bulk:${templateId}:${hash}:2`,
      },
    });
    assert.equal(before.status, 201, JSON.stringify(before.body));
    const checked = await upload(file);
    assert.deepEqual(countsOf(checked), { ready: 1, invalid: 0, alreadySent: 1 });
    assert.match(tableRow(checked, 2) ?? '', new RegExp(`/app/requests/${before.body.id}`));
  });

  test("the optional columns set each signer's language, access code or e-mailed code, the copies and the expiry, each checked by the send form's rules", async () => {
    const day = (days: number) =>
      new Date(t.services.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
    // `optional`: each signer's language and access code, the copies, the expiry; `emailed`: each
    // signer's e-mailed code cell.
    const cells = (n: number, optional: string[], emailed = ['', '']) => [
      ...row(n, 'cols'),
      ...optional.slice(0, 2),
      emailed[0],
      ...optional.slice(2, 4),
      emailed[1],
      ...optional.slice(4),
    ];
    const file = csv(
      [
        cells(1, [
          'DE',
          'ABCD-1234',
          '',
          '',
          '"cc1@example.test, Carla Copy; Dan Copy <cc2@example.test>"',
          day(30),
        ]),
        cells(2, ['xx', '', '', '', '', '']),
        cells(3, ['', 'abc', '', '', '', '']),
        cells(4, ['', '', '', '', 'not-an-address', '']),
        cells(5, ['', '', '', '', '', '2020-01-01']),
        cells(6, ['', '', 'fr', '', 'client-cols-6@example.test', 'tomorrow']),
        // A name with a right-to-left override is refused here too (issue 31 item 6).
        cells(7, ['', '', '', '', '', '']).map((c, i) => (i === 0 ? 'Zoë\u202Eemca' : c)),
        // An e-mailed code for the provider ("ja": yes in German too); a code and an e-mailed code for
        // one signer, and a cell that is neither yes nor blank, are refused.
        cells(8, ['', '', '', '', '', ''], ['', 'ja']),
        cells(9, ['', 'ABCD-1234', '', '', '', ''], ['yes', '']),
        cells(10, ['', '', '', '', '', ''], ['maybe', '']),
      ],
      ',',
      FULL_HEADER,
    );
    const checked = await upload(file);
    assert.equal(checked.status, 200, checked.text);
    assert.deepEqual(countsOf(checked), { ready: 2, invalid: 8, alreadySent: 0 });
    for (const number of [10, 11]) {
      assert.match(
        tableRow(checked, number) ?? '',
        /Client e-mailed code: Write yes, or leave it blank; an access code and an e-mailed code are not both given/,
      );
    }
    assert.match(tableRow(checked, 3) ?? '', /Client language: Choose one of the languages offered\./);
    assert.match(
      tableRow(checked, 4) ?? '',
      /Client access code: The access code must have 4 to 64 characters\./,
    );
    assert.match(tableRow(checked, 5) ?? '', /CC recipients: Line 1: /);
    assert.match(tableRow(checked, 6) ?? '', /Expiry date: The expiry date is in the past\./);
    assert.match(tableRow(checked, 7) ?? '', /CC recipients: Line 1: client-cols-6@example\.test/);
    assert.match(tableRow(checked, 7) ?? '', /Expiry date: Enter the expiry date as a date/);
    assert.match(tableRow(checked, 8) ?? '', /Client name: Write the name on one line/);
    const sent = await sendChecked(checked);
    assert.deepEqual(countsOf(sent), { sent: 2, alreadySent: 0, failed: 0, invalid: 8 });
    const [emailed] = await requestOf('client-cols-8@example.test');
    const { rows: emailedSigners } = await t.services.db.query<{ verification_method: string | null }>(
      'SELECT verification_method FROM submitters WHERE request_id = $1 ORDER BY position',
      [emailed],
    );
    assert.deepEqual(
      emailedSigners.map((s) => s.verification_method),
      [null, 'email_code'],
    );
    const [id] = await requestOf('client-cols-1@example.test');
    const { rows: request_ } = await t.services.db.query<{ cc: unknown; expires_at: Date }>(
      'SELECT cc, expires_at FROM signature_requests WHERE id = $1',
      [id],
    );
    assert.deepEqual(request_[0].cc, [
      { email: 'cc1@example.test', name: 'Carla Copy' },
      { email: 'cc2@example.test', name: 'Dan Copy' },
    ]);
    assert.equal(request_[0].expires_at.toISOString(), `${day(30)}T23:59:59.999Z`);
    const { rows: signers } = await t.services.db.query<{
      locale: string;
      verification_method: string | null;
    }>('SELECT locale, verification_method FROM submitters WHERE request_id = $1 ORDER BY position', [id]);
    assert.deepEqual(
      signers.map((s) => [s.locale, s.verification_method]),
      [
        ['de', 'access_code'],
        ['en', null],
      ],
    );
    // The same file again: the row with its options is the same row. Its access code is in the key
    // by being there only (a key must not hold a fast hash of a code stored as a slow one), so
    // another code alone is the same row too.
    assert.deepEqual(countsOf(await upload(file)), { ready: 0, invalid: 8, alreadySent: 2 });
    const otherCode = file.replace('ABCD-1234', 'WXYZ-9876');
    assert.notEqual(otherCode, file);
    assert.deepEqual(countsOf(await upload(otherCode)), { ready: 0, invalid: 8, alreadySent: 2 });
  });

  test('one file size: the code, the upload page, the refusal and docs/application.md say 4 MiB', async () => {
    const mib = MAX_FILE_BYTES / 1024 / 1024;
    const doc = await readFile(new URL('../docs/application.md', import.meta.url), 'utf8');
    const sizes = [...doc.matchAll(/at most 1,000 rows\s+and\s+(\d+) MiB/g)].map((m) => Number(m[1]));
    assert.deepEqual(sizes, [mib], 'docs/application.md gives the code’s size');
    const page = await owner.get(bulk());
    assert.match(page.text, new RegExp(`Up to 1,000 rows and ${mib} MiB`));
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 'a');
    const refused = await upload(big);
    assert.equal(refused.status, 413);
    assert.match(refused.text, new RegExp(`The file is larger than ${mib} MiB\\.`));
  });

  test('a byte-order mark, semicolons and quoted fields are read; a formula is kept as text', async () => {
    const name = 'Zoë "Z" Ångström; Jr.';
    const first = row(1, 'bom');
    first[0] = `"${name.replaceAll('"', '""')}"`;
    first[4] = '=1+1';
    const second = row(2, 'bom');
    second[4] = '"Line one\r\nline two"';
    second[5] = '@billing@example.test';
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv([first, second], ';'))]);
    const checked = await upload(bytes, {});
    assert.equal(checked.status, 200, checked.text);
    // "@billing@example.test" is no e-mail address: refused, never read as anything else.
    assert.deepEqual(countsOf(checked), { ready: 1, invalid: 1, alreadySent: 0 });
    assert.match(tableRow(checked, 3) ?? '', /clientEmail: Billing e-mail must be an e-mail address\./);
    const sent = await sendChecked(checked);
    assert.deepEqual(countsOf(sent), { sent: 1, alreadySent: 0, failed: 0, invalid: 1 });
    const { rows } = await t.services.db.query<{
      sender_values: { clientName: string };
      name: string;
      send_email: boolean;
    }>(
      `SELECT r.sender_values, s.name, r.send_email FROM signature_requests r JOIN submitters s ON s.request_id = r.id
        WHERE r.workspace_id = $1 AND s.email = 'client-bom-1@example.test'`,
      [tenant.workspaceId],
    );
    assert.equal(rows[0].name, name);
    assert.equal(rows[0].sender_values.clientName, '=1+1');
    assert.equal(rows[0].send_email, false, 'the e-mail switch of the upload form');
    // And a value with a line break inside quotes is one cell.
    const multi = await upload(
      Buffer.from(csv([second.map((c, i) => (i === 5 ? 'ok@example.test' : c))], ';')),
      {},
    );
    assert.deepEqual(countsOf(multi), { ready: 1, invalid: 0, alreadySent: 0 });
  });

  test('a file that is not the template’s sheet is refused whole, naming what to fix', async () => {
    const wrong = await upload('Client name;Client e-mail;Extra\r\nA;a@example.test;x\r\n');
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /The file has no column “Client email”, “Provider name”/);
    assert.match(wrong.text, /This template has no column “Client e-mail”, “Extra”/);
    const latin1 = await upload(Buffer.from(`${HEADER}\r\nZo\xeb,z@example.test\r\n`, 'latin1'));
    assert.equal(latin1.status, 400);
    assert.match(latin1.text, /The file is not UTF-8 text/);
    const tooMany = await upload(csv(Array.from({ length: 1001 }, (_, i) => row(i, 'many'))));
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.text, /The file has 1,001 rows; a file may have at most 1,000/);
    const none = await postMultipart(owner, bulk(), { sendEmail: '1' });
    assert.equal(none.status, 400);
    assert.match(none.text, /Choose the CSV file to upload\./);
  });
});

test('a checkbox cell reads yes and no in every language of the catalogue, and nothing else', () => {
  for (const word of [
    'yes',
    'Ja',
    'oui',
    'sì',
    'Sim',
    'tak',
    'ano',
    'kyllä',
    'igen',
    'ναι',
    'evet',
    'так',
    'نعم',
    'כן',
    'はい',
    '是',
    '예',
    '✓',
  ]) {
    assert.equal(checkboxText(word), '1', word);
  }
  for (const word of [
    '',
    'no',
    'Nein',
    'nee',
    'nej',
    'não',
    'nie',
    'ei',
    'nem',
    'όχι',
    'hayır',
    'ні',
    'لا',
    'לא',
    'いいえ',
    '否',
    '아니요',
  ]) {
    assert.equal(checkboxText(word), '', word);
  }
  assert.equal(checkboxText('maybe'), undefined, 'anything else goes to validation as it is');
});
