// Signing in and out (issue 9): the sign-in page, asking for an e-mailed link (the answer is the
// same whether or not the address belongs to a member, both are rate limited alike per asking IP and
// per address and asking IP, and the link is written after the answer: issue 25), the page a
// link opens (a GET changes nothing, so mail scanners that fetch links do not use them up; its
// "Sign in" button posts), passkey sign-in for the client island, and sign-out.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Translator } from '../../i18n/catalogue.ts';
import { waitText } from '../../i18n/format.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { inspectMemberLink, type LinkRefusal } from '../../members/links.ts';
import { finishPasskeySignIn, relyingParty, startPasskeySignIn } from '../../members/passkeys.ts';
import { endSession, endSessionByToken } from '../../members/sessions.ts';
import { signInWithLink } from '../../members/sign-in.ts';
import { SIGN_IN_MAIL_WINDOW_SECONDS, SignInMailQueue } from '../../members/sign-in-mail.ts';
import { SsoRequiredError, workspaceSso } from '../../members/sso-policy.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Limiter, RateLimits } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { errorSummary, input } from '../forms.ts';
import {
  clearSessionCookie,
  field,
  me,
  queryText,
  readCookie,
  safeNext,
  seeOther,
  sendPage,
  sessionLifetime,
  sessionToken,
  setCookie,
  setSessionCookie,
} from '../http.ts';
import { page } from '../layout.ts';
import { deadEndPage } from './dead-end.ts';
import { ssoRefusal, ssoRequiredMessage, ssoRequiredPage, ssoSignInOption } from './oidc.ts';
import { FormBody, isEmailAddress, JsonBody } from './schemas.ts';

const PASSKEY_COOKIE = 'cs_passkey';
/**
 * SIGN_IN_LIMIT_PER_ADDRESS (per address and asking IP together, so a stranger cannot lock a member
 * out) and SIGN_IN_LIMIT_PER_IP count the links asked for in this window.
 */
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const TokenParams = Type.Object({ token: Type.String({ maxLength: 300 }) });

function signInPage(
  t: Translator,
  path: string,
  input_: { email?: string; error?: string; next?: string; notice?: string; sso?: string },
) {
  const errors: Record<string, string> = input_.error ? { email: input_.error } : {};
  return page({
    title: t.t('signIn.title'),
    t,
    path,
    notice: input_.notice,
    body: html`<div class="narrow">
<h1>${t.t('signIn.title')}</h1>
<p class="lead">${t.t('signIn.lead')}</p>
${errorSummary(errors, [], {}, t)}
<form method="post" action="/app/sign-in" class="panel" novalidate>
${input_.next ? html`<input type="hidden" name="next" value="${input_.next}">` : ''}
${input({
  id: 'email',
  name: 'email',
  type: 'email',
  label: t.t('signIn.email'),
  hint: t.t('signIn.emailHint'),
  value: input_.email,
  error: input_.error,
  autocomplete: 'username webauthn',
  required: true,
  maxlength: 320,
  t,
})}
<button type="submit" class="primary">${t.t('signIn.submit')}</button>
</form>
<div class="panel passkey-sign-in" data-passkey-sign-in data-next="${input_.next ?? ''}" hidden>
<p class="or">${t.t('signIn.or')}</p>
<button type="button" class="secondary" data-passkey-start>${t.t('signIn.passkey')}</button>
<p class="status-line" role="status" data-passkey-status data-working="${t.t('signIn.passkeyWorking')}"
  data-failed="${t.t('signIn.passkeyFailed')}" data-cancelled="${t.t('signIn.passkeyCancelled')}"></p>
</div>
<noscript><p class="hint">${t.t('signIn.passkeyNoScript')}</p></noscript>
${ssoSignInOption(t, input_.sso)}
</div>`,
  });
}

/** Where the language menu of a page before signing in comes back to. */
const SIGN_IN_PATH = '/app/sign-in';

