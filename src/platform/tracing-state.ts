// What the rest of the service knows of tracing, without loading OpenTelemetry: whether it runs, the
// trace id of the request being served (for its log lines), and how to flush it at shutdown. The
// tracing module fills these in when it starts (src/main.ts starts it only when configured), so a
// service without tracing never loads a byte of OpenTelemetry.

let traceIdSource: (() => string | undefined) | undefined;
let traceparentSource: (() => string | undefined) | undefined;
let stopper: (() => Promise<void>) | undefined;

/** Called once by the tracing module after the SDK has started. */
export function tracingStarted(
  source: () => string | undefined,
  stop: () => Promise<void>,
  traceparent?: () => string | undefined,
): void {
  traceIdSource = source;
  traceparentSource = traceparent;
  stopper = stop;
}

/**
 * The W3C `traceparent` of the span active here, for work handed to another thread (the document
 * pool), whose spans then join this trace; undefined without tracing.
 */
export function activeTraceparent(): string | undefined {
  return traceparentSource?.();
}

export function tracingOn(): boolean {
  return traceIdSource !== undefined;
}

/** The trace id of the span active here (the request's server span inside a request), if any. */
export function activeTraceId(): string | undefined {
  return traceIdSource?.();
}

/**
 * Ends the SDK: the spans still queued are exported first. Never throws and never waits past
 * `timeoutMs` (the shutdown gives it what is left of its time): an unreachable collector must not hold
 * up a shutdown. False when it gave up: the time ran out, or the SDK failed to end.
 */
export async function stopTracing(timeoutMs = 3000): Promise<boolean> {
  const stop = stopper;
  if (!stop) return true;
  stopper = undefined;
  let timer: NodeJS.Timeout | undefined;
  const sent = await Promise.race([
    stop().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  return sent;
}
