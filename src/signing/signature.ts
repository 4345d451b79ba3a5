// A signer's signature as the complete call carries it (CONTRACT §6): typed text, or a drawn PNG as a
// data URL. Checked here completely — a drawn image must be a PNG that decodes whole, read by
// documents/images.ts (libvips, off the JavaScript thread: issue 43) — because a signature accepted
// from an earlier signer is rendered only when the last one completes, and a picture that cannot be
// drawn then would block the whole request.
import { ImageRefused, readImage } from '../documents/images.ts';
import { badRequest } from '../platform/errors.ts';
import type { SignatureInput } from '../templates/types.ts';

export const TYPED_SIGNATURE_MAX = 200;
const DRAWN_MAX_SIDE = 6000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a typed name must not carry them
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/**
 * Text-direction embeddings, overrides and isolates (issue 31 item 6, the names' rule): they would
 * make the name on the document and the certificate show as other text. Removed, not refused, as
 * the control characters above are turned into spaces: the signer is typing their name.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export interface SignatureBody {
  type: 'typed' | 'drawn';
  text?: string;
  image?: string;
}

/**
 * `body.signature` (or, with `field` 'initials', `body.initials`) checked and normalised. `tenant`
 * (the signing link) takes its turn in the image limiter.
 */
export async function parseSignature(
  body: SignatureBody,
  field: 'signature' | 'initials' = 'signature',
  tenant?: string,
): Promise<SignatureInput> {
  const at = `body/${field}`;
  if (body.type === 'typed') {
    if (body.image !== undefined) throw badRequest(`${at}/image is only for a drawn ${field}`);
    const text = (body.text ?? '')
      .replace(CONTROL_CHARACTERS, ' ')
      .replace(DIRECTION_CONTROLS, '')
      .trim()
      .normalize('NFC');
    if (text === '')
      throw badRequest(
        `${at}/text must be the signer's ${field === 'signature' ? 'name' : 'initials'}, typed`,
      );
    if (text.length > TYPED_SIGNATURE_MAX) {
      throw badRequest(`${at}/text must be at most ${TYPED_SIGNATURE_MAX} characters`);
    }
    return { type: 'typed', text };
  }
  if (body.text !== undefined) throw badRequest(`${at}/text is only for a typed ${field}`);
  if (!body.image) throw badRequest(`${at}/image must be a PNG data URL (data:image/png;base64,...)`);
  // The renderer's decoder of the data URL, loaded by the first drawn signature (without pdf-lib).
  const { decodePngDataUrl } = await import('../templates/render/content.ts');
  const png = decodePngDataUrl(body.image);
  try {
    // Checked, not replaced: the signature kept (and shown back by the API) is the one the signer sent.
    await readImage(png, {
      maxPixels: DRAWN_MAX_SIDE * DRAWN_MAX_SIDE,
      maxSide: DRAWN_MAX_SIDE,
      allowed: ['image/png'],
      tenant,
    });
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    throw badRequest(`${at}/image must be a readable PNG of at most ${DRAWN_MAX_SIDE} pixels a side`);
  }
  return { type: 'drawn', image: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
