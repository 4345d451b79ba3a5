// Imports only point down (issue 22): every module of src/ belongs to a layer, and may import its own
// layer and the layers below, never one above; no set of modules imports each other in a circle
// (type imports included: a circle of types is a circle of meaning). The layers, bottom up:
//   0 platform/                        infrastructure every feature uses
//   1 the domain, the mail layer and the shell: i18n, templates, requests, seal, audit, workspaces,
//     auth, lifecycle, mail (its outbox is written inside the domain's transactions), documents
//     (Word, OpenDocument, RTF and images made into PDFs), ui (the one layout, stylesheet and shared
//     client code), health, events (the change feed)
//   2 features that render pages of their own: members, signing, verify
//   3 web (the workspace application)
//   4 the top: main.ts (the entry: tracing, then the server), app.ts, server.ts, worker.ts,
//     build-assets.ts (the build's asset step), admin/, cli/
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './helpers.ts';

const SRC = path.join(ROOT, 'src');
const LAYERS: Array<[number, string[]]> = [
  [0, ['platform']],
  [
    1,
    [
      'i18n',
      'templates',
      'requests',
      'seal',
      'audit',
      'workspaces',
      'auth',
      'lifecycle',
      'mail',
      'ui',
      'health',
      'branding',
      'documents',
      'events',
    ],
  ],
  [2, ['members', 'signing', 'verify', 'public-links']],
  [3, ['web']],
  [
    4,
    [
      'main.ts',
      'app.ts',
      'server.ts',
      'worker.ts',
      'build-assets.ts',
      'document-worker.ts',
      'document-tasks.ts',
      'server-documents.ts',
      'admin',
      'cli',
    ],
  ],
];

function layerOf(file: string): number {
  const top = path.relative(SRC, file).split(path.sep)[0];
  const found = LAYERS.find(([, names]) => names.includes(top));
  if (!found) throw new Error(`${path.relative(ROOT, file)} belongs to no layer: add its folder to LAYERS`);
  return found[0];
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files of src/ a module imports (static, dynamic and type imports, and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s))
    .filter((target) => target.startsWith(SRC));
}

const files = sources(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const rel = (file: string) => path.relative(ROOT, file);

test('every module of src/ belongs to a layer', () => {
  for (const file of files) layerOf(file);
});

test('no import runs from a lower layer to a higher one', () => {
  const upward: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (layerOf(target) > layerOf(file)) {
        upward.push(
          `${rel(file)} (layer ${layerOf(file)}) imports ${rel(target)} (layer ${layerOf(target)})`,
        );
      }
    }
  }
  assert.deepEqual(upward, []);
});

test('no modules import each other in a circle', () => {
  // Tarjan's strongly connected components: each component of more than one file is a circle.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!indexOf.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, indexOf.get(target)!));
      }
    }
    if (low.get(file) === indexOf.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(rel(member));
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of files) if (!indexOf.has(file)) visit(file);
  assert.deepEqual(circles, []);
});

test('the check sees imports: it finds the ones it must', () => {
  // The test would pass vacuously on a parser that finds nothing.
  const app = graph.get(path.join(SRC, 'app.ts')) ?? [];
  assert.ok(app.some((t) => t.endsWith(path.join('requests', 'routes.ts'))));
  assert.ok([...graph.values()].flat().length > 300);
});
