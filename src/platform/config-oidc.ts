// Single sign-on configuration (issue 25, item 2): one OpenID Provider per instance. OIDC_ISSUER,
// OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME are set all together or not at all; a partial set
// fails the boot naming what is missing rather than showing a button that cannot work. DNS_SERVERS
// names the DNS servers asked for an auto-join domain's TXT record (issue 31 item 2).
import { isIP } from 'node:net';

export interface OidcConfig {
  /** The issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in page calls the provider: "Continue with <name>". */
  name: string;
}

type Env = Record<string, string | undefined>;

const VARIABLES = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const;

/** http is accepted only for a provider on this machine (development and tests); otherwise https. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `fail` throws config.ts's ConfigError (passed in: config.ts imports this module). */
export function oidcConfig(
  env: Env,
  fail: (variable: string, problem: string) => never,
): OidcConfig | undefined {
  const given = VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
  if (given.length === 0) return undefined;
  const missing = VARIABLES.filter((name) => !given.includes(name));
  if (missing.length > 0) {
    fail(missing[0], `must be set with ${given.join(', ')} (single sign-on needs all four)`);
  }
  const issuer = String(env.OIDC_ISSUER).trim();
  let parsed: URL;
  try {
    parsed = new URL(issuer);
  } catch {
    fail('OIDC_ISSUER', 'must be a URL');
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))) {
    fail('OIDC_ISSUER', 'must use https: (http: only for localhost)');
  }
  if (parsed.search || parsed.hash) fail('OIDC_ISSUER', 'must have no query or fragment');
  const name = String(env.OIDC_NAME).trim();
  if (name.length > 60) fail('OIDC_NAME', 'must be at most 60 characters');
  const clientId = String(env.OIDC_CLIENT_ID).trim();
  if (clientId.length > 500) fail('OIDC_CLIENT_ID', 'must be at most 500 characters');
  return { issuer, clientId, clientSecret: String(env.OIDC_CLIENT_SECRET), name };
}

/**
 * DNS_SERVERS: comma-separated IP addresses, each with an optional port (`10.0.0.2`, `10.0.0.2:53`,
 * `[::1]:53`, `::1`); unset: the system's resolvers.
 */
export function dnsServersConfig(
  env: Env,
  fail: (variable: string, problem: string) => never,
): string[] | undefined {
  const raw = (env.DNS_SERVERS ?? '').trim();
  if (!raw) return undefined;
  return raw.split(',').map((item) => {
    const server = item.trim();
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(server);
    const withPort = /^([^:]+):(\d+)$/.exec(server);
    const [address, port] = bracketed
      ? [bracketed[1], bracketed[2]]
      : withPort
        ? [withPort[1], withPort[2]]
        : [server, undefined];
    if (!isIP(address) || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) {
      fail('DNS_SERVERS', `must be IP addresses with optional ports, separated by commas (got "${server}")`);
    }
    return server;
  });
}
