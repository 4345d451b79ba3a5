#!/usr/bin/env node
// Bundles test files into plain JavaScript for one run of scripts/run-tests.mjs (issue 36 item 5):
// each file's process then starts on bare node instead of through tsx, whose loader thread resolves
// and transforms every source module the file imports, one message at a time (about 1.4 s of CPU per
// file, measured on three files; 180-odd files run on each database). One bundle per test file, the
// sources they share split into chunks beside them, the packages imported from node_modules (but the
// typed client's, which is TypeScript), and every source file's import.meta.url and
// import.meta.dirname kept as they were (scripts/node-bundle.mjs), so fixtures, migrations and the
// scripts a test spawns are found where they are. The embedded database's thread entry is bundled
// beside them (pglite-thread.ts starts it from beside its chunk). `x.test.ts` becomes
// `<outdir>/x.test.mjs` (scripts/test-timing.mjs reports it by that name).
//   node scripts/build-tests.mjs <outdir> test/a.test.ts [test/b.test.ts …]
import path from 'node:path';
import { build } from 'esbuild';
import { nodeBundle } from './node-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Packages stay imports of node_modules, except this repository's own (the typed client,
 * `@countersign/client`, whose package is its TypeScript sources): those are bundled.
 */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[@\w]/ }, (args) =>
      args.path.startsWith('@countersign/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The bundle of each test file in `files` (paths from the checkout's root) under `outdir`. */
export async function buildTests(outdir, files) {
  const entryPoints = Object.fromEntries([
    ...files.map((file) => [path.basename(file, '.ts'), path.resolve(root, file)]),
    ['pglite-worker', path.join(root, 'src/platform/db/pglite-worker.ts')],
    // The document pool's threads (src/platform/work/pool.ts starts them from beside its chunk).
    ['document-worker', path.join(root, 'src/document-worker.ts')],
  ]);
  // Source maps beside the bundles, for a failure's stack trace (NODE_OPTIONS=--enable-source-maps).
  await build({ entryPoints, ...nodeBundle(outdir, [packagesExternal]) });
  return Object.fromEntries(
    files.map((file) => [file, path.join(outdir, `${path.basename(file, '.ts')}.mjs`)]),
  );
}

if (import.meta.filename === process.argv[1]) {
  const [outdir, ...files] = process.argv.slice(2);
  await buildTests(path.resolve(outdir), files);
}
