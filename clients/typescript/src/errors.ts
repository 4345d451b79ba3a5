// Errors the client throws: one class for every error envelope the service answers (spec §7), with
// its `code` and extra fields typed from the OpenAPI document, and a subclass per code whose fields
// a caller acts on, so `instanceof LimitReachedError` gives `limit` and `used` as numbers.
import type { components } from './schema.d.ts';

export type ErrorBody = components['schemas']['ErrorBody'];
/** Every stable code the service may answer (the error catalogue, from the OpenAPI document). */
export type ErrorCode = NonNullable<ErrorBody['code']>;
export type InvalidValueDetail = NonNullable<ErrorBody['details']>[number];

export class CountersignError extends Error {
  override readonly name: string = 'CountersignError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly body: ErrorBody;
  /** The service's x-request-id for this answer: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** From the Retry-After header, when the answer carried one. */
  readonly retryAfterSeconds: number | undefined;
  readonly details: InvalidValueDetail[] | undefined;
  readonly resource: string | undefined;
  readonly limit: number | undefined;
  readonly used: number | undefined;

  constructor(status: number, body: ErrorBody, headers: Headers) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.body = body;
    this.requestId = headers.get('x-request-id') ?? undefined;
    const retryAfter = Number(headers.get('retry-after'));
    this.retryAfterSeconds =
      body.retryAfterSeconds ?? (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
    this.details = body.details;
    this.resource = body.resource;
    this.limit = body.limit;
    this.used = body.used;
  }
}

/** 403 `limit_reached`: the monthly allowance is used up. */
export class LimitReachedError extends CountersignError {
  override readonly name = 'LimitReachedError';
  declare readonly code: 'limit_reached';
  declare readonly limit: number;
  declare readonly used: number;
  declare readonly resource: string;
}

/** 429 `reminder_cooldown`: this signer was reminded less than 15 minutes ago. */
export class ReminderCooldownError extends CountersignError {
  override readonly name = 'ReminderCooldownError';
  declare readonly code: 'reminder_cooldown';
  declare readonly retryAfterSeconds: number;
}

/** 400 `invalid_values`: `details` names each offending key with its label. */
export class InvalidValuesError extends CountersignError {
  override readonly name = 'InvalidValuesError';
  declare readonly code: 'invalid_values';
  declare readonly details: InvalidValueDetail[];
}

/** 429 without a code: a rate limit, still refused after the client's retries. */
export class RateLimitedError extends CountersignError {
  override readonly name = 'RateLimitedError';
}

/** The service could not be reached (after the retries a call allows). */
export class CountersignNetworkError extends Error {
  override readonly name = 'CountersignNetworkError';
}

/** waitFor gave up: the request had not reached the wanted state in time. */
export class WaitTimeoutError extends Error {
  override readonly name = 'WaitTimeoutError';
}

/** The error for an answer, as the most specific class its code has. */
export function errorFor(status: number, body: unknown, headers: Headers): CountersignError {
  const envelope: ErrorBody =
    body && typeof body === 'object' && 'message' in body
      ? (body as ErrorBody)
      : {
          statusCode: status,
          error: String(status),
          message: typeof body === 'string' ? body : `HTTP ${status}`,
        };
  switch (envelope.code) {
    case 'limit_reached':
      return new LimitReachedError(status, envelope, headers);
    case 'reminder_cooldown':
      return new ReminderCooldownError(status, envelope, headers);
    case 'invalid_values':
      return new InvalidValuesError(status, envelope, headers);
    default:
      return status === 429
        ? new RateLimitedError(status, envelope, headers)
        : new CountersignError(status, envelope, headers);
  }
}
