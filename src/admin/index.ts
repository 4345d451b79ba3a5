// The operator surface under /admin/v1 (CONTRACT §3, §7, §9): one check of the operator token for
// every route, the operator routes and the local mailbox, and an OpenAPI document of its own at
// /admin/v1/openapi.json — the operator API is not part of the public API document or /docs.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { brandAdminRoutes } from '../branding/admin-routes.ts';
import { mailboxRoutes } from '../mail/mailbox.ts';
import { OPERATOR_TAGS, operatorOperations } from '../platform/http/openapi-documents.ts';
import { ErrorBody, keepSchemaIds } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { backupRoutes } from './backup-routes.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { listRoutes } from './list-routes.ts';
import { protectOperatorRoutes } from './operator-token.ts';
import { adminRoutes } from './routes.ts';
import { ssoDomainRoutes } from './sso-domain-routes.ts';

export async function operatorApi(app: FastifyInstance, { services }: { services: Services }) {
  protectOperatorRoutes(app, services.adminToken);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Countersign operator API',
        version: '1.0.0',
        description: 'Workspaces, members, API keys, the audit log, the local mailbox and the test clock.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { operatorToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' } },
      },
      security: [{ operatorToken: [] }],
      tags: OPERATOR_TAGS,
    },
    transform: operatorOperations,
    refResolver: { buildLocalReference: keepSchemaIds },
  });
  app.addSchema(ErrorBody);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(adminRoutes, { services });
  await app.register(brandAdminRoutes, { services });
  await app.register(lifecycleRoutes, { services });
  await app.register(listRoutes, { services });
  await app.register(backupRoutes, { services });
  await app.register(mailboxRoutes, { services });
  await app.register(ssoDomainRoutes, { services });
}
