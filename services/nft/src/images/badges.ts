import { colorForValue, hslToHex, shade } from './colors';
import { escapeXml, pickFamily } from './svg-text';

type Emblem = 'compass' | 'quill' | 'key' | 'flask' | 'crown';

const ROLE_KEYWORDS: readonly (readonly [Emblem, readonly string[]])[] = [
  ['compass', ['seeker', 'explorer', 'scout', 'wanderer']],
  ['quill', ['scribe', 'writer', 'scholar', 'sage']],
  ['key', ['keeper', 'guardian', 'warden']],
  ['flask', ['alchemist', 'mage', 'wizard', 'brewer']],
  ['crown', ['sovereign', 'king', 'queen', 'ruler', 'monarch']],
];
const EMBLEMS: readonly Emblem[] = ['compass', 'quill', 'key', 'flask', 'crown'];

const EMBLEM_PATHS: Record<Emblem, string> = {
  compass: '<path d="M370 356l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#ffffff"/>',
  quill: '<path d="M381 357c-12 2-20 12-22 26l3 1c2-6 6-12 11-15c-3 4-5 8-6 12c8-4 14-12 14-24z" fill="#ffffff"/>',
  key: '<circle cx="364" cy="364" r="6" fill="none" stroke="#ffffff" stroke-width="3"/><path d="M368 368l12 12M375 375l4-4M379 379l3-3" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>',
  flask:
    '<path d="M366 356h8M367 357v8l-8 14q-1 3 3 3h16q4 0 3-3l-8-14v-8" fill="#ffffff" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/>',
  crown:
    '<path d="M359 380l-2-16 7 6 6-10 6 10 7-6-2 16z" fill="#ffe066" stroke="#ffffff" stroke-width="1.5" stroke-linejoin="round"/>',
};

/** Realm: a small numbered badge in the bottom-left corner, its hue set by the realm. */
export function drawRealmBadge(realm: string): string {
  const label = escapeXml(realm.slice(0, 3));
  const number = Number.parseInt(realm, 10);
  const colour = Number.isFinite(number)
    ? hslToHex((number * 40) % 360, 60, 45)
    : colorForValue(realm, 'realm', 60, 45);
  return `<circle cx="30" cy="370" r="18" fill="${colour}" stroke="#ffffff" stroke-width="3"/><text x="30" y="376" font-family="sans-serif" font-weight="bold" font-size="17" text-anchor="middle" fill="#ffffff">${label}</text>`;
}

/** Role: an emblem in the bottom-right corner. */
export function drawRoleEmblem(role: string): string {
  const emblem = pickFamily(role, 'role', ROLE_KEYWORDS, EMBLEMS);
  const colour = colorForValue(role, 'role', 45, 38);
  return `<circle cx="370" cy="370" r="18" fill="${colour}" stroke="${shade(colour, 0.7)}" stroke-width="3"/>${EMBLEM_PATHS[emblem]}`;
}

/** The token id, small, in the top-left corner. */
export function drawTokenLabel(tokenId: number, inset: number): string {
  const text = `#${escapeXml(String(tokenId))}`;
  const width = 14 + text.length * 8;
  return `<rect x="${inset}" y="${inset}" width="${width}" height="22" rx="11" fill="#000000" opacity=".35"/><text x="${inset + width / 2}" y="${inset + 16}" font-family="sans-serif" font-weight="bold" font-size="13" text-anchor="middle" fill="#ffffff">${text}</text>`;
}
