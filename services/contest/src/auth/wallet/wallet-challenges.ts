import { randomBytes } from 'node:crypto';
import type { Db } from '@nacho/core';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface WalletChallenge {
  nonce: string;
  message: string;
  issuedAt: number;
  expiresAt: number;
}

/** The text the wallet shows: where, who, which nonce and when, in plain words. */
export function challengeMessage(origin: string, address: string, nonce: string, issuedAt: number): string {
  return [
    `Sign in to the NACHO explorer at ${origin}`,
    '',
    `Wallet address: ${address}`,
    `Nonce: ${nonce}`,
    `Issued at: ${new Date(issuedAt).toISOString()}`,
    '',
    'Signing this message proves that you own this address. It is not a transaction and costs nothing.',
  ].join('\n');
}

/** Stores a single-use nonce for `address` at `origin`; expired challenges older than a day are swept. */
export async function issueWalletChallenge(
  db: Db,
  address: string,
  origin: string,
  now: number,
): Promise<WalletChallenge> {
  const nonce = randomBytes(16).toString('hex');
  const message = challengeMessage(origin, address, nonce, now);
  const expiresAt = now + CHALLENGE_TTL_MS;
  await db('wallet_challenges')
    .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
    .del();
  await db('wallet_challenges').insert({ nonce, address, origin, message, issued_at: now, expires_at: expiresAt });
  return { nonce, message, issuedAt: now, expiresAt };
}

/**
 * Uses the nonce up in one conditional UPDATE (unused, unexpired, issued for this address): of
 * two verifies racing with the same nonce, exactly one gets the challenge back.
 */
export async function consumeWalletChallenge(
  db: Db,
  nonce: string,
  address: string,
  now: number,
): Promise<{ message: string; origin: string } | null> {
  const won = await db('wallet_challenges')
    .where({ nonce, address })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .update({ used_at: now });
  if (won !== 1) return null;
  return (await db('wallet_challenges').where({ nonce }).first('message', 'origin')) as {
    message: string;
    origin: string;
  };
}
