// Inputs that cost the service much more than their size (issue 43), built in the test: a PDF whose
// form tree lists the same child twice at every level (a "diamond", 2^depth paths to one field), a
// PDF of many pages with blanks to detect, and a pattern whose compiled program is large. Each is a
// few kilobytes; before the pool they held the thread that answers everyone for seconds.
import { type PDFArray, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** A one-page PDF whose /AcroForm /Fields is a chain of `depth` nodes, each listing its child twice. */
export async function diamondFormPdf(depth: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const { context } = doc;
  const leafRef = context.nextRef();
  const leaf = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Tx',
    T: PDFString.of('leaf'),
    Rect: [72, 700, 272, 720],
    P: page.ref,
  });
  context.assign(leafRef, leaf);
  page.node.set(PDFName.of('Annots'), context.obj([leafRef]));
  let child = leafRef;
  for (let level = 0; level < depth; level++) {
    const ref = context.nextRef();
    context.assign(ref, context.obj({ T: PDFString.of(`n${level}`), Kids: [child, child] }));
    child = ref;
  }
  doc.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: context.obj([child]) as PDFArray }));
  return doc.save({ useObjectStreams: false });
}

/** `pages` A4 pages, each with a signature line and a date line a detector proposes fields for. */
export async function pagesWithBlanks(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Page ${i}: the parties agree.`, { x: 72, y: 760, size: 12, font });
    page.drawText('Signature: ______________________', { x: 72, y: 200, size: 12, font });
    page.drawText('Date: ______________', { x: 320, y: 200, size: 12, font });
  }
  return doc.save();
}

/** A pattern of `repeats` × `\p{L}{1000}`: each repeat is about a thousand instructions of RE2 program. */
export const costlyPattern = (repeats: number) => '\\p{L}{1000}'.repeat(repeats);

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
