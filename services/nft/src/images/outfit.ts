import { colorForValue, shade } from './colors';
import { pickFamily } from './svg-text';

type OutfitStyle =
  'plain' | 'stripes' | 'plaid' | 'dots' | 'zip' | 'buttons' | 'suit' | 'armor' | 'robe' | 'space' | 'bib' | 'jersey';

const OUTFIT_KEYWORDS: readonly (readonly [OutfitStyle, readonly string[]])[] = [
  ['space', ['space', 'moon suit', 'scuba', 'astronaut', 'diving', 'hazmat']],
  ['armor', ['armor', 'armour', 'plate', 'chest', 'mail', 'knight']],
  ['suit', ['suit', 'tuxedo', 'tux', 'blazer']],
  ['plaid', ['plaid', 'flannel', 'tartan', 'check']],
  ['stripes', ['stripe', 'striped', 'sailor', 'tracksuit', 'sweater', 'prison', 'bee']],
  ['jersey', ['jersey', 'sport', 'varsity', 'muscle', 'tank']],
  ['dots', ['pajama', 'polka', 'dotted', 'onesie', 'dino', 'leopard']],
  ['robe', ['robe', 'kimono', 'gi', 'gown', 'cape', 'poncho', 'tutu', 'tribal', 'toga', 'superhero']],
  ['bib', ['overall', 'apron', 'smock', 'dungaree']],
  ['zip', ['jacket', 'hoodie', 'coat', 'bomber', 'puffer', 'raincoat', 'parka', 'windbreaker']],
  ['buttons', ['shirt', 'polo', 'cardigan', 'uniform', 'blouse', 'vest', 'turtleneck', 'crop']],
];
const OUTFIT_STYLES: readonly OutfitStyle[] = ['plain', 'stripes', 'plaid', 'dots', 'zip', 'buttons', 'suit', 'robe'];

const TORSO = 'M92 400C92 332 132 280 200 280C268 280 308 332 308 400Z';

function pattern(style: OutfitStyle, colour: string): string {
  const dark = shade(colour, -0.3);
  const light = shade(colour, 0.55);
  switch (style) {
    case 'stripes':
      return `<path d="M80 312H320M80 338H320M80 364H320M80 390H320" stroke="${light}" stroke-width="11"/>`;
    case 'plaid':
      return `<path d="M80 320H320M80 360H320M130 280V400M180 280V400M230 280V400M280 280V400" stroke="${dark}" stroke-width="8" opacity=".45"/><path d="M80 340H320M155 280V400M255 280V400" stroke="${light}" stroke-width="3" opacity=".6"/>`;
    case 'dots':
      return `<g fill="${light}">${[
        [130, 330],
        [170, 310],
        [230, 312],
        [270, 332],
        [150, 370],
        [200, 350],
        [250, 372],
        [115, 385],
        [290, 385],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7"/>`)
        .join('')}</g>`;
    case 'zip':
      return `<path d="M200 284V400" stroke="${dark}" stroke-width="5"/><path d="M200 290V400" stroke="#d9d9d9" stroke-width="2" stroke-dasharray="3 3"/><path d="M160 284L200 330L240 284" fill="none" stroke="${dark}" stroke-width="5" stroke-linejoin="round"/><path d="M132 380h28M240 380h28" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>`;
    case 'buttons':
      return `<path d="M200 290V400" stroke="${dark}" stroke-width="3"/><g fill="${light}" stroke="${dark}" stroke-width="2"><circle cx="200" cy="318" r="5"/><circle cx="200" cy="346" r="5"/><circle cx="200" cy="374" r="5"/></g><rect x="236" y="320" width="34" height="26" rx="4" fill="none" stroke="${dark}" stroke-width="3"/>`;
    case 'suit':
      return `<path d="M200 284L150 290L176 400H224L250 290Z" fill="#ffffff"/><path d="M200 284L150 290L188 370M200 284L250 290L212 370" fill="none" stroke="${dark}" stroke-width="5" stroke-linejoin="round"/><path d="M200 300L190 312L200 360L210 312Z" fill="${shade(colour, -0.5)}"/>`;
    case 'armor':
      return `<path d="M110 330Q200 300 290 330M104 362Q200 334 296 362M100 394Q200 368 300 394" fill="none" stroke="${light}" stroke-width="6"/><circle cx="200" cy="344" r="16" fill="${dark}" stroke="${light}" stroke-width="4"/>`;
    case 'robe':
      return `<path d="M150 284L200 360L250 284" fill="${shade(colour, 0.35)}" stroke="${dark}" stroke-width="5" stroke-linejoin="round"/><path d="M96 372H304" stroke="${shade(colour, -0.45)}" stroke-width="14"/>`;
    case 'space':
      return `<rect x="160" y="318" width="80" height="50" rx="10" fill="${light}" stroke="${dark}" stroke-width="4"/><circle cx="182" cy="342" r="7" fill="#e84855"/><circle cx="200" cy="342" r="7" fill="#4cc46a"/><circle cx="218" cy="342" r="7" fill="#3f8fe0"/>`;
    case 'bib':
      return `<rect x="150" y="320" width="100" height="90" rx="10" fill="${dark}"/><path d="M150 330L128 286M250 330L272 286" stroke="${dark}" stroke-width="12" stroke-linecap="round"/><circle cx="160" cy="334" r="5" fill="${light}"/><circle cx="240" cy="334" r="5" fill="${light}"/><rect x="178" y="352" width="44" height="26" rx="4" fill="none" stroke="${light}" stroke-width="3"/>`;
    case 'jersey':
      return `<path d="M112 318L138 290M288 318L262 290" stroke="${light}" stroke-width="10" stroke-linecap="round"/><text x="200" y="374" font-family="sans-serif" font-weight="bold" font-size="48" text-anchor="middle" fill="${light}" stroke="${dark}" stroke-width="2">9</text>`;
    default:
      return `<path d="M150 284Q200 312 250 284" fill="none" stroke="${dark}" stroke-width="5"/>`;
  }
}

/** Outfit: what the cat wears on its body, coloured and patterned after the value. */
export function drawOutfit(outfit: string, defsId: string): string {
  const style = pickFamily(outfit, 'outfit', OUTFIT_KEYWORDS, OUTFIT_STYLES);
  const colour = colorForValue(outfit, 'outfit', 58, 55);
  const clip = `${defsId}torso`;
  return (
    `<defs><clipPath id="${clip}"><path d="${TORSO}"/></clipPath></defs>` +
    `<path d="${TORSO}" fill="${colour}"/><g clip-path="url(#${clip})">${pattern(style, colour)}</g>` +
    `<path d="${TORSO}" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="4"/>`
  );
}
