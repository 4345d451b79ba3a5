// Issue 26 item 5: the operator's CLI. --version; the lists as tables and as the API's JSON; every
// error one sentence and a non-zero exit (a URL nobody answers names itself and how to point
// elsewhere); `countersign doctor`: one line per check, ok on a good configuration, a failed line
// for an SMTP server, a bucket or a Redis nobody answers and for an expired sealing certificate.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { lockDataDir } from '../src/platform/db/data-dir-lock.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  DB_KIND,
  freePort,
  ROOT,
  spawnServer,
  startTestApp,
  type Tenant,
  type TestApp,
  waitFor,
} from './helpers.ts';
import { type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import { cleanupAtEnd } from './process-support.ts';
import { sharedS3Peer } from './s3-peer.ts';

const exec = promisify(execFile);
interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as an operator would (bin/countersign.mjs) with only the given environment. */
async function cli(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      [path.join(ROOT, 'bin/countersign.mjs'), ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const cleanup = cleanupAtEnd();

test('--version prints the version of package.json', async () => {
  const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'));
  const ran = await cli(['--version']);
  assert.equal(ran.code, 0);
  assert.equal(ran.stdout, `${version}\n`);
});

describe('the lists and the errors, against a running service', () => {
  let t: TestApp;
  let tenant: Tenant;
  let env: Record<string, string>;
  before(async () => {
    t = await startTestApp();
    cleanup.push(() => t.close());
    tenant = await createTenant(t, 'max');
    await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'bo@acme.test',
      name: 'Bo Member',
    });
    env = { COUNTERSIGN_URL: t.url, ADMIN_TOKEN };
  });

  test('workspaces list: a table by default, the API JSON with --json', async () => {
    const table = await cli(['workspaces', 'list'], env);
    assert.equal(table.code, 0, table.stderr);
    const lines = table.stdout.trimEnd().split('\n');
    assert.match(lines[0], /^ID\s+NAME\s+PLAN\s+RETENTION DAYS\s+CREATED$/);
    assert.match(
      lines[1],
      new RegExp(`^${tenant.workspaceId}\\s+Acme\\s+max\\s+-\\s+\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$`),
    );
    const json = await cli(['workspaces', 'list', '--json'], env);
    const parsed = JSON.parse(json.stdout);
    assert.deepEqual(parsed, (await t.admin('GET', '/workspaces?limit=100&offset=0')).body);
    assert.equal(parsed.total, 1);
    assert.equal(parsed.workspaces[0].id, tenant.workspaceId);
  });

  test('members list and keys list: tables, and --json as the API answers', async () => {
    const members = await cli(['members', 'list', tenant.workspaceId], env);
    assert.equal(members.code, 0, members.stderr);
    assert.match(members.stdout, /^ID\s+EMAIL\s+NAME\s+ROLE\s+STATUS\s+JOINED\s+LAST SIGN-IN\n/);
    assert.match(members.stdout, /owner@acme\.test\s+Owner\s+owner\s+active/);
    assert.match(members.stdout, /bo@acme\.test\s+Bo Member\s+member\s+active/);
    const membersJson = JSON.parse(
      (await cli(['members', 'list', tenant.workspaceId, '--json'], env)).stdout,
    );
    assert.deepEqual(membersJson, (await t.admin('GET', `/workspaces/${tenant.workspaceId}/members`)).body);
    assert.equal(membersJson.members.length, 2);

    const keys = await cli(['keys', 'list', tenant.workspaceId], env);
    assert.equal(keys.code, 0, keys.stderr);
    assert.match(keys.stdout, /^ID\s+NAME\s+KEY\s+MEMBER\s+SCOPES\s+STATE\s+CREATED\s+EXPIRES\s+LAST USED\n/);
    assert.match(
      keys.stdout,
      new RegExp(
        `${tenant.apiKeyId}\\s+-\\s+…${tenant.apiKey.slice(-4)}\\s+${tenant.memberId}\\s+all\\s+active`,
      ),
    );
    assert.doesNotMatch(keys.stdout, new RegExp(tenant.apiKey));
    const keysJson = JSON.parse((await cli(['keys', 'list', tenant.workspaceId, '--json'], env)).stdout);
    assert.deepEqual(keysJson, (await t.admin('GET', `/workspaces/${tenant.workspaceId}/api-keys`)).body);
  });

  test('keys create --scopes makes a key limited to them; keys list shows them (issue 35)', async () => {
    const created = await cli(
      [
        'keys',
        'create',
        tenant.workspaceId,
        '--member',
        tenant.memberId,
        '--name',
        'Reader',
        '--scopes',
        'submissions:read,documents:read',
      ],
      env,
    );
    assert.equal(created.code, 0, created.stderr);
    const key = JSON.parse(created.stdout);
    assert.deepEqual(key.scopes, ['submissions:read', 'documents:read']);
    const keys = await cli(['keys', 'list', tenant.workspaceId], env);
    assert.match(
      keys.stdout,
      new RegExp(`${key.id}\\s+Reader\\s+\\S+\\s+\\S+\\s+submissions:read,documents:read\\s+active`),
    );
    const refused = await cli(
      ['keys', 'create', tenant.workspaceId, '--member', tenant.memberId, '--scopes', 'submissions:admin'],
      env,
    );
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^400 .*scopes/);
  });

  test('workspaces confirm-domain: the pending single sign-on domain, when an owner has an address there', async () => {
    await t.services.db.query(
      `UPDATE workspaces SET sso_join_domain = 'acme.test', sso_join_domain_token = 'cli-token' WHERE id = $1`,
      [tenant.workspaceId],
    );
    const refused = await cli(['workspaces', 'confirm-domain', tenant.workspaceId, 'other.test'], env);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^409 The workspace's auto-join domain is not this one/);
    const confirmed = await cli(['workspaces', 'confirm-domain', tenant.workspaceId, 'acme.test'], env);
    assert.equal(confirmed.code, 0, confirmed.stderr);
    const answer = JSON.parse(confirmed.stdout);
    assert.equal(answer.domain, 'acme.test');
    assert.equal(answer.state, 'verified');
    assert.equal(answer.verifiedBy, 'operator');
  });

  test('an unknown workspace is the API message in one line, exit 1; a command typed wrong exits 2', async () => {
    const missing = await cli(['members', 'list', 'ws_nope'], env);
    assert.equal(missing.code, 1);
    assert.equal(missing.stderr, '404 Workspace not found\n');
    const badToken = await cli(['workspaces', 'list'], { ...env, ADMIN_TOKEN: 'wrong-token-0123456789' });
    assert.equal(badToken.code, 1);
    assert.match(
      badToken.stderr,
      /^401 Missing or invalid operator token: pass the operator token with --token or ADMIN_TOKEN\n$/,
    );
    const typo = await cli(['members', 'list'], env);
    assert.equal(typo.code, 2);
    assert.equal(typo.stderr, 'Missing workspaceId. Run "countersign --help" for the commands.\n');
    const unknown = await cli(['workspaces', 'frobnicate'], env);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /^Unknown command: workspaces frobnicate\. Run "countersign --help"/);
  });

  test('a URL nobody answers: the URL tried and how to point elsewhere, in one sentence', async () => {
    const port = await freePort();
    for (const how of [['--url', `http://127.0.0.1:${port}`], []]) {
      const ran = await cli(['workspaces', 'list', ...how], {
        ADMIN_TOKEN,
        ...(how.length ? {} : { COUNTERSIGN_URL: `http://127.0.0.1:${port}/` }),
      });
      assert.equal(ran.code, 1);
      assert.equal(
        ran.stderr,
        `Could not reach the Countersign service at http://127.0.0.1:${port} (nothing is listening there). ` +
          'Start it, or point the CLI at it with --url <url> or the COUNTERSIGN_URL environment variable.\n',
      );
      assert.equal(ran.stdout, '');
    }
  });
});

