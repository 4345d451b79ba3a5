// Shared by the conversion tests: images of a chosen shape (drawn with pdf-lib, rasterised by
// pdftoppm), an EXIF orientation put into a JPEG, the text of a PDF (pdftotext), a loopback HTTP
// server that counts what is asked of it, and fake soffice scripts.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, rgb } from '../src/platform/pdf.ts';

export function tool(
  command: string,
  args: string[],
): Promise<{ code: number; stdout: Buffer; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, output: `${stdout.toString('utf8')}${stderr.toString('utf8')}` });
    });
  });
}

export class Scratch {
  private readonly dirs: string[] = [];
  async dir(prefix = 'cs-convert-test-'): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }
  async cleanup() {
    for (const dir of this.dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  }
}

/** The text pdftotext reads from a PDF. */
export async function pdfText(pdf: Uint8Array, scratch: Scratch): Promise<string> {
  const dir = await scratch.dir();
  const file = path.join(dir, 'doc.pdf');
  await writeFile(file, pdf);
  const result = await tool('pdftotext', ['-enc', 'UTF-8', file, '-']);
  if (result.code !== 0) throw new Error(`pdftotext failed: ${result.output}`);
  return result.stdout.toString('utf8');
}

/**
 * A `width` × `height` pixel PNG or JPEG, rasterised by pdftoppm: a grey frame on white and a black
 * square in its top-left corner (so a test can tell which way the image was turned).
 */
export async function rasterImage(
  kind: 'png' | 'jpeg',
  width: number,
  height: number,
  scratch: Scratch,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([width, height]);
  page.drawRectangle({
    x: 4,
    y: 4,
    width: width - 8,
    height: height - 8,
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 4,
  });
  const mark = Math.round(Math.min(width, height) / 5);
  page.drawRectangle({ x: 8, y: height - 8 - mark, width: mark, height: mark, color: rgb(0, 0, 0) });
  const dir = await scratch.dir();
  const file = path.join(dir, 'image.pdf');
  await writeFile(file, await doc.save());
  // 72 dpi: one pixel per point.
  const result = await tool('pdftoppm', [`-${kind}`, '-r', '72', '-singlefile', file, path.join(dir, 'out')]);
  if (result.code !== 0) throw new Error(`pdftoppm failed: ${result.output}`);
  return new Uint8Array(await readFile(path.join(dir, kind === 'png' ? 'out.png' : 'out.jpg')));
}

/** The JPEG with an EXIF APP1 segment saying `orientation` (1–8) put right after its SOI marker. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]));
}

/** A loopback HTTP server that answers 404 to everything and keeps each request's method and path. */
export async function countingServer(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An executable shell script standing in for soffice. */
export async function fakeSoffice(dir: string, body: string): Promise<string> {
  const file = path.join(dir, 'soffice');
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

/** Whether a process is gone (or only a zombie, which nothing runs in any more). */
export async function processGone(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}
