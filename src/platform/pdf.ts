// pdf-lib, as every module of the service imports it: with its Flate compression (fonts, content
// streams, object streams, embedded files) done by node's zlib instead of pako, the JavaScript zlib
// pdf-lib calls. The output is the same format (zlib, RFC 1950) that FlateDecode reads; node's
// native deflate takes a fraction of the time, which is most of what a completion spends on writing
// its PDFs besides laying them out (issue 10). pdf-lib offers no way to choose its compressor, so its
// pako's `deflate` is replaced here, once, before any document is written: importing pdf-lib from
// this module is the only way the service gets it (biome's noRestrictedImports keeps it so).
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';

type Deflate = (data: Uint8Array, options?: object) => Uint8Array;
const pako = createRequire(import.meta.url)('pako') as { deflate: Deflate; nativeDeflate?: true };

if (!pako.nativeDeflate) {
  const javascriptDeflate = pako.deflate;
  // pdf-lib passes no options; a caller that does gets pako itself.
  pako.deflate = (data, options) =>
    options ? javascriptDeflate(data, options) : new Uint8Array(deflateSync(data));
  pako.nativeDeflate = true;
}

// Named one by one: the bundle (scripts/build.mjs) keeps pdf-lib external and cannot see its names.
export type { PDFImage, PDFObject, PDFPage, RGB } from 'pdf-lib';
export {
  CustomFontSubsetEmbedder,
  decodePDFRawStream,
  degrees,
  PageSizes,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFFont,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  rgb,
  StandardFontEmbedder,
  StandardFonts,
} from 'pdf-lib';
