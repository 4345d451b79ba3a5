// Drawing the detection set's documents (issue 33 item 5) with pdf-lib, in the coordinates fields are
// given in (CONTRACT §4: displayed points, top-left origin, after /Rotate), and writing down each
// true field as it is drawn. A turned page (/Rotate 90) is drawn turned, so that it reads upright as
// displayed, as a scanner or a landscape export leaves it.
import fontkit from '@pdf-lib/fontkit';
import { fontBytes } from '../../src/platform/fonts.ts';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb } from '../../src/platform/pdf.ts';
import { pageGeometry, type Rotation, toPdfPoint } from '../../src/templates/geometry.ts';

export type TruthType = 'signature' | 'initials' | 'date' | 'text' | 'checkbox' | 'select';

export interface Truth {
  type: TruthType;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SetDocument {
  name: string;
  /** What the document exercises, for the benchmark's table. */
  about: string;
  /** The kind of layout it stands for, for the benchmark's table per layout. */
  layout: string;
  pdf: Uint8Array;
  truth: Truth[];
}

/** How tall the writing space over a line is taken to be, in the written-down truth. */
export const LINE_TRUTH_HEIGHT = 22;

export class Book {
  readonly truth: Truth[] = [];
  private pageCount = 0;
  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {}

  static async create(): Promise<Book> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    return new Book(doc, await doc.embedFont(fontBytes('regular'), { subset: true }));
  }

  page(rotation: Rotation = 0, size: [number, number] = [595, 842]): Sheet {
    const page = this.doc.addPage(size);
    if (rotation) page.setRotation(degrees(rotation));
    this.pageCount += 1;
    return new Sheet(this, page, this.pageCount, rotation);
  }

  async done(name: string, about: string, layout = 'labelled lines'): Promise<SetDocument> {
    return { name, about, layout, pdf: await this.doc.save(), truth: this.truth };
  }
}

export class Sheet {
  readonly width: number;
  readonly height: number;
  private readonly geometry;

  constructor(
    readonly book: Book,
    readonly page: PDFPage,
    readonly number: number,
    private readonly rotation: Rotation,
  ) {
    const { width, height } = page.getSize();
    this.geometry = pageGeometry([0, 0, width, height], rotation);
    this.width = this.geometry.width;
    this.height = this.geometry.height;
  }

  private at(x: number, y: number) {
    return toPdfPoint(this.geometry, x, y);
  }

  /** Text whose baseline starts at (x, y); returns where it ends. */
  text(value: string, x: number, y: number, size = 10): number {
    const p = this.at(x, y);
    this.page.drawText(value, { x: p.x, y: p.y, size, font: this.book.font, rotate: degrees(this.rotation) });
    return x + this.book.font.widthOfTextAtSize(value, size);
  }

  widthOf(value: string, size = 10): number {
    return this.book.font.widthOfTextAtSize(value, size);
  }

  /** Paragraphs wrapped to a width; returns the baseline after the last line. */
  prose(value: string, x: number, y: number, width: number, size = 10, leading = 1.35 * size): number {
    let line = '';
    let baseline = y;
    for (const word of value.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (this.widthOf(next, size) > width && line) {
        this.text(line, x, baseline, size);
        baseline += leading;
        line = word;
      } else line = next;
    }
    if (line) this.text(line, x, baseline, size);
    return baseline + leading;
  }

  /** A horizontal rule, stroked (or filled as a thin rectangle). */
  rule(x0: number, x1: number, y: number, thickness = 0.8, filled = false): void {
    if (filled) {
      this.rectangle(x0, y - thickness / 2, x1 - x0, thickness, true);
      return;
    }
    this.page.drawLine({ start: this.at(x0, y), end: this.at(x1, y), thickness });
  }

  vrule(x: number, y0: number, y1: number, thickness = 0.8): void {
    this.page.drawLine({ start: this.at(x, y0), end: this.at(x, y1), thickness });
  }

  rectangle(x: number, y: number, width: number, height: number, filled = false): void {
    const a = this.at(x, y);
    const b = this.at(x + width, y + height);
    const box = {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(b.x - a.x),
      height: Math.abs(b.y - a.y),
    };
    if (filled) this.page.drawRectangle({ ...box, color: rgb(0, 0, 0) });
    else this.page.drawRectangle({ ...box, borderWidth: 0.8, borderColor: rgb(0, 0, 0) });
  }

