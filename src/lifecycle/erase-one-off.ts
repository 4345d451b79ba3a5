// A document sent once (issue 32 item 5, "Send a document") is a template made for one request: its
// name is usually the file's, and its documents are that request's document. When that request is
// erased, the one-off template goes with it: its name, its documents' names and filenames, its fields
// and working copy are blanked, its stored PDFs deleted (objects released), and it is archived. An
// ordinary template, or a one-off that another request still uses, is left alone.
import type { Queryable } from '../platform/db/index.ts';
import type { DocumentStore } from '../platform/storage.ts';

type OneOffRow = {
  one_off: boolean;
  pdf_document_id: string | null;
  documents: Array<{ documentId?: string }> | null;
};

/** Call inside an erasure's transaction (erasure allowed), after the request itself is erased. */
export async function eraseOneOffTemplate(
  tx: Queryable,
  documents: Pick<DocumentStore, 'releaseObjects'>,
  input: { requestId: string; now: Date },
): Promise<void> {
  const { rows } = await tx.query<OneOffRow & { id: string }>(
    `SELECT t.id, t.one_off, t.pdf_document_id, t.documents
       FROM templates t JOIN signature_requests r ON r.template_id = t.id
      WHERE r.id = $1
      FOR UPDATE OF t`,
    [input.requestId],
  );
  const template = rows[0];
  if (!template?.one_off) return;
  const others = await tx.query(
    'SELECT 1 FROM signature_requests WHERE template_id = $1 AND id <> $2 AND erased_at IS NULL LIMIT 1',
    [template.id, input.requestId],
  );
  if (others.rows.length > 0) return;
  const ids = [
    template.pdf_document_id,
    ...(template.documents ?? []).map((d) => d.documentId ?? null),
  ].filter((id): id is string => typeof id === 'string' && id !== '');
  await tx.query(
    `UPDATE templates SET name = '', body = NULL, inputs = '[]'::jsonb, documents = '[]'::jsonb,
            pdf_document_id = NULL, working_copy = NULL, status = 'archived',
            archived_at = COALESCE(archived_at, $2)
      WHERE id = $1`,
    [template.id, input.now],
  );
  const deleted = await tx.query<{ location: string | null }>(
    'DELETE FROM documents WHERE id = ANY($1::text[]) RETURNING location',
    [[...new Set(ids)]],
  );
  await documents.releaseObjects(
    tx,
    deleted.rows.map((d) => d.location),
  );
}
