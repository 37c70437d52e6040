import { namedColor, shade } from './colors';
import { pickFamily } from './svg-text';

type TailStyle =
  | 'plain'
  | 'fluffy'
  | 'striped'
  | 'curly'
  | 'twin'
  | 'stubby'
  | 'flame'
  | 'crystal'
  | 'electric'
  | 'heart'
  | 'ghost'
  | 'rainbow'
  | 'bow';

const TAIL_KEYWORDS: readonly (readonly [TailStyle, readonly string[]])[] = [
  ['twin', ['twin', 'double', 'two', 'split']],
  ['rainbow', ['rainbow']],
  ['flame', ['flame', 'fire', 'comet', 'lava', 'phoenix']],
  ['crystal', ['crystal', 'ice', 'diamond', 'gem']],
  ['electric', ['electric', 'lightning', 'zap', 'lightsaber', 'laser']],
  ['heart', ['heart', 'love']],
  ['ghost', ['ghost', 'spirit', 'phantom']],
  ['striped', ['stripe', 'striped', 'tiger', 'zebra', 'ringed']],
  ['curly', ['curl', 'curly', 'spiral', 'twist']],
  ['stubby', ['stub', 'stubby', 'short', 'bob']],
  ['bow', ['bow', 'ribbon']],
  ['fluffy', ['fluff', 'fluffy', 'bushy', 'plush', 'nacho', 'golden']],
];
const TAIL_STYLES: readonly TailStyle[] = ['plain', 'fluffy', 'striped', 'curly', 'twin', 'heart', 'bow', 'crystal'];

const TAIL_PATH = 'M282 382C352 392 372 330 352 282C342 258 334 240 350 218';
const TAIL_TIP = { x: 350, y: 218 };

/** Tail: drawn behind the body, curling up on the right. */
export function drawTail(tail: string, fur: string, defsId: string): string {
  const style = pickFamily(tail, 'tail', TAIL_KEYWORDS, TAIL_STYLES);
  const colour = namedColor(tail) ?? fur;
  const line = shade(colour, -0.3);
  const stroke = (d: string, width: number, paint: string, extra = '') =>
    `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width + 7}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${paint}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
  switch (style) {
    case 'fluffy':
      return (
        stroke(TAIL_PATH, 34, colour) +
        `<circle cx="${TAIL_TIP.x}" cy="${TAIL_TIP.y}" r="15" fill="${shade(colour, 0.45)}"/>`
      );
    case 'striped':
      return (
        stroke(TAIL_PATH, 26, colour) +
        `<path d="${TAIL_PATH}" fill="none" stroke="${shade(colour, -0.4)}" stroke-width="26" stroke-dasharray="9 13"/>`
      );
    case 'curly':
      return stroke('M282 382C352 392 372 330 350 282C330 240 372 226 372 252C372 272 344 268 350 250', 24, colour);
    case 'twin':
      return (
        stroke(TAIL_PATH, 22, colour) +
        stroke('M282 378C330 360 320 300 300 262C292 246 296 232 310 226', 20, shade(colour, -0.1))
      );
    case 'stubby':
      return stroke('M282 382C318 384 330 366 328 350', 30, colour);
    case 'flame': {
      const gradient = `<defs><linearGradient id="${defsId}tail" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ff4d1a"/><stop offset="1" stop-color="#ffd23f"/></linearGradient></defs>`;
      return (
        gradient +
        stroke(TAIL_PATH, 26, `url(#${defsId}tail)`) +
        `<path d="M350 226c-22-20-10-40 0-58c10 18 22 38 0 58z" fill="#ffd23f" stroke="#ff7a1a" stroke-width="3"/>`
      );
    }
    case 'crystal':
      return (
        stroke(TAIL_PATH, 24, colour) +
        `<path d="M350 236l-16-20 16-34 16 34z" fill="#bfeaff" stroke="#5aa7d6" stroke-width="3" stroke-linejoin="round"/>`
      );
    case 'electric':
      return stroke(
        'M282 382L340 372L318 330L362 312L332 272L360 226',
        18,
        namedColor(tail) ?? '#ffe14d',
        ' stroke-linejoin="round"',
      );
    case 'heart':
      return (
        stroke(TAIL_PATH, 24, colour) +
        `<path d="M350 232c-30-20-22-42-8-42c5 0 8 4 8 8c0-4 3-8 8-8c14 0 22 22-8 42z" fill="#ff5c8a" stroke="#c93a63" stroke-width="3"/>`
      );
    case 'ghost':
      return stroke(TAIL_PATH, 28, '#eef3ff', ' opacity=".55"');
    case 'rainbow':
      return ['#e84855', '#f9a03f', '#f7e35b', '#4cc46a', '#3f8fe0', '#8e5cc8']
        .map(
          (paint, i) =>
            `<path d="${TAIL_PATH}" fill="none" stroke="${paint}" stroke-width="${30 - i * 5}" stroke-linecap="round"/>`,
        )
        .join('');
    case 'bow':
      return (
        stroke(TAIL_PATH, 24, colour) +
        `<path d="M350 240l-18-10v20zM350 240l18-10v20z" fill="#ff6fa0" stroke="#c93a63" stroke-width="2.5" stroke-linejoin="round"/><circle cx="350" cy="240" r="5" fill="#c93a63"/>`
      );
    default:
      return stroke(TAIL_PATH, 24, colour);
  }
}
