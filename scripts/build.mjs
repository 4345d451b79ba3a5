#!/usr/bin/env node
// Builds what `npm start` runs (issue 10): src/server.ts compiled by esbuild into plain JavaScript in
// dist/ (one entry file, and a chunk for each part of the service that is loaded on first use), so the
// service runs on bare node. Running the TypeScript through tsx instead costs a loader thread with a
// V8 heap of its own (about 60 MB resident) and a transform of every file at start.
//
// Packages stay in node_modules (imported, not bundled). Each source file keeps its own location
// (import.meta.url and import.meta.dirname) through scripts/node-bundle.mjs.
//
// Then the static files (src/build-assets.ts, bundled beside the server): the client islands bundled
// and every text file compressed with brotli and gzip into outdir/assets/, so that the service does
// neither while it runs (issue 26 item 10). Its manifest is written last and dates the build.
//
// Run: node scripts/build.mjs [outdir]   (default dist/; it must lie inside the checkout, where the
// packages are found). `npm start` runs it first (prestart); it takes a few seconds (brotli's best
// quality over pdf.js), and nothing when the build is up to date.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeBundle } from './node-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

/** Whether outdir holds a whole build newer than every source file (and this script and the lock). */
async function upToDate() {
  const built = await stat(path.join(outdir, 'assets', 'manifest.json')).catch(() => undefined);
  if (!built) return false;
  const sources = (await readdir(path.join(root, 'src'), { recursive: true })).map((f) =>
    path.join(root, 'src', f),
  );
  for (const file of [
    ...sources,
    import.meta.filename,
    path.join(root, 'scripts/node-bundle.mjs'),
    path.join(root, 'package-lock.json'),
  ]) {
    if ((await stat(file)).mtimeMs > built.mtimeMs) return false;
  }
  return true;
}

// A built clone starts without building again (issue 26 item 10: `npm start` runs this first, and a
// build is most of a second on a busy machine); BUILD_FORCE=1 builds whatever the dates say.
if (process.env.BUILD_FORCE !== '1' && (await upToDate())) process.exit(0);
const { build } = await import('esbuild');
await rm(outdir, { recursive: true, force: true });
await build({
  // src/main.ts starts tracing when configured, then imports src/server.ts (a chunk of its own).
  entryPoints: {
    server: path.join(root, 'src/main.ts'),
    'build-assets': path.join(root, 'src/build-assets.ts'),
    // The embedded database's thread (src/platform/db/pglite-thread.ts starts it from beside its chunk).
    'pglite-worker': path.join(root, 'src/platform/db/pglite-worker.ts'),
    // The document-work pool's threads (src/platform/work/pool.ts starts them from beside its chunk).
    'document-worker': path.join(root, 'src/document-worker.ts'),
  },
  ...nodeBundle(outdir),
  packages: 'external',
});
const { writeStaticAssets } = await import(pathToFileURL(path.join(outdir, 'build-assets.mjs')).href);
await writeStaticAssets(path.join(outdir, 'assets'));
