// Whose seal is it: a seal is this service's when its signing certificate chains, signature by
// signature, to one of the service's trust anchors. With the generated identity the anchor is the
// local root (its key was destroyed once it had issued the one signing certificate); with a
// configured SIGNING_CERT_FILE it is that signing certificate itself, because the intermediates and
// root of a commercial chain also vouch for every other customer of that authority.
import { X509Certificate } from 'node:crypto';
import type { Config } from '../platform/config.ts';
import { signingIdentity } from '../signing/signing-identity.ts';

export interface TrustAnchors {
  certificates: X509Certificate[];
}

const MAX_DEPTH = 6;

export async function serviceTrustAnchors(
  config: Pick<Config, 'dataDir' | 'signingCertFile' | 'signingCertPassword'>,
): Promise<TrustAnchors> {
  const identity = await signingIdentity(config);
  const pems = [identity.certificatePem, identity.rootCertificatePem].filter((p): p is string => !!p);
  return { certificates: pems.map((pem) => new X509Certificate(pem)) };
}

/** Whether `signer`, helped by the certificates the signature encloses, chains to an anchor. */
export function chainsToAnchor(
  signer: X509Certificate,
  enclosed: X509Certificate[],
  anchors: TrustAnchors,
): boolean {
  const isAnchor = (cert: X509Certificate) =>
    anchors.certificates.some((anchor) => anchor.fingerprint256 === cert.fingerprint256);
  const issuedBy = (cert: X509Certificate, issuer: X509Certificate) => {
    try {
      return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
    } catch {
      return false;
    }
  };
  let current = signer;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (isAnchor(current)) return true;
    if (anchors.certificates.some((anchor) => issuedBy(current, anchor))) return true;
    const issuer = enclosed.find(
      (cert) => cert.fingerprint256 !== current.fingerprint256 && issuedBy(current, cert),
    );
    if (!issuer) return false;
    current = issuer;
  }
  return false;
}
