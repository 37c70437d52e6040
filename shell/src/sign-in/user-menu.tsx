import { Copy, LogOut } from 'lucide-react';
import type { AuthUser } from '@nacho/contracts';
import { COPY_FAILURE_TEXTS, COPY_SUCCESS_TEXTS, toast } from '@nacho/ui';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@nacho/ui/overlays';
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

/** The signed-in user's menu: who (short address or name), copy the address, sign out. */
export function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
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
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
