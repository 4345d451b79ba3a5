// Shared set-up for the data-lifecycle tests: a person whose every trace is distinctive (name, e-mail,
// IP address, a sentence of the document), a request they sign from that address, and searches that
// prove absence: every row of every table read as text, every stored PDF read as text, every object
// in a bucket, a plain pg_dump.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Queryable } from '../src/platform/db/index.ts';
import { request } from './helpers.ts';

export interface Person {
  name: string;
  email: string;
  ip: string;
  /** A sentence only this person's document holds (a value the sender filled in). */
  sentence: string;
  /** What they type when signing (their own field). */
  reference: string;
  /** The initials they type apart from their signature (submitters.initials, issue 23). */
  initials: string;
}

let people = 0;
/** A person nobody else in the database resembles. */
export function distinctivePerson(tag = `${process.pid}x${++people}`): Person {
  const n = (people % 200) + 20;
  return {
    name: `Quintessa Vandersloot ${tag}`,
    email: `quintessa.${tag}@privacy-probe.test`,
    ip: `203.0.113.${n}`,
    sentence: `the lighthouse keeper bakes sourdough ${tag}`,
    reference: `PELICAN-${tag}`,
    initials: `QVX${tag}`.slice(0, 20),
  };
}

/** The strings that must not survive an erasure: the whole values and their distinctive words. */
export function needlesOf(person: Person): string[] {
  return [person.name, person.email, person.ip, person.sentence, person.reference, person.initials].map((s) =>
    s.toLowerCase(),
  );
}

/** A flow template whose sender fills `sentence` into the document and whose first signer types a reference. */
export const PROBE_TEMPLATE = {
  name: 'Probe agreement',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Company' }],
  body: '# Probe agreement\n\nThe parties agree that {{clause}}.\n\nClient reference: {{reference}}',
  variables: [
    { key: 'clause', label: 'Clause', type: 'text', required: true },
    { key: 'reference', label: 'Your reference', type: 'text', role: 'Client', required: true },
  ],
};

export const COMPANY = { role: 'Company', name: 'Cody Company', email: 'cody@company.test' };

export function probeSend(templateId: string, person: Person, extra: Record<string, unknown> = {}) {
  return {
    templateId,
    submitters: [{ role: 'Client', name: person.name, email: person.email }, COMPANY],
    values: { clause: person.sentence },
    message: `Hello ${person.name}, please sign.`,
    ...extra,
  };
}

export interface Probed {
  id: string;
  tokens: string[];
}

/** Sends the probe template to `person` (first signer) and Cody; returns the request and its tokens. */
export async function sendToPerson(
  base: string,
  apiKey: string,
  templateId: string,
  person: Person,
  extra: Record<string, unknown> = {},
): Promise<Probed> {
  const sent = await request(base, 'POST', '/api/v1/esign/submissions', {
    token: apiKey,
    body: probeSend(templateId, person, extra),
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return {
    id: sent.body.id,
    tokens: sent.body.submitters.map((s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1]),
  };
}

/** The person opens and signs from their own address, then Cody signs: the request completes. */
export async function signAsPerson(base: string, probed: Probed, person: Person): Promise<void> {
  const headers = { 'x-forwarded-for': person.ip, 'user-agent': `ProbeBrowser/1.0 (${person.name})` };
  const [client, company] = probed.tokens;
  assert.equal((await request(base, 'POST', `/sign/${client}/open`, { headers })).status, 200);
  const signed = await request(base, 'POST', `/sign/${client}/complete`, {
    headers,
    body: {
      consent: true,
      signature: { type: 'typed', text: person.name },
      initials: { type: 'typed', text: person.initials },
      values: { reference: person.reference },
    },
  });
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  const last = await request(base, 'POST', `/sign/${company}/complete`, {
    body: { consent: true, signature: { type: 'typed', text: 'Cody Company' } },
  });
  assert.equal(last.status, 200, JSON.stringify(last.body));
}

/** The person declines from their own address. */
export async function declineAsPerson(base: string, probed: Probed, person: Person): Promise<void> {
  const headers = { 'x-forwarded-for': person.ip };
  const declined = await request(base, 'POST', `/sign/${probed.tokens[0]}/decline`, {
    headers,
    body: { reason: `I, ${person.name}, will not sign` },
  });
  assert.equal(declined.status, 200, JSON.stringify(declined.body));
}

/** Runs a command; resolves with its exit code and output (never throws for a non-zero exit). */
export function run(
  command: string,
  args: string[],
  options: { input?: Buffer } = {},
): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr: stderr.toString('utf8') });
      },
    );
    if (options.input) child.stdin?.end(options.input);
  });
}

/** The text of a PDF (pdftotext), lower case; '' when it is not one pdftotext can read. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cs-probe-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, bytes);
    const { code, stdout } = await run('pdftotext', ['-q', file, '-']);
    return code === 0 ? stdout.toString('utf8').toLowerCase() : '';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Which needles a text holds (lower-cased), as "needle in where". */
export function found(text: string, needles: string[], where: string): string[] {
  const lower = text.toLowerCase();
  return needles.filter((n) => lower.includes(n)).map((n) => `${JSON.stringify(n)} in ${where}`);
}

/**
 * Every row of every table of the schema, read as text, and the text of every PDF stored in the
 * database: where the needles still are. Works on PostgreSQL and PGlite alike.
 */
export async function searchDatabase(db: Queryable, needles: string[]): Promise<string[]> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const hits: string[] = [];
  for (const { table_name } of tables.rows) {
    const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`);
    for (const { row } of rows) hits.push(...found(row, needles, table_name));
  }
  const pdfs = await db.query<{ id: string; bytes: Uint8Array }>(
    'SELECT id, bytes FROM documents WHERE bytes IS NOT NULL',
  );
  for (const { id, bytes } of pdfs.rows) hits.push(...found(await pdfText(bytes), needles, `document ${id}`));
  return hits;
}

/** The text of every object in a directory tree of a bucket (s3rver keeps objects as files). */
export async function searchObjects(objects: Uint8Array[], needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const [i, bytes] of objects.entries()) {
    const text = Buffer.from(bytes.subarray(0, 4)).toString('latin1') === '%PDF' ? await pdfText(bytes) : '';
    hits.push(...found(`${text}\n${Buffer.from(bytes).toString('utf8')}`, needles, `object #${i}`));
  }
  return hits;
}
