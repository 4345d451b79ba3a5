// The signing side's document work, as tasks of the pool (issue 43 item 1): the executed document —
// rendered, certified and sealed (seal-executed-document.ts) — made on a worker thread. The thread
// loads the sealing identity from the configuration it was given (SIGNING_CERT_FILE, or the one in
// DATA_DIR, which the service's own thread made before any completion), and asks the time-stamping
// authority itself.
import { defineTask } from '../platform/work/task.ts';
import type { ExecutedDocument, ExecutedDocumentInput } from './seal-executed-document.ts';

export type SealInput = Omit<ExecutedDocumentInput, 'timestamping'>;

export const sealExecutedTask = defineTask('signing.sealExecuted', async () => {
  const [{ sealExecutedDocument }, { signingIdentity }, { timestampingFrom }] = await Promise.all([
    import('./seal-executed-document.ts'),
    import('./signing-identity.ts'),
    import('./timestamping.ts'),
  ]);
  return async (input: SealInput, { config, log }): Promise<ExecutedDocument> =>
    sealExecutedDocument(await signingIdentity(config), {
      ...input,
      timestamping: timestampingFrom(config, log),
    });
});

/**
 * An executed document that was sealed while the authority was away, dated now (document-timestamps.ts):
 * its document timestamp and validation data added on a worker thread, which asks the authority the
 * configuration names. Null when the authority gave no token in time.
 */
export const timestampDocumentTask = defineTask('signing.timestampDocument', async () => {
  const { timestampDocument, timestampingFrom } = await import('./timestamping.ts');
  return async (input: { pdf: Uint8Array }, { config, log }) => {
    const timestamping = timestampingFrom(config, log);
    if (!timestamping) return null;
    const stamped = await timestampDocument(
      input.pdf,
      timestamping,
      performance.now() + timestamping.deadlineMs,
    );
    return stamped && { pdf: new Uint8Array(stamped.pdf), genTime: stamped.token.genTime };
  };
});
