// Issue 10: what `npm start` runs is the service compiled by scripts/build.mjs, and it loads at start
// only what serving the API needs. The libraries of rendering, sealing and verifying PDFs, of SMTP,
// Redis, the embedded database, object storage and passkeys are loaded on first use (or by a process
// configured to use them): they are about half of an idle server's resident memory. Checked on the
// built bundle itself: the packages that its entry file and the chunks it imports statically import.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { serverEntry } from './helpers.ts';

/** Specifiers a bundle file imports statically (`import … from "x"` and `import "x"`, not `import()`). */
function staticImports(code: string): string[] {
  const found = [
    ...code.matchAll(/^import\s[^;]*?\sfrom\s*"([^"]+)";/gms),
    ...code.matchAll(/^import\s*"([^"]+)";/gm),
  ];
  return found.map((m) => m[1]);
}

/**
 * The packages loaded when the entry file is: its static imports, followed through local chunks. The
 * entry (src/main.ts) imports the server's chunk once tracing is settled, and the server's chunk
 * imports the routes' and the background worker's while the database opens: those are followed too.
 */
async function packagesLoadedAtStart(entry: string): Promise<Set<string>> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    const server = file === entry ? [...code.matchAll(/import\("(\.\/server-[\w-]+\.mjs)"\)/g)] : [];
    if (file === entry) assert.equal(server.length, 1, 'the entry imports the server chunk');
    const serverChunk = /\/server-[\w-]+\.mjs$/.test(file);
    const atStart = serverChunk ? [...code.matchAll(/import\("(\.\/(?:app|worker)-[\w-]+\.mjs)"\)/g)] : [];
    if (serverChunk) assert.equal(atStart.length, 2, 'the server chunk imports the app and the worker');
    for (const specifier of [
      ...staticImports(code),
      ...server.map((m) => m[1]),
      ...atStart.map((m) => m[1]),
    ]) {
      if (specifier.startsWith('./')) await visit(path.join(path.dirname(file), specifier));
      else if (!specifier.startsWith('node:')) {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
    }
  };
  await visit(entry);
  return packages;
}

const LOADED_ON_FIRST_USE = [
  'pdf-lib',
  '@pdf-lib/fontkit',
  '@signpdf/signpdf',
  '@signpdf/placeholder-pdf-lib',
  '@signpdf/signer-p12',
  'pkijs',
  'asn1js',
  'pdfjs-dist',
  'nodemailer',
  'ioredis',
  '@electric-sql/pglite',
  '@aws-sdk/client-s3',
  '@simplewebauthn/server',
  // Images strangers send are read by libvips (src/documents/images.ts), loaded by the first image.
  'sharp',
  // The document-work pool's threads (src/platform/work/pool.ts), started by the first document task.
  'piscina',
  // Tracing: loaded only when an OTLP endpoint is configured (src/main.ts).
  '@opentelemetry/api',
  '@opentelemetry/sdk-node',
  '@opentelemetry/instrumentation',
];

describe('the built service', () => {
  test('loads at start what serving the API needs, and the PDF, mail, Redis, embedded-database and storage libraries on first use', async () => {
    const loaded = await packagesLoadedAtStart(serverEntry());
    // The check sees real imports: the framework and the driver are there.
    for (const needed of ['fastify', 'pg', 'pino'])
      assert.ok(loaded.has(needed), `${needed} is loaded at start`);
    const early = LOADED_ON_FIRST_USE.filter((p) => loaded.has(p));
    assert.deepEqual(early, [], `loaded at start though only some calls need them: ${early.join(', ')}`);
  });
});
