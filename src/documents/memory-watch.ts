// How much memory a conversion's processes hold (issue 43), read from /proc while LibreOffice runs.
// LibreOffice runs with its data segment capped (libreoffice.ts, `prlimit --data`); an allocation past
// the cap just fails, and LibreOffice then aborts or faults as it would on any bug, saying nothing of
// memory. The largest data segment seen among the conversion's processes tells the two apart. Where
// /proc is not Linux's, nothing is seen and every crash is told as a crash.
import { readdir, readFile } from 'node:fs/promises';

/** A process's data segment in bytes (VmData: what RLIMIT_DATA counts), undefined once it is gone. */
async function dataSize(pid: number): Promise<number | undefined> {
  try {
    const kilobytes = /^VmData:\s+(\d+) kB$/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

/** A process's children, whichever of its threads started them (soffice's launcher uses another). */
async function childrenOf(pid: number): Promise<number[]> {
  try {
    const threads = await readdir(`/proc/${pid}/task`);
    const lists = await Promise.all(
      threads.map((thread) => readFile(`/proc/${pid}/task/${thread}/children`, 'utf8').catch(() => '')),
    );
    return lists.flatMap((text) => text.split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

export interface DataWatch {
  /** Stops watching; the largest data segment of one process seen, in bytes (0: none seen). */
  stop(): number;
}

/**
 * Samples the data segment of `root` and its descendants (soffice's launcher, then soffice.bin) every
 * `everyMs` until stopped: a few small reads of /proc per sample, done off the event loop by libuv.
 */
export function watchDataSize(root: number, everyMs = 100): DataWatch {
  let peak = 0;
  let sampling = false;
  const sample = async () => {
    if (sampling) return;
    sampling = true;
    try {
      const seen = new Set<number>();
      const next = [root];
      // A conversion is a few processes; the bound only guards against a tree we did not expect.
      while (next.length > 0 && seen.size < 16) {
        const pid = next.pop()!;
        if (seen.has(pid)) continue;
        seen.add(pid);
        peak = Math.max(peak, (await dataSize(pid)) ?? 0);
        next.push(...(await childrenOf(pid)));
      }
    } finally {
      sampling = false;
    }
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  void sample();
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
