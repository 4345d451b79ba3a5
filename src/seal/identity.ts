// The service's signing identity: the PKCS#12 key and certificate chain that seals executed documents.
// Either the operator supplies one (SIGNING_CERT_FILE / SIGNING_CERT_PASSWORD) or, on first use, we
// create a local root CA and a signing certificate under <dataDir>/signing/ and reuse them afterwards.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/**
 * node-forge derives a PKCS#12's encryption key with node's native PBKDF2 only when the digest is
 * named by a string; the PKCS#12 files it reads and writes name it by a digest object, and the
 * derivation then runs in JavaScript (about 150 ms of every start, issue 36's start-up). The same
 * digest by name goes to node's crypto: the same bytes, computed natively.
 */
const pbkdf2InJavaScript = forge.pkcs5.pbkdf2 as (...args: unknown[]) => unknown;
const NATIVE_DIGESTS = new Set(['sha1', 'sha256', 'sha384', 'sha512']);
forge.pkcs5.pbkdf2 = ((
  password: string,
  salt: string,
  count: number,
  length: number,
  md?: unknown,
  ...rest: unknown[]
) => {
  const algorithm = md && typeof md === 'object' ? (md as { algorithm?: unknown }).algorithm : undefined;
  const named = typeof algorithm === 'string' && NATIVE_DIGESTS.has(algorithm) ? algorithm : md;
  return pbkdf2InJavaScript(password, salt, count, length, named, ...rest);
}) as typeof forge.pkcs5.pbkdf2;

export interface SigningIdentity {
  p12: Buffer;
  password: string;
  /** The signing (leaf) certificate. */
  certificatePem: string;
  /** The leaf's subject, e.g. "CN=Countersign Document Signing, O=Countersign". */
  subject: string;
  /** Lowercase hex SHA-256 of the leaf certificate's DER encoding. */
  fingerprintSha256: string;
  /**
   * The generated root that issued the signing certificate (its key destroyed at birth), or
   * undefined for a configured SIGNING_CERT_FILE. Verification trusts seals that chain to it.
   */
  rootCertificatePem?: string;
}

export interface LoadSigningIdentityOptions {
  dataDir: string;
  certFile?: string;
  certPassword?: string;
  /** Start of the generated certificates' validity; defaults to the current time. */
  now?: Date;
}

/** The key and chain inside a PKCS#12, as the sealer needs them. */
export interface SigningMaterial {
  privateKeyPem: string;
  /** The certificate matching the private key. */
  certificate: forge.pki.Certificate;
  /** Every certificate in the file, the signing certificate first. */
  chain: forge.pki.Certificate[];
}

const ROOT_FILE = 'root-ca.pem';
const P12_FILE = 'signing.p12';
const PASSWORD_FILE = 'signing.password';
const VALIDITY_YEARS = 10;
// Document signing (RFC 9336); emailProtection alongside it because NSS-based verifiers (pdfsig)
// check signer certificates against the e-mail signing usage.
const DOCUMENT_SIGNING_OID = '1.3.6.1.5.5.7.3.36';

export async function loadSigningIdentity(options: LoadSigningIdentityOptions): Promise<SigningIdentity> {
  if (options.certFile) return loadConfiguredIdentity(options.certFile, options.certPassword ?? '');
  return loadOrCreateLocalIdentity(options.dataDir, options.now ?? new Date());
}

async function loadConfiguredIdentity(certFile: string, password: string): Promise<SigningIdentity> {
  let p12: Buffer;
  try {
    p12 = await readFile(certFile);
  } catch (error) {
    throw new Error(`SIGNING_CERT_FILE ${certFile} cannot be read: ${(error as Error).message}`);
  }
  return identityFromP12(p12, password, `SIGNING_CERT_FILE ${certFile}`);
}

/**
 * Parse a PKCS#12 and check it can sign: it must decrypt with the password and hold an RSA private
 * key together with the certificate for that key. `source` names the origin in error messages.
 */
export function readSigningMaterial(p12: Buffer, password: string, source = 'PKCS#12'): SigningMaterial {
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  } catch (error) {
    throw new Error(
      `${source} is not a PKCS#12 file that opens with the given password (SIGNING_CERT_PASSWORD): ${(error as Error).message}`,
    );
  }
  const keyBags = [
    ...(store.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ??
      []),
    ...(store.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const certificates = (store.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined && cert !== null);
  if (keyBags.length === 0) throw new Error(`${source} holds no private key`);
  const key = keyBags[0].key as forge.pki.rsa.PrivateKey | null | undefined;
  // forge reads only RSA keys; an EC key arrives as a bag without a key.
  if (!key) throw new Error(`${source} holds a private key that is not RSA; only RSA keys are supported`);
  if (certificates.length === 0) throw new Error(`${source} holds no certificate`);
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!certificate) throw new Error(`${source} holds no certificate matching its private key`);
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificate,
    chain: [certificate, ...certificates.filter((cert) => cert !== certificate)],
  };
}

