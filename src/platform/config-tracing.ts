// Tracing configuration (issue 26, item 4): OpenTelemetry's own variables, read the way every OTLP
// exporter reads them. Tracing is off unless an OTLP endpoint is given; then spans go over OTLP/HTTP,
// protobuf (the OTLP default) or JSON. A malformed endpoint or an unsupported protocol fails the boot
// naming the variable, instead of a service that silently exports nothing.

export interface TracingConfig {
  /** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (used as is) or OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces). */
  endpoint: string;
  protocol: 'http/protobuf' | 'http/json';
  /** OTEL_SERVICE_NAME, else `countersign`. */
  serviceName: string;
}

type Env = Record<string, string | undefined>;

const PROTOCOLS = ['http/protobuf', 'http/json'] as const;

function given(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** `fail` throws config.ts's ConfigError (passed in: config.ts imports this module). */
export function tracingConfig(
  env: Env,
  fail: (variable: string, problem: string) => never,
): TracingConfig | undefined {
  // The specification's switch for the whole SDK.
  if (given(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return undefined;
  const tracesName = 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT';
  const name = given(env, tracesName) ? tracesName : 'OTEL_EXPORTER_OTLP_ENDPOINT';
  const raw = given(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(name, `must be a URL, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol))
    fail(name, `must use http: or https: (OTLP over HTTP), got ${url.protocol}`);
  const protocolName = given(env, 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL')
    ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
    : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const protocol = given(env, protocolName) ?? 'http/protobuf';
  if (!(PROTOCOLS as readonly string[]).includes(protocol))
    fail(protocolName, `must be ${PROTOCOLS.join(' or ')}, got "${protocol}"`);
  const endpoint = name === tracesName ? raw : `${raw.replace(/\/+$/, '')}/v1/traces`;
  return {
    endpoint,
    protocol: protocol as TracingConfig['protocol'],
    serviceName: given(env, 'OTEL_SERVICE_NAME') ?? 'countersign',
  };
}
