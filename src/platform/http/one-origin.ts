// One origin for the browser: cookies, passkeys (their relying party is PUBLIC_URL's host) and the
// links in e-mails all belong to PUBLIC_URL, so a browser that arrives on another name of the same
// service (http://127.0.0.1:3000/app when PUBLIC_URL is http://localhost:3000) is sent there before
// any cookie is set, instead of signing in on a host no e-mailed link will ever return to.
//
// Per route group:
// - redirected (GET and HEAD only): the pages a person opens — the application (/app…, sign-in and
//   its e-mailed links included), the signing pages (/sign/…), /verify, and /docs…;
// - never redirected: the API (/api/…), the operator API (/admin/…), /healthz, /readyz, /metrics,
//   assets (/assets/…, /app/assets/…, /brand/…, /embed.js: they set no cookie and are loaded from a
//   page already on the right origin), and every other method. Operators, scripts and API clients call 127.0.0.1 on
//   purpose, and a redirected POST would lose its body or, behind a misread proxy, loop; a form
//   posted on the wrong host is answered where it landed.
//
// The host compared must be the one the browser used: the Host header of a request that came
// straight from a browser, or X-Forwarded-Host when TRUST_PROXY trusts the proxy that set it. A
// request that came through a proxy (X-Forwarded-For, X-Forwarded-Host, Forwarded or Via) without a
// trusted X-Forwarded-Host is served where it lands: its Host is often the proxy's own name for us
// (nginx's default `Host: $proxy_host`, e.g. `app:3000`), and a redirect would come back through the
// same proxy with the same Host, round and round. The scheme is not compared either: without
// TRUST_PROXY a TLS-terminating proxy's request looks like plain http.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths of the pages a browser opens; the prefix must end there or continue with / or ?. */
const PAGE_PATH = /^\/(?:app(?!\/assets\/)|sign|verify|docs)(?:[/?]|$)/;

/** Headers a proxy adds on its way to us; a browser sends none of them. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'via'];

/**
 * Whether the host Fastify reports is the browser's: no proxy on the way, or a trusted one that
 * said the browser's host (Fastify reports X-Forwarded-Host only for a peer TRUST_PROXY trusts).
 */
function hostIsTheBrowsers(request: FastifyRequest): boolean {
  if (!PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return true;
  const forwarded = request.headers['x-forwarded-host'];
  const named = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  return named.some((host) => host.trim().toLowerCase() === request.host.toLowerCase());
}

/** Host (name and port) of PUBLIC_URL, with the scheme's default port left out as browsers do. */
function publicHost(publicUrl: string): { origin: string; host: string } {
  const url = new URL(publicUrl);
  return { origin: url.origin, host: url.host.toLowerCase() };
}

/** The request's host as a browser would write it for PUBLIC_URL's scheme (default port dropped). */
function requestHost(request: FastifyRequest, publicUrl: string): string {
  const host = request.host.toLowerCase();
  const defaultPort = publicUrl.startsWith('https:') ? ':443' : ':80';
  return host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host;
}

/**
 * Where a request for a page on another host of this service belongs, or undefined when it stays:
 * the same path and query on PUBLIC_URL's origin.
 */
export function canonicalLocation(request: FastifyRequest, publicUrl: string): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!PAGE_PATH.test(request.url)) return undefined;
  // HTTP/1.0 without Host: nothing to compare, nothing a browser would do.
  if (!request.host) return undefined;
  if (!hostIsTheBrowsers(request)) return undefined;
  const target = publicHost(publicUrl);
  if (requestHost(request, publicUrl) === target.host) return undefined;
  return `${target.origin}${request.url}`;
}

/**
 * Registers the redirect as the first onRequest hook, before any hook or route can set a cookie.
 * PUBLIC_URL is read per request (the test harness sets it once the port is known).
 */
export function registerOneOrigin(app: FastifyInstance, publicUrl: () => string) {
  // A callback hook, not an async one: every call passes through it (the API's included, which it
  // never redirects), and an async hook would cost each a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    const location = canonicalLocation(request, publicUrl());
    if (!location) return done();
    // 302, not 308: where pages live is configuration, and a browser keeps a permanent redirect.
    // Answered here: `done` is not called, so nothing after this hook runs.
    reply.code(302).header('location', location).header('cache-control', 'no-store').send();
  });
}

/** The line `npm start` prints for a person: where to open the application. */
export function startupLine(publicUrl: string): string {
  return `Countersign is running at ${publicUrl}/app\n`;
}
