import { ExternalLink, Smartphone } from 'lucide-react';
import { Button, CopyButton } from '@nacho/ui';
import { BUILT_IN_WALLETS } from './wallet/found-wallets';
import { okxWalletBrowserLink } from './wallet/phone-browser';
import type { WalletAdapter } from './wallet/wallet-adapter';
import { lastUsedWalletIds } from './wallet/wallet-memory';
import { WalletIcon } from './wallet-icon';

const NEW_TAB = <span className="sr-only">(opens in a new tab)</span>;

/** One button per wallet found, in the order used last; the one used last says so. */
function FoundWallets({
  wallets,
  busy,
  onSignIn,
}: {
  wallets: WalletAdapter[];
  busy: boolean;
  onSignIn: (wallet: WalletAdapter) => void;
}) {
  const lastUsed = lastUsedWalletIds()[0];
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground">
        Sign a message in your wallet. It is not a transaction and costs nothing.
      </p>
      <ul aria-label="Wallets in this browser" className="grid gap-2">
        {wallets.map((wallet) => {
          const isLastUsed = wallet.id === lastUsed && wallets.length > 1;
          return (
            <li key={wallet.id}>
              <Button
                variant="outline"
                className="h-auto min-h-11 w-full justify-start whitespace-normal py-2 text-left aria-disabled:cursor-wait aria-disabled:opacity-60"
                // Stays focusable while busy (a disabled button would drop focus out of the dialog).
                aria-disabled={busy}
                aria-describedby={isLastUsed ? `wallet-last-used-${wallet.id}` : undefined}
                onClick={() => {
                  if (!busy) onSignIn(wallet);
                }}
              >
                <WalletIcon name={wallet.name} icon={wallet.icon} />
                <span className="min-w-0 flex-1 break-words">Sign in with {wallet.name}</span>
                {isLastUsed ? (
                  // The button's description, not part of its name ("Sign in with Kastle").
                  <span
                    id={`wallet-last-used-${wallet.id}`}
                    aria-hidden="true"
                    className="text-xs font-normal text-muted-foreground"
                  >
                    Last used
                  </span>
                ) : null}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** No wallet in a desktop browser: where to get the main ones. */
function InstallWallets() {
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground">
        No Kaspa wallet was found in this browser. Add one of these extensions, create or import a Kaspa wallet, then
        reload this page.
      </p>
      <ul aria-label="Kaspa wallets to install" className="flex flex-wrap gap-2">
        {BUILT_IN_WALLETS.map((wallet) => (
          <li key={wallet.id}>
            <Button asChild variant="outline" size="sm">
              <a href={wallet.installUrl} target="_blank" rel="noopener noreferrer">
                Get {wallet.name}
                <ExternalLink aria-hidden="true" />
                {NEW_TAB}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** No wallet on a phone: extensions do not run there, a wallet app's own browser does. */
function OpenInWalletApp({ pageUrl }: { pageUrl: string }) {
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground">
        Wallet extensions do not run in phone browsers. Open this page in the browser built into your Kaspa wallet app,
        then sign in there.
      </p>
      <div className="grid gap-2">
        <Button asChild variant="outline" className="w-full">
          <a href={okxWalletBrowserLink(pageUrl)} rel="noopener noreferrer">
            <Smartphone aria-hidden="true" />
            Open in OKX Wallet
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">
          KasWare, Kasanova and other Kaspa wallet apps: open the app&apos;s browser and go to this page&apos;s address.
        </p>
        <CopyButton
          value={pageUrl}
          label="Copy this page's address"
          className="w-full"
          successTexts={{ title: 'Address copied', description: "Paste it into your wallet app's browser" }}
          failureTexts={{ title: 'Failed to copy', description: 'Copy the address from the address bar instead' }}
        />
      </div>
    </>
  );
}

export interface WalletChoicesProps {
  wallets: WalletAdapter[];
  phone: boolean;
  pageUrl: string;
  busy: boolean;
  onSignIn: (wallet: WalletAdapter) => void;
}

/** The wallet part of the sign-in dialog: the wallets found, else how to get or reach one. */
export function WalletChoices({ wallets, phone, pageUrl, busy, onSignIn }: WalletChoicesProps) {
  if (wallets.length > 0) return <FoundWallets wallets={wallets} busy={busy} onSignIn={onSignIn} />;
  return phone ? <OpenInWalletApp pageUrl={pageUrl} /> : <InstallWallets />;
}
