// The CMS SignedData inside a PAdES signature (ETSI EN 319 142-1, baseline B-B): detached SHA-256,
// signed attributes contentType, messageDigest and ESS signing-certificate-v2, and no CMS
// signing-time (PAdES puts the claimed time in the signature dictionary's /M instead).
// @signpdf's P12Signer cannot add signing-certificate-v2 (node-forge's PKCS#7 encoder only knows
// three attributes), and a /SubFilter ETSI.CAdES.detached signature without it is not CAdES, so the
// structure is built here and the RSA signature made with node:crypto. With a time-stamping
// authority the SignerInfo also carries, unsigned, an RFC 3161 signature-time-stamp-token over the
// signature value (baseline B-T).
import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import { certificateDer, type SigningMaterial } from './identity.ts';

const { asn1 } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
};

type Node = forge.asn1.Asn1;

const seq = (...value: Node[]): Node => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (...value: Node[]): Node => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const oid = (id: string): Node =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const int = (n: number): Node =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const octets = (bytes: Buffer): Node =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const nul = (): Node => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const der = (node: Node): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const fromDer = (bytes: Buffer): Node => asn1.fromDer(bytes.toString('binary'));

/**
 * Dates a signature value: the DER of a TimeStampToken over its SHA-256, or null to seal without one
 * (the authority did not answer in time).
 */
export type SignatureTimestamper = (signatureValue: Buffer) => Promise<Buffer | null>;

/** Room kept for a timestamp token: the TSA's certificate chain and the TSTInfo, with margin. */
export const TIMESTAMP_TOKEN_ROOM = 16 * 1024;

export class CadesSigner extends Signer {
  private readonly key: KeyObject;
  private readonly chainDer: Buffer[];

  constructor(
    material: SigningMaterial,
    private readonly timestamp?: SignatureTimestamper,
  ) {
    super();
    this.key = createPrivateKey(material.privateKeyPem);
    this.chainDer = material.chain.map(certificateDer);
  }

  /** Bytes the placeholder must reserve: the certificates plus generous room for the rest. */
  get expectedSize(): number {
    const room = this.timestamp ? TIMESTAMP_TOKEN_ROOM : 0;
    return this.chainDer.reduce((total, cert) => total + cert.length, 0) + 2048 + room;
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const leafDer = this.chainDer[0];
    const signedAttributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(content))),
      // SigningCertificateV2 { certs: SEQUENCE OF ESSCertIDv2 { certHash } }; hashAlgorithm is
      // SHA-256 by default and so must be omitted in DER.
      attribute(OID.signingCertificateV2, seq(seq(seq(octets(sha256(leafDer)))))),
    ]
      // DER orders a SET OF by encoding; the signature is computed over exactly this encoding.
      .map(der)
      .sort(Buffer.compare);
    const signedSet = tlv(0x31, ...signedAttributes);
    const signature = sign('sha256', signedSet, this.key);

    // The same attributes travel in the SignerInfo as [0] IMPLICIT: only the tag byte differs.
    const signedAttrsImplicit = fromDer(Buffer.concat([Buffer.from([0xa0]), signedSet.subarray(1)]));
    const tbs = fromDer(leafDer).value[0] as Node;
    const tbsFields = tbs.value as Node[];
    // tbsCertificate: [0] version (explicit, present for v3), serialNumber, signature, issuer, ...
    const offset = tbsFields[0].tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
    const serial = tbsFields[offset];
    const issuer = tbsFields[offset + 2];

    const digestAlgorithm = seq(oid(OID.sha256), nul());
    const token = this.timestamp ? await this.timestamp(signature) : null;
    // The token is spliced in as the authority's bytes: re-encoding it could alter what it signed.
    // unsignedAttrs [1] IMPLICIT SET OF Attribute { signature-time-stamp-token, SET { token } }.
    const unsignedAttrs = token
      ? [tlv(0xa1, tlv(0x30, der(oid(OID.signatureTimeStampToken)), tlv(0x31, token)))]
      : [];
    const signerInfo = tlv(
      0x30,
      der(int(1)),
      der(seq(issuer, serial)),
      der(digestAlgorithm),
      der(signedAttrsImplicit),
      der(seq(oid(OID.rsaEncryption), nul())),
      der(octets(signature)),
      ...unsignedAttrs,
    );
    const signedData = tlv(
      0x30,
      der(int(1)),
      der(set(digestAlgorithm)),
      der(seq(oid(OID.data))),
      der(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, this.chainDer.map(fromDer))),
      tlv(0x31, signerInfo),
    );
    return tlv(0x30, der(oid(OID.signedData)), tlv(0xa0, signedData));
  }
}

function attribute(type: string, value: Node): Node {
  return seq(oid(type), set(value));
}

function sha256(bytes: Buffer): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** A DER element: the tag, the definite length of the parts, then the parts. */
function tlv(tag: number, ...parts: Buffer[]): Buffer {
  return Buffer.concat([header(tag, parts), ...parts]);
}

function header(tag: number, parts: Buffer[]): Buffer {
  const length = parts.reduce((total, part) => total + part.length, 0);
  if (length < 0x80) return Buffer.from([tag, length]);
  const lengthBytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) lengthBytes.unshift(n % 256);
  return Buffer.from([tag, 0x80 | lengthBytes.length, ...lengthBytes]);
}
