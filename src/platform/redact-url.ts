// The one rule for writing down a request's URL where it outlives the request: the access log and
// the trace spans both use it. It imports nothing, so the tracing module can load it before the
// modules OpenTelemetry instruments (pg, ioredis) without loading them too early.

/**
 * A URL as a log line or a span may hold it: credentials out of the path (signing and sign-in tokens
 * live there) and every query value out (searches and filters can name a person: `?q=zoe`,
 * `?to=zoe@…`; a sign-in callback carries an authorization code), so neither holds anything an
 * erasure would have to reach, nor anything that lets its reader in. Parameter names stay.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at))
    .replace(/^\/sign\/[^/]+/, '/sign/[token]')
    .replace(/^\/app\/link\/[^/]+/, '/app/link/[token]');
  if (at < 0) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${path}?${names.join('&')}`;
}
