import { api, cachePolicy, endpointCacheOptions } from '@nacho/api';
import type { TokenListReply as TokensReply } from '@nacho/contracts';

export const tokenListApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC "/test": the diagnostic page asks without a limit.
    getTokenList: build.query<TokensReply, void>({
      query: () => '/api/nft/tokens',
      ...endpointCacheOptions(cachePolicy.tokens),
    }),
  }),
});

export const { useGetTokenListQuery } = tokenListApi;
