/** What the server keeps in a session (the cookie carries only the signed session id). */
export interface SessionData {
  /** users.id of the signed-in user; absent when signed out. */
  userId?: string;
  /** Epoch ms until which this session is an admin session (set by the admin passcode route). */
  adminUntil?: number;
  /**
   * Set by the admin Lock: this session has no admin rights from ADMIN_WALLETS until the next
   * sign-in (a fresh wallet signature) clears it. A passcode grant still opens it.
   */
  adminLocked?: boolean;
  /** An OpenID Connect sign-in in progress: kept from the redirect to the provider until its callback. */
  oidcFlow?: { state: string; codeVerifier: string; nonce: string; startedAt: number };
  /** Where the browser goes after the OpenID Connect callback (a same-site path). */
  oidcReturnTo?: string;
  /** The ID token of an OpenID Connect sign-in, for the provider's RP-initiated logout (id_token_hint). */
  oidcIdToken?: string;
  /** Whether the provider offered an end_session_endpoint at this sign-in (Sign out ends its session too). */
  oidcProviderSignOut?: boolean;
}

/** ctx.session as koa-session provides it with the fields above. */
export type AppSession = SessionData & {
  readonly isNew: boolean;
  /** Saves the data under a new session id and destroys the old one (call at every privilege change). */
  regenerate(): Promise<void>;
  save(): Promise<void>;
};

declare module 'koa' {
  interface DefaultContext {
    /** Set `ctx.session = null` to destroy the session in the store and clear the cookie. */
    get session(): AppSession;
    set session(value: AppSession | SessionData | null);
  }
}
