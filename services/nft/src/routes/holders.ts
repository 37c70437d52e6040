import { CACHE_SECONDS, sendSerialized } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { holdersPage } from '../queries/holders-page';
import { holdersPageQuery } from '../schemas/inputs';
import { HolderStatsReply, HoldersPageReply } from '@nacho/contracts';

export const holderStatsRoute = defineRoute({
  path: '/holders',
  summary: 'Holder statistics and the top holders',
  tag: 'holders',
  reply: HolderStatsReply,
  errors: [503],
  sendsEtag: true,
  handle({ ctx, snapshot, store }) {
    const body = snapshot.bodies.pinnedBody('holders', () => ({ message: 'success', result: snapshot.holders.stats }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.holders);
  },
});

export const holdersPageRoute = defineRoute({
  path: '/holders/page',
  summary: 'One page of all holders, sorted and searched on the server',
  tag: 'holders',
  query: holdersPageQuery,
  reply: HoldersPageReply,
  errors: [400, 503],
  sendsEtag: true,
  handle({ ctx, snapshot, query, inputKey, store }) {
    const body = snapshot.bodies.queryBody(inputKey, () => ({
      message: 'success',
      result: holdersPage(snapshot, query),
    }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.perItem);
  },
});
