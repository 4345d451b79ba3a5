// What detection reads off a page: its upright glyphs, its drawn rules and rectangles, and its form
// widgets, all in displayed points (CONTRACT §4: origin at the top-left of the page as displayed,
// after its /Rotate, y growing downwards). Pure data, filled by read-page.ts.

export interface Glyph {
  /** The character (its Unicode text), '' when the font does not say. */
  ch: string;
  x0: number;
  x1: number;
  /** The baseline's displayed y. */
  baseline: number;
  /** The font's displayed size in points. */
  size: number;
}

/** A horizontal rule: a stroked segment or a thin filled rectangle. */
export interface HRule {
  x0: number;
  x1: number;
  y: number;
}

/** A vertical rule (table borders: they split horizontal rules into cells). */
export interface VRule {
  x: number;
  y0: number;
  y1: number;
}

/** An axis-aligned rectangle drawn as an outline (a check box, a signature box, a table cell). */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Widget {
  /** pdf.js's fieldType: Tx, Btn, Ch or Sig. */
  fieldType: string;
  checkBox: boolean;
  radioButton: boolean;
  pushButton: boolean;
  /** The field's full name and its tooltip (/TU), when it has one. */
  name: string;
  alternativeText: string;
  rect: Rect;
}

export interface PageParts {
  page: number;
  width: number;
  height: number;
  glyphs: Glyph[];
  hRules: HRule[];
  vRules: VRule[];
  rects: Rect[];
  widgets: Widget[];
  /** Whether the page paints any image (a scan): lines inside an image are not read. */
  images: number;
}
