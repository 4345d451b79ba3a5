// Trusted timestamps for executed documents (PAdES B-T and B-LT): the configured authority
// (TSA_URL), asked within a deadline so that a slow or failing authority never holds a signer for
// more than TSA_DEADLINE_MS. Used at completion (seal-executed-document.ts) and by the worker that
// dates, later, the documents sealed while the authority was away (document-timestamps.ts).
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.ts';
import type { TimestampAuthority, TimestampToken } from '../seal/index.ts';

/** The sealing code (PDF and CMS libraries), loaded by the first timestamp asked for. */
const seal = () => import('../seal/index.ts');

export interface Timestamping extends TimestampAuthority {
  /** Total time one completion (or one worker attempt) may spend on the authority. */
  deadlineMs: number;
  /** Hears every failed attempt (logged; the fallback decides what follows). */
  onError(error: Error): void;
}

export function timestampingFrom(
  config: Pick<Config, 'tsaUrl' | 'tsaUsername' | 'tsaPassword' | 'tsaDeadlineMs'>,
  log: Pick<Logger, 'warn'>,
): Timestamping | undefined {
  if (!config.tsaUrl) return undefined;
  return {
    url: config.tsaUrl,
    username: config.tsaUsername,
    password: config.tsaPassword,
    deadlineMs: config.tsaDeadlineMs,
    onError: (error) => log.warn({ err: error.message }, 'the time-stamping authority did not give a token'),
  };
}

/** A token over `digest` before `deadline` (a performance.now() instant), or null. */
export async function stampDigest(
  timestamping: Timestamping,
  digest: Buffer,
  deadline: number,
): Promise<TimestampToken | null> {
  const { timestampWithin } = await seal();
  return timestampWithin(timestamping, digest, deadline, (error) => timestamping.onError(error));
}

/**
 * `pdf` extended with the authority's chain in its DSS and a document timestamp over everything,
 * or null when the authority gave no token before `deadline`. The chain comes from a token the
 * caller already holds (the seal's signature timestamp) or, without one, from a first token over
 * the file as it stands: the DSS it goes into must be written before the final token is asked for.
 */
export async function timestampDocument(
  pdf: Uint8Array,
  timestamping: Timestamping,
  deadline: number,
  knownCertificates?: Buffer[],
): Promise<{ pdf: Buffer; token: TimestampToken } | null> {
  let certificates = knownCertificates;
  if (!certificates) {
    const first = await stampDigest(timestamping, sha256(pdf), deadline);
    if (!first) return null;
    certificates = first.certificates;
  }
  const { addDocumentTimestamp, TimestampError } = await seal();
  let token: TimestampToken | null = null;
  try {
    const stamped = await addDocumentTimestamp(pdf, certificates, async (digest) => {
      token = await stampDigest(timestamping, digest, deadline);
      if (!token) throw new TimestampError('no document timestamp before the deadline');
      return token.der;
    });
    return token ? { pdf: stamped, token } : null;
  } catch (error) {
    if (error instanceof TimestampError) return null;
    throw error;
  }
}

export function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}
