import { z } from 'zod';

/** Request and reply shapes of /api/auth: the routes validate with them and the OpenAPI document is built from them. */
export const WalletChallengeBody = z
  .object({
    address: z.string().min(1).max(120).meta({
      description: 'A kaspa: address of a key: Schnorr (version 0, kaspa:q…) or ECDSA (version 1)',
      example: 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
    }),
  })
  .meta({ id: 'WalletChallengeBody' });

export const WalletChallengeReply = z
  .object({
    nonce: z.string().meta({ description: 'Single use, 32 hex characters' }),
    message: z.string().meta({ description: 'The exact text to sign: site origin, address, nonce and issue time' }),
    expiresAt: z.number().int().meta({ description: 'Epoch ms; 5 minutes after issue' }),
  })
  .meta({ id: 'WalletChallengeReply' });

export const WalletVerifyBody = z
  .object({
    address: z.string().min(1).max(120),
    publicKey: z
      .string()
      .regex(/^(0[23])?[0-9a-fA-F]{64}$/, 'must be a 33-byte compressed (02/03) or 32-byte x-only key in hex')
      .meta({
        description:
          "The address's key as the wallet gives it: compressed hex (02/03), or x-only hex for a Schnorr address; an ECDSA address needs the compressed key",
      }),
    signature: z
      .string()
      .regex(/^[0-9a-fA-F]{128}$/, 'must be a 64-byte signature in hex')
      .meta({
        description:
          'Kaspa personal-message signature of the message (BLAKE2b-256 keyed "PersonalMessageSigningHash"): BIP340 Schnorr for a version 0 address, ECDSA r||s (64 bytes) for a version 1 address',
      }),
    nonce: z.string().regex(/^[0-9a-f]{32}$/, 'must be the nonce of a challenge'),
  })
  .meta({ id: 'WalletVerifyBody' });

export const CurrentUserReply = z
  .object({
    id: z.string(),
    displayName: z.string().meta({ description: 'Short address ("kaspa:qrun…fjpa") or the person\'s name' }),
    address: z.string().nullable(),
    method: z.enum(['wallet', 'oidc', 'demo']),
  })
  .meta({ id: 'CurrentUser' });

export const SessionUser = CurrentUserReply.extend({
  providerSignOut: z.boolean().optional().meta({
    description: 'OpenID Connect only: whether Sign out also ends the session at the provider (RP-initiated logout)',
  }),
}).meta({ id: 'SessionUser' });

export const SessionReply = z
  .object({ user: SessionUser.nullable().meta({ description: 'null when signed out' }) })
  .meta({ id: 'Session' });

export const SignInMethodsReply = z
  .object({ wallet: z.boolean(), oidc: z.boolean(), demo: z.boolean() })
  .meta({ id: 'SignInMethods', description: 'Which sign-in methods this server offers' });

export const OkReply = z.object({ ok: z.literal(true) });

export const LogoutReply = z
  .object({
    redirectTo: z
      .string()
      .url()
      .meta({ description: "The provider's end-session URL (RP-initiated logout): go there next" }),
  })
  .meta({ id: 'LogoutRedirect' });
