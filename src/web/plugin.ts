// The workspace application under /app (issue 9), registered by app.ts as one plugin: form bodies,
// sessions and CSRF, errors shown as pages, its assets, then one plugin per area. The root's security
// headers apply (strict CSP for pages). Every route is left out of the OpenAPI documents.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unreadCount } from '../audit/inbox.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { assetRoute } from '../platform/http/asset-route.ts';
import { html } from '../platform/http/html.ts';
import { PAGE_CSP } from '../platform/http/security-headers.ts';
import type { RateLimits } from '../platform/rate-limit.ts';
import type { Services } from '../platform/services.ts';
import { completionMailRoutes } from './account/completion-mail.ts';
import { languageRoutes } from './account/language.ts';
import { oidcRoutes } from './account/oidc.ts';
import { passkeyRoutes } from './account/passkeys.ts';
import { sessionRoutes } from './account/sessions.ts';
import { signInRoutes } from './account/sign-in.ts';
import { findAppAsset, loadAppAssets } from './assets.ts';
import { acceptForms, csrfToken, pagePath, registerSessions, sendPage, wordsOf } from './http.ts';
import { keyPages } from './keys/routes.ts';
import { type Frame, page } from './layout.ts';
import { memberPages } from './members/routes.ts';
import { notificationPages } from './notifications/routes.ts';
import { requestPages } from './requests/routes.ts';
import { bulkSendPages } from './send/bulk/routes.ts';
import { sendPages } from './send/routes.ts';
import { sendOncePages } from './send-once/routes.ts';
import { brandingSettingsRoutes } from './settings/branding.ts';
import { embeddingRoutes } from './settings/embedding-routes.ts';
import { settingsPages } from './settings/routes.ts';
import { ssoSettingsRoutes } from './settings/sso-routes.ts';
import { templateDocumentPages } from './templates/documents.ts';
import { publicLinkPages } from './templates/public-link.ts';
import { templatePages } from './templates/routes.ts';

const TITLES: Record<number, MessageKey> = {
  400: 'problems.title',
  401: 'problems.signedOutTitle',
  403: 'problems.forbiddenTitle',
  404: 'problems.notFoundTitle',
  410: 'problems.notFoundTitle',
  429: 'problems.tooManyTitle',
  503: 'problems.unavailableTitle',
};

async function errorFrame(services: Services, request: FastifyRequest): Promise<Frame | undefined> {
  if (!request.member) return undefined;
  try {
    return {
      member: request.member,
      csrf: csrfToken(services, request.member),
      unread: await unreadCount(services.db, request.member),
      t: request.t,
      path: pagePath(request),
    };
  } catch {
    return undefined; // the database may be what failed: the page is shown without the header's count
  }
}

/**
 * An error page in the application's frame; the status and message come from the one error handler.
 * `outside`: a path outside /app, where nobody's session is read: the way on is /app itself, which
 * takes a member to their requests and anyone else to sign in.
 */
async function errorPage(
  services: Services,
  request: FastifyRequest,
  status: number,
  message: string,
  outside = false,
) {
  const t = wordsOf(request);
  const csrf = status === 403 && message === t.t('problems.csrf');
  const title = t.t(csrf ? 'problems.csrfTitle' : (TITLES[status] ?? 'problems.errorTitle'));
  const text = status >= 500 && status !== 503 ? t.t('problems.error') : message;
  const frame = await errorFrame(services, request);
  return page({
    title,
    ...(frame ? { frame } : { t, path: pagePath(request) }),
    body: html`<div class="narrow">
<h1>${title}</h1>
<p class="lead">${text}</p>
<p>${
      status === 401
        ? html`<a class="button-link primary" href="/app/sign-in">${t.t('problems.signIn')}</a>`
        : outside
          ? html`<a class="button-link primary" href="/app">${t.t('problems.toApp')}</a>`
          : frame
            ? html`<a href="/app/requests">${t.t('problems.toRequests')}</a>`
            : html`<a href="/app/sign-in">${t.t('problems.signIn')}</a>`
    }</p>
</div>`,
  });
}

/** The "not found" page for a browser outside /app (the root's not-found handler calls it). */
export async function notFoundPage(services: Services, request: FastifyRequest, reply: FastifyReply) {
  return sendPage(
    reply,
    await errorPage(services, request, 404, wordsOf(request).t('problems.nothingHere'), true),
    404,
  );
}

/**
 * Errors of application pages are rendered by the service's one error handler as the JSON envelope;
 * here, on their way out, they become pages with the same status, message and headers.
 */
function presentErrorsAsPages(app: FastifyInstance, services: Services) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.routeOptions.config?.json) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    let message = '';
    try {
      message = String(JSON.parse(String(payload)).message ?? '');
    } catch {
      // not an envelope after all: the generic text is shown
    }
    // The root's headers were chosen for JSON; this answer is a page now.
    reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP);
    return String(await errorPage(services, request, reply.statusCode, message));
  });
}

export async function webApp(
  fastify: FastifyInstance,
  { services, limits }: { services: Services; limits: RateLimits },
) {
  await loadAppAssets();
  fastify.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
    // A form with no fields posts an empty body; it reads as an empty form.
    const methods = [route.method].flat();
    if (methods.includes('POST')) {
      const emptyForm = async (request: FastifyRequest) => {
        request.body ??= {};
      };
      route.preValidation = [
        emptyForm,
        ...(route.preValidation ? [route.preValidation].flat() : []),
      ] as typeof route.preValidation;
    }
  });
  acceptForms(fastify);
  registerSessions(fastify, services);
  presentErrorsAsPages(fastify, services);

  fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, await errorPage(services, request, 404, wordsOf(request).t('problems.notFound')), 404),
  );

  assetRoute(fastify, '/assets/', findAppAsset, { public: true, asset: true });
  fastify.get('/', async (_request, reply) => reply.redirect('/app/requests', 303));

  await fastify.register(languageRoutes, { services });
  await fastify.register(signInRoutes, { services, limits });
  await fastify.register(oidcRoutes, { services });
  await fastify.register(sessionRoutes, { services });
  await fastify.register(passkeyRoutes, { services });
  await fastify.register(completionMailRoutes, { services });
  await fastify.register(requestPages, { services });
  await fastify.register(sendPages, { services });
  await fastify.register(sendOncePages, { services });
  await fastify.register(bulkSendPages, { services });
  await fastify.register(templatePages, { services });
  await fastify.register(publicLinkPages, { services });
  await fastify.register(templateDocumentPages, { services });
  await fastify.register(notificationPages, { services });
  await fastify.register(keyPages, { services });
  await fastify.register(memberPages, { services });
  await fastify.register(settingsPages, { services });
  await fastify.register(ssoSettingsRoutes, { services });
  await fastify.register(brandingSettingsRoutes, { services });
  await fastify.register(embeddingRoutes, { services });
}
