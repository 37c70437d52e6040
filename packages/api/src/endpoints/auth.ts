import { api } from '../api';
import type { ApiTagType } from '../api';
import type { AuthUser, SignInMethods, SignOutReply, WalletChallenge, WalletVerifyRequest } from '@nacho/contracts';

/** Everything that depends on who is signed in: refetched after sign-in and sign-out. */
const USER_SCOPED_TAGS: ApiTagType[] = ['AuthUser', 'LikeLimit', 'LikeStatus', 'AdminSession'];

/** Sign-in and the current user, used by the shell header and by any remote that needs the user. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * null when signed out. Asks GET /api/auth/session, which answers 200 {user: null} then, so a
     * signed-out page logs no failed request (/api/auth/user keeps its 401 for API clients).
     */
    getCurrentUser: build.query<AuthUser | null, void>({
      query: () => '/api/auth/session',
      transformResponse: (reply: { user: AuthUser | null }) => reply.user ?? null,
      providesTags: ['AuthUser'],
    }),
    getSignInMethods: build.query<SignInMethods, void>({
      query: () => '/api/auth/methods',
      keepUnusedDataFor: 3600,
    }),
    requestWalletChallenge: build.mutation<WalletChallenge, { address: string }>({
      query: (body) => ({ url: '/api/auth/wallet/challenge', method: 'POST', body }),
    }),
    verifyWalletSignature: build.mutation<{ ok: true }, WalletVerifyRequest>({
      query: (body) => ({ url: '/api/auth/wallet/verify', method: 'POST', body }),
      invalidatesTags: USER_SCOPED_TAGS,
    }),
    signInAsDemoVoter: build.mutation<{ ok: true }, void>({
      query: () => ({ url: '/api/auth/dev/sign-in', method: 'POST' }),
      invalidatesTags: USER_SCOPED_TAGS,
    }),
    /** null, or {redirectTo}: the provider's end-session URL, where the browser should go next. */
    signOut: build.mutation<SignOutReply, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      invalidatesTags: USER_SCOPED_TAGS,
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useGetSignInMethodsQuery,
  useRequestWalletChallengeMutation,
  useVerifyWalletSignatureMutation,
  useSignInAsDemoVoterMutation,
  useSignOutMutation,
} = authApi;
