import type { BallotStored, BallotToSign, SignedBallotBody } from '@nacho/contracts';
import { api } from '../api';

/** A wallet voter's signed ballot of a day's likes (docs/verify.md, "A ballot"). */
export const ballotApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Today's text to sign (no message without a like today). Asked afresh each time. */
    getBallotToSign: build.query<BallotToSign, void>({
      query: () => '/api/likes/ballot',
      keepUnusedDataFor: 0,
    }),
    signBallot: build.mutation<BallotStored, SignedBallotBody>({
      query: (body) => ({ url: '/api/likes/ballot', method: 'POST', body }),
    }),
  }),
});

export const { useGetBallotToSignQuery, useLazyGetBallotToSignQuery, useSignBallotMutation } = ballotApi;
