import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Copy, Download, Info, LogOut } from 'lucide-react';
import { keptReceipts, onKeptReceiptsChange, receiptsDownload } from '@nacho/api';
import type { AuthUser } from '@nacho/contracts';
import { COPY_FAILURE_TEXTS, COPY_SUCCESS_TEXTS, toast } from '@nacho/ui';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@nacho/ui/overlays';
import { SignTodaysLikesItem } from './ballot/sign-todays-likes-item';
import { UserMenuButton } from './user-menu-button';

const METHOD_LABEL: Record<AuthUser['method'], string> = {
  wallet: 'Signed in with a Kaspa wallet',
  oidc: 'Signed in with your account',
  demo: 'Demo voter (throwaway account)',
};

async function copyAddress(address: string) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(address);
    toast({ ...COPY_SUCCESS_TEXTS, variant: 'success', duration: 3000 });
  } catch {
    toast({ ...COPY_FAILURE_TEXTS, variant: 'destructive' });
  }
}

/** "My likes": the like receipts this browser kept for the user, as a JSON file. */
function downloadMyLikes(userId: string) {
  const { fileName, text } = receiptsDownload(keptReceipts(userId));
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const likesKeptText = (n: number) =>
  n === 0 ? 'No receipts kept in this browser yet' : `${n} signed receipt${n === 1 ? '' : 's'} kept in this browser`;

/**
 * How many receipts are kept, read when the menu opens and again whenever a like keeps one (the like
 * is another remote's code, so the menu cannot count on being rendered after it).
 */
function KeptReceiptsCount({ userId }: { userId: string }) {
  const count = useSyncExternalStore(
    onKeptReceiptsChange,
    useCallback(() => keptReceipts(userId).length, [userId]),
    () => 0,
  );
  return <span className="text-xs text-muted-foreground">{likesKeptText(count)}</span>;
}

/** Focuses the button once it is in the page (right after a sign-in from the dialog). */
function useFocusOnMount(autoFocus: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    ref.current?.focus();
    // The closing dialog hands focus back to its trigger, which is gone: take it again if it fell to the body.
    const again = setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) ref.current?.focus();
    }, 50);
    return () => clearTimeout(again);
  }, [autoFocus]);
  return ref;
}

/**
 * The signed-in user's menu: who (short address or name), copy the address, sign out. An OpenID
 * Connect provider without RP-initiated logout keeps its own session: the menu says so.
 */
export function UserMenu({
  user,
  onSignOut,
  autoFocus = false,
}: {
  user: AuthUser;
  onSignOut: () => void;
  autoFocus?: boolean;
}) {
  const buttonRef = useFocusOnMount(autoFocus);
  const providerStaysSignedIn = user.method === 'oidc' && user.providerSignOut === false;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} ref={buttonRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="grid gap-1">
          <span className="text-xs font-normal text-muted-foreground">{METHOD_LABEL[user.method]}</span>
          <span className="break-all text-sm">{user.address ?? user.displayName}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.address ? (
          <DropdownMenuItem onSelect={() => void copyAddress(user.address!)}>
            <Copy aria-hidden="true" />
            Copy address
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => downloadMyLikes(user.id)} className="items-start">
          <Download aria-hidden="true" className="mt-0.5" />
          <span className="grid gap-0.5">
            My likes
            <KeptReceiptsCount userId={user.id} />
          </span>
        </DropdownMenuItem>
        {user.method === 'wallet' && user.address ? <SignTodaysLikesItem address={user.address} /> : null}
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
        {providerStaysSignedIn ? (
          <p className="flex gap-2 px-2 py-1.5 text-xs text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            Signing out here does not sign you out of your account at the sign-in provider. On a shared computer, sign
            out there too.
          </p>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
