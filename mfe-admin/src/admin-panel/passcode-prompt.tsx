import { useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input } from '@nacho/ui';

/** The admin lock screen. The server checks the passcode; this build has no unlock call yet. */
export function PasscodePrompt() {
  const [passcode, setPasscode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('Passcode sign-in is not enabled on this server.');
  };
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <CardTitle>Admin Access</CardTitle>
        <CardDescription>Enter the admin passcode to open the admin panel.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <Input
            type="password"
            label="Passcode"
            autoComplete="current-password"
            value={passcode}
            onChange={(event) => {
              setPasscode(event.target.value);
              setNotice(null);
            }}
          />
          <Button type="submit" disabled={passcode.trim() === ''}>
            Unlock
          </Button>
          {notice ? (
            <p role="status" className="text-center text-sm text-muted-foreground">
              {notice}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
