// This browser's proof that the signer passed their check (issue 24 item 2), as HTTP sees it: the
// cookie is HttpOnly, SameSite=Strict (an embedded page over https: None and Partitioned, issue 25),
// Secure when the service is served over https, and limited to the signing link's path
// (/sign/<token>), so it reaches that link's page and actions only. And the
// gate of the actions that show or change the document: while a signer who must enter a code has
// not done so in this browser, 403 verification_required.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { coded } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { verifySigningToken } from '../../requests/signing-tokens.ts';
import { signUrl } from '../pages.ts';
import { cookieProves, VERIFIED_COOKIE, VERIFIED_LIFETIME_SECONDS, verifiedCookieValue } from './proof.ts';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Marks this browser verified for this link. */
export function setVerifiedCookie(
  reply: FastifyReply,
  services: Pick<Services, 'config' | 'tokenSecret'>,
  token: string,
  proof: { submitterId: string; verifiedAt: Date },
  options: { embedded?: boolean } = {},
): void {
  const secure = services.config.publicUrl.startsWith('https:');
  // An embedded page (issue 25) lives in another site's frame, where a SameSite=Strict cookie is
  // never kept: there (over https only, as browsers require) the cookie is SameSite=None and
  // partitioned to that site, kept by browsers that allow it; the page says what to do elsewhere.
  const crossSite = options.embedded && secure;
  const parts = [
    `${VERIFIED_COOKIE}=${verifiedCookieValue(services.tokenSecret, proof.submitterId, proof.verifiedAt)}`,
    `Path=${signUrl(token)}`,
    `Max-Age=${VERIFIED_LIFETIME_SECONDS}`,
    'HttpOnly',
    crossSite ? 'SameSite=None' : 'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  if (crossSite) parts.push('Partitioned');
  reply.header('set-cookie', parts.join('; '));
}

/** Whether this request's browser passed the check of `submitterId`. */
export function browserVerified(
  request: FastifyRequest,
  services: Pick<Services, 'clock' | 'tokenSecret'>,
  submitterId: string,
): boolean {
  return cookieProves(
    services.tokenSecret,
    submitterId,
    readCookie(request, VERIFIED_COOKIE),
    services.clock.now(),
  );
}

/**
 * A preHandler for the actions behind the check (open, document, complete). A link that is not one
 * of ours passes on to its handler, which answers 404 as before; a signer without verification passes.
 */
export function requireVerifiedBrowser(services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>) {
  return async (request: FastifyRequest<{ Params: { token: string } }>) => {
    const submitterId = verifySigningToken(services.tokenSecret, request.params.token);
    if (!submitterId) return;
    const { rows } = await services.db.query<{ verification_method: string | null }>(
      'SELECT verification_method FROM submitters WHERE id = $1',
      [submitterId],
    );
    if (!rows[0]?.verification_method || browserVerified(request, services, submitterId)) return;
    throw coded(
      'verification_required',
      'This signer must enter their code first (POST /sign/{token}/verify) in this browser',
    );
  };
}
