import { z } from 'zod';
import { wholeNumberParam } from '@nacho/core';
import { COLLECTION_SIZE } from '@nacho/domain';

/** Request inputs of /api/likes: the routes validate with them and the OpenAPI document is built from them. */
export const tokenParams = z.object({
  tokenId: wholeNumberParam(1, COLLECTION_SIZE),
});
