// Exporting everything a workspace holds (issue 21 item 8), before anything goes: one ZIP, streamed as
// it is written (yazl), never whole in memory. It holds
//   requests.jsonl   the API resource of each request, with its audit trail (oldest first)
//   templates.jsonl  each template as the API shows it, with a written document's body
//   templates/<template id>.json  each template's definition, the body that creates it again
//   templates/<template id>.pdf   a coordinate template's source document, the PDF it was made from
//                                 (of several documents, issue 32: all of them in order)
//   templates/<template id>-document-<n>.pdf  each document of a template of several, as stored
//   values.jsonl     the values each request was filled with: the sender's, and each signer's by role
//   members.jsonl    every member, removed ones included
//   audit.jsonl      the workspace's whole audit log, oldest first
//   events.jsonl     the change feed's kept events, oldest first (as GET /api/v1/esign/events shows them)
//   removed-addresses.jsonl  the SHA-256 of each removed member's address it keeps out of auto-join
//   documents/<request id>.pdf  every executed document
//   attachments.jsonl  each attachment of a live request (issue 34): id, request, signer role, field,
//                    filename, size, SHA-256, content type
//   attachments/<attachment id>/<filename>  its bytes as stored
//   public-links.jsonl  each template's public link (issue 45): its URL while on, whether it asks for
//                    an e-mailed code, and the people named for the roles after the first
// Rows are read a page at a time (keyset, no long transaction), each page only when the archive has
// room for it: the JSON lines are pulled by the compressor, and documents are added a few at a time
// and read from the store only when the archive reaches them.
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type AuditEntry, requestAuditTrailOf } from '../audit/audit.ts';
import { type FeedEvent, readFeed } from '../events/feed.ts';
import type { Db } from '../platform/db/index.ts';
import type { DocumentStore } from '../platform/storage.ts';
import {
  REQUEST_COLUMNS,
  type RequestRow,
  submittersOf,
  toRequestView,
  type ViewContext,
} from '../requests/read.ts';
import { workspaceLinks } from '../templates/public-links.ts';
import { listTemplates, withDocumentsRead } from '../templates/repository.ts';
import type { Template } from '../templates/types.ts';
import { templateView } from '../templates/view.ts';
import { listMembers } from '../workspaces/workspaces.ts';

const PAGE = 200;
/** Documents added to the archive ahead of the one being written. */
const DOCUMENTS_AHEAD = 16;

export interface ExportServices {
  db: Db;
  documents: DocumentStore;
}

/** `countersign-<workspace id>-<date>.zip`, for Content-Disposition. */
export function exportFilename(workspaceId: string, now: Date): string {
  return `countersign-${workspaceId.replace(/[^\w-]/g, '')}-${now.toISOString().slice(0, 10)}.zip`;
}

/** The archive's bytes as they are made; an error while making it ends the stream with that error. */
export function exportWorkspace(services: ExportServices, workspaceId: string, view: ViewContext): Readable {
  const { db } = services;
  const zip = new ZipFile();
  const mtime = view.now;
  const lines = (name: string, source: () => AsyncIterable<unknown>) =>
    zip.addReadStreamLazy(name, { mtime }, (cb) => cb(null, Readable.from(jsonLines(source()))));

  lines('requests.jsonl', () => requestsOf(db, workspaceId, view));
  lines('templates.jsonl', () => templatesOf(services, workspaceId));
  lines('members.jsonl', () => membersOf(db, workspaceId));
  lines('audit.jsonl', () => auditOf(db, workspaceId));
  lines('events.jsonl', () => eventsOf(db, workspaceId));
  lines('removed-addresses.jsonl', () => removedAddressesOf(db, workspaceId));
  lines('values.jsonl', () => valuesOf(db, workspaceId));
  lines('attachments.jsonl', () => attachmentsOf(db, workspaceId));
  lines('public-links.jsonl', () => publicLinksOf(db, workspaceId, view.publicUrl));

  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  addTemplateSources(services, zip, workspaceId, mtime)
    .then(() => addDocuments(services, zip, workspaceId, mtime))
    .then(() => addAttachments(services, zip, workspaceId, mtime))
    .then(
      () => zip.end(),
      (error) => output.destroy(error),
    );
  return output;
}

