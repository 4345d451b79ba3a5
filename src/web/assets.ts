// The application's static files: its one stylesheet, its icon, and its one script (the client
// island in src/web/client/, bundled at boot). Served under content-hashed names from /app/assets/.
import path from 'node:path';
import { bundleAsset, fileAsset, type StaticAsset } from '../platform/http/client-bundle.ts';

export const APP_ASSET_PREFIX = '/app/assets/';

export interface AppAssets {
  css: StaticAsset;
  script: StaticAsset;
  icon: StaticAsset;
}

const here = import.meta.dirname;
let loaded: AppAssets | undefined;

/** Builds (once per process) and returns the application's assets. */
export async function loadAppAssets(): Promise<AppAssets> {
  loaded ??= {
    css: fileAsset(APP_ASSET_PREFIX, path.join(here, 'assets', 'app.css')),
    icon: fileAsset(APP_ASSET_PREFIX, path.join(here, 'assets', 'icon.svg')),
    script: await bundleAsset(APP_ASSET_PREFIX, path.join(here, 'client', 'app.ts')),
  };
  return loaded;
}

/** The assets pages link; loadAppAssets has run when the application was registered. */
export function appAssets(): AppAssets {
  if (!loaded) throw new Error('The application assets are not loaded yet');
  return loaded;
}

export function findAppAsset(name: string): StaticAsset | undefined {
  return loaded && Object.values(loaded).find((asset) => asset.name === name);
}
