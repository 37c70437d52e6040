import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { ballotText, kaspaMessageDigest, type Ballot, type BallotStatement } from '../ballot';
import { toHex } from '../hex';
import { ADDRESS_ALPHABET, addressPolymod } from '../kaspa-address';

/** A Kaspa address of `payload` (the tests' own encoder: the verifier only reads addresses). */
export function kaspaAddressOf(version: 0 | 1, payload: Uint8Array, prefix = 'kaspa'): string {
  const values: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of [version, ...payload]) {
    acc = ((acc << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      values.push((acc >> bits) & 31);
    }
  }
  if (bits) values.push((acc << (5 - bits)) & 31);
  const check = addressPolymod(prefix, [...values, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((check >> BigInt(5 * (7 - i))) & 31n));
  return `${prefix}:${[...values, ...checksum].map((v) => ADDRESS_ALPHABET[v]).join('')}`;
}

/** A wallet that signs ballots as KasWare signs personal messages (Schnorr), or as an ECDSA wallet does. */
export function ballotWallet(seed: number, type: 'schnorr' | 'ecdsa' = 'schnorr') {
  const secret = new Uint8Array(32).fill(seed);
  const address =
    type === 'schnorr'
      ? kaspaAddressOf(0, schnorr.getPublicKey(secret))
      : kaspaAddressOf(1, secp256k1.getPublicKey(secret, true));
  const sign = (message: string) =>
    type === 'schnorr'
      ? toHex(schnorr.sign(kaspaMessageDigest(message), secret))
      : toHex(secp256k1.sign(kaspaMessageDigest(message), secret, { prehash: false }).toCompactRawBytes());
  return {
    address,
    sign,
    /** This wallet's ballot over `statement`, voter and address its own. */
    ballot: (statement: BallotStatement): Ballot => ({
      voter: address,
      address,
      ...statement,
      signature: sign(ballotText(statement)),
    }),
  };
}
