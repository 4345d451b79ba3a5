// The workspace's default language (issue 46 item 4): an owner sets it on the settings page (a
// member reads it; anything outside the list is refused at its field); a signer the sender chose no
// language for is stored with it and e-mailed in it, while their signing page follows their browser
// among the languages we speak, else that default, and the page's switch overrides both; a chosen
// language is never overridden by the browser. The audit certificate's frame (title, request,
// signers' heading, timeline, seal, footer) is written in the workspace's language, each signer's
// block in the language they signed in.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AppClient, signIn } from './app-support.ts';
import { request } from './helpers.ts';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  run,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

let app: SigningApp;
let owner: AppClient;
let member: AppClient;

before(async () => {
  app = await startSigningApp();
  await app.t.admin('POST', `/workspaces/${app.tenant.workspaceId}/members`, {
    email: 'member@acme.test',
    name: 'Mira Member',
  });
  owner = new AppClient(app.t.url);
  await signIn(app.t, owner, 'owner@acme.test');
  member = new AppClient(app.t.url);
  await signIn(app.t, member, 'member@acme.test');
});
after(() => app.close());

const setDefault = async (language: string) => {
  const saved = await owner.post('/app/settings/language', { language });
  assert.equal(saved.status, 303, saved.text);
};
const langOf = (html: string) => /<html lang="([^"]+)" dir="(ltr|rtl)">/.exec(html)?.slice(1);
const page = (token: string, headers: Record<string, string> = {}, query = '') =>
  request<string>(app.t.url, 'GET', `/sign/${token}${query}`, { headers });

