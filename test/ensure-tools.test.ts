// scripts/ensure-tools.mjs, which `npm test` and `.ci/run` run before any test: a missing tool is
// installed when the machine can, else the run stops with one message naming each missing tool and
// the command that installs it. Exercised under a stand-in root directory (CS_TOOLS_ROOT) so that
// nothing on this machine is removed or installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { freePort, PG_ADMIN_URL, ROOT } from './helpers.ts';

const dirs: string[] = [];
after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function fakeRoot(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-tools-root-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'usr/bin'), { recursive: true });
  return dir;
}

function ensureTools(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-tools.mjs')], {
    env: { PATH: '/usr/bin:/bin', PG_ADMIN_URL, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('on this machine every tool is present and PostgreSQL and Redis answer', () => {
  const run = ensureTools({ CS_TOOLS_INSTALL: '0' });
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /are ready/);
});

test('where nothing can be installed, it stops with one message naming each missing tool and its install command', async () => {
  const root = await fakeRoot();
  const run = ensureTools({ CS_TOOLS_ROOT: root });
  assert.equal(run.status, 1);
  assert.equal(run.output.match(/The tests cannot run/g)?.length, 1, run.output);
  assert.match(run.output, /apt-get is not available under/);
  for (const tool of [
    'chromium',
    'pdfsig',
    'pdftotext',
    'pdffonts',
    'pdftoppm',
    'qpdf',
    'openssl',
    'unzip',
    'pg_dump',
    'wqy-zenhei',
    'soffice',
  ]) {
    assert.match(run.output, new RegExp(`\\b${tool}\\b`), `names ${tool}`);
  }
  for (const fix of [
    'chromium',
    'poppler-utils',
    'qpdf',
    'openssl',
    'unzip',
    'postgresql-client',
    'fonts-wqy-zenhei',
    'libreoffice-writer-nogui',
  ]) {
    assert.match(run.output, new RegExp(`fix: apt-get install -y ${fix}\\n`), `tells how to install ${fix}`);
  }
  assert.match(
    run.output,
    /sudo apt-get update && sudo apt-get install -y chromium poppler-utils qpdf openssl unzip postgresql-client fonts-wqy-zenhei libreoffice-writer-nogui\n/,
  );
});

test('a database or Redis that does not answer (and cannot be started) is named with the command that starts it', async () => {
  const [pgPort, redisPort] = [await freePort(), await freePort()];
  const run = ensureTools({
    CS_TOOLS_INSTALL: '0',
    PG_ADMIN_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    TEST_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  });
  assert.equal(run.status, 1);
  assert.match(run.output, /installing is switched off \(CS_TOOLS_INSTALL=0\)/);
  assert.match(run.output, new RegExp(`PostgreSQL is not answering at 127.0.0.1:${pgPort}`));
  assert.match(run.output, /pg_ctlcluster --skip-systemctl-redirect \S+ main start/);
  assert.match(run.output, new RegExp(`Redis is not answering at 127.0.0.1:${redisPort}`));
  assert.match(run.output, new RegExp(`redis-server --daemonize yes --bind 127.0.0.1 --port ${redisPort}`));
});

test('where apt-get is available to root, the missing tools are installed and the run goes on', {
  skip: process.getuid?.() !== 0 && 'installing needs root: run as root to exercise this path',
}, async () => {
  const root = await fakeRoot();
  // A stand-in apt-get that "installs" a package by creating its programs (or its font file) under
  // the stand-in root.
  const programs: Record<string, string[]> = {
    chromium: ['chromium'],
    'poppler-utils': ['pdfsig', 'pdftotext', 'pdffonts', 'pdftoppm'],
    qpdf: ['qpdf'],
    openssl: ['openssl'],
    unzip: ['unzip'],
    'postgresql-client': ['pg_dump'],
    'libreoffice-writer-nogui': ['soffice'],
  };
  const font = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
  const cases = [
    ...Object.entries(programs).map(
      ([pkg, names]) =>
        `    ${pkg}) for p in ${names.join(' ')}; do printf '#!/bin/sh\\n' > "$CS_TOOLS_ROOT/usr/bin/$p"; chmod +x "$CS_TOOLS_ROOT/usr/bin/$p"; done ;;`,
    ),
    `    fonts-wqy-zenhei) mkdir -p "$CS_TOOLS_ROOT${path.dirname(font)}"; : > "$CS_TOOLS_ROOT${font}" ;;`,
  ].join('\n');
  await writeFile(
    path.join(root, 'usr/bin/apt-get'),
    `#!/bin/sh\necho "apt-get $*" >> "$CS_TOOLS_ROOT/apt.log"\n[ "$1" = install ] || exit 0\nfor a in "$@"; do\n  case "$a" in\n${cases}\n  esac\ndone\n`,
  );
  await chmod(path.join(root, 'usr/bin/apt-get'), 0o755);
  const run = ensureTools({ CS_TOOLS_ROOT: root });
  assert.equal(run.status, 0, run.output);
  assert.match(
    run.output,
    /installing chromium poppler-utils qpdf openssl unzip postgresql-client fonts-wqy-zenhei libreoffice-writer-nogui with apt-get/,
  );
  const log = await readFile(path.join(root, 'apt.log'), 'utf8');
  assert.match(
    log,
    /^apt-get update -qq\napt-get install -y -qq --no-install-recommends chromium poppler-utils qpdf openssl unzip postgresql-client fonts-wqy-zenhei libreoffice-writer-nogui\n$/,
  );
});
