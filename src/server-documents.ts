// A documents node (WORKER_ROLE=documents, issue 43 item 4): no API, no pages, no e-mail; it takes
// the document work API nodes (WORKER_ROLE=api) queue in PostgreSQL and does it on its own pool
// (platform/work/runner.ts). It answers /healthz and /readyz on PORT, as every node does, so an
// orchestrator can tell it is up; on SIGTERM it stops claiming, finishes what it runs, and exits.
import Fastify from 'fastify';
import { healthRoutes } from './health/routes.ts';
import type { Services } from './platform/services.ts';
import { startDocumentRunner } from './platform/work/runner.ts';
import './document-tasks.ts';

export async function startDocumentsNode(services: Services): Promise<{ stop(): Promise<void> }> {
  const { config, log } = services;
  const runner = startDocumentRunner({
    db: services.db,
    work: services.work,
    slots: Math.max(1, config.documentWork.threads),
    log: log.child({ component: 'documents-node' }),
  });
  const health = Fastify({ logger: false });
  await health.register(healthRoutes, { services });
  await health.listen({ port: config.port, host: config.host });
  log.info({ node: runner.node, threads: config.documentWork.threads }, 'documents node taking work');
  return {
    async stop() {
      await health.close();
      await runner.stop();
    },
  };
}
