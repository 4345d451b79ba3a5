#!/usr/bin/env node
// Makes sure the machine has what the test suite uses before any test runs; `npm test` and `.ci/run`
// both call it. The Debian tools that judge PDFs and drive the browser (chromium, poppler-utils,
// qpdf, openssl, unzip, pg_dump) and LibreOffice (soffice, which the conversion tests run) are installed with apt-get when missing and the machine can (root with apt-get);
// PostgreSQL and Redis are started with the machine's own commands when they are down. Whatever
// is still missing then stops the run with ONE message naming each tool and the command that
// installs or starts it, so that no test fails (or is skipped) later for a missing tool.
//
// Dependency-free (runs before `npm ci`). For a demonstration or a test without touching the
// machine: CS_TOOLS_ROOT=/some/dir looks for every tool (and apt-get, pg_ctlcluster, redis-server)
// under that directory instead of /, CS_TOOLS_INSTALL=0 never installs or starts anything, and
// PG_ADMIN_URL / TEST_REDIS_URL say where the database and Redis are expected.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const root = path.resolve(process.env.CS_TOOLS_ROOT || '/');
const mayChange = process.env.CS_TOOLS_INSTALL !== '0';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const pgUrl = new URL(process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const redisUrl = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');

/** Each tool the suite runs, where it must be, and the Debian package that brings it. */
const TOOLS = [
  { name: 'chromium', path: '/usr/bin/chromium', pkg: 'chromium', why: 'browser tests (playwright-core)' },
  { name: 'pdfsig', pkg: 'poppler-utils', why: 'checks PDF signatures' },
  { name: 'pdftotext', pkg: 'poppler-utils', why: 'reads PDF text' },
  { name: 'pdffonts', pkg: 'poppler-utils', why: 'checks embedded fonts' },
  { name: 'pdftoppm', pkg: 'poppler-utils', why: 'renders PDF pages' },
  { name: 'qpdf', pkg: 'qpdf', why: 'checks PDF structure' },
  { name: 'openssl', pkg: 'openssl', why: 'checks certificates and CMS' },
  { name: 'unzip', pkg: 'unzip', why: 'tests workspace exports (unzip -t)' },
  { name: 'pg_dump', pkg: 'postgresql-client', why: 'searches a plain dump after an erasure' },
  {
    // Not a program: a face with Chinese, Japanese and Korean, which Debian's Chromium draws those
    // scripts with (a phone has its own); without it the browser tests' screenshots show empty boxes.
    name: 'wqy-zenhei',
    file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
    pkg: 'fonts-wqy-zenhei',
    why: 'Chinese, Japanese and Korean text in the browser tests',
  },
  {
    name: 'soffice',
    pkg: 'libreoffice-writer-nogui',
    why: 'converts Word, OpenDocument and RTF documents to PDF (the service itself runs without it)',
  },
];

const under = (p) => path.join(root, p);
const searchDirs = (process.env.PATH || '/usr/bin:/bin').split(':').filter(Boolean).map(under);

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The tool's path on this machine (under CS_TOOLS_ROOT), or undefined. */
function locate(tool) {
  if (tool.file) return existsSync(under(tool.file)) ? under(tool.file) : undefined;
  if (tool.path) return executable(under(tool.path)) ? under(tool.path) : undefined;
  return searchDirs.map((dir) => path.join(dir, tool.name)).find(executable);
}

function program(name) {
  return [under(`/usr/bin/${name}`), under(`/usr/sbin/${name}`), under(`/bin/${name}`)].find(executable);
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', ...extraEnv },
  });
  return result.status === 0;
}

const aptGet = program('apt-get');
const canInstall = mayChange && isRoot && Boolean(aptGet);
let aptUpdated = false;

function aptInstall(packages) {
  if (!canInstall || packages.length === 0) return false;
  process.stdout.write(`ensure-tools: installing ${packages.join(' ')} with apt-get\n`);
  if (!aptUpdated) {
    run(aptGet, ['update', '-qq']);
    aptUpdated = true;
  }
  return run(aptGet, ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

/** Answers whether a PostgreSQL server speaks at host:port (an SSLRequest gets 'S' or 'N'). */
function postgresAnswers(host, port) {
  return probe(host, port, Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]), (data) =>
    ['S', 'N'].includes(data.subarray(0, 1).toString('latin1')),
  );
}

/** Answers whether a Redis server speaks at host:port (PING gets +PONG, or -NOAUTH with a password). */
function redisAnswers(host, port) {
  return probe(host, port, Buffer.from('PING\r\n'), (data) => /^(\+PONG|-NOAUTH)/.test(data.toString()));
}

