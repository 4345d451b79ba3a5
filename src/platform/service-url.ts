// Where the running service can be reached from this machine, kept in DATA_DIR beside the operator
// token (issue 44 item 9): the CLI run with the same DATA_DIR then finds the service on whatever PORT
// it was started with, so "set DATA_DIR and every command follows" holds. Written once listening;
// a stale file (the service stopped) only makes the CLI's "could not reach" sentence name that URL.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const SERVICE_URL_FILE = 'service-url';

/** Writes the loopback URL of the address the service listens on into `dataDir`. */
export async function recordServiceUrl(dataDir: string, address: AddressInfo | string | null): Promise<void> {
  if (!address || typeof address === 'string') return;
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(address.address)
    ? '127.0.0.1'
    : address.address;
  const shown = host.includes(':') ? `[${host}]` : host;
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, SERVICE_URL_FILE), `http://${shown}:${address.port}\n`);
}

/** The URL a service with this DATA_DIR recorded, or undefined. */
export function recordedServiceUrl(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, SERVICE_URL_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
