/** Escapes text for use in SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** FNV-1a 32-bit hash with a final mix: a stable number for a trait value (salted by trait type). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // murmur3 finaliser: FNV alone leaves similar strings with similar low bits (clustered hues).
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Whether a trait value mentions a keyword: a phrase anywhere, or a word that starts a word of the
 * value ("gold" matches "golden hat" but "red" does not match "bored").
 */
export function mentions(value: string, keyword: string): boolean {
  const lower = value.toLowerCase();
  if (keyword.includes(' ')) return lower.includes(keyword);
  return lower
    .split(/[^a-z0-9]+/)
    .some((word) => word.startsWith(keyword) && (keyword.length >= 4 || word === keyword));
}

/** The first family whose keywords occur in the value, else one chosen by the value's hash. */
export function pickFamily<F extends string>(
  value: string,
  salt: string,
  keywords: readonly (readonly [F, readonly string[]])[],
  fallback: readonly F[],
): F {
  for (const [family, words] of keywords) if (words.some((word) => mentions(value, word))) return family;
  return fallback[hashText(`${salt}:${value.toLowerCase()}`) % fallback.length];
}
