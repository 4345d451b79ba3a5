// Response headers of every answer the service gives, registered once on the root instance: a strict
// Content-Security-Policy (HTML pages: scripts and styles from this origin only, no inline code;
// anything else: nothing at all), no framing, no referrer (signing URLs carry the signer's
// credential), no sniffing, and no caching unless a route says otherwise (API answers carry signing
// links; pages show a signer's document). A route may set its own CSP first (the signer's PDF, the
// API documentation); framing is then allowed exactly as far as its frame-ancestors says.
import type { FastifyInstance, FastifyReply } from 'fastify';

export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  // The handwriting face of typed signatures, served with the page's assets.
  "font-src 'self'",
  "connect-src 'self'",
  // The PDF of a coordinate template is shown in a frame of the page.
  "frame-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * The signer's PDF may be framed by the signing page itself and by nothing else. Nothing more: a
 * `sandbox` or `default-src` here stops browsers' built-in PDF viewers from showing it.
 */
export const DOCUMENT_CSP = "frame-ancestors 'self'";

/**
 * /docs (Swagger UI, every file of it served from this origin): the page policy, except that its
 * stylesheet draws its icons as data: images, which are bytes in a file of ours, not another origin.
 */
export const DOCS_CSP = PAGE_CSP.replace("img-src 'self'", "img-src 'self' data:");

/**
 * A signing page opened with `?embed=1` for a workspace that lists embedding origins (issue 25 item
 * 4): the page's policy, framable by exactly those origins. Only that answer carries it.
 */
export function embeddablePageCsp(origins: readonly string[]): string {
  return PAGE_CSP.replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`);
}

/** Everything that is not an HTML page: JSON, PDFs, files. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const registered = new WeakSet<object>();

/**
 * Strict-Transport-Security for a service whose PUBLIC_URL is https: browsers then refuse plain
 * http to this host for a year. Without includeSubDomains or preload: a self-hosted service often
 * lives on one name of a company's domain whose other hosts it cannot speak for.
 */
export const HSTS = 'max-age=31536000';
const strictTransport = new WeakSet<object>();

/**
 * Registers the headers for every route of the server. Call it on the root instance before any
 * route; later calls on the same server (from a feature's plugin) change nothing. `hsts` (an https
 * PUBLIC_URL) adds Strict-Transport-Security to every answer; over http it would mean nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts?: boolean } = {}): void {
  if (registered.has(app.server)) return;
  registered.add(app.server);
  if (options.hsts) strictTransport.add(app.server);
  // A callback hook, not an async one: every answer passes through it, and an async hook costs each
  // a promise and a turn of the microtask queue.
  app.addHook('onSend', (_request, reply, payload, done) => {
    applySecurityHeaders(reply);
    done(null, payload);
  });
}

/** The headers of every answer (the onSend hook; also called for answers no hook sees). */
export function applySecurityHeaders(reply: FastifyReply): void {
  if (!reply.hasHeader('content-security-policy')) {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('content-security-policy', type.startsWith('text/html') ? PAGE_CSP : API_CSP);
  }
  const csp = String(reply.getHeader('content-security-policy'));
  // An embeddable signing page's frame-ancestors names other origins, which X-Frame-Options cannot
  // say: it gets none, and browsers follow its CSP. The two policies of nearly every answer are
  // known to deny framing without reading them.
  if (csp === API_CSP || csp === PAGE_CSP) reply.header('x-frame-options', 'DENY');
  else if (/frame-ancestors 'self'/.test(csp)) reply.header('x-frame-options', 'SAMEORIGIN');
  else if (!/frame-ancestors https?:/.test(csp)) reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-opener-policy', 'same-origin');
  // A route may widen it (a workspace's logo, which e-mail clients load from elsewhere).
  if (!reply.hasHeader('cross-origin-resource-policy'))
    reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  reply.header('x-robots-tag', 'noindex, nofollow');
  if (strictTransport.has(reply.server.server)) reply.header('strict-transport-security', HSTS);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
