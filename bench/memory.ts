// The process's resident memory as Linux reports it, for benchmarks that report a peak over one
// stretch of work (a completion, a download) rather than over the whole process.
import { readFileSync, writeFileSync } from 'node:fs';

/** The resident set now and its peak since the last reset, in MiB. */
export function resident(): { rss: number; peak: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Resets the peak to the current resident set ("5" to clear_refs; Linux 4.0+). */
export function resetPeak(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Where a process's resident memory lives (Linux smaps, MiB): the WebAssembly memories, the other
 * anonymous memory (the JavaScript heaps of every thread, compiled code, malloc's arenas, buffers) and
 * the file-backed pages (node's code, shared libraries, mapped files). V8 reserves each WebAssembly
 * memory as 8 GiB of address space and opens pages of it as the memory grows, so a run of adjacent
 * anonymous mappings of 4 GiB or more is a WebAssembly memory (PGlite's PostgreSQL), of which only
 * the touched pages are resident.
 */
export async function residentBreakdown(
  pid: number,
): Promise<{ wasm: number; anonymous: number; files: number }> {
  const { readFile } = await import('node:fs/promises');
  const smaps = await readFile(`/proc/${pid}/smaps`, 'utf8');
  const out = { wasm: 0, anonymous: 0, files: 0 };
  // Runs of adjacent anonymous mappings: their span and resident MiB.
  const runs: Array<{ span: number; rss: number }> = [];
  let run: { span: number; rss: number; end: number } | undefined;
  let anonymous = true;
  for (const line of smaps.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      const [start, end] = [Number.parseInt(header[1], 16), Number.parseInt(header[2], 16)];
      anonymous = header[3] === '0' && !header[4].startsWith('/');
      if (!anonymous) run = undefined;
      else if (run && run.end === start) {
        run.span += (end - start) / 2 ** 20;
        run.end = end;
      } else {
        run = { span: (end - start) / 2 ** 20, rss: 0, end };
        runs.push(run);
      }
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    if (anonymous && run) run.rss += Number(rss[1]) / 1024;
    else out.files += Number(rss[1]) / 1024;
  }
  for (const r of runs) {
    if (r.span >= 4096) out.wasm += r.rss;
    else out.anonymous += r.rss;
  }
  return out;
}
