// Client islands and static files of server-rendered pages. A TypeScript entry is bundled once per
// process with esbuild (in memory, at boot), and every file is served under a name carrying a hash
// of its content, so browsers keep it for a year and a new release is fetched at once. Pages link
// `asset.url`; one route per prefix answers `findAsset`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export interface StaticAsset {
  /** The content-hashed file name, e.g. `app.3f2a9c0d41b7.js`. */
  name: string;
  /** Where the pages link it: prefix + name. */
  url: string;
  contentType: string;
  body: Buffer;
}

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function named(prefix: string, base: string, ext: string, body: Buffer): StaticAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = `${base}.${hash}${ext}`;
  return {
    name,
    url: `${prefix}${name}`,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    body,
  };
}

/** Several stylesheets served as one (an area's parts of a sheet, each kept beside its pages). */
export function sheetAsset(prefix: string, base: string, files: string[]): StaticAsset {
  const body = Buffer.concat(files.flatMap((file) => [readFileSync(file), Buffer.from('\n')]));
  return named(prefix, base, '.css', body);
}

/** A file served as it is on disk (a stylesheet, an icon). */
export function fileAsset(prefix: string, file: string): StaticAsset {
  const ext = path.extname(file);
  return named(prefix, path.basename(file, ext), ext, readFileSync(file));
}

const bundles = new Map<string, Promise<Buffer>>();

/**
 * A TypeScript entry and everything it imports, bundled into one browser script (an IIFE, so no
 * module loader and nothing inline). Built once per process and entry, then shared by every app.
 */
export async function bundleAsset(prefix: string, entry: string, base = path.basename(entry, '.ts')) {
  let built = bundles.get(entry);
  if (!built) {
    built = build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: ['es2020'],
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    }).then((result) => Buffer.from(result.outputFiles[0].contents));
    bundles.set(entry, built);
    built.catch(() => bundles.delete(entry));
  }
  return named(prefix, base, '.js', await built);
}
