// Flow documents: the Markdown subset laid out on A4 pages — headings, paragraphs, lists, rules,
// placeholders filled from values — then one signature block per role in role order, and a
// "Page N of M" footer on every page once the page count is known. What the document itself writes
// (the signing caption, dates, a checkbox's Yes or No) is in the language of whoever gave it. An image
// field's picture (issue 34) stands where its placeholder is, fitted in a box of its own.
import { type Translator, translator } from '../../i18n/catalogue.ts';
import { languageOf } from '../../i18n/locales.ts';
import { PDFDocument, type PDFImage, type PDFPage, rgb } from '../../platform/pdf.ts';
import { directionOf } from '../../platform/text-direction.ts';
import { type Block, type Inline, parseMarkdown } from '../markdown.ts';
import { kindSigns, type Role } from '../types.ts';
import {
  decodePngDataUrl,
  documentLocale,
  filledValue,
  type RenderableTemplate,
  type RenderInput,
  readingLocale,
  signerFor,
} from './content.ts';
import { cleanText, type FontStyle, fontMetrics } from './fonts.ts';
import { breakLines, type LayoutItem, type Line } from './line-break.ts';
import { type RenderOptions, signatureCaption } from './options.ts';
import { ScriptText, measureText as textWidth } from './script-text.ts';
import { fitSignature, SignatureFonts, signatureMetrics } from './signature-text.ts';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BODY_SIZE = 11;
const LEADING = 1.45;
const HEADINGS = {
  1: { size: 20, before: 14, after: 8 },
  2: { size: 15, before: 12, after: 6 },
  3: { size: 12.5, before: 10, after: 4 },
};
const LIST_INDENT = 18;
const BLANK = '________';
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.45);
const INK = rgb(0.05, 0.16, 0.45);

const SIGNATURE = { width: 240, height: 52, blockHeight: 128, gap: 14 };

/** Where the next line goes; starts a new page when what comes next does not fit. */
class Cursor {
  page!: PDFPage;
  y = 0;
  private atTop = true;

  constructor(
    private readonly doc: PDFDocument,
    readonly text: ScriptText,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
    this.atTop = true;
  }

  /** Makes room for `height` points, breaking the page unless we are already at its top. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom && !this.atTop) this.newPage();
  }

  /** Vertical space that collapses at the top of a page. */
  space(height: number): void {
    if (!this.atTop) this.y -= height;
  }

  advance(height: number): void {
    this.y -= height;
    this.atTop = false;
  }

  /**
   * Draws one line at the cursor and moves below it; `marker` is a list item's bullet or number. A
   * line of a right-to-left paragraph is set flush with the right edge of `width`.
   */
  drawLine(
    line: Line,
    x: number,
    size: number,
    marker?: { text: string; x: number },
    paragraph: { direction: 'ltr' | 'rtl'; width: number } = { direction: 'ltr', width: 0 },
  ): void {
    const lineHeight = size * LEADING;
    this.ensure(lineHeight);
    const { ascent, descent } = fontMetrics('regular');
    const baseline = this.y - (lineHeight - size * (ascent - descent)) / 2 - size * ascent;
    const { text, page } = this;
    const at = (left: number) => (dx: number, rise: number) => ({ x: left + dx, y: baseline + rise });
    if (marker) text.draw(page, marker.text, 'regular', { at: at(marker.x), size, color: TEXT });
    const left =
      paragraph.direction === 'rtl'
        ? x + Math.max(0, paragraph.width - text.lineWidth(line.segments, size, 'rtl'))
        : x;
    text.drawPieces(page, line.segments, { at: at(left), size, color: TEXT, direction: paragraph.direction });
    this.advance(lineHeight);
  }
}

