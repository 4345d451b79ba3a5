// The operator CLI: a thin wrapper over the operator API for a person at a terminal, plus the
// commands that run parts of the service on their own (`worker`, `migrate`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage: countersign <command> [options]

Operator API (talks to a running service; --url or COUNTERSIGN_URL, default http://127.0.0.1:$PORT;
--token or ADMIN_TOKEN, default the token saved in $DATA_DIR/admin-token):
  workspaces create --name <name> --plan <plan>
  workspaces get <workspaceId>
  workspaces update <workspaceId> [--name <name>] [--plan <plan>] [--retention-days <1-3650|none>]
  workspaces export <workspaceId> > file.zip     everything it holds (requests, templates, members,
                                                audit log, executed documents)
  workspaces delete <workspaceId> --confirm "<workspace name>"
                                                delete it and everything in it (export it first)
  erase-person --workspace <workspaceId> --email <address>
                                                erase every ended request on which the address signs;
                                                lists the requests still in flight
  members add <workspaceId> --email <email> --name <name> [--role owner|member]
  members remove <workspaceId> <memberId>
  keys create <workspaceId> --member <memberId> [--name <name>] [--expires-at <iso>]
  keys list <workspaceId>
  keys revoke <workspaceId> <keyId>
  notifications <workspaceId>
  audit-log <workspaceId> [--limit N] [--offset N]
  mailbox
  clock [--advance <seconds>]           (only with TEST_CLOCK=1)

Service processes (read the same environment as npm start):
  worker                                run the e-mail outbox worker and expiry sweep
  migrate                               apply database migrations and exit

Plans: free, starter, professional, max, team_standard, team_premium, enterprise`;

class UsageError extends Error {}

async function adminToken(given: string | undefined): Promise<string> {
  if (given) return given;
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = path.join(path.resolve(process.env.DATA_DIR || './data'), 'admin-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new UsageError(`No operator token: pass --token, set ADMIN_TOKEN, or run where ${file} exists`);
  }
}

async function call(base: string, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}/admin/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) {
    process.stderr.write(`${res.status} ${refusal(text)}\n`);
    process.exit(1);
  }
  process.stdout.write(text ? `${JSON.stringify(JSON.parse(text), null, 2)}\n` : `${res.status}\n`);
}

/** An error envelope in words: its message and code (e.g. 409 `… is already an active member … (already_member)`). */
function refusal(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string')
      return typeof body.code === 'string' ? `${body.message} (${body.code})` : body.message;
  } catch {
    // Not JSON: shown as it came.
  }
  return text;
}

/** --retention-days: a number of days, or `none` to keep ended requests until erased. */
function retentionDays(value: string): number | null {
  if (value === 'none') return null;
  if (!/^\d+$/.test(value))
    throw new UsageError('--retention-days must be a number of days (1-3650) or none');
  return Number(value);
}

/** Streams a binary answer (the export) to stdout; refuses to write it to a terminal. */
async function download(base: string, token: string, route: string) {
  if (process.stdout.isTTY) throw new UsageError('The export is a ZIP file: redirect it, e.g. > export.zip');
  const res = await fetch(`${base}/admin/v1${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) {
    process.stderr.write(`${res.status} ${await res.text()}\n`);
    process.exit(1);
  }
  const { Readable } = await import('node:stream');
  const { pipeline } = await import('node:stream/promises');
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), process.stdout);
}

/** Deletes a workspace only when --confirm repeats its name exactly. */
async function deleteWorkspace(base: string, token: string, id: string, confirm: string | undefined) {
  const res = await fetch(`${base}/admin/v1/workspaces/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) {
    process.stderr.write(`${res.status} ${await res.text()}\n`);
    process.exit(1);
  }
  const { name } = (await res.json()) as { name: string };
  if (confirm !== name) {
    throw new Error(
      `Deleting workspace ${id} erases everything in it. Repeat its name to confirm: --confirm ${JSON.stringify(name)}`,
    );
  }
  return call(base, token, 'DELETE', `/workspaces/${encodeURIComponent(id)}`);
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Missing ${what}`);
  return value;
}

