// Error responses in the OpenAPI documents, generated from the route schemas: for each status a route
// can answer, a response whose description lists every catalogue code it may carry (with what each
// means) and whose schema narrows `code` to those codes and declares their extra fields (spec §7).
//
// Three sources add to a route's responses, and they merge: the route itself names its statuses and
// domain codes (`errorResponses(400, 'invalid_values', 'limit_reached')` in its schema); the API-key
// and operator scopes add what authentication answers; `documentCommonErrors` adds what the edge
// answers for every route (validation 400, 404 on paths with ids, 413/415 on bodies, 429, 503).
import { type TSchema, Type } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../errors.ts';

/** What a status means when no code is given. */
const STATUS_MEANING: Record<number, string> = {
  400: 'The body, query or path failed validation; `message` lists what to fix',
  401: 'No credential, or an unknown, revoked or expired one',
  403: 'Forbidden',
  404: "Unknown id (or another workspace's), or nothing there yet",
  409: 'Conflicts with the current state',
  413: 'The request body is too large',
  415: 'Unsupported media type: send application/json',
  429: 'Rate limited: retry after `Retry-After` seconds (`x-ratelimit-reset` tells when the window resets)',
  503: 'A dependency is unavailable: retry after `Retry-After` seconds',
};

/** What each catalogue code means, as the documents say it. */
export const CODE_MEANING: Record<ErrorCode, string> = {
  invalid_values: 'a value is missing or malformed; `details` names each key, `message` quotes the labels',
  plan_missing_feature: "the workspace's plan does not include e-signatures",
  key_creator_left_organization:
    'the member who created the API key has left the workspace; create a new key',
  limit_reached: 'the monthly allowance is used up (`resource`, `limit`, `used`)',
  reminder_cooldown: 'this signer was reminded less than 15 minutes ago (`retryAfterSeconds`, `Retry-After`)',
  request_not_voidable: 'the request is completed, declined or expired (`status`)',
  request_not_terminal: 'the request is still in flight (`status`): void it first, then erase it',
  not_your_turn: 'an earlier signer has not signed yet',
  already_completed: 'this signer has signed already',
  not_opened: 'a viewer confirms reading only after opening the document',
  request_closed: 'the request has ended (`requestStatus`)',
  template_archived: 'the template is archived',
  template_not_published: 'the template is not published (a public link needs a published one)',
  already_member: 'this e-mail address is already an active member of the workspace (any case)',
  not_permitted:
    'a plain member (or a key of one) manages only the requests and templates they created; owners manage all',
  insufficient_scope:
    'the API key lacks the scope this call needs (`scope` names it; keys made without scopes have all)',
  submitter_not_correctable:
    'this signer has signed or declined, or the request has ended (`status`): their details can no longer change',
  verification_required:
    'this signer must enter a code first (POST /sign/{token}/verify); this browser has not',
  verification_failed: 'the code is wrong or has expired (`attemptsLeft` before the link locks)',
  verification_locked:
    'too many wrong codes: the link is locked, longer each time: 15 minutes, 1 hour, 24 hours (`retryAfterSeconds`, `Retry-After`)',
  verification_code_limit:
    'at most 5 codes are e-mailed to a signer an hour (`retryAfterSeconds`, `Retry-After`)',
  verification_link_locked:
    '20 wrong codes locked this signing link until the sender reminds the signer (the sender was told by e-mail)',
  service_unavailable:
    'the database or the document storage is unavailable; retry after `Retry-After` seconds',
  conversion_unavailable:
    'a document is a Word, OpenDocument or RTF file and this server has no LibreOffice (Debian package `libreoffice-writer-nogui`, or `SOFFICE_PATH`)',
  conversion_failed:
    'a document could not be converted to PDF (`document` names it): unreadable, not what its extension says, or too slow',
  domain_not_confirmable:
    "the operator cannot confirm this auto-join domain (`reason`): not the workspace's pending domain, no owner's address there, a public mail domain, or another workspace's",
  cursor_expired:
    'events after this cursor were older than EVENTS_RETENTION_DAYS and are deleted: read the feed again without `after`',
  unsupported_attachment:
    'the upload is not a PDF, PNG or JPEG by its content (or cannot be read), or this signer has no file or image field',
  attachment_too_large: 'the upload is larger than 10 MiB',
  attachment_limit: 'this signer has uploaded 25 files to the request already',
  document_too_complex:
    'reading, checking or rendering a document went past its budget (DOCUMENT_JOB_TIMEOUT_MS of time, DOCUMENT_JOB_HEAP_MB of memory): nothing was stored',
};

