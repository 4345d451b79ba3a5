// The CLI's side of the operator API: where the service is (--url, COUNTERSIGN_URL, this machine's
// PORT, else the URL recorded in DATA_DIR by the service), the operator token (--token, ADMIN_TOKEN, else DATA_DIR/admin-token), and calls
// whose failures read as one sentence: the URL it could not reach and how to point elsewhere, or the
// API's own message when it refused.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { recordedServiceUrl } from '../platform/service-url.ts';
import { CliError, UsageError } from './errors.ts';

export interface Target {
  base: string;
  token: string;
}

/**
 * The service's URL: --url, else COUNTERSIGN_URL, else this machine's PORT, else the URL the service
 * running on DATA_DIR recorded there (so DATA_DIR alone is enough), else port 3000.
 */
export function serviceUrl(given: string | undefined): string {
  const url =
    given ??
    process.env.COUNTERSIGN_URL ??
    (process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : undefined) ??
    recordedServiceUrl(path.resolve(process.env.DATA_DIR || './data')) ??
    'http://127.0.0.1:3000';
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error();
  } catch {
    throw new UsageError(`The service URL ${JSON.stringify(url)} is not an http:// or https:// URL`);
  }
  return url.replace(/\/+$/, '');
}

export async function adminToken(given: string | undefined): Promise<string> {
  if (given) return given;
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = path.join(path.resolve(process.env.DATA_DIR || './data'), 'admin-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new UsageError(`No operator token: pass --token, set ADMIN_TOKEN, or run where ${file} exists`);
  }
}

/** Why a connection failed, in words. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  switch (cause?.code) {
    case 'ECONNREFUSED':
      return 'nothing is listening there';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name does not resolve';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'the connection timed out';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed';
    default:
      return cause?.message ?? (error as Error).message;
  }
}

/** fetch, with a failure to connect said as one sentence naming the URL and how to change it. */
export async function reach(base: string, route: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${base}${route}`, init);
  } catch (error) {
    throw new CliError(
      `Could not reach the Countersign service at ${base} (${networkReason(error)}). Start it, or point ` +
        'the CLI at it with --url <url> or the COUNTERSIGN_URL environment variable.',
    );
  }
}

/** An error envelope in words: its message and code (e.g. 409 `… is already an active member … (already_member)`). */
export function refusal(status: number, text: string): string {
  let said = text.trim();
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string')
      said = typeof body.code === 'string' ? `${body.message} (${body.code})` : body.message;
  } catch {
    // Not JSON: shown as it came.
  }
  if (status === 401) said += ': pass the operator token with --token or ADMIN_TOKEN';
  return `${status} ${said || 'the service refused the call'}`;
}

/** Calls /admin/v1{route}; the parsed JSON answer (null for an empty one), or a CliError. */
export async function api<T = unknown>(
  target: Target,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const res = await adminFetch(target, route, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A call under /admin/v1 with the operator token; any answer but 2xx is a CliError. */
export async function adminFetch(target: Target, route: string, init: RequestInit = {}): Promise<Response> {
  const res = await reach(target.base, `/admin/v1${route}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${target.token}` },
  });
  if (!res.ok) throw new CliError(refusal(res.status, await res.text()));
  return res;
}
