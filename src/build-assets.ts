// The build's second step (scripts/build.mjs; issue 26 item 10): every static file the service
// serves, with its islands bundled and each text file compressed (brotli at its best quality, and
// gzip), written into the build's assets folder, from which the built service reads them
// (platform/http/prebuilt.ts) instead of doing that work while it runs. Each area lists its files;
// a file left out here is still served, compressed by the service on its first request.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundledIslands, namedAsset, type StaticAsset } from './platform/http/client-bundle.ts';
import { compressBest, worthCompressing } from './platform/http/compression.ts';
import { encodedName, MANIFEST, type PrebuiltManifest } from './platform/http/prebuilt.ts';
import { loadPublicLinkAssets, publicLinkAssets } from './public-links/assets.ts';
import { loadInPlaceAssets, signingAssets } from './signing/assets.ts';
import { embedAssets } from './signing/embed/embed.ts';
import { uiAssets } from './ui/assets.ts';
import { loadVerifyAssets, verifyAssets } from './verify/assets.ts';
import { loadAppAssets } from './web/assets.ts';

/** Every static file of every area (one of each name: the pdf.js worker is served by two). */
export async function everyStaticAsset(): Promise<StaticAsset[]> {
  const [app] = await Promise.all([
    loadAppAssets(),
    loadInPlaceAssets(),
    loadVerifyAssets(),
    loadPublicLinkAssets(),
  ]);
  const all = [
    ...Object.values(uiAssets()),
    ...Object.values(app),
    ...signingAssets(),
    ...verifyAssets(),
    ...Object.values(embedAssets()),
    ...publicLinkAssets(),
  ];
  return [...new Map(all.map((asset) => [asset.name, asset])).values()];
}

/** Writes the islands, the compressed forms and, last, the manifest into `dir`; what it wrote. */
export async function writeStaticAssets(dir: string): Promise<{ files: number; bytes: number }> {
  await mkdir(dir, { recursive: true });
  const assets = await everyStaticAsset();
  const written: Array<[string, Buffer]> = [];
  const manifest: PrebuiltManifest = { bundles: {} };
  for (const [entry, body] of await bundledIslands()) {
    const { name } = namedAsset('', path.basename(entry, '.ts'), '.js', body);
    manifest.bundles[entry] = name;
    written.push([name, body]);
  }
  const encodings = ['br', 'gzip'] as const;
  const compressed = await Promise.all(
    assets.filter(worthCompressing).flatMap((asset) =>
      encodings.map(async (encoding) => {
        const body = await compressBest(asset.body, encoding);
        return [encodedName(asset.name, encoding), body] as [string, Buffer];
      }),
    ),
  );
  written.push(...compressed);
  await Promise.all(written.map(([name, body]) => writeFile(path.join(dir, name), body)));
  // The manifest last, and whole: a build cut short leaves the service doing the work itself.
  const partial = path.join(dir, `${MANIFEST}.partial`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, path.join(dir, MANIFEST));
  return { files: written.length, bytes: written.reduce((sum, [, body]) => sum + body.length, 0) };
}
