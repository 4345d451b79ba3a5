// Where the structured log goes: standard output, written in batches of about 4 KB rather than a write
// per line (an access line per request is the hot path's largest fixed cost otherwise), flushed at
// least every quarter second so a quiet server's lines are never held back, and never in the way of
// an exit (issue 31 item 15). pino's own destination (sonic-boom) writes what it still holds at exit
// synchronously and retries for as long as the write fails: with an output nobody reads (a pipe whose
// reader stopped reading: EAGAIN for ever; or one closed before any write had failed: EPIPE, which its
// exit flush retries too) `process.exit` never returned, and the hard stop with it. Here a write that
// cannot be made now is kept for later (bounded) or, when the reader is gone, dropped with the rest;
// at exit one attempt is made and its failure is ignored.
import fs from 'node:fs';

/** What every logger of the service censors (the service's own, and each document thread's). */
export const LOG_REDACT = [
  'req.headers.authorization',
  'headers.authorization',
  'authorization',
  'key',
  'token',
];

const BATCH_BYTES = 4096;
const FLUSH_MS = 250;
/** Kept for a reader that is behind at most this much; the oldest lines go beyond it. */
const MAX_HELD_BYTES = 1 << 20;

export interface LogDestination {
  write(line: string): void;
  /** Hands what is held to the kernel in the background; pino's `logger.flush()` calls it. */
  flush(done?: (error?: Error) => void): void;
}

const open = new Set<() => void>();
let exitHooked = false;

/** A batching destination for pino on a file descriptor (standard output unless told). */
export function logDestination(fd = 1): LogDestination {
  // A pipe handed to a child process is in blocking mode until Node opens its stream on it, which
  // puts it in non-blocking mode: then a write to a reader that is behind fails at once (EAGAIN)
  // instead of waiting for it for ever, at exit too. A process that never wrote to stdout otherwise
  // (`countersign worker`) would still be in blocking mode. The stream's own write errors (EPIPE)
  // are nobody's concern either.
  if (fd === 1) process.stdout.on('error', () => {});
  let held: string[] = [];
  let heldBytes = 0;
  /** A chunk the kernel refused for now (EAGAIN), or the part of one it took only partly. */
  let pending: Buffer | undefined;
  let inFlight = false;
  let gone = false;

  const dropHeld = () => {
    held = [];
    heldBytes = 0;
  };
  const send = (chunk: Buffer) => {
    inFlight = true;
    fs.write(fd, chunk, 0, chunk.length, null, (error, written) => {
      inFlight = false;
      if (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') pending = chunk;
        else {
          // The reader has gone (EPIPE) or the descriptor is unusable: nothing more is written.
          gone = true;
          pending = undefined;
          dropHeld();
        }
        return;
      }
      if (written < chunk.length) send(chunk.subarray(written));
      else if (heldBytes >= BATCH_BYTES) flush();
    });
  };
  const flush = (done?: (error?: Error) => void) => {
    if (!gone && !inFlight) {
      if (pending) {
        const chunk = pending;
        pending = undefined;
        send(chunk);
      } else if (heldBytes > 0) {
        const chunk = Buffer.from(held.join(''));
        dropHeld();
        send(chunk);
      }
    }
    done?.();
  };
  const atExit = () => {
    if (gone || (!pending && heldBytes === 0)) return;
    const chunks = [...(inFlight || !pending ? [] : [pending]), Buffer.from(held.join(''))];
    dropHeld();
    pending = undefined;
    try {
      // One attempt: a reader that is behind or gone costs these lines, never the exit.
      fs.writeSync(fd, Buffer.concat(chunks));
    } catch {}
  };
  open.add(atExit);
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const write of open) write();
    });
  }
  setInterval(() => flush(), FLUSH_MS).unref();
  return {
    write(line: string) {
      if (gone) return;
      held.push(line);
      heldBytes += line.length;
      while (heldBytes > MAX_HELD_BYTES && held.length > 1) heldBytes -= (held.shift() as string).length;
      if (heldBytes >= BATCH_BYTES) flush();
    },
    flush,
  };
}
