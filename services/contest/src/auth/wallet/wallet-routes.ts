import type Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  auditActor,
  countSignIns,
  HttpError,
  parseInput,
  recordAuditEntry,
  startUserSession,
  type Config,
  type Db,
} from '@nacho/core';
import { WalletChallengeBody, WalletVerifyBody } from '../auth-schemas';
import { findOrCreateWalletUser } from '../users';
import { addressSigningKey, verifySignInSignature } from './address-signing-key';
import { signInOrigin } from './sign-in-origin';
import { parseSignInAddress } from './wallet-address';
import { consumeWalletChallenge, issueWalletChallenge } from './wallet-challenges';

/** The parsed JSON body (createApp's body parser puts it there). */
const jsonBody = (ctx: { request: object }) => (ctx.request as { body?: unknown }).body;

const refused = (code: string, message: string) => new HttpError(401, code, message);

export interface WalletRouteDeps {
  config: Pick<Config, 'krc721Network' | 'nodeEnv' | 'publicOrigin' | 'adminWallets'>;
  db: Db;
  now: () => number;
  rateLimit: Middleware;
}

/**
 * POST /wallet/challenge and /wallet/verify: sign in by signing a server nonce with a Kaspa wallet.
 * A sign-in with an ADMIN_WALLETS wallet is an admin sign-in: audited, and it ends an earlier Lock.
 */
export function addWalletRoutes(router: Router, { config, db, now, rateLimit }: WalletRouteDeps): void {
  const adminWallets = new Set(config.adminWallets.map((a) => a.toLowerCase()));
  router.post('/wallet/challenge', rateLimit, async (ctx) => {
    const origin = signInOrigin(ctx, config.publicOrigin);
    const body = parseInput(WalletChallengeBody, jsonBody(ctx));
    const { address } = parseSignInAddress(body.address, config.krc721Network);
    const challenge = await issueWalletChallenge(db, address, origin, now());
    ctx.body = { nonce: challenge.nonce, message: challenge.message, expiresAt: challenge.expiresAt };
  });

  router.post('/wallet/verify', countSignIns('wallet'), rateLimit, async (ctx) => {
    const origin = signInOrigin(ctx, config.publicOrigin);
    const body = parseInput(WalletVerifyBody, jsonBody(ctx));
    const { address, decoded } = parseSignInAddress(body.address, config.krc721Network);
    const signingKey = addressSigningKey(decoded, body.publicKey);
    if (!signingKey) {
      throw refused('public_key_mismatch', 'The public key does not belong to this address');
    }
    const challenge = await consumeWalletChallenge(db, body.nonce, address, now());
    if (!challenge) {
      throw refused('invalid_nonce', 'This sign-in request has expired or was already used: start again');
    }
    if (challenge.origin !== origin) {
      throw refused('origin_mismatch', 'This sign-in request was issued for another site');
    }
    if (!verifySignInSignature(signingKey, challenge.message, body.signature)) {
      throw refused('invalid_signature', 'The signature does not match the message and address');
    }
    const userId = await findOrCreateWalletUser(db, address, now());
    await startUserSession(ctx, userId, config.nodeEnv === 'production');
    if (adminWallets.has(address.toLowerCase())) {
      const actor = auditActor({ id: userId, method: 'wallet', address });
      await recordAuditEntry(db, {
        at: now(),
        actor,
        ip: ctx.ip,
        action: 'admin_sign_in',
        details: { method: 'wallet' },
      });
    }
    ctx.body = { ok: true };
  });
}
