// Entry point of `npm start`: validates configuration, takes the embedded database (refusing to start
// when another process holds it), migrates, listens, and only then starts the background worker (so a
// process that cannot have its port touches nothing). On SIGTERM/SIGINT it stops accepting
// connections, lets in-flight requests finish, then closes the database. The routes, pages and the
// background worker load while the database opens: PGlite starts on its own thread, PostgreSQL answers
// over the network, and the modules compile on this one meanwhile.
import { ConfigError, loadConfig } from './platform/config.ts';
import { startupLine } from './platform/http/one-origin.ts';
import { collectWhenIdle } from './platform/idle-collect.ts';
import { startMetricsServer } from './platform/metrics.ts';
import { recordServiceUrl } from './platform/service-url.ts';
import { createServices, type Services } from './platform/services.ts';
import { exitOnStopSignal, shutDown } from './platform/shutdown.ts';
import { stopTracing } from './platform/tracing-state.ts';
import { signingIdentity } from './signing/signing-identity.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // A configured sealing certificate is read before anything else: a bad SIGNING_CERT_FILE stops the
  // boot at once with a message naming it, instead of failing the first completion.
  if (config.signingCertFile) await signingIdentity(config);
  const opening = createServices(config, { lockNote: `serving ${config.publicUrl}` });
  if (config.documentWork.role === 'documents') return documentsNode(await opening);
  const loading = Promise.all([import('./app.ts'), import('./worker.ts')]);
  // Awaited below unless the database fails to open first; then the start ends with that error.
  loading.catch(() => {});
  const services = await opening;
  const [{ buildApp }, { startWorker }] = await loading;
  // Without one, the self-signed identity is generated (first start) or loaded from DATA_DIR, which
  // only the holder of the embedded database's lock may write.
  await signingIdentity(config);
  const app = await buildApp(services);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await services.db.close().catch(() => {});
    throw error;
  }
  // The CLI with the same DATA_DIR finds the service here (platform/service-url.ts).
  await recordServiceUrl(config.dataDir, app.server.address()).catch((error) =>
    services.log.warn({ err: error }, 'could not record the service URL in DATA_DIR'),
  );
  const background: Array<{ stop(): Promise<void> }> = [];
  // A quiet process gives back what a burst left in its heap (platform/idle-collect.ts).
  const idle = collectWhenIdle();
  background.push({ stop: async () => idle.stop() });
  // E-mail delivery and the expiry sweep; RUN_WORKER=0 leaves them to other processes.
  if (config.runWorker) background.push(startWorker(services));
  if (config.metricsPort !== undefined) {
    const metrics = await startMetricsServer(
      services.metrics,
      { port: config.metricsPort, host: config.metricsHost },
      services.log,
    );
    background.push({ stop: metrics.close });
  }

  // Drain HTTP, stop the worker, close the pools, then send the last spans (this shutdown's requests
  // included) in the time left: exit 0 within SHUTDOWN_LIMIT_MS (platform/shutdown.ts). Whatever
  // happens on the way, the process exits (1 when the stop itself failed).
  exitOnStopSignal(services.log, () => shutDown({ app, background, services, flush: stopTracing }));

  services.log.info({ url: config.publicUrl, database: services.db.kind }, 'Countersign is listening');
  // One plain line for a person, beside the JSON log: where to open the application.
  process.stdout.write(startupLine(config.publicUrl));
}

/** WORKER_ROLE=documents: the node takes document work only (server-documents.ts). */
async function documentsNode(services: Services) {
  await signingIdentity(services.config);
  const { startDocumentsNode } = await import('./server-documents.ts');
  const node = await startDocumentsNode(services);
  exitOnStopSignal(services.log, () => shutDown({ background: [node], services }));
}

main().catch((error) => {
  process.stderr.write(
    `Countersign failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
