// The requests pages (issue 9): the list, one request, remind, void (a confirmation step first),
// change a signer's e-mail (change-email.ts), the document as sent and the executed PDF. Thin: each
// calls the domain function the API calls (browse and read, remindSigner, voidRequest,
// downloadExecutedDocument) with the member as the actor.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditActor } from '../../audit/audit.ts';
import type { Translator } from '../../i18n/catalogue.ts';
import { eraseRequest } from '../../lifecycle/erase-request.ts';
import { memberActor } from '../../members/audit.ts';
import { AppError, type ErrorCode } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { DOCUMENT_CSP } from '../../platform/http/security-headers.ts';
import type { Services } from '../../platform/services.ts';
import { readUsage } from '../../requests/allowance.ts';
import {
  browseRequests,
  type Cursor,
  countRequestsByTab,
  REQUEST_TABS,
  type RequestTab,
} from '../../requests/browse.ts';
import { isOneOff } from '../../requests/one-off.ts';
import {
  findRequest,
  isTerminal,
  REQUEST_STATUSES,
  type RequestStatus,
  type ViewContext,
} from '../../requests/read.ts';
import { remindSigner } from '../../requests/remind.ts';
import { voidRequest } from '../../requests/void.ts';
import { downloadExecutedDocument, sendExecutedDocument } from '../../signing/download-document.ts';
import { executedFilename } from '../../signing/executed-filename.ts';
import { createHostLink, takeOwnTurn } from '../../signing/hosting.ts';
import { sentDocumentOf } from '../../signing/sent-document.ts';
import { findTemplate, withDocumentsRead } from '../../templates/repository.ts';
import type { Values } from '../../templates/types.ts';
import { mayManage, requestCreator } from '../../workspaces/roles.ts';
import { getWorkspace } from '../../workspaces/workspaces.ts';
import { FormBody, IdParams } from '../account/schemas.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { changeEmailLink, changeEmailPages, correctable } from './change-email.ts';
import { requestDetail } from './detail.ts';
import {
  erasePage,
  isolated,
  requestList,
  requestPage,
  statusText,
  VOID_REASON_MAX,
  voidPage,
} from './views.ts';

export const PAGE_SIZE = 25;
const CURSOR = /^(\d{1,15})\.(sr_[0-9a-z]{10,40})$/;

function cursorOf(query: unknown): Cursor | undefined {
  for (const [param, direction] of [
    ['before', 'older'],
    ['after', 'newer'],
  ] as const) {
    const match = CURSOR.exec(queryText(query, param) ?? '');
    if (match) return { createdAt: new Date(Number(match[1])), id: match[2], direction };
  }
  return undefined;
}

const NOTICES: Record<
  string,
  (t: Translator, detail: { turnEmail?: string; correctedName?: string }) => string
> = {
  sent: (t) => t.t('request.sentFlash'),
  reminded: (t, d) =>
    d.turnEmail ? t.t('request.reminded', { email: isolated(d.turnEmail) }) : t.t('request.noPendingSigner'),
  'no-pending': (t) => t.t('request.noPendingSigner'),
  voided: (t) => t.t('request.voided'),
  'already-voided': (t) => t.t('request.alreadyVoided'),
  corrected: (t, d) => t.t('request.corrected', { name: isolated(d.correctedName ?? '') }),
};

