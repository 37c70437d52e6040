import { CACHE_SECONDS, sendResult, sendSerialized } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { tokenListReply } from '../http/token-list-slices';
import { requireToken, tokenView } from '../queries/nft-views';
import { addressPath, ONE_TOKEN, tokenListQuery } from '../schemas/inputs';
import { TokenListReply, TokenReply } from '@nacho/contracts';

export const tokenListRoute = defineRoute({
  path: '/tokens',
  summary: 'The token list (id, owner, tick, opScoreMod) by token id',
  tag: 'tokens',
  query: tokenListQuery,
  reply: TokenListReply,
  errors: [400, 503],
  sendsEtag: true,
  handle({ ctx, snapshot, query, store }) {
    sendSerialized({ ctx, snapshot, store }, tokenListReply(snapshot, query.limit, tokenView), CACHE_SECONDS.tokenList);
  },
});

export const tokenRoute = defineRoute({
  path: '/tokens/{tokenId}',
  summary: 'One token',
  tag: 'tokens',
  ...ONE_TOKEN,
  reply: TokenReply,
  handle({ ctx, snapshot, params }) {
    sendResult(ctx, snapshot, tokenView(requireToken(snapshot, params.tokenId)), CACHE_SECONDS.perItem);
  },
});

export const ownerTokensRoute = defineRoute({
  path: '/owners/{address}',
  summary: 'The tokens of one owner (empty for an address that holds none)',
  tag: 'tokens',
  params: addressPath,
  reply: TokenListReply,
  errors: [400, 503],
  handle({ ctx, snapshot, params }) {
    const tokens = snapshot.wallets.get(params.address)?.tokens ?? [];
    sendResult(ctx, snapshot, tokens.map(tokenView), CACHE_SECONDS.perItem);
  },
});
