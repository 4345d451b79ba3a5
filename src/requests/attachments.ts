// A request's attachments (issue 34, migration 0042): the files a signer uploads for `file` and
// `image` fields, and the image a sender gives at send. The bytes are a document of the document
// store (storage.ts; a bucket when DOCUMENT_STORE_URL is set); the row says whose they are and what
// they were called. Values refer to them by id; nothing else does.
import { IMAGE_MAX_PIXELS, ImageRefused, readImage } from '../documents/images.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { type InvalidValueDetail, invalidValues } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { DocumentStore } from '../platform/storage.ts';
import {
  attachmentIdsIn,
  decodeImageDataUrl,
  isDataUrl,
  type RenderAttachment,
} from '../templates/attachment-values.ts';
import type { Template, Values } from '../templates/types.ts';

export interface Attachment {
  id: string;
  workspaceId: string;
  requestId: string;
  /** The signer who uploaded it; null: the sender's image. */
  submitterId: string | null;
  role: string | null;
  /** The field whose value refers to it; null until a completion (or the send) does. */
  fieldKey: string | null;
  filename: string;
  size: number;
  sha256: string;
  contentType: string;
  documentId: string;
  createdAt: Date;
}

export interface NewAttachment {
  workspaceId: string;
  requestId: string;
  submitterId: string | null;
  role: string | null;
  fieldKey: string | null;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

type Row = {
  id: string;
  workspace_id: string;
  request_id: string;
  submitter_id: string | null;
  role: string | null;
  field_key: string | null;
  filename: string;
  size: number;
  sha256: string;
  content_type: string;
  document_id: string;
  created_at: Date;
};

const COLUMNS =
  'id, workspace_id, request_id, submitter_id, role, field_key, filename, size, sha256, content_type, document_id, created_at';

const toAttachment = (r: Row): Attachment => ({
  id: r.id,
  workspaceId: r.workspace_id,
  requestId: r.request_id,
  submitterId: r.submitter_id,
  role: r.role,
  fieldKey: r.field_key,
  filename: r.filename,
  size: r.size,
  sha256: r.sha256,
  contentType: r.content_type,
  documentId: r.document_id,
  createdAt: r.created_at,
});

/** Stores the bytes as a document and the attachment's row, inside `tx`. */
export async function storeAttachment(
  tx: Queryable,
  services: { clock: Clock; documents: DocumentStore },
  input: NewAttachment,
  id = newId('att', services.clock.now()),
): Promise<Attachment> {
  const document = await services.documents.put(input.bytes, {
    contentType: input.contentType,
    workspaceId: input.workspaceId,
    tx,
  });
  const { rows } = await tx.query<Row>(
    `INSERT INTO signer_attachments (${COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [
      id,
      input.workspaceId,
      input.requestId,
      input.submitterId,
      input.role,
      input.fieldKey,
      input.filename,
      document.size,
      document.sha256,
      input.contentType,
      document.id,
      services.clock.now(),
    ],
  );
  return toAttachment(rows[0]);
}

/** The request's attachments with these ids (those of other requests are not found). */
export async function requestAttachments(
  q: Queryable,
  requestId: string,
  ids?: readonly string[],
): Promise<Attachment[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM signer_attachments
      WHERE request_id = $1 AND ($2::text[] IS NULL OR id = ANY($2::text[]))
      ORDER BY created_at, id`,
    [requestId, ids ? [...ids] : null],
  );
  return rows.map(toAttachment);
}

/** The attachments a render needs, with their bytes, keyed by id; ids not found are left out. */
export async function renderAttachments(
  q: Queryable,
  documents: DocumentStore,
  requestId: string,
  ids: readonly string[],
): Promise<Record<string, RenderAttachment>> {
  const out: Record<string, RenderAttachment> = {};
  if (ids.length === 0) return out;
  for (const a of await requestAttachments(q, requestId, [...new Set(ids)])) {
    const bytes = await documents.get(a.documentId, q);
    if (!bytes) continue;
    out[a.id] = { filename: a.filename, contentType: a.contentType, size: a.size, sha256: a.sha256, bytes };
  }
  return out;
}

/**
 * The attachments a request's values refer to (the sender's images, each signer's files and images),
 * with their bytes, for rendering its document; keyed by id.
 */
export async function valueAttachments(
  q: Queryable,
  documents: DocumentStore,
  template: Pick<Template, 'inputs'>,
  request: { id: string; senderValues: Values },
  signers: ReadonlyArray<{ role: string; values: Values | null }> = [],
): Promise<Record<string, RenderAttachment>> {
  const ids = [
    ...attachmentIdsIn(
      template.inputs.filter((i) => i.role === undefined),
      request.senderValues,
    ),
    ...signers.flatMap((s) =>
      attachmentIdsIn(
        template.inputs.filter((i) => i.role === s.role),
        s.values,
      ),
    ),
  ];
  return renderAttachments(q, documents, request.id, ids);
}

/**
 * A send's images (issue 34): each sender's `image` value given as a data URL is stored as an
 * attachment of the request about to be written, and the value becomes its id (a data URL is never
 * kept in the values). Each is measured and re-encoded first (documents/images.ts, issue 43): one of
 * more than 25 million pixels, or one libvips cannot read, is a 400 invalid_values naming its field,
 * and what is stored, and later drawn into the document, is what was measured. Returns the values to
 * write and the ids stored (to delete when the send writes no request).
 */
export async function storeSenderImages(
  db: Db,
  services: { clock: Clock; documents: DocumentStore | undefined },
  template: Pick<Template, 'inputs'>,
  request: { workspaceId: string; requestId: string },
  values: Values,
): Promise<{ values: Values; stored: string[] }> {
  const given = template.inputs.flatMap((input) => {
    const value = input.type === 'image' && input.role === undefined ? values[input.key] : undefined;
    if (!isDataUrl(value)) return [];
    const decoded = decodeImageDataUrl(value);
    return 'reason' in decoded ? [] : [{ input, ...decoded }];
  });
  if (given.length === 0) return { values, stored: [] };
  const refused: InvalidValueDetail[] = [];
  const images: Array<{ key: string; contentType: 'image/png' | 'image/jpeg'; bytes: Uint8Array }> = [];
  for (const { input, bytes } of given) {
    try {
      const image = await readImage(bytes, { maxPixels: IMAGE_MAX_PIXELS, tenant: request.workspaceId });
      images.push({ key: input.key, contentType: image.type, bytes: image.bytes });
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      refused.push({
        key: input.key,
        label: input.label,
        reason: `must be a readable image (${error.message.charAt(0).toLowerCase()}${error.message.slice(1)})`,
      });
    }
  }
  if (refused.length > 0) throw invalidValues(refused);
  const { documents } = services;
  if (!documents) throw new Error('sendRequest: a send with images needs the document store');
  const out: Values = { ...values };
  const stored = await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const image of images) {
      const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
      const attachment = await storeAttachment(
        tx,
        { clock: services.clock, documents },
        {
          workspaceId: request.workspaceId,
          requestId: request.requestId,
          submitterId: null,
          role: null,
          fieldKey: image.key,
          filename: `${image.key}.${extension}`,
          contentType: image.contentType,
          bytes: image.bytes,
        },
      );
      out[image.key] = attachment.id;
      ids.push(attachment.id);
    }
    return ids;
  });
  return { values: out, stored };
}
