// Templates in the database: create (with the uploaded PDF in the document store), read, list,
// change a draft's definition (the application's editors), and the one-way status changes
// draft → published → archived.
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId } from '../platform/ids.ts';
import type { DocumentStore } from '../platform/storage.ts';
import type {
  NewTemplate,
  NewTemplateDocument,
  Template,
  TemplateDocument,
  TemplateStatus,
} from './types.ts';

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
  documents: TemplateDocument[] | null;
  created_at: Date;
  published_at: Date | null;
};

const COLUMNS =
  'id, workspace_id, name, kind, status, roles, body, inputs, pdf_document_id, documents, created_at, published_at';

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
    documents: r.documents ?? synthesizedDocuments(r),
    createdAt: r.created_at,
    publishedAt: r.published_at,
  };
}

/**
 * A template made before documents existed (documents NULL): one document named after it covering
 * its whole PDF, its page count and SHA-256 not known yet (0 and ''): `withDocumentsRead` fills them.
 */
function synthesizedDocuments(r: TemplateRow): TemplateDocument[] {
  if (r.kind !== 'coordinate' || !r.pdf_document_id) return [];
  return [{ name: r.name, pages: 0, documentId: r.pdf_document_id, sha256: '' }];
}

/**
 * The template with its synthesized document (a template made before documents) counted: its page
 * count and SHA-256 read from its PDF, and kept in the row so it is read once. Other templates are
 * returned as they are.
 */
export async function withDocumentsRead(
  db: Queryable,
  documents: DocumentStore,
  template: Template,
): Promise<Template> {
  const [only] = template.documents;
  if (template.documents.length !== 1 || only.pages > 0 || !template.pdfDocumentId) return template;
  const bytes = await templatePdf(documents, template, db);
  const { pageSizesOf } = await import('./uploaded-pdf.ts');
  const described = await documents.describe(template.pdfDocumentId, db);
  const counted: TemplateDocument = {
    ...only,
    pages: (await pageSizesOf(bytes!)).length,
    sha256: described?.sha256 ?? '',
  };
  await db.query('UPDATE templates SET documents = $2 WHERE id = $1 AND documents IS NULL', [
    template.id,
    JSON.stringify([counted]),
  ]);
  return { ...template, documents: [counted] };
}

/** Stores each document's own PDF; the list kept in the template's row. */
async function storeDocuments(
  tx: Queryable,
  documents: DocumentStore,
  workspaceId: string,
  list: NewTemplateDocument[],
): Promise<TemplateDocument[]> {
  const stored: TemplateDocument[] = [];
  for (const { bytes, ...rest } of list) {
    const put = await documents.put(bytes, { contentType: 'application/pdf', workspaceId, tx });
    stored.push({ ...rest, documentId: put.id, sha256: put.sha256 });
  }
  return stored;
}

/**
 * The combined PDF and the documents' list to keep for a create or a replaced PDF. A PDF given
 * without its documents is one document named after the template (its own PDF is the combined one).
 */
async function storePdfAndDocuments(
  tx: Queryable,
  documents: DocumentStore,
  workspaceId: string,
  input: NewTemplate,
): Promise<{ pdfId: string | null; list: TemplateDocument[] | null }> {
  if (!input.pdf) return { pdfId: null, list: null };
  const pdf = await documents.put(input.pdf, { contentType: 'application/pdf', workspaceId, tx });
  if (input.documents && input.documents.length > 1) {
    return { pdfId: pdf.id, list: await storeDocuments(tx, documents, workspaceId, input.documents) };
  }
  // One document: its own PDF is the combined one, stored once.
  const [one] = input.documents ?? [];
  const pages = one?.pages ?? (await (await import('./uploaded-pdf.ts')).pageSizesOf(input.pdf)).length;
  const entry: TemplateDocument = {
    name: one?.name ?? input.name,
    pages,
    documentId: pdf.id,
    sha256: pdf.sha256,
    ...(one?.filename ? { filename: one.filename } : {}),
    ...(one?.originalSha256 ? { originalSha256: one.originalSha256 } : {}),
  };
  return { pdfId: pdf.id, list: [entry] };
}

export async function createTemplate(
  tx: Queryable,
  clock: Clock,
  documents: DocumentStore,
  workspaceId: string,
  input: NewTemplate,
): Promise<Template> {
  const now = clock.now();
  const { pdfId, list } = await storePdfAndDocuments(tx, documents, workspaceId, input);
  const { rows } = await tx.query<TemplateRow>(
    `INSERT INTO templates (id, workspace_id, name, kind, status, roles, body, inputs, pdf_document_id, created_at, documents)
     VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      newId('tpl', now),
      workspaceId,
      input.name,
      input.kind,
      JSON.stringify(input.roles),
      input.body ?? null,
      JSON.stringify(input.inputs),
      pdfId,
      now,
      list ? JSON.stringify(list) : null,
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
  const { pdfId, list } = await storePdfAndDocuments(tx, documents, workspaceId, input);
  const { rows } = await tx.query<TemplateRow>(
    `UPDATE templates SET name = $3, roles = $4, body = $5, inputs = $6,
            pdf_document_id = COALESCE($7, pdf_document_id), documents = COALESCE($8, documents),
            working_copy = NULL
      WHERE id = $1 AND workspace_id = $2 AND status = 'draft' RETURNING ${COLUMNS}`,
    [
      id,
      workspaceId,
      input.name,
      JSON.stringify(input.roles),
      input.body ?? null,
      JSON.stringify(input.inputs),
      pdfId,
      list ? JSON.stringify(list) : null,
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
  const read = await withDocumentsRead(tx, documents, source);
  const copies: NewTemplateDocument[] = [];
  for (const { documentId, sha256: _sha256, ...rest } of read.documents) {
    const bytes = await documents.get(documentId, tx);
    if (!bytes) throw new Error(`Template ${source.id} has lost its document ${documentId}`);
    copies.push({ ...rest, bytes });
  }
  return createTemplate(tx, clock, documents, source.workspaceId, {
    name,
    kind: source.kind,
    roles: source.roles,
    body: source.body,
    inputs: source.inputs,
    pdf,
    ...(copies.length > 0 ? { documents: copies } : {}),
  });
}
