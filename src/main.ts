// What `npm start` runs (dist/server.mjs): tracing first when an OTLP endpoint is configured, then
// the server. The server is imported only afterwards, so OpenTelemetry's instrumentations see http,
// pg and ioredis load; without an endpoint OpenTelemetry is never loaded at all. Built, the service
// serves the islands and compressed files its build prepared in dist/assets/ (platform/http/
// prebuilt.ts); import.meta.filename is left alone by the build (scripts/build.mjs rewrites only
// import.meta.url and import.meta.dirname), so it names dist/server.mjs there, and src/main.ts when
// run from the sources, where no assets folder exists.
import path from 'node:path';
import { ConfigError } from './platform/config.ts';
import { tracingConfig } from './platform/config-tracing.ts';
import { usePrebuiltAssets } from './platform/http/prebuilt.ts';

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
usePrebuiltAssets(path.join(path.dirname(import.meta.filename), 'assets'));
await import('./server.ts');
