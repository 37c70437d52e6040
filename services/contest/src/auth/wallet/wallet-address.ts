import { decodeKaspaAddress, InvalidKaspaAddressError, type DecodedKaspaAddress } from '@nacho/domain';
import { badRequest, type Config } from '@nacho/core';

/**
 * A sign-in address: valid, on this site's network, and the address of a key (Schnorr, version 0,
 * or ECDSA, version 1); a script hash (P2SH) has no key to sign with. Returns the lower-cased
 * address and its decoded form.
 */
export function parseSignInAddress(
  address: string,
  network: Config['krc721Network'],
): { address: string; decoded: DecodedKaspaAddress } {
  let decoded: DecodedKaspaAddress;
  try {
    decoded = decodeKaspaAddress(address.trim());
  } catch (err) {
    if (err instanceof InvalidKaspaAddressError) throw badRequest(`address: ${err.message}`, 'invalid_address');
    throw err;
  }
  const expectedPrefix = network === 'mainnet' ? 'kaspa' : 'kaspatest';
  if (decoded.prefix !== expectedPrefix)
    throw badRequest(`address: this site signs in ${expectedPrefix}: addresses`, 'wrong_network');
  if (decoded.version !== 0 && decoded.version !== 1)
    throw badRequest('address: script (P2SH) addresses cannot sign in', 'unsupported_address');
  return { address: address.trim().toLowerCase(), decoded };
}
