// Document bytes behind a small interface. The default keeps them in the database (one store for
// every process, and a document can be written in the same transaction as the state that refers
// to it); a file or S3-compatible store implements the same three calls.
import { createHash } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/index.ts';
import { newId } from './ids.ts';

export interface StoredDocument {
  id: string;
  sha256: string;
  size: number;
  contentType: string;
}

export interface DocumentStore {
  /** Stores bytes; with `tx`, inside that transaction when the store is transactional. */
  put(
    bytes: Uint8Array,
    meta: { contentType: string; workspaceId?: string; tx?: Queryable },
  ): Promise<StoredDocument>;
  get(id: string, tx?: Queryable): Promise<Uint8Array | null>;
  describe(id: string, tx?: Queryable): Promise<StoredDocument | null>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function databaseDocumentStore(db: Queryable, clock: Clock): DocumentStore {
  return {
    async put(bytes, meta) {
      const doc: StoredDocument = {
        id: newId('doc', clock.now()),
        sha256: sha256Hex(bytes),
        size: bytes.byteLength,
        contentType: meta.contentType,
      };
      await (meta.tx ?? db).query(
        `INSERT INTO documents (id, workspace_id, content_type, sha256, size, bytes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          doc.id,
          meta.workspaceId ?? null,
          doc.contentType,
          doc.sha256,
          doc.size,
          Buffer.from(bytes),
          clock.now(),
        ],
      );
      return doc;
    },
    async get(id, tx) {
      const { rows } = await (tx ?? db).query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM documents WHERE id = $1',
        [id],
      );
      return rows[0] ? new Uint8Array(rows[0].bytes) : null;
    },
    async describe(id, tx) {
      const { rows } = await (tx ?? db).query<{
        id: string;
        sha256: string;
        size: number;
        content_type: string;
      }>('SELECT id, sha256, size, content_type FROM documents WHERE id = $1', [id]);
      const r = rows[0];
      return r ? { id: r.id, sha256: r.sha256, size: r.size, contentType: r.content_type } : null;
    },
  };
}
