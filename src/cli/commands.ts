// The operator API commands: one function per command line, each a call (or a few) to /admin/v1.
// Lists print a table unless --json asks for the API's JSON; everything else prints the API's JSON.
import { SCOPES } from '../auth/scopes.ts';
import { adminFetch, api, type Target } from './client.ts';
import { CliError, UsageError } from './errors.ts';
import { printJson, printTable } from './output.ts';

export interface Options {
  [name: string]: string | boolean | undefined;
  json?: boolean;
}

function need(value: string | boolean | undefined, what: string): string {
  if (typeof value !== 'string' || !value) throw new UsageError(`Missing ${what}`);
  return value;
}

const id = (value: string | undefined, what: string) => encodeURIComponent(need(value, what));
const str = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

/** --limit / --offset: whole numbers, passed on as the API's paging. */
function paging(o: Options, defaultLimit: number): string {
  const limit = str(o.limit) ?? String(defaultLimit);
  const offset = str(o.offset) ?? '0';
  for (const [name, value] of [
    ['--limit', limit],
    ['--offset', offset],
  ]) {
    if (!/^\d+$/.test(value))
      throw new UsageError(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  }
  return `limit=${limit}&offset=${offset}`;
}

/** --retention-days: a number of days, or `none` to keep ended requests until erased. */
function retentionDays(value: string): number | null {
  if (value === 'none') return null;
  if (!/^\d+$/.test(value))
    throw new UsageError('--retention-days must be a number of days (1-3650) or none');
  return Number(value);
}

type Row = Record<string, unknown>;
/** `--scopes submissions:read,documents:read`: the server checks each name (400 naming the bad one). */
const scopeList = (value: string) =>
  value
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);

const col = (title: string, key: string) => ({ title, value: (r: Row) => r[key] });

async function show(target: Target, method: string, route: string, body?: unknown) {
  const answer = await api(target, method, route, body);
  if (answer === null) process.stdout.write('Done.\n');
  else printJson(answer);
}

/** Streams a binary answer (the export) to stdout; refuses to write it to a terminal. */
async function download(target: Target, route: string) {
  if (process.stdout.isTTY) throw new UsageError('The export is a ZIP file: redirect it, e.g. > export.zip');
  const res = await adminFetch(target, route);
  const { Readable } = await import('node:stream');
  const { pipeline } = await import('node:stream/promises');
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), process.stdout);
}

/**
 * `mailbox --save DIR`: each message of the local mailbox (the newest 1000) as the .eml file the SMTP
 * path would have sent, HTML, From name and attachments included, for any e-mail program to open.
 */
