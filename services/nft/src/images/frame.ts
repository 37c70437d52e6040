import { mentions } from './svg-text';

export type SpecialKind = 'unique' | 'rare';

/** Unique ("1 of 1", Type unique) or rare ("1 of 2", Type rare), else undefined. */
export function specialKindOf(type: string | undefined, edition: string | undefined): SpecialKind | undefined {
  if ((type !== undefined && mentions(type, 'unique')) || edition?.trim() === '1 of 1') return 'unique';
  if ((type !== undefined && mentions(type, 'rare')) || edition?.trim() === '1 of 2') return 'rare';
  return undefined;
}

const FRAME_METAL: Record<SpecialKind, [string, string, string]> = {
  unique: ['#fff3b0', '#e6b422', '#a8740f'],
  rare: ['#ffffff', '#c3cad4', '#7d8794'],
};

/** Glow drawn behind the cat so special NFTs shine. */
export function drawSpecialGlow(kind: SpecialKind, defsId: string): string {
  const colour = kind === 'unique' ? '#fff0a0' : '#e8f0ff';
  return `<defs><radialGradient id="${defsId}glow"><stop offset=".55" stop-color="${colour}" stop-opacity=".75"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><circle cx="200" cy="190" r="160" fill="url(#${defsId}glow)"/>`;
}

/** Metal frame with corner gems and the edition in the top-right corner. */
export function drawSpecialFrame(kind: SpecialKind, defsId: string): string {
  const [light, mid, dark] = FRAME_METAL[kind];
  const gem = kind === 'unique' ? '#e0245e' : '#3f8fe0';
  const corners = [
    [12, 12],
    [388, 12],
    [12, 388],
    [388, 388],
  ]
    .map(([x, y]) => `<path d="M${x} ${y - 9}l9 9-9 9-9-9z" fill="${gem}" stroke="${light}" stroke-width="2"/>`)
    .join('');
  const label = kind === 'unique' ? '1/1' : '1/2';
  return (
    `<defs><linearGradient id="${defsId}metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect x="6" y="6" width="388" height="388" rx="14" fill="none" stroke="url(#${defsId}metal)" stroke-width="12"/>` +
    `<rect x="14" y="14" width="372" height="372" rx="8" fill="none" stroke="${dark}" stroke-width="2"/>${corners}` +
    `<rect x="332" y="22" width="46" height="22" rx="11" fill="${dark}"/><text x="355" y="38" font-family="sans-serif" font-weight="bold" font-size="13" text-anchor="middle" fill="${light}">${label}</text>`
  );
}
