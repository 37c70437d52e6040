import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { blake2b } from '@noble/hashes/blake2';
import { utf8ToBytes } from '@noble/hashes/utils';
import { addressKey } from './kaspa-address';
import { fromHex } from './hex';

/** What a voter's wallet signs once a day (docs/verify.md, "A ballot"). */
export interface BallotStatement {
  /** The site's public origin, e.g. https://nacho.example. */
  site: string;
  /** The contest day, YYYY-MM-DD in the contest's time zone. */
  day: string;
  /** The NFTs the voter liked that day. */
  tokenIds: readonly number[];
}

/** A signed ballot as the seal file publishes it. */
export interface Ballot extends BallotStatement {
  /** The voter as the export names them (a wallet voter's name is their address). */
  voter: string;
  /** The wallet address that signed. */
  address: string;
  /** The KIP-5 personal-message signature, 64 bytes hex: Schnorr for a version 0 address, ECDSA r||s for version 1. */
  signature: string;
}

/** Token ids in ballot order: ascending, each once. */
export const ballotTokenOrder = (tokenIds: readonly number[]): number[] => [...new Set(tokenIds)].sort((a, b) => a - b);

/** The message a wallet signs: fixed lines, token ids ascending, no trailing newline. */
export const ballotText = ({ site, day, tokenIds }: BallotStatement): string =>
  [
    'nacho-ballot/1',
    'My likes in the NACHO NFT of the Month contest, signed with my wallet.',
    `site=${site}`,
    `day=${day}`,
    `tokenIds=${ballotTokenOrder(tokenIds).join(',')}`,
  ].join('\n');

const PERSONAL_MESSAGE_KEY = utf8ToBytes('PersonalMessageSigningHash');

/** KIP-5's message digest as Kaspa wallets compute it: BLAKE2b-256 keyed with "PersonalMessageSigningHash". */
export const kaspaMessageDigest = (message: string): Uint8Array =>
  blake2b(utf8ToBytes(message), { dkLen: 32, key: PERSONAL_MESSAGE_KEY });

/**
 * Why `signature` is not the address's KIP-5 signature of `message`, or null when it is. The key
 * is the address's own payload: x-only for Schnorr (version 0), compressed for ECDSA (version 1).
 */
export function walletSignatureProblem(message: string, signature: string, address: string): string | null {
  const key = addressKey(address);
  if (!key) return `${address.slice(0, 100)} is not the Kaspa address of a key`;
  if (!/^[0-9a-f]{128}$/i.test(signature)) return 'the signature is not 64 bytes of hex';
  const digest = kaspaMessageDigest(message);
  const sig = fromHex(signature.toLowerCase());
  let valid = false;
  try {
    valid =
      key.version === 0
        ? schnorr.verify(sig, digest, key.payload)
        : secp256k1.verify(sig, digest, key.payload, { prehash: false, lowS: false, format: 'compact' });
  } catch {
    valid = false;
  }
  return valid ? null : "the signature does not verify with the address's key";
}