export async function signInRoutes(
  fastify: FastifyInstance,
  { services, limits }: { services: Services; limits: RateLimits },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  const perAddressAndIp: Limiter = limits.counter(
    'signin-address-ip',
    services.config.signInLimitPerAddress,
    SIGN_IN_WINDOW_SECONDS,
  );
  const mail = new SignInMailQueue({
    db,
    clock,
    secret: services.tokenSecret,
    mailsPerAddress: limits.counter(
      'signin-mail',
      services.config.signInMailsPerAddress,
      SIGN_IN_MAIL_WINDOW_SECONDS,
    ),
    onError: (error) => fastify.log.error({ err: error }, 'sign-in link not written'),
  });
  // A closing server finishes writing the links it has answered for before the database closes.
  fastify.addHook('onClose', async () => mail.idle());
  const perIp: Limiter = limits.counter(
    'signin-ip',
    services.config.signInLimitPerIp,
    SIGN_IN_WINDOW_SECONDS,
  );
  const isPublic = { public: true };

  app.get('/sign-in', { config: isPublic }, async (request, reply) => {
    if (request.member) return seeOther(reply, '/app/requests');
    const t = request.t;
    const notice = queryText(request.query, 'notice') === 'signed-out' ? t.t('signIn.signedOut') : undefined;
    const asked = queryText(request.query, 'next', 500);
    const next = asked ? safeNext(asked) : undefined;
    // The language menu comes back here, with only a checked `next` (never what the query carried).
    const path = next ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH;
    return sendPage(reply, signInPage(t, path, { next, notice, sso: services.config.oidc?.name }));
  });

  app.post('/sign-in', { config: isPublic, schema: { body: FormBody } }, async (request, reply) => {
    const t = request.t;
    const email = field(request.body, 'email', 320);
    const next = field(request.body, 'next', 500);
    if (!isEmailAddress(email)) {
      return sendPage(
        reply,
        signInPage(t, SIGN_IN_PATH, {
          email,
          error: t.t('signIn.emailInvalid'),
          next,
          sso: services.config.oidc?.name,
        }),
        400,
      );
    }
    // Both limits count every ask, member or not, so their answers cannot tell members apart.
    const pair = `${request.ip} ${email.toLowerCase()}`;
    for (const state of [await perIp.consume(request.ip), await perAddressAndIp.consume(pair)]) {
      if (!state.allowed) {
        reply.header('retry-after', String(state.resetSeconds));
        throw new AppError(429, t.t('problems.tooMany', { wait: waitText(t, state.resetSeconds) }));
      }
    }
    // The same work for every address before answering; the lookup and the e-mail come after.
    mail.afterResponse(reply.raw, email);
    return sendPage(
      reply,
      page({
        title: t.t('signIn.sentTitle'),
        t,
        path: SIGN_IN_PATH,
        body: html`<div class="narrow">
<h1>${t.t('signIn.sentTitle')}</h1>
<p class="lead">${t.t('signIn.sent', { email })}</p>
<p>${t.t('signIn.sentHelp')}</p>
<p><a href="/app/sign-in">${t.t('signIn.another')}</a></p>
</div>`,
      }),
    );
  });

  app.get('/link/:token', { config: isPublic, schema: { params: TokenParams } }, async (request, reply) => {
    const state = await inspectMemberLink(db, clock, request.params.token);
    const t = request.t;
    if (!state.ok) return deadLink(reply, t, state.reason);
    const { subject } = state;
    if ((await workspaceSso(db, subject.workspaceId)).required) {
      return sendPage(reply, ssoRequiredPage(t, services, new SsoRequiredError(subject.workspaceName)), 403);
    }
    const joining = subject.purpose === 'invitation';
    const title = joining
      ? t.t('signIn.linkJoinTitle', { workspace: subject.workspaceName })
      : t.t('signIn.linkSignInTitle', { workspace: subject.workspaceName });
    return sendPage(
      reply,
      page({
        title,
        t,
        path: SIGN_IN_PATH,
        body: html`<div class="narrow">
<h1>${title}</h1>
<p class="lead">${joining ? t.t('signIn.linkJoin', { name: subject.memberName, workspace: subject.workspaceName }) : t.t('signIn.linkSignIn', { name: subject.memberName })}</p>
<form method="post" action="/app/link/${request.params.token}" class="panel">
<button type="submit" class="primary">${joining ? t.t('signIn.linkJoinButton') : t.t('signIn.linkSignInButton')}</button>
</form>
</div>`,
      }),
    );
  });

  app.post(
    '/link/:token',
    { config: isPublic, schema: { params: TokenParams, body: FormBody } },
    async (request, reply) => {
      const outcome = await ssoRefusal(
        signInWithLink(db, clock, sessionLifetime(services), request.params.token, clientInfo(request)),
      );
      if (outcome instanceof SsoRequiredError)
        return sendPage(reply, ssoRequiredPage(request.t, services, outcome), 403);
      if (!outcome.ok) return deadLink(reply, request.t, outcome.reason);
      // A fresh token for every sign-in; whatever session this browser held ends.
      await endSessionByToken(db, clock, sessionToken(request, services));
      setSessionCookie(reply, services, outcome.token);
      return seeOther(reply, '/app/requests');
    },
  );

  function deadLink(reply: Parameters<typeof sendPage>[0], t: Translator, reason: LinkRefusal) {
    return sendPage(
      reply,
      deadEndPage(t, {
        title: t.t('signIn.linkDeadTitle'),
        reason: t.t(`signIn.linkDead.${reason}`),
        back: { href: '/app/sign-in', label: t.t('signIn.askAgain') },
      }),
      410,
    );
  }

  app.post(
    '/sign-in/passkey/options',
    { config: { public: true, json: true }, schema: { body: JsonBody } },
    async (_request, reply) => {
      const { options, binding } = await startPasskeySignIn(
        db,
        clock,
        relyingParty(services.config.publicUrl),
      );
      setCookie(reply, services.config.publicUrl, {
        name: PASSKEY_COOKIE,
        value: binding,
        maxAgeSeconds: 300,
        path: '/app/sign-in/passkey',
        sameSite: 'Strict',
      });
      return options;
    },
  );

  app.post(
    '/sign-in/passkey',
    { config: { public: true, json: true }, schema: { body: JsonBody } },
    async (request, reply) => {
      const response = (request.body as { response?: unknown }).response;
      if (!response || typeof response !== 'object')
        throw new AppError(400, request.t.t('signIn.passkeyFailed'));
      const outcome = await ssoRefusal(
        finishPasskeySignIn(db, clock, relyingParty(services.config.publicUrl), sessionLifetime(services), {
          binding: readCookie(request, PASSKEY_COOKIE),
          response: response as AuthenticationResponseJSON,
          client: clientInfo(request),
        }),
      );
      setCookie(reply, services.config.publicUrl, {
        name: PASSKEY_COOKIE,
        value: '',
        maxAgeSeconds: 0,
        path: '/app/sign-in/passkey',
        sameSite: 'Strict',
      });
      if (outcome instanceof SsoRequiredError)
        throw new AppError(403, ssoRequiredMessage(request.t, services, outcome));
      if (!outcome.ok) throw new AppError(400, request.t.t('signIn.passkeyFailed'));
      await endSessionByToken(db, clock, sessionToken(request, services));
      setSessionCookie(reply, services, outcome.token);
      return { redirect: safeNext((request.body as { next?: unknown }).next) };
    },
  );

  app.post('/sign-out', { schema: { body: FormBody } }, async (request, reply) => {
    const member = me(request);
    await db.transaction(async (tx) => {
      await endSession(tx, clock, member.memberId, member.sessionId);
      const client = clientInfo(request);
      await recordMemberAction(tx, clock, member, client, 'member.signed_out', {
        sessionId: member.sessionId,
      });
    });
    clearSessionCookie(reply, services);
    return seeOther(reply, '/app/sign-in?notice=signed-out');
  });
}
