// Signing in with the instance's identity provider (issue 25, item 2): the "Continue with <name>"
// button of the sign-in page, the start (a cookie binding this browser to the attempt, then the
// provider), the callback (a session, or the workspace chooser when the address belongs to several),
// and the pages that refuse: each a 4xx page saying why, in the reader's language. Also the page a
// link or passkey sign-in gets when its workspace requires single sign-on.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Translator } from '../../i18n/catalogue.ts';
import {
  chooseOidcWorkspace,
  finishOidcSignIn,
  type OidcOutcome,
  type OidcRefusal,
  pendingChoices,
  startOidcSignIn,
} from '../../members/oidc.ts';
import { type OidcProvider, oidcProvider, ProviderUnavailableError } from '../../members/oidc-client.ts';
import { endSessionByToken } from '../../members/sessions.ts';
import { SsoRequiredError } from '../../members/sso-policy.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import {
  readCookie,
  seeOther,
  sendPage,
  sessionLifetime,
  sessionToken,
  setCookie,
  setSessionCookie,
} from '../http.ts';
import { page } from '../layout.ts';
import { deadEndPage } from './dead-end.ts';

const OIDC_COOKIE = 'cs_oidc';
const OIDC_PATH = '/app/sign-in/oidc';
const SIGN_IN_PATH = '/app/sign-in';
/** The chooser and the provider's pages together must not take longer than the attempt's row lives. */
const COOKIE_SECONDS = 20 * 60;
const ChoiceBody = Type.Object(
  { workspaceId: Type.String({ maxLength: 100 }) },
  { additionalProperties: true },
);

/** "Continue with <name>" for the sign-in page; nothing when no provider is configured. */
export function ssoSignInOption(t: Translator, providerName: string | undefined): SafeHtml {
  if (!providerName) return html``;
  return html`<div class="panel sso-sign-in">
<p class="or">${t.t('signIn.or')}</p>
<a class="button-link secondary" href="${OIDC_PATH}">${t.t('sso.continueWith', { provider: providerName })}</a>
</div>`;
}

/** The page for a link or passkey sign-in refused because the workspace requires single sign-on. */
export function ssoRequiredMessage(t: Translator, services: Services, error: SsoRequiredError): string {
  const provider = services.config.oidc?.name;
  return provider
    ? t.t('sso.required', { workspace: error.workspaceName, provider })
    : t.t('sso.requiredUnset', { workspace: error.workspaceName });
}

export function ssoRequiredPage(t: Translator, services: Services, error: SsoRequiredError): SafeHtml {
  return page({
    title: t.t('sso.requiredTitle'),
    t,
    path: SIGN_IN_PATH,
    body: html`<div class="narrow">
<h1>${t.t('sso.requiredTitle')}</h1>
<p class="lead">${ssoRequiredMessage(t, services, error)}</p>
${ssoSignInOption(t, services.config.oidc?.name)}
</div>`,
  });
}

function refusedPage(t: Translator, reason: OidcRefusal): SafeHtml {
  return deadEndPage(t, {
    title: t.t('sso.refusedTitle'),
    reason: t.t(`sso.refused.${reason}`),
    back: { href: SIGN_IN_PATH, label: t.t('sso.backToSignIn') },
  });
}

/** Unknown and unverified addresses are a 403 (who they are is the problem); the rest a 400. */
const REFUSAL_STATUS: Record<OidcRefusal, number> = {
  expired: 400,
  foreign: 400,
  denied: 400,
  invalid: 400,
  unverified: 403,
  unknown: 403,
};

