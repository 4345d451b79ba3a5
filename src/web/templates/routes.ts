// The templates pages (issue 11): the list, creating a draft (a written document, or a PDF uploaded
// by the page's script as JSON), the two editors, saving a draft, previews, and publish, archive
// (each after a confirmation page) and duplicate, in the member's language (issue 22). Thin: the
// rules are the API's (parseTemplateDefinition, the repository's status changes, renderDocument),
// called with the member's workspace.

import { Buffer } from 'node:buffer';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { converterOptions } from '../../documents/convert.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { AppError } from '../../platform/errors.ts';
import { DOCUMENT_CSP } from '../../platform/http/security-headers.ts';
import type { Services } from '../../platform/services.ts';
import { isOneOff } from '../../requests/one-off.ts';
import { isPlainObject, parseTemplateDefinition } from '../../templates/definition.ts';
import { assertDetectablePages } from '../../templates/detect-request.ts';
import { documentNameOf, pdfFilenameOf } from '../../templates/document-name.ts';
import { detectTask, pageSizesTask } from '../../templates/document-tasks.ts';
import { renderTask } from '../../templates/render/render-task.ts';
import {
  duplicateTemplate,
  findTemplate,
  listTemplates,
  setTemplateStatus,
  templatePdf,
  withDocumentsRead,
  workingCopyOf,
} from '../../templates/repository.ts';
import type { Template } from '../../templates/types.ts';
import {
  mayManage,
  recordTemplateCreator,
  templateCreator,
  templateCreators,
} from '../../workspaces/roles.ts';
import { FormBody, JsonBody } from '../account/schemas.ts';
import { appAssets } from '../assets.ts';
import { builderPage } from '../builder/page.ts';
import { frameOf } from '../frame.ts';
import { type Form, field, me, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { createDraft } from './create-draft.ts';
import { documentsShown } from './documents.ts';
import {
  type Definition,
  definitionOf,
  flowProblems,
  type Problem,
  plainProblem,
  problemsOf,
  saveDraft,
} from './drafts.ts';
import { flowEditorPage, readFlowForm } from './flow-editor.ts';
import { confirmStatusPage, newTemplateForm, notEditablePage, sampleValues, templateList } from './views.ts';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
/** The list's notice after a change, by `?notice=`: each says the template's {name}. */
const NOTICES: Record<string, MessageKey> = {
  published: 'templates.published',
  archived: 'templates.archived',
  duplicated: 'templates.duplicated',
  created: 'templates.createdNotice',
  saved: 'templates.saved',
};

const pdfReply = (reply: FastifyReply, bytes: Uint8Array, disposition = 'inline; filename="preview.pdf"') =>
  reply
    .type('application/pdf')
    .header('content-disposition', disposition)
    .header('content-security-policy', DOCUMENT_CSP)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));

/** A refusal the page's script reads: sent as text, so no error-envelope schema reshapes it. */
const refusal = (reply: FastifyReply, body: object) =>
  reply.status(400).type('application/json; charset=utf-8').send(JSON.stringify(body));

/** The flow editor's problems for its script: each with its input, and the summary's title. */
const problemsAnswer = (problems: Problem[], t: FastifyRequest['t']) => ({
  problems: problems.map(plainProblem),
  title: problems.length ? t.n('templates.flow.problemsAbout', problems.length) : '',
});

/**
 * A new draft's one PDF: when the page sent the file's name, a document named after its file and
 * keeping that name (one line, at most 255 characters), as Add documents makes one (issue 44 item 19).
 */
const pdfDocument = (pdf: string, filename: string, templateName: string) => {
  const kept = pdfFilenameOf(filename);
  return kept
    ? { documents: [{ name: documentNameOf(filename, templateName), file: pdf, filename: kept }] }
    : { pdf };
};

