// The application's static files: its page sheet (after the one stylesheet of src/ui), its script (src/web/client/, on
// every page), the template editors' islands (the builder and the flow editor, each on its own page)
// and pdf.js's worker, which they start from this origin. Bundled at boot, served under
// content-hashed names from /app/assets/.
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundleAsset, fileAsset, type StaticAsset, sheetAsset } from '../platform/http/client-bundle.ts';

export const APP_ASSET_PREFIX = '/app/assets/';

export interface AppAssets {
  css: StaticAsset;
  /** The template editors' sheet (builder.css), on their pages only. */
  editorCss: StaticAsset;
  script: StaticAsset;
  builder: StaticAsset;
  flowEditor: StaticAsset;
  pdfWorker: StaticAsset;
}

const require = createRequire(import.meta.url);

/** pdf.js's worker, as published (a module worker; pages pass its URL to the viewer). */
export function pdfWorkerFile(): string {
  return require.resolve('pdfjs-dist/build/pdf.worker.min.mjs');
}

const here = import.meta.dirname;
let loaded: AppAssets | undefined;

/** Builds (once per process) and returns the application's assets. */
export async function loadAppAssets(): Promise<AppAssets> {
  if (!loaded) {
    // The three bundles are built side by side: the two islands carry pdf.js and take a moment.
    const [script, builder, flowEditor] = await Promise.all([
      bundleAsset(APP_ASSET_PREFIX, path.join(here, 'client', 'app.ts')),
      bundleAsset(APP_ASSET_PREFIX, path.join(here, 'builder', 'client', 'builder.ts')),
      bundleAsset(APP_ASSET_PREFIX, path.join(here, 'templates', 'client', 'flow-editor.ts')),
    ]);
    loaded ??= {
      // The application's sheet: its shared part, then each area's (kept beside the area's pages).
      css: sheetAsset(
        APP_ASSET_PREFIX,
        'app',
        [
          'assets/app.css',
          'requests/requests.css',
          'send/send.css',
          'send/bulk/bulk.css',
          'account/account.css',
          'templates/templates.css',
        ].map((file) => path.join(here, file)),
      ),
      editorCss: fileAsset(APP_ASSET_PREFIX, path.join(here, 'builder', 'builder.css')),
      script,
      builder,
      flowEditor,
      pdfWorker: fileAsset(APP_ASSET_PREFIX, pdfWorkerFile()),
    };
  }
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
