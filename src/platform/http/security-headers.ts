// Response headers of every server-rendered page (the signing pages and their assets, and any other
// HTML the service serves): a strict Content-Security-Policy
// (scripts and styles from this origin only, no inline code, no framing), no referrer (the URL
// carries the signer's credential), no caching of pages that show a signer's document, no sniffing.
import type { FastifyInstance } from 'fastify';

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

/** Applies to every route of the plugin it is called in. Routes may set their own CSP first. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const framable = reply.hasHeader('content-security-policy');
    if (!framable) reply.header('content-security-policy', PAGE_CSP);
    reply.header('x-frame-options', framable ? 'SAMEORIGIN' : 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    reply.header('x-robots-tag', 'noindex, nofollow');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