export async function templatePages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, documents } = services;
  /** Conversions for the member's workspace: they take turns by workspace (documents/libreoffice.ts). */
  const converterOf = (request: FastifyRequest) => converterOptions(services.config, me(request).workspaceId);
  /** The document work of the member's workspace, in its queue of the pool. */
  const workOf = (request: FastifyRequest) => services.work.for(me(request).workspaceId);

  const mine = async (request: FastifyRequest, id: string): Promise<Template> => {
    const template = await findTemplate(db, me(request).workspaceId, id);
    if (!template) throw new AppError(404, request.t.t('problems.notFound'));
    return template;
  };
  /** A template the member may change (issue 25: its creator or an owner); 403 in words otherwise. */
  const managed = async (request: FastifyRequest, id: string): Promise<Template> => {
    const template = await mine(request, id);
    const member = me(request);
    if (!mayManage(member, await templateCreator(db, member.workspaceId, template.id)))
      throw new AppError(403, request.t.t('roles.notPermitted'));
    return template;
  };
  const draft = async (request: FastifyRequest, id: string) => {
    const template = await managed(request, id);
    if (template.status !== 'draft') throw new AppError(409, request.t.t('templates.notDraft'));
    return template;
  };

  async function showEditor(
    request: FastifyRequest,
    reply: FastifyReply,
    template: Template,
    edit: {
      definition?: Definition;
      problems?: Problem[];
      status?: number;
      notice?: string;
      /** The form shown again after a row's button, its change not saved yet. */
      unsaved?: boolean;
    } = {},
  ) {
    const frame = await frameOf(services, request);
    const copy = edit.definition ? null : await workingCopyOf(db, template.workspaceId, template.id);
    const definition = edit.definition ?? (copy as Definition | null) ?? definitionOf(template);
    let problems = edit.problems ?? [];
    if (copy && !edit.problems) {
      // The refused save's problems, found again by the same rules.
      const body: Definition = { ...(copy as Definition), kind: template.kind };
      if (template.kind === 'coordinate')
        body.pdf = Buffer.from((await templatePdf(documents, template)) ?? new Uint8Array()).toString(
          'base64',
        );
      problems = await parseTemplateDefinition(body, {
        converter: converterOf(request),
        work: workOf(request),
      }).then(
        () => [],
        (error) =>
          !(error instanceof AppError)
            ? []
            : template.kind === 'flow'
              ? flowProblems(error.message, frame.t)
              : problemsOf(error.message),
      );
    }
    const common = {
      template,
      definition,
      csrf: frame.csrf,
      problems,
      fromWorkingCopy: Boolean(copy),
      t: frame.t,
    };
    if (template.kind === 'flow') {
      return sendPage(
        reply,
        page({
          title: frame.t.t('templates.flow.title', { name: template.name }),
          frame,
          nav: 'templates',
          island: appAssets().flowEditor.url,
          sheet: appAssets().editorCss.url,
          notice: edit.notice,
          body: flowEditorPage({ ...common, unsaved: edit.unsaved }),
        }),
        edit.status,
      );
    }
    const { templates } = await listTemplates(db, template.workspaceId, {
      limit: 100,
      offset: 0,
      hideOneOff: true,
    });
    const others = templates
      .filter((t) => t.kind === 'coordinate' && t.id !== template.id)
      .map((t) => ({ id: t.id, name: t.name }));
    const oneOff = await isOneOff(db, template.workspaceId, template.id);
    const read = await withDocumentsRead(db, documents, template);
    return sendPage(
      reply,
      page({
        title: frame.t.t('builder.title', { name: template.name }),
        frame,
        nav: oneOff ? 'requests' : 'templates',
        island: appAssets().builder.url,
        sheet: appAssets().editorCss.url,
        notice: edit.notice,
        body: builderPage({ ...common, others, oneOff, documents: documentsShown(read.documents) }),
      }),
      edit.status,
    );
  }

  app.get('/templates', async (request, reply) => {
    const frame = await frameOf(services, request);
    const { templates } = await listTemplates(db, frame.member.workspaceId, {
      limit: 100,
      offset: 0,
      hideOneOff: true,
    });
    const creators = await templateCreators(
      db,
      frame.member.workspaceId,
      templates.map((tpl) => tpl.id),
    );
    const notice = (request.query as Record<string, string>).notice;
    const named = (request.query as Record<string, string>).name ?? '';
    return sendPage(
      reply,
      page({
        title: frame.t.t('templates.title'),
        frame,
        nav: 'templates',
        notice:
          notice && Object.hasOwn(NOTICES, notice)
            ? frame.t.t(NOTICES[notice], { name: named.slice(0, 200) })
            : undefined,
        body: templateList(
          templates,
          frame.csrf,
          frame.t,
          (tpl) => mayManage(frame.member, creators.get(tpl.id)),
          frame.member.role === 'owner',
        ),
      }),
    );
  });

  app.get('/templates/new', async (request, reply) => {
    const frame = await frameOf(services, request);
    return sendPage(
      reply,
      page({
        title: frame.t.t('templates.create.title'),
        frame,
        nav: 'templates',
        body: newTemplateForm(frame.csrf, {}, frame.t),
      }),
    );
  });

  // A form post (a written document; without the script a PDF cannot be sent) or, from the page's
  // script, JSON with the PDF as base64: answered with where to go next.
  app.post(
    '/templates',
    { schema: { body: JsonBody }, bodyLimit: 15 * 1024 * 1024, config: { json: true } },
    async (request, reply) => {
      const member = me(request);
      const body = (request.body ?? {}) as Form;
      const name = field(body, 'name', 200);
      const kind = field(body, 'kind') === 'coordinate' ? 'coordinate' : 'flow';
      const asJson = String(request.headers['content-type'] ?? '').includes('json');
      const refuse = async (errors: Record<string, string>) => {
        if (asJson) return refusal(reply, { errors });
        const frame = await frameOf(services, request);
        return sendPage(
          reply,
          page({
            title: frame.t.t('templates.create.title'),
            frame,
            nav: 'templates',
            body: newTemplateForm(frame.csrf, { name, kind }, frame.t, errors),
          }),
          400,
        );
      };
      const t = request.t;
      // A written document ignores any file sent with it; a PDF template needs the PDF, which only
      // the page's script can send (a form without it posts the file's name, not the file).
      const pdf = kind === 'coordinate' && typeof body.pdf === 'string' ? body.pdf : '';
      const errors: Record<string, string> = {};
      if (!name) errors.name = t.t('templates.create.nameRequired');
      if (kind === 'coordinate' && !pdf) errors.pdf = t.t('templates.create.pdfRequired');
      else if (kind === 'coordinate' && !asJson) errors.pdf = t.t('templates.create.pdfNeedsScript');
      if (Object.keys(errors).length) return refuse(errors);
      const role = { name: t.t('templates.defaultRole') };
      const definition =
        kind === 'flow'
          ? { name, kind, roles: [role], body: `# ${name}\n\n`, variables: [] }
          : {
              name,
              kind,
              roles: [role],
              ...pdfDocument(pdf, field(body, 'pdfName', 1000), name),
              fields: [],
            };
      let created: Template;
      let removed: string[];
      try {
        ({ template: created, removedActiveContent: removed } = await createDraft(
          services,
          member,
          definition,
        ));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
        return refuse({ pdf: error.message });
      }
      // The member is told when the PDF carried something that could run in a signer's viewer.
      const to = `/app/templates/${created.id}/edit${removed.length > 0 ? '?notice=cleaned' : ''}`;
      return asJson ? reply.send({ redirect: to }) : seeOther(reply, to);
    },
  );

  app.get('/templates/:id/edit', { schema: { params: Params } }, async (request, reply) => {
    // A published or archived template cannot be edited: its own page says so and offers a copy.
    const found = await mine(request, request.params.id);
    // A document being sent once, past its builder: its send form (or, once sent, its request).
    if (found.status === 'published' && (await isOneOff(db, found.workspaceId, found.id)))
      return seeOther(reply, `/app/send/${found.id}`);
    if (found.status !== 'draft') {
      const frame = await frameOf(services, request);
      const title = frame.t.t('templates.locked.title', { name: found.name });
      const body = notEditablePage(found, frame.csrf, frame.t);
      return sendPage(reply, page({ title, frame, nav: 'templates', body }), 409);
    }
    const template = await draft(request, request.params.id);
    const asked = (request.query as Record<string, string>).notice;
    const notice =
      asked === 'saved'
        ? request.t.t('templates.saved')
        : asked === 'cleaned'
          ? request.t.t('templates.pdfCleaned')
          : undefined;
    return showEditor(request, reply, template, { notice });
  });

  // The flow editor's form: Save stores the draft, Publish stores it and asks to confirm publishing;
  // the row buttons change the form and show it again (unsaved: the page's script saves it).
  app.post('/templates/:id', { schema: { params: Params, body: FormBody } }, async (request, reply) => {
    const template = await draft(request, request.params.id);
    const { definition, op } = readFlowForm(request.body as Form, request.t);
    if (op !== 'save' && op !== 'publish')
      return showEditor(request, reply, template, { definition, unsaved: true });
    const outcome = await saveDraft(services, request.t, template, definition);
    if (outcome.ok && op === 'publish') return seeOther(reply, `/app/templates/${template.id}/publish`);
    if (outcome.ok) return seeOther(reply, `/app/templates/${template.id}/edit?notice=saved`);
    return showEditor(request, reply, template, { definition, problems: outcome.problems, status: 400 });
  });

  // The editors' save as the author works (the builder's, and the flow editor's script, which sends
  // its form read as the server reads it): JSON in, JSON out. A refusal keeps the working copy and
  // answers the problems, with the summary's title.
  app.post(
    '/templates/:id/definition',
    { schema: { params: Params, body: JsonBody }, bodyLimit: 15 * 1024 * 1024, config: { json: true } },
    async (request, reply) => {
      const template = await draft(request, request.params.id);
      const body = (request.body ?? {}) as { definition?: Definition; pdf?: string };
      const definition = isPlainObject(body.definition) ? body.definition : {};
      const pdf = typeof body.pdf === 'string' ? body.pdf : undefined;
      const outcome = await saveDraft(services, request.t, template, definition, pdf);
      if (outcome.ok) return reply.send({ ok: true, id: outcome.template.id });
      return refusal(reply, { ok: false, ...problemsAnswer(outcome.problems, request.t) });
    },
  );

  // The flow editor's preview of what is typed (not saved), filled with sample values.
  app.post(
    '/templates/:id/preview',
    { schema: { params: Params, body: FormBody }, config: { json: true } },
    async (request, reply) => {
      const template = await draft(request, request.params.id);
      const { definition } = readFlowForm(request.body as Form, request.t);
      try {
        const work = workOf(request);
        const { template: parsed } = await parseTemplateDefinition({ ...definition, kind: 'flow' }, { work });
        const input = { values: sampleValues(parsed) };
        return pdfReply(reply, await work.run(renderTask, { template: parsed, pdf: undefined, input }));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
        const problems = flowProblems(error.message, request.t);
        if (String(request.headers.accept ?? '').includes('application/json'))
          return refusal(reply, problemsAnswer(problems, request.t));
        return showEditor(request, reply, template, { definition, problems, status: 400 });
      }
    },
  );

  // Any template filled with sample values, as it would print.
  app.get('/templates/:id/preview', { schema: { params: Params } }, async (request, reply) => {
    const template = await mine(request, request.params.id);
    const pdf = await workOf(request).run(renderTask, {
      template,
      pdf: await templatePdf(documents, template),
      input: { values: sampleValues(template) },
    });
    return pdfReply(reply, pdf);
  });

  app.get('/templates/:id/pdf', { schema: { params: Params } }, async (request, reply) => {
    const template = await mine(request, request.params.id);
    const bytes = await templatePdf(documents, template);
    if (!bytes) throw new AppError(404, request.t.t('problems.notFound'));
    return pdfReply(reply, bytes, 'inline; filename="template.pdf"');
  });

  // A coordinate template's roles, fields and page sizes, for "copy fields from another template".
  app.get(
    '/templates/:id/layout',
    { schema: { params: Params }, config: { json: true } },
    async (request) => {
      const template = await mine(request, request.params.id);
      const bytes = await templatePdf(documents, template);
      if (!bytes) throw new AppError(404, request.t.t('problems.notFound'));
      const definition = definitionOf(template);
      const pages = await workOf(request).run(pageSizesTask, { pdf: bytes });
      return { roles: definition.roles, fields: definition.fields, pages };
    },
  );

  // The builder's "Find fields" (issue 33 item 4): proposals for the draft's own PDF, nothing stored.
  app.get(
    '/templates/:id/detect',
    { schema: { params: Params }, config: { json: true } },
    async (request) => {
      const template = await mine(request, request.params.id);
      const bytes = await templatePdf(documents, template);
      if (!bytes) throw new AppError(404, request.t.t('problems.notFound'));
      assertDetectablePages(template.documents.reduce((sum, document) => sum + document.pages, 0));
      return { fields: await workOf(request).run(detectTask, { pdf: bytes }) };
    },
  );

  const done = (reply: FastifyReply, notice: string, name: string) =>
    seeOther(reply, `/app/templates?notice=${notice}&name=${encodeURIComponent(name)}`);

  // Publishing and archiving: the link (and the builder's and the flow editor's Publish) opens a
  // confirmation page; only its form, which says `confirmed`, changes the template.
  const confirmPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    template: Template,
    verb: 'publish' | 'archive',
  ) => {
    const frame = await frameOf(services, request);
    return sendPage(
      reply,
      page({
        title: frame.t.t(`templates.${verb}Confirm.title`, { name: template.name }),
        frame,
        nav: 'templates',
        body: confirmStatusPage(template, verb, frame.csrf, frame.t),
      }),
    );
  };
  const confirmed = (request: FastifyRequest) => field(request.body, 'confirmed') === 'yes';

  app.get('/templates/:id/publish', { schema: { params: Params } }, async (request, reply) =>
    confirmPage(request, reply, await draft(request, request.params.id), 'publish'),
  );

  app.post(
    '/templates/:id/publish',
    { schema: { params: Params, body: FormBody } },
    async (request, reply) => {
      const template = await managed(request, request.params.id);
      if (!confirmed(request)) return seeOther(reply, `/app/templates/${template.id}/publish`);
      const after = await setTemplateStatus(db, clock, template.workspaceId, template.id, 'published');
      if (after?.status !== 'published') throw new AppError(409, request.t.t('templates.notDraft'));
      return done(reply, 'published', template.name);
    },
  );

  app.get('/templates/:id/archive', { schema: { params: Params } }, async (request, reply) => {
    const template = await managed(request, request.params.id);
    if (template.status === 'archived') return done(reply, 'archived', template.name);
    return confirmPage(request, reply, template, 'archive');
  });

  app.post(
    '/templates/:id/archive',
    { schema: { params: Params, body: FormBody } },
    async (request, reply) => {
      const template = await managed(request, request.params.id);
      if (!confirmed(request)) return seeOther(reply, `/app/templates/${template.id}/archive`);
      await setTemplateStatus(db, clock, template.workspaceId, template.id, 'archived');
      return done(reply, 'archived', template.name);
    },
  );

  app.post(
    '/templates/:id/duplicate',
    { schema: { params: Params, body: FormBody } },
    async (request, reply) => {
      const template = await mine(request, request.params.id);
      const name = request.t.t('templates.copyName', { name: template.name }).slice(0, 200);
      // The copy is the member's own draft.
      const copy = await db.transaction(async (tx) => {
        const made = await duplicateTemplate(tx, clock, documents, template, name);
        await recordTemplateCreator(tx, made.id, me(request).memberId);
        return made;
      });
      // From a template that cannot be edited, the copy opens in its editor.
      if (request.body.open === 'editor') return seeOther(reply, `/app/templates/${copy.id}/edit`);
      return done(reply, 'duplicated', name);
    },
  );
}
