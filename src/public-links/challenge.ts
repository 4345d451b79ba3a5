// The proof of work a public link's form asks before it posts (issue 45 item 4), with altcha-lib: a
// maintained, self-hosted scheme, no third-party service. The page carries a challenge signed with a
// secret of this instance; the browser tries numbers until one derives the challenge's key (on
// average half of PUBLIC_LINK_WORK SHA-256 hashes, a second or so on a phone), and posts the number
// with the challenge. Checking it costs one HMAC. A challenge is bound to its link, lives
// CHALLENGE_MINUTES by the service's clock, and is accepted once (`once`, a limiter keyed by its
// signature: with REDIS_URL shared by every process).
import { createHmac, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Limiter } from '../platform/rate-limit.ts';

export const CHALLENGE_MINUTES = 30;

/** This instance's two signing secrets, derived from its token secret (never the secret itself). */
function secrets(tokenSecret: Buffer) {
  const derive = (purpose: string) => createHmac('sha256', tokenSecret).update(purpose).digest('hex');
  return { challenge: derive('public-link challenge'), key: derive('public-link challenge key') };
}

/** A new challenge for the link `token`, expiring CHALLENGE_MINUTES after `now`. */
export async function newChallenge(
  tokenSecret: Buffer,
  token: string,
  work: number,
  now: Date,
): Promise<Challenge> {
  const { challenge, key } = secrets(tokenSecret);
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    counter: randomInt(work),
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
    data: { link: token, expires: Math.floor(now.getTime() / 1000) + CHALLENGE_MINUTES * 60 },
  });
}

/** Why a posted proof is refused, or null when it is accepted (and now used up). */
export type ProofProblem = 'missing' | 'invalid' | 'expired' | 'used';

/** The proof posted with the form: base64 of `{challenge, solution}` as the page's script makes it. */
export async function checkProof(
  tokenSecret: Buffer,
  token: string,
  posted: string | undefined,
  now: Date,
  once: Limiter,
): Promise<ProofProblem | null> {
  if (!posted) return 'missing';
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(Buffer.from(posted, 'base64').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const { challenge, solution } = payload;
  if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return 'invalid';
  const data = challenge.parameters.data ?? {};
  const { challenge: hmacSignatureSecret, key: hmacKeySignatureSecret } = secrets(tokenSecret);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
  }).catch(() => null);
  // The data is signed with the challenge: a proof for another link, or an old one, is refused.
  if (!result?.verified || data.link !== token) return 'invalid';
  if (typeof data.expires !== 'number' || data.expires * 1000 < now.getTime()) return 'expired';
  const first = await once.consume(challenge.signature);
  return first.allowed ? null : 'used';
}
