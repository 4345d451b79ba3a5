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
