// The completion of a 2-signer, 5-page flow document, warm (issue 10: median under 80 ms for render,
// certificate and seal). Runs the service in this process on the given PostgreSQL database, sends 35
// requests, lets the first signer sign each over HTTP, then times the last signature through the
// domain function itself, which reports its render, certificate and seal times.
// Alone: npm run bench:completion; with a CPU profile:
//   node --cpu-prof --cpu-prof-dir=profiles --import tsx bench/completion.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { completeSigning } from '../src/signing/complete-signing.ts';
import { createTenant, request, startTestApp } from '../test/helpers.ts';
import { type BenchDatabase, postgresDatabase } from './database.ts';
import { fivePageFlow } from './fixtures.ts';

const WARM_UP = 5;
const RUNS = 30;

export async function measureCompletion(database: BenchDatabase) {
  const t = await startTestApp({ LOG_LEVEL: 'silent' }, { databaseUrl: database.url });
  try {
    const tenant = await createTenant(t, 'enterprise');
    const flow = await fivePageFlow();
    const created = await request(t.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: { name: flow.name, kind: 'flow', roles: flow.roles, body: flow.body, variables: flow.inputs },
    });
    await request(t.url, 'POST', `/api/v1/templates/${created.body.id}/publish`, { token: tenant.apiKey });
    const sealing: number[] = [];
    const stages: Record<'render' | 'certificate' | 'seal', number[]> = {
      render: [],
      certificate: [],
      seal: [],
    };
    const whole: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
        token: tenant.apiKey,
        body: {
          templateId: created.body.id,
          sendEmail: false,
          values: {
            clientName: 'Zoë Ångström',
            companyName: 'Łukasz Żółć Sp. z o.o.',
            startDate: '2026-11-21',
          },
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
      const started = performance.now();
      const outcome = await completeSigning(t.services, last, signature, {
        ip: '127.0.0.1',
        userAgent: 'bench',
      });
      const elapsed = performance.now() - started;
      if (i < WARM_UP || !outcome.timings) continue;
      whole.push(elapsed);
      sealing.push(outcome.timings.renderMs + outcome.timings.certificateMs + outcome.timings.sealMs);
      stages.render.push(outcome.timings.renderMs);
      stages.certificate.push(outcome.timings.certificateMs);
      stages.seal.push(outcome.timings.sealMs);
    }
    const quantile = (values: number[], q: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    };
    return {
      median: quantile(sealing, 0.5),
      p95: quantile(sealing, 0.95),
      wholeMedian: quantile(whole, 0.5),
      stageMedians: {
        render: quantile(stages.render, 0.5),
        certificate: quantile(stages.certificate, 0.5),
        seal: quantile(stages.seal, 0.5),
      },
    };
  } finally {
    await t.close();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureCompletion(await postgresDatabase());
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `render + certificate + seal: median ${ms(result.median)}, p95 ${ms(result.p95)}; the whole last signature: median ${ms(result.wholeMedian)}`,
  );
  const { render, certificate, seal } = result.stageMedians;
  console.log(`stage medians: render ${ms(render)}, certificate ${ms(certificate)}, seal ${ms(seal)}`);
}
