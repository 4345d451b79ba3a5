// Issue 34's field types on the signing page: a template with every new type and rule for one
// signer, stored through the repository, and a request for it sent with the sender's values for the
// signer's fields (a read-only one and a starting value).
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createTemplate, setTemplateStatus } from '../src/templates/repository.ts';
import type { NewTemplate, TemplateInput } from '../src/templates/types.ts';
import { request } from './helpers.ts';
import type { SigningApp } from './signing-support.ts';

export const ROLE = 'Applicant';

export const INPUTS: TemplateInput[] = [
  { key: 'clientName', label: 'Client name', type: 'text', required: true },
  {
    key: 'plan',
    label: 'Plan',
    type: 'radio',
    required: true,
    role: ROLE,
    options: ['Basic', 'Plus', 'Pro'],
  },
  {
    key: 'extras',
    label: 'Extras',
    type: 'multiple',
    required: true,
    role: ROLE,
    options: ['Parking', 'Storage', 'Gym', 'Pool'],
    minSelected: 1,
    maxSelected: 2,
  },
  { key: 'phone', label: 'Phone', type: 'phone', required: true, role: ROLE, region: 'GB' },
  {
    key: 'reference',
    label: 'Reference',
    type: 'text',
    required: true,
    role: ROLE,
    pattern: '[A-Z]{2}-[0-9]{4}',
    patternMessage: 'must be two capital letters, a hyphen and four digits, like AB-1234',
  },
  {
    key: 'proReason',
    label: 'Why Pro?',
    type: 'text',
    required: true,
    role: ROLE,
    showIf: { field: 'plan', equals: 'Pro' },
  },
  { key: 'memberNo', label: 'Member number', type: 'text', required: true, role: ROLE, readonly: true },
  { key: 'nickname', label: 'Name to use', type: 'text', required: false, role: ROLE },
  { key: 'idCopy', label: 'Copy of your ID', type: 'file', required: true, role: ROLE, maxFiles: 2 },
  { key: 'photo', label: 'Photo', type: 'image', required: false, role: ROLE },
];
/** What the sender gives for the signer's fields: a readonly value and a starting value. */
export const SENDER_VALUES = { clientName: 'Northwind', memberNo: 'M-1001', nickname: 'Sam' };

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Membership application', { x: 72, y: 720, size: 20, font });
  return doc.save();
}

/** A template stored as it is (bypassing the API's validation), published. */
export async function stored(
  app: SigningApp,
  kind: 'flow' | 'coordinate',
  extra: TemplateInput[] = [],
): Promise<string> {
  const { db, clock, documents } = app.t.services;
  const inputs = [...INPUTS, ...extra].map((input, n) =>
    kind === 'flow' ? input : { ...input, page: 1, x: 72, y: 100 + n * 50, width: 300, height: 24 },
  );
  const signature = { key: 'signature', label: 'Signature', type: 'signature', required: true, role: ROLE };
  const definition: NewTemplate = {
    name: `Membership (${kind})`,
    kind,
    roles: [{ name: ROLE }],
    inputs: [
      ...inputs,
      kind === 'flow' ? signature : { ...signature, page: 1, x: 72, y: 640, width: 220, height: 50 },
    ] as NewTemplate['inputs'],
    ...(kind === 'flow'
      ? { body: `# Membership\n\n${INPUTS.map((i) => `- ${i.label}: {{${i.key}}}`).join('\n')}` }
      : { pdf: await pdf() }),
  };
  const template = await createTemplate(db, clock, documents, app.tenant.workspaceId, definition);
  await setTemplateStatus(db, clock, app.tenant.workspaceId, template.id, 'published');
  return template.id;
}

export async function sendTo(
  app: SigningApp,
  templateId: string,
): Promise<{ id: string; url: string; token: string }> {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: {
      templateId,
      submitters: [{ role: ROLE, name: 'Ada Applicant', email: 'ada@example.test', locale: 'en' }],
      values: SENDER_VALUES,
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const url = sent.body.submitters[0].signingUrl as string;
  return { id: sent.body.id, url, token: url.split('/sign/')[1] };
}
