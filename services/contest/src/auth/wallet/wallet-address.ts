import { decodeKaspaAddress, InvalidKaspaAddressError, type DecodedKaspaAddress } from '@nacho/domain';
import { badRequest, type Config } from '@nacho/core';

/**
 * A sign-in address: valid, on this site's network, and a Schnorr (version 0) address. ECDSA
 * addresses (version 1) get a clear "not supported yet": no published vector covers their
 * message signatures. Returns the lower-cased address and its x-only key.
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
  if (decoded.version === 1) {
    throw badRequest(
      'ECDSA wallet addresses are not supported yet: sign in with a Schnorr (kaspa:q…) address',
      'ecdsa_not_supported',
    );
  }
  if (decoded.version !== 0) throw badRequest('address: script (P2SH) addresses cannot sign in', 'unsupported_address');
  return { address: address.trim().toLowerCase(), decoded };
}
