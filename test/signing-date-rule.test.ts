// The signer's date and number rules through the signing endpoint and page (issue 23): a date the
// author fixed is the signing date — filled in when the signer leaves it blank, refused when it is
// another day, read-only on the page — while an editable date takes any day; a number outside the
// author's range is refused with the range quoted, and the page carries the limits to the phone.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { freezeClock } from './clock-support.ts';
import { complete, type SigningApp, sendForSignature, startSigningApp, typed } from './signing-support.ts';

const LEASE = {
  name: 'Storage lease',
  kind: 'flow',
  roles: [{ name: 'Tenant' }],
  body: 'Signed on {{signedOn}}; moving in on {{moveIn}}; for {{months}} months.',
  variables: [
    { key: 'signedOn', label: 'Signed on', type: 'date', role: 'Tenant', editable: false },
    { key: 'moveIn', label: 'Moving in', type: 'date', role: 'Tenant', required: false },
    { key: 'months', label: 'Months', type: 'number', role: 'Tenant', min: 1, max: 24, integer: true },
  ],
};
const TENANT = [{ role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' }];

describe('signing dates and ranges', () => {
  let app: SigningApp;
  before(async () => {
    app = await startSigningApp({ env: { TEST_CLOCK: '1' }, template: LEASE });
  });
  after(() => app?.close());

  const now = async () => new Date((await app.t.admin('GET', '/clock')).body.now);
  const day = (date: Date, offset = 0) =>
    new Date(date.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const signs = (token: string, values: Record<string, unknown>) =>
    complete(app.t.url, token, { consent: true, signature: typed('Tina Tenant'), values });
  const storedValues = async (id: string) =>
    (
      await app.t.services.db.query<{ signer_values: Record<string, unknown> }>(
        'SELECT signer_values FROM submitters WHERE request_id = $1',
        [id],
      )
    ).rows[0].signer_values;

  test('a fixed date left blank becomes the signing date, on the service clock', async (context) => {
    // The day is read after the signing: the clock stands still, so midnight cannot fall between
    // (issue 31 item 14).
    await freezeClock(app.t.admin, context);
    await app.t.admin('POST', '/clock', { advanceSeconds: 10 * 86_400 });
    const sent = await sendForSignature(app, { submitters: TENANT, values: {} });
    const signed = await signs(sent.tokens[0], { months: 12 });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    assert.equal((await storedValues(sent.id)).signedOn, day(await now()));
  });

  test('a fixed date given as another day is invalid_values; the next day (a time zone ahead) is not', async () => {
    const sent = await sendForSignature(app, { submitters: TENANT, values: {} });
    const today = await now();
    const back = await signs(sent.tokens[0], { signedOn: day(today, -30), months: 12 });
    assert.equal(back.status, 400);
    assert.equal(back.body.code, 'invalid_values');
    assert.deepEqual(
      back.body.details.map((d: { key: string; reason: string }) => [d.key, d.reason]),
      [['signedOn', 'must be the signing date']],
    );
    const ahead = await signs(sent.tokens[0], { signedOn: day(today, 1), months: 12 });
    assert.equal(ahead.status, 200, JSON.stringify(ahead.body));
  });

  test('an editable date takes any day; a number outside its range quotes it', async () => {
    const sent = await sendForSignature(app, { submitters: TENANT, values: {} });
    const outside = await signs(sent.tokens[0], { moveIn: '2020-01-01', months: 30 });
    assert.equal(outside.status, 400);
    assert.deepEqual(
      outside.body.details.map((d: { key: string; reason: string }) => [d.key, d.reason]),
      [['months', 'must be a whole number between 1 and 24']],
    );
    assert.match(outside.body.message, /"Months" must be a whole number between 1 and 24/);
    const fraction = await signs(sent.tokens[0], { moveIn: '2020-01-01', months: 2.5 });
    assert.equal(fraction.status, 400);
    const inside = await signs(sent.tokens[0], { moveIn: '2020-01-01', months: 24 });
    assert.equal(inside.status, 200, JSON.stringify(inside.body));
    assert.equal((await storedValues(sent.id)).moveIn, '2020-01-01');
  });

  test('the page makes the fixed date read-only and gives the number its limits and keyboard', async () => {
    const sent = await sendForSignature(app, { submitters: TENANT, values: {} });
    const page = await fetch(`${app.t.url}/sign/${sent.tokens[0]}`);
    const html = await page.text();
    const input = (key: string) => new RegExp(`<input[^>]*data-key="${key}"[^>]*>`).exec(html)?.[0] ?? '';
    assert.match(input('signedOn'), /readonly/);
    assert.match(input('signedOn'), /data-signing-date/);
    assert.doesNotMatch(input('moveIn'), /readonly/);
    assert.match(input('months'), /min="1"/);
    assert.match(input('months'), /max="24"/);
    assert.match(input('months'), /inputmode="numeric"/);
    assert.match(html, /The signing date, filled in for you\./);
  });
});
