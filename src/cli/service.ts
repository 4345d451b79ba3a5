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
  const background = metrics ? [worker, { stop: metrics.close }] : [worker];
  // npm start's shutdown without the HTTP side (platform/shutdown.ts): within SHUTDOWN_LIMIT_MS, the
  // claims of unsent e-mails given back, exit 1 when a part had to be cut or failed.
  const { shutDown } = await import('../platform/shutdown.ts');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log.info({ signal }, 'shutting down');
    process.exit(await shutDown({ background, services }));
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
