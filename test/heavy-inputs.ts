// Inputs that cost the service much more than their size (issue 43), built in the test: a PDF whose
// form tree lists the same child twice at every level (a "diamond", 2^depth paths to one field), a
// PDF of many pages with blanks to detect, a pattern whose compiled program is large, a PNG whose
// first chunk lies about its size and a JPEG whose frame header claims 65,000 × 65,000 pixels. Each is
// a few kilobytes; before the pool they held the thread that answers everyone for seconds.
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { type PDFArray, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { ZipFile } from 'yazl';

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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An IHDR's 13 data bytes: 8-bit RGB, `width` × `height`. */
export function pngHeader(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = 2;
  return data;
}

/** A PNG made of `chunks` (each [type, data]) after its signature. */
export const png = (chunks: Array<[string, Buffer]>) =>
  Buffer.concat([PNG_SIGNATURE, ...chunks.map(([type, data]) => pngChunk(type, data))]);

/**
 * The PNG that fooled the offsets 16–23: a private ancillary chunk `prIv` (valid CRC) first, whose
 * first 8 bytes read as 10 × 10 where an IHDR's size would be, then the real IHDR of 12,000 × 12,000,
 * and image data for four rows only (cheap to make: a decoder must refuse it on the header).
 */
export function pngWithPrivateChunkFirst(): Buffer {
  return png([
    ['prIv', pngHeader(10, 10)],
    ['IHDR', pngHeader(12_000, 12_000)],
    ['IDAT', deflateSync(Buffer.alloc(4 * (1 + 12_000 * 3)))],
    ['IEND', Buffer.alloc(0)],
  ]);
}

/** A real JPEG (drawn by sharp), `width` × `height`, black on its left half and white on its right. */
export async function jpeg(width: number, height: number): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The JPEG with its frame header (SOF0) saying `width` × `height`, nothing else changed. */
export function withFrameSize(jpegBytes: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpegBytes);
  let at = 2;
  while (copy[at] === 0xff && copy[at + 1] !== 0xc0) at += 2 + copy.readUInt16BE(at + 2);
  if (copy[at + 1] !== 0xc0) throw new Error('the JPEG has no baseline frame header');
  copy.writeUInt16BE(height, at + 5);
  copy.writeUInt16BE(width, at + 7);
  return copy;
}

/**
 * A valid .docx whose one paragraph is a run of `megabytes` MB of text: a few hundred kilobytes
 * zipped. The text is streamed into the ZIP, so the test never holds it whole.
 */
export function zipBomb(megabytes: number): Promise<Uint8Array> {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const chunk = Buffer.alloc(1024 * 1024, 'lorem ipsum dolor sit amet ');
  const parts = [
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t xml:space="preserve">`),
    ...Array.from({ length: megabytes }, () => chunk),
    Buffer.from('</w:t></w:r></w:p></w:body></w:document>'),
  ];
  const file = new ZipFile();
  const add = (name: string, text: string) => file.addBuffer(Buffer.from(text), name, { mtime: new Date(0) });
  add(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  add(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  file.addReadStream(Readable.from(parts), 'word/document.xml', { mtime: new Date(0) });
  file.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (data: Buffer) => chunks.push(data));
    file.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    file.outputStream.on('error', reject);
  });
}
