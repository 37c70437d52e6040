import { EYES } from './cat-body';
import { colorForValue, namedColor, shade } from './colors';
import { mentions, pickFamily } from './svg-text';

type FaceStyle =
  | 'eyes'
  | 'sleepy'
  | 'glasses'
  | 'shades'
  | 'mask'
  | 'goggles'
  | 'visor'
  | 'monocle'
  | 'shaped'
  | 'glow'
  | 'swirl'
  | 'marks'
  | 'muzzle'
  | 'third'
  | 'patch';

const FACE_KEYWORDS: readonly (readonly [FaceStyle, readonly string[]])[] = [
  ['third', ['third eye', 'cyclops']],
  ['patch', ['patch', 'scar']],
  ['muzzle', ['gas mask', 'medical', 'snorkel', 'straw', 'mustache', 'moustache', 'pipe']],
  ['mask', ['mask', 'bandit', 'veil']],
  ['goggles', ['goggle', 'goggles']],
  ['visor', ['visor', 'vr', 'cyber']],
  ['monocle', ['monocle', 'lorgnette']],
  ['shades', ['shades', 'sunglasses', 'aviator']],
  ['glasses', ['glasses', 'spectacles', 'specs', 'lenses']],
  ['swirl', ['swirl', 'hypno', 'spiral', 'dizzy']],
  ['shaped', ['star', 'heart', 'dollar', 'diamond', 'moon', 'kaspa', 'sparkle', 'money']],
  [
    'glow',
    [
      'laser',
      'glow',
      'glowing',
      'neon',
      'electric',
      'lava',
      'void',
      'ghost',
      'galaxy',
      'ice',
      'fire',
      'robot',
      'kaleidoscope',
      'x-ray',
    ],
  ],
  ['sleepy', ['sleepy', 'closed', 'sleep', 'teary']],
  ['marks', ['paint', 'freckle', 'blush', 'stripes', 'tattoo', 'whisker']],
  ['eyes', ['round eyes', 'plain', 'classic', 'default', 'normal', 'nacho', 'fish', 'eyes']],
];
const FACE_STYLES: readonly FaceStyle[] = ['eyes', 'glasses', 'shades', 'mask', 'goggles', 'visor', 'shaped', 'glow'];

const both = (draw: (x: number) => string) => draw(EYES.left) + draw(EYES.right);

function catEye(x: number, iris: string): string {
  const y = EYES.y;
  return `<circle cx="${x}" cy="${y}" r="19" fill="#ffffff" stroke="#3a2a2a" stroke-width="3"/><circle cx="${x + 2}" cy="${y + 2}" r="13" fill="${iris}"/><ellipse cx="${x + 2}" cy="${y + 2}" rx="5" ry="9" fill="#1d1420"/><circle cx="${x - 4}" cy="${y - 5}" r="4.5" fill="#ffffff"/>`;
}

function pupilShape(value: string, x: number, colour: string): string {
  const y = EYES.y;
  if (mentions(value, 'heart'))
    return `<path d="M${x} ${y + 12}c-22-14-14-28-5-28c3 0 5 2 5 5c0-3 2-5 5-5c9 0 17 14-5 28z" fill="${colour}"/>`;
  if (mentions(value, 'dollar') || mentions(value, 'money'))
    return `<text x="${x}" y="${y + 10}" font-family="sans-serif" font-weight="bold" font-size="28" text-anchor="middle" fill="${colour}">$</text>`;
  if (mentions(value, 'moon'))
    return `<circle cx="${x}" cy="${y}" r="11" fill="${colour}"/><circle cx="${x + 6}" cy="${y - 4}" r="9" fill="#ffffff"/>`;
  if (mentions(value, 'diamond') || mentions(value, 'kaspa'))
    return `<path d="M${x} ${y - 13}l11 13-11 13-11-13z" fill="${colour}"/>`;
  return `<path d="M${x} ${y - 14}l4 9 10 1-8 6 3 10-9-6-9 6 3-10-8-6 10-1z" fill="${colour}"/>`;
}

