import { shortenAddress } from '@nacho/domain';
import { CopyButton } from '@nacho/ui';

const METHOD_LABELS: Record<string, string> = {
  oidc: 'OpenID Connect account',
  demo: 'Demo voter',
  passcode: 'Passcode session',
};

/** A wallet address, shortened (the whole address on hover), with a copy button. */
export function WalletAddress({ address }: { address: string }) {
  return (
    <span className="inline-flex items-center gap-1 font-mono text-xs">
      <span title={address}>{shortenAddress(address)}</span>
      <CopyButton value={address} iconOnly label={`Copy ${address}`} variant="ghost" />
    </span>
  );
}

/** Who did it, as people read it: a wallet address, or how someone without a wallet signed in. */
export function Who({ address, method }: { address: string | null; method: string }) {
  if (address) return <WalletAddress address={address} />;
  return <span className="text-xs text-muted-foreground">{METHOD_LABELS[method] ?? method}</span>;
}

/** The audit log's actor ("wallet:kaspa:...", "oidc:<id>", "passcode") as a Who. */
export function AuditActor({ actor }: { actor: string }) {
  const wallet = /^wallet:(kaspa(?:test)?:[a-z0-9]+)$/.exec(actor);
  if (wallet) return <WalletAddress address={wallet[1]!} />;
  return <Who address={null} method={actor.split(':')[0]!} />;
}