async function runService(command: 'worker' | 'migrate') {
  const { loadConfig } = await import('../platform/config.ts');
  const { createServices } = await import('../platform/services.ts');
  const services = await createServices(loadConfig());
  if (command === 'migrate') {
    await services.db.close();
    return;
  }
  const { startWorker } = await import('../worker.ts');
  const worker = startWorker(services);
  services.log.info('worker running');
  // A worker process serves no HTTP; METRICS_PORT gives its deliveries and sweeps a scrape target.
  const { startMetricsServer } = await import('../platform/metrics.ts');
  const { metricsPort, metricsHost } = services.config;
  const metrics =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(services.metrics, { port: metricsPort, host: metricsHost }, services.log);
  const stop = async () => {
    await worker.stop();
    await metrics?.close();
    await services.db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

async function main(argv: string[]) {
  const { values: o, positionals: args } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      name: { type: 'string' },
      plan: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      member: { type: 'string' },
      'expires-at': { type: 'string' },
      limit: { type: 'string' },
      offset: { type: 'string' },
      advance: { type: 'string' },
      'retention-days': { type: 'string' },
      confirm: { type: 'string' },
      workspace: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, a, b] = args;
  if (!command || o.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command === 'worker' || command === 'migrate') return runService(command);

  const base = (
    o.url ??
    process.env.COUNTERSIGN_URL ??
    `http://127.0.0.1:${process.env.PORT || 3000}`
  ).replace(/\/+$/, '');
  const token = await adminToken(o.token);
  const api = (method: string, route: string, body?: unknown) => call(base, token, method, route, body);

  switch (`${command} ${sub ?? ''}`.trim()) {
    case 'workspaces create':
      return api('POST', '/workspaces', { name: need(o.name, '--name'), plan: need(o.plan, '--plan') });
    case 'workspaces get':
      return api('GET', `/workspaces/${need(a, 'workspaceId')}`);
    case 'workspaces update':
      return api('PATCH', `/workspaces/${need(a, 'workspaceId')}`, {
        name: o.name,
        plan: o.plan,
        ...(o['retention-days'] === undefined ? {} : { retentionDays: retentionDays(o['retention-days']) }),
      });
    case 'workspaces export':
      return download(base, token, `/workspaces/${need(a, 'workspaceId')}/export`);
    case 'workspaces delete':
      return deleteWorkspace(base, token, need(a, 'workspaceId'), o.confirm);
    case 'members add':
      return api('POST', `/workspaces/${need(a, 'workspaceId')}/members`, {
        email: need(o.email, '--email'),
        name: need(o.name, '--name'),
        ...(o.role ? { role: o.role } : {}),
      });
    case 'members remove':
      return api('DELETE', `/workspaces/${need(a, 'workspaceId')}/members/${need(b, 'memberId')}`);
    case 'keys create':
      return api('POST', `/workspaces/${need(a, 'workspaceId')}/api-keys`, {
        memberId: need(o.member, '--member'),
        ...(o.name ? { name: o.name } : {}),
        ...(o['expires-at'] ? { expiresAt: o['expires-at'] } : {}),
      });
    case 'keys list':
      return api('GET', `/workspaces/${need(a, 'workspaceId')}/api-keys`);
    case 'keys revoke':
      return api('DELETE', `/workspaces/${need(a, 'workspaceId')}/api-keys/${need(b, 'keyId')}`);
    case 'mailbox':
      return api('GET', '/mailbox');
    case 'clock':
      return o.advance ? api('POST', '/clock', { advanceSeconds: Number(o.advance) }) : api('GET', '/clock');
  }
  switch (command) {
    case 'erase-person':
      return api('POST', `/workspaces/${need(o.workspace, '--workspace')}/erase-person`, {
        email: need(o.email, '--email'),
      });
    case 'notifications':
      return api('GET', `/workspaces/${need(sub, 'workspaceId')}/notifications`);
    case 'audit-log':
      return api(
        'GET',
        `/workspaces/${need(sub, 'workspaceId')}/audit-log?limit=${o.limit ?? 25}&offset=${o.offset ?? 0}`,
      );
  }
  throw new UsageError(`Unknown command: ${args.join(' ')}`);
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
