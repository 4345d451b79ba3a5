// Rendering a template into the PDF a signer reads: flow templates are laid out from Markdown,
// coordinate templates stamp values onto the uploaded PDF. Pure: bytes in, bytes out, no storage.
// The renderers (pdf-lib, fontkit and the fonts) are loaded by the first document rendered, so a
// process that only sends and polls never loads them (issue 10).

import { type RenderableTemplate, type RenderInput, withConditions } from './content.ts';
import type { RenderOptions } from './options.ts';

export type { Filled, RenderableTemplate, RenderInput } from './content.ts';
export { decodePngDataUrl, initialsOf, withConditions } from './content.ts';
export type { RenderOptions } from './options.ts';

/**
 * The document with the sender's `values` and, when given, each signer's values and signature.
 * Values are expected to have passed `validateValues`; unknown keys are ignored here.
 * `templatePdf` is the uploaded PDF of a coordinate template (ignored for flow templates).
 */
export async function renderDocument(
  template: RenderableTemplate,
  templatePdf: Uint8Array | undefined,
  input: RenderInput,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  input = withConditions(template, input);
  if (template.kind === 'flow') return (await import('./flow.ts')).renderFlow(template, input, options);
  if (!templatePdf) throw new Error('renderDocument: a coordinate template needs its PDF');
  return (await import('./coordinate.ts')).renderCoordinate(template, templatePdf, input, options);
}
