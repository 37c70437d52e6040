import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import type { DecodedKaspaAddress, KaspaKeyType } from '@nacho/domain';
import { verifyPersonalMessageEcdsa, verifyPersonalMessageSignature, xOnlyPublicKey } from './kaspa-message-signature';

/** The key a sign-in is checked against, in the form its scheme verifies with. */
export interface AddressSigningKey {
  type: KaspaKeyType;
  key: Uint8Array;
}

/**
 * The key that the wallet gave, if it is the key of the address: for a Schnorr address (version 0)
 * its x-only form (from compressed or x-only hex) equals the 32-byte payload; for an ECDSA address
 * (version 1) the 33-byte compressed key equals the payload, parity byte included. Null otherwise.
 */
export function addressSigningKey(decoded: DecodedKaspaAddress, publicKeyHex: string): AddressSigningKey | null {
  const payload = bytesToHex(decoded.payload);
  if (decoded.version === 0) {
    const key = xOnlyPublicKey(publicKeyHex);
    return key && bytesToHex(key) === payload ? { type: 'schnorr', key } : null;
  }
  if (decoded.version === 1) {
    const hex = publicKeyHex.toLowerCase();
    return /^0[23][0-9a-f]{64}$/.test(hex) && hex === payload ? { type: 'ecdsa', key: hexToBytes(hex) } : null;
  }
  return null;
}

/** Whether `signatureHex` is the key's personal-message signature of `message`, in the key's scheme. */
export function verifySignInSignature(signingKey: AddressSigningKey, message: string, signatureHex: string): boolean {
  return signingKey.type === 'schnorr'
    ? verifyPersonalMessageSignature(message, signatureHex, signingKey.key)
    : verifyPersonalMessageEcdsa(message, signatureHex, signingKey.key);
}
