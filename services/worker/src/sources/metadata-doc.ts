import { z } from 'zod';
import type { NftMetadataDoc } from './types';

const text = z.union([z.string(), z.number()]).transform(String).nullish().catch(null);

const attribute = z.object({
  trait_type: z.union([z.string(), z.number()]).transform(String),
  value: z.union([z.string(), z.number(), z.boolean()]).transform(String),
});

const documentSchema = z.object({
  name: text,
  description: text,
  image: text,
  // An attribute of another shape (e.g. {display_type, value} only) is skipped, not fatal.
  attributes: z.array(z.unknown()).nullish().catch(null),
});

export class InvalidMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMetadataError';
  }
}

/** Normalises an OpenSea-style metadata document; throws InvalidMetadataError when it is not an object. */
export function parseNftMetadata(json: unknown): NftMetadataDoc {
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) throw new InvalidMetadataError('metadata is not a JSON object');
  const attributes = (parsed.data.attributes ?? []).flatMap((raw) => {
    const a = attribute.safeParse(raw);
    return a.success ? [a.data] : [];
  });
  return {
    name: parsed.data.name ?? null,
    description: parsed.data.description ?? null,
    image: parsed.data.image ?? null,
    attributes,
  };
}
