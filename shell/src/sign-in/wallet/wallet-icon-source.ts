/** Longer than any sensible 96 px icon; a bigger "icon" is not drawn. */
const MAX_ICON_LENGTH = 200_000;

/**
 * The icon a wallet announced, if it may be drawn: a data:image/ URI (KIP-12 and the Kaspa Wallet
 * Standard require data URIs; a remote URL would let an announcer track visitors). It is only ever
 * the src of an <img>, where even an SVG runs no script. Undefined otherwise.
 */
export function safeWalletIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.length > MAX_ICON_LENGTH) return undefined;
  return /^data:image\/[a-z0-9.+-]+[;,]/i.test(icon) ? icon : undefined;
}