export async function renderFlow(
  template: RenderableTemplate,
  input: RenderInput,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(template.name);
  doc.setProducer('Countersign');
  doc.setCreator('Countersign');
  const blocks = parseMarkdown(template.body ?? '');
  // Only the faces the text uses are embedded, each the first time a line needs it.
  // The language as given (not only those the catalogue speaks): it picks the CJK face for Han.
  const text = new ScriptText(doc, 'document', { locale: input.locale ?? input.signers?.[0]?.locale });
  const cursor = new Cursor(doc, text);

  const images = await embedImages(doc, template, input);
  blocks.forEach((block, index) => {
    drawBlock(cursor, block, blocks[index + 1], (inline) => resolveInline(template, input, inline, images));
  });

  cursor.space(24);
  const signatureFonts = new SignatureFonts(doc, 'document');
  // The document's own words (a block's "Name:", a page's number) are in the document's language.
  const t = translator(languageOf(documentLocale(input)));
  // A block for each role that signs (issue 45: approvers and viewers sign nothing; a witness's
  // block says whom they witness).
  for (const role of template.roles) {
    if (!kindSigns(role.kind ?? 'signer')) continue;
    await drawSignatureBlock(doc, cursor, input, role, { signatureFonts, t });
  }

  const pages = doc.getPages();
  const footerOf =
    options.footer ?? ((page: number, count: number) => t.t('document.page', { page, pages: count }));
  pages.forEach((page, index) => {
    const footer = cleanText(footerOf(index + 1, pages.length));
    const width = text.measure('regular', footer, 9);
    const left = (PAGE.width - width) / 2;
    text.draw(page, footer, 'regular', {
      at: (dx, rise) => ({ x: left + dx, y: 36 + rise }),
      size: 9,
      color: MUTED,
    });
  });
  return doc.save({ useObjectStreams: false });
}

function drawBlock(
  cursor: Cursor,
  block: Block,
  next: Block | undefined,
  resolve: (inline: Inline) => FlowItem,
) {
  if (block.kind === 'rule') {
    cursor.space(8);
    cursor.ensure(10);
    cursor.page.drawLine({
      start: { x: MARGIN.left, y: cursor.y - 4 },
      end: { x: PAGE.width - MARGIN.right, y: cursor.y - 4 },
      thickness: 0.6,
      color: MUTED,
    });
    cursor.advance(16);
    return;
  }
  const resolved = block.content.map(resolve);
  if (block.kind !== 'heading' && resolved.some(isImageItem)) {
    drawWithImages(cursor, block, resolved, next);
    return;
  }
  const items = resolved.filter((item): item is LayoutItem => !isImageItem(item));
  const direction = paragraphDirection(items);
  if (block.kind === 'heading') {
    const { size, before, after } = HEADINGS[block.level];
    const bold = items.map((item) => ('break' in item ? item : { ...item, style: withBold(item.style) }));
    const lines = breakLines(bold, CONTENT_WIDTH, size);
    cursor.space(before);
    // Keep the heading with the first two lines of what follows it.
    cursor.ensure(lines.length * size * LEADING + 2 * BODY_SIZE * LEADING + after);
    for (const line of lines) {
      cursor.drawLine(line, MARGIN.left, size, undefined, { direction, width: CONTENT_WIDTH });
    }
    cursor.advance(after);
    return;
  }
  if (block.kind === 'paragraph') {
    for (const line of breakLines(items, CONTENT_WIDTH, BODY_SIZE)) {
      cursor.drawLine(line, MARGIN.left, BODY_SIZE, undefined, { direction, width: CONTENT_WIDTH });
    }
    cursor.advance(next?.kind === 'listItem' ? 4 : 8);
    return;
  }
  // A list item: marker in a gutter, wrapped lines aligned with the item's text.
  const left = MARGIN.left + block.depth * LIST_INDENT;
  const markerWidth = Math.max(LIST_INDENT, textWidth('regular', block.marker, BODY_SIZE) + 6);
  const width = CONTENT_WIDTH - (left - MARGIN.left) - markerWidth;
  const lines = breakLines(items, width, BODY_SIZE);
  if (lines.length === 0) lines.push({ segments: [], width: 0 });
  lines.forEach((line, index) => {
    const marker = index === 0 ? { text: block.marker, x: left } : undefined;
    cursor.drawLine(line, left + markerWidth, BODY_SIZE, marker, { direction, width });
  });
  cursor.advance(next?.kind === 'listItem' ? 2 : 8);
}

