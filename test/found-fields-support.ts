// Shared by the found-fields tests (issue 33): documents made with pdf-lib and with LibreOffice, and
// what poppler reads back from them (text, word boxes, rendered pixels, qpdf's form summary).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

async function withFile<T>(
  bytes: Uint8Array,
  name: string,
  use: (file: string, dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'found-fields-'));
  try {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it. */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, 'doc.pdf', async (file) => (await exec('pdftotext', [file, '-'])).stdout);
}

export interface Word {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word pdftotext finds, with its box (points from the top-left of its page). */
export function pdfWords(pdf: Uint8Array): Promise<Word[]> {
  return withFile(pdf, 'doc.pdf', async (file) => {
    const { stdout } = await exec('pdftotext', ['-bbox', file, '-']);
    const words: Word[] = [];
    let page = 0;
    for (const line of stdout.split('\n')) {
      if (line.includes('<page ')) page++;
      const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
        line,
      );
      if (m) {
        words.push({
          page,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
          text: m[5]
            .replace(/&amp;/g, '&')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"'),
        });
      }
    }
    return words;
  });
}

/** Each page rendered in grey at 50 dpi, as raw PGM bytes. */
export function renderPages(pdf: Uint8Array): Promise<Buffer[]> {
  return withFile(pdf, 'doc.pdf', async (file, dir) => {
    await exec('pdftoppm', ['-gray', '-r', '50', file, path.join(dir, 'page')]);
    const { readdir } = await import('node:fs/promises');
    const names = (await readdir(dir)).filter((n) => n.endsWith('.pgm')).sort();
    return Promise.all(names.map((n) => readFile(path.join(dir, n))));
  });
}

/** The share of pixels that differ between two renderings of a page (same size expected). */
export function differingShare(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) return 1;
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 24) differing++;
  return differing / a.length;
}

/** qpdf's JSON summary of the PDF's form. */
export function qpdfAcroform(pdf: Uint8Array): Promise<{ fields: unknown[]; hasacroform: boolean }> {
  return withFile(pdf, 'doc.pdf', async (file) => {
    const { stdout } = await exec('qpdf', ['--json', file], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout).acroform;
  });
}

/**
 * A flat OpenDocument text (its paragraphs' inner XML given, spans allowed) converted by LibreOffice
 * to `format` (docx, odt or pdf), in a throwaway profile; `then` converts that result on to PDF.
 */
export async function libreOffice(paragraphs: string[], format: 'pdf' | 'docx' | 'odt'): Promise<Uint8Array> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:automatic-styles>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="R" style:family="text"><style:text-properties fo:color="#c00000"/></style:style>
</office:automatic-styles>
<office:body><office:text>${paragraphs.map((p) => `<text:p>${p}</text:p>`).join('\n')}</office:text></office:body></office:document>`;
  return convert(new TextEncoder().encode(xml), 'doc.fodt', format);
}

/** A file converted by LibreOffice headless to `format`. */
export function convert(bytes: Uint8Array, name: string, format: string): Promise<Uint8Array> {
  return withFile(bytes, name, async (file, dir) => {
    await exec(
      process.env.SOFFICE_PATH ?? 'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        format,
        '--outdir',
        dir,
        file,
      ],
      { timeout: 60_000 },
    );
    return new Uint8Array(await readFile(path.join(dir, `${path.parse(name).name}.${format}`)));
  });
}

/** What pdfsig says of the PDF's signatures (it exits non-zero on an invalid one: read, not thrown). */
export function sealCheck(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, 'doc.pdf', async (file) => {
    const result = await exec('pdfsig', [file]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    return result.stdout;
  });
}

/** Keeps a copy of the PDF under FOUND_FIELDS_KEEP (a directory), to look at its pages. */
export async function keep(pdf: Uint8Array, name: string): Promise<void> {
  const dir = process.env.FOUND_FIELDS_KEEP;
  if (dir) await writeFile(path.join(dir, name), pdf);
}
