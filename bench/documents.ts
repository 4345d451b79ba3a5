// A request of several documents (issue 32): 5 documents of 20 pages each (100 pages), each with a
// sender's field and a signature on it. Times, warm, the render (POST /templates/{id}/render) and
// the completion (the last signature through the domain function: render, certificate, seal,
// commit), and reports the peak RSS during a completion (issue 36: the peak is reset before each
// one, /proc/self/clear_refs) besides the whole process's. Not a timed test: npm run
// bench:documents (the embedded database); `npm run bench` runs it on PostgreSQL (measureDocuments).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { completeSigning } from '../src/signing/complete-signing.ts';
import { createTenant, request, startTestApp } from '../test/helpers.ts';
import type { BenchDatabase } from './database.ts';
import { loadAverage, resetPeak, resident } from './memory.ts';

const DOCUMENTS = 5;
const PAGES_EACH = 20;
const WARM_UP = 2;
const RUNS = 8;

async function documentPdf(n: number): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= PAGES_EACH; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Document ${n}, page ${p}`, { x: 56, y: 780, size: 16, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(`Clause ${p}.${line + 1}: the parties agree to the terms set out in this document.`, {
        x: 56,
        y: 740 - line * 16,
        size: 10,
        font,
      });
    }
  }
  return Buffer.from(await doc.save()).toString('base64');
}

/** The create body of a template of 5 documents of 20 pages, each with a sender's field and two signatures. */
export async function fiveDocumentTemplate() {
  const documents = [];
  const fields = [];
  for (let n = 1; n <= DOCUMENTS; n++) {
    documents.push({ name: `Document ${n}`, pdf: await documentPdf(n) });
    fields.push(
      {
        name: `ref${n}`,
        label: 'Reference',
        type: 'text',
        document: n,
        page: 1,
        x: 56,
        y: 60,
        width: 200,
        height: 18,
      },
      {
        name: `a${n}`,
        label: 'Signature',
        type: 'signature',
        role: 'Client',
        document: n,
        page: PAGES_EACH,
        x: 56,
        y: 720,
        width: 200,
        height: 40,
      },
      {
        name: `b${n}`,
        label: 'Signature',
        type: 'signature',
        role: 'Company',
        document: n,
        page: PAGES_EACH,
        x: 300,
        y: 720,
        width: 200,
        height: 40,
      },
    );
  }
  const values = Object.fromEntries(
    Array.from({ length: DOCUMENTS }, (_, i) => [`ref${i + 1}`, `REF-${i + 1}`]),
  );
  return {
    body: {
      name: 'Five documents',
      kind: 'coordinate',
      roles: [{ name: 'Client' }, { name: 'Company' }],
      documents,
      fields,
    },
    values,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface DocumentsResult {
  renderMedian: number;
  completionMedian: number;
  completionMax: number;
  /** The sealing's stages (sealExecutedDocument's timings), medians. */
  stageMedians: { render: number; certificate: number; seal: number };
  executedBytes: number;
  /** The highest RSS during a completion, and the RSS just before it (MiB). */
  completionPeakRss: number;
  rssBefore: number;
  processPeakRss: number;
}

export async function measureDocuments(database?: BenchDatabase): Promise<DocumentsResult> {
  // Source maps off, as `npm start` runs the service: tsx turns them on, and the first stack trace
  // through pdf.js's worker parses its 5 MB map and keeps ~110 MB of it for the life of the process.
  process.setSourceMapsEnabled(false);
  const t = await startTestApp({ LOG_LEVEL: 'silent' }, database ? { databaseUrl: database.url } : {});
  try {
    const tenant = await createTenant(t, 'enterprise');
    const five = await fiveDocumentTemplate();
    const created = await request(t.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: five.body,
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const id = created.body.id;
    await request(t.url, 'POST', `/api/v1/templates/${id}/publish`, { token: tenant.apiKey });
    const values = five.values;

    const render: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      const out = await request(t.url, 'POST', `/api/v1/templates/${id}/render`, {
        token: tenant.apiKey,
        body: { values },
      });
      if (out.status !== 200) throw new Error(`render: ${out.status}`);
      if (i >= WARM_UP) render.push(performance.now() - started);
    }

    const completion: number[] = [];
    let bytes = 0;
    let completionPeakRss = 0;
    const stages = { render: [] as number[], certificate: [] as number[], seal: [] as number[] };
    let rssBefore = 0;
    let processPeakRss = 0;
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
        token: tenant.apiKey,
        body: {
          templateId: id,
          sendEmail: false,
          values,
          submitters: [
            { role: 'Client', name: 'Zoë Ångström', email: `zoe${i}@client.test` },
            { role: 'Company', name: 'Łukasz Żółć', email: `lukasz${i}@company.test` },
          ],
        },
      });
      const [first, last] = sent.body.submitters.map(
        (s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1],
      );
      const signature = { consent: true, signature: { type: 'typed' as const, text: 'Signed' } };
      await request(t.url, 'POST', `/sign/${first}/complete`, { body: signature });

      // Resetting the peak resets getrusage's too: the process's is kept here.
      processPeakRss = Math.max(processPeakRss, resident().peak);
      resetPeak();
      const before = resident().rss;
      const started = performance.now();
      const outcome = await completeSigning(t.services, last, signature, {
        ip: '127.0.0.1',
        userAgent: 'bench',
      });
      if (i >= WARM_UP) {
        completion.push(performance.now() - started);
        if (outcome.timings) {
          stages.render.push(outcome.timings.renderMs);
          stages.certificate.push(outcome.timings.certificateMs);
          stages.seal.push(outcome.timings.sealMs);
        }
        const { peak } = resident();
        if (peak > completionPeakRss) [completionPeakRss, rssBefore] = [peak, before];
      }
      if (i === WARM_UP + RUNS - 1) {
        const executed = await request(t.url, 'GET', `/api/v1/esign/submissions/${sent.body.id}/document`, {
          token: tenant.apiKey,
        });
        bytes = executed.body.length;
      }
    }
    return {
      renderMedian: median(render),
      completionMedian: median(completion),
      completionMax: Math.max(...completion),
      stageMedians: {
        render: median(stages.render),
        certificate: median(stages.certificate),
        seal: median(stages.seal),
      },
      executedBytes: bytes,
      completionPeakRss,
      rssBefore,
      processPeakRss: Math.max(processPeakRss, resident().peak),
    };
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await measureDocuments();
  console.log(`${DOCUMENTS} documents, ${DOCUMENTS * PAGES_EACH} pages, ${RUNS} warm runs each (PGlite)`);
  const rows: Array<[string, string]> = [
    ['render (POST /templates/{id}/render), median', `${r.renderMedian.toFixed(0)} ms`],
    ['completion (render, certificate, seal, commit), median', `${r.completionMedian.toFixed(0)} ms`],
    ['completion, slowest', `${r.completionMax.toFixed(0)} ms`],
    ...Object.entries(r.stageMedians).map(([stage, ms]): [string, string] => [
      `  stage median: ${stage}`,
      `${ms.toFixed(0)} ms`,
    ]),
    ['executed file', `${(r.executedBytes / 1024).toFixed(0)} KiB`],
    [
      'peak RSS during a completion (RSS before it)',
      `${r.completionPeakRss.toFixed(0)} (${r.rssBefore.toFixed(0)}) MiB`,
    ],
    ['process peak RSS', `${r.processPeakRss.toFixed(0)} MiB`],
  ];
  for (const [what, value] of rows) console.log(`| ${what.padEnd(54)} | ${value.padStart(15)} |`);
  console.log(`load average: ${loadAverage()}`);
}
