// The plumbing every application page shares: form bodies, cookies, the session of the member who
// asks, the CSRF rules, and how pages and redirects are sent.
//
// CSRF: every state-changing form carries the session's token in `_csrf` (JSON calls send it in
// `x-csrf-token`), and a POST is refused when the browser says it came from another site
// (`Sec-Fetch-Site`) or from another origin (`Origin`). Forms posted before signing in (asking for
// a link, using one, passkey sign-in) have no session and rely on the origin rules; what they do
// needs a secret the other site does not have (the link, the passkey).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Translator, translator } from '../i18n/catalogue.ts';
import { isLanguage, type Language, negotiateLanguage } from '../i18n/locales.ts';
import {
  csrfTokenFor,
  csrfTokenMatches,
  type MemberSession,
  resolveSession,
  type SessionLifetime,
  sessionCookieName,
} from '../members/sessions.ts';
import { AppError } from '../platform/errors.ts';
import { acceptUrlencoded, readCookie } from '../platform/http/browser-forms.ts';
import type { SafeHtml } from '../platform/http/html.ts';
import type { Services } from '../platform/services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null on the pages open to anyone. */
    member: MemberSession | null;
    /** The page's words, in the reader's language (languageOf). */
    t: Translator;
  }
  interface FastifyContextConfig {
    /** Served without a session (sign-in pages, assets). */
    public?: boolean;
    /** Answers JSON, errors included (the passkey ceremonies). */
    json?: boolean;
    /** Static files: no session is looked up at all. */
    asset?: boolean;
  }
}

/** Most a form body may hold; the largest form (send, with its values and message) stays far below. */
export const FORM_BODY_LIMIT = 256 * 1024;

export type Form = Record<string, string>;

/**
 * application/x-www-form-urlencoded, for the plugin it is called in only. A field given twice keeps
 * its last value. (Text PostgreSQL cannot store is refused for every route by the root's edge rule.)
 */
export function acceptForms(app: FastifyInstance) {
  acceptUrlencoded(app, FORM_BODY_LIMIT);
}

/** A text field of a form: trimmed, at most `max` characters kept. */
export function field(form: unknown, name: string, max = 1000): string {
  const value = (form as Form | undefined)?.[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A query-string value as text (at most `max` characters), or undefined when absent or blank. */
export function queryText(query: unknown, name: string, max = 200): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

export { readCookie };

export function setCookie(
  reply: FastifyReply,
  publicUrl: string,
  cookie: { name: string; value: string; maxAgeSeconds: number; path?: string; sameSite?: 'Lax' | 'Strict' },
) {
  const parts = [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path ?? '/'}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${cookie.sameSite ?? 'Lax'}`,
  ];
  if (publicUrl.startsWith('https:')) parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

export function sessionLifetime(services: Services): SessionLifetime {
  return { idleDays: services.config.sessionIdleDays, absoluteDays: services.config.sessionAbsoluteDays };
}

export function sessionToken(request: FastifyRequest, services: Services): string | undefined {
  return readCookie(request, sessionCookieName(services.config.publicUrl));
}

export function setSessionCookie(reply: FastifyReply, services: Services, token: string) {
  setCookie(reply, services.config.publicUrl, {
    name: sessionCookieName(services.config.publicUrl),
    value: token,
    maxAgeSeconds: services.config.sessionAbsoluteDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, services: Services) {
  setCookie(reply, services.config.publicUrl, {
    name: sessionCookieName(services.config.publicUrl),
    value: '',
    maxAgeSeconds: 0,
  });
}

/** The signed-in member of a page that requires one (the session hook has made sure there is). */
export function me(request: FastifyRequest): MemberSession {
  if (!request.member) throw new AppError(401, request.t.t('problems.signedOut'));
  return request.member;
}

/** Where a page's language menu comes back to: the page itself, or for a form's answer the requests. */
export function pagePath(request: FastifyRequest): string {
  return request.method === 'GET' ? request.url : '/app/requests';
}

/** The page's translator; for a request refused before the session hook ran, the browser's language. */
export function wordsOf(request: FastifyRequest): Translator {
  return request.t ?? translator(languageOf(request));
}

/** The cookie that keeps the language someone chose before signing in (or without an account). */
export const LANGUAGE_COOKIE = 'cs_lang';

/**
 * The language a page is written in: the one the member chose, else the one chosen in this browser
 * (the language menu of the sign-in pages), else the first of the browser's Accept-Language that we
 * speak, else English.
 */
export function languageOf(request: FastifyRequest): Language {
  const chosen = request.member?.locale;
  if (chosen && isLanguage(chosen)) return chosen;
  const cookie = readCookie(request, LANGUAGE_COOKIE);
  if (cookie && isLanguage(cookie)) return cookie;
  return negotiateLanguage(request.headers['accept-language']) ?? 'en';
}

export function csrfToken(services: Services, member: MemberSession): string {
  return csrfTokenFor(services.tokenSecret, member.sessionId);
}

/** Whether the browser says this POST comes from a page of this service. */
function fromThisSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  // A page under `Referrer-Policy: no-referrer` posts `Origin: null`; Sec-Fetch-Site then decides.
  if (origin !== undefined && origin !== 'null' && origin !== new URL(publicUrl).origin) return false;
  return true;
}

export class CsrfError extends AppError {
  constructor(t: Translator) {
    super(403, t.t('problems.csrf'));
  }
}

/**
 * Resolves the session on every request (redirecting to sign-in where one is needed) and checks
 * every POST against the CSRF rules before its handler runs.
 */
export function registerSessions(app: FastifyInstance, services: Services) {
  app.decorateRequest('member', null);
  app.decorateRequest('t', null as unknown as Translator);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.asset) return;
    request.member = await resolveSession(
      services.db,
      services.clock,
      sessionLifetime(services),
      sessionToken(request, services),
    );
    request.t = translator(languageOf(request));
    if (request.member || request.routeOptions.config.public) return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      const next = request.url.startsWith('/app/') ? `?next=${encodeURIComponent(request.url)}` : '';
      return reply.redirect(`/app/sign-in${next}`, 303);
    }
    throw new AppError(401, request.t.t('problems.signedOut'));
  });
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST') return;
    if (!fromThisSite(request, services.config.publicUrl)) throw new CsrfError(request.t);
    // Forms open to anyone carry no token, even when the one who posts them is signed in.
    if (!request.member || request.routeOptions.config.public) return;
    const given = request.headers['x-csrf-token'] ?? (request.body as Form | undefined)?._csrf ?? undefined;
    if (!csrfTokenMatches(services.tokenSecret, request.member.sessionId, given))
      throw new CsrfError(request.t);
  });
}

export function sendPage(reply: FastifyReply, page: SafeHtml | string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').send(String(page));
}

/** After a POST: go to `to` with a GET (303), so a reload does not post again. */
export function seeOther(reply: FastifyReply, to: string) {
  return reply.redirect(to, 303);
}

/** Only paths inside the application are followed after sign-in (no open redirect). */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/app(\/[\w\-./?=&%]*)?$/.test(next) && !next.startsWith('//')
    ? next
    : '/app/requests';
}
