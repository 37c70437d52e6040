import { z } from 'zod';

/** Field schemas the contest and admin replies share. */
export const count = z.number().int().min(0);
export const tokenId = z.number().int().min(1);
export const epochMs = (description: string) => z.number().int().meta({ description });
export const monthOfYear = z.number().int().min(1).max(12);
export const year = z.number().int();
