// The operator API's side of branding (issue 25 item 3): the fields PATCH /admin/v1/workspaces/{id}
// takes (displayName, accentColor: checked here, refused with a 400 saying why), and the logo as a
// raw image/png or image/jpeg body at PUT /admin/v1/workspaces/{id}/logo (DELETE removes it).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../platform/db/index.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';
import { AccentRefused, checkAccent } from './accent.ts';
import { brandView, getBrand, removeLogo, setLogo, updateBrand } from './brand.ts';
import { LOGO_TYPES, LogoRefused } from './logo-image.ts';

/** The branding fields of the PATCH body (spread into its schema). */
export const BrandPatchFields = {
  displayName: Type.Optional(
    Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
      description:
        'The name e-mails are sent under ("Acme via Countersign") and pages show; null: the workspace name',
    }),
  ),
  accentColor: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
      description:
        '#rrggbb; refused unless it reaches WCAG AA contrast (4.5:1) with white text and on the page background',
    }),
  ),
};

/** The accent as stored, or a 400 whose message gives the contrast reached and the ratio needed. */
export function accentOr400(value: string): string {
  try {
    return checkAccent(value);
  } catch (error) {
    if (error instanceof AccentRefused) throw badRequest(`body/accentColor: ${error.message}`);
    throw error;
  }
}

/**
 * Applies the branding fields of a PATCH body (checked before anything is written; call it in the
 * same transaction as the rest of the PATCH). Does nothing when the body has none of them.
 */
export async function applyBrandPatch(
  db: Queryable,
  workspaceId: string,
  body: { displayName?: string | null; accentColor?: string | null },
): Promise<void> {
  if (body.displayName === undefined && body.accentColor === undefined) return;
  if (typeof body.displayName === 'string' && body.displayName.trim() === '')
    throw badRequest('body/displayName must not be blank (null removes it)');
  const accentColor = typeof body.accentColor === 'string' ? accentOr400(body.accentColor) : body.accentColor;
  await updateBrand(db, workspaceId, { displayName: body.displayName, accentColor });
}

/** The workspace's branding as the operator API shows it beside the workspace. */
export async function brandFields(db: Queryable, workspaceId: string) {
  const brand = await getBrand(db, workspaceId);
  return brand ? brandView(brand) : { displayName: null, accentColor: null, logo: null };
}

export async function brandAdminRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = services;
  const tags = ['operator'];
  // The body is the image itself; the route reads it whole (up to 10 MB, so that a logo too large is
  // told its size rather than cut off) and checkLogo decides.
  // Any type is read (up to 10 MB), so that an SVG or a logo too large is told why rather than
  // refused by type or cut off; checkLogo decides. This plugin holds the logo routes only.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/workspaces/:id/logo',
    {
      bodyLimit: 10 * 1024 * 1024,
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary:
          "Set the workspace's logo: the raw bytes of a PNG or JPEG, at most 200 KB and 1000×1000 pixels",
        params: Type.Object({ id: Type.String() }),
      },
    },
    async (request) => {
      const declared = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (!(LOGO_TYPES as readonly string[]).includes(declared) || !Buffer.isBuffer(request.body)) {
        throw badRequest(
          `The logo must be a PNG or JPEG image, sent as the raw body with Content-Type image/png or image/jpeg${declared ? ` (not ${declared})` : ''}`,
        );
      }
      try {
        if (!(await setLogo(db, request.params.id, request.body, declared))) throw notFound('Workspace');
      } catch (error) {
        if (error instanceof LogoRefused) throw badRequest(error.message);
        throw error;
      }
      return brandFields(db, request.params.id);
    },
  );

  app.delete(
    '/workspaces/:id/logo',
    { schema: { tags, params: Type.Object({ id: Type.String() }) } },
    async (request, reply) => {
      if (!(await removeLogo(db, request.params.id))) throw notFound('Workspace');
      return reply.status(204).send();
    },
  );
}
