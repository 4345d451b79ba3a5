// Issue 8, defect 9: the project promises Node ≥ 20 (package.json engines) and the machines run
// Node 20, so every package the lock file installs must support the Node that runs this suite, and
// `npm ci` must not warn EBADENGINE. Read from package-lock.json, which records each package's
// declared engines.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';
import { ROOT } from './helpers.ts';

const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};

test('every installed package supports the Node version that runs it', () => {
  const refused = Object.entries(lock.packages)
    .filter(([name, p]) => name && p.engines && !Array.isArray(p.engines) && p.engines.node)
    .filter(([, p]) => !semver.satisfies(process.version, (p.engines as { node: string }).node))
    .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
  assert.deepEqual(refused, []);
});

test('and the lowest Node the project promises', () => {
  const lowest = semver.minVersion(manifest.engines.node)!;
  const refused = Object.entries(lock.packages)
    .filter(([name, p]) => name && p.engines && !Array.isArray(p.engines) && p.engines.node)
    .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
    .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
  assert.deepEqual(refused, []);
});