export async function requestPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  const view = (): ViewContext => ({
    now: clock.now(),
    publicUrl: services.config.publicUrl,
    tokenSecret: services.tokenSecret,
    links: true,
  });
  const actor = (request: FastifyRequest): AuditActor => memberActor(me(request).memberId);
  await app.register(changeEmailPages, { services });

  app.get('/requests', async (request, reply) => {
    const frame = await frameOf(services, request);
    const status = queryText(request.query, 'status');
    const tab: RequestTab = REQUEST_TABS.includes(status as RequestTab) ? (status as RequestTab) : 'all';
    const search = queryText(request.query, 'q', 200);
    const ctx = view();
    const [counts, list, usage] = await Promise.all([
      countRequestsByTab(db, frame.member.workspaceId, search, ctx.now),
      browseRequests(
        db,
        frame.member.workspaceId,
        { tab, search, cursor: cursorOf(request.query), limit: PAGE_SIZE },
        ctx,
      ),
      readUsage(db, clock, frame.member.workspaceId, frame.member.plan),
    ]);
    return sendPage(
      reply,
      page({
        title: frame.t.t('requests.title'),
        frame,
        nav: 'requests',
        notice: listNotice(frame.t, queryText(request.query, 'notice'), frame.member.workspaceName),
        body: requestList({ tab, search, counts, page: list, usage, now: ctx.now, t: frame.t }),
      }),
    );
  });

  async function showRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    status = 200,
    problem?: string,
  ) {
    const frame = await frameOf(services, request);
    const ctx = view();
    const [detail, workspace] = await Promise.all([
      requestDetail(db, frame.member.workspaceId, id, ctx, frame.t),
      getWorkspace(db, frame.member.workspaceId),
    ]);
    if (!detail) throw new AppError(404, frame.t.t('problems.notFound'));
    // An ended request can be sent again while its template is still published; the documents sent
    // are its template's (a published template does not change).
    const template = await findTemplate(db, frame.member.workspaceId, detail.request.templateId);
    const documents = template ? (await withDocumentsRead(db, services.documents, template)).documents : [];
    // A plain member voids only what they sent (issue 25); the button is not shown otherwise.
    const canVoid =
      frame.member.role === 'owner' ||
      mayManage(frame.member, await requestCreator(db, frame.member.workspaceId, id));
    const asked = queryText(request.query, 'notice') ?? '';
    const turn = detail.turn === null ? undefined : detail.request.submitters[detail.turn];
    const corrected = detail.request.submitters[Number(queryText(request.query, 'signer', 3))];
    const notice =
      status === 200
        ? NOTICES[asked]?.(frame.t, { turnEmail: turn?.email, correctedName: corrected?.name })
        : undefined;
    return sendPage(
      reply,
      page({
        title: detail.request.templateName,
        frame,
        nav: 'requests',
        notice,
        body: requestPage({
          detail,
          csrf: frame.csrf,
          now: ctx.now,
          problem,
          retentionDays: workspace?.retentionDays ?? null,
          owner: frame.member.role === 'owner',
          memberId: frame.member.memberId,
          roles: template?.roles,
          // A document sent once is not sent again from its request (it is no template to reuse).
          canSendAgain:
            isTerminal(detail.request.status) &&
            template?.status === 'published' &&
            !(await isOneOff(db, frame.member.workspaceId, template.id)),
          documents: documents.map(({ name, pages }) => ({ name, pages })),
          canVoid,
          changeEmailLink: canVoid
            ? (index: number) =>
                correctable(detail.request, detail.request.submitters[index])
                  ? changeEmailLink(detail.request.id, index, detail.request.submitters[index].name, frame.t)
                  : ''
            : undefined,
          t: frame.t,
        }),
      }),
      status,
    );
  }

  /** A refusal for the request's state (409 `code`) shown on its page in words; any other error goes on. */
  function conflictOnPage(
    request: FastifyRequest,
    reply: FastifyReply,
    error: unknown,
    code: ErrorCode,
    say: 'request.notVoidable' | 'request.notTerminal',
  ) {
    if (!(error instanceof AppError && error.code === code)) throw error;
    const t = request.t;
    const status = String(error.extra.status);
    const word = REQUEST_STATUSES.includes(status as RequestStatus)
      ? statusText(status as RequestStatus, t).toLocaleLowerCase(t.language)
      : status;
    const { id } = request.params as { id: string };
    return showRequest(request, reply, id, 409, t.t(say, { status: word }));
  }

  app.get('/requests/:id', { schema: { params: IdParams } }, async (request, reply) =>
    showRequest(request, reply, request.params.id),
  );

  app.post(
    '/requests/:id/remind',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const member = me(request);
      try {
        const outcome = await remindSigner(db, clock, {
          workspaceId: member.workspaceId,
          requestId: request.params.id,
          actor: actor(request),
          ...clientOf(request),
        });
        return seeOther(
          reply,
          `/app/requests/${request.params.id}?notice=${outcome.reminded ? 'reminded' : 'no-pending'}`,
        );
      } catch (error) {
        // The cooldown is shown on the page itself, with the time left.
        if (error instanceof AppError && error.code === 'reminder_cooldown') {
          reply.header('retry-after', String(error.extra.retryAfterSeconds));
          return showRequest(request, reply, request.params.id, 429);
        }
        throw error;
      }
    },
  );

  // Issue 45: the member's own turn, taken in their session (never mailed to them).
  app.post(
    '/requests/:id/sign-now',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const member = me(request);
      const path = await takeOwnTurn(services, {
        requestId: request.params.id,
        member: { memberId: member.memberId, sessionId: member.sessionId, workspaceId: member.workspaceId },
      });
      return seeOther(reply, path);
    },
  );

  // Issue 45: a signer hosted in person on this device, through the one-use host link.
  app.post('/requests/:id/host', { schema: { params: IdParams, body: FormBody } }, async (request, reply) => {
    const member = me(request);
    await managesOr403(request, request.params.id);
    const link = await createHostLink(
      { ...services, publicUrl: '' },
      {
        workspaceId: member.workspaceId,
        requestId: request.params.id,
        role: field(request.body, 'role', 200),
      },
    );
    return seeOther(reply, link.url);
  });

  app.get('/requests/:id/void', { schema: { params: IdParams } }, async (request, reply) => {
    const frame = await frameOf(services, request);
    const found = await findRequest(db, frame.member.workspaceId, request.params.id, view());
    if (!found) throw new AppError(404, frame.t.t('problems.notFound'));
    if (isTerminal(found.status)) return seeOther(reply, `/app/requests/${found.id}`);
    await managesOr403(request, found.id);
    return sendPage(
      reply,
      page({
        title: frame.t.t('voidPage.title', { template: found.templateName }),
        frame,
        nav: 'requests',
        body: voidPage({ request: found, csrf: frame.csrf, t: frame.t }),
      }),
    );
  });

  app.post('/requests/:id/void', { schema: { params: IdParams, body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const reason = field(request.body, 'reason', VOID_REASON_MAX + 1);
    if (reason.length > VOID_REASON_MAX)
      throw new AppError(400, request.t.t('voidPage.tooLong', { max: VOID_REASON_MAX }));
    await managesOr403(request, request.params.id);
    try {
      const voided = await voidRequest(db, clock, {
        workspaceId: member.workspaceId,
        requestId: request.params.id,
        reason,
        actor: actor(request),
        manager: member,
        ...clientOf(request),
      });
      return seeOther(
        reply,
        `/app/requests/${request.params.id}?notice=${voided ? 'voided' : 'already-voided'}`,
      );
    } catch (error) {
      return conflictOnPage(request, reply, error, 'request_not_voidable', 'request.notVoidable');
    }
  });

  /** A plain member may change only the requests they sent: 403 in words for any other. */
  async function managesOr403(request: FastifyRequest, requestId: string) {
    const member = me(request);
    if (member.role === 'owner') return;
    const creator = await requestCreator(db, member.workspaceId, requestId);
    if (creator !== undefined && !mayManage(member, creator))
      throw new AppError(403, request.t.t('roles.notPermitted'));
  }

  // Deleting an ended request permanently: owners only, after a confirmation naming what is lost.
  const ownerOnly = (request: FastifyRequest) => {
    if (me(request).role !== 'owner') throw new AppError(403, request.t.t('request.eraseOwnersOnly'));
  };

  app.get('/requests/:id/erase', { schema: { params: IdParams } }, async (request, reply) => {
    ownerOnly(request);
    const frame = await frameOf(services, request);
    const found = await findRequest(db, frame.member.workspaceId, request.params.id, view());
    if (!found) throw new AppError(404, frame.t.t('problems.notFound'));
    if (!isTerminal(found.status)) return seeOther(reply, `/app/requests/${found.id}`);
    return sendPage(
      reply,
      page({
        title: frame.t.t('erasePage.title', { template: found.templateName }),
        frame,
        nav: 'requests',
        body: erasePage({ request: found, csrf: frame.csrf, t: frame.t }),
      }),
    );
  });

  app.post(
    '/requests/:id/erase',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      ownerOnly(request);
      const member = me(request);
      try {
        await eraseRequest(services, {
          workspaceId: member.workspaceId,
          requestId: request.params.id,
          actor: actor(request),
        });
      } catch (error) {
        return conflictOnPage(request, reply, error, 'request_not_terminal', 'request.notTerminal');
      }
      return seeOther(reply, '/app/requests?notice=erased');
    },
  );

  app.get('/requests/:id/document', { schema: { params: IdParams } }, async (request, reply) => {
    const member = me(request);
    const download = await downloadExecutedDocument(
      services,
      { workspaceId: member.workspaceId, actor: actor(request) },
      request.params.id,
      clientInfo(request),
    );
    return sendExecutedDocument(reply, download);
  });

  // The document as sent: the template filled with the sender's values, before anyone signed, as
  // the signer's page serves it (signing/sent-document.ts). Read under a share lock, so an erasure
  // waits until the bytes are read.
  app.get('/requests/:id/sent-document', { schema: { params: IdParams } }, async (request, reply) => {
    const member = me(request);
    const sent = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        template_id: string;
        template_name: string;
        sender_values: Values;
        sent_document_id: string | null;
        first_locale: string | null;
      }>(
        `SELECT template_id, template_name, sender_values, sent_document_id,
                (SELECT locale FROM submitters s WHERE s.request_id = r.id ORDER BY position LIMIT 1) AS first_locale
           FROM signature_requests r
          WHERE id = $1 AND workspace_id = $2 AND erased_at IS NULL FOR SHARE OF r`,
        [request.params.id, member.workspaceId],
      );
      const row = rows[0];
      if (!row) throw new AppError(404, request.t.t('problems.notFound'));
      const filename = executedFilename(row.template_name).replace(/-signed\.pdf$/, '-as-sent.pdf');
      const template = await findTemplate(tx, member.workspaceId, row.template_id);
      if (!template) throw new Error(`Request ${request.params.id} has lost its template ${row.template_id}`);
      const sentRequest = {
        id: request.params.id,
        workspaceId: member.workspaceId,
        sentDocumentId: row.sent_document_id,
        senderValues: row.sender_values,
        locale: row.first_locale ?? undefined,
      };
      return { filename, bytes: await sentDocumentOf(tx, services, sentRequest, template) };
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${sent.filename}"`)
      .header('content-security-policy', DOCUMENT_CSP)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(sent.bytes));
  });
}

function clientOf(request: FastifyRequest) {
  const client = clientInfo(request);
  return { ip: client.ip, userAgent: client.userAgent ?? undefined };
}

/** The list's notice: a request erased, or (issue 31) the workspace the member just joined by domain. */
function listNotice(t: Translator, asked: string | undefined, workspace: string): string | undefined {
  if (asked === 'erased') return t.t('erasePage.erasedFlash');
  if (asked === 'sso-joined') return t.t('sso.joinedNotice', { workspace });
  return undefined;
}
