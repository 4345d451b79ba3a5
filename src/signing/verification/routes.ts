// HTTP for the signer's check (issue 24 item 2), beside the signing routes (no API key: the link's
// token is the credential; the per-IP rate limit applies):
// - POST /sign/{token}/verify {code}: 200 and this browser is marked verified for this link (cookie);
//   400 verification_failed with attemptsLeft; 429 verification_locked once 5, 10 or 15 wrong codes
//   locked it; 403 verification_link_locked after 20, until the sender's reminder.
// - POST /sign/{token}/verify/send: e-mails a fresh code, for `email_code` signers only (400 for a
//   link that asks for an access code or no code; 404 for an unknown link); 429 beyond 5 an hour.
// - GET /sign/{token}/verify: whether the link asks for a code and whether this browser passed it
//   (the code form asks, since a link opened from an e-mail arrives without the SameSite=Strict cookie).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { Body, errorResponses, Timestamp } from '../../platform/http/schemas.ts';
import type { Services } from '../../platform/services.ts';
import { verifySigningToken } from '../../requests/signing-tokens.ts';
import { browserVerified, CODE_FORM_ROUTE, setVerifiedCookie } from './browser.ts';
import { sendVerificationCode } from './send-code.ts';
import { CODE_MAX, verifySignerCode } from './verify-code.ts';

const tags = ['signing'];
const security: Array<Record<string, string[]>> = [];
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const Method = Type.Unsafe<'access_code' | 'email_code'>({
  type: 'string',
  enum: ['access_code', 'email_code'],
});

export async function verificationRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/sign/:token/verify',
    {
      config: CODE_FORM_ROUTE,
      schema: {
        tags,
        security,
        summary: 'Whether this signing link asks for a code, and whether this browser has entered it',
        params: TokenParams,
        response: {
          200: Type.Object({ method: Type.Union([Method, Type.Null()]), verified: Type.Boolean() }),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request) => {
      const link = verifySigningToken(services.tokenSecret, request.params.token);
      const submitterId = link?.submitterId;
      const { rows } = link
        ? await services.db.query<{ verification_method: 'access_code' | 'email_code' | null }>(
            `SELECT s.verification_method FROM submitters s JOIN signature_requests r ON r.id = s.request_id
              WHERE s.id = $1 AND s.link_version = $2 AND r.erased_at IS NULL`,
            [link.submitterId, link.version],
          )
        : { rows: [] };
      if (!submitterId || !rows[0]) throw notFound('Signing link');
      const method = rows[0].verification_method;
      return { method, verified: method === null || browserVerified(request, services, submitterId) };
    },
  );

  app.post(
    '/sign/:token/verify',
    {
      config: CODE_FORM_ROUTE,
      schema: {
        tags,
        security,
        summary: 'Enter the access code or the e-mailed code; marks this browser verified for this link',
        description:
          'Sets an HttpOnly, SameSite=Strict cookie limited to /sign/{token}: the page, the document and the actions of this link then open in this browser. Every fifth wrong code locks the link, longer each time (15 minutes, 1 hour, 24 hours; 429 verification_locked), and the twentieth until the sender reminds the signer (403 verification_link_locked; the sender is told by e-mail); a lock spends an e-mailed code.',
        params: TokenParams,
        querystring: Type.Object({
          embed: Type.Optional(
            Type.String({
              maxLength: 5,
              description:
                '1: the page is embedded in another site (issue 25): on https the cookie is SameSite=None; Secure; Partitioned, so that browsers which allow it keep it in that frame',
            }),
          ),
        }),
        body: Body({ code: Type.String({ minLength: 1, maxLength: CODE_MAX }) }),
        response: {
          200: Type.Object({ verified: Type.Literal(true), method: Method }),
          ...errorResponses(
            400,
            404,
            429,
            'verification_failed',
            'verification_locked',
            'verification_link_locked',
            'request_closed',
          ),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const passed = await verifySignerCode(services, token, request.body.code, clientInfo(request));
      setVerifiedCookie(reply, services, token, passed, { embedded: request.query.embed === '1' });
      return { verified: true as const, method: passed.method };
    },
  );

  app.post(
    '/sign/:token/verify/send',
    {
      config: CODE_FORM_ROUTE,
      schema: {
        tags,
        security,
        summary: 'E-mail the signer a fresh 6-digit code (verification method email_code only)',
        description:
          'The code is valid for 10 minutes and replaces any earlier one; at most 5 are sent to a signer an hour. 400 when the link asks for an access code or for no code.',
        params: TokenParams,
        response: {
          200: Type.Object({ sent: Type.Literal(true), expiresAt: Timestamp }),
          ...errorResponses(
            400,
            404,
            429,
            'verification_locked',
            'verification_link_locked',
            'verification_code_limit',
            'request_closed',
          ),
        },
      },
    },
    async (request) => sendVerificationCode(services, request.params.token, clientInfo(request)),
  );
}
