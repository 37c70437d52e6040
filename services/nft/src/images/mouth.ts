import { pickFamily } from './svg-text';

type MouthStyle = 'cat' | 'smile' | 'grin' | 'smirk' | 'frown' | 'o' | 'sleepy' | 'tongue';

const MOOD_KEYWORDS: readonly (readonly [MouthStyle, readonly string[]])[] = [
  ['smile', ['happy', 'cheerful', 'joy', 'glad', 'content']],
  ['grin', ['excited', 'laugh', 'laughing', 'ecstatic', 'proud']],
  ['smirk', ['confident', 'sly', 'smug', 'cool', 'cheeky']],
  ['frown', ['grumpy', 'angry', 'sad', 'mad', 'annoyed', 'upset']],
  ['o', ['surprised', 'startled', 'shocked', 'scared', 'amazed']],
  ['sleepy', ['sleepy', 'tired', 'bored', 'lazy']],
  ['tongue', ['winking', 'wink', 'playful', 'silly', 'goofy']],
  ['cat', ['calm', 'focused', 'neutral', 'chill', 'serene']],
];
const MOUTH_STYLES: readonly MouthStyle[] = ['cat', 'smile', 'grin', 'smirk', 'frown', 'o', 'tongue'];

const STROKE = 'fill="none" stroke="#3a2a2a" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"';

/** Mood: the mouth under the nose. */
export function drawMouth(mood: string): string {
  switch (pickFamily(mood, 'mood', MOOD_KEYWORDS, MOUTH_STYLES)) {
    case 'smile':
      return `<path d="M180 226Q200 232 220 226Q216 250 200 250Q184 250 180 226Z" fill="#8a2e3b" stroke="#3a2a2a" stroke-width="3" stroke-linejoin="round"/><path d="M188 242Q200 236 212 242Q206 250 200 250Q194 250 188 242Z" fill="#ff8fa3"/>`;
    case 'grin':
      return `<path d="M172 224Q200 236 228 224Q224 254 200 254Q176 254 172 224Z" fill="#ffffff" stroke="#3a2a2a" stroke-width="3" stroke-linejoin="round"/><path d="M174 232H226" stroke="#3a2a2a" stroke-width="2"/>`;
    case 'smirk':
      return `<path d="M200 217v6M200 223q-8 6-16 2M200 223q12 8 24-4" ${STROKE}/>`;
    case 'frown':
      return `<path d="M200 217v6M182 238q18-16 36 0" ${STROKE}/>`;
    case 'o':
      return `<path d="M200 217v5" ${STROKE}/><ellipse cx="200" cy="236" rx="9" ry="12" fill="#8a2e3b" stroke="#3a2a2a" stroke-width="3"/>`;
    case 'sleepy':
      return `<path d="M200 217v6M190 230h20" ${STROKE}/><text x="300" y="120" font-family="sans-serif" font-weight="bold" font-size="26" fill="#ffffff" stroke="#3a2a2a" stroke-width="1.5">z</text><text x="320" y="96" font-family="sans-serif" font-weight="bold" font-size="18" fill="#ffffff" stroke="#3a2a2a" stroke-width="1.5">z</text>`;
    case 'tongue':
      return `<path d="M200 217v6M200 223q-10 10-20 2M200 223q10 10 20 2" ${STROKE}/><path d="M194 229q6 18 12 0" fill="#ff8fa3" stroke="#3a2a2a" stroke-width="2.5"/>`;
    default:
      return `<path d="M200 217v6M200 223q-10 10-20 2M200 223q10 10 20 2" ${STROKE}/>`;
  }
}
