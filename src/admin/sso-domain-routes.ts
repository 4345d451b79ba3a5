// The operator confirms a workspace's auto-join domain (issue 31 item 2):
// POST /admin/v1/workspaces/{id}/sso-domain/confirm {domain}. Allowed only for the workspace's
// pending domain, never a public mail domain nor one another workspace has proven, and only when
// one of its active owners has an address at that domain; 409 `domain_not_confirmable` says which.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { confirmJoinDomainByOperator, joinDomainOf } from '../members/sso-domains.ts';
import { normalizeDomain } from '../members/sso-policy.ts';
import { badRequest, coded, notFound } from '../platform/errors.ts';
import { clientInfo } from '../platform/http/client-info.ts';
import { Body, errorResponses } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { getWorkspace } from '../workspaces/workspaces.ts';

const REFUSALS = {
  other_domain:
    "The workspace's auto-join domain is not this one; its owner names it on the settings page first",
  no_owner_there: 'No active owner of the workspace has an address at this domain',
  public: 'A public e-mail domain cannot be an auto-join domain',
  taken: 'Another workspace has already proven this domain',
} as const;

export async function ssoDomainRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  app.post(
    '/workspaces/:id/sso-domain/confirm',
    {
      schema: {
        tags: ['operator'],
        params: Type.Object({ id: Type.String() }),
        body: Body({ domain: Type.String({ minLength: 1, maxLength: 253 }) }),
        response: errorResponses(400, 401, 404, 'domain_not_confirmable'),
      },
    },
    async (request) => {
      const workspaceId = request.params.id;
      if (!(await getWorkspace(db, workspaceId))) throw notFound('Workspace');
      const domain = normalizeDomain(request.body.domain);
      if (!domain) throw badRequest('body/domain must be a domain name, such as example.com');
      const outcome = await db.transaction((tx) =>
        confirmJoinDomainByOperator(tx, clock, workspaceId, domain, clientInfo(request)),
      );
      if (outcome !== 'verified' && outcome !== 'none' && outcome !== 'not_found') {
        throw coded('domain_not_confirmable', REFUSALS[outcome], { reason: outcome });
      }
      const current = await joinDomainOf(db, workspaceId);
      if (!current || current.domain !== domain) throw coded('domain_not_confirmable', REFUSALS.other_domain);
      return {
        workspaceId,
        domain: current.domain,
        state: current.state,
        verifiedAt: current.verifiedAt?.toISOString() ?? null,
        verifiedBy: current.verifiedBy,
      };
    },
  );
}
