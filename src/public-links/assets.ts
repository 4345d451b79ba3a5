// The public link form's island (client/public-form.ts), bundled when the routes register (or read
// from the build), served under a name carrying a hash of its content.
import path from 'node:path';
import { bundleAsset, type StaticAsset } from '../platform/http/client-bundle.ts';

export const ASSET_PREFIX = '/assets/public-link/';

let script: StaticAsset | undefined;

export async function loadPublicLinkAssets(): Promise<void> {
  script ??= await bundleAsset(ASSET_PREFIX, path.join(import.meta.dirname, 'client', 'public-form.ts'));
}

export function formScriptUrl(): string {
  if (!script) throw new Error('The public link assets are not loaded yet');
  return script.url;
}

/** Every file served under /assets/public-link/ (the build writes them ahead). */
export function publicLinkAssets(): StaticAsset[] {
  return script ? [script] : [];
}

export function findAsset(name: string): StaticAsset | undefined {
  return script?.name === name ? script : undefined;
}
