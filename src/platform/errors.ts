// The one error catalogue: every stable `code` with its HTTP status, factories that build errors,
// and the renderer that turns any error (ours or the framework's) into the spec §7 envelope.
import { STATUS_CODES } from 'node:http';

export const ERROR_CODES = {
  invalid_values: 400,
  plan_missing_feature: 403,
  key_creator_left_organization: 403,
  limit_reached: 403,
  reminder_cooldown: 429,
  request_not_voidable: 409,
  request_not_terminal: 409,
  submitter_not_correctable: 409,
  not_your_turn: 409,
  already_completed: 409,
  not_opened: 409,
  request_closed: 409,
  template_archived: 409,
  // A public link (issue 45 item 4) is for a published template only.
  template_not_published: 409,
  already_member: 409,
  not_permitted: 403,
  insufficient_scope: 403,
  verification_required: 403,
  verification_failed: 400,
  verification_locked: 429,
  verification_code_limit: 429,
  verification_link_locked: 403,
  service_unavailable: 503,
  domain_not_confirmable: 409,
  conversion_unavailable: 400,
  conversion_failed: 400,
  cursor_expired: 410,
  // A signer's upload (issue 34): not a PDF, PNG or JPEG by its content (or one that cannot be read),
  // larger than 10 MiB, or one upload too many.
  unsupported_attachment: 415,
  attachment_too_large: 413,
  attachment_limit: 409,
  // A document whose reading, rendering or checking went past its budget of time or memory (issue 43).
  document_too_complex: 400,
} as const;

/** Seconds a client is asked to wait when a dependency (the database) is unavailable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  [extra: string]: unknown;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    const body: ErrorBody = {
      statusCode: this.statusCode,
      error: statusText(this.statusCode),
      message: this.message,
    };
    if (this.code) body.code = this.code;
    return { ...body, ...this.extra };
  }
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** An error that carries a catalogue code; its status comes from the catalogue. */
export function coded(code: ErrorCode, message: string, extra: Record<string, unknown> = {}, headers = {}) {
  return new AppError(ERROR_CODES[code], message, code, extra, headers);
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = () => new AppError(401, 'Missing or invalid API key');
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const conflict = (code: ErrorCode, message: string) => coded(code, message);

export interface InvalidValueDetail {
  key: string;
  label: string;
  reason: string;
}

export function invalidValues(details: InvalidValueDetail[]): AppError {
  const parts = details.map((d) => `"${d.label}" ${d.reason}`);
  return coded('invalid_values', `Invalid values: ${parts.join('; ')}`, { details });
}

export function limitReached(limit: number, used: number): AppError {
  return coded('limit_reached', 'limit_reached:signatureRequests', {
    resource: 'signatureRequests',
    limit,
    used,
  });
}

export function reminderCooldown(retryAfterSeconds: number): AppError {
  return coded(
    'reminder_cooldown',
    `This signer was reminded less than 15 minutes ago; retry in ${retryAfterSeconds} seconds`,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * A dependency the call needs (the database, document storage) cannot be reached right now: 503
 * with Retry-After. The cause stays on the error for the log; the client sees only the envelope.
 */
export function serviceUnavailable(
  options: { message?: string; cause?: unknown; retryAfterSeconds?: number } = {},
): AppError {
  const seconds = options.retryAfterSeconds ?? UNAVAILABLE_RETRY_SECONDS;
  const error = coded(
    'service_unavailable',
    options.message ?? `The service is temporarily unavailable; retry in ${seconds} seconds`,
    { retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
  if (options.cause !== undefined) (error as { cause?: unknown }).cause = options.cause;
  return error;
}

export function planMissingFeature(): AppError {
  return coded('plan_missing_feature', "The workspace's plan does not include e-signatures");
}

/** The API key lacks the scope the route needs (issue 35 item 2); the message names it. */
export function insufficientScope(scope: string): AppError {
  return coded('insufficient_scope', `This API key lacks the scope ${scope}`, { scope });
}

export function keyCreatorLeft(): AppError {
  return coded(
    'key_creator_left_organization',
    'The member who created this API key has left the workspace; create a replacement key',
  );
}

/** A Word, OpenDocument or RTF file was sent but this server has no LibreOffice to convert it. */
export function conversionUnavailable(): AppError {
  return coded(
    'conversion_unavailable',
    'Word, OpenDocument and RTF files cannot be converted on this server: LibreOffice is not installed ' +
      '(Debian package libreoffice-writer-nogui, or SOFFICE_PATH naming its soffice); send a PDF instead',
  );
}

/** A document could not be turned into a PDF; `name` is the document's name as the caller gave it. */
export function conversionFailed(name: string, reason: string): AppError {
  return coded('conversion_failed', `Document "${name}" could not be converted to PDF: ${reason}`, {
    document: name,
  });
}
