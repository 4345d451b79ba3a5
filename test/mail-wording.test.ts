// The words of e-mails, rendered without a server (issue 22): one name for voiding across
// languages, the order sentence with two signers, plain-text parts that never point at a button,
// the sender's decline notice linking to the request's page in the member's language, and
// subjects with bidirectional controls removed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderOutboxMessage } from '../src/mail/delivery.ts';
import { MEMBER_MAIL_KINDS, renderMemberMail } from '../src/mail/member-mail.ts';
import { MAIL_KINDS, type MailParams, renderMail } from '../src/mail/templates.ts';

const LINKS = { publicUrl: 'https://sign.example.test', tokenSecret: Buffer.alloc(32, 7) };
const BASE: MailParams = {
  templateName: 'Consulting agreement',
  workspaceName: 'Acme',
  recipientName: 'Zoë',
  sender: { name: 'Owner', email: 'owner@acme.test' },
  expiresAt: '2026-12-24T12:00:00.000Z',
  position: 0,
  signerCount: 2,
  reason: 'Wrong price',
  declinedBy: 'Łukasz',
  decliner: { name: 'Łukasz', email: 'l@client.test', role: 'Seller' },
  requestId: 'sub_06h0wc9gm401w26rjhvx0pnr94',
};

test('voiding has one name: the subject and body say voided in each language', () => {
  const words = { en: /^Voided: /, de: /^Storniert: /, fr: /^Annulée : /, es: /^Anulada: / };
  for (const [locale, subject] of Object.entries(words)) {
    const mail = renderMail('voided', { ...BASE, locale });
    assert.match(mail.subject, subject, locale);
  }
  const en = renderMail('voided', BASE);
  assert.match(en.text, /has voided the signature request/);
  assert.doesNotMatch(en.text, /cancel|withdr/i);
});

test('the first of two signers reads that the other signer signs after them, in every language', () => {
  const two = renderMail('invitation', BASE, 'https://sign.example.test/sign/x');
  assert.ok(two.text.includes('You sign first of two; the other signer signs after you.'), two.text);
  assert.doesNotMatch(two.text, /the others/);
  const three = renderMail('invitation', { ...BASE, signerCount: 3 }, 'https://sign.example.test/sign/x');
  assert.ok(three.text.includes('You sign first of three; the others sign after you.'));
  for (const locale of ['de', 'fr', 'es']) {
    const text = renderMail('invitation', { ...BASE, locale }, 'https://x.test/sign/x').text;
    assert.doesNotMatch(text, /\{\w+\}/, `${locale}: no placeholder left`);
  }
});

const NO_BUTTON = /button|Schaltfläche|bouton|botón|below|unten|ci-dessous|abajo/i;

test('no plain-text part points at a button, in any kind or language', () => {
  for (const locale of ['en', 'de', 'fr', 'es']) {
    for (const kind of MAIL_KINDS) {
      const { text } = renderMail(kind, { ...BASE, locale }, 'https://sign.example.test/link');
      assert.doesNotMatch(text, NO_BUTTON, `${kind} ${locale}`);
    }
    for (const kind of MEMBER_MAIL_KINDS) {
      const params = {
        workspaceName: 'Acme',
        recipientName: 'Zoë',
        linkId: 'mlk_1',
        invitedBy: 'Owner',
        locale,
      };
      const { text, html } = renderMemberMail(kind, params, LINKS);
      assert.doesNotMatch(text, NO_BUTTON, `${kind} ${locale}`);
      assert.match(html, /<a href=/, 'the HTML part has its button');
    }
  }
});

test("the sender's decline notice links to the request's page, in the member's language", () => {
  const message = { kind: 'sender_declined' as const, submitterId: null, params: { ...BASE, locale: 'de' } };
  const mail = renderOutboxMessage(message, LINKS);
  const url = `https://sign.example.test/app/requests/${BASE.requestId}`;
  assert.equal(mail.link, url);
  assert.ok(mail.text.includes(`Anfrage öffnen: ${url}`), mail.text);
  assert.ok(mail.html.includes(`href="${url}"`));
  assert.match(mail.subject, /^Abgelehnt von Łukasz: /);
});

test('bidirectional and zero-width controls never reach a subject or the sender name', () => {
  const mail = renderMail('invitation', {
    ...BASE,
    templateName: 'invoice\u202Efdp.exe\u200B',
    sender: { name: 'Ow\u2066ner', email: 'owner@acme.test' },
  });
  assert.doesNotMatch(mail.subject, /[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
  assert.ok(mail.subject.includes('invoicefdp.exe'), mail.subject);
  assert.doesNotMatch(mail.fromName ?? '', /[\u2066-\u2069]/);
});

test('a message reads in its language’s direction; a quoted note in its own', () => {
  const params: MailParams = {
    templateName: 'Lease',
    workspaceName: 'Acme',
    recipientName: 'Noor',
    sender: { name: 'Owner', email: 'owner@acme.test' },
    message: 'Please sign by Friday.',
  };
  const arabic = renderMail('invitation', { ...params, locale: 'ar' }, 'https://x.test/sign/a');
  assert.match(arabic.html, /^<!doctype html><html lang="ar" dir="rtl"><body dir="rtl"/);
  assert.match(arabic.html, /<blockquote dir="ltr" style="border-left:3px solid #ccc;[^"]*padding-left:12px/);
  const english = renderMail(
    'invitation',
    { ...params, message: 'נא לחתום עד יום שישי.' },
    'https://x.test/sign/a',
  );
  assert.match(english.html, /^<!doctype html><html lang="en" dir="ltr">/);
  assert.match(
    english.html,
    /<blockquote dir="rtl" style="border-right:3px solid #ccc;[^"]*padding-right:12px/,
  );
});
