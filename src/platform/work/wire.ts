// How a task's outcome crosses from the worker thread (or a documents node) back to the caller: a
// value, or an error. Our own errors (AppError: a 400 that names what is wrong with the document)
// arrive as the same AppError, so the caller answers exactly as if the work had run in place; any
// other failure arrives as an Error with the worker's message and stack, for the log.
import { AppError, type ErrorCode } from '../errors.ts';

export interface TaskMessage {
  task: string;
  input: unknown;
  /** The caller's W3C traceparent when tracing is on: the task's own spans join the caller's trace. */
  trace?: string;
}

export interface WireError {
  message: string;
  stack?: string;
  app?: {
    statusCode: number;
    code?: string;
    extra: Record<string, unknown>;
    headers: Record<string, string>;
  };
}

export type TaskReply = { ok: true; value: unknown } | { ok: false; error: WireError };

export function errorToWire(error: unknown): WireError {
  if (error instanceof AppError) {
    return {
      message: error.message,
      app: { statusCode: error.statusCode, code: error.code, extra: error.extra, headers: error.headers },
    };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

export function errorFromWire(wire: WireError): Error {
  if (wire.app) {
    const { statusCode, code, extra, headers } = wire.app;
    return new AppError(statusCode, wire.message, code as ErrorCode | undefined, extra, headers);
  }
  const error = new Error(wire.message);
  if (wire.stack) error.stack = `${wire.stack}\n    (in the document worker)`;
  return error;
}
