import { schnorr } from '@noble/curves/secp256k1';
import { blake2b } from '@noble/hashes/blake2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { encodeKaspaAddress } from '@nacho/domain';
import { cookieClient, type CookieClient } from '@nacho/core/testing';

/** A fresh Kaspa key pair that signs personal messages as KasWare does (BLAKE2b-256 keyed digest, BIP340). */
function freshWallet() {
  const privateKey = schnorr.utils.randomPrivateKey();
  const xOnly = schnorr.getPublicKey(privateKey);
  const digest = (message: string) => blake2b(utf8ToBytes(message), { dkLen: 32, key: utf8ToBytes('PersonalMessageSigningHash') });
  return {
    address: encodeKaspaAddress('kaspa', 0, xOnly),
    compressedHex: `02${bytesToHex(xOnly)}`,
    sign: (message: string) => bytesToHex(schnorr.sign(digest(message), privateKey)),
  };
}

/**
 * A client signed in through the edge with a new wallet (challenge, signature, verify): the way a
 * browser signs in, and available in every mode (the demo sign-in is not in production).
 */
export async function signedInClient(edgeUrl: string): Promise<CookieClient & { address: string }> {
  const wallet = freshWallet();
  const client = cookieClient(edgeUrl);
  const challenge = await client.post('/api/auth/wallet/challenge', { address: wallet.address });
  if (challenge.status !== 200) throw new Error(`wallet challenge answered ${challenge.status}: ${await challenge.text()}`);
  const { nonce, message } = (await challenge.json()) as { nonce: string; message: string };
  const verified = await client.post('/api/auth/wallet/verify', { address: wallet.address, publicKey: wallet.compressedHex, signature: wallet.sign(message), nonce });
  if (verified.status !== 200) throw new Error(`wallet verify answered ${verified.status}: ${await verified.text()}`);
  return Object.assign(client, { address: wallet.address });
}
