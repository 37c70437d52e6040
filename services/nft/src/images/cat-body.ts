import { shade } from './colors';
import { hashText } from './svg-text';

/** Head, ears and paws are fixed geometry that every trait layer is placed against. */
export const HEAD = { cx: 200, cy: 180, rx: 108, ry: 92 } as const;
export const EYES = { left: 158, right: 242, y: 178 } as const;

// Weighted towards nacho-cheese orange: the collection's signature cat.
const FUR_COLOURS = ['#f4a340', '#f4a340', '#f4a340', '#ee8f3a', '#f6c77a', '#b7b4bf', '#6a6270', '#fbefe0'];

export function furColourFor(tokenId: number): string {
  return FUR_COLOURS[hashText(`fur:${tokenId}`) % FUR_COLOURS.length];
}

const IRIS_COLOURS = ['#5aa84f', '#5aa84f', '#e0a526', '#3f8fe0', '#8a6a3a', '#3aa8a0'];

export function irisColourFor(tokenId: number): string {
  return IRIS_COLOURS[hashText(`iris:${tokenId}`) % IRIS_COLOURS.length];
}

export function drawPaws(fur: string): string {
  const line = shade(fur, -0.3);
  const paw = (cx: number) =>
    `<ellipse cx="${cx}" cy="392" rx="30" ry="18" fill="${fur}" stroke="${line}" stroke-width="3"/>` +
    `<path d="M${cx - 8} 382v12M${cx + 8} 382v12" stroke="${line}" stroke-width="2.5" stroke-linecap="round"/>`;
  return paw(148) + paw(252);
}

export function drawHead(fur: string): string {
  const line = shade(fur, -0.3);
  const ear = (outer: string, inner: string) =>
    `<path d="${outer}" fill="${fur}" stroke="${line}" stroke-width="4" stroke-linejoin="round"/><path d="${inner}" fill="#f7a8b8"/>`;
  return (
    ear('M100 150L106 50L174 98Z', 'M115 130L118 74L158 102Z') +
    ear('M300 150L294 50L226 98Z', 'M285 130L282 74L242 102Z') +
    `<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${fur}" stroke="${line}" stroke-width="4"/>` +
    `<path d="M186 100q4 14 0 26M200 96v30M214 100q-4 14 0 26" stroke="${shade(fur, -0.18)}" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<ellipse cx="200" cy="226" rx="46" ry="30" fill="${shade(fur, 0.5)}"/>` +
    `<ellipse cx="134" cy="218" rx="16" ry="9" fill="#ff8fa3" opacity=".45"/><ellipse cx="266" cy="218" rx="16" ry="9" fill="#ff8fa3" opacity=".45"/>`
  );
}

export function drawNoseAndWhiskers(fur: string): string {
  const whisker = shade(fur, -0.45);
  return (
    `<path d="M190 206h20l-10 11z" fill="#f07d95" stroke="#d0607a" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M150 214L88 204M150 222L86 224M150 230L90 244M250 214L312 204M250 222L314 224M250 230L310 244" stroke="${whisker}" stroke-width="2.5" stroke-linecap="round" opacity=".8"/>`
  );
}
