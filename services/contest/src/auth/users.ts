import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@nacho/core';

/**
 * Users are found or created with one INSERT ... ON CONFLICT DO NOTHING on the unique key and a
 * read, so two sign-ins of the same wallet at once (two replicas) end with one users row.
 */
export async function findOrCreateWalletUser(db: Db, address: string, now: number): Promise<string> {
  await db('users')
    .insert({ id: randomUUID(), kaspa_address: address, created_at: now, updated_at: now })
    .onConflict('kaspa_address')
    .ignore();
  const row = (await db('users').where({ kaspa_address: address }).first('id')) as { id: string };
  return row.id;
}

/**
 * Links a wallet to an account that signed in otherwise, from now on: the likes given before keep
 * the account's pseudonym in the month exports (and so in their receipts); see migration 023.
 * False when the account has a wallet already. The one way an account gains a wallet.
 */
export async function linkWalletToAccount(db: Db, userId: string, address: string, now: number): Promise<boolean> {
  const updated = await db('users')
    .where({ id: userId })
    .whereNull('kaspa_address')
    .update({ kaspa_address: address, wallet_linked_at: now, updated_at: now });
  return updated === 1;
}

export interface OidcProfile {
  /** Issuer and subject: together they name the person at the provider. */
  issuer: string;
  subject: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  name?: string;
  picture?: string;
}

/** Keyed by issuer + subject; email, name and picture are refreshed at every sign-in. */
export async function upsertOidcUser(db: Db, profile: OidcProfile, now: number): Promise<string> {
  const key = `${profile.issuer}#${profile.subject}`.slice(0, 255);
  const [first, ...rest] = (profile.name ?? '').split(' ').filter(Boolean);
  const fields = {
    email: profile.email?.slice(0, 320) ?? null,
    first_name: (profile.givenName ?? first ?? null)?.slice(0, 200) ?? null,
    last_name: (profile.familyName ?? (rest.length ? rest.join(' ') : null))?.slice(0, 200) ?? null,
    profile_image_url: profile.picture?.slice(0, 2000) ?? null,
    updated_at: now,
  };
  await db('users')
    .insert({ id: randomUUID(), oidc_subject: key, created_at: now, ...fields })
    .onConflict('oidc_subject')
    .merge(Object.keys(fields));
  const row = (await db('users').where({ oidc_subject: key }).first('id')) as { id: string };
  return row.id;
}

/** A throwaway account for trying the site locally ("Demo voter 3f9a"). */
export async function createDemoUser(db: Db, now: number): Promise<string> {
  const id = randomUUID();
  await db('users').insert({
    id,
    first_name: 'Demo voter',
    last_name: randomBytes(2).toString('hex'),
    created_at: now,
    updated_at: now,
  });
  return id;
}
