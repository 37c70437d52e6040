import { namedColor, shade } from './colors';
import { hashText, pickFamily } from './svg-text';

type Scene = 'plain' | 'night' | 'water' | 'meadow' | 'desert' | 'snow' | 'city' | 'indoor' | 'clouds';

const SCENE_KEYWORDS: readonly (readonly [Scene, readonly string[]])[] = [
  [
    'night',
    [
      'night',
      'space',
      'star',
      'moon',
      'lights',
      'haunted',
      'cosmic',
      'galaxy',
      'neon',
      'matrix',
      'firework',
      'solar',
      'spiral',
    ],
  ],
  ['water', ['water', 'sea', 'reef', 'underwater', 'coast', 'ocean', 'beach', 'lake', 'rain', 'waterfall']],
  ['snow', ['snow', 'glacier', 'tundra', 'ice', 'frost', 'winter']],
  ['desert', ['desert', 'dune', 'ruins', 'volcano', 'lava', 'canyon', 'sunset', 'temple']],
  ['city', ['city', 'rooftop', 'alley', 'skyline', 'market', 'arcade', 'street', 'town']],
  [
    'indoor',
    ['room', 'library', 'bakery', 'shop', 'house', 'manor', 'castle', 'throne', 'stage', 'concert', 'cavern', 'cave'],
  ],
  ['clouds', ['cloud', 'balloon', 'rainbow', 'sky', 'kingdom', 'floating', 'heaven']],
  [
    'meadow',
    [
      'forest',
      'grove',
      'jungle',
      'park',
      'field',
      'garden',
      'patch',
      'blossom',
      'mountain',
      'candy',
      'carnival',
      'mushroom',
    ],
  ],
];
const SCENES: readonly Scene[] = ['night', 'water', 'meadow', 'desert', 'snow', 'city', 'indoor', 'clouds'];
const SCENE_SKY: Record<Scene, [string, string]> = {
  plain: ['#ffffff', '#ffffff'],
  night: ['#1b1f4b', '#45307a'],
  water: ['#7fd3f0', '#1f6fa8'],
  meadow: ['#bfe7ff', '#e9f8ff'],
  desert: ['#ffb36b', '#ffe0a3'],
  snow: ['#cfe3f7', '#f3f8ff'],
  city: ['#ff9d7a', '#7b5ba8'],
  indoor: ['#f3d9b8', '#e8c69c'],
  clouds: ['#8fd0ff', '#d8f0ff'],
};

const SCENE_ACCENT: Record<Scene, string> = {
  plain: '#cccccc',
  night: '#6a5acd',
  water: '#2a7fb8',
  meadow: '#6cc36a',
  desert: '#e8a85b',
  snow: '#9cc7e8',
  city: '#5a4a8a',
  indoor: '#b88a5a',
  clouds: '#8fd0ff',
};