/** A block's direction: its text's first strong character's (an Arabic paragraph reads from the right). */
function paragraphDirection(items: LayoutItem[]): 'ltr' | 'rtl' {
  return directionOf(items.map((item) => ('break' in item ? ' ' : item.text)).join(''));
}

function withBold(style: FontStyle): FontStyle {
  return style === 'italic' || style === 'boldItalic' ? 'boldItalic' : 'bold';
}

function styleOf(bold: boolean, italic: boolean): FontStyle {
  if (bold) return italic ? 'boldItalic' : 'bold';
  return italic ? 'italic' : 'regular';
}

/** Text as layout items: placeholders become their value, or a blank line to write on. */
function resolveInline(
  template: RenderableTemplate,
  input: RenderInput,
  inline: Inline,
  images: Map<string, PDFImage>,
): FlowItem {
  if (inline.kind === 'break') return { break: true };
  const style = styleOf(inline.bold, inline.italic);
  if (inline.kind === 'text') return { text: cleanText(inline.text), style };
  const field = template.inputs.find((candidate) => candidate.key === inline.key);
  const filled = field ? filledValue(input, field) : { kind: 'empty' as const };
  switch (filled.kind) {
    case 'text':
      return { text: cleanText(filled.text), style };
    case 'hidden':
      return { text: '', style };
    case 'image': {
      const image = images.get(inline.key);
      return image ? { image } : { text: BLANK, style };
    }
    case 'checkbox': {
      const t = translator(languageOf(filled.locale));
      return { text: t.t(filled.checked ? 'document.checkbox.yes' : 'document.checkbox.no'), style };
    }
    case 'signature': {
      // Inline signatures print as text; the drawn image appears in the role's signature block.
      const { signature, signer } = filled;
      if (signature.type === 'typed') return { text: cleanText(signature.text), style };
      const t = translator(languageOf(signer.locale));
      return { text: cleanText(t.t('document.signature.drawnBy', { name: signer.name })), style };
    }
    default:
      return { text: BLANK, style };
  }
}

/** A placeholder of an image field (issue 34): its picture, drawn as a box of its own in the text. */
type ImageItem = { image: PDFImage };
type FlowItem = LayoutItem | ImageItem;
const isImageItem = (item: FlowItem): item is ImageItem => 'image' in item;
/** The box an image of the body is fitted in: aspect kept, centred in it. */
const IMAGE_BOX = { width: 240, height: 120, gap: 6 };

/** Each image field's picture embedded once, by key. */
async function embedImages(
  doc: PDFDocument,
  template: RenderableTemplate,
  input: RenderInput,
): Promise<Map<string, PDFImage>> {
  const images = new Map<string, PDFImage>();
  for (const field of template.inputs) {
    if (field.type !== 'image') continue;
    const filled = filledValue(input, field);
    if (filled.kind !== 'image') continue;
    const embed =
      filled.contentType === 'image/png' ? doc.embedPng(filled.bytes) : doc.embedJpg(filled.bytes);
    images.set(field.key, await embed);
  }
  return images;
}

/**
 * A paragraph or list item holding an image placeholder: the text before it, the image in its box on
 * its own lines (never split across pages), then the text after it.
 */
