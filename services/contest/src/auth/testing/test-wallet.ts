import { schnorr } from '@noble/curves/secp256k1';
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
