// "Send a document" once (issue 32 item 5), from the requests page: upload the document (a draft
// template marked one-off, made by the same createDraft as "New template"), place its fields in the
// builder, then "Next" publishes it and opens the ordinary send form, which sends it with sendRequest
// like any template: the same rules, the same allowance, the same idempotency key. Once sent, the
// send form's address shows the request instead (send/routes.ts), so nothing is sent twice.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { isOneOff, unsentOneOffs } from '../../requests/one-off.ts';
import { findTemplate, setTemplateStatus } from '../../templates/repository.ts';
import type { Template } from '../../templates/types.ts';
import { mayManage, templateCreator } from '../../workspaces/roles.ts';
import { FormBody, JsonBody } from '../account/schemas.ts';
import { frameOf } from '../frame.ts';
import { type Form, field, me, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { createDraft } from '../templates/create-draft.ts';
import { sendOncePage } from './views.ts';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export async function sendOncePages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  /** A one-off template of the workspace that the member may change; 404 or 403 in words otherwise. */
  const oneOff = async (request: FastifyRequest, id: string): Promise<Template> => {
    const member = me(request);
    const template = await findTemplate(db, member.workspaceId, id);
    if (!template || !(await isOneOff(db, member.workspaceId, id)))
      throw new AppError(404, request.t.t('problems.notFound'));
    if (!mayManage(member, await templateCreator(db, member.workspaceId, id)))
      throw new AppError(403, request.t.t('roles.notPermitted'));
    return template;
  };

  const showStart = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: { name?: string } = {},
    errors: Record<string, string> = {},
  ) => {
    const frame = await frameOf(services, request);
    const unsent = await unsentOneOffs(db, frame.member.workspaceId, frame.member.memberId);
    return sendPage(
      reply,
      page({
        title: frame.t.t('sendOnce.title'),
        frame,
        nav: 'requests',
        body: sendOncePage({ csrf: frame.csrf, form, errors, unsent, t: frame.t }),
      }),
      Object.keys(errors).length ? 400 : 200,
    );
  };

  app.get('/requests/send-document', async (request, reply) => showStart(request, reply));

  // The page's script sends the name and the PDF as JSON and is answered where to go next (the
  // builder); a form posted without the script cannot carry the file, and is shown again saying so.
  app.post(
    '/requests/send-document',
    // Fifty megabytes of documents in all, as base64 (the API's limit says which are too many).
    { schema: { body: JsonBody }, bodyLimit: 72 * 1024 * 1024, config: { json: true } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Form;
      const t = request.t;
      const name = field(body, 'name', 200);
      const asJson = String(request.headers['content-type'] ?? '').includes('json');
      const pdf = typeof body.pdf === 'string' ? body.pdf : '';
      // The page's script sends the files chosen as documents (any format the API takes).
      const given = (request.body as { documents?: unknown }).documents;
      const files = Array.isArray(given) ? given : [];
      const errors: Record<string, string> = {};
      if (!name) errors.name = t.t('sendOnce.nameRequired');
      if (!pdf && files.length === 0) errors.pdf = t.t('sendOnce.fileRequired');
      else if (!asJson) errors.pdf = t.t('templates.create.pdfNeedsScript');
      const refuse = (found: Record<string, string>) =>
        asJson
          ? reply
              .status(400)
              .type('application/json; charset=utf-8')
              .send(JSON.stringify({ errors: found }))
          : showStart(request, reply, { name }, found);
      if (Object.keys(errors).length) return refuse(errors);
      const definition = {
        name,
        kind: 'coordinate',
        roles: [{ name: t.t('templates.defaultRole') }],
        ...(files.length > 0 ? { documents: files } : { pdf }),
        fields: [],
      };
      try {
        const { template, removedActiveContent } = await createDraft(services, me(request), definition, {
          oneOff: true,
        });
        const to = `/app/templates/${template.id}/edit${removedActiveContent.length > 0 ? '?notice=cleaned' : ''}`;
        return reply.send({ redirect: to });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
        return refuse({ pdf: error.message });
      }
    },
  );

  // An unsent document, continued: its builder while a draft, else its send form (or its request).
  app.get('/requests/send-document/:id', { schema: { params: Params } }, async (request, reply) => {
    const template = await oneOff(request, request.params.id);
    return seeOther(
      reply,
      template.status === 'draft' ? `/app/templates/${template.id}/edit` : `/app/send/${template.id}`,
    );
  });

  // The builder's "Next: choose signers" (after it saved): the document is published as it is, which
  // the send form needs, and the send form opens. Published already (a second click): the form.
  app.post(
    '/requests/send-document/:id/next',
    { schema: { params: Params, body: FormBody } },
    async (request, reply) => {
      const template = await oneOff(request, request.params.id);
      if (template.status === 'draft')
        await setTemplateStatus(db, clock, template.workspaceId, template.id, 'published');
      const now = await findTemplate(db, template.workspaceId, template.id);
      if (now?.status !== 'published') throw new AppError(409, request.t.t('templates.notDraft'));
      return seeOther(reply, `/app/send/${template.id}`);
    },
  );
}