function identityFromP12(p12: Buffer, password: string, source: string): SigningIdentity {
  const { certificate } = readSigningMaterial(p12, password, source);
  return {
    p12,
    password,
    certificatePem: forge.pki.certificateToPem(certificate),
    subject: distinguishedName(certificate.subject),
    fingerprintSha256: certificateFingerprint(certificate),
  };
}

export function certificateDer(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
}

function certificateFingerprint(certificate: forge.pki.Certificate): string {
  return createHash('sha256').update(certificateDer(certificate)).digest('hex');
}

function distinguishedName(name: forge.pki.Certificate['subject']): string {
  return name.attributes
    .map((attr) => `${attr.shortName ?? attr.name ?? attr.type}=${attr.value}`)
    .join(', ');
}

// The three files are published together by renaming a fully written staging directory onto
// <dataDir>/signing: rename(2) refuses a non-empty target, so of two processes generating at once
// exactly one wins and the other discards its own identity and reads the winner's.
async function loadOrCreateLocalIdentity(dataDir: string, now: Date): Promise<SigningIdentity> {
  const dir = path.join(dataDir, 'signing');
  const existing = await readLocalIdentity(dir);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, '.signing-'));
  try {
    const generated = generateLocalIdentity(now);
    await writeFile(path.join(staging, ROOT_FILE), generated.rootPem, { mode: 0o644 });
    await writeFile(path.join(staging, P12_FILE), generated.p12, { mode: 0o600 });
    await writeFile(path.join(staging, PASSWORD_FILE), generated.password, { mode: 0o600 });
    try {
      await rename(staging, dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const published = await readLocalIdentity(dir);
  if (!published)
    throw new Error(`The signing identity in ${dir} is incomplete; remove the directory to regenerate it`);
  return published;
}

async function readLocalIdentity(dir: string): Promise<SigningIdentity | null> {
  let p12: Buffer;
  let password: string;
  try {
    p12 = await readFile(path.join(dir, P12_FILE));
    password = await readFile(path.join(dir, PASSWORD_FILE), 'utf8');
  } catch (error) {
    // An empty or missing directory means "not generated yet"; anything else is a real problem.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const identity = identityFromP12(p12, password.trim(), `The generated signing identity in ${dir}`);
  const root = await readFile(path.join(dir, ROOT_FILE), 'utf8').catch(() => undefined);
  return { ...identity, rootCertificatePem: root };
}

interface GeneratedIdentity {
  rootPem: string;
  p12: Buffer;
  password: string;
}

function generateLocalIdentity(now: Date): GeneratedIdentity {
  const rootKeys = rsaKeyPair();
  const signingKeys = rsaKeyPair();
  // Backdated a day so a verifier whose clock lags ours still sees the certificate as valid.
  const notBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALIDITY_YEARS);

  const rootSubject = [
    { name: 'commonName', value: 'Countersign Local Root CA' },
    { name: 'organizationName', value: 'Countersign' },
  ];
  const root = forge.pki.createCertificate();
  root.publicKey = rootKeys.publicKey;
  root.serialNumber = serialNumber();
  root.validity.notBefore = notBefore;
  root.validity.notAfter = notAfter;
  root.setSubject(rootSubject);
  root.setIssuer(rootSubject);
  root.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  root.sign(rootKeys.privateKey, forge.md.sha256.create());

  const leaf = forge.pki.createCertificate();
  leaf.publicKey = signingKeys.publicKey;
  leaf.serialNumber = serialNumber();
  leaf.validity.notBefore = notBefore;
  leaf.validity.notAfter = notAfter;
  leaf.setSubject([
    { name: 'commonName', value: 'Countersign Document Signing' },
    { name: 'organizationName', value: 'Countersign' },
  ]);
  leaf.setIssuer(rootSubject);
  leaf.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', emailProtection: true, [DOCUMENT_SIGNING_OID]: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: root.generateSubjectKeyIdentifier().getBytes() },
  ]);
  leaf.sign(rootKeys.privateKey, forge.md.sha256.create());

  // The root's private key is deliberately not kept: it has issued the one certificate it ever
  // needs to, and a key that does not exist cannot be stolen to mint more.
  const password = randomBytes(24).toString('base64url');
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(signingKeys.privateKey, [leaf, root], password, {
    algorithm: 'aes256',
    friendlyName: 'Countersign Document Signing',
  });
  return {
    rootPem: forge.pki.certificateToPem(root),
    p12: Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary'),
    password,
  };
}

// node:crypto generates keys natively in milliseconds; forge's pure-JS generator takes seconds.
function rsaKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(pair.privateKey),
    publicKey: forge.pki.publicKeyFromPem(pair.publicKey),
  };
}

// Positive (high bit clear) random 128-bit serial, as RFC 5280 asks.
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] &= 0x7f;
  return bytes.toString('hex');
}
