// The signer's language (issue 12, CONTRACT §10): an optional BCP 47 `locale` per submitter at send,
// stored and returned like expiresAt; the signing pages speak it, a language switch changes only the
// page shown, the consent is recorded in the language the signer read, and that signer's block of
// the audit certificate is labelled in it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Reply, request } from './helpers.ts';
import {
  clientSigns,
  complete,
  consultantSigns,
  downloadExecuted,
  mainOf,
  poll,
  readableText,
  run,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  typed,
} from './signing-support.ts';

let app: SigningApp;
before(async () => {
  app = await startSigningApp();
});
after(() => app.close());

const withLocales = (first?: string, second?: string) => [
  { ...SIGNERS[0], ...(first === undefined ? {} : { locale: first }) },
  { ...SIGNERS[1], ...(second === undefined ? {} : { locale: second }) },
];
const page = (token: string, query = '', headers: Record<string, string> = {}) =>
  request<string>(app.t.url, 'GET', `/sign/${token}${query}`, { headers });
const main = (reply: Reply<string>) => mainOf(reply.body);
const textOf = readableText;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('locale at send', () => {
  test('each submitter may carry a BCP 47 locale, returned as given; without one it is en', async () => {
    const sent = await sendForSignature(app, { submitters: withLocales('de-at') });
    assert.deepEqual(
      sent.body.submitters.map((s: { locale: string }) => s.locale),
      ['de-AT', 'en'],
      'canonical case; the default is en',
    );
    const polled = (await poll(app, sent.id)).body;
    assert.deepEqual(
      polled.submitters.map((s: { locale: string }) => s.locale),
      ['de-AT', 'en'],
    );
    const listed = await request(app.t.url, 'GET', '/api/v1/esign/submissions?limit=1', {
      token: app.tenant.apiKey,
    });
    assert.equal(listed.body.submissions[0].submitters[0].locale, 'de-AT');
  });

  test('a locale of a language without a catalogue, or not a tag at all, is a 400 naming the field', async () => {
    for (const locale of ['ru', 'zz-ZZ', 'not a tag', '']) {
      const answer = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
        token: app.tenant.apiKey,
        body: {
          templateId: app.templateId,
          submitters: withLocales('en', locale),
          values: { clientName: 'Northwind Traders', rate: 950 },
        },
      });
      assert.equal(answer.status, 400, `${locale}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.code, undefined);
      assert.match(answer.body.message, /body\/submitters\/1\/locale/);
    }
    const { body } = await request(app.t.url, 'GET', '/api/v1/esign/usage', { token: app.tenant.apiKey });
    assert.equal(body.signatureRequests.used, 1, 'refused sends charge nothing (only the earlier test sent)');
  });

  test('the OpenAPI document describes locale as an extension field of the send body and the resource', async () => {
    const doc = (await request(app.t.url, 'GET', '/api/v1/openapi.json')).body;
    const text = JSON.stringify(doc);
    assert.match(text, /"locale":\{[^}]*"description":"Extension: the signer's language as a BCP 47 tag/);
    assert.match(
      text,
      /"locale":\{[^}]*"description":"Extension: the signer's language \(BCP 47\), as given at send"/,
    );
  });
});

describe('the pages in the signer’s language', () => {
  test('a German signer reads the signing page in German, with German dates', async () => {
    const sent = await sendForSignature(app, { submitters: withLocales('de') });
    const reply = await page(sent.tokens[0]);
    assert.match(reply.body, /<html lang="de" dir="ltr">/);
    assert.match(reply.body, /<title>Consulting agreement unterschreiben · Countersign<\/title>/);
    const text = textOf(main(reply));
    assert.match(
      text,
      /Owner von Acme bittet Sie, Zoë Ångström \(zoe@client\.test\), dieses Dokument als Client zu unterschreiben\./,
    );
    assert.match(text, /Sie unterschreiben an erster Stelle von zwei/);
    assert.match(text, /Bitte unterschreiben Sie bis \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, \d\d:\d\d UTC ?\./);
    assert.match(text, /Laden Sie das Dokument als PDF herunter/);
    assert.match(text, /\[Your reference: von Ihnen unten auszufüllen\]/);
    assert.match(text, /Einwilligung in die elektronische Unterschrift/);
    assert.match(text, /Owner von Acme \(owner@acme\.test\)/, 'the consent says how to reach the sender');
    assert.match(text, /Unterschrift ablehnen/);
    assert.doesNotMatch(text, /Sign this|Download the document|Your signature/);
    // The script's messages too.
    assert.match(reply.body, /data-locale="de"/);
    assert.match(reply.body, /Kreuzen Sie das Kästchen an/);
  });

  test('the language switch shows the page in another language and leaves the stored locale alone', async () => {
    const sent = await sendForSignature(app, { submitters: withLocales('de') });
    const german = (await page(sent.tokens[0])).body;
    // The menu asks for the page again with ?lang=: a select of every language in its own name.
    assert.match(german, /<form class="language-menu" method="get" action="\/sign\/[^"]+">/);
    assert.match(german, /<option value="fr" lang="fr">Français<\/option>/);
    assert.match(german, /<option value="de" lang="de" selected>Deutsch<\/option>/);
    assert.match(german, /<option value="ar" lang="ar">العربية<\/option>/);
    const french = await page(sent.tokens[0], '?lang=fr');
    assert.match(french.body, /<html lang="fr" dir="ltr">/);
    assert.match(textOf(main(french)), /Owner de Acme vous demande, Zoë Ångström/);
    const english = await page(sent.tokens[0], '?lang=en');
    assert.match(textOf(main(english)), /Owner at Acme asks you/);
    assert.match(
      textOf(main(await page(sent.tokens[0], '?lang=xx'))),
      /Owner von Acme bittet Sie/,
      'an unknown ask is ignored',
    );
    assert.equal(
      (await poll(app, sent.id)).body.submitters[0].locale,
      'de',
      'the stored locale is unchanged',
    );
  });

  test('the 404 page follows ?lang, else the browser’s languages', async () => {
    const byHeader = await page('unknown-token', '', { 'accept-language': 'es-MX, en;q=0.5' });
    assert.equal(byHeader.status, 404);
    assert.match(byHeader.body, /<html lang="es" dir="ltr">/);
    assert.match(textOf(main(byHeader)), /Este enlace de firma no funciona/);
    assert.match(textOf(main(await page('unknown-token', '?lang=de'))), /Dieser Link zum Unterschreiben/);
    assert.match(textOf(main(await page('unknown-token'))), /This signing link does not work/);
  });

  test('waiting, signed and completed pages speak the signer’s language', async () => {
    const sent = await sendForSignature(app, { submitters: withLocales('fr', 'es') });
    assert.match(textOf(main(await page(sent.tokens[1]))), /Todavía no es su turno/);
    const signed = await complete(app.t.url, sent.tokens[0], {
      consent: true,
      signature: typed('Zoë Ångström'),
      values: { clientReference: 'PO-1' },
    });
    assert.equal(signed.status, 200);
    assert.match(textOf(main(await page(sent.tokens[0]))), /Merci, vous avez signé/);
    await complete(app.t.url, sent.tokens[1], { consent: true, signature: typed('Łukasz Żółć') });
    assert.match(textOf(main(await page(sent.tokens[0]))), /Tout le monde a signé/);
    assert.match(textOf(main(await page(sent.tokens[1]))), /Descargar el documento firmado \(PDF\)/);
  });
});

describe('the consent and the certificate in the signer’s language', () => {
  test('the consent is recorded in the language the page showed; the certificate labels each block in its signer’s language', async () => {
    const sent = await sendForSignature(app, { submitters: withLocales('de', 'en') });
    const shown = textOf(
      /<div class="disclosure"[\s\S]*?<\/fieldset>/.exec((await page(sent.tokens[0])).body)![0],
    );
    const answer = await complete(app.t.url, sent.tokens[0], {
      consent: true,
      signature: typed('Zoë Ångström'),
      values: { clientReference: 'PO-1' },
      locale: 'de',
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { rows } = await app.t.services.db.query<Record<string, string>>(
      'SELECT consent_text, consent_sha256, consent_locale FROM submitters WHERE request_id = $1 ORDER BY position',
      [sent.id],
    );
    assert.equal(rows[0].consent_locale, 'de');
    assert.equal(rows[0].consent_sha256, sha256(rows[0].consent_text));
    // The stored text is the notice the page showed, word for word (the page lists it as bullets).
    assert.equal(rows[0].consent_text.replace(/\n- |\n/g, ' '), shown.trim());

    // The English signer switches the page to French and signs there: the French notice is recorded.
    const refused = await complete(app.t.url, sent.tokens[1], {
      consent: true,
      signature: typed('Łukasz Żółć'),
      locale: 'ru',
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /body\/locale/);
    const french = await complete(app.t.url, sent.tokens[1], {
      consent: true,
      signature: typed('Łukasz Żółć'),
      locale: 'fr',
    });
    assert.equal(french.status, 200, JSON.stringify(french.body));
    const after = await app.t.services.db.query<Record<string, string>>(
      'SELECT consent_text, consent_locale FROM submitters WHERE request_id = $1 AND position = 1',
      [sent.id],
    );
    assert.equal(after.rows[0].consent_locale, 'fr');
    assert.match(after.rows[0].consent_text, /^Owner de Acme utilise Countersign/);

    const download = await downloadExecuted(app, sent.id);
    const file = path.join(os.tmpdir(), `countersign-language-${sent.id}.pdf`);
    await writeFile(file, download.body);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output.replace(/\s+/g, ' ');
    for (const label of ['Rolle', 'Sprache', 'Unterschrieben', 'Getippter Name', 'Einwilligung']) {
      assert.ok(text.includes(label), `the German signer's block says "${label}"`);
    }
    assert.ok(text.includes('Deutsch (de)'));
    assert.ok(text.includes('English (en)'), "the English signer's language");
    assert.match(text, /Hinweis zur elektronischen Unterschrift angenommen \(Deutsch\); SHA-256 des Texts:/);
    assert.match(text, /Accepted the notice on signing electronically \(Français\); SHA-256 of its text:/);
    assert.match(
      text,
      /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, \d\d:\d\d UTC \(\d{4}-\d\d-\d\dT/,
      'German dates beside ISO',
    );
  });
  test('the executed flow document writes its own words in the request’s language: "Name:", "E-Mail:", "Seite N von M"', async () => {
    const sent = await sendForSignature(app, { submitters: withLocales('de', 'de') });
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    assert.equal((await consultantSigns(app.t.url, sent.tokens[1])).status, 200);
    const download = await downloadExecuted(app, sent.id);
    const file = path.join(os.tmpdir(), `countersign-document-words-${sent.id}.pdf`);
    await writeFile(file, download.body);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', '-l', '1', file, '-'])).output.replace(
      /\s+/g,
      ' ',
    );
    assert.ok(text.includes('E-Mail: zoe@client.test'), `the block's e-mail label is German: ${text}`);
    assert.ok(text.includes('Name: Zoë Ångström'), 'the name label');
    assert.match(text, new RegExp(`Anfrage ${sent.id} · Seite 1 von \\d+`), 'the page footer is German');
    assert.ok(!/Email:|Page \d+ of/.test(text), `nothing English is left: ${text}`);
  });
});
