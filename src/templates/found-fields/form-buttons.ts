// The buttons of a PDF form's radio group or of check boxes sharing a name (issue 34), for acroform.ts:
// each button's export value and its widget's box on the page, which become a radio's or multiple's
// options and option boxes.
import {
  type PDFDocument as Doc,
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  type PDFNumber,
  type PDFObject,
  PDFString,
} from '../../platform/pdf.ts';
import { fromPdfPoint, type pageGeometry, round } from '../geometry.ts';
import type { OptionBox } from '../types.ts';
import { resolve } from './fonts.ts';

/** What of a form field its buttons are read from: its /Opt and its widgets. */
interface ButtonField {
  opt?: PDFArray;
  widgets: PDFDict[];
}

/** A PDF string's text, or undefined for anything else. */
export const text = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/**
 * A button's export value: its appearance state other than Off, or (when the field has /Opt, as
 * forms that name states by number do) the /Opt entry of that number.
 */
function exportValueOf(doc: Doc, field: ButtonField, widget: PDFDict, index: number): string | undefined {
  const ap = resolve(doc, widget.get(PDFName.of('AP')));
  const normal = ap instanceof PDFDict ? resolve(doc, ap.get(PDFName.of('N'))) : undefined;
  if (!(normal instanceof PDFDict)) return undefined;
  const state = normal
    .keys()
    .map((key) => key.decodeText())
    .find((name) => name !== 'Off');
  if (state === undefined) return undefined;
  const opt = field.opt ? text(resolve(doc, field.opt.get(index))) : undefined;
  return (opt ?? state).trim() || undefined;
}

/**
 * A button field's buttons on one page as options: each distinct export value once, with its
 * widget's box (points from the page's top-left). A second button with a value already seen is
 * left out (it mirrors the first).
 */
export function buttonOptions(
  doc: Doc,
  field: ButtonField,
  widgets: PDFDict[],
  geometry: ReturnType<typeof pageGeometry>,
): Array<{ option: string; box: OptionBox }> {
  const out: Array<{ option: string; box: OptionBox }> = [];
  widgets.forEach((widget) => {
    const option = exportValueOf(doc, field, widget, field.widgets.indexOf(widget));
    const box = widgetBox(doc, widget, geometry);
    if (option === undefined || !box || out.some((o) => o.option === option)) return;
    out.push({ option, box });
  });
  return out;
}

/** A widget's rectangle as a box from the page's top-left, kept on the page. */
export function widgetBox(
  doc: Doc,
  widget: PDFDict,
  geometry: ReturnType<typeof pageGeometry>,
): OptionBox | undefined {
  const rect = resolve(doc, widget.get(PDFName.of('Rect')));
  if (!(rect instanceof PDFArray) || rect.size() < 4) return undefined;
  const [x0, y0, x1, y1] = rect
    .asArray()
    .map((v) => (resolve(doc, v) as PDFNumber | undefined)?.asNumber?.() ?? 0);
  const corners = [fromPdfPoint(geometry, x0, y0), fromPdfPoint(geometry, x1, y1)];
  const left = Math.max(0, Math.min(...corners.map((p) => p.x)));
  const top = Math.max(0, Math.min(...corners.map((p) => p.y)));
  const right = Math.min(geometry.width, Math.max(...corners.map((p) => p.x)));
  const bottom = Math.min(geometry.height, Math.max(...corners.map((p) => p.y)));
  if (right - left <= 0 || bottom - top <= 0) return undefined;
  return { x: round(left), y: round(top), width: round(right - left), height: round(bottom - top) };
}
