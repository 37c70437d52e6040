import { z } from 'zod';

const infoField = z.string().nullable();

/**
 * The collection's info as the KRC-721 indexer gives it: every field a string (numbers included),
 * null where the indexer has none. The worker stores it, the nft service serves it.
 */
export const CollectionInfo = z.object({
  tick: z.string(),
  deployer: infoField,
  royaltyTo: infoField,
  buri: infoField,
  max: infoField,
  royaltyFee: infoField,
  daaMintStart: infoField,
  premint: infoField,
  txIdRev: infoField,
  mtsAdd: infoField,
  minted: infoField,
  opScoreMod: infoField,
  state: infoField,
  mtsMod: infoField,
  opScoreAdd: infoField,
});
export type CollectionInfo = z.infer<typeof CollectionInfo>;
