// Which completed request an uploaded file belongs to. The executed document embeds its executed
// pages (the PDF whose SHA-256 its audit certificate quotes); a file matches a request when one of
// its embedded PDFs has the SHA-256 of a request's stored executed pages. The answer repeats only
// what the file's own certificate already shows: id, template name, completion, and each signer's
// role, name and signing time (no e-mail, IP address or user agent). When the request's record was
// erased since (issue 21), its tombstone still knows the executed pages' hash: the answer then names
// the request and when its record was erased, and nothing else.
import { createHash } from 'node:crypto';
import type { Queryable } from '../platform/db/index.ts';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
} from '../platform/pdf.ts';
import { graphWalk } from '../platform/pdf-walk.ts';

export interface MatchedRequest {
  id: string;
  templateName: string;
  completedAt: string;
  submitters: Array<{ role: string; name: string; completedAt: string | null }>;
}

/** A request this service completed whose record was erased: only what its tombstone keeps. */
export interface ErasedRequest {
  id: string;
  completedAt: string | null;
  erasedAt: string;
}

/** Embedded files looked at; an executed document has two. */
const MAX_EMBEDDED = 20;
/** Nodes of the embedded files' name tree walked at most. */
const MAX_TREE_NODES = 1_000;

/**
 * The request whose executed pages are one of the files a document embeds, given by their SHA-256
 * (embeddedHashes, which the caller runs on a worker thread of the pool: document-tasks.ts).
 */
export async function matchRequest(
  db: Queryable,
  hashes: string[],
): Promise<MatchedRequest | ErasedRequest | null> {
  if (hashes.length === 0) return null;
  const { rows } = await db.query<{ id: string; template_name: string; completed_at: Date }>(
    `SELECT r.id, r.template_name, r.completed_at
       FROM signature_requests r JOIN documents d ON d.id = r.executed_pages_document_id
      WHERE d.sha256 = ANY($1) AND r.status = 'completed' AND r.erased_at IS NULL
      ORDER BY r.completed_at, r.id LIMIT 1`,
    [hashes],
  );
  const request = rows[0];
  if (!request) return matchErased(db, hashes);
  const submitters = await db.query<{ role: string; name: string; completed_at: Date | null }>(
    'SELECT role, name, completed_at FROM submitters WHERE request_id = $1 ORDER BY position',
    [request.id],
  );
  return {
    id: request.id,
    templateName: request.template_name,
    completedAt: request.completed_at.toISOString(),
    submitters: submitters.rows.map((s) => ({
      role: s.role,
      name: s.name,
      completedAt: s.completed_at ? s.completed_at.toISOString() : null,
    })),
  };
}

async function matchErased(db: Queryable, hashes: string[]): Promise<ErasedRequest | null> {
  const { rows } = await db.query<{ id: string; completed_at: Date | null; erased_at: Date }>(
    `SELECT id, completed_at, erased_at FROM signature_requests
      WHERE executed_pages_sha256 = ANY($1) AND erased_at IS NOT NULL
      ORDER BY completed_at, id LIMIT 1`,
    [hashes],
  );
  const r = rows[0];
  return r
    ? { id: r.id, completedAt: r.completed_at?.toISOString() ?? null, erasedAt: r.erased_at.toISOString() }
    : null;
}

/** The SHA-256 (hex) of each file embedded in the document's /EmbeddedFiles name tree. */
export async function embeddedHashes(pdf: Uint8Array): Promise<string[]> {
  return (await embeddedFiles(pdf)).map((bytes) => createHash('sha256').update(bytes).digest('hex'));
}

/** The bytes of each file embedded in the document's /EmbeddedFiles name tree; none if unreadable. */
async function embeddedFiles(pdf: Uint8Array): Promise<Uint8Array[]> {
  try {
    const doc = await PDFDocument.load(pdf, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return embeddedIn(doc);
  } catch {
    // A file pdf-lib cannot read (no catalog, broken objects) embeds nothing we can match.
    return [];
  }
}

function embeddedIn(doc: PDFDocument): Uint8Array[] {
  const lookup = (value: unknown) => (value instanceof PDFRef ? doc.context.lookup(value) : value);
  const names = lookup(doc.catalog.get(PDFName.of('Names')));
  const tree = names instanceof PDFDict ? lookup(names.get(PDFName.of('EmbeddedFiles'))) : undefined;
  const specs: PDFDict[] = [];
  const nodes = graphWalk(MAX_TREE_NODES, 'tree of embedded files');
  const walk = (node: unknown, depth: number) => {
    if (!(node instanceof PDFDict) || depth > 8 || specs.length >= MAX_EMBEDDED) return;
    if (!nodes.first(node)) return;
    const pairs = lookup(node.get(PDFName.of('Names')));
    if (pairs instanceof PDFArray) {
      for (let i = 1; i < pairs.size(); i += 2) {
        const spec = lookup(pairs.get(i));
        if (spec instanceof PDFDict && specs.length < MAX_EMBEDDED) specs.push(spec);
      }
    }
    const kids = lookup(node.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) walk(lookup(kid), depth + 1);
  };
  walk(tree, 0);
  const files: Uint8Array[] = [];
  for (const spec of specs) {
    const ef = lookup(spec.get(PDFName.of('EF')));
    const stream = ef instanceof PDFDict ? lookup(ef.get(PDFName.of('F'))) : undefined;
    if (!(stream instanceof PDFRawStream)) continue;
    try {
      files.push(decodePDFRawStream(stream).decode());
    } catch {
      // An embedded file we cannot decode cannot match anything.
    }
  }
  return files;
}
