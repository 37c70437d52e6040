import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** Open Graph's recommended size: what X, Telegram, Discord and others show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A satori node: the plain-object form of a React element (no JSX in the services). */
export interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: CardChild | CardChild[];
    src?: string;
    width?: number;
    height?: number;
  };
}
export type CardChild = CardNode | string | null | undefined | false;

export const el = (type: string, style: Record<string, string | number>, ...children: CardChild[]): CardNode => ({
  type,
  props: {
    style: { display: 'flex', ...style },
    children: children.filter((c) => c !== null && c !== undefined && c !== false),
  },
});

export const img = (src: string, size: number, style: Record<string, string | number> = {}): CardNode => ({
  type: 'img',
  props: { src, width: size, height: size, style: { width: size, height: size, ...style } },
});

interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

const FONT_FILES = { 400: '400Regular/Inter_400Regular.ttf', 700: '700Bold/Inter_700Bold.ttf' } as const;

let fonts: { satori: Font[]; files: string[] } | undefined;

/**
 * Inter (SIL OFL) as TTF from @expo-google-fonts/inter, installed with the service and never
 * downloaded at run time. TTF because both renderers read it: satori takes TTF/OTF/WOFF (not
 * WOFF2) and resvg, which draws the text inside the demo art, only TTF/OTF.
 */
function cardFonts(): { satori: Font[]; files: string[] } {
  if (!fonts) {
    const dir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
    const files = [path.join(dir, FONT_FILES[400]), path.join(dir, FONT_FILES[700])];
    fonts = {
      files,
      satori: [
        { name: 'Inter', data: readFileSync(files[0]!), weight: 400, style: 'normal' },
        { name: 'Inter', data: readFileSync(files[1]!), weight: 700, style: 'normal' },
      ],
    };
  }
  return fonts;
}

/** satori turns the card's text into paths: resvg needs the font files only for SVG text (the demo art). */
const resvgOptions = (width: number, withFonts: boolean) => ({
  fitTo: { mode: 'width' as const, value: width },
  font: withFonts
    ? { loadSystemFonts: false, fontFiles: cardFonts().files, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' }
    : { loadSystemFonts: false },
});

/** The card laid out by satori (flexbox to SVG) and rasterised by resvg: a 1200x630 PNG. CPU-bound: see render-pool.ts. */
export async function renderCardPngHere(root: CardNode): Promise<Buffer> {
  // satori's types want a ReactNode; the plain object is what React elements are.
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts().satori,
  });
  const png = new Resvg(svg, resvgOptions(CARD_WIDTH, false)).render().asPng();
  return Buffer.from(png);
}

/** An SVG document (the demo art) as a PNG of `size` pixels, for embedding in a card. CPU-bound: see render-pool.ts. */
export function svgToPngHere(svg: string, size: number): Buffer {
  return Buffer.from(new Resvg(svg, resvgOptions(size, true)).render().asPng());
}