describe('the workspace’s default language', () => {
  test('an owner chooses it from the list; anything else is refused at its field; a member only reads it', async () => {
    const settings = await owner.get('/app/settings');
    assert.match(settings.text, /<h2 id="language-heading">Signers’ language<\/h2>/);
    assert.match(settings.text, /Default language: <bdi><span lang="en">English<\/span><\/bdi>\./);
    assert.match(settings.text, /<option value="de" lang="de">Deutsch<\/option>/);

    const refused = await owner.post('/app/settings/language', { language: 'xx' });
    assert.equal(refused.status, 400);
    assert.match(
      refused.text,
      /id="default-language-error"[^>]*>[\s\S]*?Choose one of the languages in the list/,
    );

    assert.equal((await member.post('/app/settings/language', { language: 'fr' })).status, 403);
    const read = await member.get('/app/settings');
    assert.match(read.text, /Default language: <bdi><span lang="en">English<\/span><\/bdi>\./);
    assert.doesNotMatch(read.text, /action="\/app\/settings\/language"/);

    await setDefault('de');
    const after = await owner.get('/app/settings');
    assert.match(after.text, /Default language: <bdi><span lang="de">Deutsch<\/span><\/bdi>\./);
    assert.match(after.text, /<option value="de" lang="de" selected>Deutsch<\/option>/);
    const { rows } = await app.t.services.db.query<{ action: string; details: { locale: string } }>(
      `SELECT action, details FROM audit_log WHERE workspace_id = $1 AND action = 'workspace.language_changed'`,
      [app.tenant.workspaceId],
    );
    assert.deepEqual(
      rows.map((r) => [r.action, r.details.locale]),
      [['workspace.language_changed', 'de']],
      'audited once: the refused and forbidden posts changed nothing',
    );
    await setDefault('en');
  });

  test('a signer without a chosen language is stored and e-mailed in the default; their page follows their browser', async () => {
    await setDefault('de');
    const sent = await sendForSignature(app, { submitters: [SIGNERS[0], { ...SIGNERS[1], locale: 'en' }] });
    assert.deepEqual(
      sent.body.submitters.map((s: { locale: string }) => s.locale),
      ['de', 'en'],
      'the resource says the language their e-mails use',
    );
    const { rows } = await app.t.services.db.query<{ locale: string; locale_chosen: boolean }>(
      'SELECT locale, locale_chosen FROM submitters WHERE request_id = $1 ORDER BY position',
      [sent.id],
    );
    assert.deepEqual(
      rows.map((r) => [r.locale, r.locale_chosen]),
      [
        ['de', false],
        ['en', true],
      ],
    );
    const mail = await app.t.services.db.query<{ locale: string }>(
      `SELECT params->>'locale' AS locale FROM outbox_messages WHERE request_id = $1 AND kind = 'invitation'`,
      [sent.id],
    );
    assert.deepEqual(
      mail.rows.map((r) => r.locale),
      ['de'],
      'the invitation is written in the default',
    );

    const first = sent.tokens[0];
    assert.deepEqual(langOf((await page(first)).body), ['de', 'ltr'], 'no browser language: the default');
    assert.deepEqual(langOf((await page(first, { 'accept-language': 'fr-CH, en;q=0.5' })).body), [
      'fr',
      'ltr',
    ]);
    assert.deepEqual(
      langOf((await page(first, { 'accept-language': 'tlh, i-klingon;q=0.9' })).body),
      ['de', 'ltr'],
      'a browser asking only for languages we do not speak gets the default',
    );
    assert.deepEqual(
      langOf((await page(first, { 'accept-language': 'fr' }, '?lang=es')).body),
      ['es', 'ltr'],
      'the switch overrides the browser',
    );
    // The second signer's language was chosen by the sender: their browser does not change it.
    const second = sent.tokens[1];
    assert.deepEqual(langOf((await page(second, { 'accept-language': 'fr' })).body), ['en', 'ltr']);
    await setDefault('en');
  });

  test('the certificate’s frame is in the workspace’s language, each signer’s block in theirs', async () => {
    await setDefault('de');
    const sent = await sendForSignature(app, {
      submitters: [
        { ...SIGNERS[0], locale: 'en' },
        { ...SIGNERS[1], locale: 'fr' },
      ],
    });
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    assert.equal((await consultantSigns(app.t.url, sent.tokens[1])).status, 200);
    const download = await downloadExecuted(app, sent.id);
    assert.equal(download.status, 200);
    const file = path.join(os.tmpdir(), `countersign-workspace-language-${sent.id}.pdf`);
    await writeFile(file, download.body);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output.replace(/\s+/g, ' ');
    for (const words of [
      'Prüfprotokoll',
      'Anfrage-ID',
      'SHA-256 des Dokuments wie gesendet',
      'Unterzeichnende',
      'Ereignisverlauf',
      'Zeit (UTC)',
      'Zur Unterschrift gesendet',
      'Zur Unterschrift eingeladen',
      'Abgeschlossen: alle Beteiligten haben unterschrieben',
      'Siegel und Prüfung',
    ]) {
      assert.ok(text.includes(words), `the frame says "${words}"`);
    }
    assert.match(text, new RegExp(`Prüfprotokoll · Anfrage ${sent.id} · Seite \\d+ von \\d+`), 'the footer');
    for (const words of [
      'Audit certificate',
      'Event timeline',
      'Sent for signature',
      'Seal and verification',
    ]) {
      assert.ok(!text.includes(words), `no English frame is left: "${words}"`);
    }
    // The signers' own blocks: the first in English, the second in French.
    assert.ok(text.includes('English (en)'));
    assert.ok(text.includes('Français (fr)'));
    assert.match(text, /Role .*Rôle/, 'each block is labelled in its signer’s language');
    await setDefault('en');
  });

  test('a Hebrew certificate is laid out from the right and reads in logical order', async () => {
    await setDefault('he');
    const sent = await sendForSignature(app, {
      submitters: [
        { ...SIGNERS[0], name: 'נועה כהן', locale: 'he' },
        { ...SIGNERS[1], locale: 'en' },
      ],
    });
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    assert.equal((await consultantSigns(app.t.url, sent.tokens[1])).status, 200);
    const file = path.join(os.tmpdir(), `countersign-workspace-language-he-${sent.id}.pdf`);
    await writeFile(file, (await downloadExecuted(app, sent.id)).body);
    const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [file])).output)?.[1]);
    const first = String(pages - 1); // the certificate's first page (the document is one page)
    // pdftotext marks each run's direction (U+202A–U+202C); the Hebrew words come in reading order.
    const text = (
      await run('pdftotext', ['-enc', 'UTF-8', '-f', first, '-l', first, file, '-'])
    ).output.replace(/[\u202a-\u202e]/g, '');
    assert.match(text, /תעודת ביקורת/, 'the title');
    assert.match(text, /תעודה זו היא חלק מהמסמך החתום/, 'the lead, its words in reading order');
    assert.match(text, /נועה כהן/, 'the signer’s name');
    // The title (the topmost words) ends at the right margin (A4, 56 pt margins), where a
    // left-to-right one starts at the left.
    const words = (await run('pdftotext', ['-bbox', '-f', first, '-l', first, file, '-'])).output;
    const boxes = [...words.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"/g)].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
    }));
    const top = Math.min(...boxes.map((b) => b.yMin));
    const title = boxes.filter((b) => b.yMin < top + 1);
    assert.ok(Math.max(...title.map((b) => b.xMax)) > 595 - 56 - 2, `the title ends at the right margin`);
    assert.ok(Math.min(...title.map((b) => b.xMin)) > 300, 'and starts past the middle');
    await setDefault('en');
  });
});
