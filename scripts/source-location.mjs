// An esbuild plugin for bundles that run from a directory other than their sources' (the service's
// build, scripts/build.mjs; the test run's bundle of the test files, scripts/build-tests.mjs). The
// sources find files beside them (assets, client islands bundled at boot, migrations, fixtures)
// through import.meta.url and import.meta.dirname; in a bundle both would name its directory, so each
// source file's own location is written into its code, relative to the bundle, which keeps a moved
// checkout working. import.meta.filename is left alone: it names the bundle's file, which is how a
// module tells a build from the sources (src/main.ts, src/platform/db/pglite-thread.ts).
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