/** The extra fields a code carries (spec §7), declared on the responses that may carry it. */
const CODE_FIELDS: Partial<Record<ErrorCode, Record<string, TSchema>>> = {
  invalid_values: {
    details: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), reason: Type.String() })),
  },
  limit_reached: { resource: Type.String(), limit: Type.Integer(), used: Type.Integer() },
  reminder_cooldown: { retryAfterSeconds: Type.Integer() },
  request_not_voidable: { status: Type.String() },
  request_not_terminal: { status: Type.String() },
  request_closed: { requestStatus: Type.String() },
  insufficient_scope: { scope: Type.String() },
  submitter_not_correctable: { status: Type.String() },
  conversion_failed: { document: Type.String() },
  verification_failed: { attemptsLeft: Type.Integer() },
  verification_locked: { retryAfterSeconds: Type.Integer() },
  verification_code_limit: { retryAfterSeconds: Type.Integer() },
};

const RETRY_AFTER = {
  'retry-after': Type.Integer({ description: 'Seconds to wait before retrying' }),
};

const sortedCodes = (codes: Iterable<ErrorCode>) => [...new Set(codes)].sort();

/** The shared error envelope: every code of the catalogue and every extra field. */
export const ErrorBody = errorSchema(Object.keys(ERROR_CODES) as ErrorCode[], {
  $id: 'ErrorBody',
  title: 'ErrorBody',
});

function errorSchema(codes: ErrorCode[], options: Record<string, unknown> = {}): TSchema {
  const extras: Record<string, TSchema> = {};
  for (const code of codes) {
    for (const [field, schema] of Object.entries(CODE_FIELDS[code] ?? {}))
      extras[field] = Type.Optional(schema);
  }
  return Type.Object(
    {
      statusCode: Type.Integer(),
      error: Type.String({ description: 'The HTTP status text' }),
      message: Type.String(),
      ...(codes.length
        ? { code: Type.Optional(Type.Unsafe<ErrorCode>({ type: 'string', enum: codes })) }
        : {}),
      ...extras,
    },
    { additionalProperties: true, ...options },
  );
}

/** The response for one status: its meaning and each code's, and a schema narrowed to those codes. */
function errorResponse(status: number, codes: ErrorCode[]): TSchema {
  const lines = [STATUS_MEANING[status] ?? 'Error'];
  if (codes.length) lines.push('', ...codes.map((code) => `- \`${code}\`: ${CODE_MEANING[code]}`));
  return errorSchema(codes, {
    description: lines.join('\n'),
    'x-error-codes': codes,
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
  });
}

type Entry = number | ErrorCode;

function codesOf(schema: unknown): ErrorCode[] {
  const codes = (schema as { 'x-error-codes'?: ErrorCode[] } | undefined)?.['x-error-codes'];
  return codes ?? [];
}

/** Merges statuses and codes into a response map (status → schema), keeping what is there. */
export function withErrors(responses: Record<string, unknown> | undefined, entries: Entry[]) {
  const merged: Record<string, unknown> = { ...responses };
  const wanted = new Map<number, ErrorCode[]>();
  for (const entry of entries) {
    const status = typeof entry === 'number' ? entry : ERROR_CODES[entry];
    const codes = wanted.get(status) ?? [];
    if (typeof entry !== 'number') codes.push(entry);
    wanted.set(status, codes);
  }
  for (const [status, codes] of wanted) {
    merged[status] = errorResponse(status, sortedCodes([...codesOf(merged[status]), ...codes]));
  }
  return merged;
}

/** For a route's schema: `response: { 200: X, ...errorResponses(404, 'reminder_cooldown') }`. */
export function errorResponses(...entries: Entry[]): Record<number, TSchema> {
  return withErrors({}, entries) as Record<number, TSchema>;
}

/** Adds statuses and codes to a route being registered (for onRoute hooks). */
export function documentErrors(route: RouteOptions, entries: Entry[]) {
  if (!route.schema || route.schema.hide) return;
  route.schema = { ...route.schema, response: withErrors(route.schema.response as never, entries) };
}

/** What the edge answers for any route: validation, unknown ids, body limits, rate limits, outages. */
export function commonErrors(route: RouteOptions): Entry[] {
  const methods = [route.method].flat();
  const schema = route.schema ?? {};
  const entries: Entry[] = [429, 'service_unavailable'];
  if (schema.body || schema.querystring || schema.params) entries.push(400);
  if (schema.params) entries.push(404);
  if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) entries.push(400, 413, 415);
  return entries;
}
