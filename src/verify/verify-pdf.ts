// The verdict on an uploaded PDF (CONTRACT §10, issue 13):
//   valid       sealed by this service, every seal and document timestamp of ours intact, and the
//               last of them covering the whole file (nothing added that no seal of ours covers);
//   modified    a seal of ours whose digest or signature no longer matches, or bytes after the last
//               seal of ours that nothing of ours covers;
//   not_ours    signed, but by no seal of this service;
//   not_sealed  a PDF without any signature.
// A document timestamp is "of ours" when the file, as it stood once that timestamp was applied, is
// a document this service stored: only then do we vouch for what it covers.
//
// Two steps (issue 43): inspectPdf reads and checks the seals (hashing what each covers, parsing its
// CMS) on a worker thread of the pool, at most MAX_SEALS of them; judgePdf asks the database which
// of the revisions a document timestamp covers are ours, and gives the verdict.
import { createHash } from 'node:crypto';
import { checkSignedData, checkTimestampToken, distinguishedName } from './cms.ts';
import { findSignatures, type PdfSignature } from './pdf-signatures.ts';
import { chainsToAnchor, type TrustAnchors } from './trust.ts';

export type Verdict = 'valid' | 'modified' | 'not_ours' | 'not_sealed';

export interface SealReport {
  kind: 'signature' | 'document_timestamp';
  signer: string;
  ours: boolean;
  intact: boolean;
  coversWholeDocument: boolean;
  signedAt: string | null;
  timestamp: { time: string; authority: string; intact: boolean } | null;
}

export interface Verification {
  result: Verdict;
  sha256: string;
  seals: SealReport[];
}

export interface VerifyContext {
  anchors: TrustAnchors;
  /** Whether this service stored a document with this SHA-256 (hex). */
  isStoredDocument(sha256: string): Promise<boolean>;
}

/** A seal as read from the file: a document timestamp's revision still to be looked up. */
export interface InspectedSeal extends SealReport {
  /** The SHA-256 of the file as it stood when this intact document timestamp was applied. */
  revision?: string;
}

export interface InspectedPdf {
  sha256: string;
  seals: InspectedSeal[];
}

const DOCUMENT_TIMESTAMP = 'ETSI.RFC3161';
/** Seals read at most: an executed document has one, and a document timestamp or two. */
export const MAX_SEALS = 32;

export async function verifyPdf(bytes: Buffer, context: VerifyContext): Promise<Verification> {
  return judgePdf(inspectPdf(bytes, context.anchors), context.isStoredDocument);
}

/** Every seal of the file read and checked, but whether a document timestamp's revision is ours. */
export function inspectPdf(bytes: Buffer, anchors: TrustAnchors): InspectedPdf {
  const sha256 = sha256Hex(bytes);
  const signatures = findSignatures(bytes)
    .sort((a, b) => end(a) - end(b))
    .slice(-MAX_SEALS);
  return { sha256, seals: signatures.map((signature) => inspect(bytes, signature, anchors)) };
}

/** The verdict, once the revisions the document timestamps cover are looked up. */
export async function judgePdf(
  inspected: InspectedPdf,
  isStoredDocument: (sha256: string) => Promise<boolean>,
): Promise<Verification> {
  const seals: SealReport[] = [];
  for (const { revision, ...seal } of inspected.seals) {
    seals.push(revision === undefined ? seal : { ...seal, ours: await isStoredDocument(revision) });
  }
  return { result: verdict(seals), sha256: inspected.sha256, seals };
}

function verdict(seals: SealReport[]): Verdict {
  if (seals.length === 0) return 'not_sealed';
  const ours = seals.filter((s) => s.ours);
  if (!ours.some((s) => s.kind === 'signature')) return 'not_ours';
  if (ours.some((s) => !s.intact)) return 'modified';
  // Sorted by where each ends: the last of ours must reach the end of the file.
  return ours[ours.length - 1].coversWholeDocument ? 'valid' : 'modified';
}

function inspect(bytes: Buffer, signature: PdfSignature, anchors: TrustAnchors): InspectedSeal {
  const [start, length, gapEnd, tailLength] = signature.byteRange;
  const signed = Buffer.concat([
    bytes.subarray(start, start + length),
    bytes.subarray(gapEnd, gapEnd + tailLength),
  ]);
  const coversWholeDocument = end(signature) === bytes.length;
  const isTimestamp = signature.subFilter === DOCUMENT_TIMESTAMP || signature.type === 'DocTimeStamp';
  try {
    if (isTimestamp) {
      const token = checkTimestampToken(signature.contents, signed);
      return {
        kind: 'document_timestamp',
        signer: token.authority,
        ours: false,
        ...(token.intact ? { revision: sha256Hex(bytes.subarray(0, end(signature))) } : {}),
        intact: token.intact,
        coversWholeDocument,
        signedAt: token.time.toISOString(),
        timestamp: { time: token.time.toISOString(), authority: token.authority, intact: token.intact },
      };
    }
    const check = checkSignedData(signature.contents, signed);
    let timestamp: SealReport['timestamp'] = null;
    if (check.timestampToken) {
      try {
        const token = checkTimestampToken(check.timestampToken, check.signatureValue);
        timestamp = { time: token.time.toISOString(), authority: token.authority, intact: token.intact };
      } catch {
        // An unreadable token dates nothing; the seal is judged without it.
      }
    }
    const signedAt = signature.claimedTime ?? check.signingTime;
    return {
      kind: 'signature',
      signer: check.signer ? distinguishedName(check.signer) : 'unknown signer',
      ours: !!check.signer && chainsToAnchor(check.signer, check.certificates, anchors),
      intact: check.digestMatches && check.signatureValid,
      coversWholeDocument,
      signedAt: signedAt ? signedAt.toISOString() : null,
      timestamp,
    };
  } catch {
    // Whatever a hostile or broken signature makes the parsers throw, it verifies nothing.
    return {
      kind: isTimestamp ? 'document_timestamp' : 'signature',
      signer: 'unreadable signature',
      ours: false,
      intact: false,
      coversWholeDocument,
      signedAt: null,
      timestamp: null,
    };
  }
}

function end(signature: PdfSignature): number {
  return signature.byteRange[2] + signature.byteRange[3];
}

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
