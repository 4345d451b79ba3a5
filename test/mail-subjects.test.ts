// The local mailbox logs each delivered message's subject without rendering the message (issue 10):
// the subject it logs must be the very subject the message carries, for every kind and language,
// whatever the names hold (line breaks, great length, markup).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAIL_KINDS, mailSubject, renderMail } from '../src/mail/templates.ts';

const awkward = {
  templateName: 'Mutual\nNDA <b>2026</b> — '.padEnd(300, 'x'),
  workspaceName: 'Acme\r\nLtd',
  recipientName: 'Zoë Ångström',
  sender: { name: 'Owner\tO’Brien', email: 'owner@acme.test' },
  message: 'Please sign',
  expiresAt: '2026-12-24T10:00:00.000Z',
  position: 1,
  signerCount: 2,
  reason: 'Wrong fee',
  declinedBy: 'Łukasz Żółć',
  decliner: { name: 'Łukasz\nŻółć', email: 'l@z.test', role: 'Company' },
  requestId: 'sr_x',
};

describe('the subject the mailbox logs', () => {
  for (const locale of ['en', 'de', 'fr', 'es']) {
    test(`is the subject of the message, for every kind, in ${locale}`, () => {
      for (const kind of MAIL_KINDS) {
        for (const params of [
          { ...awkward, locale },
          { templateName: 'NDA', workspaceName: 'Acme', locale },
        ]) {
          assert.equal(mailSubject(kind, params), renderMail(kind, params, 'http://x/sign/t').subject, kind);
        }
      }
    });
  }
});
