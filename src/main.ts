// What `npm start` runs (dist/server.mjs): tracing first when an OTLP endpoint is configured, then
// the server. The server is imported only afterwards, so OpenTelemetry's instrumentations see http,
// pg and ioredis load; without an endpoint OpenTelemetry is never loaded at all.
import { ConfigError } from './platform/config.ts';
import { tracingConfig } from './platform/config-tracing.ts';

try {
  const tracing = tracingConfig(process.env, (variable, problem) => {
    throw new ConfigError(variable, problem);
  });
  if (tracing) await (await import('./platform/tracing.ts')).startTracing(tracing);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? '' : 'Countersign failed to start: '}${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
await import('./server.ts');