function drawWithImages(
  cursor: Cursor,
  block: Exclude<Block, { kind: 'rule' | 'heading' }>,
  items: FlowItem[],
  next: Block | undefined,
) {
  const left =
    block.kind === 'listItem'
      ? MARGIN.left +
        block.depth * LIST_INDENT +
        Math.max(LIST_INDENT, textWidth('regular', block.marker, BODY_SIZE) + 6)
      : MARGIN.left;
  const width = CONTENT_WIDTH - (left - MARGIN.left);
  let run: LayoutItem[] = [];
  let first = true;
  const flush = () => {
    if (run.length === 0) return;
    breakLines(run, width, BODY_SIZE).forEach((line) => {
      const marker =
        first && block.kind === 'listItem'
          ? { text: block.marker, x: MARGIN.left + block.depth * LIST_INDENT }
          : undefined;
      cursor.drawLine(line, left, BODY_SIZE, marker);
      first = false;
    });
    run = [];
  };
  for (const item of items) {
    if (!isImageItem(item)) {
      run.push(item);
      continue;
    }
    flush();
    const box = { width: Math.min(IMAGE_BOX.width, width), height: IMAGE_BOX.height };
    cursor.ensure(box.height + 2 * IMAGE_BOX.gap);
    cursor.advance(IMAGE_BOX.gap);
    const scale = Math.min(box.width / item.image.width, box.height / item.image.height);
    const drawn = { width: item.image.width * scale, height: item.image.height * scale };
    cursor.page.drawImage(item.image, {
      x: left + (box.width - drawn.width) / 2,
      y: cursor.y - box.height + (box.height - drawn.height) / 2,
      ...drawn,
    });
    cursor.advance(box.height + IMAGE_BOX.gap);
    first = false;
  }
  flush();
  cursor.advance(next?.kind === 'listItem' ? 2 : 8);
}

async function drawSignatureBlock(
  doc: PDFDocument,
  cursor: Cursor,
  input: RenderInput,
  { name: role, witnessFor }: Role,
  { signatureFonts, t }: { signatureFonts: SignatureFonts; t: Translator },
): Promise<void> {
  const signer = signerFor(input, role);
  const heading = witnessFor ? t.t('document.block.witnessFor', { role, witnessed: witnessFor }) : role;
  // A block is never split across pages.
  cursor.ensure(SIGNATURE.blockHeight);
  const { page, text: setter } = cursor;
  const x = MARGIN.left;
  const top = cursor.y;
  const at = (y: number) => (dx: number, rise: number) => ({ x: x + dx, y: y + rise });
  setter.draw(page, cleanText(heading), 'bold', { at: at(top - 11), size: 11, color: TEXT });

  const area = { x, y: top - 20 - SIGNATURE.height, width: SIGNATURE.width, height: SIGNATURE.height };
  const signature = signer?.signature;
  if (signature?.type === 'typed') {
    const text = cleanText(signature.text);
    const size = fitSignature(text, area.width - 4, area.height - 4, 30);
    const baseline = area.y + 4 - size * signatureMetrics().descent;
    await signatureFonts.draw(page, text, {
      at: (dx) => ({ x: area.x + 2 + dx, y: baseline }),
      size,
      color: INK,
    });
  } else if (signature?.type === 'drawn') {
    const image: PDFImage = await doc.embedPng(decodePngDataUrl(signature.image));
    const scale = Math.min(area.width / image.width, (area.height - 2) / image.height);
    page.drawImage(image, {
      x: area.x,
      y: area.y + 2,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  page.drawLine({
    start: { x, y: area.y },
    end: { x: x + SIGNATURE.width, y: area.y },
    thickness: 0.75,
    color: MUTED,
  });

  const lines = [
    t.t('document.block.name', { name: signer?.name ? cleanText(signer.name) : BLANK }),
    t.t('document.block.email', { email: signer?.email ? cleanText(signer.email) : BLANK }),
  ];
  if (signature && signer?.signedAt) {
    lines.push(cleanText(signatureCaption(undefined, signer.signedAt, readingLocale(signer.locale))));
  }
  lines.forEach((text, index) => {
    setter.draw(page, text, 'regular', { at: at(area.y - 14 - index * 14), size: 10, color: TEXT });
  });
  cursor.advance(SIGNATURE.blockHeight);
  cursor.space(SIGNATURE.gap);
}
