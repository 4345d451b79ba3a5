// A new key's secret between "Create key" and the page that shows it (Post/Redirect/Get), without
// keeping it anywhere on the server: the POST seals it (AES-256-GCM under a key derived from
// TOKEN_SECRET, bound to the session and to a random slot id) into a short-lived HttpOnly cookie
// scoped to /app/keys, and redirects to GET /app/keys?created=<slot>; that GET opens it once and
// clears the cookie, so a reload shows nothing and posts nothing. Every process of a deployment
// shares TOKEN_SECRET, so the redirect may land on any of them; another session, or another
// browser, cannot open it.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../http.ts';

const COOKIE = 'cs_new_key';
const PATH = '/app/keys';
/** How long the secret waits for its page. */
const LIFETIME_SECONDS = 600;

export interface Shown {
  name: string;
  key: string;
}

interface Context {
  tokenSecret: Buffer;
  publicUrl: string;
  now: () => Date;
}

const keyOf = (secret: Buffer) => createHmac('sha256', secret).update('countersign:new-key-slot').digest();
const bound = (sessionId: string, slot: string) => Buffer.from(`${sessionId}\u0000${slot}`);

/** Seals `shown` for this session and answers the slot id the redirect carries. */
export function putShownOnce(reply: FastifyReply, ctx: Context, sessionId: string, shown: Shown): string {
  const slot = randomBytes(18).toString('base64url');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(ctx.tokenSecret), iv);
  cipher.setAAD(bound(sessionId, slot));
  const until = ctx.now().getTime() + LIFETIME_SECONDS * 1000;
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ ...shown, until }), 'utf8'), cipher.final()]);
  const value = [slot, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
  setCookie(reply, ctx.publicUrl, {
    name: COOKIE,
    value,
    maxAgeSeconds: LIFETIME_SECONDS,
    path: PATH,
    sameSite: 'Strict',
  });
  return slot;
}

/** Opens the secret of `slot` once (clearing it), or nothing: another slot, session, or too late. */
export function takeShownOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: Context,
  sessionId: string,
  slot: string | undefined,
): Shown | undefined {
  const value = readCookie(request, COOKIE);
  if (!value) return undefined;
  const [cookieSlot, iv, tag, sealed] = value.split('.');
  if (!slot || cookieSlot !== slot || !iv || !tag || !sealed) return undefined;
  setCookie(reply, ctx.publicUrl, {
    name: COOKIE,
    value: '',
    maxAgeSeconds: 0,
    path: PATH,
    sameSite: 'Strict',
  });
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(ctx.tokenSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(bound(sessionId, slot));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const opened = JSON.parse(
      Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8'),
    ) as Shown & { until: number };
    return opened.until > ctx.now().getTime() ? { name: opened.name, key: opened.key } : undefined;
  } catch {
    return undefined; // not sealed for this session: someone else's, or tampered with
  }
}
