// The operator's side of the data lifecycle (issue 21): delete a workspace, export everything it
// holds, and honour one person's erasure request. Retention is a field of PATCH /workspaces/{id}
// (routes.ts). Mounted by operatorApi (index.ts), behind the operator token.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { deleteWorkspace } from '../lifecycle/delete-workspace.ts';
import { erasePerson } from '../lifecycle/erase-person.ts';
import { exportFilename, exportWorkspace } from '../lifecycle/export.ts';
import { notFound } from '../platform/errors.ts';
import { Body, errorResponses } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { getWorkspace } from '../workspaces/workspaces.ts';

const tags = ['operator'];
const WorkspaceParams = Type.Object({ id: Type.String() });

export async function lifecycleRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = services;

  app.delete(
    '/workspaces/:id',
    {
      schema: {
        tags,
        summary: 'Delete a workspace and everything in it',
        description:
          'Members, sessions, passkeys, keys, templates and their PDFs, requests (their tombstones stay: ids, ' +
          'times, hashes), documents, notifications, e-mails, counters and the audit log. Its keys answer 401 ' +
          'from then on and its id is 404. Export it first (GET …/export).',
        params: WorkspaceParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteWorkspace(services, request.params.id))) throw notFound('Workspace');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/workspaces/:id/export',
    {
      schema: {
        tags,
        summary: 'Everything the workspace holds, as a ZIP streamed while it is written',
        description:
          'requests.jsonl (each request as the API shows it, with its audit trail), templates.jsonl, ' +
          'members.jsonl, audit.jsonl, and documents/<request id>.pdf for every executed document.',
        params: WorkspaceParams,
        response: {
          200: Type.Unsafe({ type: 'string', format: 'binary', description: 'application/zip' }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const workspace = await getWorkspace(db, request.params.id);
      if (!workspace) throw notFound('Workspace');
      const now = clock.now();
      // the export is the workspace's own record: its requests as the API answers them to a full key
      const view = { now, publicUrl: config.publicUrl, tokenSecret: services.tokenSecret, links: true };
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFilename(workspace.id, now)}"`)
        .header('cache-control', 'private, no-store')
        .send(exportWorkspace(services, workspace.id, view));
    },
  );

  app.post(
    '/workspaces/:id/erase-person',
    {
      schema: {
        tags,
        summary: 'Erase every ended request on which this address is a signer; list those still in flight',
        params: WorkspaceParams,
        body: Body({ email: Type.String({ minLength: 3, maxLength: 320 }) }),
        response: {
          200: Type.Object({
            erased: Type.Array(Type.String(), { description: 'Requests erased now' }),
            inFlight: Type.Array(Type.Object({ id: Type.String(), status: Type.String() }), {
              description: 'Requests not ended yet: void them (or wait), then ask again',
            }),
            members: Type.Array(Type.Object({ id: Type.String(), status: Type.String() }), {
              description:
                'Members with that address: remove them, and their details are erased once nothing in flight refers to them',
            }),
            publicLinksOff: Type.Array(Type.String(), {
              description:
                'Templates whose public link named that address for a role: turned off, the person forgotten',
            }),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      if (!(await getWorkspace(db, request.params.id))) throw notFound('Workspace');
      return erasePerson(services, {
        workspaceId: request.params.id,
        email: request.body.email,
        actor: { type: 'operator' },
      });
    },
  );
}
