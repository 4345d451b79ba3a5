// The brand's public assets (issue 25 item 3): a workspace's logo at /brand/logo/<sha256>.<png|jpg>,
// with its own content type, and the sheet of an accent colour at /brand/accent/<rrggbb>.css. Both
// are named by what they hold, so they are cached for a year as immutable; the logo may be loaded by
// e-mail clients on other origins (its cross-origin resource policy says so), the sheet only by our
// pages. Neither names the workspace: a logo URL is the hash of a picture the workspace published.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';
import { accentSheet, checkAccent } from './accent.ts';
import { findLogo } from './brand.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function brandAssetRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { file: string } }>(
    '/brand/logo/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([0-9a-f]{64})\.(png|jpg)$/.exec(request.params.file);
      if (!match) throw notFound('Logo');
      const logo = await findLogo(services.db, match[1]);
      if (!logo || (logo.type === 'image/png') !== (match[2] === 'png')) throw notFound('Logo');
      return reply
        .type(logo.type)
        .header('cache-control', IMMUTABLE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(logo.bytes);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/brand/accent/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([0-9a-f]{6})\.css$/.exec(request.params.file);
      if (!match) throw notFound('Stylesheet');
      // Only a colour that could have been stored: nothing else gets a sheet.
      let colour: string;
      try {
        colour = checkAccent(`#${match[1]}`);
      } catch {
        throw notFound('Stylesheet');
      }
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', IMMUTABLE)
        .send(accentSheet(colour));
    },
  );
}
