// Every HTTP call the soak makes, timed and kept: the kind of call, the node, the answer (a status, or
// `network` when the connection failed or was cut, `timeout` when nothing came back in time) and
// whether a 503 carried Retry-After. The checks and the latency table read these records.

const PUBLIC_HOST = 'sign.soak.test';

export type Outcome = number | 'network' | 'timeout';

export interface CallRecord {
  kind: string;
  node: string;
  method: string;
  path: string;
  outcome: Outcome;
  retryAfter: boolean;
  startedAt: number;
  endedAt: number;
  /** The error code of a failed call, for the report (`invalid_signature`, `ECONNRESET`…). */
  detail?: string;
}

export interface Answer {
  outcome: Outcome;
  body: any;
  headers?: Headers;
}

export const CALL_TIMEOUT_MS = 60_000;

export class CallLog {
  readonly records: CallRecord[] = [];

  async call(
    kind: string,
    node: { name: string; url: string },
    method: string,
    path: string,
    options: { token?: string; json?: unknown; bytes?: Uint8Array; accept?: string } = {},
  ): Promise<Answer> {
    // As the load balancer in front of the nodes would forward it (the nodes trust 127.0.0.1).
    const headers: Record<string, string> = { 'x-forwarded-host': PUBLIC_HOST };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.accept) headers.accept = options.accept;
    let body: string | Blob | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.bytes) {
      headers['content-type'] = 'application/pdf';
      body = new Blob([new Uint8Array(options.bytes)]);
    }
    const record: CallRecord = {
      kind,
      node: node.name,
      method,
      path,
      outcome: 'network',
      retryAfter: false,
      startedAt: Date.now(),
      endedAt: 0,
    };
    this.records.push(record);
    try {
      const res = await fetch(`${node.url}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const type = res.headers.get('content-type') ?? '';
      const payload = type.includes('json')
        ? await res.json()
        : type.includes('pdf')
          ? new Uint8Array(await res.arrayBuffer())
          : await res.text();
      record.outcome = res.status;
      record.retryAfter = res.headers.has('retry-after');
      if (res.status >= 400 && payload && typeof payload === 'object' && 'code' in payload)
        record.detail = String((payload as { code: unknown }).code);
      return { outcome: res.status, body: payload, headers: res.headers };
    } catch (error) {
      const name = (error as Error).name;
      record.outcome = name === 'TimeoutError' ? 'timeout' : 'network';
      const cause = (error as { cause?: { code?: string } }).cause;
      record.detail = cause?.code ?? (error as Error).message;
      return { outcome: record.outcome, body: undefined };
    } finally {
      record.endedAt = Date.now();
    }
  }
}

/** The p-th percentile (0–100) of sorted values, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
