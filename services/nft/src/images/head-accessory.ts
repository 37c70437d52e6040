import { colorForValue, namedColor, shade } from './colors';
import { mentions, pickFamily } from './svg-text';

type HeadShape =
  | 'brim'
  | 'beanie'
  | 'beret'
  | 'cap'
  | 'crown'
  | 'cone'
  | 'tall'
  | 'chef'
  | 'helmet'
  | 'hood'
  | 'wreath'
  | 'halo'
  | 'horns'
  | 'bunny'
  | 'antennae'
  | 'headphones'
  | 'hair'
  | 'mohawk'
  | 'topper';

const HEAD_KEYWORDS: readonly (readonly [HeadShape, readonly string[]])[] = [
  ['wreath', ['wreath', 'laurel', 'flower', 'garland']],
  ['crown', ['crown', 'tiara', 'diadem']],
  ['halo', ['halo']],
  ['horns', ['horn', 'horns']],
  ['bunny', ['bunny', 'rabbit', 'ears']],
  ['antennae', ['antenna', 'antennae', 'alien']],
  ['headphones', ['headphone', 'headphones', 'earmuffs', 'headset']],
  ['chef', ['toque', 'chef', 'puff']],
  ['tall', ['top hat', 'fez', 'stovepipe', 'lampshade']],
  ['cone', ['cone', 'party', 'wizard', 'witch', 'jester', 'gnome']],
  ['helmet', ['helmet', 'protector']],
  ['hood', ['hood', 'veil', 'headdress', 'bonnet', 'bandana', 'wrap']],
  ['beret', ['beret']],
  ['cap', ['cap', 'snapback', 'visor', 'backward']],
  ['beanie', ['beanie', 'bobble', 'knitted', 'knit', 'yarn']],
  ['mohawk', ['mohawk', 'spikes']],
  ['hair', ['afro', 'hair', 'cut', 'wig', 'bun']],
  ['topper', ['clip', 'sprout', 'leaf', 'cherry', 'scoop', 'duck', 'bone', 'headband']],
  ['brim', ['hat', 'sombrero', 'bowler', 'fedora', 'stetson']],
];
const HEAD_SHAPES: readonly HeadShape[] = ['brim', 'beanie', 'cap', 'crown', 'cone', 'helmet', 'hood', 'wreath'];

function topper(value: string, colour: string, dark: string): string {
  if (mentions(value, 'cherry')) {
    return `<path d="M200 60Q210 40 228 36M200 60Q196 44 186 40" fill="none" stroke="#4c9a4a" stroke-width="4"/><circle cx="184" cy="86" r="14" fill="#d2283c"/><circle cx="214" cy="84" r="14" fill="#d2283c"/><circle cx="180" cy="80" r="4" fill="#fff" opacity=".7"/>`;
  }
  if (mentions(value, 'sprout') || mentions(value, 'leaf')) {
    return `<path d="M200 92V56" stroke="#3f8f3a" stroke-width="5"/><path d="M200 60C180 40 160 52 164 62C176 70 192 66 200 60ZM200 60C220 36 244 46 240 58C228 68 210 66 200 60Z" fill="#6cc36a" stroke="#3f8f3a" stroke-width="3"/>`;
  }
  if (mentions(value, 'fish') || mentions(value, 'bone')) {
    return `<g stroke="#eef2f5" stroke-width="5" stroke-linecap="round"><path d="M158 80H232"/><path d="M176 68v24M194 66v28M212 68v24"/></g><path d="M232 80l16-12v24z" fill="#eef2f5"/><circle cx="152" cy="80" r="9" fill="#eef2f5"/>`;
  }
  return `<path d="M200 84l-32-18v36zM200 84l32-18v36z" fill="${colour}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="200" cy="84" r="8" fill="${dark}"/>`;
}

