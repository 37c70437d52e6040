/**
 * The token id of a /nft/{tokenId} route parameter, or null when it is not written as plain
 * digits ("abc", "1.5", "0x10", "1e3"). Range checks stay with the nft service, which answers
 * 400 for 0 or anything above the collection size.
 */
export function parseTokenIdParam(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
