// Public verification's document work, as a task of the pool (issue 43): the uploaded file's seals
// read and checked (verify-pdf.ts inspectPdf) and its embedded files hashed (request-match.ts), on a
// worker thread, so a stranger's file never holds the thread that answers everyone. The thread reads
// the service's trust anchors from the configuration it was given.
import { defineTask } from '../platform/work/task.ts';
import type { InspectedPdf } from './verify-pdf.ts';

export const inspectUploadTask = defineTask('verify.inspectUpload', async () => {
  const [{ inspectPdf }, { embeddedHashes }, { serviceTrustAnchors }] = await Promise.all([
    import('./verify-pdf.ts'),
    import('./request-match.ts'),
    import('./trust.ts'),
  ]);
  return async (input: { pdf: Uint8Array }, { config }): Promise<InspectedPdf & { embedded: string[] }> => {
    const bytes = Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength);
    const inspected = inspectPdf(bytes, await serviceTrustAnchors(config));
    // An unsealed file matches no request: its embedded files are not read.
    const embedded = inspected.seals.length === 0 ? [] : await embeddedHashes(input.pdf);
    return { ...inspected, embedded };
  };
});
