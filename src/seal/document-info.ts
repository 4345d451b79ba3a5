// What the executed document says about itself, in its Info dictionary (what pdfinfo and a reader's
// "Document properties" show): the template's name as its title, Countersign and its version as
// producer, and the sealing time as its creation and modification dates. Nothing of the upload's own
// description survives: a coordinate template's PDF arrives with its author's producer, dates and
// XMP packet, which would otherwise be passed on as the executed document's. Set before the seal is
// computed, so the seal covers it.
import { readFileSync } from 'node:fs';
import { PDFDict, type PDFDocument, PDFName, PDFRef } from '../platform/pdf.ts';

export interface ExecutedDocumentInfo {
  /** The template's name. */
  title: string;
  requestId: string;
  /** The sealing time, from the service's clock (the completion's time). */
  sealedAt: Date;
}

let producer: string | undefined;

/** "Countersign <version>", the version read from package.json on first use. */
export function producerName(): string {
  if (!producer) {
    const manifest = new URL('../../package.json', import.meta.url);
    producer = `Countersign ${JSON.parse(readFileSync(manifest, 'utf8')).version}`;
  }
  return producer;
}

export function describeExecutedDocument(doc: PDFDocument, info: ExecutedDocumentInfo): void {
  // Emptied in place: a fresh dictionary would leave the old one written, unreferenced, in the file.
  const existing = doc.context.lookup(doc.context.trailerInfo.Info);
  if (existing instanceof PDFDict) for (const key of existing.keys()) existing.delete(key);
  // The XMP packet repeats the upload's producer and dates; no reader should prefer it to the above.
  const metadata = doc.catalog.get(PDFName.of('Metadata'));
  if (metadata instanceof PDFRef) doc.context.delete(metadata);
  doc.catalog.delete(PDFName.of('Metadata'));

  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setSubject(`Request ${info.requestId}, signed by every party, with its audit certificate`);
  doc.setProducer(producerName());
  doc.setCreator('Countersign');
  doc.setCreationDate(info.sealedAt);
  doc.setModificationDate(info.sealedAt);
}
