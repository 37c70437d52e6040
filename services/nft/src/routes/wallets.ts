import { notFound } from '@nacho/core';
import { CACHE_SECONDS, sendSerialized } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { resolveTraitSelection } from '../queries/trait-selection';
import { walletPage } from '../queries/wallet-page';
import { addressPath, walletPageQuery } from '../schemas/inputs';
import { WalletPageReply } from '@nacho/contracts';

export const walletRoute = defineRoute({
  path: '/wallets/{address}',
  summary: "One page of a wallet's NFTs with trait filters, sorting and the trait analysis of the filtered set",
  tag: 'wallets',
  params: addressPath,
  query: walletPageQuery,
  reply: WalletPageReply,
  errors: [400, 404, 503],
  sendsEtag: true,
  handle({ ctx, snapshot, params, query, inputKey, store }) {
    const wallet = snapshot.wallets.get(params.address);
    if (!wallet) throw notFound(`No NFTs found for wallet ${params.address}`, 'wallet_not_found');
    // A cached body exists only if this input resolved without error on this snapshot.
    const body = snapshot.bodies.queryBody(inputKey, () => ({
      message: 'success',
      result: walletPage(snapshot, wallet, {
        ...query,
        selection: resolveTraitSelection(snapshot.traitIndex, query.traits ?? []),
      }),
    }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.perItem);
  },
});
