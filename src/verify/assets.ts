// The verification page's static files: its stylesheet, and its island (assets/verify.ts) bundled
// by esbuild on first use. Each is served under a name carrying a hash of its content, so browsers
// may cache it for a year and a new release is fetched at once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

export interface Asset {
  name: string;
  contentType: string;
  body: Buffer;
}

export const ASSET_PREFIX = '/assets/verify/';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const here = path.join(import.meta.dirname, 'assets');

function named(base: string, extension: string, body: Buffer, contentType: string): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { name: `${base}.${hash}${extension}`, contentType, body };
}

let assets: { css: Asset; script: Asset } | undefined;

function all() {
  if (!assets) {
    const bundle = buildSync({
      entryPoints: [path.join(here, 'verify.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
      logLevel: 'silent',
    });
    assets = {
      css: named('verify', '.css', readFileSync(path.join(here, 'verify.css')), 'text/css; charset=utf-8'),
      script: named(
        'verify',
        '.js',
        Buffer.from(bundle.outputFiles[0].contents),
        'text/javascript; charset=utf-8',
      ),
    };
  }
  return assets;
}

export function assetUrls(): { css: string; script: string } {
  const { css, script } = all();
  return { css: ASSET_PREFIX + css.name, script: ASSET_PREFIX + script.name };
}

export function findAsset(name: string): Asset | undefined {
  return Object.values(all()).find((asset) => asset.name === name);
}
