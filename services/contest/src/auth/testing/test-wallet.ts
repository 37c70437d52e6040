import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { encodeKaspaAddress } from '@nacho/domain';
// Through the package, not a relative path: the benchmarks run this file compiled (build/test), beside no service code.
import { personalMessageDigest } from '@nacho/contest';

/** A Kaspa Schnorr key pair that signs personal messages the way KasWare does. */
export function testWallet(privateKeyHex?: string) {
  const privateKey = privateKeyHex ? hexToBytes(privateKeyHex) : schnorr.utils.randomPrivateKey();
  const xOnly = schnorr.getPublicKey(privateKey);
  return {
    address: encodeKaspaAddress('kaspa', 0, xOnly),
    xOnlyHex: bytesToHex(xOnly),
    /** 33-byte compressed form, as KasWare's getPublicKey answers (the parity byte is not checked). */
    compressedHex: `02${bytesToHex(xOnly)}`,
    sign: (message: string) => bytesToHex(schnorr.sign(personalMessageDigest(message), privateKey)),
  };
}

/**
 * A Kaspa ECDSA key pair (version 1 address) that signs personal messages as rusty-kaspa's
 * sign_message with the ECDSA type does: the same digest, RFC 6979, low S, 64 bytes r||s.
 */
export function testEcdsaWallet(privateKeyHex?: string) {
  const privateKey = privateKeyHex ? hexToBytes(privateKeyHex) : secp256k1.utils.randomPrivateKey();
  const compressed = secp256k1.getPublicKey(privateKey, true);
  return {
    address: encodeKaspaAddress('kaspa', 1, compressed),
    xOnlyHex: bytesToHex(compressed.slice(1)),
    compressedHex: bytesToHex(compressed),
    sign: (message: string) =>
      bytesToHex(secp256k1.sign(personalMessageDigest(message), privateKey, { prehash: false }).toCompactRawBytes()),
  };
}
