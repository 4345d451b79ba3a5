// The signing page's static files: its stylesheet, its script, and signature_pad's UMD build from
// node_modules. Each is read once and served under a name that carries a hash of its content, so
// browsers may cache it for a year and a new release is fetched at once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Asset {
  name: string;
  contentType: string;
  body: Buffer;
}

export const ASSET_PREFIX = '/assets/signing/';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const require = createRequire(import.meta.url);
const here = import.meta.dirname;

function load(file: string, base: string, contentType: string): Asset {
  const body = readFileSync(file);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { name: `${base}.${hash}${path.extname(file)}`, contentType, body };
}

let assets: { css: Asset; script: Asset; signaturePad: Asset; icon: Asset } | undefined;

function all() {
  assets ??= {
    css: load(path.join(here, 'assets', 'sign.css'), 'sign', 'text/css; charset=utf-8'),
    script: load(path.join(here, 'assets', 'sign.js'), 'sign', 'text/javascript; charset=utf-8'),
    signaturePad: load(
      path.join(path.dirname(require.resolve('signature_pad')), 'signature_pad.umd.min.js'),
      'signature_pad',
      'text/javascript; charset=utf-8',
    ),
    // Browsers ask for an icon whatever the page says; naming one spares them a 404.
    icon: load(path.join(here, 'assets', 'icon.svg'), 'icon', 'image/svg+xml'),
  };
  return assets;
}

/** The URL of each asset, as the pages link them. */
export function assetUrls(): { css: string; script: string; signaturePad: string; icon: string } {
  const { css, script, signaturePad, icon } = all();
  return {
    css: ASSET_PREFIX + css.name,
    script: ASSET_PREFIX + script.name,
    signaturePad: ASSET_PREFIX + signaturePad.name,
    icon: ASSET_PREFIX + icon.name,
  };
}

/** The asset served under `name`, if any. */
export function findAsset(name: string): Asset | undefined {
  return Object.values(all()).find((asset) => asset.name === name);
}
