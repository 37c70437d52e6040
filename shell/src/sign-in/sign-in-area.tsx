import { lazy, useEffect, useRef, useState } from 'react';
import { LogIn } from 'lucide-react';
import { onSignInRequest, useGetCurrentUserQuery, useSignOutMutation } from '@nacho/api';
import { Button, toast } from '@nacho/ui';
import { OnDemand } from '../federation/on-demand';
import { UserMenuButton } from './user-menu-button';
import { useSignOutWhenWalletChanges } from './wallet/use-sign-out-when-wallet-changes';

// Their dialog and menu come from @nacho/ui/overlays, which the first page does not wait for. If
// that code cannot be loaded, the header keeps its button (the menu's, disabled) instead of failing.
const SignInDialog = lazy(() => import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })));
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const OIDC_ERRORS: Record<string, string> = {
  oidc_refused: 'The sign-in was refused. Please try again.',
  oidc_cancelled: 'You cancelled the sign-in at the provider. Nothing has changed.',
  oidc_expired: 'The sign-in took too long. Please try again.',
  oidc_unavailable: 'The sign-in provider is not reachable right now.',
};

/** An OpenID Connect callback that failed comes back with ?signInError=...: say so once, then drop the parameter. */
function useSignInErrorFromRedirect() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get('signInError');
    if (!code) return;
    // Cancelling is the person's own choice, not a failure.
    if (code === 'oidc_cancelled') toast({ title: 'Sign-in cancelled', description: OIDC_ERRORS[code] });
    else
      toast({ title: 'Sign-in failed', description: OIDC_ERRORS[code] ?? 'Please try again.', variant: 'destructive' });
    url.searchParams.delete('signInError');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
}

/** The header's sign-in button and dialog, or the user menu once signed in. */
export function SignInArea() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const [signOut] = useSignOutMutation();
  const [open, setOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const signInButton = useRef<HTMLButtonElement>(null);
  useSignInErrorFromRedirect();
  const signOutEverywhere = async () => {
    const reply = await signOut()
      .unwrap()
      .catch(() => null);
    // An OpenID Connect provider with RP-initiated logout: end its session too, then it sends the browser back home.
    if (reply?.redirectTo) window.location.assign(reply.redirectTo);
  };
  useSignOutWhenWalletChanges(user ?? null, () => {
    toast({ title: 'Signed out', description: 'Your wallet switched to another account or disconnected.' });
    void signOutEverywhere();
  });

  // Signed in from the dialog (wallet or demo voter): the Sign in button that had focus is gone, so
  // focus goes to the user menu button that took its place, not to the page body.
  const [focusMenu, setFocusMenu] = useState(false);
  const wasSignedIn = useRef(Boolean(user));
  useEffect(() => {
    if (user && !wasSignedIn.current && dialogMounted) setFocusMenu(true);
    if (!user) setFocusMenu(false);
    wasSignedIn.current = Boolean(user);
  }, [user, dialogMounted]);

  const openDialog = () => {
    setDialogMounted(true);
    setOpen(true);
  };
  // A remote asks for the dialog (a signed-out like: the toast's "Sign in") through @nacho/api's event.
  useEffect(
    () =>
      onSignInRequest(() => {
        setDialogMounted(true);
        setOpen(true);
      }),
    [],
  );

  if (user) {
    return (
      <OnDemand fallback={<UserMenuButton user={user} disabled />}>
        <UserMenu user={user} onSignOut={() => void signOutEverywhere()} autoFocus={focusMenu} />
      </OnDemand>
    );
  }
  return (
    <>
      <Button
        ref={signInButton}
        variant="outline"
        size="sm"
        disabled={isLoading}
        onClick={openDialog}
        aria-haspopup="dialog"
      >
        <LogIn aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Sign in</span>
      </Button>
      {dialogMounted ? (
        <OnDemand>
          <SignInDialog open={open} onOpenChange={setOpen} returnFocusTo={signInButton} />
        </OnDemand>
      ) : null}
    </>
  );
}
