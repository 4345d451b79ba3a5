// @countersign/client: a typed client for the Countersign API. Its types are generated from the
// service's OpenAPI document (schema.d.ts, `npm run client:generate`), so it cannot drift from the
// server; `api` exposes every generated call. On top of them it offers what integrators otherwise
// write by hand: a send that always carries an idempotency key and retries safely, an async iterator
// over the change feed that long-polls (`events()`), a waitFor that follows the feed until a request
// reaches a status, an async iterator over every page of the list, and errors as typed objects
// carrying `code` and the extra fields of the spec.
import createClient, { type Client } from 'openapi-fetch';
import {
  type CountersignError,
  CountersignNetworkError,
  errorFor,
  RateLimitedError,
  WaitTimeoutError,
} from './errors.ts';
import type { paths } from './schema.d.ts';

export * from './errors.ts';
export type { components, paths } from './schema.d.ts';

type Submissions = paths['/api/v1/esign/submissions'];
export type SendInput = NonNullable<Submissions['post']['requestBody']>['content']['application/json'];
export type SignatureRequest = Submissions['post']['responses'][201]['content']['application/json'];
export type RequestStatus = SignatureRequest['status'];
export type ListQuery = NonNullable<Submissions['get']['parameters']['query']>;
export type ListPage = Submissions['get']['responses'][200]['content']['application/json'];
/** Correcting a signer (issue 35): what changes, and whether to invite the new address at once. */
export type CorrectSignerInput = NonNullable<
  paths['/api/v1/esign/submissions/{id}/submitters/{role}']['patch']['requestBody']
>['content']['application/json'];
export type Usage = paths['/api/v1/esign/usage']['get']['responses'][200]['content']['application/json'];
export type RemindResult =
  paths['/api/v1/esign/submissions/{id}/remind']['post']['responses'][200]['content']['application/json'];

type Feed = paths['/api/v1/esign/events']['get'];
export type FeedPage = Feed['responses'][200]['content']['application/json'];
export type FeedEvent = FeedPage['events'][number];
export type EventType = FeedEvent['type'];
export type RequestHistory =
  paths['/api/v1/esign/submissions/{id}/events']['get']['responses'][200]['content']['application/json'];

export const TERMINAL_STATUSES: readonly RequestStatus[] = ['completed', 'declined', 'expired', 'voided'];

export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  attempts?: number;
  /** First backoff delay; doubles each attempt, with jitter (default 500 ms). */
  baseDelayMs?: number;
  /** The longest wait the client accepts, Retry-After included; longer asks fail at once (default 60 s). */
  maxDelayMs?: number;
}

export interface CountersignOptions {
  /** The service's root URL, e.g. `https://sign.example.com` (the API lives under /api/v1). */
  baseUrl: string;
  apiKey: string;
  retry?: RetryOptions;
  /** A fetch to use instead of the global one (proxies, tests). */
  fetch?: typeof globalThis.fetch;
  /** How the client waits between attempts and polls (tests may shorten it). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface WaitOptions {
  /** `'terminal'` (default): completed, declined, expired or voided; or the statuses to wait for. */
  until?: 'terminal' | RequestStatus | RequestStatus[];
  /** Give up after this long (default 10 minutes): WaitTimeoutError. */
  timeoutMs?: number;
  /**
   * Unused since waitFor follows the change feed (it is woken by the request's own events instead of
   * polling at intervals); kept so that existing calls still compile.
   */
  intervalMs?: number;
  maxIntervalMs?: number;
  signal?: AbortSignal;
}

export interface EventsOptions {
  /** Start after this cursor (an event's id or a page's next); none: from the oldest kept event. */
  after?: string;
  /** Events per call, 1..500 (default 100). */
  limit?: number;
  /** Seconds each call holds while there is nothing new, 0..30 (default 30). */
  wait?: number;
  /** Ends the iteration (the call in flight is abandoned). */
  signal?: AbortSignal;
}

/** Which failures a call may retry: any (idempotent calls), or only refusals by a rate limit. */
type Retry = 'idempotent' | 'rate-limited-only';

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const seconds = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

export class Countersign {
  /** Every call of the API, typed from the OpenAPI document (openapi-fetch). */
  readonly api: Client<paths>;
  private readonly retry: Required<RetryOptions>;
  private readonly sleep: NonNullable<CountersignOptions['sleep']>;

