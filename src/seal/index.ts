// The seal feature's public API: the service's signing identity, the audit certificate pages and the
// PAdES signature that closes the executed document (CONTRACT §8).
export {
  type AuditCertificateData,
  type AuditEvent,
  type AuditSigner,
  addAuditCertificate,
  appendAuditCertificate,
  certificatePageCount,
  type SealVerification,
  sha256Hex,
} from './audit-certificate.ts';
export { type SignatureTimestamper, TIMESTAMP_TOKEN_ROOM } from './cms.ts';
export { describeExecutedDocument, type ExecutedDocumentInfo, producerName } from './document-info.ts';
export { type LoadSigningIdentityOptions, loadSigningIdentity, type SigningIdentity } from './identity.ts';
export { addDocumentTimestamp, type DigestTimestamper } from './ltv.ts';
export { SEAL_SUBFILTER, type SealOptions, sealDocument, sealPdf } from './seal.ts';
export type { SignerMarks } from './signer-marks.ts';
export {
  requestTimestamp,
  type TimestampAuthority,
  TimestampError,
  type TimestampToken,
  timestampWithin,
} from './timestamp.ts';
