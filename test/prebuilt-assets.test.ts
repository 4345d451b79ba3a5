// Issue 26 item 10: text assets are compressed at build. scripts/build.mjs writes the client islands
// and a brotli and a gzip form of every text file the service serves into the build's assets folder,
// and the built service sends those files: it neither bundles nor compresses them while it runs. A
// build without its manifest (cut short) leaves the service doing the work itself, correctly.
import assert from 'node:assert/strict';
import { cp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { everyStaticAsset } from '../src/build-assets.ts';
import { worthCompressing } from '../src/platform/http/compression.ts';
import { encodedName } from '../src/platform/http/prebuilt.ts';
import { DB_KIND, serverEntry, spawnServer } from './helpers.ts';
import { decoded, raw } from './raw-http.ts';

/** Where the build under test lives: a copy of the suite's build, so that it may be altered. */
let copy: string;
let assetsDir: string;
const dataDirs: string[] = [];

before(async () => {
  // Beside the original: the build finds the sources by paths relative to itself.
  const build = path.dirname(serverEntry());
  copy = path.join(path.dirname(build), `prebuilt-${process.pid}`);
  await cp(build, copy, { recursive: true });
  assetsDir = path.join(copy, 'assets');
});
after(async () => {
  await rm(copy, { recursive: true, force: true });
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function startCopy() {
  const dataDir = path.join(tmpdir(), `cs-prebuilt-${process.pid}-${dataDirs.length}`);
  dataDirs.push(dataDir);
  return spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, path.join(copy, 'server.mjs'));
}

/** The text assets a page links (stylesheets and scripts under /assets/ or /app/assets/). */
function linked(page: string): string[] {
  return [...page.matchAll(/(?:href|src)="(\/(?:app\/)?assets\/[^"]+\.(?:css|m?js))"/g)].map((m) => m[1]);
}

describe('the build', () => {
  test('bundles every island and compresses every text file the service serves, both forms decoding to the file', async () => {
    const manifest = JSON.parse(await readFile(path.join(assetsDir, 'manifest.json'), 'utf8'));
    // The same islands and files, with the same names, as the sources make while they run.
    const assets = await everyStaticAsset();
    const islands = Object.keys(manifest.bundles).sort();
    assert.deepEqual(islands, [
      'src/public-links/client/public-form.ts',
      'src/signing/client/field-types.ts',
      'src/signing/client/form-guide.ts',
      'src/signing/client/in-place.ts',
      'src/signing/client/phone.ts',
      'src/verify/assets/verify.ts',
      'src/web/builder/client/builder.ts',
      'src/web/client/app.ts',
      'src/web/templates/client/flow-editor.ts',
    ]);
    const names = new Set(assets.map((asset) => asset.name));
    for (const island of islands)
      assert.ok(names.has(manifest.bundles[island]), `${island}'s bundle is served`);
    const text = assets.filter(worthCompressing);
    assert.ok(text.length >= 12, `${text.length} text files`);
    for (const asset of text) {
      const br = await readFile(path.join(assetsDir, encodedName(asset.name, 'br')));
      const gz = await readFile(path.join(assetsDir, encodedName(asset.name, 'gzip')));
      assert.ok(brotliDecompressSync(br).equals(asset.body), `${asset.name}.br decodes to the file`);
      assert.ok(gunzipSync(gz).equals(asset.body), `${asset.name}.gz decodes to the file`);
      assert.ok(br.length < asset.body.length * 0.6, `${asset.name} is smaller in brotli`);
    }
    // Nothing else: no form of a file the service does not serve.
    const expected = new Set([
      'manifest.json',
      ...Object.values(manifest.bundles as Record<string, string>),
      ...text.flatMap((asset) => [encodedName(asset.name, 'br'), encodedName(asset.name, 'gzip')]),
    ]);
    assert.deepEqual(
      (await readdir(assetsDir)).filter((file) => !expected.has(file)),
      [],
    );
  });
});

// The built service runs on its embedded database here; what is checked does not depend on it.
describe('the built service', { skip: DB_KIND !== 'pglite' && 'run once, in the PGlite pass' }, () => {
  test('sends the forms the build wrote: a form altered on disk is what arrives', async () => {
    const server = await startCopy();
    try {
      const stylesheets = linked(await (await fetch(`${server.url}/verify`)).text()).filter((u) =>
        u.endsWith('.css'),
      );
      const shell = stylesheets.find((u) => u.includes('/assets/ui/countersign.'));
      assert.ok(shell, `the shell's stylesheet is linked: ${stylesheets.join(', ')}`);
      const name = path.basename(shell);
      // Forms no compressor would make of this file: only a service reading the build sends them.
      await writeFile(
        path.join(assetsDir, encodedName(name, 'br')),
        brotliCompressSync('/* from the build (br) */'),
      );
      await writeFile(
        path.join(assetsDir, encodedName(name, 'gzip')),
        gzipSync('/* from the build (gzip) */'),
      );
      const br = await raw(server.url + shell, 'br');
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(decoded(br).toString(), '/* from the build (br) */');
      const gz = await raw(server.url + shell, 'gzip');
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(decoded(gz).toString(), '/* from the build (gzip) */');
    } finally {
      await server.stop();
    }
  });

  test('without the manifest (a build cut short) it bundles and compresses itself, and every linked file decodes right', async () => {
    await unlink(path.join(assetsDir, 'manifest.json'));
    const server = await startCopy();
    try {
      const pages = await Promise.all(
        ['/verify', '/app/sign-in'].map(async (page) => (await fetch(server.url + page)).text()),
      );
      const urls = [...new Set(pages.flatMap(linked))];
      assert.ok(urls.length >= 4, urls.join(', '));
      for (const url of urls) {
        const plain = await raw(server.url + url);
        assert.equal(plain.status, 200, url);
        for (const encoding of ['br', 'gzip']) {
          const answer = await raw(server.url + url, encoding);
          if (plain.body.length >= 1024) assert.equal(answer.headers['content-encoding'], encoding, url);
          assert.ok(decoded(answer).equals(plain.body), `${url} in ${encoding}`);
        }
      }
    } finally {
      await server.stop();
    }
  });
});
