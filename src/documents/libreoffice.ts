// Word, OpenDocument and RTF to PDF with LibreOffice headless (issue 32 item 2). Each conversion runs
// `soffice --headless --convert-to pdf` in a directory of its own holding a throwaway profile (its
// settings: profile.ts), the input and the output, with a bare environment, in a network namespace of
// its own where the machine allows it (`unshare -n`; silently without where it does not), in a
// process group of its own that is killed when the time is up. The directory is always removed.
// At most two conversions run at once per process; the others wait their turn.
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPdf } from './formats.ts';
import { registryModifications } from './profile.ts';

export const CONVERSION_TIMEOUT_MS = 60_000;
export const CONVERSIONS_AT_ONCE = 2;

export interface ConverterOptions {
  /** SOFFICE_PATH; unset: `soffice` on PATH. */
  sofficePath?: string;
  /** Killed after this long (default 60 s). */
  timeoutMs?: number;
  /** Run in a network namespace of its own when the machine allows it (default true). */
  isolateNetwork?: boolean;
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

let isolation: Promise<string[]> | undefined;

/** The command prefix that gives a process a network of its own here, [] when none works. */
export function networkIsolation(): Promise<string[]> {
  isolation ??= (async () => {
    const unshare = await findOnPath('unshare');
    if (!unshare) return [];
    // As root a plain network namespace; otherwise one inside a user namespace, where allowed.
    for (const flags of [['-n'], ['-r', '-n']]) {
      const works = await new Promise<boolean>((resolve) => {
        const probe = spawn(unshare, [...flags, 'true'], { stdio: 'ignore' });
        probe.on('error', () => resolve(false));
        probe.on('close', (code) => resolve(code === 0));
      });
      if (works) return [unshare, ...flags];
    }
    return [];
  })();
  return isolation;
}

/** A counting semaphore: at most `limit` holders; the others wait in order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  get running(): number {
    return this.active;
  }
  get queued(): number {
    return this.waiting.length;
  }
}

export const conversions = new Semaphore(CONVERSIONS_AT_ONCE);

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
  const prefix = options.isolateNetwork === false ? [] : await networkIsolation();
  return conversions.run(() => runSoffice(soffice, prefix, bytes, extension, options.timeoutMs));
}

async function runSoffice(
  soffice: string,
  prefix: string[],
  bytes: Uint8Array,
  extension: string,
  timeoutMs = CONVERSION_TIMEOUT_MS,
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
    const run = await runGroup(command, rest, {
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
    });
    if (run.timedOut) throw new ConversionProblem(`LibreOffice took longer than ${seconds(timeoutMs)}`);
    if (run.code !== 0) {
      throw new ConversionProblem(
        `LibreOffice stopped with ${run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}`,
      );
    }
    let pdf: Uint8Array;
    try {
      pdf = new Uint8Array(await readFile(path.join(output, 'document.pdf')));
    } catch {
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
  options: { env: Record<string, string>; cwd: string; timeoutMs: number },
): Promise<GroupRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