describe('DATA_DIR alone points the CLI at the service started on it; --print (issue 44 item 9)', () => {
  test('the service records its address in DATA_DIR; the CLI with only DATA_DIR reaches it; --print id', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cs-cli-url-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await spawnServer({ DATA_DIR: dataDir, ADMIN_TOKEN });
    cleanup.push(() => server.stop());
    // Written once listening, beside /healthz's first answer: waited for.
    const recorded = await waitFor(
      () => readFile(path.join(dataDir, 'service-url'), 'utf8').catch(() => undefined),
      'the service URL in DATA_DIR',
    );
    assert.equal(recorded?.trim(), server.url);
    // No URL, no PORT, no token: DATA_DIR says where the service is, and its admin-token file is read.
    await writeFile(path.join(dataDir, 'admin-token'), ADMIN_TOKEN);
    const made = await cli(
      ['workspaces', 'create', '--name', 'Acme', '--plan', 'professional', '--print', 'id'],
      {
        DATA_DIR: dataDir,
      },
    );
    assert.equal(made.code, 0, made.stderr);
    assert.match(made.stdout, /^ws_[A-Za-z0-9]+\n$/, 'the id alone, for WS=$(…)');
    const box = await cli(['mailbox'], { DATA_DIR: dataDir });
    assert.equal(box.code, 0, box.stderr);
    assert.ok(Array.isArray(JSON.parse(box.stdout).messages));
    const missing = await cli(['workspaces', 'get', made.stdout.trim(), '--print', 'nothing'], {
      DATA_DIR: dataDir,
    });
    assert.equal(missing.code, 1);
    assert.equal(missing.stdout, '');
    assert.match(missing.stderr, /no property "nothing"/);
    // Stopped: the CLI names the recorded URL it could not reach, and prints nothing for a pipe.
    await server.stop();
    const gone = await cli(
      ['workspaces', 'create', '--name', 'B', '--plan', 'professional', '--print', 'id'],
      {
        DATA_DIR: dataDir,
      },
    );
    assert.equal(gone.code, 1);
    assert.equal(gone.stdout, '');
    assert.match(gone.stderr, new RegExp(`Could not reach the Countersign service at ${server.url}`));
  });
});

