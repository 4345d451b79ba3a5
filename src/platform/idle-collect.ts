// Memory back to the system once a busy process goes quiet (issue 43 item 6). Under load V8 promotes
// short-lived objects (the answers of thousands of calls) into its old generation and collects that
// only when it needs room, so a process that has just served a burst and then sits idle keeps the
// garbage, and the pages holding it, for minutes: after a load of sends the PostgreSQL service held
// 117 MB of heap of which 45 MB were alive. Here, once the event loop has been busy and then almost
// idle for IDLE_SECONDS, one full collection runs (a few tens of milliseconds, when nothing waits),
// and V8 gives the freed pages back. Nothing runs while the process stays busy or stays idle.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Seconds of near idleness after work before the collection. */
const IDLE_SECONDS = 3;
/** Event-loop utilisation (0–1) under which a second counts as idle, and over which as work. */
const IDLE_BELOW = 0.05;
const BUSY_ABOVE = 0.2;

/** The garbage collector, made callable without starting node with --expose-gc. */
function collector(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

export function collectWhenIdle(): { stop(): void } {
  const gc = collector();
  if (!gc) return { stop() {} };
  let last = performance.eventLoopUtilization();
  let worked = false;
  let quiet = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilisation = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (utilisation > BUSY_ABOVE) {
      worked = true;
      quiet = 0;
    } else if (utilisation < IDLE_BELOW && worked && ++quiet >= IDLE_SECONDS) {
      worked = false;
      quiet = 0;
      // Twice: what the first frees (weak references, finalisers) the second compacts away.
      gc();
      gc();
    }
  }, 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