async function* jsonLines(rows: AsyncIterable<unknown>): AsyncGenerator<string> {
  for await (const row of rows) yield `${JSON.stringify(row)}\n`;
}

/** Keyset paging: each page is read with the last row of the one before; stops at a short page. */
async function* pages<T>(size: number, read: (last: T | null) => Promise<T[]>): AsyncGenerator<T[]> {
  let last: T | null = null;
  for (;;) {
    const page: T[] = await read(last);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    last = page[page.length - 1];
  }
}

/** Every live request, oldest first, as the API shows it, with its audit trail. */
async function* requestsOf(db: Db, workspaceId: string, view: ViewContext) {
  const read = async (last: RequestRow | null) =>
    (
      await db.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM signature_requests
          WHERE workspace_id = $1 AND erased_at IS NULL
            AND ($2::timestamptz IS NULL OR (created_at, id) > ($2, $3))
          ORDER BY created_at, id LIMIT $4`,
        [workspaceId, last?.created_at ?? null, last?.id ?? null, PAGE],
      )
    ).rows;
  for await (const rows of pages(PAGE, read)) {
    const ids = rows.map((r) => r.id);
    const [submitters, trails] = await Promise.all([submittersOf(db, ids), requestAuditTrailOf(db, ids)]);
    for (const row of rows) {
      yield {
        ...toRequestView(row, submitters.get(row.id) ?? [], view),
        auditTrail: (trails.get(row.id) ?? []).map(auditLine),
      };
    }
  }
}

async function* templatesOf(services: ExportServices, workspaceId: string) {
  for (let offset = 0; ; offset += PAGE) {
    const { templates } = await listTemplates(services.db, workspaceId, { limit: PAGE, offset });
    for (const listed of templates) {
      const t = await withDocumentsRead(services.db, services.documents, listed);
      yield { ...templateView(t), ...(t.body !== undefined ? { body: t.body } : {}) };
    }
    if (templates.length < PAGE) return;
  }
}

/**
 * Each template's definition (what POST /api/v1/templates takes to make it again) and, for a coordinate
 * template, the PDF it was made from, read from the store when the archive reaches it. A template of
 * several documents (issue 32) also has each document's PDF; its definition lists the documents by
 * name, each to be given its `pdf` (templates/<id>-document-<n>.pdf) to make it again. One document:
 * no list, the template's PDF is its `pdf`.
 */
async function addTemplateSources(services: ExportServices, zip: ZipFile, workspaceId: string, mtime: Date) {
  for (let offset = 0; ; offset += PAGE) {
    const { templates } = await listTemplates(services.db, workspaceId, { limit: PAGE, offset });
    for (const listed of templates) {
      const t = await withDocumentsRead(services.db, services.documents, listed);
      zip.addBuffer(Buffer.from(`${JSON.stringify(definitionOf(t), null, 2)}\n`), `templates/${t.id}.json`, {
        mtime,
      });
      const pdf = t.pdfDocumentId;
      if (pdf === undefined) continue;
      const addPdf = (name: string, id: string) =>
        zip.addReadStreamLazy(name, { mtime, compress: false }, (cb) => {
          services.documents.open(id).then(
            (stream) => cb(stream ? null : new Error(`The PDF ${name} is gone`), stream ?? Readable.from([])),
            (error) => cb(error, Readable.from([])),
          );
        });
      addPdf(`templates/${t.id}.pdf`, pdf);
      if (t.documents.length > 1) {
        for (const [i, d] of t.documents.entries()) {
          addPdf(`templates/${t.id}-document-${i + 1}.pdf`, d.documentId);
        }
      }
    }
    if (templates.length < PAGE) return;
  }
}

/** The body that makes the template again (its documents' PDFs to be added, see above). */
function definitionOf(t: Template) {
  const {
    id: _id,
    status: _status,
    createdAt: _created,
    publishedAt: _published,
    documents: _documents,
    fields,
    ...shape
  }: Record<string, unknown> = templateView(t);
  const documents = t.documents.length > 1 ? { documents: t.documents.map(({ name }) => ({ name })) } : {};
  return {
    ...shape,
    ...documents,
    ...(fields ? { fields } : {}),
    ...(t.body !== undefined ? { body: t.body } : {}),
  };
}

type Values = Record<string, string | number | boolean>;

/**
 * The values every live request was filled with, oldest first: the sender's and, by role in signing
 * order, each signer's (one per role; empty until they have signed). An erased request is not here; its values
 * were blanked with it.
 */
async function* valuesOf(db: Db, workspaceId: string) {
  type Row = { id: string; template_id: string; created_at: Date; sender_values: Values | null };
  const read = async (last: Row | null) =>
    (
      await db.query<Row>(
        `SELECT id, template_id, created_at, sender_values FROM signature_requests
          WHERE workspace_id = $1 AND erased_at IS NULL
            AND ($2::timestamptz IS NULL OR (created_at, id) > ($2, $3))
          ORDER BY created_at, id LIMIT $4`,
        [workspaceId, last?.created_at ?? null, last?.id ?? null, PAGE],
      )
    ).rows;
  for await (const rows of pages(PAGE, read)) {
    const { rows: signers } = await db.query<{
      request_id: string;
      role: string;
      signer_values: Values | null;
    }>(
      `SELECT request_id, role, signer_values FROM submitters
        WHERE request_id = ANY($1) ORDER BY request_id, position`,
      [rows.map((r) => r.id)],
    );
    for (const row of rows)
      yield {
        requestId: row.id,
        templateId: row.template_id,
        sender: row.sender_values ?? {},
        signers: signers
          .filter((s) => s.request_id === row.id)
          .map((s) => ({ role: s.role, values: s.signer_values ?? {} })),
      };
  }
}

async function* membersOf(db: Db, workspaceId: string) {
  // With the language each chose for the application (migration 0026) and whether they want the
  // completion e-mail (migration 0028), which listMembers leaves out.
  const { rows } = await db.query<{ id: string; locale: string | null; notify_on_completion: boolean }>(
    'SELECT id, locale, notify_on_completion FROM members WHERE workspace_id = $1',
    [workspaceId],
  );
  const settings = new Map(rows.map((r) => [r.id, r]));
  for (const member of await listMembers(db, workspaceId))
    yield {
      ...member,
      locale: settings.get(member.id)?.locale ?? null,
      notifyOnCompletion: settings.get(member.id)?.notify_on_completion ?? true,
    };
}

/** The hashes of removed members' addresses (issue 31 item 1), oldest first. */
async function* removedAddressesOf(db: Db, workspaceId: string) {
  const { rows } = await db.query<{ email_sha256: string; removed_at: Date }>(
    `SELECT email_sha256, removed_at FROM removed_member_addresses WHERE workspace_id = $1
      ORDER BY removed_at, email_sha256`,
    [workspaceId],
  );
  for (const row of rows) yield { emailSha256: row.email_sha256, removedAt: row.removed_at.toISOString() };
}

type AttachmentLine = {
  id: string;
  request_id: string;
  role: string | null;
  field_key: string | null;
  filename: string;
  size: number;
  sha256: string;
  content_type: string;
  document_id: string;
  created_at: Date;
};

/** The attachments of live requests (issue 34), oldest first, a page at a time. */
async function* attachmentRows(db: Db, workspaceId: string): AsyncGenerator<AttachmentLine[]> {
  const read = async (last: AttachmentLine | null) =>
    (
      await db.query<AttachmentLine>(
        `SELECT a.id, a.request_id, a.role, a.field_key, a.filename, a.size, a.sha256, a.content_type,
                a.document_id, a.created_at
           FROM signer_attachments a JOIN signature_requests r ON r.id = a.request_id
          WHERE a.workspace_id = $1 AND r.erased_at IS NULL AND a.id > $2
          ORDER BY a.id LIMIT $3`,
        [workspaceId, last?.id ?? '', PAGE],
      )
    ).rows;
  yield* pages(PAGE, read);
}

async function* attachmentsOf(db: Db, workspaceId: string) {
  for await (const rows of attachmentRows(db, workspaceId)) {
    for (const a of rows) {
      yield {
        id: a.id,
        requestId: a.request_id,
        role: a.role,
        field: a.field_key,
        filename: a.filename,
        size: a.size,
        sha256: a.sha256,
        contentType: a.content_type,
        createdAt: a.created_at.toISOString(),
        file: `attachments/${a.id}/${zipName(a.filename)}`,
      };
    }
  }
}

/** A filename as a ZIP entry's last part: no folders, no dots alone. */
const zipName = (filename: string) => filename.replace(/[\\/]/g, '_').replace(/^\.+$/, '_');

/** Adds attachments/<id>/<filename> for every attachment of a live request, read when reached. */
async function addAttachments(services: ExportServices, zip: ZipFile, workspaceId: string, mtime: Date) {
  for await (const rows of attachmentRows(services.db, workspaceId)) {
    for (const a of rows) {
      zip.addReadStreamLazy(
        `attachments/${a.id}/${zipName(a.filename)}`,
        { mtime, compress: false },
        (cb) => {
          services.documents.open(a.document_id).then(
            (stream) =>
              cb(stream ? null : new Error(`The attachment ${a.id} is gone`), stream ?? Readable.from([])),
            (error) => cb(error, Readable.from([])),
          );
        },
      );
    }
  }
}

/** The whole audit log, oldest first. */
async function* auditOf(db: Db, workspaceId: string) {
  const size = PAGE * 5;
  const read = async (last: AuditEntry | null) =>
    (
      await db.query<AuditEntry>(
        `SELECT id, at, action, request_id AS "requestId", actor, ip, user_agent AS "userAgent", details
           FROM audit_log
          WHERE workspace_id = $1 AND ($2::timestamptz IS NULL OR (at, id) > ($2, $3))
          ORDER BY at, id LIMIT $4`,
        [workspaceId, last?.at ?? null, last?.id ?? null, size],
      )
    ).rows;
  for await (const rows of pages(size, read)) for (const row of rows) yield auditLine(row);
}

async function* eventsOf(db: Db, workspaceId: string) {
  const read = async (last: FeedEvent | null) =>
    (await readFeed(db, workspaceId, { after: last?.id, limit: PAGE })).events;
  for await (const rows of pages(PAGE, read)) yield* rows;
}

const auditLine = (e: AuditEntry) => ({
  id: e.id,
  at: e.at,
  action: e.action,
  requestId: e.requestId,
  actor: e.actor,
  ip: e.ip,
  userAgent: e.userAgent,
  details: e.details,
});

/**
 * Adds documents/<request id>.pdf for every executed document, a few at a time ahead of the archive.
 * Each is opened when the archive reaches it and streamed from the store a piece at a time; one erased
 * since its entry was added ends the export with an error rather than a damaged file.
 */
async function addDocuments(services: ExportServices, zip: ZipFile, workspaceId: string, mtime: Date) {
  let waiting = 0;
  let room: (() => void) | null = null;
  const read = async (last: { id: string } | null) =>
    (
      await services.db.query<{ id: string; signed_document_id: string }>(
        `SELECT id, signed_document_id FROM signature_requests
          WHERE workspace_id = $1 AND erased_at IS NULL AND has_signed_document AND id > $2
          ORDER BY id LIMIT $3`,
        [workspaceId, last?.id ?? '', PAGE],
      )
    ).rows;
  for await (const rows of pages(PAGE, read)) {
    for (const row of rows) {
      while (waiting >= DOCUMENTS_AHEAD) await new Promise<void>((resolve) => (room = resolve));
      waiting += 1;
      zip.addReadStreamLazy(`documents/${row.id}.pdf`, { mtime, compress: false }, (cb) => {
        waiting -= 1;
        room?.();
        room = null;
        services.documents.open(row.signed_document_id).then(
          (stream) =>
            cb(
              stream ? null : new Error(`The executed document of ${row.id} is gone`),
              stream ?? Readable.from([]),
            ),
          (error) => cb(error, Readable.from([])),
        );
      });
    }
  }
}

async function* publicLinksOf(db: Db, workspaceId: string, publicUrl: string) {
  yield* await workspaceLinks(db, workspaceId, publicUrl);
}
