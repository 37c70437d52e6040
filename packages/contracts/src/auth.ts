export type SignInMethod = 'wallet' | 'oidc' | 'demo';

/** GET /api/auth/user */
export type AuthUser = {
  id: string;
  /** Short address ("kaspa:qrun…fjpa") or the person's name. */
  displayName: string;
  /** The Kaspa address of a wallet user, else null. */
  address: string | null;
  method: SignInMethod;
};

/** GET /api/auth/methods: which sign-in methods this server offers. */
export type SignInMethods = { wallet: boolean; oidc: boolean; demo: boolean };

/** POST /api/auth/wallet/challenge */
export type WalletChallenge = { nonce: string; message: string; expiresAt: number };

/** POST /api/auth/wallet/verify */
export type WalletVerifyRequest = { address: string; publicKey: string; signature: string; nonce: string };
