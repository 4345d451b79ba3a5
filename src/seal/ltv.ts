// Long-term validation (PAdES B-LT/B-LTA): the certificates a verifier needs years from now travel in
// the file, in a Document Security Store (/DSS /Certs), and a document timestamp dates the whole.
//
// The construction, so that every byte of the file stays covered by a signature of ours:
//   1. Before the seal, the catalog gets a DSS with the seal's own chain (known in advance); the
//      seal then covers it.
//   2. The authority's chain is only known once it has answered, so it comes after the seal, in one
//      incremental update that both extends the DSS and adds a document timestamp
//      (/Type /DocTimeStamp, /SubFilter /ETSI.RFC3161) whose byte range covers that update too.
// There is no revocation data to store: the seal's chain is the service's own (a self-signed root
// with no CRL or OCSP service), and the authority's revocation data, if any, is its to publish.
import { createHash } from 'node:crypto';
import { Signer, SignPdf } from '@signpdf/signpdf';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '../platform/pdf.ts';

const DSS = PDFName.of('DSS');
const CERTS = PDFName.of('Certs');
const PLACEHOLDER = PDFName.of('**********');

/** Step 1: the seal's chain in a DSS of `doc`, before the placeholder is added and the file saved. */
export function addDss(doc: PDFDocument, certificates: Buffer[]): void {
  const refs = certificates.map((der) => doc.context.register(doc.context.flateStream(der)));
  doc.catalog.set(DSS, doc.context.obj({ Certs: refs }));
}

/** Dates a SHA-256 digest: the DER of an RFC 3161 TimeStampToken; throws when it cannot. */
export type DigestTimestamper = (digest: Buffer) => Promise<Buffer>;

/**
 * Step 2: an incremental update of `pdf` adding `certificates` to its DSS and a document timestamp
 * over everything. `room` is the byte size reserved for the token.
 */
export async function addDocumentTimestamp(
  pdf: Uint8Array,
  certificates: Buffer[],
  stamp: DigestTimestamper,
  room = 20 * 1024,
): Promise<Buffer> {
  const original = Buffer.from(pdf);
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const { context } = doc;
  const changed = new Set<PDFRef>();
  const catalogRef = context.trailerInfo.Root as PDFRef;

  // The DSS, extended with the certificates it does not hold yet.
  const dss = dictOf(doc, doc.catalog.get(DSS)) ?? context.obj({});
  const certs = (context.lookup(dss.get(CERTS)) as PDFArray | undefined) ?? context.obj([]);
  const held = new Set(
    certs
      .asArray()
      .map((ref) => streamBytes(doc, ref))
      .filter((b): b is Buffer => b !== null)
      .map((b) => b.toString('hex')),
  );
  const newCerts = PDFArray.withContext(context);
  for (const ref of certs.asArray()) newCerts.push(ref);
  for (const der of certificates) {
    if (held.has(der.toString('hex'))) continue;
    held.add(der.toString('hex'));
    const ref = context.register(context.flateStream(der));
    changed.add(ref);
    newCerts.push(ref);
  }
  const newDss = context.obj({});
  for (const [key, value] of dss.entries()) newDss.set(key, value);
  newDss.set(CERTS, newCerts);
  const dssRef = context.register(newDss);
  changed.add(dssRef);

  // The timestamp's signature dictionary, field and (invisible) widget on the first page.
  const signature = context.obj({
    Type: 'DocTimeStamp',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.RFC3161',
    ByteRange: [PDFNumber.of(0), PLACEHOLDER, PLACEHOLDER, PLACEHOLDER],
    Contents: PDFHexString.of('0'.repeat(room * 2)),
  });
  const signatureRef = context.register(signature);
  changed.add(signatureRef);
  const page = doc.getPage(0);
  const widgetRef = context.nextRef();
  const widget = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    T: PDFString.of(`Document timestamp ${widgetRef.objectNumber}`),
    Rect: [0, 0, 0, 0],
    F: 132,
    P: page.ref,
    V: signatureRef,
  });
  context.assign(widgetRef, widget);
  changed.add(widgetRef);

  // The page's annotations and the form's fields gain the widget; the catalog the new DSS.
  appendTo(doc, page.node, PDFName.of('Annots'), widgetRef, page.ref, changed);
  const catalog = doc.catalog;
  let form = dictOf(doc, catalog.get(PDFName.of('AcroForm')));
  const formRef = catalog.get(PDFName.of('AcroForm'));
  if (!form) {
    form = context.obj({});
    catalog.set(PDFName.of('AcroForm'), form);
  }
  appendTo(
    doc,
    form,
    PDFName.of('Fields'),
    widgetRef,
    formRef instanceof PDFRef ? formRef : catalogRef,
    changed,
  );
  form.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  if (formRef instanceof PDFRef) changed.add(formRef);
  catalog.set(DSS, dssRef);
  changed.add(catalogRef);

  const update = incrementalUpdate(original, doc, [...changed]);
  return new SignPdf().sign(update, new DocumentTimestampSigner(stamp));
}

