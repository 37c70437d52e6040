import { hashText, mentions } from './svg-text';

const NAMED_COLORS: readonly (readonly [string, string])[] = [
  ['rainbow', '#b36bd6'],
  ['gold', '#e8b923'],
  ['silver', '#c0c6cf'],
  ['ruby', '#c2185b'],
  ['jade', '#3aa876'],
  ['opal', '#cfe9ec'],
  ['crystal', '#a8def0'],
  ['ice', '#bfe6ff'],
  ['lava', '#ff5a1f'],
  ['flame', '#ff7a1a'],
  ['fire', '#ff6a1a'],
  ['cherry', '#d2283c'],
  ['pumpkin', '#f07f1a'],
  ['lavender', '#c3b1e8'],
  ['lilac', '#c8a2d8'],
  ['seafoam', '#7fd1b9'],
  ['mint', '#98e2c6'],
  ['teal', '#1fa8a0'],
  ['turquoise', '#30c5c0'],
  ['sky', '#8cc8f0'],
  ['navy', '#2c3e70'],
  ['butter', '#f7e08a'],
  ['peach', '#ffc2a0'],
  ['coral', '#f77f6e'],
  ['rose', '#e8879c'],
  ['pink', '#f28cb8'],
  ['red', '#e04848'],
  ['orange', '#f28c28'],
  ['yellow', '#f5d142'],
  ['green', '#4caf50'],
  ['blue', '#3f7fe0'],
  ['purple', '#8e5cc8'],
  ['violet', '#8e5cc8'],
  ['white', '#f4f4f4'],
  ['black', '#2a2a2e'],
  ['grey', '#9a9aa5'],
  ['gray', '#9a9aa5'],
  ['slate', '#6b7a8f'],
  ['brown', '#8b5a3c'],
  ['tan', '#d2b48c'],
  ['sand', '#e6cf9f'],
  ['cream', '#f5e9d0'],
  ['denim', '#4a6fa5'],
  ['leather', '#5a3a2a'],
  ['camo', '#6b7a3a'],
  ['army', '#5d6b3a'],
  ['neon', '#ff3ea5'],
  ['kaspa', '#49eacb'],
  ['nacho', '#f4a340'],
  ['cheese', '#f6c445'],
];

/** A colour named in the value ("teal beanie" -> teal), if any. */
export function namedColor(value: string): string | undefined {
  return NAMED_COLORS.find(([word]) => mentions(value, word))?.[1];
}

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The colour named in the value, else a pleasant colour chosen by its hash. */
export function colorForValue(value: string, salt: string, saturation = 62, lightness = 58): string {
  return namedColor(value) ?? hslToHex(hashText(`${salt}#${value.toLowerCase()}`) % 360, saturation, lightness);
}

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const parts = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${parts.join('')}`;
}