async function saveMailbox(target: Target, dir: string) {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const { messages } = await api<{ messages: Array<{ id: string; createdAt: string }> }>(
    target,
    'GET',
    '/mailbox?limit=1000',
  );
  await mkdir(dir, { recursive: true });
  for (const message of messages) {
    const res = await adminFetch(target, `/mailbox/${encodeURIComponent(message.id)}/eml`);
    const stamp = message.createdAt.replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${message.id.replace(/[^\w-]/g, '')}.eml`);
    await writeFile(file, Buffer.from(await res.arrayBuffer()));
  }
  process.stdout.write(
    `Saved ${messages.length} ${messages.length === 1 ? 'message' : 'messages'} from the local mailbox to ${dir} as .eml files: open them with any e-mail program.\n`,
  );
}

/** Deletes a workspace only when --confirm repeats its name exactly. */
async function deleteWorkspace(target: Target, workspace: string, confirm: string | undefined) {
  const { name } = await api<{ name: string }>(target, 'GET', `/workspaces/${workspace}`);
  if (confirm !== name) {
    throw new CliError(
      `Deleting workspace ${decodeURIComponent(workspace)} erases everything in it. Repeat its name to confirm: --confirm ${JSON.stringify(name)}`,
    );
  }
  return show(target, 'DELETE', `/workspaces/${workspace}`);
}

async function listWorkspaces(target: Target, o: Options) {
  const answer = await api<{ workspaces: Row[]; total: number; offset: number }>(
    target,
    'GET',
    `/workspaces?${paging(o, 100)}`,
  );
  if (o.json) return printJson(answer);
  printTable(
    answer.workspaces,
    [
      col('ID', 'id'),
      col('NAME', 'name'),
      col('PLAN', 'plan'),
      col('RETENTION DAYS', 'retentionDays'),
      col('CREATED', 'createdAt'),
    ],
    'No workspaces.',
  );
  const shown = answer.offset + answer.workspaces.length;
  if (answer.workspaces.length && shown < answer.total)
    process.stdout.write(`${answer.workspaces.length} of ${answer.total}; more with --offset ${shown}\n`);
}

async function listMembers(target: Target, workspace: string, o: Options) {
  const answer = await api<{ members: Row[] }>(target, 'GET', `/workspaces/${workspace}/members`);
  if (o.json) return printJson(answer);
  printTable(
    answer.members,
    [
      col('ID', 'id'),
      col('EMAIL', 'email'),
      col('NAME', 'name'),
      col('ROLE', 'role'),
      col('STATUS', 'status'),
      col('JOINED', 'createdAt'),
      col('LAST SIGN-IN', 'lastSignedInAt'),
    ],
    'No members.',
  );
}

async function listKeys(target: Target, workspace: string, o: Options) {
  const answer = await api<{ apiKeys: Row[] }>(target, 'GET', `/workspaces/${workspace}/api-keys`);
  if (o.json) return printJson(answer);
  printTable(
    answer.apiKeys,
    [
      col('ID', 'id'),
      col('NAME', 'name'),
      { title: 'KEY', value: (r: Row) => `…${r.lastFour}` },
      col('MEMBER', 'memberId'),
      {
        title: 'SCOPES',
        value: (r: Row) =>
          !Array.isArray(r.scopes) ? '' : r.scopes.length === SCOPES.length ? 'all' : r.scopes.join(','),
      },
      {
        title: 'STATE',
        value: (r: Row) =>
          r.revokedAt
            ? 'revoked'
            : r.expiresAt && Date.parse(String(r.expiresAt)) <= Date.now()
              ? 'expired'
              : 'active',
      },
      col('CREATED', 'createdAt'),
      col('EXPIRES', 'expiresAt'),
      col('LAST USED', 'lastUsedAt'),
    ],
    'No API keys.',
  );
}

/** Runs an operator API command; false when the words name none. */
export async function operatorCommand(target: Target, args: string[], o: Options): Promise<boolean> {
  const [command, sub, a, b] = args;
  switch (`${command} ${sub ?? ''}`.trim()) {
    case 'workspaces list':
      return listWorkspaces(target, o).then(() => true);
    case 'workspaces create':
      await show(target, 'POST', '/workspaces', {
        name: need(o.name, '--name'),
        plan: need(o.plan, '--plan'),
      });
      return true;
    case 'workspaces get':
      await show(target, 'GET', `/workspaces/${id(a, 'workspaceId')}`);
      return true;
    case 'workspaces update':
      await show(target, 'PATCH', `/workspaces/${id(a, 'workspaceId')}`, {
        name: str(o.name),
        plan: str(o.plan),
        ...(str(o['retention-days']) === undefined
          ? {}
          : { retentionDays: retentionDays(str(o['retention-days'])!) }),
      });
      return true;
    case 'workspaces export':
      await download(target, `/workspaces/${id(a, 'workspaceId')}/export`);
      return true;
    case 'workspaces confirm-domain':
      await show(target, 'POST', `/workspaces/${id(a, 'workspaceId')}/sso-domain/confirm`, {
        domain: need(b, 'domain'),
      });
      return true;
    case 'workspaces delete':
      await deleteWorkspace(target, id(a, 'workspaceId'), str(o.confirm));
      return true;
    case 'members list':
      return listMembers(target, id(a, 'workspaceId'), o).then(() => true);
    case 'members add':
      await show(target, 'POST', `/workspaces/${id(a, 'workspaceId')}/members`, {
        email: need(o.email, '--email'),
        name: need(o.name, '--name'),
        ...(str(o.role) ? { role: o.role } : {}),
      });
      return true;
    case 'members remove':
      await show(target, 'DELETE', `/workspaces/${id(a, 'workspaceId')}/members/${id(b, 'memberId')}`);
      return true;
    case 'keys list':
      return listKeys(target, id(a, 'workspaceId'), o).then(() => true);
    case 'keys create':
      await show(target, 'POST', `/workspaces/${id(a, 'workspaceId')}/api-keys`, {
        memberId: need(o.member, '--member'),
        ...(str(o.name) ? { name: o.name } : {}),
        ...(str(o['expires-at']) ? { expiresAt: o['expires-at'] } : {}),
        ...(str(o.scopes) ? { scopes: scopeList(str(o.scopes)!) } : {}),
      });
      return true;
    case 'keys revoke':
      await show(target, 'DELETE', `/workspaces/${id(a, 'workspaceId')}/api-keys/${id(b, 'keyId')}`);
      return true;
    case 'mailbox':
      if (o.save !== undefined) await saveMailbox(target, need(o.save, 'the directory after --save'));
      else await show(target, 'GET', '/mailbox');
      return true;
    case 'clock': {
      const advance = str(o.advance);
      if (advance !== undefined && !/^\d+$/.test(advance))
        throw new UsageError('--advance must be a whole number of seconds');
      if (o.freeze && o.unfreeze) throw new UsageError('--freeze or --unfreeze, not both');
      const body = {
        ...(o.freeze || o.unfreeze ? { freeze: Boolean(o.freeze) } : {}),
        ...(advance ? { advanceSeconds: Number(advance) } : {}),
      };
      await (Object.keys(body).length ? show(target, 'POST', '/clock', body) : show(target, 'GET', '/clock'));
      return true;
    }
  }
  switch (command) {
    case 'erase-person':
      await show(target, 'POST', `/workspaces/${id(str(o.workspace), '--workspace')}/erase-person`, {
        email: need(o.email, '--email'),
      });
      return true;
    case 'notifications':
      await show(target, 'GET', `/workspaces/${id(sub, 'workspaceId')}/notifications`);
      return true;
    case 'audit-log':
      await show(target, 'GET', `/workspaces/${id(sub, 'workspaceId')}/audit-log?${paging(o, 25)}`);
      return true;
  }
  return false;
}
