// POST /app/settings/embedding (issue 25 item 4): owners change the origins allowed to embed this
// workspace's signing pages; a refused list comes back on the settings page with its errors, a saved
// one is audited. Apart from embedding.ts so that the page (page.ts) can list the section without a
// circle back to it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { recordMemberAction } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import type { Services } from '../../platform/services.ts';
import { setWorkspaceEmbedOrigins } from '../../workspaces/embed-origins.ts';
import { FormBody } from '../account/schemas.ts';
import { me, seeOther } from '../http.ts';
import { type EmbeddingRefused, readEmbeddingForm } from './embedding.ts';
import { settingsPage } from './page.ts';

/** POST /app/settings/embedding (registered with the application's pages, under /app). */
export async function embeddingRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/settings/embedding', { schema: { body: FormBody } }, async (request, reply) => {
    const member = me(request);
    if (member.role !== 'owner') throw new AppError(403, request.t.t('settings.ownersOnly'));
    const form = readEmbeddingForm(request.body, request.t, services.config.publicUrl);
    if ('errors' in form) {
      const refused: EmbeddingRefused = { errors: form.errors, embedding: form.typed };
      return settingsPage(services, request, reply, refused);
    }
    await services.db.transaction(async (tx) => {
      await setWorkspaceEmbedOrigins(tx, member.workspaceId, form.origins);
      await recordMemberAction(
        tx,
        services.clock,
        member,
        clientInfo(request),
        'workspace.embedding_changed',
        {
          embedOrigins: form.origins,
        },
      );
    });
    return seeOther(reply, '/app/settings?notice=saved');
  });
}
