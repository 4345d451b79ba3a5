// GET /api/v1/esign/events (the change feed, with long polling) and
// GET /api/v1/esign/submissions/{id}/events (one request's history). Thin: read, or wait and read.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../platform/errors.ts';
import { errorResponses, Timestamp } from '../platform/http/schemas.ts';
import { whenDraining } from '../platform/http/shutdown.ts';
import type { Services } from '../platform/services.ts';
import { type FeedPage, readFeed, requestEvents } from './feed.ts';
import { EVENT_TYPES } from './record.ts';
import { createEventWaiters, type EventWaiters } from './waiters.ts';

const tags = ['events'];

const waitersByServer = new WeakMap<object, EventWaiters>();

/** How many calls wait for events on this app's server now (tests, the bench). */
export function waitingCalls(app: FastifyInstance): number {
  return waitersByServer.get(app.server)?.waiting ?? 0;
}

const Cursor = Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'An opaque cursor: an event id or a page’s next',
});

export const EventSchema = Type.Object(
  {
    id: Type.String({ description: 'Opaque; also a cursor: `after=<id>` continues after this event' }),
    type: Type.Union(EVENT_TYPES.map((t) => Type.Literal(t))),
    requestId: Type.String(),
    at: Timestamp,
    role: Type.Optional(
      Type.String({
        description: 'The signer it concerns (opened, signed, declined, reminded, signer_corrected)',
      }),
    ),
    email: Type.Optional(
      Type.String({ description: 'That signer’s address (removed when the request is erased)' }),
    ),
    source: Type.Optional(
      Type.Union([Type.Literal('api'), Type.Literal('application'), Type.Literal('public_link')], {
        description:
          'On `signature_request.sent`: where the request came from (an API key, the application, a template’s public link)',
      }),
    ),
  },
  { $id: 'Event' },
);

const FeedSchema = Type.Object({
  events: Type.Array(Type.Ref('Event')),
  next: Type.String({ description: 'Pass as `after` to continue; unchanged when no event came' }),
});

const RequestEventsSchema = Type.Object({
  events: Type.Array(Type.Ref('Event')),
  next: Type.Union([Type.String(), Type.Null()], {
    description:
      'The feed cursor of the last event: `GET /events?after=<next>` follows the request from here',
  }),
});

const FeedQuery = Type.Object({
  after: Type.Optional(Cursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  wait: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 30,
      default: 0,
      description: 'Seconds to hold the call while there is no event after `after`',
    }),
  ),
});

export async function eventRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = services;
  const waiters: EventWaiters = createEventWaiters(db);
  waitersByServer.set(fastify.server, waiters);
  // Waiting calls are answered (no events, the same next) as soon as a shutdown starts.
  whenDraining(fastify, () => void waiters.close());
  fastify.addHook('onClose', async () => waiters.close());
  fastify.addSchema(EventSchema);

  app.get(
    '/esign/events',
    {
      config: { scope: 'submissions:read' },
      schema: {
        tags,
        operationId: 'listEvents',
        summary: 'The change feed: the workspace’s events after a cursor, oldest first (never metered)',
        description:
          'Without `after`: from the oldest kept event. With `wait`, a call that finds nothing holds until an ' +
          'event arrives or `wait` seconds pass, then answers (events or none, and `next`). Events are kept ' +
          'EVENTS_RETENTION_DAYS: a cursor older than that is 410 cursor_expired. At most 200 calls wait at ' +
          'once on one server (429 with Retry-After); a shutdown answers them at once.',
        querystring: FeedQuery,
        response: { 200: FeedSchema, ...errorResponses(400, 401, 403, 429, 'cursor_expired') },
      },
    },
    async (request, reply): Promise<FeedPage> => {
      const workspaceId = request.auth.workspaceId;
      const query = { after: request.query.after, limit: request.query.limit ?? 100 };
      const wait = request.query.wait ?? 0;
      if (wait === 0) return readFeed(db, workspaceId, query);
      // Subscribed before the first read: an event committed between the read and the wait still wakes it.
      const waiter = await waiters.subscribe(workspaceId);
      // A caller who hangs up stops waiting; the slot is free for another.
      reply.raw.once('close', () => waiter.done());
      try {
        // Real seconds, like the rate limit's windows: the test clock does not shorten a wait.
        const deadline = performance.now() + wait * 1000;
        for (;;) {
          const page = await readFeed(db, workspaceId, query);
          const left = deadline - performance.now();
          if (page.events.length > 0 || left <= 0) return page;
          if ((await waiter.next(left)) !== 'woken') return page;
        }
      } finally {
        waiter.done();
      }
    },
  );

  app.get(
    '/esign/submissions/:id/events',
    {
      config: { scope: 'submissions:read' },
      schema: {
        tags,
        operationId: 'listRequestEvents',
        summary: 'One request’s history: its events, oldest first (never metered)',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: RequestEventsSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { rows } = await db.query(
        'SELECT 1 FROM signature_requests WHERE id = $1 AND workspace_id = $2 AND erased_at IS NULL',
        [request.params.id, request.auth.workspaceId],
      );
      if (rows.length === 0) throw notFound('Signature request');
      return requestEvents(db, request.params.id);
    },
  );
}
