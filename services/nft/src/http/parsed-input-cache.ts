import { parseInput } from '@nacho/core';
import type { z } from 'zod';

export interface ParsedInput {
  params: unknown;
  query: unknown;
}

interface InputSchemas {
  params?: z.ZodObject;
  query?: z.ZodObject;
}

const MAX_KEY_LENGTH = 512;

/**
 * Validated inputs of recently requested URLs. The same URL always parses to the same values, and
 * clients repeat the same few URLs (page 1 of a wallet, a search), so validation (an address
 * checksum, trait pairs) runs once per URL rather than once per request. Invalid input is never
 * cached: it throws every time. Handlers must treat the inputs as read-only.
 */
export class ParsedInputCache {
  private readonly entries = new Map<string, ParsedInput>();

  constructor(private readonly maxEntries = 2000) {}

  parse(routeKey: string, schemas: InputSchemas, raw: { path: string; querystring: string; params: unknown; query: unknown }): ParsedInput {
    const key = `${routeKey} ${raw.path}?${raw.querystring}`;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const parsed = {
      params: schemas.params ? parseInput(schemas.params, raw.params) : {},
      query: schemas.query ? parseInput(schemas.query, raw.query) : {},
    };
    if (key.length <= MAX_KEY_LENGTH) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, parsed);
    }
    return parsed;
  }
}
