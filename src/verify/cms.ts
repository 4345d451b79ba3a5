// Checks of a CMS SignedData (RFC 5652) as PDF signatures and RFC 3161 tokens carry it, on pkijs
// for the structure and node:crypto for the mathematics: the signer's certificate among those
// enclosed, the messageDigest against the signed content, the signature over the signed attributes,
// and for a TimeStampToken its TSTInfo (time, imprint). Nothing here trusts anyone: trust.ts decides
// whose certificate it is.
import { constants, createHash, type KeyObject, verify, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

export interface SignedDataCheck {
  /** The signer's certificate, when the structure names one it encloses. */
  signer: X509Certificate | null;
  /** Every certificate enclosed, the signer's included. */
  certificates: X509Certificate[];
  /** The messageDigest (or, without signed attributes, the signature) matches the content. */
  digestMatches: boolean;
  /** The signature verifies under the signer certificate's key. */
  signatureValid: boolean;
  /** The CMS signing-time attribute, if any. */
  signingTime: Date | null;
  /** The signature value, which a signature timestamp dates. */
  signatureValue: Buffer;
  /** The DER of the signature-time-stamp-token unsigned attribute, if any. */
  timestampToken: Buffer | null;
  /** The encapsulated content (a TSTInfo for a token), when not detached. */
  content: Buffer | null;
}

export interface TokenCheck {
  time: Date;
  /** The authority's subject DN. */
  authority: string;
  /** Its signature verifies and it dates exactly the given data. */
  intact: boolean;
  certificates: X509Certificate[];
}

const OID = {
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  rsaPss: '1.2.840.113549.1.1.10',
};

const HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.4': 'sha224',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms that name their hash; others (rsaEncryption, ecPublicKey) use the digest's. */
const SIGNATURE_HASHES: Record<string, string> = {
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.14': 'sha224',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.1': 'sha1',
  '1.2.840.10045.4.3.1': 'sha224',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};

export class MalformedSignature extends Error {}

/** Parses a ContentInfo(SignedData) and checks its first signer against `detached` or its content. */
export function checkSignedData(der: Buffer, detached?: Buffer): SignedDataCheck {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1) throw new MalformedSignature('not BER');
  let signed: pkijs.SignedData;
  let info: pkijs.SignerInfo;
  let rawCertificates: Buffer[];
  try {
    const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
    if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('not SignedData');
    signed = new pkijs.SignedData({ schema: contentInfo.content });
    info = signed.signerInfos[0];
    if (!info) throw new Error('no signer');
    rawCertificates = certificateDers(parsed.result as asn1js.Sequence);
  } catch (error) {
    throw new MalformedSignature((error as Error).message);
  }
  const certificates = rawCertificates.flatMap((raw) => {
    try {
      return [new X509Certificate(raw)];
    } catch {
      return [];
    }
  });
  const signer = findSigner(info, rawCertificates, certificates);
  const hash = HASHES[info.digestAlgorithm.algorithmId];
  const eContent = signed.encapContentInfo.eContent;
  const content = eContent ? Buffer.from(eContent.getValue()) : null;
  const data = detached ?? content;
  const signatureValue = Buffer.from(info.signature.valueBlock.valueHexView);
  const attributes = info.signedAttrs?.attributes ?? [];
  const attribute = (type: string) => attributes.find((a) => a.type === type)?.values[0];

  let digestMatches = false;
  let signedBytes: Buffer | null = null;
  if (hash && data) {
    const digest = createHash(hash).update(data).digest();
    if (info.signedAttrs) {
      const claimed = attribute(OID.messageDigest);
      digestMatches =
        claimed instanceof asn1js.OctetString && Buffer.from(claimed.valueBlock.valueHexView).equals(digest);
      // The signature covers the DER of the attributes as a SET (tag 0x31), not as [0] IMPLICIT;
      // pkijs keeps the original bytes with that tag already swapped.
      signedBytes = Buffer.from(info.signedAttrs.encodedValue);
    } else {
      signedBytes = data;
      digestMatches = true;
    }
  }
  const signatureValid =
    !!signer && !!signedBytes && verifySignature(info, hash, signer.publicKey, signedBytes, signatureValue);
  const time = attribute(OID.signingTime);
  const token = info.unsignedAttrs?.attributes.find((a) => a.type === OID.signatureTimeStampToken)?.values[0];
  return {
    signer,
    certificates,
    digestMatches,
    signatureValid,
    signingTime:
      time instanceof asn1js.UTCTime || time instanceof asn1js.GeneralizedTime ? time.toDate() : null,
    signatureValue,
    timestampToken: token ? Buffer.from(token.valueBeforeDecodeView) : null,
    content,
  };
}

