// Operator API (CONTRACT §3): workspaces, members, API keys, the audit log and notifications, and the
// test clock (CONTRACT §9). Mounted by operatorApi (index.ts), which checks the operator token.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { listAudit, listNotifications } from '../audit/audit.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../auth/api-keys.ts';
import { SCOPES } from '../auth/scopes.ts';
import { applyBrandPatch, BrandPatchFields, brandFields } from '../branding/admin-routes.ts';
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../lifecycle/retention.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { Body, errorResponses, Paging } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import {
  parseEmbedOrigins,
  setWorkspaceEmbedOrigins,
  workspaceEmbedOrigins,
} from '../workspaces/embed-origins.ts';
import { PLANS } from '../workspaces/plans.ts';
import {
  addMember,
  createWorkspace,
  getMember,
  getWorkspace,
  MEMBER_ROLES,
  removeMember,
  updateWorkspace,
} from '../workspaces/workspaces.ts';

const PlanSchema = Type.Union(PLANS.map((p) => Type.Literal(p)));
const Name = Type.String({ minLength: 1, maxLength: 200 });
const WorkspaceParams = Type.Object({ id: Type.String() });

export async function adminRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  const workspaceOr404 = async (id: string) => {
    const workspace = await getWorkspace(db, id);
    if (!workspace) throw notFound('Workspace');
    return workspace;
  };

  const tags = ['operator'];
  app.post(
    '/workspaces',
    { schema: { tags, body: Body({ name: Name, plan: PlanSchema }), response: errorResponses(400, 401) } },
    async (request, reply) => {
      // The same fields as GET /workspaces/{id}: a new workspace allows no embedding, has no brand.
      const workspace = await createWorkspace(db, clock, request.body);
      return reply
        .status(201)
        .send({ ...workspace, embedOrigins: [], ...(await brandFields(db, workspace.id)) });
    },
  );

  app.get('/workspaces/:id', { schema: { tags, params: WorkspaceParams } }, async (request) => {
    const workspace = await workspaceOr404(request.params.id);
    return {
      ...workspace,
      embedOrigins: await workspaceEmbedOrigins(db, workspace.id),
      ...(await brandFields(db, workspace.id)),
    };
  });

  app.patch(
    '/workspaces/:id',
    {
      schema: {
        tags,
        params: WorkspaceParams,
        body: Body({
          name: Type.Optional(Name),
          plan: Type.Optional(PlanSchema),
          retentionDays: Type.Optional(
            Type.Union(
              [Type.Integer({ minimum: RETENTION_DAYS_MIN, maximum: RETENTION_DAYS_MAX }), Type.Null()],
              {
                description:
                  'Ended requests are erased this many days after they ended (1–3650); null keeps them until erased',
              },
            ),
          ),
          embedOrigins: Type.Optional(
            Type.Array(Type.String({ maxLength: 300 }), {
              maxItems: 20,
              description:
                'Origins allowed to embed signing pages with ?embed=1: exact https://host[:port] (http:// only when this instance runs on http); [] allows none',
            }),
          ),
          ...BrandPatchFields,
        }),
      },
    },
    async (request) => {
      // Checked before anything changes: a refused origin is a 400 that leaves the workspace as it was.
      const embedOrigins = request.body.embedOrigins
        ? parseEmbedOrigins(request.body.embedOrigins, services.config.publicUrl)
        : undefined;
      // Branding (issue 25 item 3): a refused colour is a 400 before anything is written.
      await applyBrandPatch(db, request.params.id, request.body);
      const workspace = await updateWorkspace(db, request.params.id, request.body);
      if (!workspace) throw notFound('Workspace');
      if (embedOrigins) await setWorkspaceEmbedOrigins(db, workspace.id, embedOrigins);
      return {
        ...workspace,
        embedOrigins: await workspaceEmbedOrigins(db, workspace.id),
        ...(await brandFields(db, workspace.id)),
      };
    },
  );

  app.post(
    '/workspaces/:id/members',
    {
      schema: {
        tags,
        params: WorkspaceParams,
        body: Body({
          email: Type.String({ format: 'email', maxLength: 320 }),
          name: Name,
          role: Type.Optional(Type.Union(MEMBER_ROLES.map((r) => Type.Literal(r)))),
        }),
        // The address is already an active member of the workspace, in any case (issue 25).
        response: errorResponses('already_member'),
      },
    },
    async (request, reply) => {
      await workspaceOr404(request.params.id);
      return reply.status(201).send(await addMember(db, clock, request.params.id, request.body));
    },
  );

  app.delete(
    '/workspaces/:id/members/:memberId',
    { schema: { tags, params: Type.Object({ id: Type.String(), memberId: Type.String() }) } },
    async (request, reply) => {
      if (!(await removeMember(db, clock, request.params.id, request.params.memberId)))
        throw notFound('Member');
      return reply.status(204).send();
    },
  );

  app.post(
    '/workspaces/:id/api-keys',
    {
      schema: {
        tags,
        params: WorkspaceParams,
        body: Body({
          memberId: Type.String({ minLength: 1 }),
          name: Type.Optional(Name),
          expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
          scopes: Type.Optional(
            Type.Array(Type.Union(SCOPES.map((s) => Type.Literal(s))), {
              minItems: 1,
              uniqueItems: true,
              description: 'What the key may do; without it, every scope',
            }),
          ),
        }),
      },
    },
    async (request, reply) => {
      await workspaceOr404(request.params.id);
      const member = await getMember(db, request.params.id, request.body.memberId);
      if (!member) throw badRequest('body/memberId is not a member of this workspace');
      if (member.status !== 'active') throw badRequest('body/memberId has left the workspace');
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : undefined;
      if (expiresAt && expiresAt.getTime() <= clock.now().getTime())
        throw badRequest('body/expiresAt must be in the future');
      const { view, key } = await createApiKey(db, clock, {
        workspaceId: request.params.id,
        memberId: member.id,
        name: request.body.name,
        expiresAt,
        scopes: request.body.scopes,
      });
      return reply.status(201).send({
        id: view.id,
        name: view.name,
        key,
        memberId: view.memberId,
        createdAt: view.createdAt,
        expiresAt: view.expiresAt,
        scopes: view.scopes,
      });
    },
  );

  app.get('/workspaces/:id/api-keys', { schema: { tags, params: WorkspaceParams } }, async (request) => {
    await workspaceOr404(request.params.id);
    return { apiKeys: await listApiKeys(db, request.params.id) };
  });

  app.delete(
    '/workspaces/:id/api-keys/:keyId',
    { schema: { tags, params: Type.Object({ id: Type.String(), keyId: Type.String() }) } },
    async (request, reply) => {
      if (!(await revokeApiKey(db, clock, request.params.id, request.params.keyId)))
        throw notFound('API key');
      return reply.status(204).send();
    },
  );

  app.get('/workspaces/:id/notifications', { schema: { tags, params: WorkspaceParams } }, async (request) => {
    await workspaceOr404(request.params.id);
    return { notifications: await listNotifications(db, request.params.id) };
  });

  app.get(
    '/workspaces/:id/audit-log',
    { schema: { tags, params: WorkspaceParams, querystring: Type.Object(Paging) } },
    async (request) => {
      await workspaceOr404(request.params.id);
      const limit = request.query.limit ?? 25;
      const offset = request.query.offset ?? 0;
      return { ...(await listAudit(db, request.params.id, { limit, offset })), limit, offset };
    },
  );

  // Test clock (CONTRACT §9): absent (404) unless TEST_CLOCK=1. `freeze` (issue 31 item 14) stops it
  // or lets it run on; with advanceSeconds too, it is frozen (or unfrozen) first, then moved.
  if (clock.adjustable) {
    const reading = () => ({ now: clock.now(), frozen: clock.frozen });
    app.get('/clock', { schema: { tags } }, async () => reading());
    app.post(
      '/clock',
      {
        schema: {
          tags,
          body: Body({
            advanceSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 * 366 * 86400 })),
            freeze: Type.Optional(Type.Boolean()),
          }),
        },
      },
      async (request) => {
        const { advanceSeconds, freeze } = request.body;
        if (advanceSeconds === undefined && freeze === undefined)
          throw badRequest('body must have property advanceSeconds or freeze');
        if (freeze !== undefined) await clock.freeze(freeze);
        if (advanceSeconds !== undefined) await clock.advance(advanceSeconds);
        return reading();
      },
    );
  }
}
