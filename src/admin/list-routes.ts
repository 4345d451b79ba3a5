// The operator's lists (issue 26 item 5): every workspace, and one workspace's members, for
// `countersign workspaces list` and `members list WS` (API keys are listed by routes.ts). Mounted by
// operatorApi (index.ts), behind the operator token.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../platform/errors.ts';
import { errorResponses, Paging } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { PLANS, type Plan } from '../workspaces/plans.ts';
import {
  getWorkspace,
  listMembers,
  listWorkspaces,
  MEMBER_ROLES,
  type MemberRole,
} from '../workspaces/workspaces.ts';

const tags = ['operator'];
// Dates leave as Date objects; the serializer writes them as ISO strings.
const DateTime = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });

const WorkspaceItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  plan: Type.Unsafe<Plan>({ type: 'string', enum: [...PLANS] }),
  createdAt: DateTime,
  retentionDays: Type.Union([Type.Integer(), Type.Null()]),
});

const MemberItem = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: Type.Unsafe<MemberRole>({ type: 'string', enum: [...MEMBER_ROLES] }),
  status: Type.Union([Type.Literal('active'), Type.Literal('removed')]),
  createdAt: DateTime,
  lastSignedInAt: Type.Union([DateTime, Type.Null()]),
});

export async function listRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = services;

  app.get(
    '/workspaces',
    {
      schema: {
        tags,
        summary: 'Every workspace, oldest first',
        querystring: Type.Object(Paging),
        response: {
          200: Type.Object({
            workspaces: Type.Array(WorkspaceItem),
            total: Type.Integer(),
            limit: Type.Integer(),
            offset: Type.Integer(),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? 25;
      const offset = request.query.offset ?? 0;
      return { ...(await listWorkspaces(db, { limit, offset })), limit, offset };
    },
  );

  app.get(
    '/workspaces/:id/members',
    {
      schema: {
        tags,
        summary: "The workspace's members, active first, removed ones included",
        params: Type.Object({ id: Type.String() }),
        response: { 200: Type.Object({ members: Type.Array(MemberItem) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      if (!(await getWorkspace(db, request.params.id))) throw notFound('Workspace');
      return { members: await listMembers(db, request.params.id) };
    },
  );
}
