// The instance's OpenID Provider, as openid-client sees it (issue 25, item 2). Discovery is read once
// per process and kept for an hour; each sign-in gets its own Configuration so that the library
// judges the ID token's expiry by the service clock (the test clock included), never by a second one.
import * as oidc from 'openid-client';
import type { Clock } from '../platform/clock.ts';
import type { OidcConfig } from '../platform/config-oidc.ts';

const DISCOVERY_TTL_MS = 3600_000;

export interface OidcProvider {
  readonly settings: OidcConfig;
  /** A configuration for one use, its clock aligned with the service clock. */
  configuration(clock: Clock): Promise<oidc.Configuration>;
}

/** The provider could not be reached or answered discovery with nonsense. */
export class ProviderUnavailableError extends Error {}

export function oidcProvider(settings: OidcConfig): OidcProvider {
  const insecure = new URL(settings.issuer).protocol === 'http:';
  let discovered: { metadata: oidc.ServerMetadata; at: number } | undefined;

  async function metadata(): Promise<oidc.ServerMetadata> {
    if (discovered && Date.now() - discovered.at < DISCOVERY_TTL_MS) return discovered.metadata;
    try {
      const config = await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      discovered = { metadata: config.serverMetadata(), at: Date.now() };
      return discovered.metadata;
    } catch (error) {
      throw new ProviderUnavailableError(`OpenID Provider discovery failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  return {
    settings,
    async configuration(clock) {
      const server = await metadata();
      // client_secret_basic is the OpenID default; the secret goes in the body only when the
      // provider says it accepts nothing else.
      const methods = server.token_endpoint_auth_methods_supported;
      const auth =
        !methods || methods.includes('client_secret_basic')
          ? oidc.ClientSecretBasic(settings.clientSecret)
          : oidc.ClientSecretPost(settings.clientSecret);
      const skewSeconds = Math.round((clock.now().getTime() - Date.now()) / 1000);
      const config = new oidc.Configuration(
        server,
        settings.clientId,
        { client_secret: settings.clientSecret, [oidc.clockSkew]: skewSeconds },
        auth,
      );
      if (insecure) oidc.allowInsecureRequests(config);
      return config;
    },
  };
}
