import { ChevronDown, Copy, LogOut, UserRound, Wallet } from 'lucide-react';
import type { AuthUser } from '@nacho/contracts';
import {
  Button,
  COPY_FAILURE_TEXTS,
  COPY_SUCCESS_TEXTS,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  toast,
} from '@nacho/ui';

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
  const Icon = user.method === 'wallet' ? Wallet : UserRound;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Phones: the icon alone (like the Sign in button); the menu shows the full address. */}
        <Button variant="outline" size="sm" className="sm:max-w-[14rem]" aria-label={`Account menu: ${user.displayName}`}>
          <Icon aria-hidden="true" />
          <span className="hidden truncate sm:inline">{user.displayName}</span>
          <ChevronDown aria-hidden="true" className="hidden opacity-60 sm:block" />
        </Button>
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
