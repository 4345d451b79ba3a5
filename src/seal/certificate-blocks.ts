// Blocks the audit certificate's sections share: a heading kept with what follows it, and a hash
// on a line of its own.

import { rgb } from '../platform/pdf.ts';
import { lineHeight, RULE_HEIGHT, type TextFlow, type TextStyle } from './text-flow.ts';

const RULE = rgb(0.75, 0.75, 0.8);

/** A section heading, moved to the next page unless `following` (its first block) fits under it. */
export function heading(flow: TextFlow, text: string, style: TextStyle, following = 0): void {
  flow.keepTogether(lineHeight(style) + RULE_HEIGHT + following);
  flow.line(text, style);
  flow.rule(RULE);
}

/**
 * A label, then the hash alone on the next line. A hash is never wrapped (a verifier copies it
 * whole), so on a narrow page the font shrinks until it fits instead.
 */
export function hashLines(
  flow: TextFlow,
  label: string,
  hash: string,
  labelStyle: TextStyle,
  style: TextStyle,
): void {
  flow.ensure(lineHeight(labelStyle) + lineHeight(style));
  flow.line(label, labelStyle);
  const width = style.font.widthOfTextAtSize(hash, style.size);
  const size = width > flow.width ? (style.size * flow.width) / width : style.size;
  flow.line(hash, { ...style, size });
}
