// /api/v1/esign/submissions (spec §4.1–§4.4, CONTRACT §5): send, poll, list, remind, void, erase,
// correct a signer (issue 35). Thin: parse, call the domain function, shape the answer. A replayed
// idempotencyKey is answered before the body is validated (CONTRACT §5's order of checks), so a
// retry can never be refused.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/audit.ts';
import { eraseRequest } from '../lifecycle/erase-request.ts';
import { notFound } from '../platform/errors.ts';
import { errorResponses } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { assertManagesRequest } from '../workspaces/roles.ts';
import { correctSigner } from './correct-signer.ts';
import {
  findByIdempotencyKey,
  findRequest,
  listRequests,
  type RequestStatus,
  type RequestView,
  toRequestView,
  type ViewContext,
} from './read.ts';
import { remindSigner } from './remind.ts';
import {
  CorrectSignerBody,
  ListQuery,
  ListSchema,
  RemindSchema,
  RequestParams,
  RequestSchema,
  SendBody,
  SubmitterParams,
  VoidBody,
} from './schemas.ts';
import { type SendOutcome, sendRequest } from './send.ts';
import { voidRequest } from './void.ts';

const tags = ['signature requests'];
export const REPLAY_HEADER = 'idempotent-replayed';

/** A refusal of the caller's input (4xx), as opposed to an outage or a fault. */
function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode ?? 500;
  return status >= 400 && status < 500;
}

