// Signing in and out (issue 9): the sign-in page, asking for an e-mailed link (the answer is the
// same whether or not the address belongs to a member, and both are rate limited alike), the page a
// link opens (a GET changes nothing, so mail scanners that fetch links do not use them up; its
// "Sign in" button posts), passkey sign-in for the client island, and sign-out.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordMemberAction } from '../../members/audit.ts';
import { inspectMemberLink } from '../../members/links.ts';
import { finishPasskeySignIn, relyingParty, startPasskeySignIn } from '../../members/passkeys.ts';
import { endSession, endSessionByToken } from '../../members/sessions.ts';
import { requestSignInLinks, signInWithLink } from '../../members/sign-in.ts';
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
import { en } from '../strings/en.ts';
import { FormBody, isEmailAddress, JsonBody } from './schemas.ts';

const PASSKEY_COOKIE = 'cs_passkey';
/** SIGN_IN_LIMIT_PER_ADDRESS and SIGN_IN_LIMIT_PER_IP count the links asked for in this window. */
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const TokenParams = Type.Object({ token: Type.String({ maxLength: 300 }) });

function signInPage(input_: { email?: string; error?: string; next?: string; notice?: string }) {
  const errors: Record<string, string> = input_.error ? { email: input_.error } : {};
  return page({
    title: en.signIn.title,
    notice: input_.notice,
    body: html`<div class="narrow">
<h1>${en.signIn.title}</h1>
<p class="lead">${en.signIn.lead}</p>
${errorSummary(errors)}
<form method="post" action="/app/sign-in" class="panel" novalidate>
${input_.next ? html`<input type="hidden" name="next" value="${input_.next}">` : ''}
${input({
  id: 'email',
  name: 'email',
  type: 'email',
  label: en.signIn.email,
  hint: en.signIn.emailHint,
  value: input_.email,
  error: input_.error,
  autocomplete: 'username webauthn',
  required: true,
  maxlength: 320,
})}
<button type="submit" class="primary">${en.signIn.submit}</button>
</form>
<div class="panel passkey-sign-in" data-passkey-sign-in data-next="${input_.next ?? ''}" hidden>
<p class="or">${en.signIn.or}</p>
<button type="button" class="secondary" data-passkey-start>${en.signIn.passkey}</button>
<p class="status-line" role="status" data-passkey-status data-working="${en.signIn.passkeyWorking}"
  data-failed="${en.signIn.passkeyFailed}" data-cancelled="${en.signIn.passkeyCancelled}"></p>
</div>
<noscript><p class="hint">${en.signIn.passkeyNoScript}</p></noscript>
</div>`,
  });
}

export async function signInRoutes(
  fastify: FastifyInstance,
  { services, limits }: { services: Services; limits: RateLimits },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  const perAddress: Limiter = limits.counter(
    'signin-address',
    services.config.signInLimitPerAddress,
    SIGN_IN_WINDOW_SECONDS,
  );
  const perIp: Limiter = limits.counter(
    'signin-ip',
    services.config.signInLimitPerIp,
    SIGN_IN_WINDOW_SECONDS,
  );
  const isPublic = { public: true };

  app.get('/sign-in', { config: isPublic }, async (request, reply) => {
    if (request.member) return seeOther(reply, '/app/requests');
    const notice = queryText(request.query, 'notice') === 'signed-out' ? en.signIn.signedOut : undefined;
    const next = queryText(request.query, 'next', 500);
    return sendPage(reply, signInPage({ next: next ? safeNext(next) : undefined, notice }));
  });

  app.post('/sign-in', { config: isPublic, schema: { body: FormBody } }, async (request, reply) => {
    const email = field(request.body, 'email', 320);
    const next = field(request.body, 'next', 500);
    if (!isEmailAddress(email)) {
      return sendPage(reply, signInPage({ email, error: en.signIn.emailInvalid, next }), 400);
    }
    // Both limits count every ask, member or not, so their answers cannot tell members apart.
    for (const state of [await perIp.consume(request.ip), await perAddress.consume(email.toLowerCase())]) {
      if (!state.allowed) {
        reply.header('retry-after', String(state.resetSeconds));
        throw new AppError(429, en.problems.tooMany(state.resetSeconds));
      }
    }
    await requestSignInLinks(db, clock, services.tokenSecret, email);
    return sendPage(
      reply,
      page({
        title: en.signIn.sentTitle,
        body: html`<div class="narrow">
<h1>${en.signIn.sentTitle}</h1>
<p class="lead">${en.signIn.sent(email)}</p>
<p>${en.signIn.sentHelp}</p>
<p><a href="/app/sign-in">${en.signIn.another}</a></p>
</div>`,
      }),
    );
  });

  app.get('/link/:token', { config: isPublic, schema: { params: TokenParams } }, async (request, reply) => {
    const state = await inspectMemberLink(db, clock, request.params.token);
    if (!state.ok) return deadLink(reply, state.reason);
    const { subject } = state;
    const joining = subject.purpose === 'invitation';
    const title = joining
      ? en.signIn.linkJoinTitle(subject.workspaceName)
      : en.signIn.linkSignInTitle(subject.workspaceName);
    return sendPage(
      reply,
      page({
        title,
        body: html`<div class="narrow">
<h1>${title}</h1>
<p class="lead">${joining ? en.signIn.linkJoin(subject.memberName, subject.workspaceName) : en.signIn.linkSignIn(subject.memberName)}</p>
<form method="post" action="/app/link/${request.params.token}" class="panel">
<button type="submit" class="primary">${joining ? en.signIn.linkJoinButton : en.signIn.linkSignInButton}</button>
</form>
</div>`,
      }),
    );
  });

  app.post(
    '/link/:token',
    { config: isPublic, schema: { params: TokenParams, body: FormBody } },
    async (request, reply) => {
      const outcome = await signInWithLink(
        db,
        clock,
        sessionLifetime(services),
        request.params.token,
        clientInfo(request),
      );
      if (!outcome.ok) return deadLink(reply, outcome.reason);
      // A fresh token for every sign-in; whatever session this browser held ends.
      await endSessionByToken(db, clock, sessionToken(request, services));
      setSessionCookie(reply, services, outcome.token);
      return seeOther(reply, '/app/requests');
    },
  );

  function deadLink(reply: Parameters<typeof sendPage>[0], reason: keyof typeof en.signIn.linkDead) {
    return sendPage(
      reply,
      page({
        title: en.signIn.linkDeadTitle,
        body: html`<div class="narrow">
<h1>${en.signIn.linkDeadTitle}</h1>
<p class="lead">${en.signIn.linkDead[reason]}</p>
<p><a class="button-link primary" href="/app/sign-in">${en.signIn.askAgain}</a></p>
</div>`,
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
      if (!response || typeof response !== 'object') throw new AppError(400, en.signIn.passkeyFailed);
      const outcome = await finishPasskeySignIn(
        db,
        clock,
        relyingParty(services.config.publicUrl),
        sessionLifetime(services),
        {
          binding: readCookie(request, PASSKEY_COOKIE),
          response: response as AuthenticationResponseJSON,
          client: clientInfo(request),
        },
      );
      setCookie(reply, services.config.publicUrl, {
        name: PASSKEY_COOKIE,
        value: '',
        maxAgeSeconds: 0,
        path: '/app/sign-in/passkey',
        sameSite: 'Strict',
      });
      if (!outcome.ok) throw new AppError(400, en.signIn.passkeyFailed);
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
