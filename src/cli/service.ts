// The commands that run part of the service in this process: `worker` and `migrate`.

export async function runService(command: 'worker' | 'migrate') {
  const { loadConfig } = await import('../platform/config.ts');
  const { createServices } = await import('../platform/services.ts');
  const services = await createServices(loadConfig());
  if (command === 'migrate') {
    await services.db.close();
    return;
  }
  const { startWorker } = await import('../worker.ts');
  const worker = startWorker(services);
  services.log.info('worker running');
  // A worker process serves no HTTP; METRICS_PORT gives its deliveries and sweeps a scrape target.
  const { startMetricsServer } = await import('../platform/metrics.ts');
  const { metricsPort, metricsHost } = services.config;
  const metrics =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(services.metrics, { port: metricsPort, host: metricsHost }, services.log);
  const stop = async () => {
    await worker.stop();
    await metrics?.close();
    // The bucket's client too (DOCUMENT_STORE_URL), like npm start's shutdown (platform/shutdown.ts).
    services.documents.close();
    await services.db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