function style(kind: FaceStyle, value: string, colour: string, iris: string): string {
  const y = EYES.y;
  const dark = shade(colour, -0.45);
  switch (kind) {
    case 'sleepy': {
      const tear = mentions(value, 'teary')
        ? `<path d="M${EYES.right + 12} ${y + 10}q6 10 0 14q-6-4 0-14z" fill="#8fd3ff"/>`
        : '';
      return (
        both(
          (x) =>
            `<path d="M${x - 17} ${y}Q${x} ${y + 14} ${x + 17} ${y}" fill="none" stroke="#3a2a2a" stroke-width="4.5" stroke-linecap="round"/>`,
        ) + tear
      );
    }
    case 'glasses':
      return (
        both((x) => catEye(x, iris)) +
        both(
          (x) =>
            `<circle cx="${x}" cy="${y}" r="27" fill="${colour}" fill-opacity=".18" stroke="${colour}" stroke-width="6"/>`,
        ) +
        `<path d="M185 ${y - 4}Q200 ${y - 12} 215 ${y - 4}" fill="none" stroke="${colour}" stroke-width="5"/>`
      );
    case 'shades':
      return (
        `<path d="M124 ${y - 16}H276" stroke="${dark}" stroke-width="6"/>` +
        both(
          (x) =>
            `<path d="M${x - 30} ${y - 18}H${x + 30}Q${x + 30} ${y + 24} ${x} ${y + 24}Q${x - 30} ${y + 24} ${x - 30} ${y - 18}Z" fill="${namedColor(value) ? colour : '#1f1f2b'}" stroke="${dark}" stroke-width="4"/><path d="M${x - 18} ${y - 8}l10 0" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".7"/>`,
        )
      );
    case 'mask':
      return (
        `<rect x="112" y="${y - 24}" width="176" height="48" rx="22" fill="${colour}" stroke="${dark}" stroke-width="4"/>` +
        both((x) => catEye(x, iris))
      );
    case 'goggles':
      return (
        `<path d="M92 ${y}H308" stroke="${dark}" stroke-width="10"/>` +
        both(
          (x) =>
            `<circle cx="${x}" cy="${y}" r="30" fill="${shade(colour, 0.6)}" stroke="${colour}" stroke-width="9"/><circle cx="${x}" cy="${y}" r="12" fill="#1d1420"/><circle cx="${x - 8}" cy="${y - 8}" r="5" fill="#ffffff"/>`,
        )
      );
    case 'visor':
      return `<rect x="116" y="${y - 20}" width="168" height="40" rx="20" fill="${colour}" stroke="${dark}" stroke-width="4"/><path d="M132 ${y}H268" stroke="${shade(colour, 0.7)}" stroke-width="6" stroke-linecap="round"/>`;
    case 'monocle':
      return (
        both((x) => catEye(x, iris)) +
        `<circle cx="${EYES.right}" cy="${y}" r="26" fill="none" stroke="${namedColor(value) ?? '#d4af37'}" stroke-width="5"/><path d="M${EYES.right + 22} ${y + 14}Q${EYES.right + 40} ${y + 60} ${EYES.right + 20} ${y + 96}" fill="none" stroke="#d4af37" stroke-width="3"/>`
      );
    case 'shaped':
      return both(
        (x) =>
          `<circle cx="${x}" cy="${y}" r="19" fill="#ffffff" stroke="#3a2a2a" stroke-width="3"/>${pupilShape(value, x, colour)}`,
      );
    case 'glow':
      return both(
        (x) =>
          `<circle cx="${x}" cy="${y}" r="24" fill="${colour}" opacity=".3"/><ellipse cx="${x}" cy="${y}" rx="18" ry="16" fill="${colour}" stroke="${dark}" stroke-width="3"/><ellipse cx="${x}" cy="${y}" rx="6" ry="10" fill="${shade(colour, 0.75)}"/>`,
      );
    case 'swirl':
      return both(
        (x) =>
          `<circle cx="${x}" cy="${y}" r="19" fill="#ffffff" stroke="#3a2a2a" stroke-width="3"/><path d="M${x} ${y}m-2 0a2 2 0 1 1 4 0a6 6 0 1 1-12 0a10 10 0 1 1 20 0a13 13 0 0 1-4 9" fill="none" stroke="${colour}" stroke-width="3"/>`,
      );
    case 'marks': {
      const cheek = (x: number) => {
        const out = x > 200 ? 1 : -1;
        return `<path d="M${x + 12 * out} ${y + 30}l${18 * out} 4M${x + 12 * out} ${y + 40}l${18 * out} 4" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
      };
      return both((x) => catEye(x, iris)) + both(cheek);
    }
    case 'muzzle':
      if (mentions(value, 'mustache') || mentions(value, 'moustache')) {
        return (
          both((x) => catEye(x, iris)) +
          `<path d="M200 222c-10-10-34-10-44 4c14-4 30 2 44 2c14 0 30-6 44-2c-10-14-34-14-44-4z" fill="#3a2a2a"/>`
        );
      }
      return (
        both((x) => catEye(x, iris)) +
        `<path d="M160 214Q200 200 240 214L236 250Q200 262 164 250Z" fill="${colour}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/><path d="M170 228H230M172 240H228" stroke="${dark}" stroke-width="2.5" opacity=".6"/>`
      );
    case 'third':
      return (
        both((x) => catEye(x, iris)) +
        `<ellipse cx="200" cy="128" rx="15" ry="11" fill="#ffffff" stroke="#3a2a2a" stroke-width="3"/><circle cx="200" cy="128" r="7" fill="${colour}"/>`
      );
    case 'patch':
      if (mentions(value, 'scar')) {
        return (
          both((x) => catEye(x, iris)) +
          `<path d="M${EYES.right - 6} ${y - 34}L${EYES.right + 10} ${y + 30}M${EYES.right - 8} ${y - 18}h16M${EYES.right - 4} ${y}h16M${EYES.right} ${y + 16}h16" stroke="#b0505a" stroke-width="3.5" stroke-linecap="round"/>`
        );
      }
      return (
        catEye(EYES.left, iris) +
        `<path d="M110 150L300 204" stroke="#1f1f2b" stroke-width="4"/><ellipse cx="${EYES.right}" cy="${y}" rx="24" ry="21" fill="#1f1f2b"/>`
      );
    default:
      return both((x) => catEye(x, namedColor(value) ?? iris));
  }
}

/** Face: the eyes and whatever the cat wears over them; `iris` is the cat's own eye colour. */
export function drawFace(face: string, iris: string): string {
  const kind = pickFamily(face, 'face', FACE_KEYWORDS, FACE_STYLES);
  return style(kind, face, colorForValue(face, 'face', 70, 52), iris);
}