  constructor(options: CountersignOptions) {
    this.api = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      headers: { authorization: `Bearer ${options.apiKey}` },
      fetch: options.fetch,
    });
    this.retry = { attempts: 5, baseDelayMs: 500, maxDelayMs: 60_000, ...options.retry };
    this.sleep = options.sleep ?? defaultSleep;
  }

  /**
   * Sends a published template for signature. Always carries an idempotency key (a random one when
   * neither `input.idempotencyKey` nor `options.idempotencyKey` gives it), so retrying after a
   * network error, a 5xx or a 429 can never create a second request or charge the allowance twice.
   */
  async send(input: SendInput, options: { idempotencyKey?: string } = {}): Promise<SignatureRequest> {
    const body = {
      ...input,
      idempotencyKey: input.idempotencyKey ?? options.idempotencyKey ?? globalThis.crypto.randomUUID(),
    };
    return this.call(() => this.api.POST('/api/v1/esign/submissions', { body }), 'idempotent');
  }

  get(id: string): Promise<SignatureRequest> {
    return this.call(
      () => this.api.GET('/api/v1/esign/submissions/{id}', { params: { path: { id } } }),
      'idempotent',
    );
  }

  /** Reminds the signer whose turn it is (not retried on a network error: it sends an e-mail). */
  remind(id: string): Promise<RemindResult> {
    return this.call(
      () => this.api.POST('/api/v1/esign/submissions/{id}/remind', { params: { path: { id } } }),
      'rate-limited-only',
    );
  }

  /** Voids a request (voiding a voided one changes nothing, so it is retried like a read). */
  void(id: string, reason?: string): Promise<SignatureRequest> {
    return this.call(
      () =>
        this.api.POST('/api/v1/esign/submissions/{id}/void', {
          params: { path: { id } },
          body: reason === undefined ? {} : { reason },
        }),
      'idempotent',
    );
  }

  /**
   * Corrects the name or address of a signer who has not signed (409 CountersignError
   * `submitter_not_correctable` once they have, or once the request has ended). Their old link stops
   * working; the answer carries the new `signingUrl`. Retried like a read: giving the same details
   * again changes nothing.
   */
  correctSigner(id: string, role: string, input: CorrectSignerInput): Promise<SignatureRequest> {
    return this.call(
      () =>
        this.api.PATCH('/api/v1/esign/submissions/{id}/submitters/{role}', {
          params: { path: { id, role } },
          body: input,
        }),
      'idempotent',
    );
  }

  /**
   * Erases an ended request permanently: 409 CountersignError `request_not_terminal` while it is in
   * flight (void it first), 404 once erased. Not retried on a network error: a retry of an erasure
   * that went through answers 404.
   */
  async erase(id: string): Promise<void> {
    await this.call(
      () => this.api.DELETE('/api/v1/esign/submissions/{id}', { params: { path: { id } } }),
      'rate-limited-only',
    );
  }

  usage(): Promise<Usage> {
    return this.call(() => this.api.GET('/api/v1/esign/usage'), 'idempotent');
  }

  /** The executed, sealed PDF (404 CountersignError until hasSignedDocument is true). */
  async document(id: string): Promise<Uint8Array> {
    const bytes = await this.call<ArrayBuffer>(
      () =>
        this.api.GET('/api/v1/esign/submissions/{id}/document', {
          params: { path: { id } },
          parseAs: 'arrayBuffer',
        }) as Promise<Answer<ArrayBuffer>>,
      'idempotent',
    );
    return new Uint8Array(bytes);
  }

  /** Every page of the list, newest first, until `total` is reached. */
  async *pages(query: Omit<ListQuery, 'offset'> & { offset?: number } = {}): AsyncGenerator<ListPage> {
    let offset = query.offset ?? 0;
    for (;;) {
      const page: ListPage = await this.call(
        () => this.api.GET('/api/v1/esign/submissions', { params: { query: { ...query, offset } } }),
        'idempotent',
      );
      yield page;
      offset += page.submissions.length;
      if (page.submissions.length === 0 || offset >= page.total) return;
    }
  }

  /** Every request of the list, one at a time, across pages. */
  async *requests(query: Omit<ListQuery, 'offset'> = {}): AsyncGenerator<SignatureRequest> {
    for await (const page of this.pages(query)) yield* page.submissions;
  }

  /**
   * The workspace's change feed, event by event, oldest first, for as long as the caller iterates:
   * each call long-polls (`wait`), so a new event arrives the moment it is committed. A cursor older
   * than the service keeps events for throws CountersignError `cursor_expired` (start again without
   * `after`). Store an event's `id` to resume after it later.
   */
  async *events(options: EventsOptions = {}): AsyncGenerator<FeedEvent> {
    let after = options.after;
    const limit = options.limit ?? 100;
    const wait = options.wait ?? 30;
    for (;;) {
      if (options.signal?.aborted) return;
      const page: FeedPage = await this.call(
        () =>
          this.api.GET('/api/v1/esign/events', {
            params: { query: { ...(after === undefined ? {} : { after }), limit, wait } },
            signal: options.signal,
          }),
        'idempotent',
      );
      for (const event of page.events) yield event;
      after = page.next;
    }
  }

  /** One request's events, oldest first, with the feed cursor of the last. */
  history(id: string): Promise<RequestHistory> {
    return this.call(
      () => this.api.GET('/api/v1/esign/submissions/{id}/events', { params: { path: { id } } }),
      'idempotent',
    );
  }

  /**
   * Resolves with the request once it reaches one of `statuses` (by default any terminal one). It
   * reads the request, then follows the change feed from the request's last event, reading it again
   * whenever one of its events arrives (and at least every 30 seconds: expiry is read from
   * `expiresAt`), so it answers within moments of the change and costs one call per event or half
   * minute. Gives up with WaitTimeoutError after `timeoutMs`.
   */
  async waitFor(
    id: string,
    statusesOrOptions: RequestStatus[] | WaitOptions = {},
    more: Omit<WaitOptions, 'until'> = {},
  ): Promise<SignatureRequest> {
    const options = Array.isArray(statusesOrOptions)
      ? { ...more, until: statusesOrOptions }
      : statusesOrOptions;
    const until = options.until ?? 'terminal';
    const wanted = until === 'terminal' ? TERMINAL_STATUSES : [until].flat();
    const deadline = Date.now() + (options.timeoutMs ?? 600_000);
    // Taken before the read: whatever changes the request after it is an event after this cursor.
    let cursor = (await this.history(id)).next ?? undefined;
    for (;;) {
      const current = await this.get(id);
      if (wanted.includes(current.status)) return current;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new WaitTimeoutError(
            `Request ${id} is still ${current.status}; waited for ${wanted.join(' or ')}`,
          );
        }
        if (options.signal?.aborted) throw options.signal.reason;
        const page: FeedPage = await this.call(
          () =>
            this.api.GET('/api/v1/esign/events', {
              params: {
                query: {
                  ...(cursor === undefined ? {} : { after: cursor }),
                  limit: 500,
                  wait: Math.min(30, Math.ceil(left / 1000)),
                },
              },
              signal: options.signal,
            }),
          'idempotent',
        );
        cursor = page.next;
        if (page.events.length === 0 || page.events.some((e) => e.requestId === id)) break;
      }
    }
  }

  /** One call with the retries its kind allows; answers the data or throws a CountersignError. */
  private async call<T>(attempt: () => Promise<Answer<T>>, retry: Retry): Promise<T> {
    for (let n = 1; ; n++) {
      let answer: Answer<T>;
      try {
        answer = await attempt();
      } catch (cause) {
        // No answer at all: the call may or may not have been handled.
        if (retry === 'idempotent' && n < this.retry.attempts) {
          await this.sleep(this.backoff(n));
          continue;
        }
        throw new CountersignNetworkError(`The service could not be reached: ${String(cause)}`, { cause });
      }
      const { response } = answer;
      if (response.ok) return answer.data as T;
      const error = errorFor(response.status, answer.error, response.headers);
      const wait = this.retryDelay(error, response, n, retry);
      if (wait === undefined) throw error;
      await this.sleep(wait);
    }
  }

  /** How long to wait before the next attempt, or undefined when this error is final. */
  private retryDelay(error: CountersignError, response: Response, n: number, retry: Retry) {
    if (n >= this.retry.attempts) return undefined;
    const asked =
      seconds(response.headers.get('retry-after')) ?? seconds(response.headers.get('x-ratelimit-reset'));
    let wait: number;
    if (error instanceof RateLimitedError) {
      // Refused by a rate limit before anything was done: safe for every call.
      wait = asked !== undefined ? asked * 1000 : this.backoff(n);
    } else if (error.status >= 500 && retry === 'idempotent') {
      wait = asked !== undefined ? asked * 1000 : this.backoff(n);
    } else {
      return undefined;
    }
    return wait <= this.retry.maxDelayMs ? wait : undefined;
  }

  private backoff(n: number): number {
    const full = Math.min(this.retry.baseDelayMs * 2 ** (n - 1), this.retry.maxDelayMs);
    return full / 2 + Math.random() * (full / 2);
  }
}
