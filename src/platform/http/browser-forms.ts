// What pages posted by a browser need, wherever they are mounted: the cookie a request carries and
// HTML forms' url-encoded bodies (the application's under /app, the in-person signing pages under
// /sign/host).

import type { FastifyInstance, FastifyRequest } from 'fastify';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Parses `application/x-www-form-urlencoded` bodies (at most `bodyLimit` bytes) into an object. */
export function acceptUrlencoded(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
