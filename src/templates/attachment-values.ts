// The values of `file` and `image` inputs (issue 34), as the rest of the service reads them:
// a `file` value is a list of attachment ids (uploads through POST /sign/{token}/attachments), an
// `image` value one attachment id, or, from a sender at send or render, a base64 data URL of a PNG or
// JPEG. A data URL is never stored: the send keeps the image as an attachment and the value as its id.
import { Buffer } from 'node:buffer';
import type { TemplateInput, Values } from './types.ts';

export const ATTACHMENT_LIMITS = {
  /** Any upload (PDF, PNG or JPEG). */
  fileBytes: 10 * 1024 * 1024,
  /** An image used for an `image` input (an upload or a sender's data URL, decoded). */
  imageBytes: 5 * 1024 * 1024,
  /** `maxFiles`: default and largest. */
  defaultFiles: 1,
  maxFiles: 5,
  filenameLength: 200,
} as const;

export type AttachmentContentType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** An attachment as a render needs it: what it is called and its bytes. */
export interface RenderAttachment {
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}

/** Attachment ids as ids.ts makes them: `att_` and 26 base32 characters. */
export const ATTACHMENT_ID = /^att_[0-9a-hjkmnp-tv-z]{26}$/;

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** Whether a value is meant as a data URL (checked by decodeImageDataUrl). */
export const isDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:');

/**
 * The image of a `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL, its bytes being what
 * the URL says; a reason when not (or when larger than an image may be).
 */
export function decodeImageDataUrl(
  value: string,
): { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' } | { reason: string } {
  const match = DATA_URL.exec(value.replace(/\s+/g, ''));
  if (!match) return { reason: 'must be a PNG or JPEG image as a data URL (data:image/png;base64,…)' };
  // Decoded size, known before decoding: 3 bytes for every 4 characters, less the padding.
  const encoded = match[2];
  const size =
    Math.floor((encoded.length * 3) / 4) - (encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0);
  if (size > ATTACHMENT_LIMITS.imageBytes) return { reason: 'must be an image of at most 5 MiB' };
  const bytes = new Uint8Array(Buffer.from(encoded, 'base64'));
  const png = match[1] === 'png';
  if (!startsWith(bytes, png ? PNG : JPEG)) {
    return { reason: `must be a ${png ? 'PNG' : 'JPEG'} image: its bytes are not one` };
  }
  return { bytes, contentType: png ? 'image/png' : 'image/jpeg' };
}

/** Why a `file` input's value is not a list of 1..maxFiles distinct attachment ids; undefined when it is. */
export function checkFileValue(input: Pick<TemplateInput, 'maxFiles'>, value: unknown): string | undefined {
  const most = input.maxFiles ?? ATTACHMENT_LIMITS.defaultFiles;
  const plural = most === 1 ? 'one uploaded file id' : `a list of 1 to ${most} uploaded file ids`;
  if (!Array.isArray(value) || value.length === 0)
    return `must be ${plural} (POST /sign/{token}/attachments)`;
  if (value.length > most) return `takes at most ${most} file${most === 1 ? '' : 's'}`;
  if (!value.every((id) => typeof id === 'string' && ATTACHMENT_ID.test(id))) {
    return 'must list ids of uploaded files (att_…)';
  }
  if (new Set(value).size !== value.length) return 'lists a file twice';
  return undefined;
}

/**
 * Why an `image` input's value does not suit it: a sender gives a data URL (stored at send), a
 * signer the id of their upload.
 */
export function checkImageValue(value: unknown, fromSender: boolean): string | undefined {
  if (fromSender) {
    if (typeof value !== 'string')
      return 'must be a PNG or JPEG image as a data URL (data:image/png;base64,…)';
    const decoded = decodeImageDataUrl(value);
    return 'reason' in decoded ? decoded.reason : undefined;
  }
  return typeof value === 'string' && ATTACHMENT_ID.test(value)
    ? undefined
    : 'must be the id of an uploaded PNG or JPEG image (POST /sign/{token}/attachments)';
}

/** Every attachment id the values of these inputs refer to (file lists and image ids, not data URLs). */
export function attachmentIdsIn(
  inputs: readonly TemplateInput[],
  values: Values | null | undefined,
): string[] {
  if (!values) return [];
  const ids: string[] = [];
  for (const input of inputs) {
    const value = Object.hasOwn(values, input.key) ? values[input.key] : undefined;
    if (input.type === 'file' && Array.isArray(value)) ids.push(...value);
    if (input.type === 'image' && typeof value === 'string' && ATTACHMENT_ID.test(value)) ids.push(value);
  }
  return ids;
}
