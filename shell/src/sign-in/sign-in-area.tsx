import { useEffect, useState } from 'react';
import { LogIn } from 'lucide-react';
import { useGetCurrentUserQuery, useSignOutMutation } from '@nacho/api';
import { Button, toast } from '@nacho/ui';
import { SignInDialog } from './sign-in-dialog';
import { UserMenu } from './user-menu';
import { useSignOutWhenWalletChanges } from './wallet/use-sign-out-when-wallet-changes';

const OIDC_ERRORS: Record<string, string> = {
  oidc_refused: 'The sign-in was refused. Please try again.',
  oidc_expired: 'The sign-in took too long. Please try again.',
  oidc_unavailable: 'The sign-in provider is not reachable right now.',
};

/** An OpenID Connect callback that failed comes back with ?signInError=...: say so once, then drop the parameter. */
function useSignInErrorFromRedirect() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get('signInError');
    if (!code) return;
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
  useSignInErrorFromRedirect();
  useSignOutWhenWalletChanges(user ?? null, () => void signOut());

  if (user) return <UserMenu user={user} onSignOut={() => void signOut()} />;
  return (
    <>
      <Button variant="outline" size="sm" disabled={isLoading} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <LogIn aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Sign in</span>
      </Button>
      <SignInDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
