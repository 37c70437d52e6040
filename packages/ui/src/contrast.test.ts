/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/** The dark palette (the product forces dark): `--name: #rrggbb;` inside `:root, .dark { ... }`. */
function darkTokens(): Record<string, string> {
  const css = fs.readFileSync(path.join(__dirname, 'styles.css'), 'utf8');
  const block = /:root,\s*\.dark\s*\{([^}]*)\}/.exec(css)![1];
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
/** WCAG 2 contrast ratio. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
/** `color` at `alpha` painted over `under` (what bg-x/15 gives). */
const over = (color: Rgb, alpha: number, under: Rgb): Rgb =>
  color.map((c, i) => Math.round(c * alpha + under[i] * (1 - alpha))) as Rgb;

const tokens = darkTokens();
const SURFACES = ['background', 'card', 'popover', 'muted'];
// Badge variants draw text-x on bg-x/15 (badge.tsx); all of it is small text: WCAG AA needs 4.5:1.
const BADGE_COLOURS = [
  'gold',
  'silver',
  'bronze',
  'ruby',
  'emerald',
  'platinum',
  'unique',
  'rare',
  'primary',
  'secondary',
  'success',
];

describe('dark palette contrast (WCAG AA, 4.5:1 for small text)', () => {
  it.each(BADGE_COLOURS)('%s text on its 15 %% tint over every surface', (name) => {
    for (const surface of SURFACES) {
      const ratio = contrast(rgb(tokens[name]), over(rgb(tokens[name]), 0.15, rgb(tokens[surface])));
      expect({ surface, ok: ratio >= 4.5, ratio: Number(ratio.toFixed(2)) }).toMatchObject({ surface, ok: true });
    }
  });

  it('muted text on every surface, and filled badges with their foreground', () => {
    for (const surface of SURFACES)
      expect(contrast(rgb(tokens['muted-foreground']), rgb(tokens[surface]))).toBeGreaterThanOrEqual(4.5);
    // Error and falling-figure text (text-destructive-text) on every surface.
    for (const surface of SURFACES)
      expect(contrast(rgb(tokens['destructive-text']), rgb(tokens[surface]))).toBeGreaterThanOrEqual(4.5);
    for (const fill of ['primary', 'secondary', 'success'])
      expect(contrast(rgb(tokens[fill]), rgb(tokens[`${fill}-foreground`]))).toBeGreaterThanOrEqual(4.5);
  });
});
