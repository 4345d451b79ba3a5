// What a build (scripts/build.mjs) prepares so that the service does no asset work itself (issue 26
// item 10): the client islands bundled, and every text file compressed with brotli at its best
// quality and with gzip, in the build's assets folder beside dist/server.mjs:
//
//   assets/manifest.json     {"bundles": {"src/web/client/app.ts": "app.3f2a9c0d41b7.js", …}}
//   assets/app.3f2a9c0d41b7.js        an island, as esbuild wrote it
//   assets/app.3f2a9c0d41b7.js.br     a file's brotli form (every served text file over 1 KB)
//   assets/app.3f2a9c0d41b7.js.gz     and its gzip form
//
// Files are named by their content's hash, as they are served, so a compressed form can only ever
// belong to the body it was made from. The manifest is written last: a build cut short leaves none,
// and the service then does the work itself, as it does when run from the sources (the tests,
// `node --import tsx src/server.ts`), where no build exists: islands bundled at boot, files
// compressed on their first request.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST = 'manifest.json';

export interface PrebuiltManifest {
  /** Each island's entry (relative to the checkout, with `/`) and the asset name of its bundle. */
  bundles: Record<string, string>;
}

let prebuilt: { dir: string; manifest: PrebuiltManifest } | undefined;

/**
 * Serves what the build in `dir` prepared, if it finished (its manifest exists); otherwise leaves
 * the service doing the work itself. Called once at start, before any route registers.
 */
export function usePrebuiltAssets(dir: string): boolean {
  let text: string;
  try {
    text = readFileSync(path.join(dir, MANIFEST), 'utf8');
  } catch {
    prebuilt = undefined;
    return false;
  }
  prebuilt = { dir, manifest: JSON.parse(text) as PrebuiltManifest };
  return true;
}

/** The bundle the build made of an island's entry (relative to the checkout), if there is one. */
export function prebuiltBundle(entry: string): Buffer | undefined {
  const name = prebuilt?.manifest.bundles[entry];
  return prebuilt && name ? readFileSync(path.join(prebuilt.dir, name)) : undefined;
}

/** The file name of an asset's compressed form. */
export function encodedName(name: string, encoding: 'br' | 'gzip'): string {
  return `${name}.${encoding === 'br' ? 'br' : 'gz'}`;
}

/** An asset's compressed form as the build wrote it, or undefined when the build made none. */
export async function prebuiltEncoded(name: string, encoding: 'br' | 'gzip'): Promise<Buffer | undefined> {
  if (!prebuilt) return undefined;
  try {
    return await readFile(path.join(prebuilt.dir, encodedName(name, encoding)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