  /**
   * A ruled table at (x, top): rows of cell texts, '' for an empty cell; returns the column edges.
   * Each empty cell below the header row is written down as its column's type (null: no field).
   */
  table(
    x: number,
    top: number,
    widths: number[],
    rowHeight: number,
    rows: string[][],
    types: Array<TruthType | null> = [],
  ): number[] {
    const xs = [x];
    for (const w of widths) xs.push(xs[xs.length - 1] + w);
    rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        const y = top + r * rowHeight;
        if (cell) this.text(cell, xs[c] + 5, y + rowHeight / 2 + 4, 10);
        else if (r > 0 && types[c]) this.field(types[c], xs[c], y, xs[c + 1] - xs[c], rowHeight);
      });
    });
    for (let r = 0; r <= rows.length; r += 1) this.rule(xs[0], xs[xs.length - 1], top + r * rowHeight);
    for (const edge of xs) this.vrule(edge, top, top + rows.length * rowHeight);
    return xs;
  }

  /** Writes down a true field. */
  field(type: TruthType, x: number, y: number, width: number, height: number): void {
    this.book.truth.push({ type, page: this.number, x, y, width, height });
  }

  /** A true field on a line drawn from x0 to x1 at y: the writing space above it. */
  lineField(type: TruthType, x0: number, x1: number, y: number): void {
    this.field(type, x0, y - LINE_TRUTH_HEIGHT, x1 - x0, LINE_TRUTH_HEIGHT);
  }

  /** "Label ______" on a baseline: the label, then a run of underscores, written down as `type`. */
  underscores(label: string, x: number, y: number, count: number, type: TruthType | null, size = 10): number {
    const start = label ? this.text(label, x, y, size) + this.widthOf(' ', size) : x;
    const end = this.text('_'.repeat(count), start, y, size);
    if (type) this.lineField(type, start, end, y + 1);
    return end;
  }

  /** "Label ........" with leader dots (spaced or not). */
  dots(
    label: string,
    x: number,
    y: number,
    count: number,
    type: TruthType | null,
    spaced = false,
    size = 10,
  ): number {
    const start = label ? this.text(label, x, y, size) + this.widthOf(' ', size) : x;
    const end = this.text(spaced ? Array(count).fill('.').join(' ') : '.'.repeat(count), start, y, size);
    if (type) this.lineField(type, start, end, y);
    return end;
  }

  /** A drawn rule with its label printed under it. */
  ruleOver(label: string, x0: number, x1: number, y: number, type: TruthType | null, size = 9): void {
    this.rule(x0, x1, y);
    this.text(label, x0, y + size + 2, size);
    if (type) this.lineField(type, x0, x1, y);
  }

  /** "Label:" then a drawn rule from after it to x1. */
  labelRule(
    label: string,
    x: number,
    x1: number,
    y: number,
    type: TruthType | null,
    filled = false,
    size = 10,
  ): void {
    const start = this.text(label, x, y - 2, size) + 6;
    this.rule(start, x1, y, filled ? 1 : 0.8, filled);
    if (type) this.lineField(type, start, x1, y);
  }

  /** A check box glyph and its label. */
  boxGlyph(label: string, x: number, y: number, size = 10): number {
    const end = this.text('☐', x, y, size);
    this.field('checkbox', x, y - 0.8 * size, end - x, 0.9 * size);
    return this.text(label, end + 4, y, size);
  }

  /** A drawn square check box and its label. */
  square(label: string, x: number, y: number, side = 9, size = 10): number {
    this.rectangle(x, y - side + 1, side, side);
    this.field('checkbox', x, y - side + 1, side, side);
    return this.text(label, x + side + 5, y, size);
  }
}

export const LOREM =
  'This agreement is made between the parties named below and sets out the terms on which the services ' +
  'are provided. Each party confirms that it has read the terms, that the information given is accurate, ' +
  'and that it has the authority to enter into this agreement. Payment is due within thirty days of the ' +
  'date of each invoice. Either party may end the agreement by giving notice in writing. The signature of ' +
  'each party below confirms its acceptance of every clause, including the clauses on liability and data.';
