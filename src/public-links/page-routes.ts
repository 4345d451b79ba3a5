// The pages of a public link (issue 45 item 4; start.ts has the rules): GET /sign/public/{token}
// shows the form with a fresh proof-of-work challenge, POST starts the request and sends the visitor
// to their signing page. Outside the signer's gate and the OpenAPI documents: the link's token and
// the solved challenge are all a visitor has. A GET changes nothing (link previewers fetch).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../i18n/catalogue.ts';
import { isLanguage, type Language, negotiateLanguage } from '../i18n/locales.ts';
import { assetRoute } from '../platform/http/asset-route.ts';
import { acceptUrlencoded } from '../platform/http/browser-forms.ts';
import type { RateLimits } from '../platform/rate-limit.ts';
import type { Services } from '../platform/services.ts';
import { readUsage } from '../requests/allowance.ts';
import type { PageContext } from '../signing/page-layout.ts';
import { type OpenLink, openLink } from '../templates/public-links.ts';
import { ASSET_PREFIX, findAsset, loadPublicLinkAssets } from './assets.ts';
import { CHALLENGE_MINUTES, newChallenge } from './challenge.ts';
import { formPage, refusalPage } from './page.ts';
import { startFromLink } from './start.ts';

const DAY_SECONDS = 86_400;
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const FormBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  proof: Type.Optional(Type.String({ maxLength: 8000 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
});

function sendHtml(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

export async function publicLinkPageRoutes(
  fastify: FastifyInstance,
  { services, limits }: { services: Services; limits: RateLimits },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = services;
  acceptUrlencoded(app, 16 * 1024);
  await loadPublicLinkAssets();
  assetRoute(app, ASSET_PREFIX, findAsset);
  const startLimits = {
    challenge: limits.counter('public-link-proof', 1, CHALLENGE_MINUTES * 60),
    perIp: limits.counter('public-link-ip', config.publicLinkDailyPerIp, DAY_SECONDS),
    perLink: limits.counter('public-link', config.publicLinkDailyPerLink, DAY_SECONDS),
  };
  const hidden = { hide: true };

  /** The page's words: the language asked for (?lang= or the form's), else the browser's. */
  const pageFor = (request: FastifyRequest, link?: OpenLink, asked?: string): PageContext => {
    const query = (request.query as { lang?: string } | undefined)?.lang;
    const chosen = [asked, query].find((l): l is Language => !!l && isLanguage(l));
    const language = chosen ?? negotiateLanguage(request.headers['accept-language']) ?? 'en';
    return { t: translator(language), locale: language, path: request.url.split('?')[0], brand: link?.brand };
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, link?: OpenLink) =>
    sendHtml(reply, status, refusalPage(pageFor(request, link), status === 429 ? 'limited' : 'unavailable'));

  /** Whether the workspace's allowance has room for one more request this month. */
  const hasRoom = async (link: OpenLink) => {
    const { signatureRequests } = await readUsage(db, clock, link.workspaceId, link.plan);
    return signatureRequests.remaining === 'unlimited' || signatureRequests.remaining > 0;
  };

  const challengeFor = (link: OpenLink) =>
    newChallenge(services.tokenSecret, link.token, config.publicLinkWork, clock.now());

  app.get('/sign/public/:token', { schema: { ...hidden, params: TokenParams } }, async (request, reply) => {
    const link = await openLink(db, request.params.token);
    if (!link) return refuse(request, reply, 404);
    if (!(await hasRoom(link))) return refuse(request, reply, 403, link);
    return sendHtml(
      reply,
      200,
      formPage(pageFor(request, link), { link, challenge: await challengeFor(link) }),
    );
  });

  app.post(
    '/sign/public/:token',
    { schema: { ...hidden, params: TokenParams, body: FormBody } },
    async (request, reply) => {
      const link = await openLink(db, request.params.token);
      if (!link) return refuse(request, reply, 404);
      const body = request.body ?? {};
      const page = pageFor(request, link, body.lang);
      const outcome = await startFromLink(
        {
          db,
          clock,
          tokenSecret: services.tokenSecret,
          documents: services.documents,
          requestTtlDays: config.requestTtlDays,
          work: services.work.for(link.workspaceId),
          limits: startLimits,
        },
        link,
        {
          name: body.name ?? '',
          email: body.email ?? '',
          locale: page.t.language,
          proof: body.proof,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
      );
      switch (outcome.kind) {
        case 'started':
          return reply.redirect(outcome.signingPath, 303);
        case 'form_problem':
        case 'proof_problem':
          return sendHtml(
            reply,
            400,
            formPage(page, {
              link,
              challenge: await challengeFor(link),
              name: body.name,
              email: body.email,
              problems: outcome.kind === 'form_problem' ? outcome.problems : ['proof'],
            }),
          );
        case 'limited':
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          return refuse(request, reply, 429, link);
        case 'not_available':
          return refuse(request, reply, 403, link);
      }
    },
  );
}
