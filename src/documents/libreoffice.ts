// Word, OpenDocument and RTF to PDF with LibreOffice headless (issue 32 item 2). Each conversion runs
// `soffice --headless --convert-to pdf` in a directory of its own holding a throwaway profile (its
// settings: profile.ts), the input and the output, with a bare environment, in a network namespace of
// its own where the machine allows it (`unshare -n`; silently without where it does not), with its
// data segment capped (`prlimit --data`, CONVERSION_MEMORY_MB; silently uncapped without prlimit), at
// a lower CPU priority than the service (`nice`), in a process group of its own that is killed when the
// time is up. The directory is always removed.
// Conversions take turns fairly (issue 43): two run at once per process, each workspace may have three
// running and waiting, and a freed slot goes to the workspaces in turn (platform/work/fair-queue.ts),
// so one workspace's burst of heavy files waits behind its own conversions, not everyone's.
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FairLimiter } from '../platform/work/fair-queue.ts';
import { isPdf } from './formats.ts';
import { type DataWatch, watchDataSize } from './memory-watch.ts';
import { registryModifications } from './profile.ts';

export const CONVERSION_TIMEOUT_MS = 60_000;
/** Conversions running at once in one process: each is a LibreOffice that may take a core. */
export const CONVERSIONS_AT_ONCE = 2;
/** Conversions one workspace may have running and waiting together; one more is a 429. */
export const CONVERSIONS_PER_WORKSPACE = 3;
/** How long a conversion waits for its slot before it is a 429 (the client retries later). */
export const CONVERSION_MAX_WAIT_MS = 120_000;
/** The default of CONVERSION_MEMORY_MB (config.ts), for callers that pass no configuration. */
export const CONVERSION_MEMORY_MB = 1536;

export interface ConverterOptions {
  /** SOFFICE_PATH; unset: `soffice` on PATH. */
  sofficePath?: string;
  /** Killed after this long (default 60 s). */
  timeoutMs?: number;
  /** Run in a network namespace of its own when the machine allows it (default true). */
  isolateNetwork?: boolean;
  /** The workspace the conversion is for: its turn and its cap in the fair queue (default '-'). */
  tenant?: string;
  /** LibreOffice's data segment is capped at this many megabytes (CONVERSION_MEMORY_MB; default 1536). */
  memoryMb?: number;
}

/** No LibreOffice where it was looked for. */
export class ConverterMissing extends Error {}
/** LibreOffice ran but gave no PDF; the message says why in plain words. */
export class ConversionProblem extends Error {}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in the directories of `searchPath`. */
export async function findOnPath(
  name: string,
  searchPath = process.env.PATH ?? '',
): Promise<string | undefined> {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The soffice a conversion would run: SOFFICE_PATH when set (and executable), else PATH's. */
export async function locateSoffice(sofficePath: string | undefined): Promise<string | undefined> {
  if (sofficePath) return (await isExecutable(sofficePath)) ? sofficePath : undefined;
  return findOnPath('soffice');
}

/** Whether a command runs and exits 0 here (a probe: the namespace or the limit is allowed). */
function runs(command: string, args: string[]): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = spawn(command, args, { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  });
}

let isolation: Promise<string[]> | undefined;

/** The command prefix that gives a process a network of its own here, [] when none works. */
export function networkIsolation(): Promise<string[]> {
  isolation ??= (async () => {
    const unshare = await findOnPath('unshare');
    if (!unshare) return [];
    // As root a plain network namespace; otherwise one inside a user namespace, where allowed.
    for (const flags of [['-n'], ['-r', '-n']]) {
      if (await runs(unshare, [...flags, 'true'])) return [unshare, ...flags];
    }
    return [];
  })();
  return isolation;
}

const limits = new Map<string, Promise<string[]>>();

/**
 * The command prefix that caps a process's data segment at `mb` megabytes, [] where prlimit is
 * missing from `searchPath` or refused. RLIMIT_DATA, not RLIMIT_AS: since Linux 4.7 the data segment
 * counts the heap and every private writable mapping, which is what a document that unpacks into
 * gigabytes grows, and not the address space soffice maps for its libraries and reserves for threads
 * and malloc arenas, which grows with the machine's cores (a cap on it that works here could stop
 * LibreOffice from starting on a larger machine).
 */
export function memoryLimit(mb: number, searchPath = process.env.PATH ?? ''): Promise<string[]> {
  const key = `${mb}:${searchPath}`;
  let limit = limits.get(key);
  if (!limit) {
    limit = (async () => {
      const prlimit = await findOnPath('prlimit', searchPath);
      const flags = [`--data=${mb * 1024 * 1024}`];
      return prlimit && (await runs(prlimit, [...flags, 'true'])) ? [prlimit, ...flags] : [];
    })();
    limits.set(key, limit);
  }
  return limit;
}

let nice: Promise<string | undefined> | undefined;

/** A conversion's nice value; one of a workspace that has more conversions waiting: lower still. */
export const CONVERSION_NICE = 10;
export const BURST_NICE = 15;

/**
 * The command prefix that runs a process at a lower CPU priority ([] without `nice`): a conversion
 * takes whatever CPU the service leaves, so a heavy document slows only itself, never the answers to
 * everyone else (on a machine of two cores, two conversions would otherwise take both). A workspace
 * converting a burst (more of its files waiting) runs at a lower priority still (nice 15 to 10: about
 * a third of the CPU of another workspace's one file when both want the same core).
 */
export async function lowPriority(burst = false): Promise<string[]> {
  nice ??= findOnPath('nice');
  const path = await nice;
  return path ? [path, '-n', String(burst ? BURST_NICE : CONVERSION_NICE)] : [];
}

