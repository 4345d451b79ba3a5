// The one place where a driver error becomes "the database is unavailable": refused, reset or
// terminated connections, connection and client-side read timeouts (pg.Client's own connect timeout
// says only "timeout expired"), a server shutting down or starting, too many connections. Such
// errors are rethrown as 503 service_unavailable (with Retry-After) so that every route, the operator
// API and the signing pages answer alike; a statement the server cancelled for taking too long is a
// 503 too, without marking the database down. Every other error (a constraint, a serialization
// failure) passes through unchanged for the feature to handle.
import { serviceUnavailable } from '../errors.ts';

/** SQLSTATE classes and codes that mean the server cannot serve us right now. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout: our connection was closed under us
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'EAI_AGAIN',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);

const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/, // pg.Client's connectionTimeoutMillis (the pipeline's connections)
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Connection ended unexpectedly/i,
  /PGlite is closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * A statement the server cancelled after the statement timeout (57014 query_canceled: we cancel
 * nothing ourselves). The server is too busy to answer in time, which is a 503 to the caller, yet the
 * connection is fine: it does not mark the database down as an outage does.
 */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}

/** Rethrows a connectivity failure or a statement timeout as 503 service_unavailable; anything else unchanged. */
export function translateDatabaseError(error: unknown): never {
  if (isDatabaseUnavailable(error) || isStatementTimeout(error)) throw serviceUnavailable({ cause: error });
  throw error;
}
