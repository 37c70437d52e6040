/** Up to `size` distinct items picked at random (partial Fisher-Yates); order is random too. */
export function randomSample<T>(items: readonly T[], size: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const count = Math.min(Math.max(0, Math.floor(size)), pool.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}
