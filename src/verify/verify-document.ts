// POST /verify's domain function: the verdict on the uploaded bytes, with the request they belong to.
// The file is read on a worker thread of the pool (document-tasks.ts), in a queue of the caller's IP
// address; only the lookups in the database run here.
import { badRequest } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';
import { signingIdentity } from '../signing/signing-identity.ts';
import { inspectUploadTask } from './document-tasks.ts';
import type { VerificationAnswer } from './page.ts';
import { isPdf } from './pdf-signatures.ts';
import { NOT_A_PDF } from './refusals.ts';
import { matchRequest } from './request-match.ts';
import { judgePdf } from './verify-pdf.ts';

export async function verifyDocument(
  services: Pick<Services, 'db' | 'work' | 'config'>,
  bytes: Buffer,
  /** Whose queue of the pool the file is read in: `ip:<address>` (verification is public). */
  tenant: string,
): Promise<VerificationAnswer> {
  if (!isPdf(bytes)) throw badRequest(NOT_A_PDF);
  const { db } = services;
  // Made (or read) here, once, before a worker thread reads it from DATA_DIR for the trust anchors.
  await signingIdentity(services.config);
  const { embedded, ...inspected } = await services.work.run(inspectUploadTask, { pdf: bytes }, { tenant });
  const verification = await judgePdf(inspected, async (sha256) => {
    const { rows } = await db.query('SELECT 1 FROM documents WHERE sha256 = $1 LIMIT 1', [sha256]);
    return rows.length > 0;
  });
  const request = verification.result === 'not_sealed' ? null : await matchRequest(db, embedded);
  return { ...verification, request };
}
