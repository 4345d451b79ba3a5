// The shell's static files: the one stylesheet (styles/countersign.css) and the icon, served under
// content-hashed names from /assets/ui/ with a year-long immutable cache (a new release is a new
// name). Every page links them through the layout (layout.ts).
import path from 'node:path';
import { fileAsset, type StaticAsset } from '../platform/http/client-bundle.ts';

export const UI_ASSET_PREFIX = '/assets/ui/';

const here = import.meta.dirname;
let loaded: { stylesheet: StaticAsset; icon: StaticAsset } | undefined;

export function uiAssets() {
  loaded ??= {
    stylesheet: fileAsset(UI_ASSET_PREFIX, path.join(here, 'styles', 'countersign.css')),
    icon: fileAsset(UI_ASSET_PREFIX, path.join(here, 'icon.svg')),
  };
  return loaded;
}

export function findUiAsset(name: string): StaticAsset | undefined {
  return Object.values(uiAssets()).find((asset) => asset.name === name);
}