/** An RFC 3161 token dating `data`: who, when, and whether it is intact and about `data`. */
export function checkTimestampToken(token: Buffer, data: Buffer): TokenCheck {
  const check = checkSignedData(token);
  if (!check.content) throw new MalformedSignature('the token has no TSTInfo');
  let info: pkijs.TSTInfo;
  try {
    info = pkijs.TSTInfo.fromBER(new Uint8Array(check.content));
  } catch (error) {
    throw new MalformedSignature((error as Error).message);
  }
  const hash = HASHES[info.messageImprint.hashAlgorithm.algorithmId];
  const imprint = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView);
  const dates = !!hash && createHash(hash).update(data).digest().equals(imprint);
  return {
    time: info.genTime,
    authority: check.signer ? distinguishedName(check.signer) : 'unknown authority',
    intact: dates && check.digestMatches && check.signatureValid,
    certificates: check.certificates,
  };
}

/** "CN=…, O=…" in the certificate's own order, as the audit certificate prints it. */
export function distinguishedName(certificate: X509Certificate): string {
  return certificate.subject.split('\n').join(', ');
}

function findSigner(
  info: pkijs.SignerInfo,
  raws: Buffer[],
  certificates: X509Certificate[],
): X509Certificate | null {
  const sid = info.sid;
  for (const [index, raw] of raws.entries()) {
    let cert: pkijs.Certificate;
    try {
      cert = pkijs.Certificate.fromBER(new Uint8Array(raw));
    } catch {
      continue;
    }
    const match =
      sid instanceof pkijs.IssuerAndSerialNumber
        ? cert.issuer.isEqual(sid.issuer) && cert.serialNumber.isEqual(sid.serialNumber)
        : sid instanceof asn1js.Constructed || sid instanceof asn1js.OctetString
          ? subjectKeyIdentifier(cert)?.equals(keyIdentifierOf(sid)) === true
          : false;
    if (match) return certificates[index] ?? null;
  }
  return null;
}

function subjectKeyIdentifier(cert: pkijs.Certificate): Buffer | undefined {
  const extension = cert.extensions?.find((e) => e.extnID === '2.5.29.14');
  const value = extension?.parsedValue;
  return value instanceof asn1js.OctetString ? Buffer.from(value.valueBlock.valueHexView) : undefined;
}

function keyIdentifierOf(sid: asn1js.BaseBlock): Buffer {
  const block = sid as asn1js.Constructed & asn1js.OctetString;
  if (block.valueBlock && 'valueHexView' in block.valueBlock && block.valueBlock.valueHexView.byteLength > 0)
    return Buffer.from(block.valueBlock.valueHexView);
  const inner = (block as asn1js.Constructed).valueBlock.value?.[0] as asn1js.OctetString | undefined;
  return inner ? Buffer.from(inner.valueBlock.valueHexView) : Buffer.alloc(0);
}

function verifySignature(
  info: pkijs.SignerInfo,
  digestHash: string | undefined,
  key: KeyObject,
  data: Buffer,
  signature: Buffer,
): boolean {
  const algorithm = info.signatureAlgorithm.algorithmId;
  try {
    if (key.asymmetricKeyType === 'ed25519' || key.asymmetricKeyType === 'ed448')
      return verify(null, data, key, signature);
    if (algorithm === OID.rsaPss) {
      const params = info.signatureAlgorithm.algorithmParams
        ? new pkijs.RSASSAPSSParams({ schema: info.signatureAlgorithm.algorithmParams })
        : undefined;
      const hash = HASHES[params?.hashAlgorithm.algorithmId ?? '1.3.14.3.2.26'];
      return verify(
        hash,
        data,
        { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: params?.saltLength ?? 20 },
        signature,
      );
    }
    const hash = SIGNATURE_HASHES[algorithm] ?? digestHash;
    return !!hash && verify(hash, data, key, signature);
  } catch {
    return false;
  }
}

/** The certificates of a SignedData as their original DER (never re-encoded). */
function certificateDers(contentInfo: asn1js.Sequence): Buffer[] {
  const explicit = contentInfo.valueBlock.value[1] as asn1js.Constructed;
  const fields = (explicit.valueBlock.value[0] as asn1js.Sequence).valueBlock.value;
  const set = fields.find((f) => f.idBlock.tagClass === 3 && f.idBlock.tagNumber === 0) as
    | asn1js.Constructed
    | undefined;
  return (set?.valueBlock.value ?? [])
    .filter((c) => c.idBlock.tagClass === 1 && c.idBlock.tagNumber === 16)
    .map((c) => Buffer.from(c.valueBeforeDecodeView));
}
