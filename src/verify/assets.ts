// The verification page's static files: its stylesheet, and its island (assets/verify.ts), bundled
// when the routes register (or read from the build). Each is served under a name carrying a hash of
// its content, so browsers may cache it for a year and a new release is fetched at once.
import path from 'node:path';
import { bundleAsset, fileAsset, type StaticAsset } from '../platform/http/client-bundle.ts';

export const ASSET_PREFIX = '/assets/verify/';

const here = path.join(import.meta.dirname, 'assets');

let assets: { css: StaticAsset; script: StaticAsset } | undefined;

/** Bundles (once per process) the page's island; the routes wait for it before they register. */
export async function loadVerifyAssets(): Promise<void> {
  const script = await bundleAsset(ASSET_PREFIX, path.join(here, 'verify.ts'));
  assets ??= { css: fileAsset(ASSET_PREFIX, path.join(here, 'verify.css')), script };
}

function all() {
  if (!assets) throw new Error('The verification assets are not loaded yet');
  return assets;
}

export function assetUrls(): { css: string; script: string } {
  const { css, script } = all();
  return { css: css.url, script: script.url };
}

/** Every file served under /assets/verify/. */
export function verifyAssets(): StaticAsset[] {
  return Object.values(all());
}

export function findAsset(name: string): StaticAsset | undefined {
  return verifyAssets().find((asset) => asset.name === name);
}
