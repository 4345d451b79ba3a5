// This browser's proof that the signer passed their check (issue 24 item 2), as HTTP sees it: the
// cookie is HttpOnly, SameSite=Strict (an embedded page over https: None and Partitioned, issue 25),
// Secure when the service is served over https, and limited to the signing link's path
// (/sign/<token>), so it reaches that link's page and actions only. And the
// gate of every signer route but the code form's: while a signer who must enter a code has not done
// so in this browser, 403 verification_required.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * What a cookie proves: the link it was set on, its submitter id and, after a correction (issue 35),
 * the link's version (`sub_….2`). A cookie of a replaced link proves nothing on the new one, even sent
 * there by hand. The first link's subject is the bare id, so cookies set before corrections existed
 * keep proving. `token` has been verified by the caller; null when it is not this submitter's.
 */
function linkSubject(token: string | undefined, submitterId: string): string | null {
  const subject = token?.slice(0, Math.max(0, token.lastIndexOf('.'))) ?? '';
  return subject === submitterId || subject.startsWith(`${submitterId}.`) ? subject : null;
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
    `${VERIFIED_COOKIE}=${verifiedCookieValue(services.tokenSecret, linkSubject(token, proof.submitterId) ?? '', proof.verifiedAt)}`,
    `Path=${signUrl(token)}`,
    `Max-Age=${VERIFIED_LIFETIME_SECONDS}`,
    'HttpOnly',
    crossSite ? 'SameSite=None' : 'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  if (crossSite) parts.push('Partitioned');
  reply.header('set-cookie', parts.join('; '));
}

/** Whether this request's browser passed the check of `submitterId` on the link it calls. */
export function browserVerified(
  request: FastifyRequest,
  services: Pick<Services, 'clock' | 'tokenSecret'>,
  submitterId: string,
): boolean {
  const subject = linkSubject((request.params as { token?: string }).token, submitterId);
  if (!subject) return false;
  return cookieProves(
    services.tokenSecret,
    subject,
    readCookie(request, VERIFIED_COOKIE),
    services.clock.now(),
  );
}

/**
 * The gate of a signing link's actions and pages (issue 31 item 3): while a signer who must enter a
 * code has not done so in this browser, 403 verification_required. It runs when the request arrives,
 * before its body is read or checked. A link that is not one of ours (or whose request was erased)
 * passes on to its handler, which answers as before; a signer without verification passes.
 */
export function requireVerifiedBrowser(services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>) {
  return async (request: FastifyRequest) => {
    const { token } = request.params as { token?: string };
    const link = token ? verifySigningToken(services.tokenSecret, token) : null;
    if (!link) return;
    const { submitterId } = link;
    const { rows } = await services.db.query<{ verification_method: string | null }>(
      `SELECT s.verification_method FROM submitters s JOIN signature_requests r ON r.id = s.request_id
        WHERE s.id = $1 AND s.link_version = $2 AND r.erased_at IS NULL`,
      [submitterId, link.version],
    );
    if (!rows[0]?.verification_method || browserVerified(request, services, submitterId)) return;
    throw coded(
      'verification_required',
      'This signer must enter their code first (POST /sign/{token}/verify) in this browser',
    );
  };
}

/** A route under /sign/{token} that is reachable before the code: the code form's own. */
export const CODE_FORM_ROUTE = { codeForm: true } as const;

/**
 * Puts every route registered after it in this plugin under /sign/{token} behind the gate, unless
 * its config is CODE_FORM_ROUTE: a signer route added later is gated without anyone remembering to.
 */
export function gateSignerRoutes(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>,
): void {
  const gate = requireVerifiedBrowser(services);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/sign/:token')) return;
    if ((route.config as { codeForm?: boolean } | undefined)?.codeForm) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [gate, ...existing] as typeof route.onRequest;
  });
}
