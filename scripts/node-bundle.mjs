// What the bundles of this repository share, the service's build (scripts/build.mjs) and the test
// run's bundle of the test files (scripts/build-tests.mjs): esbuild's options for ES modules on node
// 20, every output file in one directory, and a plugin for bundles that run from a directory other
// than their sources'. The sources find files beside them (assets, client islands bundled at boot,
// migrations, fixtures) through import.meta.url and import.meta.dirname; in a bundle both would name
// its directory, so each source file's own location is written into its code, relative to the
// bundle, which keeps a moved checkout working. import.meta.filename is left alone: it names the
// bundle's file, which is how a module tells a build from the sources (src/main.ts,
// src/platform/db/pglite-thread.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The plugin for a bundle written to `outdir` (every output file directly in it). */
export function sourceLocation(outdir) {
  return {
    name: 'source-location',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const file = path.relative(outdir, args.path).split(path.sep).join('/');
        const dir = `${path.posix.dirname(file)}/`;
        const contents = source
          .replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`)
          .replaceAll(
            'import.meta.dirname',
            `decodeURIComponent(new URL(${JSON.stringify(dir)}, import.meta.url).pathname).replace(/\\/$/, '')`,
          );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * esbuild's options for a bundle of ES modules for node 20 written to `outdir`: chunks shared between
 * entries, every file directly in outdir (so the locations written by sourceLocation hold in chunks
 * too), source maps beside them; `plugins` run before sourceLocation.
 */
export function nodeBundle(outdir, plugins = []) {
  return {
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    plugins: [...plugins, sourceLocation(outdir)],
    logLevel: 'warning',
  };
}