function sceneDetails(scene: Scene, accent: string, seed: number): string {
  const jitter = (n: number, span: number) => ((seed >>> n) % span) - span / 2;
  switch (scene) {
    case 'night': {
      const stars = [
        [40, 60],
        [330, 50],
        [80, 150],
        [360, 140],
        [300, 95],
        [30, 250],
        [370, 260],
        [120, 40],
      ]
        .map(
          ([x, y], i) =>
            `<circle cx="${x + jitter(i, 16)}" cy="${y + jitter(i + 3, 16)}" r="${1.5 + (i % 3)}" fill="#fff6c9"/>`,
        )
        .join('');
      return `${stars}<circle cx="${330 + jitter(2, 20)}" cy="70" r="22" fill="#fff3b0" opacity=".9"/><circle cx="${340 + jitter(2, 20)}" cy="62" r="20" fill="${SCENE_SKY.night[0]}"/>`;
    }
    case 'water':
      return `<g fill="#ffffff" opacity=".35"><circle cx="50" cy="300" r="10"/><circle cx="70" cy="250" r="6"/><circle cx="345" cy="200" r="9"/><circle cx="360" cy="150" r="5"/><circle cx="40" cy="120" r="7"/></g><path d="M0 360 Q50 340 100 360 T200 360 T300 360 T400 360 V400 H0Z" fill="${shade(accent, -0.2)}" opacity=".6"/>`;
    case 'meadow':
      return `<circle cx="${60 + jitter(1, 30)}" cy="60" r="26" fill="#ffe27a"/><path d="M0 310 Q100 250 200 300 T400 280 V400 H0Z" fill="${shade(accent, -0.05)}"/><path d="M0 350 Q120 300 260 345 T400 330 V400 H0Z" fill="${shade(accent, -0.25)}"/>`;
    case 'desert':
      return `<circle cx="${320 + jitter(1, 30)}" cy="90" r="34" fill="#fff0b8" opacity=".9"/><path d="M0 320 Q90 280 190 320 T400 300 V400 H0Z" fill="${shade(accent, 0.1)}"/><path d="M0 360 Q140 320 280 360 T400 350 V400 H0Z" fill="${shade(accent, -0.15)}"/>`;
    case 'snow':
      return `<g fill="#ffffff">${[
        [40, 40],
        [120, 90],
        [350, 60],
        [300, 140],
        [60, 180],
        [370, 230],
        [20, 300],
      ]
        .map(([x, y], i) => `<circle cx="${x + jitter(i, 14)}" cy="${y}" r="${2 + (i % 3)}"/>`)
        .join('')}</g><path d="M0 340 Q100 310 200 335 T400 325 V400 H0Z" fill="#ffffff"/>`;
    case 'city': {
      const blocks = [
        [0, 250, 50],
        [45, 210, 45],
        [85, 270, 40],
        [290, 230, 45],
        [330, 190, 40],
        [365, 260, 35],
      ]
        .map(
          ([x, y, w], i) =>
            `<rect x="${x}" y="${y + jitter(i, 30)}" width="${w}" height="200" fill="${shade(accent, -0.45)}"/>`,
        )
        .join('');
      return `${blocks}<g fill="#ffe9a8" opacity=".8"><rect x="12" y="280" width="8" height="8"/><rect x="60" y="240" width="8" height="8"/><rect x="305" y="265" width="8" height="8"/><rect x="345" y="225" width="8" height="8"/></g>`;
    }
    case 'indoor':
      return `<rect x="${40 + jitter(1, 20)}" y="50" width="80" height="90" rx="6" fill="#bfe6ff" stroke="${shade(accent, -0.35)}" stroke-width="6"/><path d="M${80 + jitter(1, 20)} 50V140M${40 + jitter(1, 20)} 95H${120 + jitter(1, 20)}" stroke="${shade(accent, -0.35)}" stroke-width="4"/><rect y="320" width="400" height="80" fill="${shade(accent, -0.3)}"/>`;
    case 'clouds':
      return `<g fill="#ffffff" opacity=".9"><ellipse cx="${70 + jitter(1, 30)}" cy="80" rx="45" ry="18"/><ellipse cx="${95 + jitter(1, 30)}" cy="68" rx="25" ry="18"/><ellipse cx="${320 + jitter(4, 30)}" cy="130" rx="50" ry="18"/><ellipse cx="${300 + jitter(4, 30)}" cy="118" rx="25" ry="18"/></g>`;
    default:
      return `<circle cx="200" cy="200" r="170" fill="#ffffff" opacity=".18"/>`;
  }
}

/** Base: the scene behind the cat; a plain colour name gives a soft plain backdrop. */
export function drawBackground(base: string, defsId: string): string {
  const named = namedColor(base);
  const plainColour = base
    .trim()
    .split(/\s+/)
    .every((word) => namedColor(word) !== undefined);
  const scene: Scene = plainColour ? 'plain' : pickFamily(base, 'base', SCENE_KEYWORDS, SCENES);
  const accent = named ?? SCENE_ACCENT[scene];
  const [top, bottom] = scene === 'plain' ? [shade(accent, 0.35), shade(accent, -0.05)] : SCENE_SKY[scene];
  const gradient = `<linearGradient id="${defsId}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  return `<defs>${gradient}</defs><rect width="400" height="400" fill="url(#${defsId}bg)"/>${sceneDetails(scene, accent, hashText(base))}`;
}
