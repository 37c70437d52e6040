import type { ComponentProps } from 'react';
import { ChevronDown, UserRound, Wallet } from 'lucide-react';
import type { AuthUser } from '@nacho/contracts';
import { Button } from '@nacho/ui';

/** The account menu's button; shown inert on its own while the menu's code loads. */
export function UserMenuButton({ user, ...props }: { user: AuthUser } & ComponentProps<typeof Button>) {
  const Icon = user.method === 'wallet' ? Wallet : UserRound;
  return (
    // Phones: the icon alone (like the Sign in button); the menu shows the full address. A long
    // name truncates (narrower from lg to xl, where the one-row header is tightest).
    <Button
      variant="outline"
      size="sm"
      className="sm:max-w-[14rem] lg:max-xl:max-w-[11rem]"
      aria-label={`Account menu: ${user.displayName}`}
      {...props}
    >
      <Icon aria-hidden="true" />
      <span className="hidden truncate sm:inline">{user.displayName}</span>
      <ChevronDown aria-hidden="true" className="hidden opacity-60 sm:block" />
    </Button>
  );
}
