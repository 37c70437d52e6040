import { PenLine, BadgeCheck } from 'lucide-react';
import { useAppDispatch, useGetBallotToSignQuery } from '@nacho/api';
import { DropdownMenuItem } from '@nacho/ui/overlays';
import { useFoundWallets } from '../wallet/found-wallets';
import { walletOfSession } from '../wallet/wallet-memory';
import { signTodaysLikes } from './sign-todays-likes';

/**
 * The user menu's optional "Sign today's likes" for a wallet voter who liked today: the wallet signs
 * the day's likes once (docs/verify.md, "A ballot"). Nothing shows without a like today.
 */
export function SignTodaysLikesItem({ address }: { address: string }) {
  // Asked each time the menu opens: the likes of the day change.
  const { data: ballot } = useGetBallotToSignQuery(undefined, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const wallets = useFoundWallets();
  if (!ballot?.tokenIds.length) return null;
  if (ballot.signed)
    return (
      <DropdownMenuItem disabled className="items-start">
        <BadgeCheck aria-hidden="true" className="mt-0.5" />
        <span className="grid gap-0.5">
          Today&apos;s likes are signed
          <span className="text-xs text-muted-foreground">Your wallet signed them once today</span>
        </span>
      </DropdownMenuItem>
    );
  const sessionWallet = walletOfSession(address);
  const wallet = wallets.find((w) => w.id === sessionWallet) ?? wallets[0];
  const n = ballot.tokenIds.length;
  return (
    <DropdownMenuItem onSelect={() => void signTodaysLikes({ dispatch, wallet, address })} className="items-start">
      <PenLine aria-hidden="true" className="mt-0.5" />
      <span className="grid gap-0.5">
        Sign today&apos;s likes
        <span className="text-xs text-muted-foreground">
          Optional: your wallet signs your {n} like{n === 1 ? '' : 's'} of today, so anyone can check them
        </span>
      </span>
    </DropdownMenuItem>
  );
}
