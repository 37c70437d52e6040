import { Dialog } from '@nacho/ui/overlays';
import { dequal } from 'dequal';

/** Loaded on demand, after the first render: neither its library nor the overlays are boot code. */
export const same = (a: unknown, b: unknown): boolean => dequal(a, b) && Dialog !== undefined;
