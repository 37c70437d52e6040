export type SignInMethod = 'wallet' | 'oidc' | 'demo';

/** GET /api/auth/user, and the `user` of GET /api/auth/session */
export type AuthUser = {
  id: string;
  /** Short address ("kaspa:qrun…fjpa") or the person's name. */
  displayName: string;
  /** The Kaspa address of a wallet user, else null. */
  address: string | null;
  method: SignInMethod;
  /**
   * GET /api/auth/session, OpenID Connect only: whether Sign out also ends the session at the
   * provider (it offers RP-initiated logout); false: the provider account stays signed in.
   */
  providerSignOut?: boolean;
};

/** POST /api/auth/logout: null (204), or where to go to end the provider's session too (RP-initiated logout). */
export type SignOutReply = { redirectTo: string } | null;

/** GET /api/auth/methods: which sign-in methods this server offers. */
export type SignInMethods = { wallet: boolean; oidc: boolean; demo: boolean };

/** POST /api/auth/wallet/challenge */
export type WalletChallenge = { nonce: string; message: string; expiresAt: number };

/** POST /api/auth/wallet/verify */
export type WalletVerifyRequest = { address: string; publicKey: string; signature: string; nonce: string };
