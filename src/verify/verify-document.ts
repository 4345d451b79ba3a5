// POST /verify's domain function: the verdict on the uploaded bytes, with the request they belong to.
import { badRequest } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';
import type { VerificationAnswer } from './page.ts';
import { isPdf } from './pdf-signatures.ts';
import { NOT_A_PDF } from './refusals.ts';
import { matchRequest } from './request-match.ts';
import { serviceTrustAnchors } from './trust.ts';
import { verifyPdf } from './verify-pdf.ts';

export async function verifyDocument(
  services: Pick<Services, 'db' | 'config'>,
  bytes: Buffer,
): Promise<VerificationAnswer> {
  if (!isPdf(bytes)) throw badRequest(NOT_A_PDF);
  const { db } = services;
  const anchors = await serviceTrustAnchors(services.config);
  const verification = await verifyPdf(bytes, {
    anchors,
    async isStoredDocument(sha256) {
      const { rows } = await db.query('SELECT 1 FROM documents WHERE sha256 = $1 LIMIT 1', [sha256]);
      return rows.length > 0;
    },
  });
  const request = verification.result === 'not_sealed' ? null : await matchRequest(db, bytes);
  return { ...verification, request };
}
