// Static files of server-rendered pages: stylesheets, scripts, fonts, icons, and client islands (a
// TypeScript entry bundled with everything it imports into one browser script). Every file is served
// under a name carrying a hash of its content, so browsers keep it for a year and a new release is
// fetched at once. Pages link `asset.url`; one route per prefix finds the asset by name and sends it
// (compression.ts). A built service reads its islands from the build (prebuilt.ts); run from the
// sources, each island is bundled once per process, in memory, when its area registers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prebuiltBundle } from './prebuilt.ts';

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
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** The checkout's root, from which islands are named in a build's manifest. */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** A body served under `prefix` as `base.<hash>.ext`, typed by its extension. */
export function namedAsset(prefix: string, base: string, ext: string, body: Buffer): StaticAsset {
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
  return namedAsset(prefix, base, '.css', body);
}

/** A file served as it is on disk (a stylesheet, a script, a font, an icon). */
export function fileAsset(prefix: string, file: string, base?: string): StaticAsset {
  const ext = path.extname(file);
  return namedAsset(prefix, base ?? path.basename(file, ext), ext, readFileSync(file));
}

/** The islands bundled by this process (or read from a build): entry, relative to the checkout → body. */
const bundles = new Map<string, Promise<Buffer>>();

/**
 * A TypeScript entry and everything it imports, as one browser script (an IIFE, so no module loader
 * and nothing inline): the build's bundle when the service runs built, else bundled here with
 * esbuild, once per process and entry, and shared by every app.
 */
export async function bundleAsset(prefix: string, entry: string, base = path.basename(entry, '.ts')) {
  const key = path.relative(ROOT, entry).split(path.sep).join('/');
  let body = bundles.get(key);
  if (!body) {
    const built = prebuiltBundle(key);
    body = built ? Promise.resolve(built) : bundle(entry);
    bundles.set(key, body);
    body.catch(() => bundles.delete(key));
  }
  return namedAsset(prefix, base, '.js', await body);
}

async function bundle(entry: string): Promise<Buffer> {
  // Loaded only here: a built service never bundles, and never loads esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return Buffer.from(result.outputFiles[0].contents);
}

/** Each island this process has bundled (or read from a build), by entry: what a build's manifest lists. */
export async function bundledIslands(): Promise<Map<string, Buffer>> {
  const done = await Promise.all([...bundles].map(async ([key, body]) => [key, await body] as const));
  return new Map(done);
}
