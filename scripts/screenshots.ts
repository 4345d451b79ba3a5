// `npm run screenshots`: runs every module in scripts/screenshots/ (each starts what it needs, saves
// PNGs and closes everything) and lists the files written. The pictures land in ./screenshots
// (or the directory given as the first argument); look at them.
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Capture = (outDir: string) => Promise<string[]>;

const here = import.meta.dirname;
const outDir = path.resolve(process.argv[2] ?? path.join(here, '..', 'screenshots'));
await mkdir(outDir, { recursive: true });

const modules = (await readdir(path.join(here, 'screenshots'))).filter((f) => f.endsWith('.ts')).sort();
if (modules.length === 0) process.stdout.write('no screenshot modules in scripts/screenshots/\n');
let failed = 0;
for (const file of modules) {
  const { default: capture } = (await import(pathToFileURL(path.join(here, 'screenshots', file)).href)) as {
    default: Capture;
  };
  try {
    const files = await capture(outDir);
    for (const f of files) process.stdout.write(`${path.relative(process.cwd(), f)}\n`);
  } catch (error) {
    failed += 1;
    process.stderr.write(`${file} failed: ${(error as Error).stack ?? error}\n`);
  }
}
process.exit(failed > 0 ? 1 : 0);
