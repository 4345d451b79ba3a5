// The signer's side in an OpenAPI document of its own (issue 26, item 7): the signing pages and the
// calls they make, reached through the link in an invitation (the token in it is the credential), not
// with an API key, so not part of the public API document (/api/v1/openapi.json) or /docs. Served at
// /sign/openapi.json for those who embed or test the signing flow; the error codes only signers meet
// (`not_your_turn`, `already_completed`, …) are documented here.

import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { SIGNING_TAGS, signingOperations } from '../platform/http/openapi-documents.ts';
import { ErrorBody, keepSchemaIds } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { hostPageRoutes } from './host-routes.ts';
import { signingRoutes } from './routes.ts';

export async function signingSurface(app: FastifyInstance, { services }: { services: Services }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Countersign signing pages',
        version: '1.0.0',
        description:
          "The signer's side: the signing page, its document and the calls it makes (open, complete, decline, the access code). The token in the signing link is the credential.",
      },
      servers: [{ url: '/' }],
      // No API key: the path's token is the credential.
      security: [],
      tags: SIGNING_TAGS,
    },
    transform: signingOperations,
    refResolver: { buildLocalReference: keepSchemaIds },
  });
  app.addSchema(ErrorBody);
  app.get('/sign/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(signingRoutes, { services });
  // Signing in person (issue 45): pages for a member's device, left out of the document.
  await app.register(hostPageRoutes, { services });
}
