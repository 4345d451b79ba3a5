// Templates in the database: create (with the uploaded PDF in the document store), read, list,
// change a draft's definition (the application's editors), and the one-way status changes
// draft → published → archived.
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId } from '../platform/ids.ts';
import type { DocumentStore } from '../platform/storage.ts';
import type { NewTemplate, Template, TemplateStatus } from './types.ts';

type TemplateRow = {
  id: string;
  workspace_id: string;
  name: string;
  kind: Template['kind'];
  status: TemplateStatus;
  roles: Template['roles'];
  body: string | null;
  inputs: Template['inputs'];
  pdf_document_id: string | null;
  created_at: Date;
  published_at: Date | null;
};

const COLUMNS =
  'id, workspace_id, name, kind, status, roles, body, inputs, pdf_document_id, created_at, published_at';

function toTemplate(r: TemplateRow): Template {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    name: r.name,
    kind: r.kind,
    status: r.status,
    roles: r.roles,
    body: r.body ?? undefined,
    inputs: r.inputs,
    pdfDocumentId: r.pdf_document_id ?? undefined,
    createdAt: r.created_at,
    publishedAt: r.published_at,
  };
}

export async function createTemplate(
  tx: Queryable,
  clock: Clock,
  documents: DocumentStore,
  workspaceId: string,
  input: NewTemplate,
): Promise<Template> {
  const now = clock.now();
  const pdf = input.pdf
    ? await documents.put(input.pdf, { contentType: 'application/pdf', workspaceId, tx })
    : undefined;
  const { rows } = await tx.query<TemplateRow>(
    `INSERT INTO templates (id, workspace_id, name, kind, status, roles, body, inputs, pdf_document_id, created_at)
     VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      newId('tpl', now),
      workspaceId,
      input.name,
      input.kind,
      JSON.stringify(input.roles),
      input.body ?? null,
      JSON.stringify(input.inputs),
      pdf?.id ?? null,
      now,
    ],
  );
  return toTemplate(rows[0]);
}

/** A template of this workspace in any status; another workspace's template is null. */
export async function findTemplate(db: Queryable, workspaceId: string, id: string): Promise<Template | null> {
  const { rows } = await db.query<TemplateRow>(
    `SELECT ${COLUMNS} FROM templates WHERE id = $1 AND workspace_id = $2`,
    [id, workspaceId],
  );
  return rows[0] ? toTemplate(rows[0]) : null;
}

export async function listTemplates(
  db: Queryable,
  workspaceId: string,
  query: {
    status?: TemplateStatus;
    limit: number;
    offset: number;
    /** Leave out the documents sent once (the application's lists); the API and the export keep them. */
    hideOneOff?: boolean;
  },
): Promise<{ templates: Template[]; total: number }> {
  const params = [workspaceId, query.status ?? null];
  const where = `workspace_id = $1 AND ($2::text IS NULL OR status = $2)${query.hideOneOff ? ' AND NOT one_off' : ''}`;
  const [list, count] = await Promise.all([
    db.query<TemplateRow>(
      `SELECT ${COLUMNS} FROM templates WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [...params, query.limit, query.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM templates WHERE ${where}`, params),
  ]);
  return { templates: list.rows.map(toTemplate), total: count.rows[0].n };
}

/** Moves a template along draft → published → archived; returns the template as it now is. */
export async function setTemplateStatus(
  db: Queryable,
  clock: Clock,
  workspaceId: string,
  id: string,
  to: 'published' | 'archived',
): Promise<Template | null> {
  const from = to === 'published' ? ['draft'] : ['draft', 'published'];
  const stamp = to === 'published' ? 'published_at' : 'archived_at';
  await db.query(
    `UPDATE templates SET status = $3, ${stamp} = $4
      WHERE id = $1 AND workspace_id = $2 AND status = ANY($5::text[])`,
    [id, workspaceId, to, clock.now(), from],
  );
  return findTemplate(db, workspaceId, id);
}

/** The uploaded PDF of a coordinate template (undefined for flow templates). */
export async function templatePdf(documents: DocumentStore, template: Template, tx?: Queryable) {
  if (!template.pdfDocumentId) return undefined;
  const bytes = await documents.get(template.pdfDocumentId, tx);
  if (!bytes) throw new Error(`Template ${template.id} has lost its PDF ${template.pdfDocumentId}`);
  return bytes;
}

/**
 * Replaces a draft's definition (name, roles, body, inputs, and the PDF when a new one is given);
 * a published or archived template is left as it is and null is returned. Clears the working copy.
 */
export async function updateDraftTemplate(
  tx: Queryable,
  documents: DocumentStore,
  workspaceId: string,
  id: string,
  input: NewTemplate,
): Promise<Template | null> {
  const pdf = input.pdf
    ? await documents.put(input.pdf, { contentType: 'application/pdf', workspaceId, tx })
    : undefined;
  const { rows } = await tx.query<TemplateRow>(
    `UPDATE templates SET name = $3, roles = $4, body = $5, inputs = $6,
            pdf_document_id = COALESCE($7, pdf_document_id), working_copy = NULL
      WHERE id = $1 AND workspace_id = $2 AND status = 'draft' RETURNING ${COLUMNS}`,
    [
      id,
      workspaceId,
      input.name,
      JSON.stringify(input.roles),
      input.body ?? null,
      JSON.stringify(input.inputs),
      pdf?.id ?? null,
    ],
  );
  return rows[0] ? toTemplate(rows[0]) : null;
}

/** What a member had in a draft's editor when its save was refused (null: clear it). */
export async function keepWorkingCopy(
  db: Queryable,
  workspaceId: string,
  id: string,
  copy: unknown,
): Promise<void> {
  await db.query(
    `UPDATE templates SET working_copy = $3 WHERE id = $1 AND workspace_id = $2 AND status = 'draft'`,
    [id, workspaceId, copy === null ? null : JSON.stringify(copy)],
  );
}

export async function workingCopyOf(db: Queryable, workspaceId: string, id: string): Promise<unknown> {
  const { rows } = await db.query<{ working_copy: unknown }>(
    'SELECT working_copy FROM templates WHERE id = $1 AND workspace_id = $2',
    [id, workspaceId],
  );
  return rows[0]?.working_copy ?? null;
}

/** A new draft with the definition (and PDF) of any template: how a published one is changed. */
export async function duplicateTemplate(
  tx: Queryable,
  clock: Clock,
  documents: DocumentStore,
  source: Template,
  name: string,
): Promise<Template> {
  const pdf = await templatePdf(documents, source, tx);
  return createTemplate(tx, clock, documents, source.workspaceId, {
    name,
    kind: source.kind,
    roles: source.roles,
    body: source.body,
    inputs: source.inputs,
    pdf,
  });
}
