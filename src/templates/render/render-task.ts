// Rendering a template into a PDF, as a task of the pool (issue 43): previews, the render endpoint
// and the signer's document so far are drawn on a worker thread. Options that are functions (the
// executed document's footers) stay with the completion, which renders inside its own task.
import { defineTask } from '../../platform/work/task.ts';
import type { RenderableTemplate, RenderInput } from './index.ts';

export const renderTask = defineTask('templates.render', async () => {
  const { renderDocument } = await import('./index.ts');
  return (input: { template: RenderableTemplate; pdf: Uint8Array | undefined; input: RenderInput }) =>
    renderDocument(input.template, input.pdf, input.input);
});