/** The idempotency key of a body that may not have been validated yet. */
function idempotencyKeyOf(body: unknown): string | undefined {
  const key = (body as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === 'string' && key.length >= 1 && key.length <= 255 ? key : undefined;
}

export async function requestRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = services;

  /** Signing links only to a key that may act on the request (issue 44 item 3). */
  const view = (request: FastifyRequest): ViewContext => ({
    now: clock.now(),
    publicUrl: config.publicUrl,
    tokenSecret: services.tokenSecret,
    links: request.auth.scopes.includes('submissions:write'),
  });
  const actor = (request: FastifyRequest): AuditActor => ({
    type: 'api_key',
    apiKeyId: request.auth.apiKeyId,
    memberId: request.auth.memberId,
  });
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500),
  });
  const requestOr404 = async (request: FastifyRequest, id: string): Promise<RequestView> => {
    const found = await findRequest(db, request.auth.workspaceId, id, view(request));
    if (!found) throw notFound('Signature request');
    return found;
  };
  const replay = (reply: FastifyReply, original: RequestView) =>
    reply.status(200).header(REPLAY_HEADER, 'true').send(original);

  app.post(
    '/esign/submissions',
    {
      config: { scope: 'submissions:write' },
      schema: {
        tags,
        operationId: 'sendSignatureRequest',
        summary: 'Send a published template for signature',
        description:
          '201 with the new request; a replay of a used idempotencyKey answers 200 with the original and the header Idempotent-Replayed: true.',
        body: SendBody,
        response: {
          200: RequestSchema,
          201: RequestSchema,
          ...errorResponses(400, 401, 403, 404, 429, 'invalid_values', 'limit_reached'),
        },
      },
      // A used idempotencyKey is answered with its original before anything about the body is
      // refused (CONTRACT §5's order of checks), yet looked up only when it matters: when the body
      // is refused, or when the send finds its key taken. A valid new send costs no extra read.
      attachValidation: true,
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.body);
      const replayOr = async (refusal: unknown) => {
        const original =
          key && isClientError(refusal)
            ? await findByIdempotencyKey(db, request.auth.workspaceId, key, view(request))
            : null;
        if (original) return replay(reply, original);
        throw refusal;
      };
      if (request.validationError) return replayOr(request.validationError);
      let outcome: SendOutcome;
      try {
        outcome = await sendRequest(db, clock, {
          auth: request.auth,
          body: request.body,
          ttlDays: config.requestTtlDays,
          documents: services.documents,
          work: services.work.for(request.auth.workspaceId),
          ...client(request),
        });
      } catch (refusal) {
        return replayOr(refusal);
      }
      // A new request is answered from what the send wrote; an earlier or concurrent twin is read.
      if (outcome.created) {
        return reply.status(201).send(toRequestView(outcome.request, outcome.submitters, view(request)));
      }
      return replay(reply, await requestOr404(request, outcome.id));
    },
  );

  app.get(
    '/esign/submissions',
    {
      config: { scope: 'submissions:read' },
      schema: {
        tags,
        operationId: 'listSignatureRequests',
        summary: 'List signature requests, newest first (never metered)',
        querystring: ListQuery,
        response: { 200: ListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? 25;
      const offset = request.query.offset ?? 0;
      const page = await listRequests(
        db,
        request.auth.workspaceId,
        {
          status: request.query.status as RequestStatus | undefined,
          templateId: request.query.templateId,
          source: request.query.source,
          limit,
          offset,
        },
        view(request),
      );
      return { ...page, limit, offset };
    },
  );

  app.get(
    '/esign/submissions/:id',
    {
      config: { scope: 'submissions:read' },
      schema: {
        tags,
        operationId: 'getSignatureRequest',
        summary: 'Poll a signature request (never metered)',
        params: RequestParams,
        response: { 200: RequestSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => requestOr404(request, request.params.id),
  );

  app.post(
    '/esign/submissions/:id/remind',
    {
      config: { scope: 'submissions:write' },
      schema: {
        tags,
        operationId: 'remindSigner',
        summary: 'Remind the signer whose turn it is',
        description: 'At most once per signer every 15 minutes (429 reminder_cooldown with Retry-After).',
        params: RequestParams,
        response: { 200: RemindSchema, ...errorResponses(401, 403, 404, 429, 'reminder_cooldown') },
      },
    },
    async (request) =>
      remindSigner(db, clock, {
        workspaceId: request.auth.workspaceId,
        requestId: request.params.id,
        actor: actor(request),
        ...client(request),
      }),
  );

  app.delete(
    '/esign/submissions/:id',
    {
      config: { scope: 'submissions:write' },
      schema: {
        tags,
        operationId: 'eraseSignatureRequest',
        summary: 'Erase an ended request permanently',
        description:
          'Completed, declined, expired or voided requests only (409 request_not_terminal otherwise: void ' +
          'it first). 204, and from then on the request is 404 everywhere, its signing links lead to a ' +
          'page saying it was removed, and its idempotencyKey stays spent (a replay is 404). Erases the ' +
          "signers' names, addresses, IP addresses, values and signatures, the documents, the e-mails and " +
          'notifications; the audit log keeps its entries without personal details. Never refunds the ' +
          'allowance.',
        params: RequestParams,
        response: {
          204: Type.Null({ description: 'Erased' }),
          ...errorResponses(401, 403, 404, 409, 429, 'request_not_terminal', 'not_permitted'),
        },
      },
    },
    async (request, reply) => {
      // Not the spec's: a plain member's key erases only the requests that member sent (issue 25).
      await assertManagesRequest(db, request.auth, request.auth.workspaceId, request.params.id);
      await eraseRequest(services, {
        workspaceId: request.auth.workspaceId,
        requestId: request.params.id,
        actor: actor(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/esign/submissions/:id/void',
    {
      config: { scope: 'submissions:write' },
      schema: {
        tags,
        operationId: 'voidSignatureRequest',
        summary: 'Void a request that has not ended',
        description:
          'Already voided: 200 unchanged. Completed, declined or expired: 409 request_not_voidable. ' +
          'A key of a plain member voids only the requests that member sent (403 not_permitted); an owner’s key voids any.',
        params: RequestParams,
        body: VoidBody,
        response: {
          200: RequestSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 'request_not_voidable', 'not_permitted'),
        },
      },
      // The body is optional: a bare POST voids without a reason.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      await voidRequest(db, clock, {
        workspaceId: request.auth.workspaceId,
        requestId: request.params.id,
        reason: request.body.reason,
        actor: actor(request),
        manager: request.auth,
        ...client(request),
      });
      return requestOr404(request, request.params.id);
    },
  );

  app.patch(
    '/esign/submissions/:id/submitters/:role',
    {
      config: { scope: 'submissions:write' },
      schema: {
        tags,
        operationId: 'correctSigner',
        summary: 'Correct the name or e-mail address of a signer who has not signed',
        description:
          'While the signer has neither signed nor declined and the request has not ended (else 409 ' +
          'submitter_not_correctable). Their old signing link answers 404 from then on and the answer ' +
          'carries the new signingUrl; a code they had entered must be entered again. With sendEmail ' +
          'true the new address is invited at once when it is their turn. Not charged again. Giving the ' +
          'details the signer has already changes nothing. A key of a plain member corrects only the ' +
          'requests that member sent (403 not_permitted).',
        params: SubmitterParams,
        body: CorrectSignerBody,
        response: {
          200: RequestSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 'submitter_not_correctable', 'not_permitted'),
        },
      },
    },
    async (request) => {
      await correctSigner(db, clock, {
        workspaceId: request.auth.workspaceId,
        requestId: request.params.id,
        role: request.params.role,
        ...request.body,
        actor: actor(request),
        manager: request.auth,
        ...client(request),
      });
      return requestOr404(request, request.params.id);
    },
  );
}
