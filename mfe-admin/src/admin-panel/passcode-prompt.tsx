import { useEffect, useState, type FormEvent } from 'react';
import { LockKeyhole, Wallet } from 'lucide-react';
import { isApiError } from '@nacho/api';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, IconDisc, Input, toast } from '@nacho/ui';
import { useUnlockAdminMutation, type AdminSession } from '../api/admin-api';
import { PASSCODE_FAILED_TOAST, readableError } from '../shared/admin-toasts';
import { lockedUntil, lockoutMessage } from './passcode-lockout';

/** The admin lock screen. The server checks the passcode and opens the admin session. */
export function PasscodePrompt({ session }: { session: AdminSession }) {
  const [passcode, setPasscode] = useState('');
  const [lockout, setLockout] = useState<number | null>(null);
  const [unlock, { isLoading }] = useUnlockAdminMutation();
  const enabled = session.passcodeSignIn;
  const locked = lockout !== null;

  // After a lockout the form opens again by itself at the time the message names.
  useEffect(() => {
    if (lockout === null) return;
    const timer = setTimeout(() => setLockout(null), Math.max(0, lockout - Date.now()));
    return () => clearTimeout(timer);
  }, [lockout]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passcode.trim() || isLoading || locked) return;
    try {
      await unlock(passcode).unwrap();
      setPasscode('');
    } catch (error) {
      setPasscode('');
      if (isApiError(error) && error.status === 401) toast({ ...PASSCODE_FAILED_TOAST, variant: 'destructive' });
      else if (isApiError(error) && error.status === 429) setLockout(lockedUntil(error, Date.now()));
      else
        toast({
          title: 'Error',
          description: `Failed to unlock the admin panel: ${readableError(error)}`,
          variant: 'destructive',
        });
    }
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <IconDisc className="mb-2 size-12">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </IconDisc>
        <CardTitle>Admin Access</CardTitle>
        <CardDescription>
          {enabled ? 'Enter the admin passcode to open the admin panel.' : 'Passcode sign-in is off on this server.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {enabled ? (
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
            <fieldset disabled={locked} className="flex min-w-0 flex-col gap-3">
              <Input
                type="password"
                label="Passcode"
                autoComplete="current-password"
                value={passcode}
                onChange={(event) => setPasscode(event.target.value)}
              />
              <Button type="submit" disabled={passcode.trim() === '' || isLoading || locked}>
                {isLoading ? 'Checking...' : 'Unlock'}
              </Button>
            </fieldset>
            {locked ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-center text-sm text-destructive"
              >
                {lockoutMessage(lockout)}
              </p>
            ) : null}
          </form>
        ) : null}
        {session.walletSignIn ? (
          <div className="flex flex-col items-center gap-1 rounded-md border border-border p-3 text-center">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Wallet aria-hidden="true" className="size-4" />
              Sign in with an admin wallet
            </p>
            <p className="text-xs text-muted-foreground">
              Use Sign in at the top of the page with an admin wallet; the panel opens by itself.
            </p>
          </div>
        ) : null}
        {!enabled && !session.walletSignIn ? (
          <p role="status" className="text-center text-sm text-muted-foreground">
            Ask the operator to set an admin passcode or admin wallets for this server.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
