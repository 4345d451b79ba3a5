// Exporting a workspace (issue 21 item 8): GET /admin/v1/workspaces/{id}/export streams one ZIP that
// `unzip -t` accepts, whose JSON lines all parse (requests with their audit trails, templates,
// members, the audit log) and whose executed documents all pass pdfsig; the CLI writes the same
// archive to stdout; erased requests are not in it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  COMPANY,
  distinctivePerson,
  type Person,
  PROBE_TEMPLATE,
  run,
  sendToPerson,
  signAsPerson,
} from './erasure-support.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  ROOT,
  request,
  startTestApp,
  type Tenant,
  type TestApp,
} from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

const SUBMISSIONS = '/api/v1/esign/submissions';
let t: TestApp;
let tenant: Tenant;
let dir: string;
const ids: { completed: string[]; pending: string; erased: string; flow: string; coordinate: string } = {
  completed: [],
  pending: '',
  erased: '',
  flow: '',
  coordinate: '',
};
const people: Person[] = [];

/** A one-page PDF with a line of text only its source would have. */
async function sourcePdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([595, 842])
    .drawText('Consignment note, exported as uploaded', { x: 72, y: 760, size: 14, font });
  return Buffer.from(await doc.save()).toString('base64');
}

before(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
  tenant = await createTenant(t, 'enterprise');
  dir = await mkdtemp(path.join(os.tmpdir(), 'cs-export-'));
  const templateId = await publishedTemplate(t.url, tenant.apiKey, PROBE_TEMPLATE);
  ids.flow = templateId;
  const coordinate = await request(t.url, 'POST', '/api/v1/templates', {
    token: tenant.apiKey,
    body: {
      name: 'A draft',
      kind: 'coordinate',
      roles: [{ name: 'Carrier' }],
      pdf: await sourcePdf(),
      fields: [
        { name: 'weight', label: 'Weight', type: 'number', page: 1, x: 72, y: 120, width: 120, height: 18 },
      ],
    },
  });
  assert.equal(coordinate.status, 201, JSON.stringify(coordinate.body));
  ids.coordinate = coordinate.body.id;
  for (let i = 0; i < 2; i++) {
    const person = distinctivePerson();
    people.push(person);
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, person);
    await signAsPerson(t.url, probed, person);
    ids.completed.push(probed.id);
  }
  ids.pending = (await sendToPerson(t.url, tenant.apiKey, templateId, distinctivePerson())).id;
  const erased = await sendToPerson(t.url, tenant.apiKey, templateId, distinctivePerson());
  await request(t.url, 'POST', `${SUBMISSIONS}/${erased.id}/void`, { token: tenant.apiKey });
  assert.equal(
    (await request(t.url, 'DELETE', `${SUBMISSIONS}/${erased.id}`, { token: tenant.apiKey })).status,
    204,
  );
  ids.erased = erased.id;
});
after(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Unzips an archive into a directory of its own; answers its files by name. */
async function unpacked(zip: string, into: string): Promise<Map<string, Buffer>> {
  const tested = await run('unzip', ['-t', zip]);
  assert.equal(tested.code, 0, tested.stdout.toString());
  const extracted = await run('unzip', ['-q', zip, '-d', into]);
  assert.equal(extracted.code, 0, extracted.stderr);
  const files = new Map<string, Buffer>();
  const walk = async (sub: string) => {
    for (const entry of await readdir(path.join(into, sub), { withFileTypes: true })) {
      const name = path.join(sub, entry.name);
      if (entry.isDirectory()) await walk(name);
      else files.set(name, await readFile(path.join(into, name)));
    }
  };
  await walk('');
  return files;
}

const jsonLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('GET /admin/v1/workspaces/{id}/export', () => {
  test('one ZIP: requests with their trails, templates, members, the audit log and every executed PDF', async () => {
    const res = await fetch(`${t.url}/admin/v1/workspaces/${tenant.workspaceId}/export`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/zip');
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /attachment; filename="countersign-ws_\w+-\d{4}-\d\d-\d\d\.zip"/,
    );
    const zip = path.join(dir, 'api.zip');
    await writeFile(zip, Buffer.from(await res.arrayBuffer()));
    const files = await unpacked(zip, path.join(dir, 'api'));
    assert.deepEqual(
      [...files.keys()].sort(),
      [
        'attachments.jsonl',
        'audit.jsonl',
        ...ids.completed.map((id) => `documents/${id}.pdf`),
        'events.jsonl',
        'members.jsonl',
        'public-links.jsonl',
        'removed-addresses.jsonl',
        'requests.jsonl',
        'templates.jsonl',
        `templates/${ids.flow}.json`,
        `templates/${ids.coordinate}.json`,
        `templates/${ids.coordinate}.pdf`,
        'values.jsonl',
      ].sort(),
    );
    const requests = jsonLines(files.get('requests.jsonl')!);
    assert.deepEqual(requests.map((r) => r.id).sort(), [...ids.completed, ids.pending].sort());
    const first = requests.find((r) => r.id === ids.completed[0]);
    assert.equal(first.status, 'completed');
    assert.equal(first.submitters.length, 2);
    assert.deepEqual(
      first.auditTrail
        .map((e: { action: string }) => e.action)
        .filter((a: string) => a !== 'signature_request.opened'),
      [
        'signature_request.sent',
        'signature_request.signed',
        'signature_request.signed',
        'signature_request.completed',
      ],
    );
    const templates = jsonLines(files.get('templates.jsonl')!);
    assert.deepEqual(templates.map((x) => x.status).sort(), ['draft', 'published']);
    assert.equal(templates.find((x) => x.id === ids.flow).body, PROBE_TEMPLATE.body);

    // Issue 31 item 13: each template's source, enough to make it again without reading a PDF.
    const flow = JSON.parse(files.get(`templates/${ids.flow}.json`)!.toString('utf8'));
    // Its roles with their kinds (issue 45), which a create takes back as they are.
    assert.deepEqual(flow, {
      ...PROBE_TEMPLATE,
      roles: PROBE_TEMPLATE.roles.map((role) => ({ ...role, kind: 'signer' })),
    });
    const again = await request(t.url, 'POST', '/api/v1/templates', { token: tenant.apiKey, body: flow });
    assert.equal(again.status, 201, JSON.stringify(again.body));
    const coordinate = JSON.parse(files.get(`templates/${ids.coordinate}.json`)!.toString('utf8'));
    assert.equal(coordinate.kind, 'coordinate');
    assert.deepEqual(
      coordinate.fields.map((f: { name: string }) => f.name),
      ['weight'],
    );
    const source = await PDFDocument.load(files.get(`templates/${ids.coordinate}.pdf`)!);
    assert.equal(source.getPageCount(), 1);
    const recreated = await request(t.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: { ...coordinate, pdf: files.get(`templates/${ids.coordinate}.pdf`)!.toString('base64') },
    });
    assert.equal(recreated.status, 201, JSON.stringify(recreated.body));
    // And the values each request was filled with, by whom; nothing of the erased request.
    const values = jsonLines(files.get('values.jsonl')!);
    assert.deepEqual(values.map((v) => v.requestId).sort(), [...ids.completed, ids.pending].sort());
    for (const [i, id] of ids.completed.entries()) {
      assert.deepEqual(
        values.find((v) => v.requestId === id),
        {
          requestId: id,
          templateId: ids.flow,
          sender: { clause: people[i].sentence },
          signers: [
            { role: 'Client', values: { reference: people[i].reference } },
            { role: COMPANY.role, values: {} },
          ],
        },
      );
    }
    const pending = values.find((v) => v.requestId === ids.pending);
    assert.deepEqual(
      pending.signers.map((s: { values: unknown }) => s.values),
      [{}, {}],
    );
    const members = jsonLines(files.get('members.jsonl')!);
    assert.deepEqual(
      members.map((m) => m.email),
      ['owner@acme.test'],
    );
    assert.ok(
      members.every((m) => Object.hasOwn(m, 'locale')),
      'each member with the language they chose (or null)',
    );
    const audit = jsonLines(files.get('audit.jsonl')!);
    assert.ok(audit.some((e) => e.action === 'signature_request.erased' && e.requestId === ids.erased));
    assert.ok(audit.length >= 12);
    // The change feed's kept events, oldest first, as GET /api/v1/esign/events shows them (issue 35).
    const events = jsonLines(files.get('events.jsonl')!);
    assert.ok(
      events.some((e) => e.type === 'signature_request.completed' && e.requestId === ids.completed[0]),
    );
    assert.ok(events.some((e) => e.type === 'signature_request.erased' && e.requestId === ids.erased));
    for (const id of ids.completed) {
      const checked = await run('pdfsig', [path.join(dir, 'api', 'documents', `${id}.pdf`)]);
      assert.match(checked.stdout.toString(), /Signature is Valid/, id);
    }
  });

  test('an unknown workspace is 404, and the operator token is required', async () => {
    assert.equal((await t.admin('GET', '/workspaces/ws_unknown/export')).status, 404);
    const anonymous = await fetch(`${t.url}/admin/v1/workspaces/${tenant.workspaceId}/export`);
    assert.equal(anonymous.status, 401);
  });

  test('the CLI writes the same archive to stdout', async () => {
    const zip = path.join(dir, 'cli.zip');
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), 'workspaces', 'export', tenant.workspaceId],
        {
          cwd: ROOT,
          env: { ...process.env, COUNTERSIGN_URL: t.url, ADMIN_TOKEN },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const chunks: Buffer[] = [];
      child.stdout.on('data', (c) => chunks.push(c));
      child.on('error', reject);
      child.on('exit', async (exitCode) => {
        await writeFile(zip, Buffer.concat(chunks));
        resolve(exitCode);
      });
    });
    assert.equal(code, 0);
    const files = await unpacked(zip, path.join(dir, 'cli'));
    assert.equal(jsonLines(files.get('requests.jsonl')!).length, 3);
  });
});
