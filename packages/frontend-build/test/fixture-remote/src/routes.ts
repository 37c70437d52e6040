/** A remote's exposed module with one lazily loaded chunk, as the real remotes have. */
export async function greet(name: string): Promise<string> {
  const { greeting } = await import(/* webpackChunkName: "route-greeting" */ './greeting');
  return greeting(name);
}
