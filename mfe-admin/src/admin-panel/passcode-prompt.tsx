import { useState, type FormEvent } from 'react';
import { LockKeyhole, Wallet } from 'lucide-react';
import { isApiError } from '@nacho/api';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, toast } from '@nacho/ui';
import { useUnlockAdminMutation, type AdminSession } from '../api/admin-api';
import { PASSCODE_FAILED_TOAST, readableError } from '../shared/admin-toasts';

/** The admin lock screen. The server checks the passcode and opens the admin session. */
export function PasscodePrompt({ session }: { session: AdminSession }) {
  const [passcode, setPasscode] = useState('');
  const [unlock, { isLoading }] = useUnlockAdminMutation();
  const enabled = session.passcodeSignIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passcode.trim() || isLoading) return;
    try {
      await unlock(passcode).unwrap();
      setPasscode('');
    } catch (error) {
      setPasscode('');
      if (isApiError(error) && error.status === 401) toast({ ...PASSCODE_FAILED_TOAST, variant: 'destructive' });
      else if (isApiError(error) && error.status === 429) toast({ title: 'Too many attempts', description: readableError(error), variant: 'destructive' });
      else toast({ title: 'Error', description: `Failed to unlock the admin panel: ${readableError(error)}`, variant: 'destructive' });
    }
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <CardTitle>Admin Access</CardTitle>
        <CardDescription>
          {enabled ? 'Enter the admin passcode to open the admin panel.' : 'Passcode sign-in is off on this server.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {enabled ? (
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
            <Input type="password" label="Passcode" autoComplete="current-password" value={passcode} onChange={(event) => setPasscode(event.target.value)} />
            <Button type="submit" disabled={passcode.trim() === '' || isLoading}>
              {isLoading ? 'Checking...' : 'Unlock'}
            </Button>
          </form>
        ) : null}
        {session.walletSignIn ? (
          <div className="flex flex-col items-center gap-1 rounded-md border border-border p-3 text-center">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Wallet aria-hidden="true" className="size-4" />
              Sign in with an admin wallet
            </p>
            <p className="text-xs text-muted-foreground">Use Sign in at the top of the page with an admin wallet; the panel opens by itself.</p>
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
