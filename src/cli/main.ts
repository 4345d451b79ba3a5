// The operator CLI: a thin wrapper over the operator API for a person at a terminal (commands.ts),
// the embedded database's backup and restore (backup.ts), `doctor` (doctor.ts), and the commands
// that run parts of the service on their own (`worker`, `migrate`: service.ts). Every error is one
// plain sentence on stderr and a non-zero exit (errors.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminToken, serviceUrl, type Target } from './client.ts';
import { operatorCommand } from './commands.ts';
import { fail, UsageError } from './errors.ts';
import { printOnly } from './output.ts';
import { USAGE } from './usage.ts';

async function version(): Promise<string> {
  const file = path.resolve(import.meta.dirname, '../../package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
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
      scopes: { type: 'string' },
      limit: { type: 'string' },
      offset: { type: 'string' },
      advance: { type: 'string' },
      freeze: { type: 'boolean' },
      unfreeze: { type: 'boolean' },
      'retention-days': { type: 'string' },
      confirm: { type: 'string' },
      workspace: { type: 'string' },
      'data-dir': { type: 'string' },
      save: { type: 'string' },
      json: { type: 'boolean' },
      print: { type: 'string' },
      version: { type: 'boolean', short: 'v' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, file] = args;
  if (o.version || command === 'version') {
    process.stdout.write(`${await version()}\n`);
    return;
  }
  if (!command || o.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  switch (command) {
    case 'worker':
    case 'migrate': {
      const { runService } = await import('./service.ts');
      return runService(command);
    }
    case 'doctor': {
      const { doctor } = await import('./doctor.ts');
      process.exitCode = await doctor();
      return;
    }
    case 'restore': {
      const { restore } = await import('./backup.ts');
      return restore(file, o['data-dir']);
    }
  }
  if (o.print !== undefined) printOnly(o.print);
  const target: Target = { base: serviceUrl(o.url), token: await adminToken(o.token) };
  if (command === 'backup') {
    const { backup } = await import('./backup.ts');
    return backup(target, file);
  }
  if (!(await operatorCommand(target, args, o))) throw new UsageError(`Unknown command: ${args.join(' ')}`);
}

main(process.argv.slice(2)).catch(fail);
