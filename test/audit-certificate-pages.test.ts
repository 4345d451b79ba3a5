// The document's page footers say "Page n of N" before the certificate is drawn, so N counts the
// certificate's pages beforehand (certificatePageCount, a layout that draws nothing). That count
// must be the number of pages the certificate then really takes, whatever it holds: checked on
// generated certificates of every length, on both paper sizes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { PageSizes, PDFDocument } from 'pdf-lib';
import {
  type AuditCertificateData,
  addAuditCertificate,
  certificatePageCount,
} from '../src/seal/audit-certificate.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const at = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
// Words of every length, an unbreakable one now and then, and letters beyond Latin-1.
const words = fc
  .array(fc.oneof(fc.stringMatching(/^[A-Za-zÀ-žЀ-џ]{1,12}$/), fc.stringMatching(/^[a-z0-9]{40,140}$/)), {
    minLength: 1,
    maxLength: 30,
  })
  .map((parts) => parts.join(' '));

const signer = fc.record({
  role: words,
  name: words,
  email: fc.emailAddress(),
  locale: fc.constantFrom('en', 'de', 'fr'),
  ipAddress: fc.option(fc.ipV4()),
  userAgent: fc.option(words),
  invitedAt: fc.option(at),
  openedAt: fc.option(at),
  signedAt: fc.option(at),
  method: fc.option(fc.constantFrom('typed' as const, 'drawn' as const)),
});

const certificate: fc.Arbitrary<AuditCertificateData> = fc.record({
  requestId: fc.stringMatching(/^req_[a-z0-9]{20}$/),
  templateName: words,
  sender: fc.option(fc.record({ name: words, email: fc.emailAddress() })),
  workspaceName: words,
  sentAt: at,
  sentDocumentSha256: fc.stringMatching(/^[0-9a-f]{64}$/),
  executedPagesSha256: fc.stringMatching(/^[0-9a-f]{64}$/),
  completedAt: at,
  signers: fc.array(signer, { maxLength: 14 }),
  events: fc.array(fc.record({ at, action: words, actor: words, ip: fc.option(fc.ipV4()) }), {
    maxLength: 90,
  }),
  seal: fc.option(
    fc.record({
      certificateSubject: words,
      certificateSha256: fc.stringMatching(/^[0-9a-f]{64}$/),
      verifyUrl: fc.webUrl(),
    }),
    { nil: undefined },
  ),
});

test('the certificate takes exactly the pages counted beforehand, on A4 and Letter', async () => {
  await fc.assert(
    fc.asyncProperty(certificate, fc.constantFrom(PageSizes.A4, PageSizes.Letter), async (data, size) => {
      const pageSize: [number, number] = [size[0], size[1]];
      const counted = await certificatePageCount(pageSize, data);
      const doc = await PDFDocument.create();
      doc.addPage(pageSize);
      await addAuditCertificate(doc, data);
      assert.equal(counted, doc.getPageCount() - 1);
    }),
    // A failing certificate is reported as generated: shrinking one of hundreds of lines takes minutes.
    { seed: SEED, numRuns: 60, endOnFailure: true },
  );
});

test('a long timeline is counted onto several pages', async () => {
  const data = fc.sample(certificate, { seed: 1, numRuns: 1 })[0];
  const events = Array.from({ length: 200 }, (_, i) => ({
    at: new Date(Date.UTC(2026, 0, 1, 0, i)),
    action: 'signer.opened',
    actor: `Signer ${i} <signer${i}@example.com>`,
  }));
  const counted = await certificatePageCount([PageSizes.A4[0], PageSizes.A4[1]], { ...data, events });
  assert.ok(counted >= 3, `200 events took ${counted} pages`);
});
