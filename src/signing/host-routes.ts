// HTTP for a turn taken on a member's device (issue 45 items 2 and 3; hosting.ts has the rules).
// - hostApiRoutes, under /api/v1: POST /esign/submissions/{id}/submitters/{role}/host answers a
//   one-use host link (15 minutes).
// - hostPageRoutes, at the root: GET /sign/host/{token} asks the signed-in member to hand the device
//   over (a GET uses nothing: link previewers fetch); POST uses the link and opens the signer's page;
//   POST /sign/in-person/witness hosts the witness after a signer hosted in person ("Witness now").
// The pages post forms, so each carries the session's CSRF token (SameSite cookies aside).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../i18n/catalogue.ts';
import { isLanguage, negotiateLanguage, pageLanguage } from '../i18n/locales.ts';
import { csrfTokenFor, csrfTokenMatches, resolveSession, sessionCookieName } from '../members/sessions.ts';
import { acceptUrlencoded, readCookie } from '../platform/http/browser-forms.ts';
import { html } from '../platform/http/html.ts';
import { errorResponses } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { SubmitterParams } from '../requests/schemas.ts';
import { assertManagesRequest } from '../workspaces/roles.ts';
import { createHostLink, type HostMember, hostLinkState, hostWitnessNow, useHostLink } from './hosting.ts';
import { layout, type PageContext } from './page-layout.ts';

const HostLink = Type.Object({
  url: Type.String({ description: 'Open it on the device in hand, signed in as a member of the workspace' }),
  expiresAt: Type.String({ format: 'date-time', description: '15 minutes from now; it opens once' }),
});

export async function hostApiRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/esign/submissions/:id/submitters/:role/host',
    {
      config: { scope: 'submissions:write' },
      schema: {
        tags: ['signature requests'],
        operationId: 'hostSigner',
        summary: 'A one-use link that opens a submitter’s turn on the device in hand (signing in person)',
        description:
          'For the submitter whose turn it is (else 409 not_your_turn, already_completed or request_closed). ' +
          'The link opens once, within 15 minutes, for a member of the workspace signed in on the device; ' +
          'the certificate then says the turn was taken in person, hosted by that member. A key of a plain ' +
          'member hosts only the requests that member sent (403 not_permitted).',
        params: SubmitterParams,
        response: {
          201: HostLink,
          ...errorResponses(
            401,
            403,
            404,
            429,
            'not_permitted',
            'not_your_turn',
            'already_completed',
            'request_closed',
          ),
        },
      },
    },
    async (request, reply) => {
      const { workspaceId } = request.auth;
      await assertManagesRequest(services.db, request.auth, workspaceId, request.params.id);
      const link = await createHostLink(
        { ...services, publicUrl: services.config.publicUrl },
        { workspaceId, requestId: request.params.id, role: request.params.role },
      );
      return reply.status(201).send({ url: link.url, expiresAt: link.expiresAt.toISOString() });
    },
  );
}

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const FormBody = Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })) });
const WitnessBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The member signed in on this browser, if any (the application's session cookie). */
export async function sessionMember(services: Services, request: FastifyRequest): Promise<HostMember | null> {
  const { config } = services;
  const session = await resolveSession(
    services.db,
    services.clock,
    { idleDays: config.sessionIdleDays, absoluteDays: config.sessionAbsoluteDays },
    readCookie(request, sessionCookieName(config.publicUrl)),
  );
  return session
    ? { memberId: session.memberId, sessionId: session.sessionId, workspaceId: session.workspaceId }
    : null;
}

/** The member, when the form they posted carries their session's CSRF token; else null. */
async function postingMember(services: Services, request: FastifyRequest): Promise<HostMember | null> {
  const member = await sessionMember(services, request);
  const given = (request.body as { _csrf?: string } | undefined)?._csrf;
  return member && csrfTokenMatches(services.tokenSecret, member.sessionId, given) ? member : null;
}

function sendHtml(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

export async function hostPageRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  acceptUrlencoded(app, 16 * 1024);
  const hidden = { schema: { hide: true } };

  /** The pages' words: the signer's language once known, else the browser's. */
  const pageFor = (request: FastifyRequest, locale?: string): PageContext => {
    const asked = (request.query as { lang?: string } | undefined)?.lang;
    const chosen = asked && isLanguage(asked) ? asked : undefined;
    const language = locale
      ? pageLanguage(locale, chosen).language
      : (chosen ?? negotiateLanguage(request.headers['accept-language']) ?? 'en');
    // The language links add ?lang= to the path alone.
    return { t: translator(language), locale: locale ?? language, path: request.url.split('?')[0] };
  };

  const goneResponse = (request: FastifyRequest, reply: FastifyReply) => {
    const page = pageFor(request);
    const { t } = page;
    return sendHtml(
      reply,
      410,
      layout(
        page,
        t.t('host.gone.title'),
        html`<h1>${t.t('host.gone.title')}</h1>
<p class="lead">${t.t('host.gone.lead')}</p>`,
      ),
    );
  };

  app.get(
    '/sign/host/:token',
    { ...hidden, schema: { ...hidden.schema, params: TokenParams } },
    async (request, reply) => {
      const member = await sessionMember(services, request);
      const found = await hostLinkState(services, request.params.token, member);
      if (found.state === 'gone') return goneResponse(request, reply);
      if (found.state === 'member_required') {
        const page = pageFor(request);
        const { t } = page;
        return sendHtml(
          reply,
          403,
          layout(
            page,
            t.t('host.member.title'),
            html`<h1>${t.t('host.member.title')}</h1>
<p class="lead">${t.t('host.member.lead', { workspace: found.workspaceName })}</p>
<p><a class="button-link primary" href="/app/sign-in">${t.t('host.member.signIn')}</a></p>`,
          ),
        );
      }
      const { signer, request: signing } = found.ctx;
      const page = { ...pageFor(request, signer.locale), brand: signing.brand };
      const { t } = page;
      const csrf = member ? csrfTokenFor(services.tokenSecret, member.sessionId) : '';
      return sendHtml(
        reply,
        200,
        layout(
          page,
          t.t('host.title'),
          html`<h1>${t.t('host.title')}</h1>
<p class="lead">${t.tHtml('host.lead', {
            name: signer.name,
            role: signer.role,
            document: signing.templateName,
          })}</p>
<p>${t.tHtml('host.hint', { name: signer.name })}</p>
<form method="post" action="/sign/host/${request.params.token}">
<input type="hidden" name="_csrf" value="${csrf}">
<button type="submit" class="primary"><span>${t.tHtml('host.start', { name: signer.name })}</span></button>
</form>`,
        ),
      );
    },
  );

  app.post(
    '/sign/host/:token',
    { ...hidden, schema: { ...hidden.schema, params: TokenParams, body: FormBody } },
    async (request, reply) => {
      const member = await postingMember(services, request);
      const path = await useHostLink(services, request.params.token, member);
      return path ? reply.redirect(path, 303) : goneResponse(request, reply);
    },
  );

  app.post(
    '/sign/in-person/witness',
    { ...hidden, schema: { ...hidden.schema, body: WitnessBody } },
    async (request, reply) => {
      const member = await postingMember(services, request);
      const path = member && (await hostWitnessNow(services, request.body.token, member));
      return path ? reply.redirect(path, 303) : goneResponse(request, reply);
    },
  );
}
