// What the rest of the service knows of tracing, without loading OpenTelemetry: whether it runs, the
// trace id of the request being served (for its log lines), and how to flush it at shutdown. The
// tracing module fills these in when it starts (src/main.ts starts it only when configured), so a
// service without tracing never loads a byte of OpenTelemetry.

let traceIdSource: (() => string | undefined) | undefined;
let stopper: (() => Promise<void>) | undefined;

/** Called once by the tracing module after the SDK has started. */
export function tracingStarted(source: () => string | undefined, stop: () => Promise<void>): void {
  traceIdSource = source;
  stopper = stop;
}

export function tracingOn(): boolean {
  return traceIdSource !== undefined;
}

/** The trace id of the span active here (the request's server span inside a request), if any. */
export function activeTraceId(): string | undefined {
  return traceIdSource?.();
}

/**
 * Ends the SDK: the spans still queued are exported first. Never throws and never waits long: an
 * unreachable collector must not hold up a shutdown.
 */
export async function stopTracing(timeoutMs = 3000): Promise<void> {
  const stop = stopper;
  if (!stop) return;
  stopper = undefined;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stop().catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
