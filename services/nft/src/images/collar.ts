import { colorForValue, shade } from './colors';
import { pickFamily } from './svg-text';

type CollarStyle = 'bell' | 'pendant' | 'bow' | 'spikes' | 'chain' | 'beads' | 'scarf' | 'plain';

const COLLAR_KEYWORDS: readonly (readonly [CollarStyle, readonly string[]])[] = [
  ['bell', ['bell', 'jingle']],
  ['spikes', ['spike', 'spiked', 'shark', 'tooth', 'fang', 'stud']],
  ['bow', ['bow', 'ribbon']],
  ['scarf', ['scarf', 'bandana', 'kerchief']],
  ['beads', ['pearl', 'bead', 'lei', 'garland', 'flower']],
  ['chain', ['chain', 'link']],
  ['pendant', ['pendant', 'tag', 'locket', 'medal', 'choker', 'amulet', 'charm']],
];
const COLLAR_STYLES: readonly CollarStyle[] = ['bell', 'pendant', 'bow', 'spikes', 'chain', 'beads', 'scarf', 'plain'];

/** Collar: a band under the chin with an ornament chosen by the value. */
export function drawCollar(collar: string): string {
  const style = pickFamily(collar, 'collar', COLLAR_KEYWORDS, COLLAR_STYLES);
  const colour = colorForValue(collar, 'collar', 70, 52);
  const dark = shade(colour, -0.35);
  const band = `<path d="M128 272Q200 304 272 272L276 288Q200 322 124 288Z" fill="${colour}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`;
  switch (style) {
    case 'bell':
      return (
        band +
        `<circle cx="200" cy="314" r="14" fill="#f5c542" stroke="#b8860b" stroke-width="3"/><path d="M190 314h20" stroke="#b8860b" stroke-width="2.5"/><circle cx="200" cy="321" r="3" fill="#8a6508"/>`
      );
    case 'pendant':
      return (
        band +
        `<path d="M200 300l14 16-14 18-14-18z" fill="${shade(colour, 0.35)}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`
      );
    case 'bow':
      return (
        band +
        `<path d="M200 304l-30-16v32zM200 304l30-16v32z" fill="${colour}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="200" cy="304" r="8" fill="${dark}"/>`
      );
    case 'spikes':
      return (
        band +
        `<g fill="#eeeeee" stroke="#888" stroke-width="2" stroke-linejoin="round">${[146, 172, 200, 228, 254].map((x) => `<path d="M${x - 7} ${x === 200 ? 300 : 296}l7 14 7-14z"/>`).join('')}</g>`
      );
    case 'chain':
      return `<g fill="none" stroke="${colour}" stroke-width="5">${[140, 160, 180, 200, 220, 240, 260].map((x) => `<ellipse cx="${x}" cy="${288 + Math.round((x - 200) ** 2 / -260 + 14)}" rx="9" ry="6"/>`).join('')}</g>`;
    case 'beads':
      return `<g fill="${colour}" stroke="${dark}" stroke-width="2">${[136, 152, 168, 184, 200, 216, 232, 248, 264].map((x) => `<circle cx="${x}" cy="${284 + Math.round((x - 200) ** 2 / -280 + 16)}" r="8"/>`).join('')}</g>`;
    case 'scarf':
      return (
        band +
        `<path d="M176 292L200 340L224 292Z" fill="${colour}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="196" cy="306" r="3" fill="${shade(colour, 0.6)}"/><circle cx="206" cy="318" r="3" fill="${shade(colour, 0.6)}"/>`
      );
    default:
      return band;
  }
}
