// The commands that run part of the service in this process: `worker` and `migrate`.
import type { Stoppable } from '../platform/shutdown.ts';

export async function runService(command: 'worker' | 'migrate') {
  const { loadConfig } = await import('../platform/config.ts');
  const { createServices } = await import('../platform/services.ts');
  const services = await createServices(loadConfig());
  if (command === 'migrate') {
    await services.db.close();
    return;
  }
  const { startWorker } = await import('../worker.ts');
  const { startMetricsServer } = await import('../platform/metrics.ts');
  const { exitOnStopSignal, shutDown } = await import('../platform/shutdown.ts');
  const worker = startWorker(services);
  const background: Stoppable[] = [worker];
  // npm start's shutdown without the HTTP side (platform/shutdown.ts): within SHUTDOWN_LIMIT_MS, the
  // claims of unsent e-mails given back, exit 1 when a part had to be cut or failed. Listened for
  // before anything else is awaited, and before "worker running" is said: a signal in between would
  // otherwise end the process with none of it.
  exitOnStopSignal(services.log, () => shutDown({ background, services }));
  // A worker process serves no HTTP; METRICS_PORT gives its deliveries and sweeps a scrape target.
  const { metricsPort, metricsHost } = services.config;
  if (metricsPort !== undefined) {
    const metrics = await startMetricsServer(
      services.metrics,
      { port: metricsPort, host: metricsHost },
      services.log,
    );
    background.push({ stop: metrics.close });
  }
  services.log.info('worker running');
}
