import { cn } from '@nacho/ui';
import { twMerge } from 'tailwind-merge';

/**
 * Used at boot, as the shell's bootstrap: a shared workspace module provided at boot, a library
 * of the host's own, and a module loaded later.
 */
export const bootClasses = twMerge(cn('p-1', 'p-2'));

export async function later(a: unknown, b: unknown): Promise<boolean> {
  const { same } = await import(/* webpackChunkName: "later" */ './later');
  return same(a, b);
}
