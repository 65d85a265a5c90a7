/*
 * WCAG 2 contrast between two colours, for checks on colours the browser computed
 * (e2e reads getComputedStyle, this module judges). Non-text parts such as a focus
 * ring need 3:1 against what they sit on (WCAG 1.4.11).
 */

/** The least contrast a focus ring or other non-text part needs. */
export const NON_TEXT_CONTRAST = 3;

export type Rgb = { r: number; g: number; b: number };

/** Reads "rgb(29, 78, 216)" or "rgba(29, 78, 216, 1)" as computed styles give them; null for anything else. */
export function parseRgb(css: string): Rgb | null {
  const match = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(css.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1, 4).map(Number) as [number, number, number];
  return { r, g, b };
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance, 0 for black to 1 for white. */
function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
