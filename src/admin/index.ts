// The operator surface under /admin/v1 (CONTRACT §3, §7, §9): one check of the operator token for
// every route, the operator routes and the local mailbox, and an OpenAPI document of its own at
// /admin/v1/openapi.json — the operator API is not part of the public API document or /docs.
import { createHash, timingSafeEqual } from 'node:crypto';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { mailboxRoutes } from '../mail/mailbox.ts';
import { AppError } from '../platform/errors.ts';
import { ErrorBody } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { adminRoutes } from './routes.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time check of `Authorization: Bearer <operator token>`. */
export function isOperator(authorization: string | undefined, adminToken: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]), digest(adminToken));
}

export async function operatorApi(app: FastifyInstance, { services }: { services: Services }) {
  app.addHook('onRequest', async (request) => {
    if (!isOperator(request.headers.authorization, services.adminToken)) {
      throw new AppError(401, 'Missing or invalid operator token');
    }
  });
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
    },
  });
  app.addSchema(ErrorBody);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(adminRoutes, { services });
  await app.register(mailboxRoutes, { services });
}