function probe(host, port, hello, judge) {
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write(hello));
    socket.on('data', (data) => done(judge(data)));
  });
}

async function waitUntil(check, seconds) {
  if (seconds === 0) return check();
  for (let i = 0; i < seconds * 4; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const isLoopback = (host) => ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);
const problems = [];

// 1. Debian tools.
let missing = TOOLS.filter((tool) => !locate(tool));
if (missing.length > 0 && aptInstall([...new Set(missing.map((t) => t.pkg))])) {
  missing = TOOLS.filter((tool) => !locate(tool));
}
for (const pkg of new Set(missing.map((t) => t.pkg))) {
  const tools = missing.filter((t) => t.pkg === pkg);
  const names = tools.map((t) => (t.path ? `${t.name} (${t.path})` : t.name)).join(', ');
  problems.push({
    what: `${names}: ${tools.map((t) => t.why).join('; ')}`,
    fix: `apt-get install -y ${pkg}`,
    pkg,
  });
}

// 2. PostgreSQL: the suite makes a database per test file on PG_ADMIN_URL.
const pgHost = pgUrl.hostname || '127.0.0.1';
const pgPort = pgUrl.port || '5432';
if (!(await postgresAnswers(pgHost, pgPort))) {
  const ctl = program('pg_ctlcluster');
  const versions = (() => {
    try {
      return readdirSync(under('/etc/postgresql')).sort();
    } catch {
      return [];
    }
  })();
  const version = versions.at(-1);
  const startCommand = `pg_ctlcluster --skip-systemctl-redirect ${version ?? '<version>'} main start`;
  const local = isLoopback(pgHost) && pgPort === '5432';
  const starting = Boolean(mayChange && local && ctl && version);
  if (starting) {
    process.stdout.write(`ensure-tools: starting PostgreSQL ${version}\n`);
    run(ctl, ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  if (!(await waitUntil(() => postgresAnswers(pgHost, pgPort), starting ? 30 : 0))) {
    problems.push({
      what: `PostgreSQL is not answering at ${pgHost}:${pgPort} (user postgres, trust auth; PG_ADMIN_URL overrides)`,
      fix: ctl && version ? startCommand : `apt-get install -y postgresql && ${startCommand}`,
      pkg: ctl ? undefined : 'postgresql',
    });
  }
}

// 3. Redis: the rate-limit tests share counters through it.
const redisHost = redisUrl.hostname || '127.0.0.1';
const redisPort = redisUrl.port || '6379';
if (!(await redisAnswers(redisHost, redisPort))) {
  const local = isLoopback(redisHost);
  if (local && mayChange && !program('redis-server')) aptInstall(['redis-server']);
  const server = program('redis-server');
  const startArgs = [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    redisPort,
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  const starting = Boolean(local && mayChange && server);
  if (starting) {
    process.stdout.write('ensure-tools: starting Redis\n');
    run(server, startArgs);
  }
  if (!(await waitUntil(() => redisAnswers(redisHost, redisPort), starting ? 30 : 0))) {
    const start = `redis-server --daemonize yes --bind 127.0.0.1 --port ${redisPort} --save "" --appendonly no`;
    problems.push({
      what: `Redis is not answering at ${redisHost}:${redisPort}`,
      fix: server ? start : `apt-get install -y redis-server && ${start}`,
      pkg: server ? undefined : 'redis-server',
    });
  }
}

if (problems.length > 0) {
  const why = !mayChange
    ? 'installing is switched off (CS_TOOLS_INSTALL=0)'
    : !isRoot
      ? 'this user is not root'
      : !aptGet
        ? `apt-get is not available${root === '/' ? '' : ` under ${root}`}`
        : 'installing or starting them failed (see above)';
  const packages = [...new Set(problems.map((p) => p.pkg).filter(Boolean))];
  const lines = [
    '',
    `The tests cannot run: ${problems.length === 1 ? 'one thing is' : `${problems.length} things are`} missing, and ${why}.`,
    ...problems.map((p) => `  - ${p.what}\n      fix: ${p.fix}`),
    ...(packages.length
      ? [
          'Install every missing package at once with:',
          `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
        ]
      : []),
    '',
  ];
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `ensure-tools: ${TOOLS.map((t) => t.name).join(', ')}, PostgreSQL ${pgHost}:${pgPort} and Redis ${redisHost}:${redisPort} are ready\n`,
);
