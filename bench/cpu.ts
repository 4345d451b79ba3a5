// CPU accounting shared by the bench and the profile (Linux /proc): a process's CPU time, the
// PostgreSQL server's (all its processes on this machine), and how busy the whole machine was.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** User + system CPU time of a process, in microseconds. */
export async function cpuTimeUs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks at 100 Hz
}

/** CPU time of each PostgreSQL process on this machine, in microseconds, by process id. */
export async function postgresCpuUs(): Promise<Map<number, number>> {
  const pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n');
  const times = new Map<number, number>();
  for (const pid of pids.map(Number)) {
    const time = await cpuTimeUs(pid).catch(() => undefined); // one that ended meanwhile
    if (time !== undefined) times.set(pid, time);
  }
  return times;
}

/** PostgreSQL's CPU between two readings: what each process still there spent, all of a new one's. */
export function postgresSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, time] of after) spent += time - (before.get(pid) ?? 0);
  return spent;
}

/** Busy and total clock ticks of the whole machine (/proc/stat): a CPU-bound run is near 100% busy. */
export async function machineTicks(): Promise<{ busy: number; total: number }> {
  const f = (await readFile('/proc/stat', 'utf8')).split('\n')[0].split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3] - f[4], total };
}