export async function oidcRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = services;
  const isPublic = { public: true };
  let provider: OidcProvider | undefined;
  const providerOf = (t: Translator): OidcProvider => {
    if (!config.oidc) throw new AppError(404, t.t('sso.notConfigured'));
    provider ??= oidcProvider(config.oidc);
    return provider;
  };
  const callbackUrl = () => `${config.publicUrl}${OIDC_PATH}/callback`;
  const bindingCookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    // Lax: the provider sends the browser back with a top-level GET from its own site.
    setCookie(reply, config.publicUrl, {
      name: OIDC_COOKIE,
      value,
      maxAgeSeconds,
      path: OIDC_PATH,
      sameSite: 'Lax',
    });
  const unavailable = (t: Translator, error: unknown) => {
    if (error instanceof ProviderUnavailableError) {
      fastify.log.warn({ err: error }, 'OpenID Provider unavailable');
      return new AppError(503, t.t('sso.unavailable'), undefined, {}, { 'retry-after': '30' });
    }
    return error;
  };

  /** A session for this browser (whatever session it held ends), or the page that says why not. */
  async function answer(reply: FastifyReply, t: Translator, outcome: OidcOutcome, token: string | undefined) {
    if (outcome.ok === 'choose') return seeOther(reply, `${OIDC_PATH}/choose`);
    // Someone else's answer leaves this browser's own attempt (and its cookie) as it was.
    if (outcome.ok || outcome.reason !== 'foreign') bindingCookie(reply, '', 0);
    if (!outcome.ok) {
      if (outcome.detail)
        fastify.log.info({ reason: outcome.reason, detail: outcome.detail }, 'single sign-on refused');
      return sendPage(reply, refusedPage(t, outcome.reason), REFUSAL_STATUS[outcome.reason]);
    }
    await endSessionByToken(db, clock, token);
    setSessionCookie(reply, services, outcome.token);
    // Someone who just joined by their domain is told which workspace took them in.
    return seeOther(reply, outcome.joined ? '/app/requests?notice=sso-joined' : '/app/requests');
  }

  app.get(OIDC_PATH.slice(4), { config: isPublic }, async (request, reply) => {
    const t = request.t;
    try {
      const { url, binding } = await startOidcSignIn(db, clock, providerOf(t), callbackUrl());
      bindingCookie(reply, binding, COOKIE_SECONDS);
      return seeOther(reply, url.href);
    } catch (error) {
      throw unavailable(t, error);
    }
  });

  app.get(`${OIDC_PATH.slice(4)}/callback`, { config: isPublic }, async (request, reply) => {
    const t = request.t;
    const query = request.url.indexOf('?');
    const url = new URL(callbackUrl());
    url.search = query >= 0 ? request.url.slice(query) : '';
    let outcome: OidcOutcome;
    try {
      outcome = await finishOidcSignIn(db, clock, providerOf(t), sessionLifetime(services), {
        binding: readCookie(request, OIDC_COOKIE),
        callbackUrl: url,
        client: clientInfo(request),
      });
    } catch (error) {
      throw unavailable(t, error);
    }
    return answer(reply, t, outcome, sessionToken(request, services));
  });

  app.get(`${OIDC_PATH.slice(4)}/choose`, { config: isPublic }, async (request, reply) => {
    const t = request.t;
    const pending = await pendingChoices(db, clock, readCookie(request, OIDC_COOKIE));
    if (!pending || pending.choices.length === 0) return sendPage(reply, refusedPage(t, 'expired'), 400);
    return sendPage(
      reply,
      page({
        title: t.t('sso.chooseTitle'),
        t,
        path: SIGN_IN_PATH,
        body: html`<div class="narrow">
<h1>${t.t('sso.chooseTitle')}</h1>
<p class="lead">${t.t('sso.chooseLead')}</p>
<ul class="workspace-choices">
${pending.choices.map(
  (choice) => html`<li><form method="post" action="${OIDC_PATH}/choose" class="panel">
<input type="hidden" name="workspaceId" value="${choice.workspaceId}">
<button type="submit" class="primary">${t.t('sso.chooseButton', { workspace: choice.workspaceName })}</button>
</form></li>`,
)}
</ul>
</div>`,
      }),
    );
  });

  app.post(
    `${OIDC_PATH.slice(4)}/choose`,
    { config: isPublic, schema: { body: ChoiceBody } },
    async (request, reply) => {
      const outcome = await chooseOidcWorkspace(db, clock, sessionLifetime(services), {
        binding: readCookie(request, OIDC_COOKIE),
        workspaceId: request.body.workspaceId,
        client: clientInfo(request),
      });
      return answer(reply, request.t, outcome, sessionToken(request, services));
    },
  );
}

/** The sign-in's outcome, or the SsoRequiredError that refused it (other errors go on). */
export async function ssoRefusal<T>(work: Promise<T>): Promise<T | SsoRequiredError> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SsoRequiredError) return error;
    throw error;
  }
}
