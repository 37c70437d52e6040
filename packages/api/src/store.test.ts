/**
 * @jest-environment node
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { api } from './api';
import { cachePolicy, endpointCacheOptions, fixedBackoff } from './cache-policy';
import { nullOn401 } from './null-on-401';
import { rootReducer, type AppStore } from './store';
import type { AuthUser, HolderStats, HolderStatsReply as HoldersReply } from '@nacho/contracts';
import { jsonReply } from './testing/http-test-server';
import { storeAgainstTestServer } from './testing/store-against-test-server';

const HOLDER_STATS: HolderStats = {
  uniqueHolders: 2,
  avgHoldings: 1.5,
  topHolderCount: 2,
  totalStakingPower: 15000,
  highestWalletPower: 10000,
  avgWalletPower: 7500,
  topHolders: [{ address: 'kaspa:qq1', count: 2, percentage: 66.7 }],
};

const USER: AuthUser = {
  id: 'u1',
  displayName: 'kaspa:qq1',
  address: 'kaspa:qq1',
  method: 'wallet',
};

/** Resolves on the first store update after which `ready` holds. */
function untilState(target: AppStore, ready: (state: ReturnType<AppStore['getState']>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = target.subscribe(() => {
      if (!ready(target.getState())) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What a remote does: inject its endpoints into the one api. */
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    holders: build.query<HoldersReply, void>({
      query: () => '/api/nft/holders',
      ...endpointCacheOptions(cachePolicy.holders),
      providesTags: ['Holders'],
    }),
    currentUser: build.query<AuthUser | null, void>({ queryFn: nullOn401<AuthUser>(() => '/api/auth/user') }),
    flakyWithRetries: build.query<{ ok: boolean }, void>({
      query: () => '/api/flaky',
      extraOptions: { maxRetries: 3, backoff: fixedBackoff(5) },
    }),
    flakyWithoutRetries: build.query<{ ok: boolean }, void>({ query: () => '/api/flaky' }),
    signedOutWithRetries: build.query<{ ok: boolean }, void>({
      query: () => '/api/signed-out',
      extraOptions: { maxRetries: 3, backoff: fixedBackoff(5) },
    }),
    like: build.mutation<{ likeCount: number }, number>({
      query: (tokenId) => ({ url: `/api/likes/nft/${tokenId}`, method: 'POST' }),
      invalidatesTags: ['Holders'],
    }),
  }),
});

/** What a remote does with its own state: a slice injected after the store exists. */
const searchSlice = createSlice({
  name: 'search',
  initialState: { query: '' },
  reducers: {
    setQuery: (state, action: PayloadAction<string>) => {
      state.query = action.payload;
    },
  },
});
// Declaration merging, as a remote would do with declare module '@nacho/api'.
declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from WithSlice
  interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

const harness = storeAgainstTestServer();

function hits(path: string): number {
  return harness.server.requests.filter((request) => request.url === path).length;
}

test('the store serves an injected endpoint end to end', async () => {
  harness.server.route('GET /api/nft/holders', jsonReply(200, { message: 'success', result: HOLDER_STATS }));
  const result = await harness.store.dispatch(testApi.endpoints.holders.initiate());
  expect(result.data).toEqual({ message: 'success', result: HOLDER_STATS });
  expect(testApi.endpoints.holders.select()(harness.store.getState()).data?.result.uniqueHolders).toBe(2);
  expect(harness.store.getState().api.config.keepUnusedDataFor).toBe(300);
});

test('a failing endpoint rejects with the normalised error on unwrap()', async () => {
  harness.server.route('POST /api/likes/nft/9', { status: 500, body: 'like store down', contentType: 'text/plain' });
  await expect(harness.store.dispatch(testApi.endpoints.like.initiate(9)).unwrap()).rejects.toEqual({
    status: 500,
    message: '500: like store down',
  });
});

test('a mutation invalidates the tags of injected reads, which then refetch', async () => {
  harness.server.route('GET /api/nft/holders', jsonReply(200, { message: 'success', result: HOLDER_STATS }));
  harness.server.route('POST /api/likes/nft/4', jsonReply(200, { likeCount: 1 }));
  const subscription = harness.store.dispatch(testApi.endpoints.holders.initiate());
  await subscription;
  const before = hits('/api/nft/holders');
  const selectHolders = testApi.endpoints.holders.select();
  const firstFulfilled = selectHolders(harness.store.getState()).fulfilledTimeStamp ?? 0;
  const refetched = untilState(
    harness.store,
    (state) => (selectHolders(state).fulfilledTimeStamp ?? 0) > firstFulfilled,
  );
  await harness.store.dispatch(testApi.endpoints.like.initiate(4));
  await refetched;
  expect(hits('/api/nft/holders')).toBe(before + 1);
  subscription.unsubscribe();
});

describe('nullOn401', () => {
  test('a 401 read resolves to null', async () => {
    harness.server.route(
      'GET /api/auth/user',
      jsonReply(401, { error: { code: 'unauthorized', message: 'Sign in first' } }),
    );
    const result = await harness.store.dispatch(testApi.endpoints.currentUser.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
  });

  test('a signed-in read returns the user', async () => {
    harness.server.route('GET /api/auth/user', jsonReply(200, USER));
    const result = await harness.store.dispatch(testApi.endpoints.currentUser.initiate());
    expect(result.data).toEqual(USER);
  });

  test('other failures stay errors', async () => {
    harness.server.route('GET /api/auth/user', { status: 500, body: 'session store down', contentType: 'text/plain' });
    const result = await harness.store.dispatch(testApi.endpoints.currentUser.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 500, message: '500: session store down' });
  });
});

describe('retries', () => {
  let calls = 0;
  beforeEach(() => {
    calls = 0;
    harness.server.route('GET /api/flaky', () => {
      calls += 1;
      return calls < 3 ? { status: 503, body: 'warming up', contentType: 'text/plain' } : jsonReply(200, { ok: true });
    });
  });

  test('an endpoint that asks for retries succeeds on the third attempt', async () => {
    const result = await harness.store.dispatch(testApi.endpoints.flakyWithRetries.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  test('a client error is not retried even when the endpoint allows retries', async () => {
    let signedOutCalls = 0;
    harness.server.route('GET /api/signed-out', () => {
      signedOutCalls += 1;
      return { status: 401, body: 'Sign in first', contentType: 'text/plain' };
    });
    const result = await harness.store.dispatch(testApi.endpoints.signedOutWithRetries.initiate());
    expect(result.error).toEqual({ status: 401, message: '401: Sign in first' });
    expect(signedOutCalls).toBe(1);
  });

  test('by default a failure is not retried', async () => {
    const result = await harness.store.dispatch(testApi.endpoints.flakyWithoutRetries.initiate());
    expect(result.error).toEqual({ status: 503, message: '503: warming up' });
    expect(calls).toBe(1);
  });
});

test('a remote can inject a slice into the running store', () => {
  expect(harness.store.getState().search).toBeUndefined();
  const injected = searchSlice.injectInto(rootReducer);
  harness.store.dispatch(injected.actions.setQuery('kaspa:qq1'));
  expect(injected.selectSlice(harness.store.getState()).query).toBe('kaspa:qq1');
  expect(harness.store.getState().search?.query).toBe('kaspa:qq1');
});
