// A workspace's accent colour (issue 25 item 3): a #rrggbb colour that must keep the pages readable.
// It fills the header bar and the primary buttons under white text, and colours links and secondary
// buttons on the page's light background, so it must reach the WCAG AA contrast for normal text
// (4.5:1) against both. The sheet that applies it is a pure function of the colour (served at a path
// named by it), so no inline style is needed and the CSP's style-src 'self' holds.

export const AA_NORMAL_TEXT = 4.5;

/** The backgrounds and text the accent meets, as our stylesheet's light scheme has them. */
export const ACCENT_PAIRS = [
  { against: '#ffffff', where: 'white text on buttons and the header bar' },
  { against: '#f4f6f9', where: 'links on the page background' },
] as const;

export class AccentRefused extends Error {
  constructor(
    message: string,
    readonly ratio?: number,
    readonly against?: string,
  ) {
    super(message);
  }
}

/** The colour written the one way we store it (#rrggbb, lower case), or null when it is not one. */
export function normalizeAccent(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  return /^#[0-9a-f]{6}$/.test(trimmed) ? trimmed : null;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Ratios shown as people read them: 2 decimals, rounded down (3.996 is not 4.00). */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** The stored form of an acceptable accent, or an AccentRefused saying which pair falls short and by how much. */
export function checkAccent(value: string): string {
  const colour = normalizeAccent(value);
  if (!colour)
    throw new AccentRefused(
      `The accent colour must be written #rrggbb (for example #0b3d91), not "${value}".`,
    );
  for (const pair of ACCENT_PAIRS) {
    const ratio = contrastRatio(colour, pair.against);
    if (ratio < AA_NORMAL_TEXT) {
      throw new AccentRefused(
        `The accent colour ${colour} reaches a contrast of ${formatRatio(ratio)} with ${pair.where} (${pair.against}); WCAG AA needs at least ${AA_NORMAL_TEXT}:1.`,
        ratio,
        pair.against,
      );
    }
  }
  return colour;
}

/** The colour mixed towards black by `amount` (0..1): the hover shade, darker so never less legible. */
export function darken(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The sheet that puts the accent on a page, after the one stylesheet. The bar and filled buttons take
 * it in both schemes (white text on them); links take it only in the light scheme, where the dark
 * scheme's light link colour would otherwise become a dark one on a dark page.
 */
export function accentSheet(colour: string): string {
  const hover = darken(colour, 0.2);
  return `/* Countersign workspace accent ${colour} */
:root {
  --bar: ${colour};
  --bar-hover: ${hover};
  --bar-muted: #ffffff;
  --accent-fill: ${colour};
  --accent-fill-hover: ${hover};
}
@media not (prefers-color-scheme: dark) {
  :root {
    --accent: ${colour};
    --accent-strong: ${hover};
    --accent-tint: #f4f6f9;
  }
}
`;
}