function shape(kind: HeadShape, value: string, colour: string): string {
  const dark = shade(colour, -0.35);
  const light = shade(colour, 0.45);
  const outline = `stroke="${dark}" stroke-width="4" stroke-linejoin="round"`;
  switch (kind) {
    case 'brim':
      return `<ellipse cx="200" cy="104" rx="124" ry="20" fill="${colour}" ${outline}/><path d="M140 104Q138 36 200 36Q262 36 260 104Z" fill="${colour}" ${outline}/><path d="M141 90Q200 100 259 90" fill="none" stroke="${light}" stroke-width="10"/>`;
    case 'beanie':
      return `<path d="M112 118Q112 36 200 36Q288 36 288 118Z" fill="${colour}" ${outline}/><path d="M150 52v60M175 42v70M200 40v72M225 42v70M250 52v60" stroke="${dark}" stroke-width="3" opacity=".35"/><rect x="104" y="104" width="192" height="28" rx="14" fill="${light}" ${outline}/><circle cx="200" cy="32" r="18" fill="${light}" ${outline}/>`;
    case 'beret':
      return `<ellipse cx="188" cy="92" rx="104" ry="32" fill="${colour}" ${outline} transform="rotate(-8 188 92)"/><path d="M190 62l4-16" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>`;
    case 'cap':
      return `<path d="M120 116Q124 44 200 42Q276 44 280 116Z" fill="${colour}" ${outline}/><path d="M200 42V116" stroke="${dark}" stroke-width="3" opacity=".5"/><path d="M118 114Q200 128 282 112Q300 132 240 140Q200 144 118 126Z" fill="${shade(colour, -0.15)}" ${outline}/><circle cx="200" cy="42" r="7" fill="${dark}"/>`;
    case 'crown': {
      const gold = namedColor(value) ?? '#f2c230';
      return `<path d="M132 112L124 46L164 78L200 30L236 78L276 46L268 112Z" fill="${gold}" stroke="${shade(gold, -0.4)}" stroke-width="4" stroke-linejoin="round"/><circle cx="200" cy="92" r="9" fill="#e0245e"/><circle cx="160" cy="96" r="6" fill="#3f8fe0"/><circle cx="240" cy="96" r="6" fill="#4cc46a"/><circle cx="200" cy="30" r="6" fill="${shade(gold, 0.5)}"/>`;
    }
    case 'cone':
      return `<path d="M148 106L200 4L252 106Z" fill="${colour}" ${outline}/><path d="M170 64L222 92M184 36L236 64" stroke="${light}" stroke-width="9"/><circle cx="200" cy="6" r="12" fill="${light}" ${outline}/>`;
    case 'tall':
      return `<ellipse cx="200" cy="104" rx="96" ry="16" fill="${shade(colour, -0.2)}" ${outline}/><path d="M150 104V22H250V104Z" fill="${colour}" ${outline}/><path d="M150 86H250" stroke="${light}" stroke-width="12"/>`;
    case 'chef':
      return `<rect x="142" y="70" width="116" height="44" rx="8" fill="#ffffff" stroke="#c9ced6" stroke-width="4"/><g fill="#ffffff" stroke="#c9ced6" stroke-width="4"><circle cx="156" cy="56" r="28"/><circle cx="244" cy="56" r="28"/><circle cx="200" cy="38" r="34"/></g><path d="M142 92H258" stroke="${colour}" stroke-width="6"/>`;
    case 'helmet':
      return `<path d="M94 140Q94 32 200 32Q306 32 306 140Q200 118 94 140Z" fill="${colour}" ${outline}/><path d="M200 34V124" stroke="${light}" stroke-width="14"/><path d="M104 130Q200 110 296 130" fill="none" stroke="${dark}" stroke-width="8"/>`;
    case 'hood': {
      const ear = `<circle cx="120" cy="62" r="24" fill="${colour}" ${outline}/><circle cx="280" cy="62" r="24" fill="${colour}" ${outline}/>`;
      return `${ear}<path d="M82 250Q56 34 200 34Q344 34 318 250L300 250Q302 120 200 112Q98 120 100 250Z" fill="${colour}" ${outline}/>`;
    }
    case 'wreath': {
      const spots = [
        [112, 120],
        [130, 98],
        [154, 82],
        [182, 74],
        [218, 74],
        [246, 82],
        [270, 98],
        [288, 120],
      ];
      const leaves = spots.map(([x, y]) => `<ellipse cx="${x}" cy="${y + 6}" rx="14" ry="7" fill="#5aa84f"/>`).join('');
      const blooms = spots
        .map(
          ([x, y], i) =>
            `<circle cx="${x}" cy="${y}" r="${i % 2 ? 9 : 11}" fill="${i % 2 ? light : colour}" stroke="${dark}" stroke-width="2.5"/>`,
        )
        .join('');
      return leaves + blooms;
    }
    case 'halo':
      return `<ellipse cx="200" cy="46" rx="70" ry="16" fill="none" stroke="${namedColor(value) ?? '#ffe066'}" stroke-width="10"/><ellipse cx="200" cy="46" rx="70" ry="16" fill="none" stroke="#fff7c2" stroke-width="3"/>`;
    case 'horns':
      if (mentions(value, 'unicorn') || mentions(value, 'single')) {
        return `<path d="M186 100L200 14L214 100Z" fill="${namedColor(value) ?? '#ffe9f5'}" stroke="#d18ab8" stroke-width="4" stroke-linejoin="round"/><path d="M190 80L210 72M193 58L207 52M196 38L204 34" stroke="#d18ab8" stroke-width="3"/>`;
      }
      return `<path d="M140 100Q118 64 132 34Q146 66 170 92Z" fill="${namedColor(value) ?? '#d6343f'}" ${outline}/><path d="M260 100Q282 64 268 34Q254 66 230 92Z" fill="${namedColor(value) ?? '#d6343f'}" ${outline}/>`;
    case 'bunny':
      return `<g fill="${namedColor(value) ?? '#fbf4f6'}" stroke="#c9aab5" stroke-width="4"><ellipse cx="164" cy="46" rx="20" ry="50" transform="rotate(-12 164 46)"/><ellipse cx="236" cy="46" rx="20" ry="50" transform="rotate(12 236 46)"/></g><g fill="#f7a8b8"><ellipse cx="164" cy="48" rx="9" ry="36" transform="rotate(-12 164 48)"/><ellipse cx="236" cy="48" rx="9" ry="36" transform="rotate(12 236 48)"/></g><rect x="130" y="88" width="140" height="12" rx="6" fill="#fbf4f6" stroke="#c9aab5" stroke-width="3"/>`;
    case 'antennae':
      return `<path d="M176 94Q164 50 146 30M224 94Q236 50 254 30" fill="none" stroke="${dark}" stroke-width="5" stroke-linecap="round"/><circle cx="146" cy="28" r="12" fill="${colour}" ${outline}/><circle cx="254" cy="28" r="12" fill="${colour}" ${outline}/>`;
    case 'headphones':
      return `<path d="M96 170Q96 46 200 46Q304 46 304 170" fill="none" stroke="${dark}" stroke-width="14"/><rect x="78" y="140" width="34" height="64" rx="14" fill="${colour}" ${outline}/><rect x="288" y="140" width="34" height="64" rx="14" fill="${colour}" ${outline}/>`;
    case 'hair':
      return `<g fill="${colour}" ${outline}>${[
        [124, 96, 30],
        [160, 70, 34],
        [200, 60, 36],
        [240, 70, 34],
        [276, 96, 30],
        [146, 106, 26],
        [254, 106, 26],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join('')}</g>`;
    case 'mohawk':
      return `<path d="M168 100L160 44L182 70L186 22L204 62L214 18L224 66L244 34L236 100Z" fill="${colour}" ${outline}/>`;
    default:
      return topper(value, colour, dark);
  }
}

/** Head: a hat-like shape family chosen by the value's words, else by its hash, in the value's colour. */
export function drawHeadAccessory(head: string): string {
  const kind = pickFamily(head, 'head', HEAD_KEYWORDS, HEAD_SHAPES);
  return shape(kind, head, colorForValue(head, 'head', 65, 55));
}
