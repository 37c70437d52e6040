import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { KeyRound, UserRound, Wallet } from 'lucide-react';
import { useLocation } from 'react-router';
import { resolveApiUrl, useGetSignInMethodsQuery, useSignInAsDemoVoterMutation } from '@nacho/api';
import { Button, Spinner } from '@nacho/ui';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@nacho/ui/overlays';
import { useFoundWallets } from './wallet/found-wallets';
import { isPhoneBrowser } from './wallet/phone-browser';
import { signInErrorText, useWalletSignIn } from './wallet/use-wallet-sign-in';
import { WalletChoices } from './wallet-choices';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it has no Radix trigger of its own): the header's Sign in button. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** How long to wait for each wallet request (tests); the default otherwise. */
  walletTimeoutMs?: number;
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

/** The sign-in methods this server offers: Kaspa wallet, OpenID Connect, and the demo voter outside production. */
export function SignInDialog({ open, onOpenChange, returnFocusTo, walletTimeoutMs }: SignInDialogProps) {
  const location = useLocation();
  const methods = useGetSignInMethodsQuery(undefined, { skip: !open });
  const close = () => onOpenChange(false);
  const wallet = useWalletSignIn(close, walletTimeoutMs);
  const wallets = useFoundWallets();
  const phone = useMemo(() => isPhoneBrowser(), []);
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
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md"
        aria-busy={busy}
        onCloseAutoFocus={(event) => {
          // After a sign-in the button is gone: the user menu takes focus (UserMenu's autoFocus).
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Sign in</DialogTitle>
          <DialogDescription>Sign in to like NFTs in the NFT of the Month contest.</DialogDescription>
          <p className="text-xs text-muted-foreground">
            Your likes are public: each month&apos;s likes can be downloaded with the wallet address that gave them.
          </p>
        </DialogHeader>
        <div className="grid gap-3">
          <MethodCard icon={<Wallet aria-hidden="true" className="size-4" />} title="Kaspa wallet">
            <WalletChoices
              wallets={wallets}
              phone={phone}
              pageUrl={typeof window === 'undefined' ? '' : window.location.href}
              busy={busy}
              onSignIn={(chosen) => void wallet.signIn(chosen)}
            />
          </MethodCard>
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
            <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <Spinner size="sm" label="Signing in" />
              <p className="min-w-0 flex-1">{wallet.state.step}</p>
              <Button variant="ghost" size="sm" onClick={wallet.cancel}>
                Cancel
              </Button>
            </div>
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