class DocumentTimestampSigner extends Signer {
  constructor(private readonly stamp: DigestTimestamper) {
    super();
  }
  override async sign(content: Buffer): Promise<Buffer> {
    return this.stamp(createHash('sha256').update(content).digest());
  }
}

function dictOf(doc: PDFDocument, value: PDFObject | undefined): PDFDict | undefined {
  const found = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return found instanceof PDFDict ? found : undefined;
}

function streamBytes(doc: PDFDocument, ref: PDFObject): Buffer | null {
  const stream = doc.context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) return null;
  try {
    return Buffer.from(decodePDFRawStream(stream).decode());
  } catch {
    return null;
  }
}

/**
 * Appends `item` to the array at `key` of `owner` (direct or indirect), recording which object has
 * to be rewritten: the array itself when indirect, else the object holding `owner` (`holder`).
 */
function appendTo(
  doc: PDFDocument,
  owner: PDFDict,
  key: PDFName,
  item: PDFRef,
  holder: PDFRef,
  changed: Set<PDFRef>,
): void {
  const value = owner.get(key);
  if (value instanceof PDFRef) {
    const array = doc.context.lookup(value);
    if (array instanceof PDFArray) {
      array.push(item);
      changed.add(value);
      return;
    }
  }
  const array = value instanceof PDFArray ? value : doc.context.obj([]);
  array.push(item);
  owner.set(key, array);
  changed.add(holder);
}

/** The bytes of `original` followed by the given objects, a cross-reference section and trailer. */
function incrementalUpdate(original: Buffer, doc: PDFDocument, refs: PDFRef[]): Buffer {
  const tail = original.subarray(-64 * 1024).toString('latin1');
  const prev = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  if (!prev) throw new Error('the PDF has no startxref to continue from');
  const parts: Buffer[] = [original, Buffer.from('\n')];
  let offset = original.length + 1;
  const offsets = new Map<number, number>();
  for (const ref of [...refs].sort((a, b) => a.objectNumber - b.objectNumber)) {
    const object = doc.context.lookup(ref);
    if (!object) throw new Error(`object ${ref} vanished`);
    const body = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    const bytes = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    offsets.set(ref.objectNumber, offset);
    parts.push(bytes);
    offset += bytes.length;
  }
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, newline.
  const xref = ['xref', '0 1', '0000000000 65535 f '];
  for (const [number, at] of [...offsets].sort((a, b) => a[0] - b[0])) {
    xref.push(`${number} 1`, `${String(at).padStart(10, '0')} 00000 n `);
  }
  const info = doc.context.trailerInfo;
  const trailer = doc.context.obj({ Size: doc.context.largestObjectNumber + 1, Root: info.Root });
  if (info.Info) trailer.set(PDFName.of('Info'), info.Info);
  if (info.ID) trailer.set(PDFName.of('ID'), info.ID);
  trailer.set(PDFName.of('Prev'), PDFNumber.of(Number(prev[1])));
  parts.push(
    Buffer.from(`${xref.join('\n')}\ntrailer\n${trailer.toString()}\nstartxref\n${offset}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}
