// POST /sign/{token}/attachments (issue 34): a signer uploads a file for one of their `file` or
// `image` fields, before signing. The same gates as every signer action (their turn, the request
// open, the verification code passed: the route's gate) and the same checks as any upload: the type
// told by the content (PDF, PNG or JPEG, whatever the name says), at most 10 MiB, a PDF's active
// content removed (templates/active-content.ts) before it is stored, an image measured and
// re-encoded without its metadata by documents/images.ts (at most 25 million pixels, issue 43). The
// answer is what the completion's values refer to: `{id, filename, size, sha256}` of the bytes as
// stored.
import { IMAGE_MAX_PIXELS, ImageRefused, imageTypeOf, readImage } from '../documents/images.ts';
import { deleteAttachments } from '../lifecycle/attachments.ts';
import type { Queryable } from '../platform/db/index.ts';
import { coded, type InvalidValueDetail, invalidValues, notFound } from '../platform/errors.ts';
import { withoutControlCharacters } from '../platform/names.ts';
import type { Services } from '../platform/services.ts';
import type { DocumentStore } from '../platform/storage.ts';
import type { TenantWork } from '../platform/work/pool.ts';
import { requestAttachments, storeAttachment } from '../requests/attachments.ts';
import type { CertificateAttachments } from '../seal/certificate-attachments.ts';
import {
  ATTACHMENT_LIMITS,
  type AttachmentContentType,
  attachmentIdsIn,
  type RenderAttachment,
} from '../templates/attachment-values.ts';
import { inspectPdfsTask } from '../templates/document-tasks.ts';
import type { Template, Values } from '../templates/types.ts';
import { inputsInScope } from '../templates/values.ts';
import type { EmbeddedAttachment } from './seal-executed-document.ts';
import { loadSigningContext, type SigningContext } from './signing-context.ts';
import { assertSignerMayAct } from './turns.ts';

/** Uploads one signer may hold on a request, used or not (5 files for each of a few fields). */
export const MAX_UPLOADS_PER_SIGNER = 25;

export interface UploadedAttachment {
  id: string;
  filename: string;
  size: number;
  sha256: string;
}

type UploadServices = Pick<Services, 'db' | 'clock' | 'tokenSecret' | 'documents' | 'work'>;

export function attachmentTooLarge(): Error {
  return coded(
    'attachment_too_large',
    `The file is larger than ${ATTACHMENT_LIMITS.fileBytes / 1024 / 1024} MiB, the most an attachment may be`,
  );
}

export async function uploadAttachment(
  services: UploadServices,
  token: string,
  upload: { filename: string | undefined; bytes: Uint8Array },
): Promise<UploadedAttachment> {
  const { db, clock, tokenSecret } = services;
  const first = await loadSigningContext(db, tokenSecret, token, clock.now());
  if (!first) throw notFound('Signing link');
  assertSignerMayAct(first);
  const role = first.signer.role;
  if (!first.template.inputs.some((i) => i.role === role && (i.type === 'file' || i.type === 'image'))) {
    throw coded('unsupported_attachment', 'This signer has no file or image field to attach a file to');
  }
  if (upload.bytes.byteLength > ATTACHMENT_LIMITS.fileBytes) throw attachmentTooLarge();
  // A signer's uploads take turns by signing link (issue 43), in the image checks and in the pool.
  const checked = await checkedContent(upload.bytes, services.work.for(`link:${first.signer.id}`));
  const filename = attachmentFilename(upload.filename, checked.contentType);

  return db.transaction(async (tx) => {
    // Under the request's row lock, as every signer action: the turn is still theirs.
    const ctx = await loadSigningContext(tx, tokenSecret, token, clock.now(), { lock: true });
    if (!ctx) throw notFound('Signing link');
    assertSignerMayAct(ctx);
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signer_attachments WHERE request_id = $1 AND submitter_id = $2',
      [ctx.request.id, ctx.signer.id],
    );
    if ((rows[0]?.n ?? 0) >= MAX_UPLOADS_PER_SIGNER) {
      throw coded(
        'attachment_limit',
        `A signer may upload at most ${MAX_UPLOADS_PER_SIGNER} files to one request`,
      );
    }
    const stored = await storeAttachment(tx, services, {
      workspaceId: ctx.request.workspaceId,
      requestId: ctx.request.id,
      submitterId: ctx.signer.id,
      role: ctx.signer.role,
      fieldKey: null,
      filename,
      contentType: checked.contentType,
      bytes: checked.bytes,
    });
    return { id: stored.id, filename: stored.filename, size: stored.size, sha256: stored.sha256 };
  });
}

/**
 * The bytes to store and their type, told by the content; 415 unsupported_attachment otherwise. An
 * image is stored as images.ts re-encoded it: what is stored is what was measured. `tenant` (the
 * workspace) takes its turn in the image limiter.
 */
async function checkedContent(
  bytes: Uint8Array,
  work: TenantWork,
): Promise<{ bytes: Uint8Array; contentType: AttachmentContentType }> {
  if (imageTypeOf(bytes)) {
    try {
      const image = await readImage(bytes, { maxPixels: IMAGE_MAX_PIXELS, tenant: work.tenant });
      return { bytes: image.bytes, contentType: image.type };
    } catch (error) {
      if (error instanceof ImageRefused) throw coded('unsupported_attachment', error.message);
      throw error;
    }
  }
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') {
    // The checks of a template's upload, on a thread of the pool: the stored file is the one without
    // script, launches, embedded files or XFA.
    const checked = await work.run(inspectPdfsTask, { pdfs: [{ bytes, label: 'The file' }] });
    const [inspected] = checked.inspected;
    if (!inspected) throw coded('unsupported_attachment', checked.problems.join('; '));
    return { bytes: inspected.bytes, contentType: 'application/pdf' };
  }
  throw coded('unsupported_attachment', 'Attach a PDF, PNG or JPEG file: this file is none of them');
}

