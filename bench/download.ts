// The executed document's download (issue 36): GET /api/v1/esign/submissions/{id}/document of a
// large executed file, its throughput and the process's peak RSS while it is downloaded. A request is
// completed, then its executed document's stored bytes are swapped for DOWNLOAD_MB (default 20) MB
// of random bytes (the route serves whatever the store holds, checked against its SHA-256), and the
// file is downloaded RUNS times by a client in the same process that counts the bytes without
// keeping them. The database store only (TEST_DB=pglite|postgres picks the database). Not a test:
//   TEST_DB=pglite node --import tsx bench/download.ts
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { clientSigns, consultantSigns, sendForSignature, startSigningApp } from '../test/signing-support.ts';
import { loadAverage, resetPeak, resident } from './memory.ts';

// Source maps are off, as `npm start` runs the service (tsx turns them on; their parsed maps are
// retained memory the service does not have).
process.setSourceMapsEnabled(false);

const MB = Number(process.env.DOWNLOAD_MB ?? 20);
const RUNS = 5;

const app = await startSigningApp({ env: { LOG_LEVEL: 'silent' } });
try {
  const sent = await sendForSignature(app);
  await clientSigns(app.t.url, sent.tokens[0]);
  await consultantSigns(app.t.url, sent.tokens[1]);
  const { rows } = await app.t.services.db.query<{ signed_document_id: string }>(
    'SELECT signed_document_id FROM signature_requests WHERE id = $1',
    [sent.id],
  );
  const bytes = randomBytes(MB * 1024 * 1024);
  await app.t.services.db.query('UPDATE documents SET bytes = $2, sha256 = $3, size = $4 WHERE id = $1', [
    rows[0].signed_document_id,
    bytes,
    createHash('sha256').update(bytes).digest('hex'),
    bytes.byteLength,
  ]);
  const seconds: number[] = [];
  let peak = 0;
  let before = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    globalThis.gc?.();
    resetPeak();
    const rss = resident().rss;
    const started = performance.now();
    const response = await fetch(`${app.t.url}/api/v1/esign/submissions/${sent.id}/document`, {
      headers: { authorization: `Bearer ${app.tenant.apiKey}` },
    });
    let received = 0;
    for await (const chunk of response.body ?? []) received += (chunk as Uint8Array).byteLength;
    const elapsed = (performance.now() - started) / 1000;
    if (response.status !== 200 || received !== bytes.byteLength) {
      throw new Error(`download: ${response.status}, ${received} bytes of ${bytes.byteLength}`);
    }
    if (i === 0) continue; // warm-up
    seconds.push(elapsed);
    if (resident().peak > peak) [peak, before] = [resident().peak, rss];
  }
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)];
  console.log(
    `${process.env.TEST_DB ?? 'pglite'}: ${MB} MB executed file, ${RUNS} downloads: median ${(median * 1000).toFixed(0)} ms, ${(MB / median).toFixed(0)} MB/s; peak RSS during a download ${peak.toFixed(0)} MiB (${before.toFixed(0)} before it); load average ${loadAverage()}`,
  );
} finally {
  await app.close();
}
