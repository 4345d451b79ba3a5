// The service's sealing identity, loaded once per process on first use: SIGNING_CERT_FILE when set,
// else the self-signed root and signing certificate kept in DATA_DIR (generated the first time).
// A failed load is not remembered, so a completion that failed on it can be retried.
import type { Config } from '../platform/config.ts';
import { loadSigningIdentity, type SigningIdentity } from '../seal/identity.ts';

const loaded = new Map<string, Promise<SigningIdentity>>();

export function signingIdentity(
  config: Pick<Config, 'dataDir' | 'signingCertFile' | 'signingCertPassword'>,
): Promise<SigningIdentity> {
  const key = JSON.stringify([
    config.signingCertFile ?? null,
    config.signingCertFile ? null : config.dataDir,
  ]);
  let identity = loaded.get(key);
  if (!identity) {
    identity = loadSigningIdentity({
      dataDir: config.dataDir,
      certFile: config.signingCertFile,
      certPassword: config.signingCertPassword,
    });
    loaded.set(key, identity);
    identity.catch(() => loaded.delete(key));
  }
  return identity;
}
