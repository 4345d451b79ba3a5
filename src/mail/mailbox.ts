// The local mailbox (CONTRACT §7): without SMTP_URL, delivered messages stay in the outbox marked
// `mailbox`, and `GET /admin/v1/mailbox` (operator token) shows them, newest first, rendered as
// they were sent; `GET /admin/v1/mailbox/{id}/eml` gives one as the e-mail the SMTP path would have
// sent (HTML and text, From name, attachments), which `countersign mailbox --save DIR` writes as .eml
// files. Part of the operator API (src/admin/index.ts), behind the operator token. A signer's
// verification code is in the listing that first shows its message, and in no later one.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../platform/db/index.ts';
import { notFound } from '../platform/errors.ts';
import { errorResponses, Timestamp } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import type { DocumentStore } from '../platform/storage.ts';
import { OUTBOX_COLUMNS, outgoingMail, renderOutboxMessage, toOutboxMessage } from './delivery.ts';
import { composeEml } from './transport.ts';
import { isVerificationMailKind } from './verification-mail.ts';

export interface MailboxMessage {
  id: string;
  to: string;
  /** Where replies go: the member who sent the request (or, to that member, the signer). */
  replyTo: string | null;
  subject: string;
  text: string;
  createdAt: Date;
}

export async function listMailbox(
  db: Queryable,
  links: { publicUrl: string; tokenSecret: Buffer },
  query: { to?: string; limit: number },
): Promise<MailboxMessage[]> {
  const { rows } = await db.query<Parameters<typeof toOutboxMessage>[0]>(
    `SELECT ${OUTBOX_COLUMNS} FROM outbox_messages
      WHERE delivered_via = 'mailbox' AND redacted_at IS NULL AND ($1::text IS NULL OR lower(to_email) = lower($1))
      ORDER BY sent_at DESC, id DESC LIMIT $2`,
    [query.to ?? null, query.limit],
  );
  const shown = rows.map((row) => {
    const message = toOutboxMessage(row);
    const rendered = renderOutboxMessage(message, links);
    return {
      id: message.id,
      to: message.toEmail,
      replyTo: rendered.replyTo ? `${rendered.replyTo.name} <${rendered.replyTo.email}>` : null,
      subject: rendered.subject,
      text: rendered.text,
      createdAt: message.sentAt ?? message.createdAt,
    };
  });
  // A verification code is shown once, as a mailbox would have received it; then its sealed copy goes
  // (issue 31 item 8), and the message reads with dashes in its place.
  const codes = rows.filter((row) => isVerificationMailKind(row.kind) && 'sealedCode' in (row.params ?? {}));
  if (codes.length > 0) {
    await db.query(`UPDATE outbox_messages SET params = params - 'sealedCode' WHERE id = ANY($1::text[])`, [
      codes.map((row) => row.id),
    ]);
  }
  return shown;
}

/** One message of the mailbox as an RFC 5322 file; null when the mailbox has no such message. */
export async function mailboxEml(
  db: Queryable,
  links: { publicUrl: string; tokenSecret: Buffer; mailFrom: string },
  documents: Pick<DocumentStore, 'get'>,
  id: string,
): Promise<Buffer | null> {
  const { rows } = await db.query<Parameters<typeof toOutboxMessage>[0]>(
    `SELECT ${OUTBOX_COLUMNS} FROM outbox_messages
      WHERE id = $1 AND delivered_via = 'mailbox' AND redacted_at IS NULL`,
    [id],
  );
  if (!rows[0]) return null;
  return composeEml(await outgoingMail(toOutboxMessage(rows[0]), links, documents), links.mailFrom);
}

const MailboxSchema = Type.Object({
  messages: Type.Array(
    Type.Object({
      id: Type.String(),
      to: Type.String(),
      replyTo: Type.Union([Type.String(), Type.Null()], {
        description: 'Where replies go: the member who sent the request',
      }),
      subject: Type.String(),
      text: Type.String(),
      createdAt: Timestamp,
    }),
  ),
});

export async function mailboxRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['operator'],
        summary: 'Messages kept in the local mailbox (no SMTP_URL), newest first',
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 320 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
        }),
        response: { 200: MailboxSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      messages: await listMailbox(
        services.db,
        { publicUrl: services.config.publicUrl, tokenSecret: services.tokenSecret },
        { to: request.query.to, limit: request.query.limit ?? 100 },
      ),
    }),
  );
  app.get(
    '/mailbox/:id/eml',
    {
      schema: {
        tags: ['operator'],
        summary: 'One message of the local mailbox as the e-mail SMTP would have carried (message/rfc822)',
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        response: {
          200: Type.Unsafe({ type: 'string', format: 'binary', description: 'message/rfc822' }),
          ...errorResponses(401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { config } = services;
      const eml = await mailboxEml(
        services.db,
        { publicUrl: config.publicUrl, tokenSecret: services.tokenSecret, mailFrom: config.mailFrom },
        services.documents,
        request.params.id,
      );
      if (!eml) throw notFound('Message');
      return reply
        .type('message/rfc822')
        .header(
          'content-disposition',
          `attachment; filename="${request.params.id.replace(/[^\w-]/g, '')}.eml"`,
        )
        .header('cache-control', 'private, no-store')
        .send(eml);
    },
  );
}