/** A PKCS#12 with an RSA key and a self-signed certificate valid between the two dates. */
async function certificateFile(dir: string, name: string, notBefore: Date, notAfter: Date) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const subject = [{ name: 'commonName', value: `Doctor ${name}` }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], 'pw', { algorithm: '3des' });
  const file = path.join(dir, `${name}.p12`);
  await writeFile(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return file;
}

const DAY = 86_400_000;

describe('countersign doctor', () => {
  let smtp: SmtpPeer;
  let base: Record<string, string>;
  let dir: string;
  before(async () => {
    dir = await cleanup.tempDir('cs-doctor-');
    smtp = await startSmtpPeer();
    cleanup.push(() => smtp.close());
    const { storeUrl } = await (await sharedS3Peer()).bucket();
    const now = Date.now();
    const dataDir = path.join(dir, 'data');
    base = {
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DOCUMENT_STORE_URL: storeUrl,
      SMTP_URL: smtp.url,
      SIGNING_CERT_FILE: await certificateFile(dir, 'good', new Date(now - DAY), new Date(now + 365 * DAY)),
      SIGNING_CERT_PASSWORD: 'pw',
    };
    if (DB_KIND === 'postgres') {
      const t = await startTestApp();
      cleanup.push(() => t.close());
      base.DATABASE_URL = t.databaseUrl!;
    } else {
      // A migrated embedded database that no process holds.
      const migrated = await cli(['migrate'], { DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'warn' });
      assert.equal(migrated.code, 0, migrated.stderr);
    }
  });

  const lineOf = (out: string, check: string) =>
    out.split('\n').find((l) => l.split(/\s+/)[1] === check) ?? '';

  test('a good configuration: every check ok, exit 0', async () => {
    const ran = await cli(['doctor'], base);
    assert.equal(ran.code, 0, ran.stdout + ran.stderr);
    for (const check of ['configuration', 'database', 'redis', 's3', 'smtp', 'certificate', 'converter'])
      assert.match(lineOf(ran.stdout, check), /^ok\s/, `${check}: ${ran.stdout}`);
    assert.match(lineOf(ran.stdout, 'database'), /migrations applied/);
    // LibreOffice from PATH (scripts/ensure-tools.mjs installs it for the tests).
    assert.match(lineOf(ran.stdout, 'converter'), /^ok\s+converter\s+LibreOffice converts .*: \/\S*soffice$/);
    assert.match(lineOf(ran.stdout, 's3'), /a probe object was written and deleted/);
    assert.match(ran.stdout, /No check failed\.\n$/);
  });

  test('SMTP, S3 and Redis nobody answers, and an expired certificate: a failed line each, exit 1', async () => {
    const [smtpPort, s3Port, redisPort] = [await freePort(), await freePort(), await freePort()];
    const now = Date.now();
    const ran = await cli(['doctor'], {
      ...base,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DOCUMENT_STORE_URL: `s3://doctor-bucket?endpoint=http://127.0.0.1:${s3Port}&pathStyle=1`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SIGNING_CERT_FILE: await certificateFile(
        dir,
        'expired',
        new Date(now - 400 * DAY),
        new Date(now - DAY),
      ),
    });
    assert.equal(ran.code, 1);
    assert.match(lineOf(ran.stdout, 'configuration'), /^ok\s/);
    assert.match(lineOf(ran.stdout, 'database'), /^ok\s/);
    assert.match(
      lineOf(ran.stdout, 'smtp'),
      new RegExp(`^failed\\s+smtp\\s+smtp://127\\.0\\.0\\.1:${smtpPort}/?: .*ECONNREFUSED`),
    );
    assert.match(
      lineOf(ran.stdout, 's3'),
      new RegExp(`^failed\\s+s3\\s+cannot reach bucket doctor-bucket at http://127\\.0\\.0\\.1:${s3Port}`),
    );
    assert.match(
      lineOf(ran.stdout, 'redis'),
      new RegExp(`^failed\\s+redis\\s+redis://127\\.0\\.0\\.1:${redisPort}/? cannot be reached`),
    );
    assert.match(
      lineOf(ran.stdout, 'certificate'),
      /^failed\s+certificate\s+CN=Doctor expired .* expired on \d{4}-/,
    );
    assert.match(ran.stdout, /4 check\(s\) failed\.\n$/);
  });

  test('a certificate expiring within 30 days is a warning; a bad setting fails the configuration alone', async () => {
    const now = Date.now();
    const soon = await cli(['doctor'], {
      ...base,
      SIGNING_CERT_FILE: await certificateFile(dir, 'soon', new Date(now - DAY), new Date(now + 10 * DAY)),
    });
    assert.equal(soon.code, 0);
    assert.match(
      lineOf(soon.stdout, 'certificate'),
      /^warning\s+certificate\s+CN=Doctor soon .* expires in (9|10) days/,
    );

    // No LibreOffice where SOFFICE_PATH points: a warning naming it (the service runs without it).
    const noConverter = await cli(['doctor'], { ...base, SOFFICE_PATH: path.join(dir, 'no-soffice') });
    assert.equal(noConverter.code, 0, noConverter.stdout);
    assert.match(
      lineOf(noConverter.stdout, 'converter'),
      /^warning\s+converter\s+SOFFICE_PATH \S+no-soffice is not an executable file: .*conversion_unavailable/,
    );
    const notOnPath = await cli(['doctor'], { ...base, PATH: dir });
    assert.equal(notOnPath.code, 0, notOnPath.stdout);
    assert.match(
      lineOf(notOnPath.stdout, 'converter'),
      /^warning\s+converter\s+no soffice on PATH: .*libreoffice-writer-nogui or set SOFFICE_PATH$/,
    );
    const relative = await cli(['doctor'], { ...base, SOFFICE_PATH: 'soffice' });
    assert.equal(relative.code, 1);
    assert.match(
      relative.stdout,
      /Invalid configuration: SOFFICE_PATH must be an absolute path to soffice, got "soffice"/,
    );

    const bad = await cli(['doctor'], { ...base, RATE_LIMIT_PER_IP: 'lots' });
    assert.equal(bad.code, 1);
    assert.equal(
      bad.stdout,
      'failed   configuration  Invalid configuration: RATE_LIMIT_PER_IP must be a whole number, got "lots"\n',
    );
  });

  test('the embedded database held by the running service is skipped with a line saying so', {
    skip: DB_KIND !== 'pglite' && 'the embedded database is the PGlite pass',
  }, async () => {
    const lock = await lockDataDir(base.DATA_DIR, 'the test');
    try {
      const ran = await cli(['doctor'], base);
      assert.equal(ran.code, 0);
      assert.match(
        lineOf(ran.stdout, 'database'),
        new RegExp(
          `^skipped\\s+database\\s+the embedded database in .* is held by process ${process.pid} \\(the running service\\); it checks it itself: GET /readyz`,
        ),
      );
    } finally {
      await lock.release();
    }
  });

  test('no embedded database yet is a warning, not a failure', {
    skip: DB_KIND !== 'pglite' && 'PGlite pass',
  }, async () => {
    const empty = path.join(dir, 'empty');
    await mkdir(empty);
    const ran = await cli(['doctor'], { ...base, DATA_DIR: empty });
    assert.equal(ran.code, 0);
    assert.match(lineOf(ran.stdout, 'database'), /^warning\s+database\s+no embedded database in .* yet/);
  });
});
