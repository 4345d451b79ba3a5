// A template's document given as a file of any format we take (issue 32 item 2) turned into the PDF
// that is stored, shown, hashed and sealed. The caller passes that PDF through the same checks and
// active-content removal as an uploaded PDF; the original's SHA-256 goes on the certificate.
import { createHash } from 'node:crypto';
import type { Config } from '../platform/config.ts';
import { conversionFailed, conversionUnavailable } from '../platform/errors.ts';
import { extensionOf, formatOf, officeContentMatches } from './formats.ts';
import { ConversionProblem, ConverterMissing, type ConverterOptions, officeToPdf } from './libreoffice.ts';

export { CONVERSIONS_AT_ONCE, type ConverterOptions } from './libreoffice.ts';

/** A document entry `{name, file, filename}` with its file decoded. */
export interface DocumentFile {
  name: string;
  file: Uint8Array;
  filename: string;
}

export interface ConvertedDocument {
  /** The PDF made of the file (a PDF file as it came). */
  pdf: Uint8Array;
  filename: string;
  /** Hex SHA-256 of the file as sent. */
  originalSha256: string;
}

/**
 * The conversion settings the service's configuration gives (SOFFICE_PATH, CONVERSION_MEMORY_MB), for
 * the workspace `tenant` whose document it is: conversions take turns by workspace (libreoffice.ts).
 */
export function converterOptions(
  config: Pick<Config, 'sofficePath' | 'conversionMemoryMb'>,
  tenant: string,
): ConverterOptions {
  return { sofficePath: config.sofficePath, memoryMb: config.conversionMemoryMb, tenant };
}

const OFFICE_KIND: Record<string, string> = {
  '.docx': 'Word (.docx)',
  '.odt': 'OpenDocument text (.odt)',
  '.doc': 'Word 97–2003 (.doc)',
  '.rtf': 'RTF',
};

/**
 * The PDF of a document entry. A 400 without code for an extension we do not take,
 * conversion_unavailable when a Word/OpenDocument/RTF file meets a server without LibreOffice,
 * conversion_failed (naming the document) when the file cannot be made into a PDF.
 */
export async function convertDocument(
  entry: DocumentFile,
  options: ConverterOptions = {},
): Promise<ConvertedDocument> {
  const format = formatOf(entry.filename);
  const originalSha256 = createHash('sha256').update(entry.file).digest('hex');
  const done = (pdf: Uint8Array): ConvertedDocument => ({ pdf, filename: entry.filename, originalSha256 });
  if (entry.file.length === 0) throw conversionFailed(entry.name, 'the file is empty');
  if (format === 'pdf') return done(entry.file);
  if (format === 'image') {
    // pdf-lib is loaded on first use, not when the service starts (test/build.test.ts). The image is
    // read in the workspace's turn, as a conversion is.
    const { ImageProblem, imageToPdf } = await import('./image.ts');
    try {
      return done(await imageToPdf(entry.file, { tenant: options.tenant }));
    } catch (error) {
      if (error instanceof ImageProblem) throw conversionFailed(entry.name, error.message);
      throw error;
    }
  }
  const extension = extensionOf(entry.filename);
  if (!officeContentMatches(extension, entry.file)) {
    throw conversionFailed(entry.name, `the file is not a ${OFFICE_KIND[extension]} document`);
  }
  try {
    return done(await officeToPdf(entry.file, extension, options));
  } catch (error) {
    if (error instanceof ConverterMissing) throw conversionUnavailable();
    if (error instanceof ConversionProblem) throw conversionFailed(entry.name, error.message);
    throw error;
  }
}
