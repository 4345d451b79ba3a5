// Images for the branding tests, made here byte by byte: PNGs of any size (solid or noise, so a file
// can be made as large as a test needs), a JPEG cut short, and an SVG.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { pngChunk as chunk } from './heavy-inputs.ts';

/** An RGB PNG `width`×`height`: one colour, or noise (which does not compress) when `noise`. */
export function png(
  width: number,
  height: number,
  options: { rgb?: [number, number, number]; noise?: boolean } = {},
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = 1 + width * 3;
  const raw = options.noise ? randomBytes(row * height) : Buffer.alloc(row * height);
  const [r, g, b] = options.rgb ?? [11, 61, 145];
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    if (!options.noise) {
      for (let x = 0; x < width; x++) raw.set([r, g, b], y * row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: options.noise ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header is right but whose image data is not deflate data. */
export function damagedPng(): Buffer {
  const good = png(20, 20);
  const idat = good.indexOf(Buffer.from('IDAT'));
  const copy = Buffer.from(good);
  copy.fill(0xaa, idat + 4, idat + 14);
  return copy;
}

/** SOI, then a frame header, and nothing more: a JPEG cut off before its image data. */
export const truncatedJpeg = () =>
  Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00]);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
