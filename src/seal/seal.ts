// Sealing: one PAdES signature by the service's identity over the whole executed PDF, so any later
// change to the file is detectable (CONTRACT §8).
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from '../platform/pdf.ts';
import { CadesSigner, type SignatureTimestamper } from './cms.ts';
import {
  certificateDer,
  readSigningMaterial,
  type SigningIdentity,
  type SigningMaterial,
} from './identity.ts';
import { addDss } from './ltv.ts';

export interface SealOptions {
  reason: string;
  location?: string;
  contactInfo?: string;
  signedAt: Date;
  /** The signer's name shown by PDF readers; defaults to the certificate's common name. */
  name?: string;
  /** Dates the signature value (PAdES B-T); without it, or when it gives null, the seal has no token. */
  timestamp?: SignatureTimestamper;
}

export const SEAL_SUBFILTER = 'ETSI.CAdES.detached';

// Decrypting a PKCS#12 costs a key derivation in pure JS; the identity is loaded once per process
// and reused for every seal, so remember what it decrypts to.
const materialCache = new WeakMap<SigningIdentity, SigningMaterial>();

function signingMaterial(identity: SigningIdentity): SigningMaterial {
  let material = materialCache.get(identity);
  if (!material) {
    material = readSigningMaterial(identity.p12, identity.password);
    materialCache.set(identity, material);
  }
  return material;
}

export async function sealPdf(
  pdf: Uint8Array,
  identity: SigningIdentity,
  opts: SealOptions,
): Promise<Buffer> {
  return sealDocument(await PDFDocument.load(pdf, { updateMetadata: false }), identity, opts);
}

/**
 * The same for a document already in memory, written once here: a caller that has just built it
 * saves a write and a parse of the whole file (issue 36). The document is the seal's afterwards.
 */
export async function sealDocument(
  doc: PDFDocument,
  identity: SigningIdentity,
  opts: SealOptions,
): Promise<Buffer> {
  const material = signingMaterial(identity);
  const signer = new CadesSigner(material, opts.timestamp);
  const commonName = material.certificate.subject.getField('CN')?.value as string | undefined;

  // The seal's chain, for validation without the service (ltv.ts); the seal covers it.
  addDss(doc, material.chain.map(certificateDer));
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: textString(opts.reason),
    location: textString(opts.location ?? ''),
    contactInfo: textString(opts.contactInfo ?? ''),
    name: textString(opts.name ?? commonName ?? identity.subject),
    signingTime: opts.signedAt,
    // Counted in hex digits of the /Contents placeholder, two per byte.
    signatureLength: 2 * signer.expectedSize,
    subFilter: SEAL_SUBFILTER,
    appName: 'Countersign',
  });
  // Without object streams every dictionary stays readable in the file, which keeps the byte
  // range search in @signpdf and third-party inspection simple.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, signer, opts.signedAt);
}

/**
 * The body of a PDF literal string for `text`. pdf-lib's PDFString writes its value verbatim, so
 * parentheses and backslashes must be escaped here, and text beyond printable ASCII is written as
 * UTF-16BE with a byte-order mark (a PDF text string) in octal escapes.
 */
export function textString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text.replace(/[\\()]/g, (char) => `\\${char}`);
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return Array.from(utf16, (byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
}
