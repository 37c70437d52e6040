import { forbidden, type Db, type SessionUser } from '@nacho/core';

/** CONTEST_HOLDERS_ONLY: only a signed-in wallet that holds at least one NFT of the collection may like. */
export async function assertHolder(db: Db, user: SessionUser): Promise<void> {
  const refuse = () =>
    forbidden(
      'Only wallets holding at least one NACHO NFT can like during this contest. Sign in with a holding wallet.',
      'holders_only',
    );
  if (!user.address) throw refuse();
  const held = await db('tokens').first('token_id').whereRaw('lower(owner) = ?', [user.address.toLowerCase()]);
  if (!held) throw refuse();
}