const EXTENSIONS: Record<AttachmentContentType, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/**
 * The name the file is kept under (and embedded with in the executed PDF): the last part of the name
 * the browser sent, without control characters (C0, C1, text-direction), at most 200 characters, and
 * ending in the extension of what the file was judged to be (issue 44 item 6: a PNG sent as `p.html`
 * is kept as `p.png`, so nothing opens it as a page); "attachment.pdf" and the like when it gave none.
 */
export function attachmentFilename(given: string | undefined, contentType: AttachmentContentType): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const clean = withoutControlCharacters(base).trim().normalize('NFC');
  const extension = EXTENSIONS[contentType];
  if (clean === '' || clean === '.' || clean === '..') return `attachment${extension}`;
  const stem = stemOf(clean);
  const room = ATTACHMENT_LIMITS.filenameLength - extension.length;
  return `${Array.from(stem).slice(0, room).join('')}${extension}`;
}

/** The name without its extension when it has one (`.html`, `.PNG`, `.mp4`: a letter, then up to 4 letters or digits). */
function stemOf(name: string): string {
  const match = /\.[A-Za-z][A-Za-z0-9]{0,4}$/.exec(name);
  return match && match.index > 0 ? name.slice(0, match.index) : name;
}

/**
 * At complete: every id a `file` or `image` value of this signer gives must be an upload of THIS
 * signer on THIS request, an image a PNG or JPEG of at most 5 MiB, and no upload used twice; 400
 * invalid_values naming each key otherwise.
 */
export async function assertOwnAttachments(q: Queryable, ctx: SigningContext, values: Values): Promise<void> {
  const inputs = inputsInScope(ctx.template, { role: ctx.signer.role }).filter(
    (i) => i.type === 'file' || i.type === 'image',
  );
  const ids = attachmentIdsIn(inputs, values);
  if (ids.length === 0) return;
  const own = new Map(
    (await requestAttachments(q, ctx.request.id, ids))
      .filter((a) => a.submitterId === ctx.signer.id)
      .map((a) => [a.id, a]),
  );
  const details: InvalidValueDetail[] = [];
  const used = new Set<string>();
  for (const input of inputs) {
    const given = attachmentIdsIn([input], values);
    const reason = given.some((id) => !own.has(id))
      ? 'refers to a file this signer did not upload to this request'
      : given.some((id) => used.has(id))
        ? 'uses a file another field uses'
        : input.type === 'image' &&
            given.some((id) => {
              const a = own.get(id);
              return !a?.contentType.startsWith('image/') || a.size > ATTACHMENT_LIMITS.imageBytes;
            })
          ? 'must be a PNG or JPEG image of at most 5 MiB'
          : undefined;
    for (const id of given) used.add(id);
    if (reason) details.push({ key: input.key, label: input.label, reason });
  }
  if (details.length > 0) throw invalidValues(details);
}

/**
 * In the completion's transaction: the uploads the values use are marked with their field, and the
 * signer's other uploads (never used) are deleted with their bytes. Purge the released objects after
 * the commit.
 */
export async function settleAttachments(
  tx: Queryable,
  documents: DocumentStore,
  ctx: SigningContext,
  values: Values,
): Promise<void> {
  for (const input of inputsInScope(ctx.template, { role: ctx.signer.role })) {
    const ids = attachmentIdsIn([input], values);
    if (ids.length === 0) continue;
    await tx.query(
      `UPDATE signer_attachments SET field_key = $3
        WHERE request_id = $1 AND submitter_id = $2 AND id = ANY($4::text[])`,
      [ctx.request.id, ctx.signer.id, input.key, ids],
    );
  }
  await deleteAttachments(tx, documents, 'request_id = $1 AND submitter_id = $2 AND field_key IS NULL', [
    ctx.request.id,
    ctx.signer.id,
  ]);
}

/**
 * The files of a completed request's `file` fields, in the order of the template's fields and the
 * signers': embedded in the executed PDF under their own names (made unique: "scan.pdf", "scan (2).pdf";
 * the two evidence files' names are taken), and listed on the certificate.
 */
export function attachedFiles(
  template: Pick<Template, 'inputs'>,
  signers: ReadonlyArray<{ role: string; values: Values }>,
  attachments: Readonly<Record<string, RenderAttachment>>,
  locale: string,
  /** Names the file holds already (the evidence PDFs). */
  reserved: readonly string[],
): { embedded: EmbeddedAttachment[]; certificate: CertificateAttachments } {
  const taken = new Set(reserved.map((n) => n.toLowerCase()));
  const embedded: EmbeddedAttachment[] = [];
  const list: CertificateAttachments['list'] = [];
  for (const signer of signers) {
    for (const input of template.inputs) {
      if (input.type !== 'file' || input.role !== signer.role) continue;
      for (const id of attachmentIdsIn([input], signer.values)) {
        const file = attachments[id];
        if (!file) continue;
        const filename = uniqueName(file.filename, taken);
        embedded.push({ filename, contentType: file.contentType, bytes: file.bytes });
        list.push({ filename, role: signer.role, field: input.label, size: file.size, sha256: file.sha256 });
      }
    }
  }
  return { embedded, certificate: { list, locale } };
}

function uniqueName(filename: string, taken: Set<string>): string {
  const dot = filename.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [filename.slice(0, dot), filename.slice(dot)] : [filename, ''];
  let name = filename;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${extension}`;
  taken.add(name.toLowerCase());
  return name;
}
