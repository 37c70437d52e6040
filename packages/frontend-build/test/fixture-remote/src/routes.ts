/** A remote's exposed module with one lazily loaded chunk, as the real remotes have. */
export async function greet(name: string): Promise<string> {
  const { greeting } = await import('./greeting');
  return greeting(name);
}
