import { useState, type ReactNode } from 'react';
import { ExternalLink, KeyRound, UserRound, Wallet } from 'lucide-react';
import { useLocation } from 'react-router';
import { resolveApiUrl, useGetSignInMethodsQuery, useSignInAsDemoVoterMutation } from '@nacho/api';
import { Button, Spinner } from '@nacho/ui';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@nacho/ui/overlays';
import { WALLET_ADAPTERS } from './wallet/kasware-adapter';
import { signInErrorText, useWalletSignIn } from './wallet/use-wallet-sign-in';
import type { WalletAdapter } from './wallet/wallet-adapter';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MethodCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-border p-4">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function WalletMethod({
  wallet,
  busy,
  onSignIn,
}: {
  wallet: WalletAdapter;
  busy: boolean;
  onSignIn: (w: WalletAdapter) => void;
}) {
  if (!wallet.isInstalled()) {
    return (
      <MethodCard icon={<Wallet aria-hidden="true" className="size-4" />} title={`${wallet.name} wallet`}>
        <p className="mb-3 text-sm text-muted-foreground">
          {wallet.name} is not installed in this browser. Add the extension, create or import a Kaspa wallet, then
          reload this page.
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={wallet.installUrl} target="_blank" rel="noopener noreferrer">
            Get {wallet.name}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </MethodCard>
    );
  }
  return (
    <MethodCard icon={<Wallet aria-hidden="true" className="size-4" />} title={`${wallet.name} wallet`}>
      <p className="mb-3 text-sm text-muted-foreground">
        Sign a message in your wallet. It is not a transaction and costs nothing.
      </p>
      <Button className="w-full" disabled={busy} onClick={() => onSignIn(wallet)}>
        Sign in with {wallet.name}
      </Button>
    </MethodCard>
  );
}

/** The sign-in methods this server offers: Kaspa wallet, OpenID Connect, and the demo voter outside production. */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  const location = useLocation();
  const methods = useGetSignInMethodsQuery(undefined, { skip: !open });
  const close = () => onOpenChange(false);
  const wallet = useWalletSignIn(close);
  const [demoSignIn, demo] = useSignInAsDemoVoterMutation();
  const [demoError, setDemoError] = useState<string | null>(null);
  const busy = wallet.state.status === 'busy' || demo.isLoading;
  const error = wallet.state.status === 'error' ? wallet.state.message : demoError;
  const returnTo = `${location.pathname}${location.search}`;

  const signInAsDemo = async () => {
    setDemoError(null);
    try {
      await demoSignIn().unwrap();
      close();
    } catch (err) {
      setDemoError(signInErrorText(err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          wallet.reset();
          setDemoError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md" aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>Sign in</DialogTitle>
          <DialogDescription>Sign in to like NFTs in the NFT of the Month contest.</DialogDescription>
          <p className="text-xs text-muted-foreground">
            Your likes are public: each month&apos;s likes can be downloaded with the wallet address that gave them.
          </p>
        </DialogHeader>
        <div className="grid gap-3">
          {WALLET_ADAPTERS.map((w) => (
            <WalletMethod key={w.id} wallet={w} busy={busy} onSignIn={(chosen) => void wallet.signIn(chosen)} />
          ))}
          {methods.data?.oidc ? (
            <MethodCard icon={<KeyRound aria-hidden="true" className="size-4" />} title="Account">
              <Button asChild variant="outline" className="w-full">
                <a href={resolveApiUrl(`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`)}>
                  Continue with your account
                </a>
              </Button>
            </MethodCard>
          ) : null}
          {methods.data?.demo ? (
            <MethodCard icon={<UserRound aria-hidden="true" className="size-4" />} title="Demo voter">
              <p className="mb-3 text-sm text-muted-foreground">
                For trying the site: makes a throwaway account (not available in production).
              </p>
              <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void signInAsDemo()}>
                Sign in as a demo voter
              </Button>
            </MethodCard>
          ) : null}
        </div>
        <div aria-live="polite" className="min-h-5 text-sm">
          {wallet.state.status === 'busy' ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <Spinner size="sm" label="Signing in" />
              {wallet.state.step}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-destructive-text">
              {error}
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