/** Fair turns for conversions in this process (the 429s name "conversions"). */
export const conversions = new FairLimiter(
  {
    slots: CONVERSIONS_AT_ONCE,
    perTenant: CONVERSIONS_PER_WORKSPACE,
    maxWaitMs: CONVERSION_MAX_WAIT_MS,
    // A conversion cannot be stopped midway but by its time limit: a workspace runs one at a time, so
    // another's file always finds a slot it need not wait a zip bomb out for (issue 43: ≤ 2× alone).
    runningPerTenant: CONVERSIONS_AT_ONCE - 1,
  },
  'conversions',
);

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/**
 * The PDF LibreOffice makes of `bytes` (a file with `extension`, e.g. '.docx'). ConverterMissing
 * when there is no soffice; ConversionProblem when it fails, takes too long or gives no PDF.
 */
export async function officeToPdf(
  bytes: Uint8Array,
  extension: string,
  options: ConverterOptions = {},
): Promise<Uint8Array> {
  const soffice = await locateSoffice(options.sofficePath);
  if (!soffice) throw new ConverterMissing('LibreOffice (soffice) was not found');
  const memoryMb = options.memoryMb ?? CONVERSION_MEMORY_MB;
  const capped = await memoryLimit(memoryMb);
  const isolated = options.isolateNetwork === false ? [] : await networkIsolation();
  const tenant = options.tenant ?? '-';
  return conversions.run(tenant, async () => {
    const burst = (conversions.load().get(tenant)?.waiting ?? 0) > 0;
    const prefix = [...capped, ...(await lowPriority(burst)), ...isolated];
    return runSoffice(soffice, prefix, bytes, extension, {
      timeoutMs: options.timeoutMs ?? CONVERSION_TIMEOUT_MS,
      memoryMb: capped.length > 0 ? memoryMb : undefined,
    });
  });
}

async function runSoffice(
  soffice: string,
  prefix: string[],
  bytes: Uint8Array,
  extension: string,
  { timeoutMs, memoryMb }: { timeoutMs: number; memoryMb: number | undefined },
): Promise<Uint8Array> {
  const work = await mkdtemp(path.join(tmpdir(), 'countersign-convert-'));
  try {
    const [profile, input, output, temp] = ['profile', 'in', 'out', 'tmp'].map((d) => path.join(work, d));
    await Promise.all([profile, input, output, temp].map((d) => mkdir(d, { recursive: true })));
    await mkdir(path.join(profile, 'user'), { recursive: true });
    await writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), registryModifications());
    // A fixed name: the sender's filename never reaches a command line or a path.
    const file = path.join(input, `document${extension}`);
    await writeFile(file, bytes);
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--invisible',
      '--norestore',
      '--nolockcheck',
      '--nodefault',
      '--nologo',
      '--convert-to',
      'pdf',
      '--outdir',
      output,
      file,
    ];
    const [command, ...rest] = [...prefix, soffice, ...args];
    const watches: DataWatch[] = [];
    let run: GroupRun;
    let peak = 0;
    try {
      run = await runGroup(command, rest, {
        // A bare environment: nothing of the service's (database URL, keys) reaches LibreOffice.
        env: {
          PATH: '/usr/local/bin:/usr/bin:/bin',
          HOME: work,
          TMPDIR: temp,
          LANG: 'C.UTF-8',
          SAL_USE_VCLPLUGIN: 'svp',
        },
        cwd: work,
        timeoutMs,
        onSpawn: (pid) => {
          if (memoryMb !== undefined) watches.push(watchDataSize(pid));
        },
      });
    } finally {
      for (const watch of watches) peak = Math.max(peak, watch.stop());
    }
    if (run.timedOut) throw new ConversionProblem(`LibreOffice took longer than ${seconds(timeoutMs)}`);
    // The allocation that failed is never seen (it was refused), so the last size seen is short of the
    // cap by it: one copy of a long text asked for 600 MB with 1.1 GB of 1.5 GB in use. Past half the
    // allowance is far beyond any ordinary document (a one-page letter takes about 160 MB).
    const outOfMemory =
      memoryMb !== undefined && peak >= (memoryMb * 1024 * 1024) / 2
        ? `LibreOffice ran out of its memory allowance of ${memoryMb} MB`
        : undefined;
    if (run.code !== 0) {
      if (outOfMemory) throw new ConversionProblem(outOfMemory);
      throw new ConversionProblem(
        `LibreOffice stopped with ${run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}`,
      );
    }
    let pdf: Uint8Array;
    try {
      pdf = new Uint8Array(await readFile(path.join(output, 'document.pdf')));
    } catch {
      if (outOfMemory) throw new ConversionProblem(outOfMemory);
      throw new ConversionProblem('LibreOffice could not read the file (it made no PDF)');
    }
    if (pdf.length === 0 || !isPdf(pdf)) throw new ConversionProblem('LibreOffice did not make a PDF');
    return pdf;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

interface GroupRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  output: string;
}

/**
 * Runs a command as the leader of a new process group and waits for it; past `timeoutMs` the whole
 * group (soffice's launcher and soffice.bin) is killed. Whatever of the group outlives its leader is
 * killed too.
 */
export function runGroup(
  command: string,
  args: string[],
  options: {
    env: Record<string, string>;
    cwd: string;
    timeoutMs: number;
    /** Called with the leader's pid once it runs. */
    onSpawn?: (pid: number) => void;
  },
): Promise<GroupRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid) options.onSpawn?.(child.pid);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    };
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // The leader's exit: what of its group is left (a stray soffice.bin) goes with it, so that its
    // pipes close and 'close' follows.
    child.on('exit', killGroup);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, timedOut, output });
    });
  });
}
