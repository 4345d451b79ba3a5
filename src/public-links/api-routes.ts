// /api/v1/templates/{id}/public-link (issue 45 item 4): turn a template's public link on (POST),
// read it (GET) and turn it off (DELETE). Only an owner's key turns links on and off.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../platform/errors.ts';
import { Body, errorResponses } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { readPublicLink, turnOffPublicLink, turnOnPublicLink } from '../templates/public-links.ts';
import { assertValidValuesIn } from '../templates/values.ts';

const tags = ['templates'];
const Params = Type.Object({ id: Type.String({ maxLength: 100 }) });

const FixedSubmitter = Body({
  role: Type.String({ minLength: 1, maxLength: 100, description: 'A role after the first' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  locale: Type.Optional(
    Type.String({ minLength: 1, maxLength: 35, description: 'Their language, as a submitter’s `locale`' }),
  ),
});

const LinkBody = Body({
  fixedSubmitters: Type.Array(FixedSubmitter, {
    maxItems: 9,
    description:
      'The person each role after the first goes to: every such role, once. Whoever opens the link takes the first role',
  }),
  verifyEmail: Type.Optional(
    Type.Boolean({
      default: true,
      description:
        'Whether the person who opens the link proves their address with an e-mailed code before signing',
    }),
  ),
});

const PublicLinkSchema = Type.Object({
  url: Type.Union([Type.String(), Type.Null()], {
    description: 'The link anyone can open to sign the template; null while it is off',
  }),
  enabled: Type.Boolean(),
  verifyEmail: Type.Boolean(),
  fixedSubmitters: Type.Array(
    Type.Object({
      role: Type.String(),
      name: Type.String(),
      email: Type.String(),
      locale: Type.Optional(Type.String()),
    }),
  ),
});

export async function publicLinkApiRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const linkServices = { db: services.db, clock: services.clock, publicUrl: services.config.publicUrl };

  app.post(
    '/templates/:id/public-link',
    {
      config: { scope: 'templates:write' },
      schema: {
        tags,
        operationId: 'turnOnPublicLink',
        summary: 'Turn on a published template’s public link (or change it)',
        description:
          'Anyone who opens the link takes the first role: they give their name and address, prove the address ' +
          'with an e-mailed code (unless verifyEmail is false), and sign; the request is created then, counts ' +
          'against the allowance like a send from the application, carries `source: "public_link"` and goes on ' +
          'to the people named for the other roles. 201 when a new link is made; 200 when the link was on ' +
          'already (its URL stays). Owners only (403 not_permitted).',
        params: Params,
        body: LinkBody,
        response: {
          200: PublicLinkSchema,
          201: PublicLinkSchema,
          ...errorResponses(400, 404, 'not_permitted', 'template_not_published', 'invalid_values'),
        },
      },
    },
    async (request, reply) => {
      const { workspaceId } = request.auth;
      const { link, created } = await turnOnPublicLink(
        linkServices,
        { ...request.auth, workspaceId },
        request.params.id,
        request.body,
        async (template) => {
          await assertValidValuesIn(services.work.for(workspaceId), template, {});
        },
      );
      return reply.status(created ? 201 : 200).send(link);
    },
  );

  app.get(
    '/templates/:id/public-link',
    {
      config: { scope: 'templates:read' },
      schema: {
        tags,
        operationId: 'getPublicLink',
        summary: 'A template’s public link, on or off (404 when it never had one)',
        params: Params,
        response: { 200: PublicLinkSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const link = await readPublicLink(linkServices, request.auth.workspaceId, request.params.id);
      if (!link) throw notFound('Public link');
      return link;
    },
  );

  app.delete(
    '/templates/:id/public-link',
    {
      config: { scope: 'templates:write' },
      schema: {
        tags,
        operationId: 'turnOffPublicLink',
        summary: 'Turn off a template’s public link: its URL answers 404 from now on',
        params: Params,
        response: { 204: Type.Null(), ...errorResponses(404, 'not_permitted') },
      },
    },
    async (request, reply) => {
      const { workspaceId } = request.auth;
      const off = await turnOffPublicLink(linkServices, { ...request.auth, workspaceId }, request.params.id);
      if (!off) throw notFound('Public link');
      return reply.status(204).send(null);
    },
  );
}
