// GET /api/v1/esign/usage (spec §4.5): the workspace's allowance for the current UTC month. Never metered.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses, Timestamp } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { readUsage } from './allowance.ts';

const Unlimited = Type.Literal('unlimited');
const UsageSchema = Type.Object({
  signatureRequests: Type.Object({
    limit: Type.Union([Type.Integer(), Unlimited]),
    used: Type.Integer(),
    remaining: Type.Union([Type.Integer(), Unlimited]),
    periodStart: Timestamp,
  }),
});

export async function usageRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/esign/usage',
    {
      config: { scope: 'submissions:read' },
      schema: {
        tags: ['signature requests'],
        operationId: 'getUsage',
        summary: 'Read the monthly allowance',
        response: { 200: UsageSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => readUsage(services.db, services.clock, request.auth.workspaceId, request.auth.plan),
  );
}
